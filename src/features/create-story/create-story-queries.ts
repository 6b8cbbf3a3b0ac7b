import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import type { Language } from "../../../shared/enums";
import { queryKeys } from "../../shared/api/query-keys";
import { showCreatedStory } from "../my-stories/my-stories-queries";
import { sessionAtom } from "../session/session";
import { fetchSuggestions, generateStory } from "./create-story-api";

/** Story ideas in `language`; asking again (`refetch`) brings others. */
export function useSuggestions(language: Language) {
  return useQuery({
    queryKey: queryKeys.suggestions(language),
    queryFn: ({ signal }) => fetchSuggestions(language, signal),
    // Each visit of the section may offer new ideas.
    staleTime: 0,
  });
}

/**
 * POST /api/stories/generate-story: the new story shows at the top of My stories at once
 * (which then asks for its pages again), and the week's count goes up by one.
 */
export function useCreateStory() {
  const queryClient = useQueryClient();
  const setSession = useSetAtom(sessionAtom);
  return useMutation({
    mutationFn: ({ ideas, profileId }: { ideas: string[]; profileId?: string }) => generateStory(ideas, profileId),
    onSuccess: (story) => {
      showCreatedStory(queryClient, story);
      setSession((session) =>
        session.status === "signedIn"
          ? { ...session, user: { ...session.user, storiesGeneratedThisWeek: session.user.storiesGeneratedThisWeek + 1 } }
          : session,
      );
    },
  });
}
