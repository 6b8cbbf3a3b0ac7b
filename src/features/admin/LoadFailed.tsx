import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** An /admin tab whose data could not be loaded: what failed, and a retry. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="admin-error">
      <p>{children}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
