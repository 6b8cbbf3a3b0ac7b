import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ConfigChange, ConfigChangeAction } from "../../../shared/configs";
import { isForbidden, useForbidden } from "../../shared/api/forbidden";
import { LoadError } from "../../shared/ui/LoadError";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { useConfigAudit } from "./configs-queries";
import { formatJson } from "./json-text";
import { LetThroughIdeas } from "./LetThroughIdeas";

function StoredValue({ value, label }: { value: unknown; label: string }) {
  return (
    <div className="audit-value">
      <h4>{label}</h4>
      {value === null ? (
        <p className="muted">
          <Trans>Nothing stored: the default applies</Trans>
        </p>
      ) : (
        <pre>{formatJson(value)}</pre>
      )}
    </div>
  );
}

function ChangeItem({ change }: { change: ConfigChange }) {
  const { t, i18n } = useLingui();
  const actions: Record<ConfigChangeAction, string> = {
    write: t`Edited`,
    add: t`Added`,
    init: t`Written by Init`,
    reset: t`Back to default`,
  };
  const when = i18n.date(new Date(change.at), { dateStyle: "medium", timeStyle: "short" });
  const who = change.actorName ?? change.actorId;
  return (
    <li className="audit-item">
      <p className="audit-summary">
        <code>{change.key}</code> · {actions[change.action]}
      </p>
      <p className="muted">
        <Trans>
          {when} by {who}
        </Trans>
      </p>
      {change.confirmation && (
        <details>
          <summary>
            <Trans>Confirmed: the lists let through ideas the defaults refuse</Trans>
          </summary>
          <LetThroughIdeas letThrough={change.confirmation.letThrough} />
        </details>
      )}
      <details>
        <summary>
          <Trans>Before and after</Trans>
        </summary>
        <StoredValue value={change.before} label={t`Before`} />
        <StoredValue value={change.after} label={t`After`} />
      </details>
    </li>
  );
}

/** The /admin audit log tab: every config change (who, when, key, before, after), newest first, 50 a page. */
export function ConfigAuditPanel({ onForbidden }: { onForbidden: () => void }) {
  const [page, setPage] = useState(0);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useConfigAudit(page);
  useForbidden(error, onForbidden);
  return (
    <>
      <h2>
        <Trans>Audit log</Trans>
      </h2>
      <p className="muted">
        <Trans>Every change to the configuration: who made it, when, and the value before and after.</Trans>
      </p>
      {isPending && <LoadingOverlay />}
      {isError && !isForbidden(error) && (
        <LoadError onRetry={() => void refetch()}>
          <Trans>The audit log could not be loaded.</Trans>
        </LoadError>
      )}
      {data && data.changes.length === 0 && (
        <p>
          <Trans>No change yet.</Trans>
        </p>
      )}
      {data && data.changes.length > 0 && (
        <>
          <ul className="audit-list" aria-busy={isPlaceholderData}>
            {data.changes.map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </ul>
          <div className="admin-toolbar">
            <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
              <Trans>Newer changes</Trans>
            </button>
            <button type="button" className="button" disabled={!data.hasMore || isPlaceholderData} onClick={() => setPage(page + 1)}>
              <Trans>Older changes</Trans>
            </button>
          </div>
        </>
      )}
    </>
  );
}
