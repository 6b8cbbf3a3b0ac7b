/**
 * Story reports on the wire: what a reader sends (POST /api/stories/{id}/report) and how the admin's
 * review list (shared/review.ts) shows each open report. The reasons are shared/safety.ts's REPORT_REASONS.
 */
import type { ReportReason } from "./safety";

export interface ReportRequest {
  reason: ReportReason;
  text?: string;
}

export interface StoryReportJson {
  _id: string;
  reason: ReportReason;
  text: string | null;
  createdAt: string;
  user: { _id: string; name: string };
}
