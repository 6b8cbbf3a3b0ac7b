import type { ReportedStoryJson, ReportRequest, ReviewAction } from "../../../shared/reports";
import { client, json, withSignal } from "../../shared/api/client";

/** A reader's report of a story (401 for visitors, 409 when already reported). */
export function reportStory(storyId: string, report: ReportRequest): Promise<{ success: true }> {
  return json(client.api.stories[":id"].report.$post({ param: { id: encodeURIComponent(storyId) }, json: report }));
}

/** Reported stories for the admin, open ones first (admin role required on the server). */
export function fetchReportedStories(signal?: AbortSignal): Promise<ReportedStoryJson[]> {
  return json(client.api.admin.reports.$get(undefined, withSignal(signal))).then((body) => body.reports);
}

/** The admin's decision on a reported story; answers the story's entry as it now is. */
export function resolveReportedStory(storyId: string, action: ReviewAction): Promise<ReportedStoryJson> {
  const resolve = client.api.admin.reports[":storyId"].resolve;
  return json(resolve.$post({ param: { storyId: encodeURIComponent(storyId) }, json: { action } })).then((body) => body.report);
}
