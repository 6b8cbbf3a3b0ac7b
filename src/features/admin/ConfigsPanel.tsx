import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { ConfigEntry } from "../../../shared/configs";
import { isForbidden, useForbidden } from "../../shared/api/forbidden";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { ConfigEditorModal, type EditorTarget } from "./ConfigEditorModal";
import { ConfigList } from "./ConfigList";
import { useAiSpend, useConfigSaved, useConfigs, useInitConfigs, useResetConfig } from "./configs-queries";
import { Modal } from "../../shared/ui/Modal";
import { LoadError } from "../../shared/ui/LoadError";

type Notice =
  | { kind: "saved" | "reset" | "resetFailed"; key: string }
  | { kind: "initialized"; count: number }
  | { kind: "initFailed" };

function NoticeText({ notice }: { notice: Notice }) {
  if (notice.kind === "saved") {
    const { key } = notice;
    return <Trans>Saved {key}.</Trans>;
  }
  if (notice.kind === "reset") {
    const { key } = notice;
    return <Trans>{key} is back to its default.</Trans>;
  }
  if (notice.kind === "resetFailed") {
    const { key } = notice;
    return (
      <span className="form-error">
        <Trans>{key} could not be reset. Please try again.</Trans>
      </span>
    );
  }
  if (notice.kind === "initialized") {
    const { count } = notice;
    return (
      <Plural
        value={count}
        _0="No key created: every default is already stored."
        one="# key created from the defaults."
        other="# keys created from the defaults."
      />
    );
  }
  return (
    <span className="form-error">
      <Trans>The default configuration could not be written. Please try again.</Trans>
    </span>
  );
}

/** With the Workers AI provider: the stories today's budget still lets through, today's neurons (UTC day), the budget and a story's estimate. */
function AiSpendLine() {
  const { data: spend } = useAiSpend();
  if (!spend) return null;
  const { neurons, budget, storiesLeft } = spend;
  const english = spend.perStory["en-US"];
  const french = spend.perStory["fr-FR"];
  const englishLeft = storiesLeft?.["en-US"];
  const frenchLeft = storiesLeft?.["fr-FR"];
  return (
    <>
      {storiesLeft && (
        <p>
          <Trans>
            Stories left today: {englishLeft} in English or {frenchLeft} in French.
          </Trans>
        </p>
      )}
      <p className="muted">
        {budget > 0 ? (
          <Trans>
            Workers AI today: {neurons} of {budget} neurons (aiDailyNeuronBudget). A story costs about {english} in English, {french} in
            French.
          </Trans>
        ) : (
          <Trans>
            Workers AI today: {neurons} neurons, no daily budget. A story costs about {english} in English, {french} in French.
          </Trans>
        )}
      </p>
    </>
  );
}

/** Asks before a reset: the stored value is removed and the default applies. */
function ConfirmReset({ configKey, busy, onConfirm, onCancel }: { configKey: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal
      open
      onClose={onCancel}
      title={<Trans>Reset {configKey}?</Trans>}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={onConfirm}>
            <Trans>Reset to default</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>The stored value is removed and the default applies again. The audit log keeps the old value.</Trans>
      </p>
    </Modal>
  );
}

/**
 * The /admin configuration tab: list, edit, add, reset and initialise configs (docs/product.md §2).
 * The role is checked by the server; a 403 is handed to the page (`onForbidden`).
 */
export function ConfigsPanel({ onForbidden }: { onForbidden: () => void }) {
  const { data: configs = [], isPending, isError, error, refetch } = useConfigs();
  useForbidden(error, onForbidden);
  const loadState = isPending ? "loading" : isError ? (isForbidden(error) ? "forbidden" : "failed") : "ready";
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const init = useInitConfigs();
  const configSaved = useConfigSaved();
  const reset = useResetConfig();
  const [resetting, setResetting] = useState<string | null>(null);

  async function confirmReset(key: string) {
    setNotice(null);
    try {
      await reset.mutateAsync(key);
      setNotice({ kind: "reset", key });
    } catch (error) {
      if (isForbidden(error)) onForbidden();
      else setNotice({ kind: "resetFailed", key });
    }
    setResetting(null);
  }

  async function initialize() {
    setNotice(null);
    try {
      const { created } = await init.mutateAsync();
      setNotice({ kind: "initialized", count: created.length });
    } catch (error) {
      if (isForbidden(error)) onForbidden();
      else setNotice({ kind: "initFailed" });
    }
  }

  function saved(entry: ConfigEntry) {
    configSaved(entry);
    setEditor(null);
    setNotice({ kind: "saved", key: entry.key });
  }

  return (
    <>
      <h2>
        <Trans>Configuration</Trans>
      </h2>
      <p className="muted">
        <Trans>Values the app reads while it runs. A change applies to new requests within 10 seconds.</Trans>
      </p>
      {loadState === "loading" && <LoadingOverlay />}
      {loadState === "failed" && (
        <LoadError onRetry={() => void refetch()}>
          <Trans>The configuration could not be loaded.</Trans>
        </LoadError>
      )}
      {loadState === "ready" && (
        <>
          <div className="admin-toolbar">
            <button type="button" className="button primary" onClick={() => setEditor({ kind: "add" })}>
              <Trans>Add config</Trans>
            </button>
            <button type="button" className="button" onClick={() => void initialize()} disabled={init.isPending}>
              {init.isPending ? <Trans>Initialising…</Trans> : <Trans>Init</Trans>}
            </button>
          </div>
          <AiSpendLine />
          <div role="status" aria-live="polite" className="admin-notice">
            {notice && <NoticeText notice={notice} />}
          </div>
          {configs.length === 0 ? (
            <p>
              <Trans>No configuration is stored yet. Init writes the defaults.</Trans>
            </p>
          ) : (
            <ConfigList
              configs={configs}
              onEdit={(entry) => setEditor({ kind: "edit", entry })}
              onReset={(entry) => setResetting(entry.key)}
            />
          )}
        </>
      )}
      {resetting !== null && (
        <ConfirmReset configKey={resetting} busy={reset.isPending} onConfirm={() => void confirmReset(resetting)} onCancel={() => setResetting(null)} />
      )}
      {editor && (
        <ConfigEditorModal
          key={editor.kind === "edit" ? `edit:${editor.entry.key}` : "add"}
          target={editor}
          onClose={() => setEditor(null)}
          onSaved={saved}
        />
      )}
    </>
  );
}
