import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { PUBLIC_STORIES_WRAP_AFTER } from "../../../shared/constants";
import type { Language as StoryLanguage } from "../../../shared/enums";
import type { StoryCardJson } from "../../../shared/story-json";
import { api } from "../../shared/api/client";
import { useSession } from "../session/session";
import { usePdfDownload } from "./pdf-download";
import { StoryListCard } from "./StoryListCard";
import "./stories.css";

interface Browsing {
  /** Pages seen so far, kept so that going back is instant. */
  pages: StoryCardJson[][];
  index: number;
}

function fetchPublicPage(lang: StoryLanguage, exclude: string[]): Promise<StoryCardJson[]> {
  const query = new URLSearchParams({ lang });
  if (exclude.length > 0) query.set("exclude", exclude.join(","));
  return api<{ success: boolean; stories: StoryCardJson[] }>(`/api/stories/public?${query}`).then(
    (answer) => answer.stories,
  );
}

/** Signed-in users on a paid plan may download PDFs from the lists (SPEC §6). */
export function useCanDownloadPdf(): boolean {
  const session = useSession();
  return session.status === "signedIn" && session.user.subscriptionLevel !== "free";
}

/**
 * The public stories (SPEC §2, §4): one page at a time, each new page leaving
 * out every story already seen. After more than 96 seen, next starts over;
 * back on the first page goes to the last one seen.
 */
export function PublicStories() {
  const { t, i18n } = useLingui();
  const languageId = useId();
  const [lang, setLang] = useState<StoryLanguage>(i18n.locale === "fr-FR" ? "fr-FR" : "en-US");
  const [browsing, setBrowsing] = useState<Browsing>({ pages: [], index: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // The other covers wait until the first one is on screen: on a slow connection it then
  // arrives alone, and sooner. Once shown, every later page loads its covers at once.
  const [firstCoverShown, setFirstCoverShown] = useState(false);
  const showFirstCover = useCallback(() => setFirstCoverShown(true), []);
  const pdf = usePdfDownload();
  const canDownloadPdf = useCanDownloadPdf();
  // Answers to requests overtaken by a newer one (e.g. a language change) are dropped.
  const requestRef = useRef(0);

  const load = useCallback(
    async (exclude: string[], apply: (stories: StoryCardJson[]) => void) => {
      const request = ++requestRef.current;
      setLoading(true);
      setFailed(false);
      try {
        const stories = await fetchPublicPage(lang, exclude);
        if (request === requestRef.current) apply(stories);
      } catch {
        if (request === requestRef.current) setFailed(true);
      } finally {
        if (request === requestRef.current) setLoading(false);
      }
    },
    [lang],
  );

  const loadFirst = useCallback(() => load([], (stories) => setBrowsing({ pages: [stories], index: 0 })), [load]);

  useEffect(() => {
    setBrowsing({ pages: [], index: 0 });
    void loadFirst();
  }, [loadFirst]);

  const { pages, index } = browsing;
  const stories = pages[index] ?? [];
  const seen = pages.flat().map((story) => story._id);

  const next = () => {
    if (index < pages.length - 1) return setBrowsing({ pages, index: index + 1 });
    if (seen.length > PUBLIC_STORIES_WRAP_AFTER) return void loadFirst();
    void load(seen, (more) =>
      setBrowsing(
        // Nothing left that has not been seen: go round to the first page.
        more.length === 0 ? { pages, index: 0 } : { pages: [...pages, more], index: pages.length },
      ),
    );
  };

  const previous = () => setBrowsing({ pages, index: index > 0 ? index - 1 : Math.max(pages.length - 1, 0) });

  const replace = (updated: StoryCardJson) =>
    setBrowsing((current) => ({
      ...current,
      pages: current.pages.map((page) => page.map((story) => (story._id === updated._id ? updated : story))),
    }));

  const empty = !loading && !failed && pages.length > 0 && (pages[0]?.length ?? 0) === 0;
  const holdCovers = !firstCoverShown && Boolean(stories[0]?.coverImage);

  return (
    <div className="story-list">
      <div className="story-list-toolbar">
        <div className="field inline-field">
          <label htmlFor={languageId}>
            <Trans>Stories in</Trans>
          </label>
          <select id={languageId} value={lang} onChange={(event) => setLang(event.target.value as StoryLanguage)}>
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
            disabled={loading || pages.length === 0 || empty}
            onClick={previous}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Next stories`}
            disabled={loading || pages.length === 0 || empty}
            onClick={next}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          <Trans>The public stories could not be loaded. Please try again.</Trans>{" "}
          {pages.length === 0 && (
            <button type="button" className="button" onClick={() => void loadFirst()}>
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
    </div>
  );
}
