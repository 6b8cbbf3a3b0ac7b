/**
 * Family readers and their recorded chapters (issue 32, shared/recordings.ts). Recordings live in R2
 * under the story's prefix (stories/<id>/readers/<reader>/…), so deleting the story or the account
 * removes them with the rest of its media; each take gets a fresh random key, because /media serves
 * keys as immutable and a key nobody was shown cannot be guessed.
 */
import { and, eq } from "drizzle-orm";
import { type Db } from "../db/client";
import { isId, newId } from "../db/ids";
import { readerRecordings, storyReaders, type Chapter, CHAPTERS } from "../db/schema";
import { ApiError } from "../http/errors";
import { insertReaderWithin } from "./queries";
import type { AudioContainer } from "../media/audio-container";
import { checkIdeas } from "../generation/moderation";
import { deleteMediaUnder, storyReadersPrefix, wordTimingsKey } from "../stories/media-keys";
import type { StoryRow } from "../stories/story-json";
import type { StoryAccessRow } from "../stories/access";
import { withMediaAddresses } from "../stories/media-addresses";
import { listReaders, toReader, toRecordedChapter, type ReaderRow, type RecordingRow } from "../stories/story-readers";
import { narrationWords, type WordTiming } from "../../shared/read-along";
import { MAX_READERS_PER_STORY, type Reader, type RecordedChapter, type RecordedChapterNumber } from "../../shared/recordings";
import { toChapterNarrative } from "../stories/story-json";
import { estimateFromLevels } from "./levels-alignment";


const EXTENSION: Record<AudioContainer["mimeType"], string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a" };

export function readerMediaPrefix(storyId: string, readerId: string): string {
  return `${storyReadersPrefix(storyId)}${readerId}/`;
}

export function chapterOfNumber(chapter: RecordedChapterNumber): Chapter {
  return CHAPTERS[chapter - 1]!;
}

/** Every reader of the story, for its owner (or an admin), with signed addresses to hear them by. */
export async function readersOfStory(env: Pick<Env, "JWT_SECRET">, client: Db, story: StoryAccessRow): Promise<Reader[]> {
  return withMediaAddresses(env, story, await listReaders(client, story.id));
}

export function readerIdOr404(readerId: string): string {
  if (!isId(readerId)) throw new ApiError("readerNotFound");
  return readerId;
}

async function readerOr404(client: Db, storyId: string, readerId: string): Promise<ReaderRow> {
  const row = await client
    .select()
    .from(storyReaders)
    .where(and(eq(storyReaders.id, readerId), eq(storyReaders.storyId, storyId)))
    .get();
  if (!row) throw new ApiError("readerNotFound");
  return row;
}

/** The reader as its owner's screens show it, with signed addresses (media-addresses.ts). */
async function loadReader(env: Pick<Env, "JWT_SECRET">, client: Db, story: StoryAccessRow, row: ReaderRow): Promise<Reader> {
  const recordings = await client.select().from(readerRecordings).where(eq(readerRecordings.readerId, row.id));
  return withMediaAddresses(env, story, toReader(row, recordings));
}

/** A name a child will see: refused kindly when the moderation engine would refuse it as an idea. */
async function assertSafeName(env: Pick<Env, "DB">, name: string): Promise<void> {
  const verdict = await checkIdeas(env, [name]);
  if (!verdict.safe) throw new ApiError("unsafeReaderName", { category: verdict.category });
}

export async function createReader(env: Pick<Env, "DB" | "JWT_SECRET">, client: Db, story: StoryAccessRow, name: string): Promise<Reader> {
  await assertSafeName(env, name);
  const storyId = story.id;
  const id = newId();
  // The count check and the insert are one statement, so concurrent requests cannot pass the limit.
  if (!(await insertReaderWithin(env.DB, MAX_READERS_PER_STORY, { id, storyId, name }))) throw new ApiError("readerLimit");
  return loadReader(env, client, story, await readerOr404(client, storyId, id));
}

export async function updateReader(
  env: Pick<Env, "DB" | "JWT_SECRET">,
  client: Db,
  story: StoryAccessRow,
  readerId: string,
  patch: { name?: string; shared?: boolean },
): Promise<Reader> {
  const storyId = story.id;
  const existing = await readerOr404(client, storyId, readerId);
  if (patch.name !== undefined) await assertSafeName(env, patch.name);
  const [updated] = await client
    .update(storyReaders)
    .set({ name: patch.name ?? existing.name, shared: patch.shared ?? existing.shared })
    .where(and(eq(storyReaders.id, readerId), eq(storyReaders.storyId, storyId)))
    .returning();
  if (!updated) throw new ApiError("readerNotFound");
  return loadReader(env, client, story, updated);
}

