/**
 * The reviewed public library. A story made public is listed at once when its owner is trusted, else
 * it waits for an admin (`publishReview` in the configuration); readers' reports (reports.ts) send a
 * public story back to waiting. Only "approved" public stories reach other readers' lists.
 */
import { and, asc, count, desc, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { readConfig } from "../config/store";
import type { Db } from "../db/client";
import { stories, storyReports, users } from "../db/schema";
import type { Role } from "../db/schema";
import { FULL_WEIGHT, keptByAdmin } from "./reports";
import type { StoryRow } from "./story-json";
import type { ReporterClass } from "../../shared/reports";
import type { ReportReason } from "../../shared/safety";
import {
  NEW_ACCOUNT_REVIEWED_STORIES,
  REVIEW_REPORTS_SHOWN,
  type PublishReviewMode,
  type ReviewDecision,
  type ReviewStoryJson,
} from "../../shared/review";

/** At most this many reported stories, and as many waiting ones, in the admin's list. */
const REVIEW_LIST_LIMIT = 100;

/** A story others may find in the public lists: public, approved, and not hidden by reports. */
export const listedForOthers = (): SQL =>
  and(eq(stories.isPublic, true), eq(stories.review, "approved"), isNull(stories.hiddenAt))!;

/**
 * A story others may keep in their favourites: never made public (a private link a reader liked), or
 * approved; a waiting, declined or hidden one leaves them.
 */
export const keptInFavourites = (): SQL =>
  and(isNull(stories.hiddenAt), or(isNull(stories.review), eq(stories.review, "approved")))!;

/** Made public but not (or no longer) approved: others get no preview of it. */
export function withheldFromOthers(story: Pick<StoryRow, "hiddenAt" | "review">): boolean {
  return story.hiddenAt !== null || story.review === "waiting" || story.review === "declined";
}

export async function publishReviewMode(env: Pick<Env, "DB">): Promise<PublishReviewMode> {
  return (await readConfig(env, ["publishReview"])).publishReview;
}

/** Whether the owner's new public story skips the review; under "new-accounts" it is counted in SQL. */
function trustedOwner(mode: PublishReviewMode, ownerId: string, ownerRole: Role): SQL {
  if (mode === "off") return sql`1`;
  if (mode === "everyone") return sql`0`;
  if (ownerRole === "admin") return sql`1`;
  return sql`(select count(*) from ${stories} as approved
    where approved.user_id = ${ownerId} and approved.review = 'approved') >= ${NEW_ACCOUNT_REVIEWED_STORIES}`;
}

/**
 * Makes the story public, approved or waiting, in one statement: the count of the owner's approved
 * stories is read by the update itself, so two publications at once cannot both skip the review.
 */
export async function publishStory(
  client: Db,
  story: Pick<StoryRow, "id" | "userId">,
  mode: PublishReviewMode,
  ownerRole: Role,
): Promise<StoryRow> {
  const trusted = trustedOwner(mode, story.userId, ownerRole);
  const row = await client
    .update(stories)
    .set({
      isPublic: true,
      review: sql`case when ${trusted} then 'approved' else 'waiting' end`,
      reviewReason: sql`case when ${trusted} then null else 'new-account' end`,
      waitingSince: sql`case when ${trusted} then null else ${Date.now()} end`,
    })
    .where(eq(stories.id, story.id))
    .returning()
    .get();
  if (!row) throw new Error(`Story ${story.id} vanished while publishing`);
  return row;
}

/**
 * An admin's decision, in one batch: the open reports are closed (later reports count afresh) and the
 * story leaves the waiting list. "approve" lists a public story; "decline" makes it private for good.
 */
export async function decideReview(client: Db, storyId: string, decision: ReviewDecision): Promise<void> {
  const now = new Date();
  await client.batch([
    client
      .update(storyReports)
      .set({ resolvedAt: now })
      .where(and(eq(storyReports.storyId, storyId), isNull(storyReports.resolvedAt))),
    client
      .update(stories)
      .set({
        reportCount: 0,
        reportWeight: 0,
        reportsSince: null,
        hiddenAt: null,
        reviewedAt: now,
        waitingSince: null,
        ...(decision === "approve"
          ? {
              review: sql`case when ${stories.isPublic} then 'approved' else ${stories.review} end`,
              // Kept against its reports (reports.ts): later reports send it back here instead of hiding it.
              keptAt: sql`case when ${stories.reportCount} > 0 then ${now.getTime()} else ${stories.keptAt} end`,
            }
          : { review: "declined" as const, isPublic: false, reviewReason: sql`coalesce(${stories.reviewReason}, 'reported')` }),
      })
      .where(eq(stories.id, storyId)),
  ]);
}

/** Since when a story asks for an admin: published and waiting, or its first open report to read. */
function sinceOf(row: { waitingSince: Date | null; reportsSince: Date | null }): number {
  const times = [row.waitingSince, row.reportsSince].flatMap((time) => (time ? [time.getTime()] : []));
  return times.length > 0 ? Math.min(...times) : 0;
}

/**
 * The admin's list: stories whose open reports are to be read (stories_reports_to_read), whatever they
 * weigh, and stories waiting to be published (stories_waiting_review); the heaviest reports first, then
 * the longest waiting, so a flood of light reports cannot bury a heavy one. Each list is read to
 * REVIEW_LIST_LIMIT, so reported stories cannot push waiting publications out either. Each story comes
 * with its open reports counted by reason and by reporter, and the newest REVIEW_REPORTS_SHOWN of them.
 */
export async function listForReview(client: Db): Promise<ReviewStoryJson[]> {
  const columns = {
    id: stories.id,
    title: stories.title,
    slug: stories.slug,
    language: stories.language,
    ownerId: stories.userId,
    ownerName: users.name,
    reportCount: stories.reportCount,
    reportWeight: stories.reportWeight,
    kept: sql<number>`${keptByAdmin()}`,
    reviewReason: stories.reviewReason,
    waitingSince: stories.waitingSince,
    reportsSince: stories.reportsSince,
    hiddenAt: stories.hiddenAt,
  };
  // Two statements, each on its partial index (the literal conditions are the indexes' own).
  const part = (where: SQL, ...order: SQL[]) =>
    client.select(columns).from(stories).innerJoin(users, eq(users.id, stories.userId)).where(where).orderBy(...order).limit(REVIEW_LIST_LIMIT);
  const [reported, waiting] = await client.batch([
    part(sql`reports_since is not null`, desc(stories.reportWeight), asc(stories.reportsSince)),
    part(sql`review = 'waiting'`, asc(stories.waitingSince)),
  ]);
  const seen = new Set(reported.map((row) => row.id));
  const rows = [...reported, ...waiting.filter((row) => !seen.has(row.id))].sort(
    (a, b) => b.reportWeight - a.reportWeight || sinceOf(a) - sinceOf(b),
  );
  if (rows.length === 0) return [];
  const { counts, shown } = await openReportsOf(client, rows.map((row) => row.id));
  return rows.map((row) => {
    const reasons: Partial<Record<ReportReason, number>> = {};
    const reporters: Record<ReporterClass, number> = { new: 0, established: 0 };
    for (const count of counts.filter((entry) => entry.storyId === row.id)) {
      reasons[count.reason] = (reasons[count.reason] ?? 0) + count.reports;
      reporters[reporterClass(count.weight)] += count.reports;
    }
    return {
      _id: row.id,
      title: row.title,
      slug: row.slug,
      language: row.language,
      user: { _id: row.ownerId, name: row.ownerName },
      reason: row.reportCount > 0 || row.reviewReason === "reported" ? "reported" : "new-account",
      reports: row.reportCount,
      weight: row.reportWeight / FULL_WEIGHT,
      hidden: row.hiddenAt !== null,
      kept: Boolean(row.kept),
      reasons,
      reporters,
      reportList: shown
        .filter(({ report }) => report.storyId === row.id)
        .map(({ report, reporterName }) => ({
          _id: report.id,
          reason: report.reason,
          text: report.text,
          createdAt: report.createdAt.toISOString(),
          user: { _id: report.userId, name: reporterName },
          reporter: reporterClass(report.weight),
        })),
      since: new Date(sinceOf(row)).toISOString(),
    };
  });
}

const reporterClass = (weight: number): ReporterClass => (weight >= FULL_WEIGHT ? "established" : "new");

/**
 * The open reports of the listed stories: counted by story, reason and reporter class, and the newest
 * REVIEW_REPORTS_SHOWN of each story with their reporters' names, in one batch. The ids travel as one
 * JSON parameter: D1 binds at most 100 parameters per statement.
 */
async function openReportsOf(client: Db, storyIds: string[]) {
  const ids = JSON.stringify(storyIds);
  const open = and(sql`${storyReports.storyId} in (select value from json_each(${ids}))`, isNull(storyReports.resolvedAt));
  const established = sql<number>`case when ${storyReports.weight} >= ${FULL_WEIGHT} then ${FULL_WEIGHT} else 0 end`;
  const ranked = client
    .select({
      id: storyReports.id,
      rank: sql<number>`row_number() over (partition by ${storyReports.storyId} order by ${storyReports.createdAt} desc, ${storyReports.id} desc)`.as("rank"),
    })
    .from(storyReports)
    .where(open)
    .as("ranked");
  const [counts, shown] = await client.batch([
    client
      .select({ storyId: storyReports.storyId, reason: storyReports.reason, weight: established, reports: count() })
      .from(storyReports)
      .where(open)
      .groupBy(storyReports.storyId, storyReports.reason, established),
    client
      .select({ report: storyReports, reporterName: users.name })
      .from(storyReports)
      .innerJoin(ranked, eq(ranked.id, storyReports.id))
      .innerJoin(users, eq(users.id, storyReports.userId))
      .where(lte(ranked.rank, REVIEW_REPORTS_SHOWN))
      .orderBy(desc(storyReports.createdAt), desc(storyReports.id)),
  ]);
  return { counts, shown };
}
