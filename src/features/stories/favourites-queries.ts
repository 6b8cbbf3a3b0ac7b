import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usePageWithinRange } from "../../shared/api/paged-query";
import { queryKeys } from "../../shared/api/query-keys";
import { fetchLikedStories, type LikedPage } from "./stories-api";

/** The signed-in user's liked stories, a page at a time from 0 (docs/product.md §2). */
export function useFavourites() {
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: queryKeys.favouritesPage(page),
    queryFn: ({ signal }) => fetchLikedStories(page, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
  // A page emptied by unliking elsewhere: show the last page that still has stories.
  usePageWithinRange(page, setPage, query.data && !query.isPlaceholderData ? lastPageIfEmpty(query.data, page) : null);
  return { page, setPage, query };
}

function lastPageIfEmpty(data: LikedPage, page: number): number | null {
  return data.stories.length === 0 && page > 0 && data.totalPages > 0 ? data.totalPages - 1 : null;
}
