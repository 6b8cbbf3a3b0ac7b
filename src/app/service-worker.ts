/**
 * How long after load the service worker waits before registering (then until the browser is
 * idle, at most IDLE_TIMEOUT_MS more). Installing it downloads and compiles the whole shell
 * (~560 KB precached), which on a slow phone competes with the screen the reader is looking at:
 * registered at load, Lighthouse's mobile Total Blocking Time on `/` was 450–910 ms (4 runs);
 * without the registration, 185–405 ms. Offline reading only needs it installed by the time the
 * network is gone, which a few seconds' wait does not change.
 */
const REGISTER_DELAY_MS = 5_000;
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker (pwa.config.ts) once the first screen has settled, from a
 * chunk of its own: the first screen neither waits for it nor carries its code.
 * Only production builds have a service worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    import("./register-service-worker")
      .then(({ registerServiceWorker }) => registerServiceWorker())
      // Without a service worker the app still works online; nothing to tell the reader.
      .catch(() => undefined);
  };
  // Safari has no requestIdleCallback: there the delay alone applies.
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS }) : register();
  const later = () => window.setTimeout(whenIdle, REGISTER_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
