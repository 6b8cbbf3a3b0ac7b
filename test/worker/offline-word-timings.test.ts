import { describe, expect, it } from "vitest";
import { narrationWords, type WordTiming } from "../../shared/read-along";
import type { NarrativeItem } from "../../shared/narrative";
import { MP3_START_DELAY_SAMPLES } from "../../dev/offline-engine/mp3";
import { narrate, synthesise, type ChapterSpeech } from "../../dev/offline-engine/narrator";
import type { NarrateRequest } from "../../worker/generation/providers/provider";
import { CHAPTER_EN, CHAPTER_FR, checkTimings } from "./narration-chapters";
import { durationSeconds, parseMp3 } from "./media-formats";

function request(overrides: Partial<NarrateRequest>): NarrateRequest {
  return { language: "en-US", seed: 42, chapter: "opening", items: CHAPTER_EN, ...overrides };
}

/**
 * The oracle: the word espeak itself was reading at PCM sample `at`, from the raw marks it reported
 * (the last word mark at or before `at`), mapped to a narrationWords index by counting the words
 * that start before its text position in the item — independently of the narrator's own mapping.
 */
function espeakWordAt(speech: ChapterSpeech, chapter: NarrativeItem[], at: number): number {
  let found: { item: number; position: number } | undefined;
  for (const { piece, startSample, marks } of speech.pieces) {
    for (const mark of marks) {
      // The test chapters are in the Basic Multilingual Plane: code points are UTF-16 units.
      if (mark.kind === "word" && startSample + mark.sample <= at) found = { item: piece.item, position: piece.offset + mark.textIndex };
    }
  }
  if (!found) throw new Error("espeak reported no word before that time");
  const words = narrationWords(chapter);
  const firstOfItem = words.findIndex((word) => word.item === found.item);
  const text = chapter[found.item]!.text;
  const startsBefore = [...text.matchAll(/\S+/g)].filter((token) => /[\p{L}\p{N}]/u.test(token[0]) && token.index <= found.position).length;
  return firstOfItem + startsBefore - 1;
}

/** The word the timings say is being read at `seconds`. */
function timedWordAt(timings: readonly WordTiming[], seconds: number): number {
  const current = timings.filter((timing) => timing.start <= seconds).at(-1);
  if (!current) throw new Error(`no timed word at ${seconds} s`);
  return current.i;
}

describe("offline narration: word timings from espeak's own events", { timeout: 60_000 }, () => {
  it.each([
    ["English", "en-US", CHAPTER_EN],
    ["French", "fr-FR", CHAPTER_FR],
  ] as const)("%s: times at least 95 in 100 words, in order, within the MP3's length", async (_, language, chapter) => {
    const narration = await narrate(request({ language, items: chapter }));
    const duration = durationSeconds(parseMp3(narration.bytes));
    const timings = narration.wordTimings ?? [];
    const coverage = checkTimings(timings, chapter, duration);
    expect(coverage).toBeGreaterThanOrEqual(0.95);
    // No word is a sliver: words espeak says as one with their neighbour ("in the", "did not") and
    // reports no event for share its time.
    expect(Math.min(...timings.map((timing) => timing.end - timing.start))).toBeGreaterThan(0.04);
    // The last word ends close to the end of the speech: nothing is left untimed at the tail.
    expect(timings.at(-1)!.end).toBeGreaterThan(duration - 1.5);
    console.log(`${language}: ${timings.length}/${narrationWords(chapter).length} words timed, audio ${duration.toFixed(2)} s`);
  });

  it.each([
    ["English", "en-US", CHAPTER_EN],
    ["French", "fr-FR", CHAPTER_FR],
  ] as const)("%s: at every tenth of the chapter, including half, the timed word is within one word of espeak's", async (_, language, chapter) => {
    const speech = await synthesise(request({ language, items: chapter }));
    const narration = await narrate(request({ language, items: chapter }));
    const timings = narration.wordTimings ?? [];
    const deviations: number[] = [];
    for (const fraction of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
      const at = Math.round(speech.samples.length * fraction);
      const seconds = (at + MP3_START_DELAY_SAMPLES) / speech.sampleRate;
      deviations.push(Math.abs(timedWordAt(timings, seconds) - espeakWordAt(speech, chapter, at)));
    }
    expect(deviations[4]).toBeLessThanOrEqual(1);
    expect(Math.max(...deviations)).toBeLessThanOrEqual(1);
    console.log(`${language}: word deviations from espeak's events at tenths of the chapter: ${deviations.join(", ")}`);
  });

  it("times the words of the MP3 as stored: a word's start is where its sound begins after the decoder's delay", async () => {
    // Silence, then a loud word: the first word's timing must land on the first audible PCM sample.
    const speech = await synthesise(request({ items: "Hello." }));
    const firstLoud = speech.samples.findIndex((sample) => Math.abs(sample) > 500);
    const narration = await narrate(request({ items: "Hello." }));
    const start = narration.wordTimings![0]!.start;
    const loudAt = (firstLoud + MP3_START_DELAY_SAMPLES) / speech.sampleRate;
    expect(Math.abs(start - loudAt)).toBeLessThan(0.06);
  });

  it("gives every word of a chapter in order, skipping lone punctuation and speaker names", async () => {
    const chapter: NarrativeItem[] = [
      { type: "dialogue", speaker: "Tom", text: "Look — a star!" },
      { type: "plain", text: "They watched it … together." },
    ];
    const narration = await narrate(request({ items: chapter }));
    expect(narration.wordTimings!.map((timing) => timing.i)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(narrationWords(chapter).map((word) => word.text)).toEqual(["Look", "a", "star!", "They", "watched", "it", "together."]);
  });

  it("keeps the timings a pure function of the request", async () => {
    const first = await narrate(request({}));
    const again = await narrate(request({}));
    expect(again.wordTimings).toEqual(first.wordTimings);
  });
});
