import { FEEDBACK_PAGE_SIZE } from "../../../shared/constants";
import type { FeedbackJson, GeneratingStatusName, StoryCardJson } from "../../../shared/story-json";
import { api } from "../../shared/api/client";

export interface StoriesPage {
  stories: StoryCardJson[];
  totalPages: number;
}

/** GET /api/stories/my-stories?page — pages count from 0. */
export function listMyStories(page: number, signal?: AbortSignal): Promise<StoriesPage> {
  return api<StoriesPage>(`/api/stories/my-stories?page=${page}`, { signal });
}

export async function fetchStoryStatus(id: string, signal?: AbortSignal): Promise<GeneratingStatusName> {
  const { generatingStatus } = await api<{ generatingStatus: GeneratingStatusName }>(
    `/api/stories/${encodeURIComponent(id)}/status`,
    { signal },
  );
  return generatingStatus;
}

export async function fetchStoryCover(id: string, signal?: AbortSignal): Promise<StoryCardJson> {
  const { story } = await api<{ story: StoryCardJson }>(`/api/stories/cover/${encodeURIComponent(id)}`, { signal });
  return story;
}

/** PUT /api/stories/public/{id}: publishing cannot be undone (SPEC §4). */
export async function publishMyStory(id: string): Promise<Partial<StoryCardJson> | null> {
  const answer = await api<{ story?: Partial<StoryCardJson> } | null>(`/api/stories/public/${encodeURIComponent(id)}`, {
    method: "PUT",
  });
  return answer?.story ?? null;
}

export async function deleteMyStory(id: string): Promise<void> {
  await api<unknown>(`/api/stories/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** GET /api/stories/{id}/summary: the counts the owner sees on a public story. */
export interface StorySummary {
  likes: number;
  dislikes: number;
  feedbackCount: number;
}

export function fetchStorySummary(id: string, signal?: AbortSignal): Promise<StorySummary> {
  return api<StorySummary>(`/api/stories/${encodeURIComponent(id)}/summary`, { signal });
}

export interface FeedbackPage {
  feedbacks: FeedbackJson[];
  totalFeedbacks: number;
}

/** GET /api/stories/{id}/feedbacks?page&limit (owner only): pages of 5 counted from 1, newest first. */
export function listStoryFeedback(id: string, page: number, signal?: AbortSignal): Promise<FeedbackPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(FEEDBACK_PAGE_SIZE) });
  return api<FeedbackPage>(`/api/stories/${encodeURIComponent(id)}/feedbacks?${query}`, { signal });
}
