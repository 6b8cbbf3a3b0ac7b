import { useLingui } from "@lingui/react/macro";

/** Full-screen overlay while something the page depends on loads (e.g. the session check). */
export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
