import { CHAPTERS, type Chapter } from "../../../shared/enums";
import { isId } from "../../../shared/ids";
import { isFinalStatus, type StoryJson, type StoryViewJson } from "../../../shared/story-json";
import { ApiRequestError, client, json, withSignal } from "../../shared/api/client";
import { loadSavedStory } from "../offline/saved-stories";

/** The chapters in the order they are played (docs/product.md §2). */
export { CHAPTERS };

export type StoryView = StoryViewJson;

export type StoryLookup = { kind: "story"; view: StoryView } | { kind: "redirect"; slug: string };

/**
 * GET /api/stories/slug/{slug}; an id-looking value is first resolved with
 * GET /api/stories/{id} so that the player can move to the slug URL (docs/product.md §6).
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
  // Story ids are 24 lowercase hex characters; slugs never are (docs/product.md §6).
  if (isId(slugOrId)) {
    const { story } = await json(client.api.stories[":idOrSlug"].$get({ param: { idOrSlug: slugOrId } }, withSignal(signal)));
    // A slug is never an id, but a looping redirect would be worse than playing without userFeedback.
    if (story.slug !== slugOrId) return { kind: "redirect", slug: story.slug };
    return { kind: "story", view: { story, userFeedback: null } };
  }
  const view: StoryView = await json(
    client.api.stories.slug[":slug"].$get({ param: { slug: encodeURIComponent(slugOrId) } }, withSignal(signal)),
  );
  return { kind: "story", view };
}

function hasText(narrative: StoryJson["narrative"][Chapter]): boolean {
  if (narrative === null) return false;
  if (typeof narrative === "string") return narrative.trim() !== "";
  return narrative.length > 0;
}

/**
 * Whether the reader's device reads this chapter aloud: the story says so (deviceNarration), or a
 * finished story's chapter has text but no stored narration (what else could read it).
 */
export function readByDevice(story: StoryJson, chapter: Chapter): boolean {
  if (story.deviceNarration?.includes(chapter)) return true;
  return isFinalStatus(story.generatingStatus) && !story.audio[chapter] && story.narrative[chapter] !== null;
}

/** Every chapter needs its text, its illustration, and its audio or the device's voice to be played. */
export function isPlayable(story: StoryJson): boolean {
  return CHAPTERS.every(
    (chapter) =>
      hasText(story.narrative[chapter]) &&
      Boolean(story.images[chapter]) &&
      (Boolean(story.audio[chapter]) || readByDevice(story, chapter)),
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
