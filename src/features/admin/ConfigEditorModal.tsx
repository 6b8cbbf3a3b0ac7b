import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { CONFIG_VALUE_MAX_BYTES, isValidConfigKey, type ConfigEntry, type ModerationLetThrough } from "../../../shared/configs";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError } from "../../shared/api/client";
import { Modal } from "../../shared/ui/Modal";
import { checkModerationLists, createConfig, updateConfig, type ModerationCheck } from "./configs-api";
import { LetThroughIdeas } from "./LetThroughIdeas";
import { useLetThroughConfirmation, type LetThroughConfirmation } from "./let-through-confirmation";
import { ModerationFigures } from "./ModerationFigures";
import { formatJson, parseJsonText } from "./json-text";
import { ModelSelects } from "./ModelSelects";

export type EditorTarget = { kind: "edit"; entry: ConfigEntry } | { kind: "add" };

interface ConfigEditorModalProps {
  target: EditorTarget;
  onClose: () => void;
  onSaved: (entry: ConfigEntry) => void;
}

type KeyError = "required" | "format" | "exists" | null;
type SubmitError =
  | { kind: "forbidden" | "tooLarge" | "tooDeep" | "coverage" | "letThrough" | "failed" }
  | { kind: "invalid"; fields: string }
  | null;
type Figures = Pick<ModerationCheck, "figures" | "defaults">;

/** The moderation figures a refused save carries (the server's coverage check), if any. */
function refusedFigures(body: unknown): Figures | null {
  const { figures, defaults } = body as Partial<Figures>;
  return figures && defaults ? { figures, defaults } : null;
}

/** What the lists let through, when that is why the server refused the save. */
function refusedLetThrough(body: unknown): ModerationLetThrough | null {
  return (body as { letThrough?: ModerationLetThrough }).letThrough ?? null;
}

/** What a refused save means for the editor: a key error, or an error with what the server measured. */
type SaveRefusal =
  | { keyError: NonNullable<KeyError> }
  | { submitError: NonNullable<SubmitError>; figures?: Figures; letThrough?: ModerationLetThrough };

function saveRefusal(error: Error): SaveRefusal {
  if (!(error instanceof ApiRequestError)) return { submitError: { kind: "failed" } };
  if (error.status === 409) return { keyError: "exists" };
  if (error.status === 401 || error.status === 403) return { submitError: { kind: "forbidden" } };
  if (error.body.message === ApiMessage.keyRequired) return { keyError: "required" };
  if (error.body.message === ApiMessage.invalidConfigKey) return { keyError: "format" };
  if (error.body.message === ApiMessage.configValueTooLarge || error.status === 413) return { submitError: { kind: "tooLarge" } };
  if (error.body.message === ApiMessage.configTooDeep) return { submitError: { kind: "tooDeep" } };
  const figures = refusedFigures(error.body);
  if (figures) return { submitError: { kind: "coverage" }, figures };
  const letThrough = refusedLetThrough(error.body);
  if (letThrough) return { submitError: { kind: "letThrough" }, letThrough };
  const fields = [...new Set(error.body.errors?.map((item) => item.field) ?? [])];
  if (error.status === 400 && fields.length > 0) return { submitError: { kind: "invalid", fields: fields.join(", ") } };
  return { submitError: { kind: "failed" } };
}

/**
 * Edits one config value (PUT) or adds a new key (POST) with a JSON editor; model ids also
 * get selects (ModelSelects) that rewrite the JSON text, which stays what Save sends.
 * Invalid JSON shows 'Not valid format' and disables Save (docs/product.md §5); an empty
 * key shows 'Key is required' and sends nothing.
 */
