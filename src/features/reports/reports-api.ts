import type { ReportedStoryJson, ReportRequest, ReviewAction } from "../../../shared/reports";
import { api } from "../../shared/api/client";

/** A reader's report of a story (401 for visitors, 409 when already reported). */
export function reportStory(storyId: string, report: ReportRequest): Promise<{ success: true }> {
  return api(`/api/stories/${encodeURIComponent(storyId)}/report`, { method: "POST", body: report });
}

/** Reported stories for the admin, open ones first (admin role required on the server). */
export function fetchReportedStories(signal?: AbortSignal): Promise<ReportedStoryJson[]> {
  return api<{ reports: ReportedStoryJson[] }>("/api/admin/reports", { signal }).then((body) => body.reports);
}

/** The admin's decision on a reported story; answers the story's entry as it now is. */
export function resolveReportedStory(storyId: string, action: ReviewAction): Promise<ReportedStoryJson> {
  return api<{ report: ReportedStoryJson }>(`/api/admin/reports/${encodeURIComponent(storyId)}/resolve`, {
    method: "POST",
    body: { action },
  }).then((body) => body.report);
}