/** The reader's row (its recordings' rows cascade), then its R2 objects. */
export async function deleteReader(env: Pick<Env, "MEDIA">, client: Db, storyId: string, readerId: string): Promise<void> {
  await readerOr404(client, storyId, readerId);
  await client.delete(storyReaders).where(and(eq(storyReaders.id, readerId), eq(storyReaders.storyId, storyId)));
  await deleteMediaUnder(env.MEDIA, readerMediaPrefix(storyId, readerId));
}

export interface Take {
  bytes: Uint8Array;
  container: AudioContainer;
  levels: number[];
}

/** The chapter's words as the player splits them, indexed as WordTiming.i expects. */
export function chapterWords(story: Pick<StoryRow, "narrative">, chapter: RecordedChapterNumber): { i: number; text: string }[] {
  const narrative = toChapterNarrative((story.narrative ?? {})[chapterOfNumber(chapter)]);
  return narrative ? narrationWords(narrative).map((word, i) => ({ i, text: word.text })) : [];
}

async function putTimings(media: R2Bucket, key: string, timings: readonly WordTiming[]): Promise<void> {
  await media.put(key, JSON.stringify(timings), { httpMetadata: { contentType: "application/json" } });
}

/**
 * Stores a take (replacing the chapter's previous one) with its first word timings, estimated from
 * the levels; the previous take's objects go once the row names the new ones.
 */
export async function saveTake(
  env: Pick<Env, "MEDIA" | "JWT_SECRET">,
  client: Db,
  story: StoryAccessRow & Pick<StoryRow, "narrative">,
  readerId: string,
  chapter: RecordedChapterNumber,
  take: Take,
): Promise<{ recorded: RecordedChapter; audioKey: string }> {
  await readerOr404(client, story.id, readerId);
  const audioKey = `${readerMediaPrefix(story.id, readerId)}${chapter}-${newId()}.${EXTENSION[take.container.mimeType]}`;
  const timingsKey = wordTimingsKey(audioKey);
  const words = chapterWords(story, chapter);
  await env.MEDIA.put(audioKey, take.bytes, { httpMetadata: { contentType: take.container.mimeType } });
  await putTimings(env.MEDIA, timingsKey, estimateFromLevels(words, take.levels, take.container.durationMs / 1000));
  const previous = await client
    .select()
    .from(readerRecordings)
    .where(and(eq(readerRecordings.readerId, readerId), eq(readerRecordings.chapter, chapter)))
    .get();
  const row: RecordingRow = {
    readerId,
    chapter,
    audioKey,
    mimeType: take.container.mimeType,
    durationMs: take.container.durationMs,
    timingsKey,
    updatedAt: new Date(),
  };
  await client
    .insert(readerRecordings)
    .values(row)
    .onConflictDoUpdate({ target: [readerRecordings.readerId, readerRecordings.chapter], set: row });
  if (previous) await env.MEDIA.delete([previous.audioKey, ...(previous.timingsKey ? [previous.timingsKey] : [])]);
  return { recorded: await withMediaAddresses(env, story, toRecordedChapter(row)), audioKey };
}

/**
 * Better timings for a take that is still the chapter's current one (the Whisper alignment): stored
 * under a new key, since players may hold the estimate's key. False when a newer take replaced it.
 */
export async function replaceTimings(env: Pick<Env, "MEDIA">, client: Db, recording: Pick<RecordingRow, "readerId" | "chapter" | "audioKey">, timings: readonly WordTiming[]): Promise<boolean> {
  const current = await client
    .select()
    .from(readerRecordings)
    .where(and(eq(readerRecordings.readerId, recording.readerId), eq(readerRecordings.chapter, recording.chapter), eq(readerRecordings.audioKey, recording.audioKey)))
    .get();
  if (!current) return false;
  const key = wordTimingsKey(recording.audioKey).replace(/\.timings\.json$/, ".aligned.timings.json");
  await putTimings(env.MEDIA, key, timings);
  await client
    .update(readerRecordings)
    .set({ timingsKey: key, updatedAt: new Date() })
    .where(and(eq(readerRecordings.readerId, recording.readerId), eq(readerRecordings.chapter, recording.chapter), eq(readerRecordings.audioKey, recording.audioKey)));
  if (current.timingsKey && current.timingsKey !== key) await env.MEDIA.delete(current.timingsKey);
  return true;
}
