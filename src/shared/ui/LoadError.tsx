import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** Something could not be loaded: says what, and offers to try again. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="form-error" role="alert">
      <p>{children}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
