import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FEEDBACK_PAGE_SIZE } from "../../../shared/constants";
import type { FeedbackJson } from "../../../shared/story-json";
import { usePageWithinRange } from "../../shared/api/paged-query";
import { LoadError } from "../../shared/ui/LoadError";
import { Modal } from "../../shared/ui/Modal";
import { Pager } from "../../shared/ui/Pager";
import { Icon } from "../../shared/ui/icons";
import { useTimeAgo } from "../stories/time-ago";
import { useStoryFeedback } from "./my-stories-queries";

interface OwnerFeedbackModalProps {
  storyId: string;
  storyTitle: string;
  onClose: () => void;
}

/**
 * What readers said about one of the owner's public stories (docs/product.md §6, §7):
 * pages of 5, newest first, each with the reader's name, reaction, text and age.
 */
export function OwnerFeedbackModal({ storyId, storyTitle, onClose }: OwnerFeedbackModalProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useStoryFeedback(storyId, page);
  const status = isError ? "error" : isFetching ? "loading" : "ready";
  // Fewer messages than when the pages were counted: show the new last page.
  const last = data ? Math.max(1, Math.ceil(data.totalFeedbacks / FEEDBACK_PAGE_SIZE)) : page;
  usePageWithinRange(page, setPage, data && data.feedbacks.length === 0 && page > last ? last : null);

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
        {status === "loading" && data === undefined && (
          <p role="status" className="muted">
            <Trans>Loading the feedback…</Trans>
          </p>
        )}
        {status === "error" && (
          <LoadError onRetry={() => void refetch()}>
            <Trans>The feedback could not be loaded.</Trans>
          </LoadError>
        )}
        {status !== "error" && data !== undefined && total === 0 && (
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
