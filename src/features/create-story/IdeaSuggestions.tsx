import { Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../../shared/enums";
import { useSuggestions } from "./create-story-queries";
import type { IdeaChips } from "./use-idea-chips";

interface IdeaSuggestionsProps {
  language: Language;
  chips: IdeaChips;
  disabled: boolean;
  onAdd: (idea: string) => void;
}

/** Ideas offered in the account's language, each added with one press; others on request. */
export function IdeaSuggestions({ language, chips, disabled, onAdd }: IdeaSuggestionsProps) {
  const { t } = useLingui();
  const suggestions = useSuggestions(language);
  const remaining = suggestions.isFetching || suggestions.isError ? [] : chips.unchosen(suggestions.data ?? []);
  return (
    <div className="idea-suggestions">
      <h3>
        <Trans>Need inspiration?</Trans>
      </h3>
      {suggestions.isFetching ? (
        <p role="status" className="muted">
          <Trans>Looking for ideas…</Trans>
        </p>
      ) : (
        suggestions.isError && (
          <p role="alert" className="form-error">
            <Trans>We could not get suggestions right now.</Trans>
          </p>
        )
      )}
      {remaining.length > 0 && (
        <ul className="suggestion-list" aria-label={t`Suggestions`}>
          {remaining.map((idea) => (
            <li key={idea}>
              <button
                type="button"
                className="suggestion"
                aria-label={t`Add ${idea}`}
                onClick={() => onAdd(idea)}
                disabled={disabled || chips.full}
              >
                <span aria-hidden="true">+ </span>
                {idea}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!suggestions.isFetching && (
        <button type="button" className="button suggestion-refresh" onClick={() => void suggestions.refetch()}>
          {suggestions.isError ? <Trans>Try again</Trans> : <Trans>Other suggestions</Trans>}
        </button>
      )}
    </div>
  );
}
