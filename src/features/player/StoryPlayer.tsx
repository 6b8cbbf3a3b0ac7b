import { useAtom } from "jotai";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { FeedbackJson, StoryJson } from "../../../shared/story-json";
import { SaveForOffline } from "../offline/SaveForOffline";
import { useSession } from "../session/session";
import { ReportButton } from "../stories/ReportButton";
import { ChapterIllustration, useIllustrationShown } from "./ChapterIllustration";
import { ChapterProgress } from "./ChapterProgress";
import { ChapterText } from "./ChapterText";
import { EndDialog, type EndDialogKind } from "./EndDialog";
import { highlightWordsAtom, useNightLook } from "./player-preferences";
import { PlayerControls } from "./PlayerControls";
import { NoDeviceVoice, SleepTimerNotice, StartButton } from "./PlayerNotices";
import { PlayerSettings } from "./PlayerSettings";
import { startOfWord, useReadAlong } from "./read-along";
import { useSleepTimer } from "./sleep-timer";
import { CHAPTERS, storyPath } from "./story-api";
import { useNarration } from "./use-narration";
import { usePlayerKeys } from "./use-player-keys";
import { VoicePicker } from "./VoicePicker";
import { chapterSound, recordedReaders, useChosenVoice } from "./voices";

interface StoryPlayerProps {
  /** A playable story (see isPlayable): every chapter has text, an illustration, and audio or the device's voice. */
  story: StoryJson;
  userFeedback: FeedbackJson | null;
  /** While true (the family recorder is open) the narration is paused and nothing starts it. */
  silenced?: boolean;
  /** Below the controls: the owner's tools (family voices). */
  children?: ReactNode;
}

/**
 * The five chapters one at a time: illustration (full screen on click), narration that starts by
 * itself once it can play through (see useNarration), and the text, highlighted as it is read.
 * A chapter's end does not move on by itself — children read along at their own pace — unless a
 * sleep timer runs; the last one's end opens the end dialog (docs/product.md §2).
 */
export function StoryPlayer({ story, userFeedback, silenced = false, children }: StoryPlayerProps) {
  const session = useSession();
  const [index, setIndex] = useState(0);
  const [endOpen, setEndOpen] = useState(false);
  const [feedbackSent, setFeedbackSent] = useState(false);
  const chapterRef = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const chapter = CHAPTERS[index] ?? "opening";
  const isLast = index === CHAPTERS.length - 1;
  const narrative = story.narrative[chapter];
  const [voice, chooseVoice] = useChosenVoice(story);
  const sound = chapterSound(story, chapter, voice);

  // Read by the narration's ended handler, which the sleep timer (below) also decides.
  const continues = useRef(false);
  const narration = useNarration({
    story,
    chapter,
    sound,
    silenced,
    onEnded: () => {
      if (isLast) setEndOpen(true);
      // With a sleep timer running, the story goes on by itself until the timer stops it.
      else if (continues.current) goTo(index + 1);
    },
  });
  const { media, key, timings, chapterChanged, stop, replay, playFrom, togglePlay } = narration;

  const [highlight, setHighlight] = useAtom(highlightWordsAtom);
  useReadAlong({ audio: media, text: textRef, timings, enabled: highlight, chapterKey: key });
  const [night, toggleNight] = useNightLook();
  const sleepTimer = useSleepTimer({ audio: media, isLast, chapterKey: key });
  useLayoutEffect(() => {
    continues.current = sleepTimer.continuesToNextChapter;
  });

  const illustration = useIllustrationShown(story, index);

  // After a chapter change from the bottom controls, bring the new illustration into view.
  const firstChapter = useRef(true);
  useEffect(() => {
    if (firstChapter.current) {
      firstChapter.current = false;
      return;
    }
    const section = chapterRef.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView?.({ block: "start" });
  }, [index]);

  const goTo = useCallback(
    (target: number) => {
      if (target < 0 || target >= CHAPTERS.length) return;
      setIndex(target);
      chapterChanged();
    },
    [chapterChanged],
  );
  const finish = () => {
    stop();
    setEndOpen(true);
  };
  const seekToWord = (word: number) => {
    const start = timings ? startOfWord(timings, word) : null;
    if (start !== null) playFrom(start);
  };
  const actions = {
    togglePlay,
    replay,
    restart: () => (index === 0 ? replay() : goTo(0)),
    previous: () => goTo(index - 1),
    next: () => (isLast ? finish() : goTo(index + 1)),
  };
  usePlayerKeys(actions);

  const signedIn = session.status === "signedIn";
  const isOwner = signedIn && session.user._id === story.user;
  const feedbackGiven = feedbackSent || userFeedback !== null || (story.userFeedbackText ?? "").trim() !== "";
  const endKind: EndDialogKind = signedIn && !isOwner && !feedbackGiven ? "feedback" : "goodbye";

  return (
    <main className={`story-player${night ? " night" : ""}`}>
      {/* Picture and words first: the title, one row of chapter dots, then the chapter; the settings wait in a sheet. */}
      <header className="player-header">
        <h1 className="player-title" lang={story.language}>
          {story.title}
        </h1>
        <div className="player-header-actions">
          <PlayerSettings
            highlight={highlight}
            onToggleHighlight={() => setHighlight(!highlight)}
            night={night}
            onToggleNight={toggleNight}
            sleepTimer={sleepTimer}
          >
            <VoicePicker readers={recordedReaders(story)} voice={voice} onChoose={chooseVoice} />
            <SaveForOffline story={story} />
          </PlayerSettings>
          <ReportButton storyId={story._id} storyTitle={story.title} ownerId={story.user} className="button" />
        </div>
      </header>

      <section ref={chapterRef} className="player-chapter" aria-labelledby={headingId}>
        <ChapterProgress headingId={headingId} index={index} onGoTo={goTo} />
        <SleepTimerNotice stopped={sleepTimer.stopped} />

        <div className="chapter-body">
          <ChapterIllustration story={story} index={index} onShown={illustration.onShown} />
          {narration.autoplay === "refused" && !narration.everPlayed && !narration.voiceMissing && (
            <StartButton onClick={togglePlay} />
          )}
          {narration.audioJoined && sound && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- its transcript is the chapter's text below, highlighted word by word as it is read
            <audio
              key={key}
              {...narration.audioProps}
              className="chapter-audio"
              preload={illustration.shown && narration.autoplay === "allowed" ? "auto" : "none"}
            />
          )}
          {narration.deviceChapter && narration.device.status === "missing" && <NoDeviceVoice language={story.language} />}
          {narrative !== null && (
            <ChapterText ref={textRef} narrative={narrative} lang={story.language} seekable={timings !== null} onSeek={seekToWord} />
          )}
        </div>
      </section>

      <PlayerControls {...actions} playing={narration.playing} isFirst={index === 0} isLast={isLast} voiceMissing={narration.voiceMissing} />
      {children}

      <EndDialog
        open={endOpen}
        kind={endKind}
        storyId={story._id}
        currentReaction={story.userReaction}
        signedOut={session.status === "signedOut"}
        storyPath={storyPath(story.slug)}
        thanked={feedbackSent}
        onFeedbackSent={() => setFeedbackSent(true)}
        onReplay={() => {
          setEndOpen(false);
          goTo(0);
        }}
        onClose={() => setEndOpen(false)}
      />
    </main>
  );
}
