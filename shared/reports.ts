/**
 * Story reports on the wire: what a reader sends (POST /api/stories/{id}/report) and how the admin's
 * review list (shared/review.ts) shows each open report. The reasons are shared/safety.ts's REPORT_REASONS.
 */
import type { ReportReason } from "./safety";

export interface ReportRequest {
  reason: ReportReason;
  text?: string;
}

/**
 * Who reported, by what the report weighs (worker/stories/reports.ts): an established reader (an account
 * a week old that made stories, reacted or left feedback) weighs fully; any newer or idler account,
 * from 0.1 for a brand-new one, is "new".
 */
export const REPORTER_CLASSES = ["new", "established"] as const;
export type ReporterClass = (typeof REPORTER_CLASSES)[number];

export interface StoryReportJson {
  _id: string;
  reason: ReportReason;
  text: string | null;
  createdAt: string;
  user: { _id: string; name: string };
  reporter: ReporterClass;
}
