import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../shared/api/query-keys";
import { refreshDelay } from "./signed-media";
import { lookUpStory } from "./story-api";

/**
 * How long an answer counts as fresh: the page's own copy on a first visit is drawn by the
 * first render without being asked again (src/app/first-data.ts). A later visit asks again —
 * reactions and feedback may have changed on another device; this reader's own changes mark
 * the copy stale at once (useReactionSaved, useFeedbackSent).
 */
const STORY_VIEW_FRESH_MS = 10_000;

/**
 * The story at /story/:slug (or the slug an id moves to), with the reader's feedback; asked for again
 * before any signed address in it expires (signed-media.ts).
 */
export function useStoryLookup(slugOrId: string) {
  return useQuery({
    queryKey: queryKeys.storyView(slugOrId),
    queryFn: ({ signal }) => lookUpStory(slugOrId, signal),
    staleTime: STORY_VIEW_FRESH_MS,
    refetchInterval: (query) => (query.state.data?.kind === "story" ? refreshDelay(query.state.data.view.story) : false),
  });
}
