import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { STORY_POLL_MAX_AGE_MS, STORY_POLL_MS } from "../../../shared/constants";
import { isFinalStatus, type GeneratingStatusName, type StoryCardJson } from "../../../shared/story-json";
import { ApiRequestError } from "../../shared/api/client";
import { usePageWithinRange } from "../../shared/api/paged-query";
import { queryKeys } from "../../shared/api/query-keys";
import type { NewStory } from "./created-story";
import {
  deleteMyStory,
  fetchStoryCover,
  fetchStoryStatus,
  fetchStorySummary,
  listMyStories,
  listStoryFeedback,
  publishMyStory,
  type StorySummary,
} from "./my-stories-api";

/** A card of My stories; a story fresh from creation lacks the fields the list adds. */
export type MyStory = NewStory & Partial<Omit<StoryCardJson, keyof NewStory>>;

/** A page of My stories as cached: the server's cards, or a story just created. */
export interface MyStoriesPage {
  stories: MyStory[];
  totalPages: number;
}

/** Applies `change` to every cached page of My stories. */
function updateMyStories(queryClient: QueryClient, change: (stories: MyStory[]) => MyStory[]): void {
  queryClient.setQueriesData<MyStoriesPage>({ queryKey: queryKeys.myStories }, (page) => page && { ...page, stories: change(page.stories) });
}

/** The user's stories (docs/product.md §2), a page at a time from 0, newest first. */
export function useMyStories() {
  const [page, setPage] = useState(0);
  const query = useQuery<MyStoriesPage>({
    queryKey: queryKeys.myStoriesPage(page),
    queryFn: ({ signal }) => listMyStories(page, signal),
    placeholderData: keepPreviousData,
    // Statuses move on while stories are made: each page shown is asked again.
    staleTime: 0,
  });
  // The last page can empty out (deletions elsewhere): show the new last one.
  const { data } = query;
  const emptied = data && !query.isPlaceholderData && data.stories.length === 0 && page > 0;
  usePageWithinRange(page, setPage, emptied ? Math.max(0, data.totalPages - 1) : null);
  return { page, setPage, query };
}

/** Writes a change of one story (its status, its final card) into the cached pages. */
export function usePatchMyStory(): (id: string, patch: Partial<MyStory>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, patch: Partial<MyStory>) =>
      updateMyStories(queryClient, (stories) => stories.map((story) => (story._id === id ? { ...story, ...patch } : story))),
    [queryClient],
  );
}

/** Takes a story out of the cached pages. */
export function useRemoveMyStory(): (id: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => updateMyStories(queryClient, (stories) => stories.filter((story) => story._id !== id)),
    [queryClient],
  );
}

/**
 * A story just created shows at the top of My stories at once (and is polled); the pages
 * are then asked again, for the server's full card and the stories moved to later pages.
 */
export function showCreatedStory(queryClient: QueryClient, story: NewStory): void {
  queryClient.setQueryData<MyStoriesPage>(queryKeys.myStoriesPage(0), (page) =>
    page && { stories: [story, ...page.stories.filter((item) => item._id !== story._id)], totalPages: Math.max(page.totalPages, 1) },
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.myStories });
}

/** PUT /api/stories/public/{id}: the card becomes public (with the slug the server chose), maybe waiting in review. */
export function usePublishStory() {
  const patch = usePatchMyStory();
  return useMutation({
    mutationFn: (id: string) => publishMyStory(id),
    onSuccess: (published, id) =>
      patch(id, {
        isPublic: true,
        ...(published?.slug ? { slug: published.slug } : {}),
        review: published?.review ?? null,
        reviewReason: published?.reviewReason ?? null,
      }),
  });
}

/** DELETE /api/stories/{id}: the card goes at once; the page refills from the server. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  const remove = useRemoveMyStory();
  return useMutation({
    mutationFn: (id: string) => deleteMyStory(id),
    onSuccess: (_, id) => {
      remove(id);
      // Refill the page from the server (the next story moves up from the following page).
      void queryClient.invalidateQueries({ queryKey: queryKeys.myStories });
    },
  });
}

/** A story's generation seen by the poll: its status, and on a final one the fresh card. */
export interface StoryProgress {
  generatingStatus: GeneratingStatusName;
  card: StoryCardJson | null;
}

