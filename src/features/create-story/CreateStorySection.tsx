import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useId, useState, type JSX } from "react";
import { Link } from "wouter";
import { useExtraProfiles } from "../profile/profile-queries";
import { sessionAtom } from "../session/session";
import { useCreateStory } from "./create-story-queries";
import { createStoryError } from "./error-text";
import { IdeaEntry } from "./IdeaEntry";
import { IdeaSuggestions } from "./IdeaSuggestions";
import { useIdeaChips } from "./use-idea-chips";
import "./create-story.css";

/**
 * Create story (docs/product.md §2): idea chips typed or picked from suggestions, then
 * start creating. The new story shows at the top of My stories at once.
 */
export function CreateStorySection({ onCreated }: { onCreated?: (story: { _id: string }) => void }): JSX.Element {
  const { i18n } = useLingui();
  const session = useAtomValue(sessionAtom);
  const account = session.status === "signedIn" ? session.user : null;
  // Suggestions follow the account's language, as stories and e-mails do.
  const language = account?.preferredLanguage ?? (i18n.locale === "fr-FR" ? "fr-FR" : "en-US");
  const forId = useId();
  // Without extra profiles (or if they cannot be loaded) the story is simply for the account.
  const { data: children = [] } = useExtraProfiles();
  // Who the story is for: the account itself unless an extra profile is chosen.
  const [profileId, setProfileId] = useState<string | undefined>(undefined);
  const chips = useIdeaChips();
  const creating = useCreateStory();
  const busy = creating.isPending;
  const error = creating.isError ? createStoryError(creating.error, i18n) : null;
  const { ideas, draft } = chips;

  // A new choice leaves the last attempt's outcome behind.
  const addIdea = (idea: string) => {
    if (!busy && chips.add(idea)) creating.reset();
  };
  const cancel = () => {
    chips.clear();
    creating.reset();
  };
  const create = () => {
    if (ideas.length === 0 || busy) return;
    creating.mutate(
      { ideas, profileId: profileId ?? account?._id },
      {
        onSuccess: (story) => {
          chips.clear();
          onCreated?.(story);
        },
      },
    );
  };

  return (
    <div className="create-story">
      <p className="muted">
        <Trans>Choose a few ideas (a hero, a place, a magic object…) and Fabulo writes, paints and tells a story with them.</Trans>
      </p>

      <IdeaEntry chips={chips} disabled={busy} onChange={() => creating.reset()} />

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

      <IdeaSuggestions language={language} chips={chips} disabled={busy} onAdd={addIdea} />

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
      {creating.isSuccess && (
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
