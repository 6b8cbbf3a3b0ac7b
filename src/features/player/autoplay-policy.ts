/** Whether the browser lets the narration start without a tap; "unknown" until probeAutoplay answers. */
export type AutoplayAnswer = "allowed" | "refused" | "unknown";

type AutoplayPolicyNavigator = Navigator & { getAutoplayPolicy?: (type: "mediaelement") => string };

/**
 * What the browser says at once: a page that has had a tap (following a link inside the app gives
 * its sticky activation) may start sound; navigator.getAutoplayPolicy (Firefox) says it outright
 * ("allowed-muted" is a refusal for a narration). A browser with neither API is assumed to allow it,
 * as such browsers do. Otherwise (Chrome opened from a shared link) only a play attempt can tell:
 * an installed app or a site the reader often plays sound on may start it.
 */
export function autoplayPolicyNow(): AutoplayAnswer {
  const nav = navigator as AutoplayPolicyNavigator;
  const activation = "userActivation" in nav ? nav.userActivation : null;
  if (activation?.hasBeenActive) return "allowed";
  if (typeof nav.getAutoplayPolicy === "function") return nav.getAutoplayPolicy("mediaelement") === "allowed" ? "allowed" : "refused";
  return activation ? "unknown" : "allowed";
}

/** How long the silent play attempt may take to answer. */
export const PROBE_LIMIT_MS = 2_000;

/** Two samples of silence (8-bit PCM WAV): a play attempt that downloads nothing and is never heard. */
const SILENCE = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQIAAACAgA==";

/**
 * Asks the browser by playing silence with sound on (a muted attempt is always allowed and proves
 * nothing). From a blob: URL, which the Content-Security-Policy's media-src allows and data: is not.
 * Only NotAllowedError is the policy's refusal; the policy is checked before anything loads.
 */
export async function probeAutoplay(): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([Uint8Array.from(atob(SILENCE), (char) => char.charCodeAt(0))], { type: "audio/wav" }));
  const probe = new Audio(url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An attempt still unanswered after PROBE_LIMIT_MS (a stalled load) is a refusal: the large Play shows.
  const unanswered = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_LIMIT_MS)));
  try {
    return await Promise.race([probe.play().then(() => (probe.pause(), true)), unanswered]);
  } catch (error) {
    return !(error instanceof DOMException && error.name === "NotAllowedError");
  } finally {
    clearTimeout(timer);
    // Stop the element's load first: revoked under a load still running, the blob is logged as a failed request.
    probe.removeAttribute("src");
    probe.load();
    URL.revokeObjectURL(url);
  }
}
