import { useEffect } from "react";

/**
 * Paged lists shrink under the reader (stories deleted or unliked elsewhere, feedback
 * removed): when the server says the page asked for is past the end, move to `lastPage`
 * (null: the page is fine). Shared by every paged list so none repeats it.
 */
export function usePageWithinRange(page: number, setPage: (page: number) => void, lastPage: number | null): void {
  useEffect(() => {
    if (lastPage !== null && lastPage !== page) setPage(lastPage);
  }, [lastPage, page, setPage]);
}
