import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { LEVELS_INTERVAL_MS, MAX_RECORDING_MS } from "../../../shared/recordings";

/** Opus in WebM (Chromium, Firefox), else AAC in MP4 (Safari); the first the browser can record. */
const PREFERRED_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"];

export function pickMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_TYPES.find((type) => isTypeSupported(type));
}

/** One finished take, ready to be heard and kept. */
export interface Take {
  blob: Blob;
  url: string;
  mimeType: string;
  durationMs: number;
  levels: number[];
}

export type RecorderState =
  | { step: "idle" }
  | { step: "asking" }
  /** The microphone was refused (by the user or the browser's settings). */
  | { step: "refused" }
  /** No microphone on this device. */
  | { step: "absent" }
  /** This browser cannot record (no MediaRecorder or getUserMedia). */
  | { step: "unsupported" }
  | { step: "countdown"; remaining: number }
  | { step: "recording" }
  | { step: "paused" }
  | { step: "recorded"; take: Take };

const COUNTDOWN_FROM = 3;

/** Root mean square of the analyser's current samples, 0..1. */
function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length));
}

interface Session {
  stream: MediaStream;
  context: AudioContext;
  analyser: AnalyserNode;
}

function failureStep(error: unknown): RecorderState {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return { step: "refused" };
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return { step: "absent" };
  return { step: "unsupported" };
}

/**
 * The microphone through MediaRecorder: a 3-2-1 countdown, record, pause, stop into a take, redo. One
 * AnalyserNode feeds the level meter (`meter`, set directly: 50 renders a second would be wasted) and
 * the `levels` sent with the take (its RMS every LEVELS_INTERVAL_MS while recording).
 */
export function useRecorder(meter: RefObject<HTMLMeterElement | null>) {
  const [state, setState] = useState<RecorderState>({ step: "idle" });
  const session = useRef<Session | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<ReturnType<typeof setInterval>[]>([]);
  const takeUrl = useRef<string | null>(null);

  const clearTimers = () => {
    for (const timer of timers.current) clearInterval(timer);
    timers.current = [];
  };

  const release = useCallback(() => {
    clearTimers();
    if (recorder.current?.state !== "inactive") recorder.current?.stop();
    recorder.current = null;
    session.current?.stream.getTracks().forEach((track) => track.stop());
    void session.current?.context.close().catch(() => undefined);
    session.current = null;
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
  }, []);
  // Closing the recorder lets go of the microphone (the browser's recording light goes off).
  useEffect(() => release, [release]);

  async function openMicrophone(): Promise<Session | null> {
    if (session.current) return session.current;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setState({ step: "unsupported" });
      return null;
    }
    setState({ step: "asking" });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      context.createMediaStreamSource(stream).connect(analyser);
      session.current = { stream, context, analyser };
      return session.current;
    } catch (error) {
      setState(failureStep(error));
      return null;
    }
  }

  function record(open: Session) {
    const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(open.stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const levels: number[] = [];
    const samples = new Float32Array(open.analyser.fftSize);
    let recordedMs = 0;
    media.addEventListener("dataavailable", (event) => chunks.push(event.data));
    media.addEventListener("stop", () => {
      clearTimers();
      if (recorder.current !== media) return;
      const type = media.mimeType || mimeType || chunks[0]?.type || "";
      const blob = new Blob(chunks, { type });
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
      takeUrl.current = URL.createObjectURL(blob);
      setState({ step: "recorded", take: { blob, url: takeUrl.current, mimeType: type, durationMs: recordedMs, levels } });
    });
    recorder.current = media;
    media.start();
    setState({ step: "recording" });
    timers.current.push(
      setInterval(() => {
        open.analyser.getFloatTimeDomainData(samples);
        const level = rms(samples);
        if (meter.current) meter.current.value = level;
        if (media.state !== "recording") return;
        levels.push(level);
        recordedMs += LEVELS_INTERVAL_MS;
        if (recordedMs >= MAX_RECORDING_MS) media.stop();
      }, LEVELS_INTERVAL_MS),
    );
  }

  /** Asks for the microphone if needed, counts 3-2-1, then records. */
  const start = async () => {
    const open = await openMicrophone();
    if (!open) return;
    let remaining = COUNTDOWN_FROM;
    setState({ step: "countdown", remaining });
    const countdown = setInterval(() => {
      remaining -= 1;
      if (remaining > 0) {
        setState({ step: "countdown", remaining });
        return;
      }
      clearInterval(countdown);
      timers.current = timers.current.filter((timer) => timer !== countdown);
      record(open);
    }, 1000);
    timers.current.push(countdown);
  };

  const pause = () => {
    recorder.current?.pause();
    setState({ step: "paused" });
  };
  const resume = () => {
    recorder.current?.resume();
    setState({ step: "recording" });
  };
  const stop = () => recorder.current?.stop();
  /** Drops the take (or the failure) and waits for Record again. */
  const reset = () => {
    clearTimers();
    const active = recorder.current;
    recorder.current = null;
    if (active && active.state !== "inactive") active.stop();
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
    setState({ step: "idle" });
  };

  return { state, start, pause, resume, stop, reset, release };
}
