import { Plural, Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { ConfigEntry } from "../../../shared/configs";
import { ApiRequestError } from "../../shared/api/client";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { ConfigEditorModal, type EditorTarget } from "./ConfigEditorModal";
import { ConfigList } from "./ConfigList";
import { fetchConfigs, initConfigs } from "./configs-api";
import { LoadError } from "../../shared/ui/LoadError";

type LoadState = "loading" | "ready" | "failed";
type Notice = { kind: "saved"; key: string } | { kind: "initialized"; count: number } | { kind: "initFailed" };

function NoticeText({ notice }: { notice: Notice }) {
  if (notice.kind === "saved") {
    const { key } = notice;
    return <Trans>Saved {key}.</Trans>;
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

const byKey = (a: ConfigEntry, b: ConfigEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The /admin configuration tab: list, edit, add and initialise configs (SPEC §2).
 * The role is checked by the server; a 403 is handed to the page (`onForbidden`).
 */
export function ConfigsPanel({ onForbidden }: { onForbidden: () => void }) {
  const [configs, setConfigs] = useState<ConfigEntry[]>([]);
  const [loadState, setLoadState] = useState<LoadState>("loading");
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [initializing, setInitializing] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const list = await fetchConfigs(signal);
      setConfigs(list);
      setLoadState("ready");
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof ApiRequestError && error.status === 403) onForbidden();
      else setLoadState("failed");
    }
  }, [onForbidden]);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function initialize() {
    setInitializing(true);
    setNotice(null);
    try {
      const { created } = await initConfigs();
      await load();
      setNotice({ kind: "initialized", count: created.length });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403) onForbidden();
      else setNotice({ kind: "initFailed" });
    } finally {
      setInitializing(false);
    }
  }

  function saved(entry: ConfigEntry) {
    setConfigs((list) => [...list.filter((item) => item.key !== entry.key), entry].sort(byKey));
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
        <LoadError
          onRetry={() => {
            setLoadState("loading");
            void load();
          }}
        >
          <Trans>The configuration could not be loaded.</Trans>
        </LoadError>
      )}
      {loadState === "ready" && (
        <>
          <div className="admin-toolbar">
            <button type="button" className="button primary" onClick={() => setEditor({ kind: "add" })}>
              <Trans>Add config</Trans>
            </button>
            <button type="button" className="button" onClick={() => void initialize()} disabled={initializing}>
              {initializing ? <Trans>Initialising…</Trans> : <Trans>Init</Trans>}
            </button>
          </div>
          <div role="status" aria-live="polite" className="admin-notice">
            {notice && <NoticeText notice={notice} />}
          </div>
          {configs.length === 0 ? (
            <p>
              <Trans>No configuration is stored yet. Init writes the defaults.</Trans>
            </p>
          ) : (
            <ConfigList configs={configs} onEdit={(entry) => setEditor({ kind: "edit", entry })} />
          )}
        </>
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
