/**
 * A story's family readers as its JSON shows them (issue 32): each reader with its recorded chapters,
 * read in one batch. Here, in stories/, because a story's JSON lists its readers; recording, naming and
 * deleting them is worker/recordings/readers.ts.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { readerRecordings, storyReaders } from "../db/schema";
import type { Reader, RecordedChapter, RecordedChapterNumber } from "../../shared/recordings";
import { readersHeardBy } from "./access";
import { mediaUrl } from "./media-keys";
import type { StoryRow } from "./story-json";

export type ReaderRow = typeof storyReaders.$inferSelect;
export type RecordingRow = typeof readerRecordings.$inferSelect;

export function toRecordedChapter(row: RecordingRow): RecordedChapter {
  return {
    chapter: row.chapter as RecordedChapterNumber,
    audio: mediaUrl(row.audioKey),
    mimeType: row.mimeType,
    durationMs: row.durationMs,
    wordTimings: row.timingsKey ? mediaUrl(row.timingsKey) : null,
  };
}

export function toReader(row: ReaderRow, recordings: readonly RecordingRow[]): Reader {
  return {
    _id: row.id,
    name: row.name,
    shared: row.shared,
    chapters: recordings
      .filter((recording) => recording.readerId === row.id)
      .sort((a, b) => a.chapter - b.chapter)
      .map(toRecordedChapter),
  };
}

/** The readers of these stories with their chapters, by story, oldest reader first (one batch). */
export async function readersByStory(
  client: Db,
  storyIds: readonly string[],
  options: { sharedOnly?: boolean } = {},
): Promise<Map<string, Reader[]>> {
  const byStory = new Map<string, Reader[]>();
  if (storyIds.length === 0) return byStory;
  const which = options.sharedOnly
    ? and(inArray(storyReaders.storyId, [...storyIds]), eq(storyReaders.shared, true))
    : inArray(storyReaders.storyId, [...storyIds]);
  const [readers, recordings] = await client.batch([
    client.select().from(storyReaders).where(which).orderBy(asc(storyReaders.createdAt), asc(storyReaders.id)),
    client
      .select()
      .from(readerRecordings)
      .where(inArray(readerRecordings.readerId, client.select({ id: storyReaders.id }).from(storyReaders).where(which))),
  ]);
  for (const row of readers) byStory.set(row.storyId, [...(byStory.get(row.storyId) ?? []), toReader(row, recordings)]);
  return byStory;
}

export async function listReaders(client: Db, storyId: string, options: { sharedOnly?: boolean } = {}): Promise<Reader[]> {
  return (await readersByStory(client, [storyId], options)).get(storyId) ?? [];
}

/** The readers a story's JSON names for this caller (access.ts's readersHeardBy); their addresses unsigned yet. */
export async function readersInStoryJson(client: Db, story: Pick<StoryRow, "id" | "userId" | "isPublic">, caller: { id: string } | undefined): Promise<Reader[]> {
  const heard = readersHeardBy(story, caller);
  if (heard === "none") return [];
  return listReaders(client, story.id, { sharedOnly: heard === "shared" });
}
