/**
 * Reader reports, weighed rather than counted (issue 33), and every one read (issue 39). Each report
 * weighs what its reader's account is worth (age and activity), and one address counts once per
 * story. Any open report puts the story in the admin's review list (review.ts), heaviest first; the
 * weight decides only the hiding: when established readers' reports weigh `reportsToHide` readers (or
 * an admin reported it) the story leaves every public list (stories.hidden_at) and, if public, waits in
 * review. A story an admin kept stays listed, and comes back to the admin, marked as kept, only with a
 * reason they did not weigh or an established reader's report: repeats from new accounts cannot keep
 * an admin busy with it.
 */
import { and, eq, sql, type Column, type SQL } from "drizzle-orm";
import { addressKey, enforceRateLimit } from "../auth/rate-limit";
import { readConfig } from "../config/store";
import { db, type Db } from "../db/client";
import { newId } from "../db/ids";
import { feedbacks, reactions, stories, storyCreations, storyReports, users } from "../db/schema";
import { ApiError } from "../http/errors";
import type { AuthUser } from "../types";
import type { StoryRow } from "./story-json";
import type { ReportReason } from "../../shared/safety";

/** Weights are stored in hundredths of an established reader's report, so sums stay exact. */
export const FULL_WEIGHT = 100;
/** What a brand-new account that did nothing weighs: something, so a real first-day reader is heard. */
const MIN_WEIGHT = 10;
/** An account this old, with this many stories made, reactions and feedback, is an established reader. */
const ESTABLISHED_AGE_MS = 7 * 24 * 3_600_000;
const ESTABLISHED_ACTIVITY = 3;
/** Binding periods in wrangler.toml (REPORT_LIMITER, REPORT_CLIENT_LIMITER), for a true Retry-After. */
const REPORT_LIMIT_PERIOD_S = 60;

/**
 * The configured threshold, in readers. An admin's typo (a string, 0, -1, 2.5) must not hide every
 * story at its first report, nor none ever: its schema takes positive integers only, else the default.
 */
export async function reportsToHide(env: Pick<Env, "DB">): Promise<number> {
  return (await readConfig(env, ["reportsToHide"])).reportsToHide;
}

/**
 * A reader's weight: age alone is worth half, age with activity all of it, and both grow over the
 * first week; a new account weighs MIN_WEIGHT whatever it did, so farmed accounts weigh little.
 */
export function readerWeight(ageMs: number, activity: number): number {
  const age = Math.min(1, Math.max(0, ageMs) / ESTABLISHED_AGE_MS);
  const active = Math.min(1, activity / ESTABLISHED_ACTIVITY);
  return Math.round(MIN_WEIGHT + (FULL_WEIGHT - MIN_WEIGHT) * age * (0.5 + 0.5 * active));
}

/** The reporter's weight now; activity is counted up to ESTABLISHED_ACTIVITY only. */
async function reporterWeight(client: Db, reporter: AuthUser, now: number): Promise<number> {
  if (reporter.role === "admin") return FULL_WEIGHT;
  const upTo = (table: typeof storyCreations | typeof reactions | typeof feedbacks) =>
    sql`(select count(*) from (select 1 from ${table} where ${table.userId} = ${reporter.id} limit ${ESTABLISHED_ACTIVITY}))`;
  const row = await client
    .select({
      createdAt: users.createdAt,
      activity: sql<number>`${upTo(storyCreations)} + ${upTo(reactions)} + ${upTo(feedbacks)}`,
    })
    .from(users)
    .where(eq(users.id, reporter.id))
    .get();
  return row ? readerWeight(now - row.createdAt.getTime(), row.activity) : MIN_WEIGHT;
}

/** Open reports of a story, counted from its rows (so the stored count cannot drift from them). */
const openReportCount = (storyId: string) =>
  sql<number>`(select count(*) from ${storyReports}
    where ${storyReports.storyId} = ${storyId} and ${storyReports.resolvedAt} is null)`;

/**
 * The open reports' weight, in hundredths: each address counts once, with its heaviest reporter
 * (reports from before addresses were kept count one each). `establishedOnly` sums established
 * readers; `exceptUser` leaves out an account being deleted.
 */
export function openReportWeight(
  storyId: string | Column,
  options: { establishedOnly?: boolean; exceptUser?: string } = {},
): SQL<number> {
  const established = options.establishedOnly ? sql`and ${storyReports.weight} >= ${FULL_WEIGHT}` : sql``;
  const except = options.exceptUser ? sql`and ${storyReports.userId} <> ${options.exceptUser}` : sql``;
  return sql<number>`(select coalesce(sum(heaviest), 0) from (select max(${storyReports.weight}) as heaviest
    from ${storyReports} where ${storyReports.storyId} = ${storyId} and ${storyReports.resolvedAt} is null ${established} ${except}
    group by coalesce(${storyReports.addressKey}, ${storyReports.id})))`;
}

