/**
 * The Cache Storage cache that holds the stories saved for offline reading and
 * only those: the page writes it when the reader presses "Save for offline";
 * the service worker answers media requests from it (pwa.config.ts). It is
 * deleted when the last story is removed. Whether the browse page has an "On
 * this device" section is checked here, in code small enough for the first screen.
 */
export const SAVED_STORIES_CACHE = "fabulo-saved-stories";

export async function hasSavedStories(): Promise<boolean> {
  try {
    if (typeof caches === "undefined" || !(await caches.has(SAVED_STORIES_CACHE))) return false;
    // The service worker's media route opens (so creates) the cache without adding to it.
    return (await (await caches.open(SAVED_STORIES_CACHE)).keys()).length > 0;
  } catch {
    return false;
  }
}
