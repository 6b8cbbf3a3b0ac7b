import type { Language } from "../../../shared/enums";
import type { StoryCardJson } from "../../../shared/story-json";
import { api } from "../../shared/api/client";

/**
 * GET /api/stories/public?lang&exclude: one page of public stories, leaving out the ids
 * already seen. The first page's path (no exclude) is the one src/app/first-data.ts
 * starts early or answers from the page, so it must stay spelled this way.
 */
export async function fetchPublicStories(lang: Language, exclude: string[], signal?: AbortSignal): Promise<StoryCardJson[]> {
  const query = new URLSearchParams({ lang });
  if (exclude.length > 0) query.set("exclude", exclude.join(","));
  const answer = await api<{ success: boolean; stories: StoryCardJson[] }>(`/api/stories/public?${query}`, { signal });
  return answer.stories;
}

export interface LikedPage {
  stories: StoryCardJson[];
  totalPages: number;
}

/** GET /api/stories/liked-stories?page — the signed-in user's favourites, pages counted from 0. */
export function fetchLikedStories(page: number, signal?: AbortSignal): Promise<LikedPage> {
  return api<LikedPage>(`/api/stories/liked-stories?page=${page}`, { signal });
}

/** POST /api/stories/{id}/feedbacks: a reader's message (one per reader and story). */
export async function sendFeedback(storyId: string, feedbackText: string): Promise<void> {
  await api(`/api/stories/${encodeURIComponent(storyId)}/feedbacks`, { method: "POST", body: { feedbackText } });
}

/** GET /api/stories/{id}/pdf-url: a short-lived signed address of the story's PDF. */
export async function fetchPdfUrl(storyId: string): Promise<string> {
  const { signedUrl } = await api<{ signedUrl: string }>(`/api/stories/${encodeURIComponent(storyId)}/pdf-url`);
  return signedUrl;
}
