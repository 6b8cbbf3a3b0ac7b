/**
 * The frozen held-out sets: ideas written before the tuning they measure, committed once and never
 * edited, so the engine is measured on words its lists' authors did not tune against. frozen-1
 * (../engine/frozen-{en,fr}.tsv) came before the first lists; frozen-2 (frozen-2-{en,fr}.tsv) before the
 * recall work of issue 27. The misses of both were read afterwards, so frozen-3 (frozen-3-{en,fr}.tsv),
 * written blind by a helper who saw no list, corpus or result, and committed before frozen-2 was read,
 * is the set still held out.
 * Their format is safety/engine/labelled-ideas.ts.
 */
import type { CorpusEntry } from "./corpus";
import { parseLabelledIdeas } from "../engine/labelled-ideas";
import english2 from "./frozen-2-en.tsv?raw";
import french2 from "./frozen-2-fr.tsv?raw";
import english3 from "./frozen-3-en.tsv?raw";
import french3 from "./frozen-3-fr.tsv?raw";
// frozen-1 sits with the engine: the Worker bundles it to check an admin's lists (worker/config/moderation-coverage.ts).
import english from "../engine/frozen-en.tsv?raw";
import french from "../engine/frozen-fr.tsv?raw";

export interface FrozenSet {
  name: string;
  /** The files as committed, for the bench to print their hash. */
  files: Readonly<Record<string, string>>;
  unsafe: readonly CorpusEntry[];
  safe: readonly CorpusEntry[];
}

function frozenSet(name: string, files: Record<string, string>): FrozenSet {
  const entries = Object.values(files).flatMap((text) => parseLabelledIdeas(text).map((entry) => ({ ...entry, form: "frozen" })));
  return { name, files, unsafe: entries.filter((entry) => entry.category !== null), safe: entries.filter((entry) => entry.category === null) };
}

export const FROZEN_SETS: readonly FrozenSet[] = [
  frozenSet("frozen-1", { "frozen-en.tsv": english, "frozen-fr.tsv": french }),
  frozenSet("frozen-2", { "frozen-2-en.tsv": english2, "frozen-2-fr.tsv": french2 }),
  frozenSet("frozen-3", { "frozen-3-en.tsv": english3, "frozen-3-fr.tsv": french3 }),
];
