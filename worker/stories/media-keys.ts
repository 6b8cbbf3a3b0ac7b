import type { Chapter } from "../db/schema";

/**
 * R2 keys of a story's media, all under one prefix so that deleting a story can
 * list and remove everything it owns. Served by GET /media/<key> to whoever may read the story
 * (access.ts), or through a signed address (media-addresses.ts).
 *
 * The media route only accepts lowercase keys (worker/routes/media.ts), so the
 * chapter name is lowercased: `buildUp` is stored as `buildup.png`.
 */
export function storyMediaPrefix(storyId: string): string {
  return `stories/${storyId}/`;
}

/** Where a story's family recordings live (recordings/readers.ts), one folder per reader. */
export function storyReadersPrefix(storyId: string): string {
  return `${storyMediaPrefix(storyId)}readers/`;
}

/** Every R2 object under a prefix (a story's, a reader's), page by page. */
export async function deleteMediaUnder(media: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await media.list({ prefix, cursor });
    if (listed.objects.length > 0) await media.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
};

/**
 * The key of a generated picture or narration, named after what the provider
 * produced (the offline provider paints PNG, Workers AI answers JPEG). Same
 * story, part and type → same key, so a redelivered step overwrites itself.
 */
export function generatedMediaKey(storyId: string, part: Chapter | "cover", contentType: string): string {
  const extension = EXTENSION_OF_TYPE[contentType] ?? "bin";
  return `${storyMediaPrefix(storyId)}${part.toLowerCase()}.${extension}`;
}

/**
 * Where a narration's word timings live: beside its audio, named after it
 * (`opening.mp3` → `opening.timings.json`), so a redelivered step overwrites them too.
 */
export function wordTimingsKey(audioKey: string): string {
  return `${audioKey.replace(/\.[a-z0-9]+$/, "")}.timings.json`;
}

/**
 * Where a narration made again to be timed (housekeeping) goes: not over the old one, because
 * /media serves every key as immutable and players may hold the old audio for a year.
 */
export function retimedNarrationKey(audioKey: string, contentType: string): string {
  return `${audioKey.replace(/\.[a-z0-9]+$/, "")}.timed.${EXTENSION_OF_TYPE[contentType] ?? "bin"}`;
}

export function pdfKey(storyId: string): string {
  return `${storyMediaPrefix(storyId)}story.pdf`;
}

/** The same-origin URL the SPA loads a key from. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
