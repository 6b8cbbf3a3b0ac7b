import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { AUDIO_AUTOPLAY_DELAY_MS } from "../../../shared/constants";
import type { Chapter, StoryJson } from "../../../shared/story-json";
import type { WordTiming } from "../../../shared/read-along";
import { useAfterFirstPaint } from "../../shared/ui/after-first-paint";
import { autoplayPolicyNow, probeAutoplay, type AutoplayAnswer } from "./autoplay-policy";
import { HAVE_ENOUGH_DATA, useMediaEvents, type PlayerMedia } from "./player-media";
import { useChapterTimings, type TimingIndex } from "./read-along";
import { useHeldAddress } from "./signed-media";
import { readByDevice } from "./story-api";
import { useDeviceVoice, type DeviceVoiceState } from "./use-device-voice";

/** What plays a chapter from a file: the narrator's audio or a family reader's recording. */
export interface ChapterSound {
  audio: string;
  /** A timings file's URL, the timings themselves, or nothing to highlight with. */
  wordTimings: string | readonly WordTiming[] | null | undefined;
  /** Tells recordings apart (the <audio> is rebuilt when the voice changes). */
  voice: string;
}

interface NarrationOptions {
  story: StoryJson;
  chapter: Chapter;
  /** The file that reads the chapter, or null when the device's voice reads it. */
  sound: ChapterSound | null;
  /** While true (the family recorder is open) whatever reads is paused and nothing starts it. */
  silenced: boolean;
  onEnded: () => void;
}

export interface Narration {
  /** The <audio> may join the page (see useAfterFirstPaint). */
  audioJoined: boolean;
  device: DeviceVoiceState;
  /** The chapter is read by the device's voice. */
  deviceChapter: boolean;
  /** Nothing can read this chapter aloud (yet): Play has nothing to start. */
  voiceMissing: boolean;
  media: React.RefObject<PlayerMedia | null>;
  /** Changes with whatever reads the chapter (a chapterKey for what listens to it). */
  key: string;
  timings: TimingIndex | null;
  autoplay: AutoplayAnswer;
  playing: boolean;
  everPlayed: boolean;
  audioProps: {
    ref: React.RefObject<HTMLAudioElement | null>;
    /** The sound's address, held while a fresher signature of the same file arrives (signed-media.ts). */
    src: string | undefined;
    onError: (event: React.SyntheticEvent<HTMLMediaElement>) => void;
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLMediaElement>) => void;
    onCanPlayThrough: () => void;
    onPlay: () => void;
    onPause: () => void;
    onEnded: () => void;
  };
  togglePlay: () => void;
  replay: () => void;
  /** Reads from `seconds` into the chapter. */
  playFrom: (seconds: number) => void;
  stop: () => void;
  /** A new chapter: ask the autoplay policy again, show Play until it starts. */
  chapterChanged: () => void;
}

/**
 * The chapter's narration — a stored file or the device's voice — and its autoplay: it starts
 * AUDIO_AUTOPLAY_DELAY_MS after it can play through (docs/product.md §2), once per chapter, when the browser allows.
 */
