import { Trans, useLingui } from "@lingui/react/macro";
import type { ConfigEntry } from "../../../shared/configs";
import { formatJson } from "./json-text";

/** Values longer than this (lines or characters) start collapsed behind a one-line preview. */
const COLLAPSE_LINES = 8;
const COLLAPSE_CHARS = 400;
const PREVIEW_CHARS = 80;

interface ConfigListProps {
  configs: ConfigEntry[];
  onEdit: (entry: ConfigEntry) => void;
  onReset: (entry: ConfigEntry) => void;
}

/** The stored config keys with their pretty-printed JSON values, and Edit and Reset buttons each. */
export function ConfigList({ configs, onEdit, onReset }: ConfigListProps) {
  const { t } = useLingui();
  return (
    <ul className="config-list">
      {configs.map((entry) => {
        const { key } = entry;
        const pretty = formatJson(entry.value);
        const long = pretty.split("\n").length > COLLAPSE_LINES || pretty.length > COLLAPSE_CHARS;
        const compact = JSON.stringify(entry.value) ?? "";
        const preview = compact.length > PREVIEW_CHARS ? `${compact.slice(0, PREVIEW_CHARS)}…` : compact;
        return (
          <li key={key} className="config-item">
            <div className="config-item-header">
              <h3 className="config-key">
                <code>{key}</code>
              </h3>
              <div className="config-item-actions">
                <button type="button" className="button" onClick={() => onEdit(entry)} aria-label={t`Edit ${key}`}>
                  <Trans>Edit</Trans>
                </button>
                <button type="button" className="button" onClick={() => onReset(entry)} aria-label={t`Reset ${key}`}>
                  <Trans>Reset</Trans>
                </button>
              </div>
            </div>
            {long ? (
              <details className="config-value">
                <summary>
                  <code>{preview}</code>
                </summary>
                <pre>{pretty}</pre>
              </details>
            ) : (
              <pre className="config-value">{pretty}</pre>
            )}
          </li>
        );
      })}
    </ul>
  );
}
