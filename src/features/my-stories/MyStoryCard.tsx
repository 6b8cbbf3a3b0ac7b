import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { Link } from "wouter";
import type { ReviewReason } from "../../../shared/review";
import { isFinalStatus } from "../../../shared/story-json";
import { lazySection } from "../../shared/ui/LazySection";
import { Icon } from "../../shared/ui/icons";
import { StoryCounts } from "../stories/StoryCounts";
import { useTimeAgo } from "../stories/time-ago";
import { useStoryStatus, useStorySummary, type MyStory } from "./my-stories-queries";
import { STATUS_LABELS } from "./status-labels";

// Read by few owners, and only now and then: the dialog's code loads when first opened.
const OwnerFeedbackModal = lazySection(() => import("./OwnerFeedbackModal").then((module) => module.OwnerFeedbackModal));

interface MyStoryCardProps {
  story: MyStory;
  downloading: boolean;
  onGone: (id: string) => void;
  onPublish: (story: MyStory) => void;
  onShare: (story: MyStory) => void;
  onDelete: (story: MyStory) => void;
  onDownload: (story: MyStory) => void;
}

/**
 * One of the user's stories. Its actions sit on the cover: shown on hover and
 * whenever focus is inside the card, and always on touch screens, so no action
 * needs a mouse. A story still being made shows its progress and is polled.
 */
export function MyStoryCard({ story, downloading, onGone, onPublish, onShare, onDelete, onDownload }: MyStoryCardProps) {
  const { t, i18n } = useLingui();
  const timeAgo = useTimeAgo();
  const id = story._id;

  useStoryStatus(story, () => onGone(id));

  const inProgress = !isFinalStatus(story.generatingStatus);
  const partial = story.generatingStatus === "PartiallyGenerated";
  const title = story.title.trim() || t`Your new story`;
  const titleId = `my-story-${id}-title`;
  // An unknown status (a newer server) reads as the first step rather than breaking the card.
  const statusLabel = i18n._(STATUS_LABELS[story.generatingStatus] ?? STATUS_LABELS.Initialized);
  const slug = story.slug?.trim() ?? "";
  // "approved" reads as plain "Public"; waiting and declined stories say so, with why.
  const review = story.review === "waiting" || story.review === "declined" ? story.review : null;

  return (
    <article className={inProgress ? "my-story-card in-progress" : "my-story-card"} aria-labelledby={titleId}>
      <div className="my-story-cover">
        {/* The picture's frame holds the progress; the actions lie outside it (under it on a phone). */}
        <div className="my-story-picture">
          {story.coverImage ? (
            <img src={story.coverImage} alt="" loading="lazy" decoding="async" width={400} height={300} />
          ) : (
            !inProgress && (
              <span className="my-story-placeholder" aria-hidden="true">
                <Icon name="stories" />
              </span>
            )
          )}
          {inProgress && (
            <div className="my-story-progress" role="status">
              <span className="spinner" aria-hidden="true" />
              <span>{statusLabel}</span>
            </div>
          )}
        </div>
        <div className="my-story-actions" role="group" aria-label={t`Actions for ${title}`}>
          {!inProgress && slug !== "" && (
            <Link className="button primary" to={`/story/${encodeURIComponent(slug)}`}>
              <Trans>Play</Trans>
            </Link>
          )}
          {!inProgress && !story.isPublic && story.review !== "declined" && (
            <button type="button" className="button" onClick={() => onPublish(story)}>
              <Trans>Make public</Trans>
            </button>
          )}
          {!inProgress && (
            <button type="button" className="button" onClick={() => onShare(story)}>
              <Trans>Share</Trans>
            </button>
          )}
          {!inProgress && (
            <button
              type="button"
              className="button"
              onClick={() => onDownload(story)}
              disabled={downloading}
              aria-busy={downloading || undefined}
            >
              {downloading ? <Trans>Preparing the PDF…</Trans> : <Trans>Download PDF</Trans>}
            </button>
          )}
          <button type="button" className="button danger" onClick={() => onDelete(story)}>
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
      <div className="my-story-body">
        <h3 id={titleId} className="my-story-title">
          {title}
        </h3>
        <p className="my-story-meta">
          <time dateTime={story.date}>{timeAgo(story.date)}</time>
        </p>
        {story.isPublic && !inProgress && <PublicStoryFeedback story={story} title={title} />}
        {(story.isPublic || partial || review) && (
          <p className="my-story-tags">
            {story.isPublic && !review && (
              <span className="my-story-tag public">
                <Trans>Public</Trans>
              </span>
            )}
            {review && <ReviewTag review={review} reason={story.reviewReason ?? null} />}
            {partial && (
              <>
                <span className="my-story-tag partial">
                  <Trans>Partially generated</Trans>
                </span>
                <span className="my-story-fixing">{statusLabel}</span>
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

/** Where a story made public stands when others cannot see it: in review, or not published, and why. */
function ReviewTag({ review, reason }: { review: "waiting" | "declined"; reason: ReviewReason | null }) {
  return (
    <>
      {review === "waiting" ? (
        <span className="my-story-tag review">
          <Trans>In review</Trans>
        </span>
      ) : (
        <span className="my-story-tag declined">
          <Trans>Not published</Trans>
        </span>
      )}
      {reason === "new-account" && (
        <span className="my-story-review-reason">
          <Trans>A new account’s stories are checked first</Trans>
        </span>
      )}
      {reason === "reported" && (
        <span className="my-story-review-reason">
          <Trans>Reported by readers</Trans>
        </span>
      )}
    </>
  );
}

/**
 * The owner's view of how readers received a public story (docs/product.md §6): its
 * counts, fresh from the server, and a button opening the feedback messages.
 */
function PublicStoryFeedback({ story, title }: { story: MyStory; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = story._id;
  // The list's own counts stay shown until (or if not) the summary arrives.
  const { data: summary } = useStorySummary(id);
  const counts = summary ?? {
    likes: story.likes ?? 0,
    dislikes: story.dislikes ?? 0,
    feedbackCount: story.feedbackCount ?? 0,
  };

  return (
    <div className="my-story-feedback">
      <StoryCounts {...counts} />
      <button
        type="button"
        className="button my-story-feedback-button"
        aria-label={t`Readers’ feedback on “${title}”`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="feedback" />
        <Trans>Feedback</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <OwnerFeedbackModal storyId={id} storyTitle={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
