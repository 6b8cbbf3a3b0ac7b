/**
 * The cron job (wrangler.toml [triggers]): each domain's upkeep in turn — expired e-mail links, live
 * tickets and old sign-in failures; stuck or partially generated stories; narrations stored before
 * word timings existed; pictures without their WebP copies; reaction tallies no fold picked up.
 */
import { deleteExpiredEmailTokens } from "../auth/email-tokens";
import { deleteExpiredLiveTickets } from "../auth/live-tickets";
import { forgetOldLoginFailures } from "../auth/login-failures";
import { inArray } from "drizzle-orm";
import { db, type Db } from "../db/client";
import { stories } from "../db/schema";
import { purgeStoryFromEdge } from "../http/edge-cache";
import { repairStories, type RepairedStory } from "../generation/story-repair";
import { backfillWordTimings, type TimedChapter } from "../generation/word-timings-backfill";
import type { ConsumerEnv } from "../generation/pipeline";
import { backfillPictureVariants, type VariantBackfillReport } from "../stories/variant-backfill";
import { foldAllReactionTallies } from "../stories/reaction-tally";

export interface HousekeepingReport {
  expiredTokens: number;
  repaired: RepairedStory[];
  /** Narrations stored before word timings existed, timed in this run. */
  timed: TimedChapter[];
  /** WebP copies made for pictures that lacked them (bounded per run). */
  pictureVariants: VariantBackfillReport;
  /** Stories whose leftover reaction tallies were added to their counts. */
  talliesFolded: number;
}

/** What each domain's upkeep reads: the word timings' provider and bucket, the stories' objects, the edge cache's host. */
export type HousekeepingEnv = ConsumerEnv & Pick<Env, "STORY_GENERATION" | "APP_URL">;

export async function runHousekeeping(env: HousekeepingEnv, now = new Date()): Promise<HousekeepingReport> {
  // The cron's one drizzle client, passed down.
  const client = db(env);
  const expiredTokens = await deleteExpiredEmailTokens(client, now);
  await deleteExpiredLiveTickets(client, now);
  await forgetOldLoginFailures(env.DB, now);
  const repaired = await repairStories(env, now);
  const timed = await backfillWordTimings(env);
  const pictureVariants = await backfillPictureVariants(env);
  const talliesFolded = await foldAllReactionTallies(client);
  // A re-narrated chapter's old audio is deleted and a repaired story's files change: visitors' copies
  // of those stories (worker/http/edge-cache.ts) would point at files that are gone.
  await purgeChangedStories(env, client, [...new Set([...timed, ...repaired].map((story) => story.storyId))]);
  return { expiredTokens, repaired, timed, pictureVariants, talliesFolded };
}

async function purgeChangedStories(env: Pick<Env, "APP_URL">, client: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const changed = await client.select({ id: stories.id, slug: stories.slug, language: stories.language }).from(stories).where(inArray(stories.id, ids));
  for (const story of changed) await purgeStoryFromEdge(env, story);
}
