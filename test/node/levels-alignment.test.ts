import { describe, expect, it } from "vitest";
import { estimateFromLevels, speechRuns } from "../../worker/recordings/levels-alignment";

/** An envelope from [level, seconds] steps, one value every 20 ms. */
function envelope(...steps: [number, number][]): number[] {
  return steps.flatMap(([level, seconds]) => new Array<number>(Math.round(seconds * 50)).fill(level));
}

const words = (text: string) => text.split(" ").map((word, i) => ({ i, text: word }));

describe("speechRuns: voice activity on the recorder's levels", () => {
  it("finds runs of speech between pauses, in seconds", () => {
    const runs = speechRuns(envelope([0.01, 0.5], [0.4, 1], [0.01, 0.6], [0.4, 2], [0.01, 0.4]));
    expect(runs).toHaveLength(2);
    expect(runs[0]!.start).toBeCloseTo(0.5, 2);
    expect(runs[0]!.end).toBeCloseTo(1.5, 2);
    expect(runs[1]!.start).toBeCloseTo(2.1, 2);
    expect(runs[1]!.end).toBeCloseTo(4.1, 2);
  });

  it("keeps a run through a level dipping between its thresholds (hysteresis) and a gap between words", () => {
    // 0.12 sits below the start threshold but above the end one; the 0.1 s gap is shorter than a pause.
    const runs = speechRuns(envelope([0.01, 0.5], [0.5, 0.5], [0.12, 0.5], [0.5, 0.5], [0.01, 0.1], [0.5, 0.5], [0.01, 0.5]));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.end).toBeCloseTo(2.6, 2);
  });

  it("ignores clicks and finds nothing in silence", () => {
    expect(speechRuns(envelope([0.01, 1], [0.6, 0.02], [0.01, 1], [0.5, 1], [0.01, 1]))).toHaveLength(1);
    expect(speechRuns(envelope([0.01, 3]))).toEqual([]);
  });
});

describe("estimateFromLevels: the text's words over the runs of speech", () => {
  it("cuts the words at the sentence end where the reader paused, and waits through the pause", () => {
    const text = words("Once upon a time. There lived a very small and curious dragon.");
    // 7 syllables then 13, read a little faster at first: 1.2 s of speech, a 1.5 s pause, then 2.8 s.
    const levels = envelope([0.01, 0.3], [0.5, 1.2], [0.01, 1.5], [0.5, 2.8], [0.01, 0.2]);
    const timings = estimateFromLevels(text, levels, levels.length / 50);
    const there = timings.find((t) => t.i === 4)!;
    expect(timings.find((t) => t.i === 3)!.end).toBeLessThanOrEqual(1.5);
    expect(there.start).toBeGreaterThanOrEqual(3.0);
    expect(there.start).toBeLessThan(3.2);
    expect(timings.map((t) => t.i)).toEqual(text.map((w) => w.i));
  });

  it("stretches levels sampled over a shorter time than the container's duration", () => {
    const text = words("Hello there. Goodbye now.");
    const levels = envelope([0.5, 1], [0.01, 1], [0.5, 1], [0.01, 1]);
    const timings = estimateFromLevels(text, levels, 8);
    expect(timings.find((t) => t.i === 2)!.start).toBeGreaterThanOrEqual(4);
  });

  it("spreads the words over the whole take when the levels show no speech", () => {
    const timings = estimateFromLevels(words("One two three"), envelope([0, 2]), 3);
    expect(timings).toHaveLength(3);
    expect(timings.at(-1)!.end).toBeLessThanOrEqual(3);
    expect(timings.at(-1)!.start).toBeGreaterThan(1.5);
  });
});
