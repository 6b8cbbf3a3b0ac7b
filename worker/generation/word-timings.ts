/**
 * Word timings for narrations whose speech engine does not report them (Workers AI's text-to-speech
 * models): the known words (shared/read-along.ts `narrationWords`) aligned to what a speech
 * recogniser heard, with its word timestamps; or, when recognition fails, an estimate that shares
 * the audio's duration among the words by their syllables.
 */
import { distance } from "fastest-levenshtein";
import { normaliseWord, syllables, type WordTiming } from "../../shared/read-along";

/** A word as a recogniser reports it (Whisper: `segments[].words[]`). */
export interface HeardWord {
  word: string;
  start: number;
  end: number;
}

/** Beats of silence a reader leaves after a word, by its punctuation. */
export function pauseAfter(word: string): number {
  if (/[.!?…]["'”’»)]*$/.test(word)) return 2;
  if (/[,;:—–]["'”’»)]*$/.test(word)) return 1;
  return 0;
}

/** One stretch of audio and the known words said in it (a whole chapter, or one voice's part of it). */
export interface AudioStretch {
  /** Indexes into the chapter's narrationWords, in order. */
  words: readonly { i: number; text: string }[];
  start: number;
  end: number;
}

/**
 * The estimate: each stretch's time shared among its words by syllables, with a beat of pause after
 * commas and two after sentence ends (the voice takes breaths there too), and a short margin at
 * both ends where speech engines leave silence.
 */
export function estimateTimings(stretches: readonly AudioStretch[]): WordTiming[] {
  const timings: WordTiming[] = [];
  for (const stretch of stretches) {
    const length = stretch.end - stretch.start;
    if (stretch.words.length === 0 || length <= 0) continue;
    const margin = Math.min(0.15, length * 0.05);
    const weights = stretch.words.map((word, index) => ({
      speak: syllables(word.text),
      rest: index === stretch.words.length - 1 ? 0 : pauseAfter(word.text),
    }));
    const total = weights.reduce((sum, weight) => sum + weight.speak + weight.rest, 0);
    const beat = (length - 2 * margin) / total;
    let at = stretch.start + margin;
    stretch.words.forEach((word, index) => {
      const weight = weights[index]!;
      const start = at;
      const end = start + weight.speak * beat;
      timings.push({ i: word.i, start: round(start), end: round(end) });
      at = end + weight.rest * beat;
    });
  }
  return timings;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

// Needleman–Wunsch costs: skipping a word on either side costs GAP; pairing two words costs their
// normalised edit distance scaled by MISMATCH, so a misheard word ("Pip" / "pep") pairs with its
// known word rather than being skipped twice, while unrelated words are cheaper to skip.
const GAP = 1;
const MISMATCH = 1.6;

function pairCost(known: string, heard: string): number {
  if (known === heard) return 0;
  const longest = Math.max(known.length, heard.length, 1);
  return (distance(known, heard) / longest) * MISMATCH;
}

/** Below this share of known words heard exactly or nearly, the recognition is not trusted. */
const MIN_MATCHED = 0.5;
/** A pair this close counts as the same word for MIN_MATCHED. */
const NEAR = 0.5;

/**
 * Aligns the known words to the heard ones by sequence alignment (edit distance over normalised
 * words, so dropped, inserted and misheard words cost what they should) and gives every known word
 * a time: its partner's, or for a word the recogniser dropped, a share of the gap between its
 * neighbours. Null when too few words were recognised to trust the result.
 */
export function alignTimings(known: readonly { i: number; text: string }[], heard: readonly HeardWord[], duration: number): WordTiming[] | null {
  const a = known.map((word) => normaliseWord(word.text));
  const b = heard.map((word) => normaliseWord(word.word));
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return null;
  // cost[i][j]: aligning the first i known words with the first j heard words.
  const cost = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = 1; i <= n; i++) cost[i]![0] = i * GAP;
  for (let j = 1; j <= m; j++) cost[0]![j] = j * GAP;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + pairCost(a[i - 1]!, b[j - 1]!), cost[i - 1]![j]! + GAP, cost[i]![j - 1]! + GAP);
    }
  }
  // Walk back to find each known word's partner.
  const partner = new Array<number>(n).fill(-1);
  let matched = 0;
  for (let i = n, j = m; i > 0 || j > 0; ) {
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + pairCost(a[i - 1]!, b[j - 1]!)) {
      partner[i - 1] = j - 1;
      if (pairCost(a[i - 1]!, b[j - 1]!) <= NEAR) matched++;
      i--;
      j--;
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + GAP) {
      i--;
    } else {
      j--;
    }
  }
  if (matched / n < MIN_MATCHED) return null;

  const timings: WordTiming[] = [];
  for (let i = 0; i < n; i++) {
    const heardWord = heard[partner[i]!];
    if (heardWord) {
      timings.push({ i: known[i]!.i, start: heardWord.start, end: heardWord.end });
      continue;
    }
    // A run of known words the recogniser dropped: shared between the neighbours that were heard.
    let next = i;
    while (next < n && partner[next] === -1) next++;
    const from = timings.at(-1)?.end ?? 0;
    const to = heard[partner[next] ?? -1]?.start ?? duration;
    const run = known.slice(i, next);
    timings.push(...estimateTimings([{ words: run, start: from, end: Math.max(to, from) }]));
    // A run squeezed into no time at all still needs start < end: give it a sliver.
    for (let k = timings.length - run.length; k < timings.length; k++) {
      const timing = timings[k]!;
      if (timing.end <= timing.start) timings[k] = { ...timing, end: round(timing.start + 0.01) };
    }
    i = next - 1;
  }
  return monotonic(timings, duration);
}

/** Recognisers' timestamps may overlap or step back a little: starts made non-decreasing, ends after starts, all within the audio. */
function monotonic(timings: WordTiming[], duration: number): WordTiming[] {
  let previous = 0;
  return timings.map((timing) => {
    const start = round(Math.min(Math.max(timing.start, previous), Math.max(0, duration - 0.01)));
    const end = round(Math.min(Math.max(timing.end, start + 0.01), duration));
    previous = start;
    return { i: timing.i, start, end: end > start ? end : round(start + 0.001) };
  });
}
