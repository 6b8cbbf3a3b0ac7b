import { MANIFEST_FILE } from "../../shared/constants";

/**
 * How long after load the app waits before making itself installable (then until the browser is
 * idle, at most IDLE_TIMEOUT_MS more). Two things wait:
 *
 * - The service worker. Installing it downloads and compiles the whole shell (~560 KB
 *   precached), which on a slow phone competes with the screen the reader is looking at:
 *   registered at load, Lighthouse's mobile Total Blocking Time on `/` was 450–910 ms (4 runs);
 *   without the registration, 185–405 ms.
 * - The web app manifest's link. Served in the page, it has the browser fetch the manifest and
 *   its 192 px icon, decode the icon on the page's main thread and run its install checks in the
 *   page's first second (a desktop Chrome also animates an install icon in its address bar:
 *   ~50 browser frames and ~270 ms of compositing CPU on a 2-vCPU machine without a GPU, against
 *   ~20 frames and ~60 ms without the link, while the app renders). Taken out
 *   of the served page, 8 Lighthouse runs of the story page each way: median Total Blocking Time
 *   166 → 132 ms.
 *
 * Offline reading only needs the worker installed by the time the network is gone, and an
 * install prompt a few seconds after the page opens is as good as one at once.
 */
const INSTALLABLE_DELAY_MS = 5_000;
const IDLE_TIMEOUT_MS = 5_000;

/** The manifest's link, as the build's index.html would have had it (pwa.config.ts takes it out). */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = `/${MANIFEST_FILE}`;
  document.head.append(link);
}

/**
 * Links the manifest and registers the service worker (pwa.config.ts) once the first screen has
 * settled, the worker from a chunk of its own: the first screen neither waits for them nor
 * carries the registration code. Only production builds have either.
 */
export function makeInstallableAfterLoad(): void {
  if (!import.meta.env.PROD) return;
  const install = () => {
    linkManifest();
    if (!("serviceWorker" in navigator)) return;
    import("./register-service-worker")
      .then(({ registerServiceWorker }) => registerServiceWorker())
      // Without a service worker the app still works online; nothing to tell the reader.
      .catch(() => undefined);
  };
  // Safari has no requestIdleCallback: there the delay alone applies.
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(install, { timeout: IDLE_TIMEOUT_MS }) : install();
  const later = () => window.setTimeout(whenIdle, INSTALLABLE_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
