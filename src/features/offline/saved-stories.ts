import type { StoryJson } from "../../../shared/story-json";
import { SAVED_STORIES_CACHE } from "../../../shared/constants";

/**
 * Stories saved on this device, in the Cache API under SAVED_STORIES_CACHE.
 *
 * The page writes the cache itself (rather than letting a Workbox runtime route
 * fill it as files pass by) because saving is the reader's explicit choice: only
 * what they saved is stored, all of a story or none of it (`addAll`), and
 * the page can say when it is done, list what is saved and remove it. The
 * service worker only reads this cache. The story's JSON is kept under a key
 * of its own (never a URL the server answers), so no API answer is cached.
 *
 * A family shares the device: a saved copy holds the story, never its reader (no reaction,
 * no feedback), and names the account that saved it. A private story is listed to that
 * account only and leaves the device when another session starts (forgetOthersPrivateStories).
 */

/** Cache keys of saved story JSON: a path the server never serves. */
const STORY_KEY_PREFIX = "/offline/stories/";

interface SavedRecord {
  story: StoryJson;
  savedAt: string;
  /** The account that saved it; null for a visitor. Absent in copies saved by older builds. */
  savedBy?: string | null;
}

/** The signed-in account's id, or null: who is reading on this device now. */
export type DeviceReader = string | null;

/** Public stories are anyone's; a private one is its saver's (a copy from an older build is no one's). */
function belongsTo(record: SavedRecord, reader: DeviceReader): boolean {
  return record.story.isPublic || (record.savedBy !== undefined && record.savedBy === reader);
}

/** A saved story as the browse page lists it. */
export interface SavedStorySummary {
  slug: string;
  title: string;
  coverImage: string | null;
  language: StoryJson["language"];
  savedAt: string;
}

/** Saving needs Cache Storage, which browsers give only to secure pages (https, localhost). */
export function canSaveOffline(): boolean {
  return typeof caches !== "undefined" && window.isSecureContext;
}

function storyKey(slug: string): string {
  return new URL(STORY_KEY_PREFIX + encodeURIComponent(slug), window.location.origin).href;
}

/** Every file the player needs for this story: pictures, cover, narration and word timings. */
export function storyFiles(story: StoryJson): string[] {
  // A copy saved by an older build may have no wordTimings.
  const timings = Object.values(story.wordTimings ?? {}).filter((value): value is string => typeof value === "string");
  const files = [...Object.values(story.images), ...Object.values(story.audio), story.coverImage, ...timings];
  return [...new Set(files.filter((file): file is string => typeof file === "string" && file !== ""))];
}

export async function saveStory(story: StoryJson, savedBy: DeviceReader): Promise<void> {
  const cache = await caches.open(SAVED_STORIES_CACHE);
  // All or nothing: addAll stores no file unless every one arrived. From the network, not the HTTP
  // cache: Firefox answers a narration its <audio> read in ranges with that partial (206) entry,
  // which the Cache API refuses.
  await cache.addAll(storyFiles(story).map((file) => new Request(file, { cache: "reload" })));
  const record: SavedRecord = {
    // Without the WebP copies: offline the player shows the saved picture itself, not a srcset width never fetched.
    story: { ...story, imageSources: undefined, userReaction: null, userFeedbackText: null },
    savedAt: new Date().toISOString(),
    savedBy,
  };
  await cache.put(
    storyKey(story.slug),
    new Response(JSON.stringify(record), { headers: { "Content-Type": "application/json" } }),
  );
}

async function readRecord(cache: Cache, key: RequestInfo): Promise<SavedRecord | null> {
  const response = await cache.match(key);
  if (!response) return null;
  try {
    return (await response.json()) as SavedRecord;
  } catch {
    return null;
  }
}

/** The saved copy of a story, for playing it without a network. */
export async function loadSavedStory(slug: string): Promise<StoryJson | null> {
  if (typeof caches === "undefined" || !(await caches.has(SAVED_STORIES_CACHE))) return null;
  const record = await readRecord(await caches.open(SAVED_STORIES_CACHE), storyKey(slug));
  return record?.story ?? null;
}

export async function isStorySaved(slug: string): Promise<boolean> {
  return (await loadSavedStory(slug)) !== null;
}

async function readAllRecords(): Promise<SavedRecord[]> {
  if (typeof caches === "undefined" || !(await caches.has(SAVED_STORIES_CACHE))) return [];
  const cache = await caches.open(SAVED_STORIES_CACHE);
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(STORY_KEY_PREFIX));
  const records = await Promise.all(keys.map((key) => readRecord(cache, key)));
  return records.filter((record): record is SavedRecord => record !== null);
}

/** The stories saved on this device that this reader may see, newest first. */
export async function listSavedStories(reader: DeviceReader): Promise<SavedStorySummary[]> {
  return (await readAllRecords())
    .filter((record) => belongsTo(record, reader))
    .map(({ story, savedAt }) => ({
      slug: story.slug,
      title: story.title,
      coverImage: story.coverImage,
      language: story.language,
      savedAt,
    }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Removes a story's files and its JSON; the cache itself goes with the last story. */
export async function removeSavedStory(slug: string): Promise<void> {
  if (typeof caches === "undefined" || !(await caches.has(SAVED_STORIES_CACHE))) return;
  const cache = await caches.open(SAVED_STORIES_CACHE);
  const record = await readRecord(cache, storyKey(slug));
  if (record) await Promise.all(storyFiles(record.story).map((file) => cache.delete(file)));
  await cache.delete(storyKey(slug));
  const left = (await cache.keys()).some((request) => new URL(request.url).pathname.startsWith(STORY_KEY_PREFIX));
  if (!left) await caches.delete(SAVED_STORIES_CACHE);
}

/**
 * Removes from the device every private story that is not this reader's: called as a
 * session settles, so signing out forgets the account's private stories and the next
 * account signed in never meets the last one's.
 */
export async function forgetOthersPrivateStories(reader: DeviceReader): Promise<void> {
  for (const record of await readAllRecords()) {
    if (!belongsTo(record, reader)) await removeSavedStory(record.story.slug);
  }
}
