import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { AUDIO_AUTOPLAY_DELAY_MS } from "../../../shared/constants";
import type { FeedbackJson, StoryJson } from "../../../shared/story-json";
import { PLAYER_IMAGE_SIZES } from "../../../shared/image-sources";
import { Modal } from "../../shared/ui/Modal";
import { SaveForOffline } from "../offline/SaveForOffline";
import { pictureAttributes } from "../../shared/ui/picture";
import { useAfterFirstPaint } from "../../shared/ui/after-first-paint";
import { useSession } from "../session/session";
import { ReportButton } from "../stories/ReportButton";
import { ChapterText } from "./ChapterText";
import { EndDialog, type EndDialogKind } from "./EndDialog";
import { Icon, type IconName } from "../../shared/ui/icons";
import { highlightWordsAtom, useNightLook } from "./player-preferences";
import { PlayerOptions } from "./PlayerOptions";
import { startOfWord, useChapterTimings, useReadAlong } from "./read-along";
import { useSleepTimer } from "./sleep-timer";
import { CHAPTERS, readByDevice, storyPath } from "./story-api";
import { autoplayPolicyNow, probeAutoplay, type AutoplayAnswer } from "./autoplay-policy";
import { HAVE_ENOUGH_DATA, useMediaEvents, type PlayerMedia } from "./player-media";
import { useDeviceVoice } from "./use-device-voice";
import { NoDeviceVoice, StartButton } from "./PlayerNotices";

interface StoryPlayerProps {
  /** A playable story (see isPlayable): every chapter has text, an illustration, and audio or the device's voice. */
  story: StoryJson;
  userFeedback: FeedbackJson | null;
}

/** Keys typed into a field belong to the field, not to the player. */
function isTextEntry(target: Element): boolean {
  return target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}

/** Space already activates a focused button; the player must not act twice. */
function activatesOnSpace(target: Element): boolean {
  return target.closest("button, summary, [role='button']") !== null;
}

interface ControlProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  /** aria-keyshortcuts value. */
  shortcut: string;
  disabled?: boolean;
  primary?: boolean;
}

/**
 * A control stays focusable when it cannot act (aria-disabled, not disabled):
 * a keyboard user pressing Next through the story keeps their place.
 */
function Control({ icon, label, onClick, shortcut, disabled = false, primary = false }: ControlProps) {
  return (
    <button
      type="button"
      className={`player-control${primary ? " primary" : ""}`}
      aria-disabled={disabled || undefined}
      aria-keyshortcuts={shortcut}
      onClick={disabled ? undefined : onClick}
    >
      <Icon name={icon} />
      <span className="player-control-label">{label}</span>
    </button>
  );
}

/**
 * The five chapters one at a time: illustration (full screen on click), audio
 * that starts AUDIO_AUTOPLAY_DELAY_MS after it can play through, and the text.
 * A chapter's end does not move on by itself — children read along at their
 * own pace — but the last one's end opens the end dialog (SPEC §2).
 */