export function ConfigEditorModal({ target, onClose, onSaved }: ConfigEditorModalProps) {
  const { t } = useLingui();
  const ids = { value: useId(), valueHelp: useId(), valueError: useId() };
  const [keyInput, setKeyInput] = useState("");
  const [text, setText] = useState(target.kind === "edit" ? formatJson(target.entry.value) : "");
  const [keyError, setKeyError] = useState<KeyError>(null);
  const [submitError, setSubmitError] = useState<SubmitError>(null);
  const [valueRequired, setValueRequired] = useState(false);
  const [check, setCheck] = useState<CheckState>({ state: "idle" });
  const letThrough = useLetThroughConfirmation();

  const save = useMutation({
    mutationFn: (entry: ConfigEntry) =>
      target.kind === "edit" ? updateConfig(entry, letThrough.confirmation) : createConfig(entry, letThrough.confirmation),
    onSuccess: onSaved,
    onError: showSaveError,
  });
  const saving = save.isPending;

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
    save.mutate({ key: entryKey, value: parsed.value });
  }

  function showSaveError(error: Error) {
    const refusal = saveRefusal(error);
    if ("keyError" in refusal) return setKeyError(refusal.keyError);
    if (refusal.figures) setCheck({ state: "done", result: refusal.figures });
    if (refusal.letThrough) letThrough.show(refusal.letThrough);
    setSubmitError(refusal.submitError);
  }

  /** The figures these lists would have, and what they let through, without saving them. */
  async function runCheck() {
    if (parsed.status !== "valid") return;
    setCheck({ state: "checking" });
    try {
      const result = await checkModerationLists(parsed.value);
      setCheck({ state: "done", result });
      letThrough.show(result.letThrough);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? [...new Set(error.body.errors?.map((item) => item.field) ?? [])] : [];
      setCheck({ state: "failed" });
      if (fields.length > 0) setSubmitError({ kind: "invalid", fields: fields.join(", ") });
    }
  }

  const keyErrorText = {
    required: t`Key is required`,
    format: t`Use 1 to 100 letters, digits, dots, dashes or underscores.`,
    exists: t`This key already exists`,
  };
  const submitErrorText = useSubmitErrorText();
  const entryKey = key ?? keyInput.trim();
  const valueError =
    parsed.status === "invalid"
      ? t`Not valid format`
      : parsed.status === "tooLarge"
        ? submitErrorText({ kind: "tooLarge" })
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
          <KeyField
            value={keyInput}
            error={keyError && keyErrorText[keyError]}
            onChange={(value) => {
              setKeyInput(value);
              setKeyError(null);
            }}
          />
        )}
        {parsed.status === "valid" && (
          <ModelSelects
            configKey={entryKey}
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
              setCheck({ state: "idle" });
              letThrough.show(null);
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
        {entryKey === "moderationLists" && (
          <ModerationCheckPanel
            check={check}
            canCheck={parsed.status === "valid"}
            onCheck={() => void runCheck()}
            letThrough={letThrough}
            onConfirm={() => setSubmitError(null)}
          />
        )}
        {submitError && (
          <p className="form-error" role="alert">
            {submitErrorText(submitError)}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** The new key's input (add only), with its error. */
function KeyField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  const ids = { key: useId(), error: useId() };
  return (
    <div className="field">
      <label htmlFor={ids.key}>
        <Trans>Key</Trans>
      </label>
      <input
        id={ids.key}
        value={value}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={ids.error} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The words for a save the server refused. */
function useSubmitErrorText() {
  const { t } = useLingui();
  const maxKilobytes = CONFIG_VALUE_MAX_BYTES / 1024;
  return (error: NonNullable<SubmitError>) => {
    if (error.kind === "invalid") {
      const { fields } = error;
      return t`Not saved: this value would break the app. Check ${fields}.`;
    }
    return {
      forbidden: t`You do not have access to this page`,
      tooLarge: t`This value is too large (${maxKilobytes} KB at most).`,
      tooDeep: t`This value is nested too deeply (32 levels at most).`,
      coverage: t`Not saved: these lists catch fewer unsafe ideas, or refuse more safe ones, than the defaults.`,
      letThrough: t`Not saved: these lists let through ideas the defaults refuse. Read them, and confirm to save anyway.`,
      failed: t`The configuration could not be saved. Please try again.`,
    }[error.kind];
  };
}

type CheckState = { state: "idle" | "checking" | "failed" } | { state: "done"; result: Figures };

interface ModerationCheckPanelProps {
  check: CheckState;
  canCheck: boolean;
  onCheck: () => void;
  letThrough: LetThroughConfirmation;
  onConfirm: () => void;
}

/**
 * "Check against the corpus": the figures these lists would have, beside the defaults', and the ideas
 * the defaults refuse that they let through, which the admin confirms before saving.
 */
function ModerationCheckPanel({ check, canCheck, onCheck, letThrough, onConfirm }: ModerationCheckPanelProps) {
  const found = letThrough.letThrough;
  return (
    <div className="moderation-check" aria-live="polite">
      <button type="button" className="button" disabled={!canCheck || check.state === "checking"} onClick={onCheck}>
        {check.state === "checking" ? <Trans>Checking…</Trans> : <Trans>Check against the corpus</Trans>}
      </button>
      {check.state === "done" && <ModerationFigures figures={check.result.figures} defaults={check.result.defaults} />}
      {check.state === "failed" && (
        <p className="form-error">
          <Trans>The lists could not be checked.</Trans>
        </p>
      )}
      {found && (
        <LetThroughIdeas
          letThrough={found}
          confirm={{
            checked: letThrough.confirmed,
            onChange: (checked) => {
              letThrough.setConfirmed(checked);
              onConfirm();
            },
          }}
        />
      )}
    </div>
  );
}
