import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Reaction } from "../../../shared/enums";
import { Modal } from "../../shared/ui/Modal";
import { FeedbackForm } from "../stories/FeedbackForm";

export type EndDialogKind = "feedback" | "goodbye";

interface EndDialogProps {
  open: boolean;
  kind: EndDialogKind;
  storyId: string;
  currentReaction: Reaction | null;
  signedOut: boolean;
  /** Where /login should come back to. */
  storyPath: string;
  /** The reader has just sent feedback: the goodbye dialog thanks them. */
  thanked: boolean;
  onFeedbackSent: () => void;
  onReplay: () => void;
  onClose: () => void;
}

/**
 * What opens when the last chapter's audio ends (docs/product.md §2): a signed-in reader
 * who does not own the story and has not left feedback is asked for it;
 * everyone else gets the 'hope you liked it' dialog.
 */
export function EndDialog(props: EndDialogProps) {
  const { open, kind, onClose } = props;
  if (kind === "feedback") {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={<Trans>The end! What did you think?</Trans>}
        actions={
          <Link to="/#create-story" className="button">
            <Trans>Write your own story</Trans>
          </Link>
        }
      >
        {/* Mounted only while open so each opening starts with an empty form. */}
        {open && (
          <FeedbackForm
            storyId={props.storyId}
            currentReaction={props.currentReaction}
            onSent={props.onFeedbackSent}
            onCancel={onClose}
          />
        )}
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>We hope you liked this story!</Trans>}
      actions={
        <>
          {props.signedOut && (
            <Link to="/login" state={{ from: props.storyPath }} className="button primary">
              <Trans>Log in</Trans>
            </Link>
          )}
          <button type="button" className="button" onClick={props.onReplay}>
            <Trans>Read it again</Trans>
          </button>
          <Link to="/" className="button">
            <Trans>Home</Trans>
          </Link>
        </>
      }
    >
      {props.thanked ? (
        <p role="status">
          <Trans>Thank you for your feedback!</Trans>
        </p>
      ) : (
        <p>
          <Trans>Come back soon for another story.</Trans>
        </p>
      )}
      {props.signedOut && (
        <p className="muted">
          <Trans>Log in to create your own stories and keep your favourites.</Trans>
        </p>
      )}
    </Modal>
  );
}
