import { MANIFEST_FILE } from "../../shared/constants";

/**
 * How long after load (then until the browser is idle, at most IDLE_TIMEOUT_MS more) the app waits
 * to register its service worker and link its manifest: both compete with the first screen on a
 * slow phone, and offline reading or an install prompt loses nothing by waiting a few seconds.
 */
const INSTALLABLE_DELAY_MS = 5_000;
const IDLE_TIMEOUT_MS = 5_000;

/** The manifest's link, as the build's index.html would have had it (scripts/vite/pwa.ts takes it out). */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = `/${MANIFEST_FILE}`;
  document.head.append(link);
}

/**
 * Links the manifest and registers the service worker (scripts/vite/pwa.ts) once the first screen has
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
