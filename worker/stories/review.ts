/**
 * The reviewed public library. A story made public is listed at once when its owner is trusted, else
 * it waits for an admin (`publishReview` in the configuration); readers' reports (reports.ts) send a
 * public story back to waiting. Only "approved" public stories reach other readers' lists.
 */
import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { readConfig } from "../config/store";
import type { Db } from "../db/client";
import { stories, storyReports, users } from "../db/schema";
import type { Role } from "../db/schema";
import { FULL_WEIGHT, keptByAdmin } from "./reports";
import type { StoryRow } from "./story-json";
import type { ReportReason } from "../../shared/safety";
import {
  NEW_ACCOUNT_REVIEWED_STORIES,
  type PublishReviewMode,
  type ReviewDecision,
  type ReviewStoryJson,
} from "../../shared/review";

/** At most this many stories in the admin's list, the longest waiting first. */
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

/**
 * The admin's list: stories waiting (stories_waiting_review) and stories whose open reports
 * (stories_open_reports) weigh `threshold` readers or hid them, the longest waiting first; each with
 * its open reports.
 */
export async function listForReview(client: Db, threshold: number): Promise<ReviewStoryJson[]> {
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
    reportedAt: stories.reportedAt,
    hiddenAt: stories.hiddenAt,
  };
  // Two statements, each on its partial index (the literal conditions are the indexes' own).
  const part = (where: SQL, order: SQL) =>
    client.select(columns).from(stories).innerJoin(users, eq(users.id, stories.userId)).where(where).orderBy(order).limit(REVIEW_LIST_LIMIT);
  const [waiting, reported] = await client.batch([
    part(sql`review = 'waiting'`, asc(stories.waitingSince)),
    part(
      sql`report_count > 0 and (${stories.reportWeight} >= ${threshold * FULL_WEIGHT} or ${stories.hiddenAt} is not null)`,
      asc(stories.reportedAt),
    ),
  ]);
  const seen = new Set(waiting.map((row) => row.id));
  const since = (row: (typeof waiting)[number]) => (row.waitingSince ?? row.reportedAt ?? new Date(0)).getTime();
  const rows = [...waiting, ...reported.filter((row) => !seen.has(row.id))]
    .sort((a, b) => since(a) - since(b))
    .slice(0, REVIEW_LIST_LIMIT);
  if (rows.length === 0) return [];
  // The ids travel as one JSON parameter: D1 binds at most 100 parameters per statement.
  const ids = JSON.stringify(rows.map((row) => row.id));
  const reports = await client
    .select({ report: storyReports, reporterName: users.name })
    .from(storyReports)
    .innerJoin(users, eq(users.id, storyReports.userId))
    .where(and(sql`${storyReports.storyId} in (select value from json_each(${ids}))`, isNull(storyReports.resolvedAt)))
    .orderBy(sql`${storyReports.createdAt} desc`);
  return rows.map((row) => {
    const own = reports.filter((entry) => entry.report.storyId === row.id);
    const reasons: Partial<Record<ReportReason, number>> = {};
    for (const { report } of own) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
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
      reportList: own.map(({ report, reporterName }) => ({
        _id: report.id,
        reason: report.reason,
        text: report.text,
        createdAt: report.createdAt.toISOString(),
        user: { _id: report.userId, name: reporterName },
      })),
      since: new Date(since(row)).toISOString(),
    };
  });
}
