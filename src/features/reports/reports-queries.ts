import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportedStoryJson, ReviewAction } from "../../../shared/reports";
import { queryKeys } from "../../shared/api/query-keys";
import { fetchReportedStories, resolveReportedStory } from "./reports-api";

/** Reported stories for the admin, open ones first. */
export function useReportedStories() {
  return useQuery({ queryKey: queryKeys.reports, queryFn: ({ signal }) => fetchReportedStories(signal) });
}

/** The admin's decision: the story's entry, as the server answers it, replaces the cached one. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, action }: { storyId: string; action: ReviewAction }) => resolveReportedStory(storyId, action),
    onSuccess: (updated) =>
      queryClient.setQueryData<ReportedStoryJson[]>(queryKeys.reports, (list) =>
        list?.map((item) => (item.story._id === updated.story._id ? updated : item)),
      ),
  });
}
