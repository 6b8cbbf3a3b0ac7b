import type { Language } from "../../../shared/enums";
import { client, json, withSignal } from "../../shared/api/client";
import type { NewStory } from "../my-stories/created-story";

/**
 * GET /api/stories/suggestion: ideas in the user's language. The language is
 * named, because the access token's copy is stale for a while after the user
 * changes it.
 */
export async function fetchSuggestions(language: Language, signal?: AbortSignal): Promise<string[]> {
  const answer = await json(client.api.stories.suggestion.$get({ query: { lang: language } }, withSignal(signal)));
  return answer.suggestion.suggestions.filter((idea) => idea.trim() !== "");
}

/**
 * POST /api/stories/generate-story with the chosen ideas, for one child: the account's own id or
 * one of its extra profiles' ids (their age sets the story's length and words).
 */
export async function generateStory(storyInputs: string[], profileId?: string): Promise<NewStory> {
  const { story } = await json(
    client.api.stories["generate-story"].$post({ json: profileId ? { storyInputs, profileId } : { storyInputs } }),
  );
  return story;
}
