/**
 * The service worker's registration, kept to the browser's own API rather than
 * workbox-window (2 KB more on every first visit for what these lines do).
 *
 * A new deploy's worker takes over at once (skipWaiting + clientsClaim in
 * scripts/vite/pwa.ts) and drops the old precache; a page still running the old
 * bundle then reloads into the new shell instead of later asking for chunks
 * that no longer exist. The first installation (no worker before) reloads nothing.
 */
export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) {
    serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  }
  await serviceWorker.register("/sw.js", { scope: "/" });
}
