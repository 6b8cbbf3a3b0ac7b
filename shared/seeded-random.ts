/**
 * Deterministic randomness for generation: the same story id or ideas always
 * give the same seed, and the same seed the same choices, so a retried step
 * produces the same text, picture and voice.
 */

/** FNV-1a: a stable 32-bit seed from text. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seed from several parts (text and numbers), kept apart by a separator no idea contains. */
export function hash(...parts: (string | number)[]): number {
  return seedFrom(parts.join("\u241f"));
}

export interface Random {
  /** [0, 1) */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: small and fast, plenty for picking templates and shapes. */
export function random(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** A speaking character's seed within a story: "Pip", " pip" and "PIP" are one character, in every chapter. */
export function speakerSeed(storySeed: number, speaker: string): number {
  return hash(storySeed, "speaker", speaker.trim().toLowerCase().normalize("NFC"));
}
