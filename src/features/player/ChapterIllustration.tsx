import { useLingui } from "@lingui/react/macro";
import { startTransition, useEffect, useState } from "react";
import { PLAYER_IMAGE_SIZES } from "../../../shared/image-sources";
import type { StoryJson } from "../../../shared/story-json";
import { Modal } from "../../shared/ui/Modal";
import { pictureAttributes } from "../../shared/ui/picture";
import { CHAPTERS } from "./story-api";

/**
 * Whether the chapter's illustration is shown, and what reports it. The chapter's narration and the
 * next illustration (fetched early so that turning the page shows it at once) wait for it: on a slow
 * connection they would share the bandwidth with it.
 */
export function useIllustrationShown(story: StoryJson, index: number): { shown: boolean; onShown: () => void } {
  const [shownIllustration, setShownIllustration] = useState(-1);
  const chapter = CHAPTERS[index] ?? "opening";
  const shown = shownIllustration === index || !story.images[chapter];
  useEffect(() => {
    if (!shown) return;
    const upcoming = CHAPTERS[index + 1];
    if (!upcoming) return;
    // The same attributes as the <img>, so the browser fetches the file that <img> will pick.
    const { src, srcSet, sizes } = pictureAttributes(story.images[upcoming], story.imageSources?.[upcoming], PLAYER_IMAGE_SIZES);
    const next = new Image();
    if (srcSet && sizes) Object.assign(next, { srcset: srcSet, sizes });
    if (src) next.src = src;
  }, [index, shown, story.images, story.imageSources]);
  // A transition: the player re-renders in slices that yield to input (the first thing after the first paint on a phone).
  return { shown, onShown: () => startTransition(() => setShownIllustration(index)) };
}

interface ChapterIllustrationProps {
  story: StoryJson;
  index: number;
  onShown: () => void;
}

/** The chapter's illustration; a click shows it full screen. */
export function ChapterIllustration({ story, index, onShown }: ChapterIllustrationProps) {
  const { t } = useLingui();
  const [viewerOpen, setViewerOpen] = useState(false);
  const chapter = CHAPTERS[index] ?? "opening";
  const number = index + 1;
  const total = CHAPTERS.length;
  return (
    <>
      <button
        type="button"
        className="illustration-button"
        aria-label={t`Show the illustration of chapter ${number} full screen`}
        onClick={() => setViewerOpen(true)}
      >
        {/* Sized (3:2, the pictures' usual shape) so the text below does not move when it loads. */}
        <img
          className="chapter-illustration"
          width={960}
          height={640}
          {...pictureAttributes(story.images[chapter], story.imageSources?.[chapter], PLAYER_IMAGE_SIZES)}
          alt=""
          fetchPriority="high"
          onLoad={(event) => {
            // Shown: decoded, then on screen (the frame after the next one has started).
            const onScreen = () => requestAnimationFrame(() => requestAnimationFrame(onShown));
            event.currentTarget.decode().then(onScreen, onScreen);
          }}
          onError={onShown}
        />
      </button>
      <Modal open={viewerOpen} onClose={() => setViewerOpen(false)} title={t`Chapter ${number} of ${total}`}>
        {viewerOpen && (
          <img
            className="fullscreen-illustration"
            src={story.images[chapter] ?? undefined}
            srcSet={pictureAttributes(story.images[chapter], story.imageSources?.[chapter], "100vw").srcSet}
            alt={t`Illustration of chapter ${number}`}
          />
        )}
      </Modal>
    </>
  );
}
