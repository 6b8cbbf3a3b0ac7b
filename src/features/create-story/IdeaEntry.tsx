import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type KeyboardEvent } from "react";
import { MAX_IDEA_LENGTH, MAX_IDEAS } from "../../../shared/constants";
import type { IdeaChips } from "./use-idea-chips";

/** The typed idea with its Add button, how many are chosen, and the chosen ones as removable chips. */
export function IdeaEntry({ chips, disabled, onChange }: { chips: IdeaChips; disabled: boolean; onChange: () => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const count = chips.ideas.length;
  const addDraft = () => {
    if (chips.addDraft()) onChange();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addDraft();
  };
  return (
    <>
      <div className="idea-entry">
        <label htmlFor={inputId}>
          <Trans>Your ideas</Trans>
        </label>
        <div className="idea-entry-row">
          <input
            id={inputId}
            type="text"
            value={chips.draft}
            maxLength={MAX_IDEA_LENGTH}
            placeholder={t`A dragon who is afraid of the dark`}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="enter"
            disabled={disabled}
            onChange={(event) => chips.setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button" onClick={addDraft} disabled={disabled || chips.full || chips.draft.trim() === ""}>
            <Trans>Add</Trans>
          </button>
        </div>
        <p id={hintId} className={chips.full ? "idea-hint idea-hint-full" : "idea-hint muted"}>
          {chips.full ? (
            <Trans>You have {MAX_IDEAS} ideas, the most a story can have. Remove one to add another.</Trans>
          ) : (
            <Trans>
              {count} of {MAX_IDEAS} ideas
            </Trans>
          )}
        </p>
      </div>
      {count > 0 && (
        <ul className="idea-chips" aria-label={t`Chosen ideas`}>
          {chips.ideas.map((idea) => (
            <li key={idea} className="idea-chip">
              <span>{idea}</span>
              <button
                type="button"
                className="idea-chip-remove"
                aria-label={t`Remove ${idea}`}
                onClick={() => chips.remove(idea)}
                disabled={disabled}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
