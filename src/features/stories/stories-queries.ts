import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { PUBLIC_STORIES_WRAP_AFTER } from "../../../shared/constants";
import type { Language } from "../../../shared/enums";
import type { StoryCardJson } from "../../../shared/story-json";
import { queryKeys } from "../../shared/api/query-keys";
import { fetchPublicStories, type LikedPage } from "./stories-api";

type PublicPages = InfiniteData<StoryCardJson[], string[]>;

/** Keeps only the first `count` pages (or drops the last one with a negative count). */
const firstPages = (data: PublicPages | undefined, count: number): PublicPages | undefined =>
  data && { pages: data.pages.slice(0, count), pageParams: data.pageParams.slice(0, count) };

/** The public stories' query, as the list asks it and as the page's first data fills or starts it. */
export const publicStoriesQuery = (lang: Language) =>
  infiniteQueryOptions({
    queryKey: queryKeys.publicStories(lang),
    queryFn: ({ pageParam, signal }) => fetchPublicStories(lang, pageParam, signal),
    initialPageParam: [] as string[],
    getNextPageParam: (_last: StoryCardJson[], pages: StoryCardJson[][]) => pages.flat().map((story) => story._id),
    staleTime: Infinity,
  });

/**
 * The public stories (docs/product.md §2, §4): one page at a time, each new page leaving out every
 * story already seen. After more than 96 seen, next starts over; back on the first page
 * goes to the last one seen. The pages are one infinite query per language, never stale:
 * refetching them behind the reader would reshuffle what they have already seen.
 */
export function usePublicStories(lang: Language) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.publicStories(lang);
  const query = useInfiniteQuery(publicStoriesQuery(lang));
  // Which page is shown, per language: another language starts on its first page.
  const [position, setPosition] = useState({ lang, index: 0 });
  const pages = query.data?.pages ?? [];
  const index = position.lang === lang ? Math.min(position.index, Math.max(pages.length - 1, 0)) : 0;
  const show = (to: number) => setPosition({ lang, index: to });
  const loading = query.isFetching;
  const failed = query.isError;

  const next = async () => {
    if (index < pages.length - 1) return show(index + 1);
    if (pages.flat().length > PUBLIC_STORIES_WRAP_AFTER) {
      // Start over: the seen list is forgotten and the first page asked again, without exclusions.
      queryClient.setQueryData<PublicPages>(queryKey, (data) => firstPages(data, 1));
      show(0);
      await query.refetch();
      return;
    }
    const { data } = await query.fetchNextPage();
    const added = data?.pages.at(-1);
    if (!data || data.pages.length <= pages.length || !added) return;
    if (added.length > 0) return show(data.pages.length - 1);
    // Nothing left that has not been seen: go round to the first page.
    queryClient.setQueryData<PublicPages>(queryKey, (current) => firstPages(current, -1));
    show(0);
  };

  const previous = () => show(index > 0 ? index - 1 : Math.max(pages.length - 1, 0));

  return {
    stories: pages[index] ?? [],
    hasPages: pages.length > 0,
    empty: !loading && !failed && pages.length > 0 && (pages[0]?.length ?? 0) === 0,
    loading,
    failed,
    next: () => void next(),
    previous,
    retry: () => void query.refetch(),
  };
}

/**
 * A card's new counts or reaction, written into every cached list that shows the story
 * (public pages in each language, favourites), so pages kept in memory stay current.
 */
export function useUpdateStoryCard(): (story: StoryCardJson) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (updated: StoryCardJson) => {
      const replace = (story: StoryCardJson) => (story._id === updated._id ? updated : story);
      queryClient.setQueriesData<PublicPages>({ queryKey: ["stories", "public"] }, (data) =>
        data && { ...data, pages: data.pages.map((page) => page.map(replace)) },
      );
      queryClient.setQueriesData<LikedPage>({ queryKey: queryKeys.favourites }, (data) =>
        data && { ...data, stories: data.stories.map(replace) },
      );
    },
    [queryClient],
  );
}

/**
 * After a reaction the server saved: the story's own counts are asked again, and so are
 * the favourites pages — except one showing the story, whose card stays in place (with
 * its new counts) so that an unlike made there can be undone.
 */
export function useReactionSaved(): (storyId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (storyId: string) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.story(storyId) });
      // The player's copy carries the reader's reaction: the next visit asks again (not the open one).
      void queryClient.invalidateQueries({ queryKey: queryKeys.storyViews, refetchType: "none" });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.favourites,
        predicate: (query) => !(query.state.data as LikedPage | undefined)?.stories.some((story) => story._id === storyId),
      });
    },
    [queryClient],
  );
}

/** After a feedback message: the story's feedback count and pages (its owner's view) change. */
export function useFeedbackSent(): (storyId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (storyId: string) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.story(storyId) });
      // The player's copy carries the reader's feedback: the next visit asks again (not the open one).
      void queryClient.invalidateQueries({ queryKey: queryKeys.storyViews, refetchType: "none" });
    },
    [queryClient],
  );
}