async function fetchProgress(id: string, signal: AbortSignal): Promise<StoryProgress> {
  const generatingStatus = await fetchStoryStatus(id, signal);
  if (!isFinalStatus(generatingStatus)) return { generatingStatus, card: null };
  try {
    return { generatingStatus, card: await fetchStoryCover(id, signal) };
  } catch (error) {
    // Gone meanwhile is told as such; otherwise the card just keeps what it has.
    if (isGone(error) || signal.aborted) throw error;
    return { generatingStatus, card: null };
  }
}

export const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

type PolledStory = Pick<StoryCardJson, "_id" | "date" | "generatingStatus">;

/** Younger than a day: older stories are not polled any more (docs/product.md §4). */
export function isYoungEnoughToPoll(isoDate: string, now = Date.now()): boolean {
  const created = Date.parse(isoDate);
  return Number.isFinite(created) && now - created < STORY_POLL_MAX_AGE_MS;
}

/** Whether a story's generation is still followed: not final, and young enough. */
export function shouldPoll(story: Omit<PolledStory, "_id">, now = Date.now()): boolean {
  return !isFinalStatus(story.generatingStatus) && isYoungEnoughToPoll(story.date, now);
}

/**
 * GET /api/stories/{id}/status every STORY_POLL_MS (docs/product.md §4) while the story is young
 * enough and not final; a final status brings its cover card. Each answer is written into
 * My stories' cached pages. The first ask is one interval after mount (the list's status is
 * fresh); a failed ask is retried at the next round, and the poll stops on a final status,
 * a 404 (then `onGone`) or unmount.
 */
export function useStoryStatus(story: PolledStory, onGone: () => void): void {
  const { _id: id, date } = story;
  const patch = usePatchMyStory();
  const query = useQuery({
    queryKey: queryKeys.storyStatus(id),
    queryFn: ({ signal }) => fetchProgress(id, signal),
    enabled: shouldPoll(story),
    initialData: { generatingStatus: story.generatingStatus, card: null },
    // Only the interval asks: never on mount, focus or reconnect.
    staleTime: Infinity,
    retry: false,
    refetchInterval: ({ state }) => {
      if (isGone(state.error) || isFinalStatus(state.data?.generatingStatus ?? story.generatingStatus)) return false;
      return isYoungEnoughToPoll(date) ? STORY_POLL_MS : false;
    },
  });
  const { data, dataUpdatedAt } = query;
  const gone = isGone(query.error);
  // Each answer is written once; what was cached before this card mounted is already in the list.
  const handled = useRef(dataUpdatedAt);
  useEffect(() => {
    if (dataUpdatedAt === handled.current) return;
    handled.current = dataUpdatedAt;
    patch(id, data.card ?? { generatingStatus: data.generatingStatus });
  }, [patch, id, data, dataUpdatedAt]);
  // The latest onGone, called once the story is found gone (not a reason to re-run the effect).
  const notifyGone = useEffectEvent(onGone);
  useEffect(() => {
    if (gone) notifyGone();
  }, [gone]);
}

/** The counts the owner sees on a public story (docs/product.md §6), fresh from the server. */
export function useStorySummary(id: string) {
  return useQuery({ queryKey: queryKeys.storySummary(id), queryFn: ({ signal }) => fetchStorySummary(id, signal) });
}

/**
 * Readers' feedback on one of the owner's stories, pages of 5 counted from 1. The total
 * the server counted also updates the story's summary, so the card's count stays current.
 */
export function useStoryFeedback(id: string, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.storyFeedback(id, page),
    queryFn: async ({ signal }) => {
      const answer = await listStoryFeedback(id, page, signal);
      queryClient.setQueryData<StorySummary>(queryKeys.storySummary(id), (summary) =>
        summary && { ...summary, feedbackCount: answer.totalFeedbacks },
      );
      return answer;
    },
    placeholderData: keepPreviousData,
  });
}
