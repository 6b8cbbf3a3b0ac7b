/** Gets stuck or partially generated stories going again ("being fixed"), a bounded number per run. */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { readConfig } from "../config/store";
import { db } from "../db/client";
import { stories, GENERATING_STATUSES, type GeneratingStatus } from "../db/schema";
import { isFinalStatus } from "../../shared/story-json";
import type { StepKey } from "./steps";
import { storyGenerationStub } from "./story-generation";

/** A story still in progress after this long has probably lost a queue message. */
export const STUCK_AFTER_MS = 15 * 60 * 1000;
/** Stories older than this are left alone: their parts keep failing, retrying costs more than it brings. */
const REPAIR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Stories repaired per run, so one run stays short. */
const REPAIRS_PER_RUN = 25;

const IN_PROGRESS: GeneratingStatus[] = GENERATING_STATUSES.filter((status) => !isFinalStatus(status));

export interface RepairedStory {
  storyId: string;
  steps: StepKey[];
}

export async function repairStories(env: Pick<Env, "DB" | "STORY_GENERATION">, now: Date): Promise<RepairedStory[]> {
  const client = db(env);
  const since = new Date(now.getTime() - REPAIR_WINDOW_MS);
  const maxRepairs = (await readConfig(env, ["maxStoryRepairs"])).maxStoryRepairs;
  // A story whose parts keep failing is repaired a bounded number of times, then left PartiallyGenerated.
  const repairable = lt(stories.repairCount, maxRepairs);
  // Both queries are served by stories_by_status (generating_status, created_at).
  const [partial, stuck] = await Promise.all([
    client
      .select({ id: stories.id })
      .from(stories)
      .where(and(inArray(stories.generatingStatus, ["PartiallyGenerated"]), gte(stories.createdAt, since), repairable))
      .limit(REPAIRS_PER_RUN),
    client
      .select({ id: stories.id })
      .from(stories)
      .where(
        and(
          inArray(stories.generatingStatus, IN_PROGRESS),
          gte(stories.createdAt, since),
          lt(stories.createdAt, new Date(now.getTime() - STUCK_AFTER_MS)),
          repairable,
        ),
      )
      .limit(REPAIRS_PER_RUN),
  ]);

  const repaired: RepairedStory[] = [];
  for (const { id } of [...partial, ...stuck]) {
    try {
      const steps = await storyGenerationStub(env, id).repair(id);
      // Counted whether or not anything was queued; a story with nothing left to repair (only
      // withheld chapters are missing) is done with at once, so it stops taking a place in each run.
      await client
        .update(stories)
        .set({ repairCount: steps.length > 0 ? sql`${stories.repairCount} + 1` : maxRepairs })
        .where(eq(stories.id, id));
      if (steps.length > 0) repaired.push({ storyId: id, steps });
    } catch (error) {
      // One story's object failing must not stop the others' repair.
      console.error(`housekeeping: could not repair ${id}`, error instanceof Error ? error.message : String(error));
    }
  }
  return repaired;
}
