import type { ChapterName, FeedbackJson, StoryJson } from "../../../shared/story-json";
import { CHAPTER_NAMES } from "../../../shared/constants";
import { api, ApiRequestError } from "../../shared/api/client";
import { loadSavedStory } from "../offline/saved-stories";

/** The chapters in the order they are played (SPEC §2). */
export const CHAPTERS: readonly ChapterName[] = CHAPTER_NAMES;

/** Story ids are 24 lowercase hex characters; slugs never are (SPEC §6). */
const STORY_ID = /^[0-9a-f]{24}$/;

export interface StoryView {
  story: StoryJson;
  userFeedback: FeedbackJson | null;
}

export type StoryLookup = { kind: "story"; view: StoryView } | { kind: "redirect"; slug: string };

/**
 * GET /api/stories/slug/{slug}; an id-looking value is first resolved with
 * GET /api/stories/{id} so that the player can move to the slug URL (SPEC §6).
 */
export async function lookUpStory(slugOrId: string, signal: AbortSignal): Promise<StoryLookup> {
  try {
    return await lookUpOnline(slugOrId, signal);
  } catch (error) {
    // No network (not an answer from the server): a story saved on this device still plays.
    if (error instanceof ApiRequestError || signal.aborted) throw error;
    const saved = await loadSavedStory(slugOrId).catch(() => null);
    if (!saved) throw error;
    return { kind: "story", view: { story: saved, userFeedback: null } };
  }
}

async function lookUpOnline(slugOrId: string, signal: AbortSignal): Promise<StoryLookup> {
  if (STORY_ID.test(slugOrId)) {
    const { story } = await api<{ story: StoryJson }>(`/api/stories/${slugOrId}`, { signal });
    // A slug is never an id, but a looping redirect would be worse than playing without userFeedback.
    if (story.slug !== slugOrId) return { kind: "redirect", slug: story.slug };
    return { kind: "story", view: { story, userFeedback: null } };
  }
  const view = await api<StoryView>(`/api/stories/slug/${encodeURIComponent(slugOrId)}`, { signal });
  return { kind: "story", view };
}

function hasText(narrative: StoryJson["narrative"][ChapterName]): boolean {
  if (narrative === null) return false;
  if (typeof narrative === "string") return narrative.trim() !== "";
  return narrative.length > 0;
}

/** Every chapter needs its text, its illustration and its audio to be played. */
export function isPlayable(story: StoryJson): boolean {
  return CHAPTERS.every(
    (chapter) => hasText(story.narrative[chapter]) && Boolean(story.images[chapter]) && Boolean(story.audio[chapter]),
  );
}

/** The player's path for a slug. */
export function storyPath(slug: string): string {
  return `/story/${encodeURIComponent(slug)}`;
}

/**
 * A chapter's word timings file (a media URL, not the API): the parsed JSON, or null when
 * the file is missing. The player then shows the text without highlighting.
 */
export async function fetchWordTimings(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  return response.ok ? ((await response.json()) as unknown) : null;
}
