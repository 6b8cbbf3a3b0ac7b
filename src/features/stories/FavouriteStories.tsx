import { Trans, useLingui } from "@lingui/react/macro";
import { Pager } from "../../shared/ui/Pager";
import { usePdfDownload } from "./pdf-download";
import { useCanDownloadPdf } from "./PublicStories";
import { StoryListCard } from "./StoryListCard";
import { useFavourites } from "./favourites-queries";
import { useUpdateStoryCard } from "./stories-queries";
import "./stories.css";

/** The signed-in user's liked stories, a page at a time (docs/product.md §2). */
export function FavouriteStories() {
  const { t } = useLingui();
  const { page, setPage, query } = useFavourites();
  const pdf = usePdfDownload();
  const canDownloadPdf = useCanDownloadPdf();
  const updateCard = useUpdateStoryCard();
  const { data, isError: failed, isFetching: loading } = query;

  const totalPages = data?.totalPages ?? 0;
  const pageNumber = page + 1;
  const pageCount = totalPages;
  const stories = data?.stories ?? [];

  return (
    <div className="story-list">
      {failed && (
        <p className="form-error" role="alert">
          <Trans>Your favourite stories could not be loaded. Please try again.</Trans>{" "}
          <button type="button" className="button" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {pdf.error && (
        <p className="form-error" role="alert">
          {pdf.error}
        </p>
      )}
      {data && !failed && stories.length === 0 && (
        <p className="story-list-empty">
          <Trans>No favourite stories yet: like a story to find it here.</Trans>
        </p>
      )}
      <div className="story-grid" aria-busy={loading || undefined}>
        {stories.map((story) => (
          <StoryListCard
            key={story._id}
            story={story}
            onChange={updateCard}
            onDownloadPdf={canDownloadPdf ? pdf.download : undefined}
          />
        ))}
      </div>
      {loading && (
        <p className="story-list-loading" role="status">
          <Trans>Loading stories…</Trans>
        </p>
      )}
      {totalPages > 1 && (
        <Pager
          label={t`Favourite stories pages`}
          pageNumber={pageNumber}
          pageCount={pageCount}
          busy={loading}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
          previous={
            <>
              <span aria-hidden="true">←</span> <Trans>Previous</Trans>
            </>
          }
          next={
            <>
              <Trans>Next</Trans> <span aria-hidden="true">→</span>
            </>
          }
        />
      )}
    </div>
  );
}
