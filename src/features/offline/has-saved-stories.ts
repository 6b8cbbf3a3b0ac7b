import { SAVED_STORIES_CACHE } from "../../../shared/constants";

/**
 * Whether the browse page has an "On this device" section: a look at Cache
 * Storage small enough for the first screen (the list itself loads only then).
 */
export async function hasSavedStories(): Promise<boolean> {
  try {
    if (typeof caches === "undefined" || !(await caches.has(SAVED_STORIES_CACHE))) return false;
    // The service worker's media route opens (so creates) the cache without adding to it.
    return (await (await caches.open(SAVED_STORIES_CACHE)).keys()).length > 0;
  } catch {
    return false;
  }
}
