/**
 * The reviewed public library (issue 27 part 6): a story made public waits for an admin unless its
 * owner is trusted, and every reported story is read by one (issue 39). GET /api/admin/review lists both;
 * POST /api/admin/review/{storyId} takes the decision. Only the owner's story JSON carries `review`.
 */
import type { Language } from "./enums";
import type { ReportReason } from "./safety";
import type { ReporterClass, StoryReportJson } from "./reports";

/** The admin's list shows each story's newest open reports, this many at most (all are counted). */
export const REVIEW_REPORTS_SHOWN = 20;

/** Where a story that was made public stands: out of others' sight until "approved". */
export const REVIEW_STATES = ["waiting", "approved", "declined"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Why a story is (or was) in review: its owner's first public stories, or readers' reports. */
export const REVIEW_REASONS = ["new-account", "reported"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** "approve" lists the story; "decline" makes it private for good (its owner cannot publish it again). */
export const REVIEW_DECISIONS = ["approve", "decline"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** `publishReview` in the configuration: whose public stories wait for an admin. */
export const PUBLISH_REVIEW_MODES = ["everyone", "new-accounts", "off"] as const;
export type PublishReviewMode = (typeof PUBLISH_REVIEW_MODES)[number];
/** Under "new-accounts", an owner is trusted once this many of their stories were approved. */
export const NEW_ACCOUNT_REVIEWED_STORIES = 3;

/** One story waiting for an admin's decision. */
export interface ReviewStoryJson {
  _id: string;
  title: string;
  slug: string;
  language: Language;
  /** The owner. */
  user: { _id: string; name: string };
  reason: ReviewReason;
  /** Open reports (0 for a new account's story nobody reported). */
  reports: number;
  /** What the open reports weigh, in established readers (one address counts once; new accounts little). */
  weight: number;
  /** Out of the public lists because enough established readers (or an admin) reported it. */
  hidden: boolean;
  /** An admin approved it before: reports alone no longer hide it, it comes back here instead. */
  kept: boolean;
  /** How many open reports give each reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** How many open reports come from new accounts and from established readers. */
  reporters: Record<ReporterClass, number>;
  /** The newest open reports (REVIEW_REPORTS_SHOWN at most), newest first. */
  reportList: StoryReportJson[];
  /** When it started waiting: published, or its first open report that asks an admin to read it. */
  since: string;
}

/** What the owner's story JSON adds: null for a story never made public nor reported. */
export interface OwnerReviewJson {
  review: ReviewState | null;
  reviewReason: ReviewReason | null;
}
