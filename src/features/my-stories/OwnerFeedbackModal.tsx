import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { FEEDBACK_PAGE_SIZE } from "../../../shared/constants";
import type { FeedbackJson } from "../../../shared/story-json";
import { LoadError } from "../../shared/ui/LoadError";
import { Modal } from "../../shared/ui/Modal";
import { Pager } from "../../shared/ui/Pager";
import { Icon } from "../../shared/ui/icons";
import { useTimeAgo } from "../stories/time-ago";
import { listStoryFeedback, type FeedbackPage } from "./my-stories-api";

interface OwnerFeedbackModalProps {
  storyId: string;
  storyTitle: string;
  onClose: () => void;
  /** Told the total the server counted, so the card's count stays current. */
  onTotal?: (total: number) => void;
}

/**
 * What readers said about one of the owner's public stories (SPEC §6, §7):
 * pages of 5, newest first, each with the reader's name, reaction, text and age.
 */
export function OwnerFeedbackModal({ storyId, storyTitle, onClose, onTotal }: OwnerFeedbackModalProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FeedbackPage | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [attempt, setAttempt] = useState(0);
  const onTotalRef = useRef(onTotal);
  onTotalRef.current = onTotal;

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    listStoryFeedback(storyId, page, controller.signal)
      .then((answer) => {
        setData(answer);
        setStatus("ready");
        onTotalRef.current?.(answer.totalFeedbacks);
        // Fewer messages than when the pages were counted: show the new last page.
        const last = Math.max(1, Math.ceil(answer.totalFeedbacks / FEEDBACK_PAGE_SIZE));
        if (answer.feedbacks.length === 0 && page > last) setPage(last);
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("error");
      });
    return () => controller.abort();
  }, [storyId, page, attempt]);

  const total = data?.totalFeedbacks ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE));
  const feedbacks = data?.feedbacks ?? [];

  return (
    <Modal
      open
      title={<Trans>Readers’ feedback on “{storyTitle}”</Trans>}
      onClose={onClose}
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <div className="owner-feedback" aria-busy={status === "loading" || undefined}>
        {status === "loading" && data === null && (
          <p role="status" className="muted">
            <Trans>Loading the feedback…</Trans>
          </p>
        )}
        {status === "error" && (
          <LoadError onRetry={() => setAttempt((n) => n + 1)}>
            <Trans>The feedback could not be loaded.</Trans>
          </LoadError>
        )}
        {status !== "error" && data !== null && total === 0 && (
          <p className="owner-feedback-empty">
            <Trans>No feedback yet. Readers can leave a message after playing your story.</Trans>
          </p>
        )}
        {status !== "error" && feedbacks.length > 0 && (
          <ol className="owner-feedback-list">
            {feedbacks.map((feedback) => (
              <FeedbackItem key={feedback._id} feedback={feedback} />
            ))}
          </ol>
        )}
        {status !== "error" && pageCount > 1 && (
          <Pager
            label={t`Feedback pages`}
            pageNumber={page}
            pageCount={pageCount}
            busy={status === "loading"}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
            previous={<Trans>Newer</Trans>}
            next={<Trans>Older</Trans>}
          />
        )}
      </div>
    </Modal>
  );
}

function FeedbackItem({ feedback }: { feedback: FeedbackJson }) {
  const timeAgo = useTimeAgo();
  const { reaction } = feedback;
  return (
    <li className="owner-feedback-item">
      <p className="owner-feedback-head">
        <strong className="owner-feedback-name">{feedback.userId.name}</strong>
        {reaction && (
          <span className={`owner-feedback-reaction ${reaction}`}>
            <Icon name={reaction} />
            {reaction === "like" ? <Trans>Liked it</Trans> : <Trans>Did not like it</Trans>}
          </span>
        )}
        <time dateTime={feedback.createdAt}>{timeAgo(feedback.createdAt)}</time>
      </p>
      <p className="owner-feedback-text">{feedback.feedbackText}</p>
    </li>
  );
}
