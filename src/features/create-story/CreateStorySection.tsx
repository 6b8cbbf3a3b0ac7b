import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useId, useState, type JSX, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { MAX_IDEA_LENGTH, MAX_IDEAS } from "../../../shared/constants";
import { useExtraProfiles } from "../profile/profile-queries";
import { sessionAtom } from "../session/session";
import { useCreateStory, useSuggestions } from "./create-story-queries";
import { createStoryError, type CreateStoryError } from "./error-text";
import "./create-story.css";

const sameIdea = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Create story (SPEC §2): idea chips typed or picked from suggestions, then
 * start creating. The new story shows at the top of My stories at once.
 */
export function CreateStorySection({ onCreated }: { onCreated?: (story: { _id: string }) => void }): JSX.Element {
  const { t, i18n } = useLingui();
  const session = useAtomValue(sessionAtom);
  const account = session.status === "signedIn" ? session.user : null;
  // Suggestions follow the account's language, as stories and e-mails do.
  const language = account?.preferredLanguage ?? (i18n.locale === "fr-FR" ? "fr-FR" : "en-US");
  const inputId = useId();
  const forId = useId();
  // Without extra profiles (or if they cannot be loaded) the story is simply for the account.
  const { data: children = [] } = useExtraProfiles();
  // Who the story is for: the account itself unless an extra profile is chosen.
  const [profileId, setProfileId] = useState<string | undefined>(undefined);
  const hintId = useId();
  const [ideas, setIdeas] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CreateStoryError | null>(null);
  const [started, setStarted] = useState(false);
  const suggestionsQuery = useSuggestions(language);
  const suggestions = suggestionsQuery.isFetching
    ? ({ status: "loading" } as const)
    : suggestionsQuery.isError
      ? ({ status: "error" } as const)
      : ({ status: "ready", ideas: suggestionsQuery.data ?? [] } as const);
  const creating = useCreateStory();
  const full = ideas.length >= MAX_IDEAS;

  /** Adds a chip unless it is blank, already there, or the list is full (SPEC §5). */
  const addIdea = (raw: string) => {
    const idea = raw.trim().slice(0, MAX_IDEA_LENGTH);
    if (idea === "" || full || busy) return;
    setError(null);
    setStarted(false);
    setIdeas((list) => (list.some((existing) => sameIdea(existing, idea)) ? list : [...list, idea]));
  };

  const addDraft = () => {
    if (draft.trim() === "" || full) return;
    addIdea(draft);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addDraft();
  };

  const removeIdea = (idea: string) => setIdeas((list) => list.filter((existing) => existing !== idea));

  const cancel = () => {
    setIdeas([]);
    setDraft("");
    setError(null);
    setStarted(false);
  };

  const create = async () => {
    if (ideas.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    setStarted(false);
    try {
      const story = await creating.mutateAsync({ ideas, profileId: profileId ?? account?._id });
      setIdeas([]);
      setDraft("");
      setStarted(true);
      onCreated?.(story);
    } catch (caught) {
      setError(createStoryError(caught, i18n));
    } finally {
      setBusy(false);
    }
  };

  const remaining = suggestions.status === "ready" ? suggestions.ideas.filter((idea) => !ideas.some((chosen) => sameIdea(chosen, idea))) : [];
  const count = ideas.length;

  return (
    <div className="create-story">
      <p className="muted">
        <Trans>Choose a few ideas (a hero, a place, a magic object…) and Fabulo writes, paints and tells a story with them.</Trans>
      </p>

      <div className="idea-entry">
        <label htmlFor={inputId}>
          <Trans>Your ideas</Trans>
        </label>
        <div className="idea-entry-row">
          <input
            id={inputId}
            type="text"
            value={draft}
            maxLength={MAX_IDEA_LENGTH}
            placeholder={t`A dragon who is afraid of the dark`}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="enter"
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button" onClick={addDraft} disabled={busy || full || draft.trim() === ""}>
            <Trans>Add</Trans>
          </button>
        </div>
        <p id={hintId} className={full ? "idea-hint idea-hint-full" : "idea-hint muted"}>
          {full ? (
            <Trans>You have {MAX_IDEAS} ideas, the most a story can have. Remove one to add another.</Trans>
          ) : (
            <Trans>
              {count} of {MAX_IDEAS} ideas
            </Trans>
          )}
        </p>
      </div>

      {account && (
        <div className="story-for">
          <label htmlFor={forId}>
            <Trans>Who is this story for?</Trans>
          </label>
          <select id={forId} value={profileId ?? account._id} disabled={busy} onChange={(event) => setProfileId(event.target.value)}>
            <option value={account._id}>{account.name}</option>
            {children.map((child) => (
              <option key={child._id} value={child._id}>
                {child.name}
              </option>
            ))}
          </select>
          <p className="muted">
            <Trans>The story is written for their age, and they may be its hero.</Trans>
          </p>
        </div>
      )}

      {ideas.length > 0 && (
        <ul className="idea-chips" aria-label={t`Chosen ideas`}>
          {ideas.map((idea) => (
            <li key={idea} className="idea-chip">
              <span>{idea}</span>
              <button
                type="button"
                className="idea-chip-remove"
                aria-label={t`Remove ${idea}`}
                onClick={() => removeIdea(idea)}
                disabled={busy}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="idea-suggestions">
        <h3>
          <Trans>Need inspiration?</Trans>
        </h3>
        {suggestions.status === "loading" && (
          <p role="status" className="muted">
            <Trans>Looking for ideas…</Trans>
          </p>
        )}
        {suggestions.status === "error" && (
          <p role="alert" className="form-error">
            <Trans>We could not get suggestions right now.</Trans>
          </p>
        )}
        {suggestions.status === "ready" && remaining.length > 0 && (
          <ul className="suggestion-list" aria-label={t`Suggestions`}>
            {remaining.map((idea) => (
              <li key={idea}>
                <button
                  type="button"
                  className="suggestion"
                  aria-label={t`Add ${idea}`}
                  onClick={() => addIdea(idea)}
                  disabled={busy || full}
                >
                  <span aria-hidden="true">+ </span>
                  {idea}
                </button>
              </li>
            ))}
          </ul>
        )}
        {suggestions.status !== "loading" && (
          <button type="button" className="button suggestion-refresh" onClick={() => void suggestionsQuery.refetch()}>
            {suggestions.status === "error" ? <Trans>Try again</Trans> : <Trans>Other suggestions</Trans>}
          </button>
        )}
      </div>

      {error?.kind === "weeklyLimit" && (
        <div className="form-error create-story-error" role="alert">
          <p>
            <Trans>You have reached the limit of this week, come back next Monday to create again!</Trans>
          </p>
          <Link to="/profile" className="button primary">
            <Trans>Upgrade your plan</Trans>
          </Link>
        </div>
      )}
      {error?.kind === "message" && (
        <p className="form-error create-story-error" role="alert">
          {error.text}
        </p>
      )}
      {started && (
        <p className="form-success" role="status">
          <Trans>Your story is on its way! Follow its progress in My stories.</Trans>
        </p>
      )}

      <div className="create-story-actions">
        <button
          type="button"
          className="button primary"
          onClick={create}
          disabled={busy || ideas.length === 0}
          aria-busy={busy || undefined}
        >
          {busy ? <Trans>Creating your story…</Trans> : <Trans>Start creating</Trans>}
        </button>
        <button type="button" className="button" onClick={cancel} disabled={busy || (ideas.length === 0 && draft === "")}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
