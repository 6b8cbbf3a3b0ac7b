/**
 * Housekeeping: narrations stored before word timings existed get them, a few per run. Workers AI
 * aligns (or estimates) the stored audio; the offline narrator reads the chapter again, since
 * espeak reports its word events only while it speaks, and the new audio replaces the old under a
 * new key (media are cached as immutable) so that audio and timings always belong together.
 */
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { stories, storyAssets, type Chapter } from "../db/schema";
import { retimedNarrationKey } from "../stories/media-keys";
import { CHAPTERS } from "../../shared/enums";
import type { NarrativeItem } from "../../shared/narrative";
import { currentDependencies, storeWordTimings, storySeed, type ConsumerEnv } from "./pipeline";

/** Chapters timed per run: the offline narrator takes a second or two each, within the cron's budget. */
export const TIMINGS_PER_RUN = 10;

export interface TimedChapter {
  storyId: string;
  chapter: string;
  /** The narration was made again (offline) rather than timed as stored. */
  renarrated: boolean;
}

const isChapter = (value: string): value is Chapter => (CHAPTERS as readonly string[]).includes(value);

function chapterOf(narrative: Record<string, unknown> | null, chapter: Chapter): NarrativeItem[] | string | null {
  const value = narrative?.[chapter];
  return typeof value === "string" || Array.isArray(value) ? (value as NarrativeItem[] | string) : null;
}

export async function backfillWordTimings(env: ConsumerEnv, limit = TIMINGS_PER_RUN): Promise<TimedChapter[]> {
  const deps = currentDependencies(env);
  const { provider } = deps;
  if (!provider.timeNarration) return [];
  const client = db({ DB: deps.database });
  // Served by story_assets_untimed (kind, status) WHERE timings_key IS NULL.
  const rows = await client
    .select({
      storyId: storyAssets.storyId,
      chapter: storyAssets.chapter,
      r2Key: storyAssets.r2Key,
      contentType: storyAssets.contentType,
      language: stories.language,
      ageBand: stories.ageBand,
      narrative: stories.narrative,
    })
    .from(storyAssets)
    .innerJoin(stories, eq(stories.id, storyAssets.storyId))
    .where(
      and(
        eq(storyAssets.kind, "audio"),
        eq(storyAssets.status, "done"),
        isNull(storyAssets.timingsKey),
        // Read by the reader's device: no audio to time, the browser times its words.
        isNotNull(storyAssets.r2Key),
        inArray(stories.generatingStatus, ["CompletelyGenerated", "PartiallyGenerated"]),
      ),
    )
    .limit(limit);

  const timed: TimedChapter[] = [];
  for (const row of rows) {
    try {
      const items = isChapter(row.chapter) ? chapterOf(row.narrative, row.chapter) : null;
      if (!items || !row.r2Key) continue;
      const stored = await env.MEDIA.get(row.r2Key);
      if (!stored) continue;
      const audio = { bytes: new Uint8Array(await stored.arrayBuffer()), contentType: row.contentType === "audio/wav" ? ("audio/wav" as const) : ("audio/mpeg" as const) };
      const request = { language: row.language, seed: storySeed({ id: row.storyId }), chapter: row.chapter as Chapter, items, ageBand: row.ageBand };
      const { wordTimings, replacement } = await provider.timeNarration(request, audio);

      let audioKey = row.r2Key;
      if (replacement) {
        audioKey = retimedNarrationKey(row.r2Key, replacement.contentType);
        await deps.media.put(audioKey, replacement.bytes, {
          httpMetadata: { contentType: replacement.contentType, cacheControl: "public, max-age=31536000, immutable" },
        });
      }
      const timingsKey = await storeWordTimings(deps.media, audioKey, wordTimings);
      // Only if nothing changed the row meanwhile (a regenerated chapter keeps its own audio).
      const updated = await client
        .update(storyAssets)
        .set({ r2Key: audioKey, contentType: replacement?.contentType ?? audio.contentType, timingsKey, updatedAt: new Date() })
        .where(
          and(
            eq(storyAssets.storyId, row.storyId),
            eq(storyAssets.chapter, row.chapter),
            eq(storyAssets.kind, "audio"),
            eq(storyAssets.r2Key, row.r2Key),
            isNull(storyAssets.timingsKey),
          ),
        )
        .run();
      if ((updated.meta.changes ?? 0) === 0) continue;
      if (replacement && audioKey !== row.r2Key) await env.MEDIA.delete(row.r2Key);
      timed.push({ storyId: row.storyId, chapter: row.chapter, renarrated: Boolean(replacement) });
    } catch (error) {
      // One chapter failing (a model down, a missing object) must not stop the others.
      console.error(`housekeeping: could not time ${row.storyId} ${row.chapter}`, error instanceof Error ? error.message : String(error));
    }
  }
  return timed;
}
