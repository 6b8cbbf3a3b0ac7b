import { Trans, useLingui } from "@lingui/react/macro";
import { startTransition, useCallback, useId, useState } from "react";
import type { Language } from "../../../shared/enums";
import { useSession } from "../session/session";
import { usePdfDownload } from "./pdf-download";
import { StoryListCard } from "./StoryListCard";
import { usePublicStories, useUpdateStoryCard } from "./stories-queries";
import "./stories.css";

/** Signed-in users on a paid plan may download PDFs from the lists (docs/product.md §6). */
export function useCanDownloadPdf(): boolean {
  const session = useSession();
  return session.status === "signedIn" && session.user.subscriptionLevel !== "free";
}

/**
 * The public stories (docs/product.md §2, §4): one page at a time, each new page leaving
 * out every story already seen. After more than 96 seen, next starts over;
 * back on the first page goes to the last one seen.
 */
export function PublicStories() {
  const { t, i18n } = useLingui();
  const languageId = useId();
  const [lang, setLang] = useState<Language>(i18n.locale === "fr-FR" ? "fr-FR" : "en-US");
  const { stories, hasPages, empty, loading, failed, next, previous, retry } = usePublicStories(lang);
  // The other covers wait until the first one is on screen: on a slow connection it then
  // arrives alone, and sooner. Once shown, every later page loads its covers at once.
  const [firstCoverShown, setFirstCoverShown] = useState(false);
  // A transition: every card then re-renders (its cover may load) in slices that yield to input.
  const showFirstCover = useCallback(() => startTransition(() => setFirstCoverShown(true)), []);
  const pdf = usePdfDownload();
  const canDownloadPdf = useCanDownloadPdf();
  const updateCard = useUpdateStoryCard();

  const holdCovers = !firstCoverShown && Boolean(stories[0]?.coverImage);

  return (
    <div className="story-list">
      <div className="story-list-toolbar">
        <div className="field inline-field">
          <label htmlFor={languageId}>
            <Trans>Stories in</Trans>
          </label>
          <select id={languageId} value={lang} onChange={(event) => setLang(event.target.value as Language)}>
            <option value="en-US" lang="en">
              English
            </option>
            <option value="fr-FR" lang="fr">
              Français
            </option>
          </select>
        </div>
        <div className="story-list-arrows">
          <button
            type="button"
            className="icon-button"
            aria-label={t`Previous stories`}
            disabled={loading || !hasPages || empty}
            onClick={previous}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Next stories`}
            disabled={loading || !hasPages || empty}
            onClick={next}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          <Trans>The public stories could not be loaded. Please try again.</Trans>{" "}
          {!hasPages && (
            <button type="button" className="button" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          )}
        </p>
      )}
      {pdf.error && (
        <p className="form-error" role="alert">
          {pdf.error}
        </p>
      )}
      {empty && (
        <p className="story-list-empty">
          <Trans>No stories yet in this language.</Trans>
        </p>
      )}
      <div className="story-grid" aria-busy={loading || undefined}>
        {stories.map((story, position) => (
          <StoryListCard
            key={story._id}
            story={story}
            priority={position === 0}
            deferCover={position > 0 && holdCovers}
            onCoverShown={position === 0 && holdCovers ? showFirstCover : undefined}
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
    </div>
  );
}
