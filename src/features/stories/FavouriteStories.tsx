import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { StoryCardJson } from "../../../shared/story-json";
import { api } from "../../shared/api/client";
import { Pager } from "../../shared/ui/Pager";
import { usePdfDownload } from "./pdf-download";
import { useCanDownloadPdf } from "./PublicStories";
import { lastReactionAtom } from "./reactions-api";
import { StoryListCard } from "./StoryListCard";
import "./stories.css";

interface LikedPage {
  stories: StoryCardJson[];
  totalPages: number;
}

/** The signed-in user's liked stories, a page at a time (SPEC §2). */
export function FavouriteStories() {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const [data, setData] = useState<LikedPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const pdf = usePdfDownload();
  const canDownloadPdf = useCanDownloadPdf();
  const lastReaction = useAtomValue(lastReactionAtom);
  const requestRef = useRef(0);
  const shownRef = useRef<StoryCardJson[]>([]);
  shownRef.current = data?.stories ?? [];

  const load = useCallback(async (wanted: number) => {
    const request = ++requestRef.current;
    setLoading(true);
    setFailed(false);
    try {
      const answer = await api<LikedPage>(`/api/stories/liked-stories?page=${wanted}`);
      if (request !== requestRef.current) return;
      // A page emptied by unliking elsewhere: show the last page that still has stories.
      if (answer.stories.length === 0 && wanted > 0 && answer.totalPages > 0) {
        setPage(answer.totalPages - 1);
        return;
      }
      setData(answer);
    } catch {
      if (request === requestRef.current) setFailed(true);
    } finally {
      if (request === requestRef.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  // A story liked or unliked in another list changes this one. Reactions made
  // here leave their card in place, so that an unlike can be undone.
  const pageRef = useRef(page);
  pageRef.current = page;
  const handledReaction = useRef(lastReaction);
  useEffect(() => {
    if (!lastReaction || lastReaction === handledReaction.current) return;
    handledReaction.current = lastReaction;
    if (shownRef.current.some((story) => story._id === lastReaction.storyId)) return;
    void load(pageRef.current);
  }, [lastReaction, load]);

  const replace = (updated: StoryCardJson) =>
    setData((current) =>
      current && { ...current, stories: current.stories.map((story) => (story._id === updated._id ? updated : story)) },
    );

  const totalPages = data?.totalPages ?? 0;
  const pageNumber = page + 1;
  const pageCount = totalPages;
  const stories = data?.stories ?? [];

  return (
    <div className="story-list">
      {failed && (
        <p className="form-error" role="alert">
          <Trans>Your favourite stories could not be loaded. Please try again.</Trans>{" "}
          <button type="button" className="button" onClick={() => void load(page)}>
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
            onChange={replace}
            onDownloadPdf={canDownloadPdf ? (id) => void pdf.download(id) : undefined}
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
          onPrevious={() => setPage((current) => current - 1)}
          onNext={() => setPage((current) => current + 1)}
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
