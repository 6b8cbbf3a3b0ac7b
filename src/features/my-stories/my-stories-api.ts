import { FEEDBACK_PAGE_SIZE } from "../../../shared/constants";
import type {
  FeedbackPageJson,
  GeneratingStatusName,
  StoriesPageJson,
  StoryCardJson,
  StorySummaryJson,
} from "../../../shared/story-json";
import { client, json, withSignal } from "../../shared/api/client";

export type StoriesPage = StoriesPageJson;

const stories = client.api.stories;
const story = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** GET /api/stories/my-stories?page — pages count from 0. */
export function listMyStories(page: number, signal?: AbortSignal): Promise<StoriesPage> {
  return json(stories["my-stories"].$get({ query: { page: String(page) } }, withSignal(signal)));
}

export async function fetchStoryStatus(id: string, signal?: AbortSignal): Promise<GeneratingStatusName> {
  const { generatingStatus } = await json(stories[":id"].status.$get(story(id), withSignal(signal)));
  return generatingStatus;
}

export async function fetchStoryCover(id: string, signal?: AbortSignal): Promise<StoryCardJson> {
  const { story: card } = await json(stories.cover[":id"].$get(story(id), withSignal(signal)));
  return card;
}

/** PUT /api/stories/public/{id}: publishing cannot be undone (docs/product.md §4). */
export async function publishMyStory(id: string): Promise<Partial<StoryCardJson> | null> {
  const answer = await json(stories.public[":id"].$put(story(id)));
  return answer?.story ?? null;
}

export async function deleteMyStory(id: string): Promise<void> {
  await json(stories[":id"].$delete(story(id)));
}

/** GET /api/stories/{id}/summary: the counts the owner sees on a public story. */
export type StorySummary = StorySummaryJson;

export function fetchStorySummary(id: string, signal?: AbortSignal): Promise<StorySummary> {
  return json(stories[":id"].summary.$get(story(id), withSignal(signal)));
}

export type FeedbackPage = FeedbackPageJson;

/** GET /api/stories/{id}/feedbacks?page&limit (owner only): pages of 5 counted from 1, newest first. */
export function listStoryFeedback(id: string, page: number, signal?: AbortSignal): Promise<FeedbackPage> {
  const query = { page: String(page), limit: String(FEEDBACK_PAGE_SIZE) };
  return json(stories[":id"].feedbacks.$get({ ...story(id), query }, withSignal(signal)));
}
