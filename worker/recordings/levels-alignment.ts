/**
 * The read-along estimate for a family recording, from the microphone levels the recorder sampled
 * (shared/recordings.ts LEVELS_INTERVAL_MS): energy-based voice activity finds the runs of speech,
 * then the chapter's words are spread over those runs by syllables (word-timings.ts estimateTimings),
 * so the highlight waits through the reader's pauses. The first answer for every recording, and the
 * only one without Workers AI.
 */
import { syllables, type WordTiming } from "../../shared/read-along";
import { LEVELS_INTERVAL_MS } from "../../shared/recordings";
import { estimateTimings, pauseAfter, type AudioStretch } from "../generation/word-timings";

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

/** A run boundary inside a phrase (no punctuation before it) costs this much, in squared seconds. */
const MID_PHRASE_BOUNDARY = 0.15;
/** Nobody reads this many words without a pause: the bound keeps the search linear in the words. */
const MAX_WORDS_PER_RUN = 200;
/** A run given no words (a cough, a page turned) costs its squared length times this. */
const EMPTY_RUN = 1;

/**
 * Which run of speech each word is said in: the chapter's words cut into one consecutive group per
 * run, by dynamic programming, so that each group's syllables fill its run at one speaking rate and
 * the cuts fall where the text pauses (commas, sentence ends).
 */
function wordRuns(words: readonly { text: string }[], runs: readonly SpeechRun[]): number[] | null {
  const n = words.length;
  const r = runs.length;
  const prefix = [0];
  for (const word of words) prefix.push(prefix.at(-1)! + syllables(word.text));
  const speech = runs.reduce((total, run) => total + run.end - run.start, 0);
  const rate = speech / Math.max(1, prefix[n]!);
  const cutCost = (w: number) => (w === 0 || w === n || pauseAfter(words[w - 1]!.text) > 0 ? 0 : MID_PHRASE_BOUNDARY);
  // cost[k][w]: the first w words said in the first k runs; from[k][w]: where run k-1's words begin.
  const cost = Array.from({ length: r + 1 }, () => new Float64Array(n + 1).fill(Infinity));
  const from = Array.from({ length: r + 1 }, () => new Int32Array(n + 1));
  cost[0]![0] = 0;
  for (let k = 1; k <= r; k++) {
    const length = runs[k - 1]!.end - runs[k - 1]!.start;
    for (let w = 0; w <= n; w++) {
      for (let v = Math.max(0, w - MAX_WORDS_PER_RUN); v <= w; v++) {
        const before = cost[k - 1]![v]!;
        if (before === Infinity) continue;
        const fill = v === w ? EMPTY_RUN * length ** 2 : (length - rate * (prefix[w]! - prefix[v]!)) ** 2 + cutCost(w);
        if (before + fill < cost[k]![w]!) {
          cost[k]![w] = before + fill;
          from[k]![w] = v;
        }
      }
    }
  }
  if (cost[r]![n] === Infinity) return null;
  const runOf = new Array<number>(n).fill(0);
  for (let k = r, w = n; k > 0; k--) {
    const v = from[k]![w]!;
    for (let i = v; i < w; i++) runOf[i] = k - 1;
    w = v;
  }
  return runOf;
}

/**
 * Word timings for `words` read over `durationSeconds`: the words cut into groups, one per run of
 * speech (wordRuns), and each run's words share its time by syllables. Levels sampled over a slightly
 * different length than the container's (a paused recorder) are stretched to fit.
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
  const runOf = runs.length > 0 && words.length > 0 ? wordRuns(words, runs) : null;
  if (!runOf) return estimateTimings([{ words, start: 0, end: durationSeconds }]);
  const stretches: AudioStretch[] = runs.map((run, k) => ({ words: words.filter((_, index) => runOf[index] === k), start: run.start, end: run.end }));
  return estimateTimings(stretches);
}
