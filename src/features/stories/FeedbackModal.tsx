import { Trans } from "@lingui/react/macro";
import type { Reaction } from "../../../shared/enums";
import { Modal } from "../../shared/ui/Modal";
import { FeedbackForm, type FeedbackSent } from "./FeedbackForm";

interface FeedbackModalProps {
  open: boolean;
  storyId: string;
  storyTitle: string;
  currentReaction: Reaction | null;
  onClose: () => void;
  onSent: (sent: FeedbackSent) => void;
}

/** The feedback dialog of a story card (docs/product.md §2: like/dislike choice plus a message). */
export function FeedbackModal({ open, storyId, storyTitle, currentReaction, onClose, onSent }: FeedbackModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Feedback on “{storyTitle}”</Trans>}>
      {/* Mounted only while open so each opening starts with an empty form. */}
      {open && <FeedbackForm storyId={storyId} currentReaction={currentReaction} onSent={onSent} onCancel={onClose} />}
    </Modal>
  );
}
