import type { ReportRequest } from "../../../shared/reports";
import type { ReviewDecision, ReviewStoryJson } from "../../../shared/review";
import { client, json, withSignal } from "../../shared/api/client";

/** A reader's report of a story (401 for visitors, 409 when already reported). */
export function reportStory(storyId: string, report: ReportRequest): Promise<{ success: true }> {
  return json(client.api.stories[":id"].report.$post({ param: { id: encodeURIComponent(storyId) }, json: report }));
}

/** Stories waiting for an admin: new accounts' public stories and reported ones (admin role checked on the server). */
export function fetchReviewList(signal?: AbortSignal): Promise<ReviewStoryJson[]> {
  return json(client.api.admin.review.$get(undefined, withSignal(signal))).then((body) => body.stories);
}

/** The admin's decision on a story in review. */
export function decideReview(storyId: string, decision: ReviewDecision) {
  const decide = client.api.admin.review[":storyId"];
  return json(decide.$post({ param: { storyId: encodeURIComponent(storyId) }, json: { decision } })).then((body) => body.story);
}
