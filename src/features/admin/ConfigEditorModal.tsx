import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { isValidConfigKey, type ConfigEntry } from "../../../shared/configs";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError } from "../../shared/api/client";
import { Modal } from "../../shared/ui/Modal";
import { createConfig, updateConfig } from "./configs-api";
import { formatJson, parseJsonText } from "./json-text";
import { ModelSelects } from "./ModelSelects";

export type EditorTarget = { kind: "edit"; entry: ConfigEntry } | { kind: "add" };

interface ConfigEditorModalProps {
  target: EditorTarget;
  onClose: () => void;
  onSaved: (entry: ConfigEntry) => void;
}

type KeyError = "required" | "format" | "exists" | null;
type SubmitError = "forbidden" | "tooLarge" | "failed" | null;

/**
 * Edits one config value (PUT) or adds a new key (POST) with a JSON editor; model ids also
 * get selects (ModelSelects) that rewrite the JSON text, which stays what Save sends.
 * Invalid JSON shows 'Not valid format' and disables Save (SPEC §5); an empty
 * key shows 'Key is required' and sends nothing.
 */
export function ConfigEditorModal({ target, onClose, onSaved }: ConfigEditorModalProps) {
  const { t } = useLingui();
  const ids = { key: useId(), keyError: useId(), value: useId(), valueHelp: useId(), valueError: useId() };
  const [keyInput, setKeyInput] = useState("");
  const [text, setText] = useState(target.kind === "edit" ? formatJson(target.entry.value) : "");
  const [keyError, setKeyError] = useState<KeyError>(null);
  const [submitError, setSubmitError] = useState<SubmitError>(null);
  const [valueRequired, setValueRequired] = useState(false);
  const [saving, setSaving] = useState(false);

  const key = target.kind === "edit" ? target.entry.key : null;
  const parsed = parseJsonText(text);
  // An empty editor keeps Save enabled so pressing it explains what is missing.
  const canSave = (parsed.status === "valid" || parsed.status === "empty") && !saving;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSave) return;
    const entryKey = target.kind === "edit" ? target.entry.key : keyInput.trim();
    const badKey = target.kind === "add" && (entryKey === "" ? "required" : !isValidConfigKey(entryKey) ? "format" : null);
    setKeyError(badKey || null);
    setValueRequired(parsed.status === "empty");
    if (badKey || parsed.status !== "valid") return;
    setSubmitError(null);
    setSaving(true);
    try {
      const entry = { key: entryKey, value: parsed.value };
      const saved = target.kind === "edit" ? await updateConfig(entry) : await createConfig(entry);
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      if (!(error instanceof ApiRequestError)) return setSubmitError("failed");
      if (error.status === 409) return setKeyError("exists");
      if (error.status === 401 || error.status === 403) return setSubmitError("forbidden");
      if (error.body.message === ApiMessage.keyRequired) return setKeyError("required");
      if (error.body.message === ApiMessage.invalidConfigKey) return setKeyError("format");
      if (error.body.message === ApiMessage.configValueTooLarge) return setSubmitError("tooLarge");
      setSubmitError("failed");
    }
  }

  const keyErrorText = {
    required: t`Key is required`,
    format: t`Use 1 to 100 letters, digits, dots, dashes or underscores.`,
    exists: t`This key already exists`,
  };
  const submitErrorText = {
    forbidden: t`You do not have access to this page`,
    tooLarge: t`This value is too large (32 KB at most).`,
    failed: t`The configuration could not be saved. Please try again.`,
  };
  const valueError =
    parsed.status === "invalid"
      ? t`Not valid format`
      : parsed.status === "tooLarge"
        ? submitErrorText.tooLarge
        : parsed.status === "empty" && valueRequired
          ? t`Value is required`
          : null;

  return (
    <Modal
      open
      title={key !== null ? t`Edit ${key}` : t`Add config`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button primary" disabled={!canSave} onClick={() => void submit()}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
        </>
      }
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {target.kind === "add" && (
          <div className="field">
            <label htmlFor={ids.key}>
              <Trans>Key</Trans>
            </label>
            <input
              id={ids.key}
              value={keyInput}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={keyError !== null}
              aria-describedby={keyError ? ids.keyError : undefined}
              onChange={(event) => {
                setKeyInput(event.target.value);
                setKeyError(null);
              }}
            />
            {keyError && (
              <p id={ids.keyError} className="field-error" role="alert">
                {keyErrorText[keyError]}
              </p>
            )}
          </div>
        )}
        {parsed.status === "valid" && (
          <ModelSelects
            configKey={key ?? keyInput.trim()}
            value={parsed.value}
            onChange={(value) => {
              setText(formatJson(value));
              setSubmitError(null);
            }}
          />
        )}
        <div className="field">
          <label htmlFor={ids.value}>
            <Trans>Value (JSON)</Trans>
          </label>
          <textarea
            id={ids.value}
            className="json-editor"
            value={text}
            rows={12}
            spellCheck={false}
            aria-invalid={valueError !== null}
            aria-describedby={valueError ? `${ids.valueHelp} ${ids.valueError}` : ids.valueHelp}
            onChange={(event) => {
              setText(event.target.value);
              setSubmitError(null);
            }}
          />
          <p id={ids.valueHelp} className="muted">
            <Trans>Any JSON: text in double quotes, a number, true or false, an object or a list.</Trans>
          </p>
          {valueError && (
            <p id={ids.valueError} className="field-error" role="alert">
              {valueError}
            </p>
          )}
        </div>
        {submitError && (
          <p className="form-error" role="alert">
            {submitErrorText[submitError]}
          </p>
        )}
      </form>
    </Modal>
  );
}
