import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { StoryCardJson } from "../../../shared/story-json";
import { StoryCounts } from "./StoryCounts";
import { CARD_IMAGE_SIZES } from "../../../shared/image-sources";
import { pictureAttributes } from "../../shared/ui/picture";
import { Icon } from "../../shared/ui/icons";
import { useTimeAgo } from "./time-ago";
import "./stories.css";

export type StoryCardData = Pick<
  StoryCardJson,
  "_id" | "slug" | "title" | "coverImage" | "coverImageSources" | "date" | "likes" | "dislikes" | "feedbackCount"
>;

interface StoryCardProps {
  story: StoryCardData;
  /** Buttons under the card (reactions, feedback, PDF…). */
  children?: ReactNode;
  /** The likes/dislikes/feedback line; lists whose actions show the counts turn it off. */
  showCounts?: boolean;
  /** The first card on screen: its cover is the page's largest paint, so it loads at once. */
  priority?: boolean;
  /** Holds the cover's download back for now (its box and text alternative stay). */
  deferCover?: boolean;
  /** Told once the cover has loaded (or failed) and been painted. */
  onCoverShown?: () => void;
}

/** A story in a card grid: cover, title, age, counts, play link and an actions row. */
export function StoryCard({
  story,
  children,
  showCounts = true,
  priority = false,
  deferCover = false,
  onCoverShown,
}: StoryCardProps) {
  const { t } = useLingui();
  const timeAgo = useTimeAgo();
  const { title, likes, dislikes, feedbackCount } = story;
  const playPath = `/story/${encodeURIComponent(story.slug)}`;
  return (
    <article className="story-card" aria-labelledby={`story-${story._id}-title`}>
      {/* The play link below is the keyboard stop; the cover is a mouse shortcut to it. */}
      <Link to={playPath} className="story-card-cover" tabIndex={-1}>
        {story.coverImage ? (
          <img
            width={400}
            height={300}
            {...(deferCover ? {} : pictureAttributes(story.coverImage, story.coverImageSources, CARD_IMAGE_SIZES))}
            alt={story.title}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            // Shown: decoded, then on screen (the frame after the next one has started).
            onLoad={
              onCoverShown &&
              ((event) => {
                const shown = () => requestAnimationFrame(() => requestAnimationFrame(onCoverShown));
                event.currentTarget.decode().then(shown, shown);
              })
            }
            onError={onCoverShown}
          />
        ) : (
          <span className="story-card-placeholder" role="img" aria-label={story.title}>
            <Icon name="stories" />
          </span>
        )}
      </Link>
      <div className="story-card-body">
        <h3 id={`story-${story._id}-title`} className="story-card-title">
          {story.title}
        </h3>
        <p className="story-card-meta">
          <time dateTime={story.date}>{timeAgo(story.date)}</time>
        </p>
        {showCounts && <StoryCounts likes={likes} dislikes={dislikes} feedbackCount={feedbackCount} />}
        <Link to={playPath} className="button primary story-card-play" aria-label={t`Play “${title}”`}>
          <span aria-hidden="true">▶</span> <Trans>Play</Trans>
        </Link>
      </div>
      {children && <div className="story-card-actions">{children}</div>}
    </article>
  );
}
