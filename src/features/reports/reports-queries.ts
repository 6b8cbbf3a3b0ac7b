import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewDecision, ReviewStoryJson } from "../../../shared/review";
import { queryKeys } from "../../shared/api/query-keys";
import { decideReview, fetchReviewList } from "./reports-api";

/** Stories waiting for an admin, the longest waiting first. */
export function useReviewList() {
  return useQuery({ queryKey: queryKeys.review, queryFn: ({ signal }) => fetchReviewList(signal) });
}

/** The admin's decision: the story leaves the list, and the public lists show the change. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, decision }: { storyId: string; decision: ReviewDecision }) => decideReview(storyId, decision),
    onSuccess: (decided) => {
      queryClient.setQueryData<ReviewStoryJson[]>(queryKeys.review, (list) => list?.filter((item) => item._id !== decided._id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.allPublicStories });
    },
  });
}
