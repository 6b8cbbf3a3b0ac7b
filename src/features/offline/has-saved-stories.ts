/**
 * The Cache Storage cache that holds the stories saved for offline reading and
 * only those: the page writes it when the reader presses "Save for offline";
 * the service worker answers media requests from it (pwa.config.ts). It is
 * deleted when the last story is removed, so its existence says whether the
 * browse page has an "On this device" section — a check that costs the first
 * screen no code.
 */
export const SAVED_STORIES_CACHE = "fabulo-saved-stories";

export async function hasSavedStories(): Promise<boolean> {
  if (typeof caches === "undefined") return false;
  return caches.has(SAVED_STORIES_CACHE).catch(() => false);
}
