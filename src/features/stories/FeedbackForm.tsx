import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FEEDBACK_MAX_LENGTH } from "../../../shared/constants";
import { ApiMessage } from "../../../shared/messages";
import type { Reaction } from "../../../shared/enums";
import { ApiRequestError } from "../../shared/api/client";
import { CountedTextArea } from "../../shared/ui/CountedTextArea";
import { Icon, type IconName } from "../../shared/ui/icons";
import { postReaction, type ReactionState } from "./reactions-api";
import { sendFeedback } from "./stories-api";
import { useFeedbackSent, useReactionSaved } from "./stories-queries";

/** What was sent: the reaction counts when the reaction changed, else null. */
export interface FeedbackSent {
  reaction: ReactionState | null;
}

interface FeedbackFormProps {
  storyId: string;
  onSent: (sent: FeedbackSent) => void;
  onCancel?: () => void;
  /** The caller's current reaction when known (lists know it; the player may not). */
  currentReaction?: Reaction | null;
}

/**
 * Like/dislike choice plus a message (docs/product.md §2, §5): the text is required,
 * non-blank and at most 500 characters; nothing is sent until it is valid.
 */
export function FeedbackForm({ storyId, onSent, onCancel, currentReaction }: FeedbackFormProps) {
  const { t } = useLingui();
  const [reaction, setReaction] = useState<Reaction | null>(currentReaction ?? null);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const reactionSaved = useReactionSaved();
  const feedbackSent = useFeedbackSent();
  const length = text.trim().length;
  const max = FEEDBACK_MAX_LENGTH;
  const tooLong = length > max;

  /**
   * The server stores the caller's reaction with the feedback, so it is set
   * first. React toggles, so when the caller's current reaction was unknown
   * and happened to be the chosen one, the first call removed it: set it again.
   */
  const applyReaction = async (): Promise<ReactionState | null> => {
    if (reaction === null || reaction === currentReaction) return null;
    let result = await postReaction(storyId, reaction);
    if (result.userReaction !== reaction) result = await postReaction(storyId, reaction);
    reactionSaved(storyId);
    return result;
  };

  const sending = useMutation({
    mutationFn: async (message: string) => {
      const reactionResult = await applyReaction();
      await sendFeedback(storyId, message);
      return reactionResult;
    },
    onSuccess: (reactionResult) => {
      feedbackSent(storyId);
      onSent({ reaction: reactionResult });
    },
  });

  const failureText = (caught: unknown): string => {
    const message = caught instanceof ApiRequestError ? caught.body.message : null;
    if (message === ApiMessage.feedbackExists) return t`You have already left feedback on this story.`;
    if (message === ApiMessage.loginRequired) return t`You need to be logged in to perform this action`;
    return t`Your feedback could not be sent. Please try again.`;
  };
  const error = invalid ?? (sending.isError ? failureText(sending.error) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (length === 0) return setInvalid(t`Please write a message.`);
    if (tooLong) return setInvalid(t`Your message can be at most ${max} characters.`);
    setInvalid(null);
    sending.mutate(text.trim());
  };

  const choice = (value: Reaction, label: string, icon: IconName) => (
    <button
      type="button"
      className={`button reaction-choice${reaction === value ? " selected" : ""}`}
      aria-pressed={reaction === value}
      onClick={() => setReaction(reaction === value ? null : value)}
    >
      <Icon name={icon} /> {label}
    </button>
  );

  return (
    <form className="form feedback-form" noValidate onSubmit={submit}>
      <fieldset className="reaction-choices">
        <legend>
          <Trans>Did you like this story?</Trans>
        </legend>
        {choice("like", t`I liked it`, "like")}
        {choice("dislike", t`I didn't like it`, "dislike")}
      </fieldset>
      <CountedTextArea label={<Trans>Your message</Trans>} value={text} onChange={setText} max={max} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        )}
        <button type="submit" className="button primary" disabled={sending.isPending}>
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
