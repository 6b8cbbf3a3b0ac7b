import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";
import type { NewStoryJson } from "../../../shared/story-json";

/** What POST /api/stories/generate-story answers with (SPEC §7). */
export type NewStory = NewStoryJson;

/**
 * The story the create-story section made last. My stories shows it at the
 * top at once (and starts polling it) without waiting for a page reload.
 */
export const createdStoryAtom = atom<NewStory | null>(null);

export function useAnnounceCreatedStory(): (story: NewStory) => void {
  const setCreated = useSetAtom(createdStoryAtom);
  return useCallback((story: NewStory) => setCreated(story), [setCreated]);
}
