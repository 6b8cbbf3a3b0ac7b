/**
 * How the classifier's weights are stored (./classifier-weights.tsv, written by `npm run train:safety`):
 * small, because every retrain commits it again and the Worker bundles it. A line per feature, sorted;
 * the feature front-coded (one digit: how many leading characters it shares with the previous line's,
 * then the rest), a tab, then its weights, three characters each: the class index (CLASSIFIER_CLASSES
 * order), then the weight in hundredths (as the trainer rounds it) offset by half the range of two
 * digits. Digits are base 62. Lossless for weights in hundredths, so the file decodes to the same numbers.
 */

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const BASE = DIGITS.length;
const OFFSET = (BASE * BASE) / 2;
const MAX_SHARED = BASE - 1;

const digit = (char: string | undefined): number => {
  const value = char === undefined ? -1 : DIGITS.indexOf(char);
  if (value < 0) throw new Error(`classifier weights: "${char}" is no digit`);
  return value;
};

/** Feature → its weights, sparse: class index, weight, class index, weight… */
export type FeatureWeights = ReadonlyMap<string, readonly number[]>;

export function formatWeights(weights: FeatureWeights): string {
  let previous = "";
  let text = "";
  for (const feature of [...weights.keys()].sort()) {
    if (/[\t\n]/.test(feature)) throw new Error(`classifier weights: feature ${JSON.stringify(feature)} holds a tab or newline`);
    let shared = 0;
    while (shared < MAX_SHARED && shared < feature.length && feature[shared] === previous[shared]) shared++;
    let pairs = "";
    const values = weights.get(feature)!;
    for (let i = 0; i < values.length; i += 2) {
      const code = Math.round(values[i + 1]! * 100) + OFFSET;
      if (values[i]! >= BASE || code < 0 || code >= BASE * BASE) throw new Error(`classifier weights: ${feature} ${values[i]} ${values[i + 1]} out of range`);
      pairs += DIGITS[values[i]!]! + DIGITS[Math.floor(code / BASE)]! + DIGITS[code % BASE]!;
    }
    text += `${DIGITS[shared]}${feature.slice(shared)}\t${pairs}\n`;
    previous = feature;
  }
  return text;
}

export function parseWeights(text: string): Map<string, number[]> {
  const weights = new Map<string, number[]>();
  let previous = "";
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab < 1) continue;
    const feature = previous.slice(0, digit(line[0])) + line.slice(1, tab);
    const values: number[] = [];
    for (let i = tab + 1; i + 2 < line.length; i += 3) {
      values.push(digit(line[i]), (digit(line[i + 1]) * BASE + digit(line[i + 2]) - OFFSET) / 100);
    }
    weights.set(feature, values);
    previous = feature;
  }
  return weights;
}
