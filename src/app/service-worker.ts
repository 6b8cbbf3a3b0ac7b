/**
 * Registers the service worker (pwa.config.ts) once the page has loaded, from a
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
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
