/**
 * Reader reports and their review. A story reported by `reportsToHide` different readers, or once
 * by an admin, leaves every public list at once (stories.hidden_at, read by publicStoriesQuery)
 * and stays out until an admin keeps it or unpublishes it.
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { readConfig } from "../config/store";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { stories, storyReports, users } from "../db/schema";
import type { ReviewOutcome } from "../db/schema";
import type { ReportReason } from "../../shared/safety";
import type { ReportedStoryJson, ReviewAction } from "../../shared/reports";

/** How many stories of each kind the admin list shows: all open ones (up to this), then the latest reviews. */
const OPEN_LIST_LIMIT = 100;
const REVIEWED_LIST_LIMIT = 30;

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

const OUTCOMES: Record<ReviewAction, ReviewOutcome> = { keep: "kept", unpublish: "unpublished" };

/**
 * An admin's decision, in one batch: the open reports are closed (later reports count afresh), the
 * story comes back to the public lists, and "unpublish" also makes it private.
 */
export async function resolveReports(client: Db, storyId: string, action: ReviewAction): Promise<void> {
  const now = new Date();
  await client.batch([
    client
      .update(storyReports)
      .set({ resolvedAt: now })
      .where(and(eq(storyReports.storyId, storyId), isNull(storyReports.resolvedAt))),
    client
      .update(stories)
      .set({
        reportCount: openReportCount(storyId),
        hiddenAt: null,
        reviewedAt: now,
        reviewOutcome: OUTCOMES[action],
        ...(action === "unpublish" ? { isPublic: false } : {}),
      })
      .where(eq(stories.id, storyId)),
  ]);
}

const storyColumns = {
  id: stories.id,
  title: stories.title,
  slug: stories.slug,
  isPublic: stories.isPublic,
  language: stories.language,
  ownerId: stories.userId,
  ownerName: users.name,
  reportCount: stories.reportCount,
  hiddenAt: stories.hiddenAt,
  reportedAt: stories.reportedAt,
  reviewedAt: stories.reviewedAt,
  reviewOutcome: stories.reviewOutcome,
};

const reportedStoriesWhere = (client: Db, where: SQL, order: SQL, limit: number) =>
  client
    .select(storyColumns)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(where)
    .orderBy(order)
    .limit(limit);

/**
 * The admin list: stories with open reports, newest report first, then the latest reviewed ones.
 * Each part walks its partial index (stories_open_reports, stories_reviewed; the literal conditions
 * are the indexes' own, which SQLite needs to use them), and the reports come by story id through
 * story_reports_one_per_reader.
 */
export async function listReportedStories(client: Db, onlyStoryId?: string): Promise<ReportedStoryJson[]> {
  const only = onlyStoryId ? sql` and ${stories.id} = ${onlyStoryId}` : sql``;
  const [open, reviewed] = await client.batch([
    reportedStoriesWhere(client, sql`report_count > 0${only}`, desc(stories.reportedAt), OPEN_LIST_LIMIT),
    reportedStoriesWhere(client, sql`reviewed_at is not null${only}`, desc(stories.reviewedAt), REVIEWED_LIST_LIMIT),
  ]);
  const seen = new Set(open.map((row) => row.id));
  const rows = [...open, ...reviewed.filter((row) => !seen.has(row.id))];
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((row) => row.id));
  // The ids travel as one JSON parameter: D1 binds at most 100 parameters per statement.
  const reports = await client
    .select({ report: storyReports, reporterName: users.name })
    .from(storyReports)
    .innerJoin(users, eq(users.id, storyReports.userId))
    .where(sql`${storyReports.storyId} in (select value from json_each(${ids}))`)
    .orderBy(desc(storyReports.createdAt));
  return rows.map((row) => {
    const own = reports.filter((entry) => entry.report.storyId === row.id);
    const reasons: ReportedStoryJson["reasons"] = {};
    for (const { report } of own) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
    return {
      story: {
        _id: row.id,
        title: row.title,
        slug: row.slug,
        isPublic: row.isPublic,
        language: row.language,
        owner: { _id: row.ownerId, name: row.ownerName },
      },
      openReports: row.reportCount,
      hidden: row.hiddenAt !== null,
      reportedAt: row.reportedAt?.toISOString() ?? null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewOutcome: row.reviewOutcome,
      reasons,
      reports: own.map(({ report, reporterName }) => ({
        _id: report.id,
        reason: report.reason,
        text: report.text,
        createdAt: report.createdAt.toISOString(),
        open: report.resolvedAt === null,
        user: { _id: report.userId, name: reporterName },
      })),
    };
  });
}
