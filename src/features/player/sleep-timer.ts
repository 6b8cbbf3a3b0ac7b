import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { PlayerMedia } from "./player-media";

/** When the voice should stop: never, at the end of this chapter or of the story, or after some minutes. */
export type SleepTimerChoice = "off" | "chapter" | "story" | "10" | "20";

export const SLEEP_TIMER_CHOICES: readonly SleepTimerChoice[] = ["off", "chapter", "story", "10", "20"];

/** The voice fades out over this long rather than cutting off mid-sentence. */
export const SLEEP_FADE_MS = 8_000;
const FADE_STEPS = 40;

export function isSleepTimerChoice(value: string): value is SleepTimerChoice {
  return (SLEEP_TIMER_CHOICES as readonly string[]).includes(value);
}

interface SleepTimerOptions {
  /** The chapter's narration: its <audio> or the device's voice (whose volume changes from its next sentence). */
  audio: RefObject<PlayerMedia | null>;
  /** The chapter on screen is the story's last. */
  isLast: boolean;
  /** Changes when the chapter (and its <audio>) does. */
  chapterKey: string;
}

export interface SleepTimer {
  choice: SleepTimerChoice;
  choose: (choice: SleepTimerChoice) => void;
  /** While it runs for the story or for some minutes, each chapter goes on to the next by itself. */
  continuesToNextChapter: boolean;
  /** The timer has just stopped the voice (for a calm "good night" message). */
  stopped: boolean;
}

/**
 * The bedtime sleep timer: when it is due, the voice fades out over
 * SLEEP_FADE_MS, then pauses, and the volume is put back for the next time.
 * "End of this chapter" and "end of this story" start the fade so that it ends
 * with the last words; minutes are counted from when the timer is set.
 * Pressing pause during the fade cancels the fade (the reader is in charge).
 */
export function useSleepTimer({ audio, isLast, chapterKey }: SleepTimerOptions): SleepTimer {
  const [choice, setChoice] = useState<SleepTimerChoice>("off");
  const [stopped, setStopped] = useState(false);
  const fade = useRef<{ timer: ReturnType<typeof setInterval>; element: PlayerMedia; volume: number } | null>(null);

  const cancelFade = useCallback(() => {
    const running = fade.current;
    if (!running) return;
    clearInterval(running.timer);
    running.element.volume = running.volume;
    fade.current = null;
  }, []);

  const finish = useCallback(() => {
    cancelFade();
    setChoice("off");
    setStopped(true);
  }, [cancelFade]);

  const fadeOut = useCallback(() => {
    const element = audio.current;
    if (fade.current || !element) return;
    if (element.paused) {
      finish();
      return;
    }
    const volume = element.volume;
    let step = 0;
    const timer = setInterval(() => {
      step++;
      element.volume = Math.max(0, volume * (1 - step / FADE_STEPS));
      if (step < FADE_STEPS) return;
      clearInterval(timer);
      fade.current = null;
      element.pause();
      element.volume = volume;
      finish();
    }, SLEEP_FADE_MS / FADE_STEPS);
    fade.current = { timer, element, volume };
  }, [audio, finish]);

  const choose = useCallback(
    (next: SleepTimerChoice) => {
      cancelFade();
      setStopped(false);
      setChoice(next);
    },
    [cancelFade],
  );

  // Minutes: one deadline from the moment they are chosen.
  useEffect(() => {
    if (choice !== "10" && choice !== "20") return;
    const timer = setTimeout(fadeOut, Number(choice) * 60_000);
    return () => clearTimeout(timer);
  }, [choice, fadeOut]);

  // End of this chapter, or of the story on its last chapter: fade with the last words.
  const endsHere = choice === "chapter" || (choice === "story" && isLast);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const onTime = () => {
      if (!endsHere || !Number.isFinite(element.duration)) return;
      if (element.duration - element.currentTime <= SLEEP_FADE_MS / 1000) fadeOut();
    };
    const onEnded = () => {
      if (endsHere) finish();
    };
    const onPause = () => {
      // A pause that is not the fade's own ending: the reader took over.
      if (fade.current?.element === element) cancelFade();
    };
    element.addEventListener("timeupdate", onTime);
    element.addEventListener("ended", onEnded);
    element.addEventListener("pause", onPause);
    return () => {
      element.removeEventListener("timeupdate", onTime);
      element.removeEventListener("ended", onEnded);
      element.removeEventListener("pause", onPause);
    };
  }, [audio, chapterKey, endsHere, fadeOut, finish, cancelFade]);

  useEffect(() => cancelFade, [cancelFade]);

  return { choice, choose, continuesToNextChapter: choice === "story" || choice === "10" || choice === "20", stopped };
}
