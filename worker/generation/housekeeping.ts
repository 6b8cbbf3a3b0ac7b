/**
 * The cron job (wrangler.toml [triggers]): removes expired e-mail tokens and
 * gets stuck or partially generated stories going again ("being fixed").
 */
import { and, gte, inArray, lt } from "drizzle-orm";
import { db } from "../db/client";
import { emailTokens, stories, GENERATING_STATUSES, type GeneratingStatus } from "../db/schema";
import { isFinalStatus } from "../../shared/story-json";
import { backfillPictureVariants, type VariantBackfillReport } from "../stories/variant-backfill";
import { storyGenerationStub } from "./story-generation";
import type { StepKey } from "./steps";

/** A story still in progress after this long has probably lost a queue message. */
export const STUCK_AFTER_MS = 15 * 60 * 1000;
/** Stories older than this are left alone: their parts keep failing, retrying costs more than it brings. */
const REPAIR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Stories repaired per run, so one run stays short. */
const REPAIRS_PER_RUN = 25;

const IN_PROGRESS: GeneratingStatus[] = GENERATING_STATUSES.filter((status) => !isFinalStatus(status));

export interface HousekeepingReport {
  expiredTokens: number;
  repaired: { storyId: string; steps: StepKey[] }[];
  /** WebP copies made for pictures that lacked them (bounded per run). */
  pictureVariants: VariantBackfillReport;
}

export async function runHousekeeping(env: Env, now = new Date()): Promise<HousekeepingReport> {
  const client = db(env);
  const expired = await client.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).run();

  const since = new Date(now.getTime() - REPAIR_WINDOW_MS);
  // Both queries are served by stories_by_status (generating_status, created_at).
  const [partial, stuck] = await Promise.all([
    client
      .select({ id: stories.id })
      .from(stories)
      .where(and(inArray(stories.generatingStatus, ["PartiallyGenerated"]), gte(stories.createdAt, since)))
      .limit(REPAIRS_PER_RUN),
    client
      .select({ id: stories.id })
      .from(stories)
      .where(
        and(
          inArray(stories.generatingStatus, IN_PROGRESS),
          gte(stories.createdAt, since),
          lt(stories.createdAt, new Date(now.getTime() - STUCK_AFTER_MS)),
        ),
      )
      .limit(REPAIRS_PER_RUN),
  ]);

  const repaired: HousekeepingReport["repaired"] = [];
  for (const { id } of [...partial, ...stuck]) {
    try {
      const steps = await storyGenerationStub(env, id).repair(id);
      if (steps.length > 0) repaired.push({ storyId: id, steps });
    } catch (error) {
      // One story's object failing must not stop the others' repair.
      console.error(`housekeeping: could not repair ${id}`, error instanceof Error ? error.message : String(error));
    }
  }
  const pictureVariants = await backfillPictureVariants(env);
  return { expiredTokens: expired.meta.changes ?? 0, repaired, pictureVariants };
}
