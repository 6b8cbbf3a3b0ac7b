import { and, count, eq, gte } from "drizzle-orm";
import type { Db } from "../db/client";
import { storyCreations } from "../db/schema";

/** Monday 00:00 UTC of the week containing `now`: the weekly story limit resets then. */
export function startOfWeekUtc(now: Date = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysSinceMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - daysSinceMonday);
  return start;
}

/** Stories the user has created since Monday 00:00 UTC, deleted ones included (story_creations_by_user). */
export async function storiesGeneratedThisWeek(client: Db, userId: string, now: Date = new Date()): Promise<number> {
  const row = await client
    .select({ n: count() })
    .from(storyCreations)
    .where(and(eq(storyCreations.userId, userId), gte(storyCreations.createdAt, startOfWeekUtc(now))))
    .get();
  return row?.n ?? 0;
}
