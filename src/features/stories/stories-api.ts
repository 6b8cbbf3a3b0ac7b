import type { Language } from "../../../shared/enums";
import type { StoryCardJson } from "../../../shared/story-json";
import { client, json, withSignal } from "../../shared/api/client";

const stories = client.api.stories;
const story = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/**
 * GET /api/stories/public?lang&exclude: one page of public stories, leaving out the ids
 * already seen. The first page's path (no exclude) is the one src/app/first-data.ts
 * starts early or answers from the page, so it must stay spelled this way.
 */
export async function fetchPublicStories(lang: Language, exclude: string[], signal?: AbortSignal): Promise<StoryCardJson[]> {
  const query = exclude.length > 0 ? { lang, exclude: exclude.join(",") } : { lang };
  const answer = await json(stories.public.$get({ query }, withSignal(signal)));
  return answer.stories;
}

export interface LikedPage {
  stories: StoryCardJson[];
  totalPages: number;
}

/** GET /api/stories/liked-stories?page — the signed-in user's favourites, pages counted from 0. */
export function fetchLikedStories(page: number, signal?: AbortSignal): Promise<LikedPage> {
  return json(stories["liked-stories"].$get({ query: { page: String(page) } }, withSignal(signal)));
}

/** POST /api/stories/{id}/feedbacks: a reader's message (one per reader and story). */
export async function sendFeedback(storyId: string, feedbackText: string): Promise<void> {
  await json(stories[":id"].feedbacks.$post({ ...story(storyId), json: { feedbackText } }));
}

/** GET /api/stories/{id}/pdf-url: a short-lived signed address of the story's PDF. */
export async function fetchPdfUrl(storyId: string): Promise<string> {
  const { signedUrl } = await json(stories[":id"]["pdf-url"].$get(story(storyId)));
  return signedUrl;
}
