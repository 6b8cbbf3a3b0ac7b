import { env, runDurableObjectAlarm } from "cloudflare:test";
import { signAccessToken } from "../../worker/auth/access-token";
import { db } from "../../worker/db/client";
import { newId } from "../../worker/db/ids";
import { stories, storyAssets, storyCreations, users } from "../../worker/db/schema";
import type { AssetKind, Plan, Role } from "../../worker/db/schema";
import { generatedMediaKey } from "../../worker/stories/media-keys";
import { storyTallyStub } from "../../worker/stories/reaction-tally";
import { CHAPTERS } from "../../shared/enums";
import { opusFrames, webm } from "../node/recording-files";

/** Test data written straight to D1 with drizzle, so story tests do not depend on the account routes. */

export interface TestUser {
  id: string;
  name: string;
  /** Authorization header for this user. */
  auth: { Authorization: string };
}

let userCount = 0;

export async function createUser(options: { name?: string; role?: Role; plan?: Plan } = {}): Promise<TestUser> {
  const id = newId();
  const name = options.name ?? `User ${++userCount}`;
  await db(env)
    .insert(users)
    .values({
      id,
      email: `${id}@example.test`,
      name,
      passwordHash: "unused",
      role: options.role ?? "user",
      subscriptionLevel: options.plan ?? "free",
      emailConfirmedAt: new Date(),
    });
  const token = await signAccessToken(env, {
    id,
    role: options.role ?? "user",
    plan: options.plan ?? "free",
    language: "en-US",
  });
  return { id, name, auth: { Authorization: `Bearer ${token}` } };
}

/** Creation times one second apart, in call order, so "newest first" is deterministic. */
let clock = Date.UTC(2026, 0, 1);

export type StoryInsert = typeof stories.$inferInsert;
export type StoryRecord = typeof stories.$inferSelect;

export async function createStory(ownerId: string, values: Partial<StoryInsert> = {}): Promise<StoryRecord> {
  const id = values.id ?? newId();
  clock += 1000;
  const row = await db(env)
    .insert(stories)
    .values({
      id,
      slug: `story-${id}`,
      userId: ownerId,
      title: `Story ${id.slice(0, 6)}`,
      description: "A short tale.",
      language: "en-US",
      storyInputs: ["a cat"],
      generatingStatus: "CompletelyGenerated",
      createdAt: new Date(clock),
      // A public story seeded here is one an admin approved (or published before the review existed).
      review: values.isPublic ? "approved" : null,
      ...values,
    })
    .returning()
    .get();
  // As generate-story does: the creation counts towards its owner's weekly limit.
  await db(env).insert(storyCreations).values({ storyId: row.id, userId: row.userId, createdAt: row.createdAt });
  return row;
}

/** Where the offline provider stores a chapter's picture (PNG) or narration (MP3). */
export function mediaKey(storyId: string, chapter: (typeof CHAPTERS)[number], kind: AssetKind): string {
  return generatedMediaKey(storyId, chapter, kind === "image" ? "image/png" : "audio/mpeg");
}

export async function addAsset(
  storyId: string,
  chapter: string,
  kind: AssetKind,
  values: Partial<typeof storyAssets.$inferInsert> = {},
): Promise<void> {
  await db(env)
    .insert(storyAssets)
    .values({
      storyId,
      chapter,
      kind,
      status: "done",
      r2Key: mediaKey(storyId, chapter as (typeof CHAPTERS)[number], kind),
      updatedAt: new Date(),
      ...values,
    });
}

/** A complete, playable story: narrative, ten media rows (and their R2 objects) and a cover. */
export async function createPlayableStory(ownerId: string, values: Partial<StoryInsert> = {}): Promise<StoryRecord> {
  const id = values.id ?? newId();
  const story = await createStory(ownerId, {
    id,
    coverKey: `stories/${id}/cover.png`,
    narrative: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `The ${chapter} line.\nAnother line.`])),
    ...values,
  });
  for (const chapter of CHAPTERS) {
    for (const kind of ["image", "audio"] as const) {
      await addAsset(id, chapter, kind);
      await env.MEDIA.put(mediaKey(id, chapter, kind), new Uint8Array([1]));
    }
  }
  await env.MEDIA.put(`stories/${id}/cover.png`, new Uint8Array([2]));
  return story;
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * A family reader ("Grandma") on the story with chapter 1 recorded, written straight to D1 and R2 as an
 * upload leaves them (a one-second WebM and its timings): the reader's id and the take's key.
 */
export async function addRecording(storyId: string, options: { shared: boolean }): Promise<{ readerId: string; take: string }> {
  const readerId = newId();
  const take = `stories/${storyId}/readers/${readerId}/1-${newId()}.webm`;
  const timings = take.replace(/\.webm$/, ".timings.json");
  await env.MEDIA.put(take, webm({ frames: opusFrames(1000) }), { httpMetadata: { contentType: "audio/webm" } });
  await env.MEDIA.put(timings, "[]", { httpMetadata: { contentType: "application/json" } });
  await env.DB.batch([
    env.DB.prepare("INSERT INTO story_readers (id, story_id, name, shared) VALUES (?, ?, 'Grandma', ?)").bind(readerId, storyId, options.shared ? 1 : 0),
    env.DB.prepare(
      "INSERT INTO reader_recordings (reader_id, chapter, audio_key, mime_type, duration_ms, timings_key, updated_at) VALUES (?, 1, ?, 'audio/webm', 1000, ?, ?)",
    ).bind(readerId, take, timings, Date.now()),
  ]);
  return { readerId, take };
}

/**
 * Runs the story's pending tally fold now (the StoryTally alarm a reaction set) rather than waiting
 * for its timer: afterwards the story's row holds every reaction answered so far. False when no fold
 * was scheduled.
 */
export async function foldTallies(storyId: string): Promise<boolean> {
  return runDurableObjectAlarm(storyTallyStub(env, storyId));
}

/** What the story's row says, and what still waits in its tallies. */
export async function rowCounts(storyId: string) {
  return env.DB.prepare(
    `SELECT likes, dislikes, (SELECT count(*) FROM reaction_tallies WHERE story_id = ?1) AS pendingTallies FROM stories WHERE id = ?1`,
  )
    .bind(storyId)
    .first<{ likes: number; dislikes: number; pendingTallies: number }>();
}
