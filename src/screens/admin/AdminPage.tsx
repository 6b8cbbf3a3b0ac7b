import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { ConfigAuditPanel } from "../../features/admin/ConfigAuditPanel";
import { ConfigsPanel } from "../../features/admin/ConfigsPanel";
import { ReviewPanel } from "../../features/reports/ReviewPanel";
import "./admin.css";

const TABS = ["configs", "review", "audit"] as const;
type Tab = (typeof TABS)[number];

/** The tab named in the address (#review, #audit), so a reload or a shared link opens the same one. */
function tabFromHash(): Tab {
  const named = window.location.hash.slice(1);
  return TABS.find((name) => name !== "configs" && name === named) ?? "configs";
}

/**
 * /admin (sign-in required): configuration, the stories to review and the configuration's audit log,
 * as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Only the open tab's panel is mounted, so each
 * loads its data when first shown. The role is checked by the server; a 403 shows a no-access message.
 */
export default function AdminPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>(tabFromHash);
  const [forbidden, setForbidden] = useState(false);
  const onForbidden = useCallback(() => setForbidden(true), []);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const labels: Record<Tab, string> = { configs: t`Configuration`, audit: t`Audit log`, review: t`Review` };

  const select = (next: Tab, focus = false) => {
    setTab(next);
    window.history.replaceState(window.history.state, "", next === "configs" ? window.location.pathname : `#${next}`);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target]!, true);
  };

  if (forbidden) {
    return (
      <main className="admin-page">
        <h1>
          <Trans>Administration</Trans>
        </h1>
        <p role="alert">
          <Trans>You do not have access to this page</Trans>
        </p>
        <Link to="/" className="button">
          <Trans>Back to stories</Trans>
        </Link>
      </main>
    );
  }

  return (
    <main className="admin-page">
      <h1>
        <Trans>Administration</Trans>
      </h1>
      <div role="tablist" aria-label={t`Administration`} className="admin-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="admin-tab"
            onClick={() => select(name)}
            onKeyDown={onKeyDown}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="admin-panel"
      >
        {tab === "configs" && <ConfigsPanel onForbidden={onForbidden} />}
        {tab === "audit" && <ConfigAuditPanel onForbidden={onForbidden} />}
        {tab === "review" && <ReviewPanel onForbidden={onForbidden} />}
      </div>
    </main>
  );
}
