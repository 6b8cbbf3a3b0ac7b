import { useEffect, useMemo, useState } from "react";
import type { Chapter, StoryJson } from "../../../shared/story-json";
import { DeviceVoice, pickVoice } from "./device-voice";
import type { TimingIndex } from "./read-along";
import { CHAPTERS, readByDevice } from "./story-api";

/**
 * How long an empty voice list may still be filling (Chrome lists voices asynchronously and says so
 * with voiceschanged) before the player says the device has none.
 */
export const VOICES_GRACE_MS = 2_000;

export type DeviceVoiceStatus = "ready" | "waiting" | "missing";

export interface DeviceVoiceState {
  /** The chapter's voice, or null when the chapter is not read by the device or no voice can read it. */
  media: DeviceVoice | null;
  /** Changes when the voice reading the chapter does (as a chapterKey for what listens to it). */
  key: string;
  status: DeviceVoiceStatus;
  /** Estimated word timings for the read-along and for reading from a tapped word. */
  timings: TimingIndex | null;
}

const speech = (): SpeechSynthesis | null => (typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null);

/** The device's voices, kept up to date; `settled` once the list is known (or has had its time to fill). */
function useVoices(wanted: boolean): { voices: SpeechSynthesisVoice[]; settled: boolean } {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const synth = speech();
    if (!wanted || !synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener("voiceschanged", update);
    const timer = setTimeout(() => setWaited(true), VOICES_GRACE_MS);
    return () => {
      synth.removeEventListener("voiceschanged", update);
      clearTimeout(timer);
    };
  }, [wanted]);
  return { voices, settled: speech() === null || voices.length > 0 || waited };
}

interface DeviceVoiceOptions {
  story: StoryJson;
  chapter: Chapter;
  /** The chapter on screen is read by the device (see readByDevice). */
  active: boolean;
}

/**
 * The device's voice for the chapter on screen, when it is read by the device: the best voice for the
 * story's language (see pickVoice), one DeviceVoice per chapter, silenced when the chapter is left.
 */
export function useDeviceVoice({ story, chapter, active }: DeviceVoiceOptions): DeviceVoiceState {
  const usesDevice = useMemo(() => CHAPTERS.some((name) => readByDevice(story, name)), [story]);
  const { voices, settled } = useVoices(usesDevice);
  const voice = pickVoice(voices, story.language);
  // By URI: a later voiceschanged lists the same voices as new objects, which must not restart the chapter.
  const voiceUri = voice?.voiceURI ?? null;
  const narrative = story.narrative[chapter];
  const media = useMemo(() => {
    const synth = speech();
    const chosen = voices.find((candidate) => candidate.voiceURI === voiceUri);
    if (!active || !synth || !chosen || narrative === null) return null;
    return new DeviceVoice(synth, chosen, story.language, narrative);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `voices` changes identity on every voiceschanged; the voice is chosen by its URI
  }, [active, voiceUri, narrative, story.language]);

  // Leaving the chapter (or the player) silences its voice.
  useEffect(() => (media ? () => media.dispose() : undefined), [media]);

  const status: DeviceVoiceStatus = voice ? "ready" : settled ? "missing" : "waiting";
  return { media, key: media ? `${chapter} ${voiceUri}` : "", status, timings: media?.timings ?? null };
}