/** Approved by an admin while readers had reported it: reports alone no longer hide it. */
export const keptByAdmin = (): SQL => sql`(${stories.review} = 'approved' and ${stories.keptAt} is not null)`;

async function findReportOf(client: Db, storyId: string, userId: string) {
  return client
    .select({ id: storyReports.id })
    .from(storyReports)
    .where(and(eq(storyReports.storyId, storyId), eq(storyReports.userId, userId)))
    .get();
}

interface NewReport {
  storyId: string;
  userId: string;
  reason: ReportReason;
  text: string | null;
  /** Hundredths of an established reader's report. */
  weight: number;
  addressKey: string;
  /** An admin's report hides the story by itself. */
  byAdmin: boolean;
  /** In readers (reportsToHide). */
  threshold: number;
}

/**
 * Inserts the report, reweighs the story's open reports from the rows, puts the story in the admin's
 * list and hides it when established readers' weight reaches the threshold, in one D1 batch (a
 * transaction): concurrent reports each see
 * the others' rows, so none is lost, and `coalesce` keeps the first hiding time (a story is hidden
 * once). A second report of the same reader fails the unique index and the whole batch rolls back.
 */
async function addReport(client: Db, report: NewReport): Promise<{ reportCount: number; hidden: boolean }> {
  const now = Date.now();
  const threshold = report.threshold * FULL_WEIGHT;
  const established = openReportWeight(report.storyId, { establishedOnly: true });
  const hides = report.byAdmin ? sql`1` : sql`(${established} >= ${threshold} and not ${keptByAdmin()})`;
  // Read by an admin unless it only repeats, from a new account, a reason an admin kept the story against.
  const weighed = sql`exists (select 1 from ${storyReports} where ${storyReports.storyId} = ${report.storyId}
    and ${storyReports.resolvedAt} is not null and ${storyReports.reason} = ${report.reason})`;
  const toRead = report.weight >= FULL_WEIGHT ? sql`1` : sql`(not ${keptByAdmin()} or not ${weighed})`;
  // Hidden now, public and not yet waiting for reports: back in review (SET reads the row as it was).
  const startsWaiting = sql`(${stories.isPublic} and ${stories.hiddenAt} is null and ${hides})`;
  const [, , result] = await client.batch([
    client.insert(storyReports).values({
      id: newId(),
      storyId: report.storyId,
      userId: report.userId,
      reason: report.reason,
      text: report.text,
      weight: report.weight,
      addressKey: report.addressKey,
      // One clock for the row and the story's times: the report that hides a story is the one dated so.
      createdAt: new Date(now),
    }),
    client
      .update(stories)
      .set({
        reportCount: openReportCount(report.storyId),
        reportWeight: openReportWeight(report.storyId),
        reportedAt: new Date(now),
        reportsSince: sql`coalesce(${stories.reportsSince}, case when ${toRead} then ${now} end)`,
        hiddenAt: sql`coalesce(${stories.hiddenAt}, case when ${hides} then ${now} end)`,
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

const isUniqueViolation = (error: unknown) => String(error).includes("UNIQUE constraint failed");

export interface ReportRequest {
  story: StoryRow;
  reporter: AuthUser;
  /** The client's address (CF-Connecting-IP). */
  address: string;
  reason: ReportReason;
  text?: string | null;
}

/**
 * A reader reports a story they can open, once. Owners cannot (they delete their own story instead);
 * reports are rate limited per account and per address before anything is read or written.
 */
export async function reportStory(env: Pick<Env, "DB" | "PASSWORD_PEPPER" | "REPORT_LIMITER" | "REPORT_CLIENT_LIMITER">, request: ReportRequest): Promise<void> {
  const { story, reporter } = request;
  if (story.userId === reporter.id) throw new ApiError("ownStoryReport");
  await enforceRateLimit(env.REPORT_LIMITER, `account:${reporter.id}`, REPORT_LIMIT_PERIOD_S);
  await enforceRateLimit(env.REPORT_CLIENT_LIMITER, `address:${request.address}`, REPORT_LIMIT_PERIOD_S);
  const client = db(env);
  if (await findReportOf(client, story.id, reporter.id)) throw new ApiError("alreadyReported");
  try {
    await addReport(client, {
      storyId: story.id,
      userId: reporter.id,
      reason: request.reason,
      text: request.text || null,
      weight: await reporterWeight(client, reporter, Date.now()),
      addressKey: await addressKey(env, request.address),
      byAdmin: reporter.role === "admin",
      threshold: await reportsToHide(env),
    });
  } catch (error) {
    // Two reports at once from one reader: the unique index lets one through and refuses the other.
    if (isUniqueViolation(error)) throw new ApiError("alreadyReported");
    throw error;
  }
}
