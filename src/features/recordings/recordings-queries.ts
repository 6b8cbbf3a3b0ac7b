import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReaderPatchInput } from "../../../shared/recordings";
import { queryKeys } from "../../shared/api/query-keys";
import { createReader, deleteReader, updateReader, uploadTake, type TakeUpload } from "./recordings-api";

/**
 * The owner's changes to a story's family voices. The player reads them from the story itself
 * (StoryJson.readers), so each success marks the story's views stale.
 */
export function useReaderChanges(storyId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.storyViews });
  return {
    create: useMutation({ mutationFn: (name: string) => createReader(storyId, name), onSuccess }),
    update: useMutation({
      mutationFn: ({ readerId, patch }: { readerId: string; patch: ReaderPatchInput }) => updateReader(storyId, readerId, patch),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (readerId: string) => deleteReader(storyId, readerId), onSuccess }),
    upload: useMutation({ mutationFn: (take: Omit<TakeUpload, "storyId">) => uploadTake({ ...take, storyId }), onSuccess }),
  };
}
