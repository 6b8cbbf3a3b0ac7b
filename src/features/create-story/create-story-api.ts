import type { Locale } from "../../../shared/constants";
import { api } from "../../shared/api/client";
import type { NewStory } from "../my-stories/created-story";

/**
 * GET /api/stories/suggestion: ideas in the user's language. The language is
 * named, because the access token's copy is stale for a while after the user
 * changes it.
 */
export async function fetchSuggestions(language: Locale, signal?: AbortSignal): Promise<string[]> {
  const query = new URLSearchParams({ lang: language });
  const answer = await api<{ success: boolean; suggestion?: { suggestions?: string[] } }>(`/api/stories/suggestion?${query}`, {
    signal,
  });
  return (answer.suggestion?.suggestions ?? []).filter((idea) => typeof idea === "string" && idea.trim() !== "");
}

/**
 * POST /api/stories/generate-story with the chosen ideas, for one child: the account's own id or
 * one of its extra profiles' ids (their age sets the story's length and words).
 */
export async function generateStory(storyInputs: string[], profileId?: string): Promise<NewStory> {
  const { story } = await api<{ success: boolean; story: NewStory }>("/api/stories/generate-story", {
    method: "POST",
    body: profileId ? { storyInputs, profileId } : { storyInputs },
  });
  return story;
}