export function useNarration({ story, chapter, sound, silenced, onEnded }: NarrationOptions): Narration {
  // A chapter whose narration the browser would not autoplay (see autoplayPolicyNow) downloads it only
  // when the reader presses Play: ~325 KB of a phone's data otherwise. Decided as the chapter opens.
  const [autoplay, setAutoplay] = useState<AutoplayAnswer>(autoplayPolicyNow);
  // Read by scheduleAutoplay without changing its identity (which would stop the chapter: see below).
  const autoplayAllowed = useRef(autoplay === "allowed");
  useLayoutEffect(() => {
    autoplayAllowed.current = autoplay === "allowed";
  });
  const [playing, setPlaying] = useState(false);
  const [everPlayed, setEverPlayed] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  // Armed once per chapter: canplaythrough fires again after seeking or buffering.
  const autoplayTimer = useRef<{ armed: boolean; timer: ReturnType<typeof setTimeout> | null }>({ armed: true, timer: null });

  // The <audio> joins the page once the player has been painted; what listens to it follows the element.
  const audioJoined = useAfterFirstPaint();
  const audioKey = audioJoined && sound ? `${chapter} ${sound.voice}` : "";
  const address = useHeldAddress(audioKey, sound?.audio ?? null);

  const deviceChapter = sound === null && readByDevice(story, chapter);
  const device = useDeviceVoice({ story, chapter, active: deviceChapter });
  const media = useRef<PlayerMedia | null>(null);
  useLayoutEffect(() => {
    media.current = deviceChapter ? device.media : audioRef.current;
  });
  const key = deviceChapter ? device.key : audioKey;
  // Read by startPlayback, the one way anything starts: Play, the keys, a tapped word, the autoplay timer.
  const silencedNow = useRef(silenced);
  useLayoutEffect(() => {
    silencedNow.current = silenced;
  });
  const storedTimings = useChapterTimings(deviceChapter ? null : sound?.wordTimings);

  const cancelAutoplay = useCallback(() => {
    const state = autoplayTimer.current;
    state.armed = false;
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = null;
  }, []);

  /**
   * A refused play() leaves Play showing; a refusal by the autoplay policy (whatever the probe said)
   * shows the large Play as well, so the reader is never left with a still page and no way to start.
   */
  const startPlayback = useCallback((audio: PlayerMedia) => {
    if (silencedNow.current) return;
    audio.play().catch((error: unknown) => {
      setPlaying(!audio.paused);
      if (error instanceof DOMException && error.name === "NotAllowedError") setAutoplay("refused");
    });
  }, []);

  // Silenced: the narrator's <audio> or the device's voice stops at once (a layout effect: before the
  // recorder's dialog is painted), and a pending autoplay is dropped. The reader presses Play afterwards.
  useLayoutEffect(() => {
    if (!silenced) return;
    cancelAutoplay();
    media.current?.pause();
  }, [silenced, key, cancelAutoplay]);

  const scheduleAutoplay = useCallback(() => {
    const state = autoplayTimer.current;
    if (!state.armed || !autoplayAllowed.current) return;
    state.armed = false;
    state.timer = setTimeout(() => {
      state.timer = null;
      if (media.current) startPlayback(media.current);
    }, AUDIO_AUTOPLAY_DELAY_MS);
  }, [startPlayback]);

  // Each chapter has its own <audio> (keyed) or device voice: arm its autoplay, stop it on the way out.
  useEffect(() => {
    const audio = media.current;
    autoplayTimer.current.armed = true;
    // Already buffered (cached audio, a device voice): canplaythrough may have fired before this effect.
    if (audio && audio.readyState >= HAVE_ENOUGH_DATA) scheduleAutoplay();
    return () => {
      cancelAutoplay();
      audio?.pause();
    };
  }, [chapter, key, scheduleAutoplay, cancelAutoplay]);

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
    if (autoplay === "allowed" && (media.current?.readyState ?? 0) >= HAVE_ENOUGH_DATA) scheduleAutoplay();
  }, [autoplay, scheduleAutoplay]);

  const playFrom = useCallback(
    (seconds: number) => {
      if (!media.current) return;
      cancelAutoplay();
      media.current.currentTime = seconds;
      startPlayback(media.current);
    },
    [cancelAutoplay, startPlayback],
  );
  const replay = useCallback(() => playFrom(0), [playFrom]);
  const togglePlay = useCallback(() => {
    const audio = media.current;
    if (!audio) return;
    cancelAutoplay();
    if (audio.paused) startPlayback(audio);
    else audio.pause();
  }, [cancelAutoplay, startPlayback]);
  const stop = useCallback(() => {
    cancelAutoplay();
    media.current?.pause();
  }, [cancelAutoplay]);
  const chapterChanged = useCallback(() => {
    setPlaying(false);
    setAutoplay(autoplayPolicyNow());
  }, []);

  const onPlay = useCallback(() => {
    setPlaying(true);
    setEverPlayed(true);
  }, []);
  const onPause = useCallback(() => setPlaying(false), []);
  const ended = useCallback(() => {
    setPlaying(false);
    onEnded();
  }, [onEnded]);
  useMediaEvents(device.media, { play: onPlay, pause: onPause, ended });

  return {
    audioJoined,
    device,
    deviceChapter,
    voiceMissing: deviceChapter && device.status !== "ready",
    media,
    key,
    timings: deviceChapter ? device.timings : storedTimings,
    autoplay,
    playing,
    everPlayed,
    audioProps: { ref: audioRef, ...address, onCanPlayThrough: scheduleAutoplay, onPlay, onPause, onEnded: ended },
    togglePlay,
    replay,
    playFrom,
    stop,
    chapterChanged,
  };
}