export function StoryPlayer({ story, userFeedback }: StoryPlayerProps) {
  const { t } = useLingui();
  const session = useSession();
  const [index, setIndex] = useState(0);
  // A chapter whose narration the browser would not autoplay (see autoplayPolicyNow) downloads it only
  // when the reader presses Play: ~325 KB of a phone's data otherwise, and the page's busiest second
  // shared with it. Decided as the chapter opens: a tap on another control does not start it later.
  const [autoplay, setAutoplay] = useState<AutoplayAnswer>(autoplayPolicyNow);
  // Read by scheduleAutoplay without changing its identity (which would stop the chapter: see below).
  const autoplayAllowed = useRef(autoplay === "allowed");
  useLayoutEffect(() => {
    autoplayAllowed.current = autoplay === "allowed";
  });
  const [playing, setPlaying] = useState(false);
  const [everPlayed, setEverPlayed] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [endOpen, setEndOpen] = useState(false);
  const [feedbackSent, setFeedbackSent] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const chapterRef = useRef<HTMLElement>(null);
  // Armed once per chapter: canplaythrough fires again after seeking or buffering.
  const autoplayTimer = useRef<{ armed: boolean; timer: ReturnType<typeof setTimeout> | null }>({
    armed: true,
    timer: null,
  });
  const headingId = useId();
  const shortcutsId = useId();

  const total = CHAPTERS.length;
  const chapter = CHAPTERS[index] ?? "opening";
  const number = index + 1;
  const isLast = index === total - 1;
  const narrative = story.narrative[chapter];

  // The narration's <audio> joins the page once the player has been painted (see useAfterFirstPaint);
  // what listens to it follows the element, which changes with the chapter and when it joins.
  const audioJoined = useAfterFirstPaint();
  const audioKey = audioJoined ? chapter : "";

  // A chapter without stored narration is read by the device's own voice, driven like the <audio>.
  const deviceChapter = readByDevice(story, chapter);
  const device = useDeviceVoice({ story, chapter, active: deviceChapter });
  const narrationRef = useRef<PlayerMedia | null>(null);
  useLayoutEffect(() => {
    narrationRef.current = deviceChapter ? device.media : audioRef.current;
  });
  const narrationKey = deviceChapter ? device.key : audioKey;
  // Nothing can read this chapter aloud (yet): Play has nothing to start.
  const voiceMissing = deviceChapter && device.status !== "ready";

  // Read-along: the word being read is highlighted while the narration plays.
  const [highlight, setHighlight] = useAtom(highlightWordsAtom);
  // Optional chaining: a copy saved on this device by an older build may have no wordTimings.
  const storedTimings = useChapterTimings(deviceChapter ? null : story.wordTimings?.[chapter]);
  const timings = deviceChapter ? device.timings : storedTimings;
  const textRef = useRef<HTMLDivElement>(null);
  useReadAlong({ audio: narrationRef, text: textRef, timings, enabled: highlight, chapterKey: narrationKey });

  // Bedtime.
  const [night, toggleNight] = useNightLook();
  const sleepTimer = useSleepTimer({ audio: narrationRef, isLast, chapterKey: narrationKey });

  const cancelAutoplay = useCallback(() => {
    const state = autoplayTimer.current;
    state.armed = false;
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
  }, []);

  /** A refused play() (autoplay policy, interrupted load) just leaves the Play button showing. */
  const startPlayback = useCallback((audio: PlayerMedia) => {
    audio.play().catch(() => setPlaying(!audio.paused));
  }, []);

  const scheduleAutoplay = useCallback(() => {
    const state = autoplayTimer.current;
    if (!state.armed || !autoplayAllowed.current) return;
    state.armed = false;
    state.timer = setTimeout(() => {
      state.timer = null;
      const audio = narrationRef.current;
      if (audio) startPlayback(audio);
    }, AUDIO_AUTOPLAY_DELAY_MS);
  }, [startPlayback]);

  // Each chapter has its own <audio> (keyed) or device voice: arm its autoplay, stop it on the way out.
  useEffect(() => {
    const audio = narrationRef.current;
    autoplayTimer.current.armed = true;
    // Already buffered (cached audio, a device voice): canplaythrough may have fired before this effect.
    if (audio && audio.readyState >= HAVE_ENOUGH_DATA) scheduleAutoplay();
    return () => {
      cancelAutoplay();
      audio?.pause();
    };
  }, [index, narrationKey, scheduleAutoplay, cancelAutoplay]);

  // Chrome from a shared link: a silent play attempt says whether the narration may start by itself.
  useEffect(() => {
    if (autoplay !== "unknown") return;
    let current = true;
    void probeAutoplay().then((allowed) => current && setAutoplay(allowed ? "allowed" : "refused"));
    return () => {
      current = false;
    };
  }, [autoplay]);
  // Allowed once the chapter is ready (the probe's answer came after it): start it as if just ready.
  useEffect(() => {
    if (autoplay === "allowed" && (narrationRef.current?.readyState ?? 0) >= HAVE_ENOUGH_DATA) scheduleAutoplay();
  }, [autoplay, scheduleAutoplay]);

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

  // The chapter's narration and the next illustration (fetched early so that turning the page
  // shows it at once) wait until this illustration is shown: on a slow connection they would
  // share the bandwidth with it. Playing the audio before that still loads it at once.
  const [shownIllustration, setShownIllustration] = useState(-1);
  const illustrationShown = shownIllustration === index || !story.images[chapter];
  useEffect(() => {
    if (!illustrationShown) return;
    const upcoming = CHAPTERS[index + 1];
    if (!upcoming) return;
    // The same attributes as the <img>, so the browser fetches the file that <img> will pick.
    const { src, srcSet, sizes } = pictureAttributes(story.images[upcoming], story.imageSources?.[upcoming], PLAYER_IMAGE_SIZES);
    const next = new Image();
    if (srcSet && sizes) Object.assign(next, { srcset: srcSet, sizes });
    if (src) next.src = src;
  }, [index, illustrationShown, story.images, story.imageSources]);

  const goTo = useCallback(
    (target: number) => {
      if (target < 0 || target >= total) return;
      setPlaying(false);
      setIndex(target);
      setAutoplay(autoplayPolicyNow());
    },
    [total],
  );

  const replay = useCallback(() => {
    const audio = narrationRef.current;
    if (!audio) return;
    cancelAutoplay();
    audio.currentTime = 0;
    startPlayback(audio);
  }, [cancelAutoplay, startPlayback]);

  const togglePlay = useCallback(() => {
    const audio = narrationRef.current;
    if (!audio) return;
    cancelAutoplay();
    if (audio.paused) startPlayback(audio);
    else audio.pause();
  }, [cancelAutoplay, startPlayback]);

  const finish = useCallback(() => {
    cancelAutoplay();
    narrationRef.current?.pause();
    setEndOpen(true);
  }, [cancelAutoplay]);

  const seekToWord = useCallback(
    (word: number) => {
      const audio = narrationRef.current;
      const start = timings ? startOfWord(timings, word) : null;
      if (!audio || start === null) return;
      cancelAutoplay();
      audio.currentTime = start;
      startPlayback(audio);
    },
    [timings, cancelAutoplay, startPlayback],
  );

  const restart = useCallback(() => {
    if (index === 0) replay();
    else goTo(0);
  }, [index, replay, goTo]);

  const previous = useCallback(() => goTo(index - 1), [index, goTo]);
  const next = useCallback(() => (isLast ? finish() : goTo(index + 1)), [isLast, finish, goTo, index]);

  const onPlay = () => {
    setPlaying(true);
    setEverPlayed(true);
  };
  const onEnded = () => {
    setPlaying(false);
    if (isLast) setEndOpen(true);
    // With a sleep timer running, the story goes on by itself until the timer stops it.
    else if (sleepTimer.continuesToNextChapter) goTo(index + 1);
  };
  useMediaEvents(device.media, { play: onPlay, pause: () => setPlaying(false), ended: onEnded });

  // The window listener reads the latest actions without being re-registered on every render.
  const actions = useRef({ togglePlay, previous, next, replay, restart });
  // Layout effects: the keys work from the moment the player is on screen (a first render made as a
  // transition runs its passive effects only after the paint).
  useLayoutEffect(() => {
    actions.current = { togglePlay, previous, next, replay, restart };
  });

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // An open dialog (end of story, full-screen illustration) owns the keyboard.
      if (document.querySelector("dialog[open]")) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target && isTextEntry(target)) return;
      const act = actions.current;
      switch (event.key) {
        case " ":
          if (target && activatesOnSpace(target)) return;
          if (!event.repeat) act.togglePlay();
          break;
        case "k":
        case "K":
          if (!event.repeat) act.togglePlay();
          break;
        case "ArrowLeft":
          act.previous();
          break;
        case "ArrowRight":
          act.next();
          break;
        case "r":
        case "R":
          if (!event.repeat) act.replay();
          break;
        case "Home":
          act.restart();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const signedIn = session.status === "signedIn";
  const isOwner = signedIn && session.user._id === story.user;
  const feedbackGiven = feedbackSent || userFeedback !== null || (story.userFeedbackText ?? "").trim() !== "";
  const endKind: EndDialogKind = signedIn && !isOwner && !feedbackGiven ? "feedback" : "goodbye";

  const chapterLabel = t`Chapter ${number} of ${total}`;

  return (
    <main className={`story-player${night ? " night" : ""}`}>
      <header className="player-header">
        <h1 className="player-title" lang={story.language}>
          {story.title}
        </h1>
        <ReportButton storyId={story._id} storyTitle={story.title} ownerId={story.user} className="button" />
      </header>

      <section ref={chapterRef} className="player-chapter" aria-labelledby={headingId}>
        <div className="chapter-progress">
          <h2 id={headingId} className="chapter-heading" aria-live="polite">
            {chapterLabel}
          </h2>
          <ol className="chapter-dots">
            {CHAPTERS.map((name, dot) => {
              const dotNumber = dot + 1;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className="chapter-dot"
                    aria-label={t`Go to chapter ${dotNumber}`}
                    aria-current={dot === index ? "step" : undefined}
                    onClick={() => goTo(dot)}
                  >
                    <span aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ol>
        </div>

        <PlayerOptions
          highlight={highlight}
          onToggleHighlight={() => setHighlight(!highlight)}
          night={night}
          onToggleNight={toggleNight}
          sleepTimer={sleepTimer}
        >
          <SaveForOffline story={story} />
        </PlayerOptions>

        <div className="chapter-body">
          {autoplay === "refused" && !everPlayed && !voiceMissing && <StartButton onClick={togglePlay} />}
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
                // A transition: the player re-renders in slices that yield to input (it is the first
                // thing after the first paint on a phone).
                const shown = () =>
                  requestAnimationFrame(() => requestAnimationFrame(() => startTransition(() => setShownIllustration(index))));
                event.currentTarget.decode().then(shown, shown);
              }}
              onError={() => startTransition(() => setShownIllustration(index))}
            />
          </button>
          {audioJoined && !deviceChapter && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- its transcript is the chapter's text below, highlighted word by word as it is read
            <audio
              key={chapter}
              ref={audioRef}
              className="chapter-audio"
              src={story.audio[chapter] ?? undefined}
              preload={illustrationShown && autoplay === "allowed" ? "auto" : "none"}
              onCanPlayThrough={scheduleAutoplay}
              onPlay={onPlay}
              onPause={() => setPlaying(false)}
              onEnded={onEnded}
            />
          )}
          {deviceChapter && device.status === "missing" && <NoDeviceVoice language={story.language} />}
          {narrative !== null && (
            <ChapterText
              ref={textRef}
              narrative={narrative}
              lang={story.language}
              seekable={timings !== null}
              onSeek={seekToWord}
            />
          )}
        </div>
      </section>

      <nav className="player-controls" aria-label={t`Story controls`} aria-describedby={shortcutsId}>
        <Link to="/browse-stories#my-stories" className="player-control">
          <Icon name="stories" />
          <span className="player-control-label">
            <Trans>My stories</Trans>
          </span>
        </Link>
        <Control icon="restart" label={t`Restart`} shortcut="Home" onClick={restart} />
        <Control icon="previous" label={t`Previous`} shortcut="ArrowLeft" onClick={previous} disabled={index === 0} />
        <Control
          icon={playing ? "pause" : "play"}
          label={playing ? t`Pause` : t`Play`}
          shortcut="Space K"
          onClick={togglePlay}
          disabled={voiceMissing}
          primary
        />
        <Control icon="replay" label={t`Replay`} shortcut="R" onClick={replay} />
        <Control
          icon={isLast ? "end" : "next"}
          label={isLast ? t`The end` : t`Next`}
          shortcut="ArrowRight"
          onClick={next}
        />
      </nav>
      <p id={shortcutsId} className="player-shortcuts">
        <Trans>
          Keyboard: Space or K to play or pause, ← and → to change chapter, R to replay, Home to start again.
        </Trans>
      </p>

      <Modal open={viewerOpen} onClose={() => setViewerOpen(false)} title={chapterLabel}>
        {viewerOpen && (
          <img
            className="fullscreen-illustration"
            src={story.images[chapter] ?? undefined}
            srcSet={pictureAttributes(story.images[chapter], story.imageSources?.[chapter], "100vw").srcSet}
            alt={t`Illustration of chapter ${number}`}
          />
        )}
      </Modal>

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
