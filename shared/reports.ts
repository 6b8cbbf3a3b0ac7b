/**
 * Story reports on the wire: what a reader sends (POST /api/stories/{id}/report) and what the
 * admin list (GET /api/admin/reports) and its decisions (POST /api/admin/reports/{storyId}/resolve)
 * exchange. The reasons are shared/safety.ts's REPORT_REASONS.
 */
import type { Language } from "./enums";
import type { ReportReason } from "./safety";

/** An admin's decision: "keep" returns the story to the public list, "unpublish" makes it private. */
export const REVIEW_ACTIONS = ["keep", "unpublish"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
/** What a decision left on the story, as stored and listed. */
export const REVIEW_OUTCOMES = ["kept", "unpublished"] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export interface ReportRequest {
  reason: ReportReason;
  text?: string;
}

export interface StoryReportJson {
  _id: string;
  reason: ReportReason;
  text: string | null;
  createdAt: string;
  /** Not yet closed by a review. */
  open: boolean;
  user: { _id: string; name: string };
}

/** One reported story in the admin list: open ones first, then the latest reviews. */
export interface ReportedStoryJson {
  story: {
    _id: string;
    title: string;
    slug: string;
    isPublic: boolean;
    language: Language;
    owner: { _id: string; name: string };
  };
  /** Reports not yet reviewed. */
  openReports: number;
  /** Out of the public lists until reviewed. */
  hidden: boolean;
  reportedAt: string | null;
  reviewedAt: string | null;
  reviewOutcome: ReviewOutcome | null;
  /** How many of the story's reports (open and closed) give each reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** Newest first. */
  reports: StoryReportJson[];
}
