/**
 * The frozen held-out set (frozen-en.tsv, frozen-fr.tsv): ideas written before any list or rule was
 * tuned, committed once and never edited, so the engine is measured on words its lists' authors did not
 * tune against. One line per idea set: language, label (a category or "safe"), chips joined by " | ".
 */
import type { SafetyCategory } from "../../../shared/safety";
import type { CorpusEntry } from "./corpus";
import english from "./frozen-en.tsv?raw";
import french from "./frozen-fr.tsv?raw";

/** The files as committed, for the bench to print their hash. */
export const FROZEN_FILES = { "frozen-en.tsv": english, "frozen-fr.tsv": french } as const;

function parse(text: string): CorpusEntry[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [language, label, ideas] = line.split("\t") as [CorpusEntry["language"], string, string];
      const category = label === "safe" ? null : (label as SafetyCategory);
      return { ideas: ideas.split(" | "), language, category, form: "frozen" };
    });
}

const FROZEN = [...parse(english), ...parse(french)];
export const FROZEN_UNSAFE: readonly CorpusEntry[] = FROZEN.filter((entry) => entry.category !== null);
export const FROZEN_SAFE: readonly CorpusEntry[] = FROZEN.filter((entry) => entry.category === null);
