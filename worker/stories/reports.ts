/**
 * Reader reports. A story reported by `reportsToHide` different readers, or once by an admin, leaves
 * every public list at once (stories.hidden_at) and, if public, waits in review (review.ts) until an
 * admin approves or declines it.
 */
import { and, eq, sql } from "drizzle-orm";
import { readConfig } from "../config/store";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { stories, storyReports } from "../db/schema";
import type { ReportReason } from "../../shared/safety";

/**
 * The configured threshold. An admin's typo (a string, 0, -1, 2.5) must not hide every story at its
 * first report, nor none ever: its schema takes positive integers only, else the default applies.
 */
export async function reportsToHide(env: Pick<Env, "DB">): Promise<number> {
  return (await readConfig(env, ["reportsToHide"])).reportsToHide;
}

/** Open reports of a story, counted from its rows (so the stored count cannot drift from them). */
const openReportCount = (storyId: string) =>
  sql<number>`(select count(*) from ${storyReports}
    where ${storyReports.storyId} = ${storyId} and ${storyReports.resolvedAt} is null)`;

export async function findReportOf(client: Db, storyId: string, userId: string) {
  return client
    .select({ id: storyReports.id })
    .from(storyReports)
    .where(and(eq(storyReports.storyId, storyId), eq(storyReports.userId, userId)))
    .get();
}

export interface NewReport {
  storyId: string;
  userId: string;
  reason: ReportReason;
  text: string | null;
  /** An admin's report hides the story by itself. */
  byAdmin: boolean;
  threshold: number;
}

/**
 * Inserts the report, recounts the story's open reports from the rows and hides it when the count
 * reaches the threshold, in one D1 batch (a transaction): concurrent reports each see the others'
 * rows, so none is lost, and `coalesce` keeps the first hiding time (a story is hidden once).
 * A second report of the same reader fails the unique index and the whole batch rolls back.
 */
export async function addReport(client: Db, report: NewReport): Promise<{ reportCount: number; hidden: boolean }> {
  const now = Date.now();
  const count = openReportCount(report.storyId);
  const reachesThreshold = report.byAdmin ? sql`1` : sql`${count} >= ${report.threshold}`;
  // Hidden now, public and not yet waiting for reports: back in review (SET reads the row as it was).
  const startsWaiting = sql`(${stories.isPublic} and ${stories.hiddenAt} is null and ${reachesThreshold})`;
  const [, , result] = await client.batch([
    client.insert(storyReports).values({
      id: newId(),
      storyId: report.storyId,
      userId: report.userId,
      reason: report.reason,
      text: report.text,
      // One clock for the row and the story's times: the report that hides a story is the one dated so.
      createdAt: new Date(now),
    }),
    client
      .update(stories)
      .set({
        reportCount: count,
        reportedAt: new Date(now),
        hiddenAt: sql`coalesce(${stories.hiddenAt}, case when ${reachesThreshold} then ${now} end)`,
        review: sql`case when ${startsWaiting} then 'waiting' else ${stories.review} end`,
        reviewReason: sql`case when ${startsWaiting} then 'reported' else ${stories.reviewReason} end`,
        waitingSince: sql`case when ${startsWaiting} then ${now} else ${stories.waitingSince} end`,
      })
      .where(eq(stories.id, report.storyId)),
    client
      .select({ reportCount: stories.reportCount, hiddenAt: stories.hiddenAt })
      .from(stories)
      .where(eq(stories.id, report.storyId)),
  ]);
  const row = result[0];
  if (!row) throw new Error(`Story ${report.storyId} vanished during a report`);
  return { reportCount: row.reportCount, hidden: row.hiddenAt !== null };
}
