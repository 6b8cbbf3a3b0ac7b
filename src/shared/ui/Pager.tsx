import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface PagerProps {
  /** Names the navigation ("Favourite stories pages"…). */
  label: string;
  /** The page shown, counted from 1. */
  pageNumber: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
  /** While a page loads, both buttons wait. */
  busy?: boolean;
  previous?: ReactNode;
  next?: ReactNode;
}

/** "Previous · Page x of y · Next" under a paged list. */
export function Pager({ label, pageNumber, pageCount, onPrevious, onNext, busy = false, previous, next }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={busy || pageNumber <= 1} onClick={onPrevious}>
        {previous ?? <Trans>Previous</Trans>}
      </button>
      <span className="pager-position">
        <Trans>
          Page {pageNumber} of {pageCount}
        </Trans>
      </span>
      <button type="button" className="button" disabled={busy || pageNumber >= pageCount} onClick={onNext}>
        {next ?? <Trans>Next</Trans>}
      </button>
    </nav>
  );
}
