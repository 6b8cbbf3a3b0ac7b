import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../shared/api/query-keys";
import { lookUpStory } from "./story-api";

/**
 * The story at /story/:slug (or the slug an id moves to). Asked again at each visit
 * (staleTime 0): the reader's reactions and feedback may have changed meanwhile. A first
 * visit's first ask is answered from the page when the Worker put the story there.
 */
export function useStoryLookup(slugOrId: string) {
  return useQuery({
    queryKey: queryKeys.storyView(slugOrId),
    queryFn: ({ signal }) => lookUpStory(slugOrId, signal),
    staleTime: 0,
  });
}
