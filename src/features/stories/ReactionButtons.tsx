import { useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { ApiMessage } from "../../../shared/messages";
import type { ReactionName } from "../../../shared/story-json";
import { ApiRequestError } from "../../shared/api/client";
import { useSession } from "../session/session";
import { lastReactionAtom, postReaction, toggledReaction, type ReactionState } from "./reactions-api";
import { SignInRequiredModal } from "./SignInRequiredModal";

interface ReactionButtonsProps {
  storyId: string;
  value: ReactionState;
  onChange: (state: ReactionState) => void;
}

/**
 * Like and dislike with their counts. The counts change at once (SPEC §4);
 * the server's answer then replaces them, and a failure puts them back.
 */
export function ReactionButtons({ storyId, value, onChange }: ReactionButtonsProps) {
  const { t } = useLingui();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  // One request at a time: a second press would toggle from a state the server has not reached yet.
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const announce = useSetAtom(lastReactionAtom);

  const { likes, dislikes } = value;

  const react = async (reaction: ReactionName) => {
    if (session.status !== "signedIn") return setSignInOpen(true);
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setError(null);
    const before = value;
    onChange(toggledReaction(before, reaction));
    try {
      const saved = await postReaction(storyId, reaction);
      onChange(saved);
      announce({ storyId, state: saved });
    } catch (caught) {
      onChange(before);
      if (caught instanceof ApiRequestError && caught.body.message === ApiMessage.loginRequired) setSignInOpen(true);
      else setError(t`Your reaction could not be saved. Please try again.`);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="reaction-button"
        aria-pressed={value.userReaction === "like"}
        aria-label={t`Like (${likes})`}
        aria-busy={busy || undefined}
        onClick={() => void react("like")}
      >
        <span aria-hidden="true">👍</span>
        <span aria-hidden="true">{likes}</span>
      </button>
      <button
        type="button"
        className="reaction-button"
        aria-pressed={value.userReaction === "dislike"}
        aria-label={t`Dislike (${dislikes})`}
        aria-busy={busy || undefined}
        onClick={() => void react("dislike")}
      >
        <span aria-hidden="true">👎</span>
        <span aria-hidden="true">{dislikes}</span>
      </button>
      {error && (
        <p className="card-error" role="alert">
          {error}
        </p>
      )}
      <SignInRequiredModal open={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  );
}
