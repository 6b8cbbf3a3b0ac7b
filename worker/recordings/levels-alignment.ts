/**
 * The read-along estimate for a family recording, from the microphone levels the recorder sampled
 * (shared/recordings.ts LEVELS_INTERVAL_MS): energy-based voice activity finds the runs of speech,
 * then the chapter's words are spread over those runs by syllables (word-timings.ts estimateTimings),
 * so the highlight waits through the reader's pauses. The first answer for every recording, and the
 * only one without Workers AI.
 */
import { syllables, type WordTiming } from "../../shared/read-along";
import { LEVELS_INTERVAL_MS } from "../../shared/recordings";
import { estimateTimings, type AudioStretch } from "../generation/word-timings";

/** Seconds of speech. */
export interface SpeechRun {
  start: number;
  end: number;
}

/** A pause shorter than this is a gap between words, not between phrases: the run goes on. */
const MIN_PAUSE_SECONDS = 0.16;
/** A blip shorter than this (a click, a breath) is not speech. */
const MIN_SPEECH_SECONDS = 0.06;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/**
 * Runs of speech in a level envelope, with hysteresis: speech starts above a high threshold and
 * ends only below a lower one, both placed between the room's noise floor and the voice's peaks.
 */
export function speechRuns(levels: readonly number[], intervalMs: number = LEVELS_INTERVAL_MS): SpeechRun[] {
  if (levels.length === 0) return [];
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = percentile(sorted, 0.1);
  const peak = percentile(sorted, 0.95);
  if (peak - floor < 0.01) return [];
  const on = floor + 0.25 * (peak - floor);
  const off = floor + 0.12 * (peak - floor);
  const step = intervalMs / 1000;
  const runs: SpeechRun[] = [];
  let start = -1;
  levels.forEach((level, i) => {
    if (start < 0 && level >= on) start = i;
    else if (start >= 0 && level < off) {
      runs.push({ start: start * step, end: i * step });
      start = -1;
    }
  });
  if (start >= 0) runs.push({ start: start * step, end: levels.length * step });
  const merged: SpeechRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && run.start - last.end < MIN_PAUSE_SECONDS) last.end = run.end;
    else merged.push({ ...run });
  }
  return merged.filter((run) => run.end - run.start >= MIN_SPEECH_SECONDS);
}

/**
 * Word timings for `words` read over `durationSeconds`: each word goes to the run of speech where
 * its share of the chapter's syllables falls, and each run's words share its time. Levels sampled
 * over a slightly different length than the container's (a paused recorder) are stretched to fit.
 */
export function estimateFromLevels(
  words: readonly { i: number; text: string }[],
  levels: readonly number[],
  durationSeconds: number,
  intervalMs: number = LEVELS_INTERVAL_MS,
): WordTiming[] {
  const sampled = (levels.length * intervalMs) / 1000;
  const scale = sampled > 0 ? durationSeconds / sampled : 1;
  const runs = speechRuns(levels, intervalMs).map((run) => ({
    start: run.start * scale,
    end: Math.min(run.end * scale, durationSeconds),
  }));
  if (runs.length === 0) return estimateTimings([{ words, start: 0, end: durationSeconds }]);
  const speech = runs.reduce((total, run) => total + run.end - run.start, 0);
  const weights = words.map((word) => syllables(word.text));
  const totalSyllables = weights.reduce((a, b) => a + b, 0);
  const stretches: AudioStretch[] = runs.map((run) => ({ words: [], start: run.start, end: run.end }));
  let spoken = 0;
  words.forEach((word, index) => {
    // Where the middle of the word falls in the speech, as seconds of speech from the start.
    const at = ((spoken + weights[index]! / 2) / totalSyllables) * speech;
    spoken += weights[index]!;
    let elapsed = 0;
    let run = 0;
    while (run < runs.length - 1 && elapsed + runs[run]!.end - runs[run]!.start < at) {
      elapsed += runs[run]!.end - runs[run]!.start;
      run++;
    }
    (stretches[run]!.words as { i: number; text: string }[]).push(word);
  });
  return estimateTimings(stretches);
}
