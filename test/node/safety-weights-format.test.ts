/**
 * The classifier's stored weights (safety/engine/weights-format.ts): the trainer's output is the same
 * bytes for the same weights, whatever order it found the features in, and the Worker reads back
 * exactly the numbers the trainer wrote.
 */
import { describe, expect, it } from "vitest";
import { formatWeights, parseWeights } from "../../safety/engine/weights-format";

const WEIGHTS: [string, number[]][] = [
  ["u:dragon", [0, 0.45]],
  ["b:10 an", [0, -0.65, 2, -0.23, 3, 0.57, 5, 0.37, 6, 0.41]],
  ["b:10 ball", [0, -0.39, 5, 0.54]],
  ["rr:#act #child", [1, 4.02, 8, -3.99]],
  ["b:100 saut", [0, 0.49, 6, -0.42]],
  ["u:drag", [7, -0.2]],
];

describe("the classifier's weights file", () => {
  it("is the same bytes for the same weights in any order, one sorted line per feature", () => {
    const text = formatWeights(new Map(WEIGHTS));
    expect(formatWeights(new Map([...WEIGHTS].reverse()))).toBe(text);
    expect(text.split("\n").filter(Boolean)).toHaveLength(WEIGHTS.length);
    expect([...parseWeights(text).keys()]).toEqual(WEIGHTS.map(([feature]) => feature).sort());
  });

  it("reads back exactly the weights written, features that share a beginning included", () => {
    const back = parseWeights(formatWeights(new Map(WEIGHTS)));
    for (const [feature, pairs] of WEIGHTS) expect(back.get(feature)).toEqual(pairs);
    // "u:drag" then "u:dragon": the second line stores only "on".
    expect(formatWeights(new Map(WEIGHTS))).toContain("\n6on\t");
  });

  it("refuses what it cannot store rather than write a wrong number", () => {
    expect(() => formatWeights(new Map([["u:big", [0, 25]]]))).toThrow(/out of range/);
    expect(() => formatWeights(new Map([["u:a\tb", [0, 1]]]))).toThrow(/tab or newline/);
  });
});
