// `npm run bench:alignment`: the read-along estimate for family recordings (worker/recordings/
// levels-alignment.ts) against speech of known timing. The offline narrator (espeak-ng) reads
// chapters of offline stories; its word events are the truth, and its audio becomes what the
// recorder uploads: an RMS level every 20 ms, over a quiet room's noise. Prints the word-start error
// (mean, 95th percentile, share within 250 ms) per language, beside the syllables-only estimate
// over the whole take (no voice activity) as the baseline.
import { LANGUAGES, CHAPTERS, type Language } from "../../shared/enums";
import { narrationWords } from "../../shared/read-along";
import { LEVELS_INTERVAL_MS } from "../../shared/recordings";
import { hash } from "../../shared/seeded-random";
import { synthesise } from "../../dev/offline-engine/narrator";
import { writeStory } from "../../dev/offline-engine/story-writer";
import { estimateTimings } from "../../worker/generation/word-timings";
import { estimateFromLevels } from "../../worker/recordings/levels-alignment";
import { randomIdeaSets } from "../../test/worker/story-quality";

const STORIES = Number(process.env.BENCH_STORIES ?? 6);

/** What an AnalyserNode's RMS reads every 20 ms, with a little room noise that never repeats. */
function levelsOf(samples: Int16Array, sampleRate: number, seed: number): number[] {
  const window = Math.round((sampleRate * LEVELS_INTERVAL_MS) / 1000);
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += window) {
    let sum = 0;
    const end = Math.min(samples.length, at + window);
    for (let i = at; i < end; i++) sum += (samples[i]! / 32768) ** 2;
    const noise = 0.004 + (hash(seed, String(at)) % 1000) / 250_000;
    levels.push(Math.min(1, Math.sqrt(sum / Math.max(1, end - at)) + noise));
  }
  return levels;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

function summary(errors: number[]): string {
  const sorted = [...errors].sort((a, b) => a - b);
  const mean = errors.reduce((a, b) => a + b, 0) / Math.max(1, errors.length);
  const within = errors.filter((error) => error <= 250).length / Math.max(1, errors.length);
  return `mean ${mean.toFixed(0).padStart(4)} ms   p95 ${percentile(sorted, 0.95).toFixed(0).padStart(5)} ms   within 250 ms ${(within * 100).toFixed(0).padStart(3)} %`;
}

async function measure(language: Language) {
  const withLevels: number[] = [];
  const baseline: number[] = [];
  let seconds = 0;
  const sets = randomIdeaSets(language, STORIES);
  for (const [index, ideas] of sets.entries()) {
    const story = writeStory(
      ideas.map((idea) => idea.text),
      language,
      4000 + index,
    );
    for (const chapter of CHAPTERS) {
      const items = story.narrative[chapter];
      const speech = await synthesise({ language, seed: 4000 + index, chapter, items });
      const duration = speech.samples.length / speech.sampleRate;
      seconds += duration;
      const words = narrationWords(items).map((word, i) => ({ i, text: word.text }));
      const truth = new Map(speech.words.filter((word) => word.fromEvent).map((word) => [word.i, word.start / speech.sampleRate]));
      const errorsOf = (timings: { i: number; start: number }[], into: number[]) => {
        for (const timing of timings) {
          const start = truth.get(timing.i);
          if (start !== undefined) into.push(Math.abs(timing.start - start) * 1000);
        }
      };
      errorsOf(estimateFromLevels(words, levelsOf(speech.samples, speech.sampleRate, index), duration), withLevels);
      errorsOf(estimateTimings([{ words, start: 0, end: duration }]), baseline);
    }
  }
  return { withLevels, baseline, seconds };
}

console.log(`Word-start error of the recordings' read-along estimate, ${STORIES} offline stories × 5 chapters per language (espeak-ng speech, levels every ${LEVELS_INTERVAL_MS} ms)\n`);
for (const language of LANGUAGES) {
  const { withLevels, baseline, seconds } = await measure(language);
  console.log(`${language}  ${withLevels.length} words, ${(seconds / 60).toFixed(1)} min of speech`);
  console.log(`  levels (voice activity + syllables)  ${summary(withLevels)}`);
  console.log(`  syllables only (baseline)            ${summary(baseline)}`);
}
