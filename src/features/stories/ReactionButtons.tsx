import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useLayoutEffect, useRef, useState } from "react";
import type { Reaction } from "../../../shared/enums";
import { ApiRequestError } from "../../shared/api/client";
import { Icon } from "../../shared/ui/icons";
import { useSession } from "../session/session";
import { postReaction, toggledReaction, type ReactionState } from "./reactions-api";
import { useReactionSaved } from "./stories-queries";
import { SignInPrompt } from "./SignInPrompt";

function isSignInRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

interface ReactionButtonsProps {
  storyId: string;
  value: ReactionState;
  onChange: (state: ReactionState) => void;
}

/**
 * Like and dislike with their counts. The counts change at once (docs/product.md §4);
 * the server's answer then replaces them, and a failure puts them back.
 */
export function ReactionButtons({ storyId, value, onChange }: ReactionButtonsProps) {
  const { t } = useLingui();
  const session = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  // One request at a time, since each press toggles from the state the previous one left on the
  // server. Presses made meanwhile wait in order (a child tapping fast loses none of them) and show at once.
  const pending = useRef(false);
  const queued = useRef<Reaction[]>([]);
  const shown = useRef(value);
  // What the list shows now, for presses queued meanwhile; synced before any event can read it.
  useLayoutEffect(() => {
    shown.current = value;
  }, [value]);
  const reactionSaved = useReactionSaved();

  const { likes, dislikes } = value;

  const show = (state: ReactionState) => {
    shown.current = state;
    onChange(state);
  };

  // The server's last known state in a run of presses: where a failure puts the counts back.
  const confirmed = useRef(value);
  const saving = useMutation({
    mutationFn: async ({ reaction, from }: { reaction: Reaction; from: ReactionState }) => {
      confirmed.current = from;
      confirmed.current = await postReaction(storyId, reaction);
      for (let next = queued.current.shift(); next; next = queued.current.shift()) {
        confirmed.current = await postReaction(storyId, next);
      }
      return confirmed.current;
    },
    onSuccess: (saved) => {
      show(saved);
      reactionSaved(storyId);
    },
    onError: (caught) => {
      // The failed press and any queued after it are dropped: the counts go back to the server's last state.
      queued.current = [];
      show(confirmed.current);
      // 401 is "Login required" for a visitor, or a session that could not be renewed: either way, sign in.
      // (By status, not by message: the spec's message table stays out of the first screen's code.)
      if (isSignInRefusal(caught)) setSignInOpen(true);
    },
    onSettled: () => {
      pending.current = false;
    },
  });
  const busy = saving.isPending;
  const error = saving.isError && !isSignInRefusal(saving.error) ? t`Your reaction could not be saved. Please try again.` : null;

  const react = (reaction: Reaction) => {
    if (session.status !== "signedIn") return setSignInOpen(true);
    const from = shown.current;
    show(toggledReaction(from, reaction));
    if (pending.current) {
      queued.current.push(reaction);
      return;
    }
    pending.current = true;
    saving.mutate({ reaction, from });
  };

  return (
    <>
      <button
        type="button"
        className="reaction-button"
        aria-pressed={value.userReaction === "like"}
        aria-label={t`Like: ${likes}`}
        aria-busy={busy || undefined}
        onClick={() => react("like")}
      >
        <Icon name="like" />
        <span aria-hidden="true">{likes}</span>
      </button>
      <button
        type="button"
        className="reaction-button"
        aria-pressed={value.userReaction === "dislike"}
        aria-label={t`Dislike: ${dislikes}`}
        aria-busy={busy || undefined}
        onClick={() => react("dislike")}
      >
        <Icon name="dislike" />
        <span aria-hidden="true">{dislikes}</span>
      </button>
      {error && (
        <p className="card-error" role="alert">
          {error}
        </p>
      )}
      <SignInPrompt open={signInOpen} onClose={() => setSignInOpen(false)} />
    </>
  );
}
