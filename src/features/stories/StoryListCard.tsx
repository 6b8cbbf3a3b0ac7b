import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import type { StoryCardJson } from "../../../shared/story-json";
import { lazySection } from "../../shared/ui/LazySection";
import { Icon } from "../../shared/ui/icons";
import { useSession } from "../session/session";
import type { FeedbackSent } from "./FeedbackForm";
import { ReactionButtons } from "./ReactionButtons";
import { ReportButton } from "./ReportButton";
import { SignInPrompt } from "./SignInPrompt";
import { StoryCard } from "./StoryCard";

// Feedback is written by few readers: its form loads when first opened, not with the list.
const FeedbackModal = lazySection(() => import("./FeedbackModal").then((module) => module.FeedbackModal));

interface StoryListCardProps {
  story: StoryCardJson;
  /** The list keeps the story's latest counts so pages kept in memory stay current. */
  onChange: (story: StoryCardJson) => void;
  /** PDF download, offered only to paying users in the public and favourite lists (docs/product.md §6). */
  onDownloadPdf?: (storyId: string) => void;
  /** See StoryCard's `priority`, `deferCover` and `onCoverShown`. */
  priority?: boolean;
  deferCover?: boolean;
  onCoverShown?: () => void;
}

/** A card of the public and favourite lists: reactions, feedback and, for paid plans, the PDF. */
export function StoryListCard({
  story,
  onChange,
  onDownloadPdf,
  priority,
  deferCover,
  onCoverShown,
}: StoryListCardProps) {
  const { t } = useLingui();
  const session = useSession();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [thanks, setThanks] = useState(false);
  const { title, feedbackCount } = story;
  const ownStory = session.status === "signedIn" && session.user._id === story.user;

  const openFeedback = () => {
    if (session.status !== "signedIn") setSignInOpen(true);
    else setFeedbackOpen(true);
  };

  const feedbackSent = ({ reaction }: FeedbackSent) => {
    setFeedbackOpen(false);
    setThanks(true);
    onChange({ ...story, ...(reaction ?? {}), feedbackCount: story.feedbackCount + 1 });
  };

  return (
    <StoryCard
      story={story}
      showCounts={false}
      priority={priority}
      deferCover={deferCover}
      onCoverShown={onCoverShown}
    >
      <ReactionButtons
        storyId={story._id}
        value={{ likes: story.likes, dislikes: story.dislikes, userReaction: story.userReaction }}
        onChange={(state) => onChange({ ...story, ...state })}
      />
      {/* Owners read their feedback elsewhere; the server refuses feedback on one's own story. */}
      {!ownStory && (
        <button
          type="button"
          className="reaction-button"
          aria-label={t`Give feedback: ${feedbackCount}`}
          onClick={openFeedback}
        >
          <Icon name="feedback" />
          <span aria-hidden="true">{story.feedbackCount}</span>
        </button>
      )}
      {onDownloadPdf && (
        <button
          type="button"
          className="reaction-button"
          aria-label={t`Download “${title}” as PDF`}
          onClick={() => onDownloadPdf(story._id)}
        >
          <span aria-hidden="true">⬇</span> <Trans>PDF</Trans>
        </button>
      )}
      <ReportButton storyId={story._id} storyTitle={story.title} ownerId={story.user} />
      {thanks && (
        <p className="card-notice" role="status">
          <Trans>Thank you for your feedback!</Trans>
        </p>
      )}
      <SignInPrompt open={signInOpen} onClose={() => setSignInOpen(false)} />
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackModal
            open
            storyId={story._id}
            storyTitle={story.title}
            currentReaction={story.userReaction}
            onClose={() => setFeedbackOpen(false)}
            onSent={feedbackSent}
          />
        </Suspense>
      )}
    </StoryCard>
  );
}
