/**
 * The labelled tuning corpus the engine is measured on (test/worker/safety-corpus.test.ts, npm run
 * bench:safety): every unsafe idea plain and in two disguises of its bracketed word, the ideas split
 * across chips, harm in plain words, and the safe ideas. The frozen held-out set is ./frozen.ts.
 */
import type { SafetyCategory } from "../../shared/safety";
import { PLAIN_SAFE, PLAIN_UNSAFE } from "./plain-words";
import { SAFE_IDEAS } from "./safe";
import { SPLIT_IDEAS, UNSAFE_IDEAS, type Language } from "./unsafe";

export interface CorpusEntry {
  ideas: string[];
  language: Language;
  /** null: safe. */
  category: SafetyCategory | null;
  /** How the idea is written: "plain", a disguise's name, "split" across chips, "plain-words", "frozen". */
  form: string;
}

const CYRILLIC: Record<string, string> = { a: "а", c: "с", e: "е", i: "і", o: "о", p: "р", x: "х", y: "у", s: "ѕ", j: "ј" };
const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" };
const SYMBOLS: Record<string, string> = { a: "@", s: "$", i: "!" };
const ACCENTS: Record<string, string> = { a: "á", e: "ë", i: "ï", o: "ô", u: "ú" };

const each = (word: string, table: Record<string, string>) => [...word].map((letter) => table[letter.toLowerCase()] ?? letter).join("");

/** Ways people disguise a word, each written as a person would type it. */
export const DISGUISES: Record<string, (word: string) => string> = {
  leet: (word) => each(word, LEET),
  symbols: (word) => each(word, SYMBOLS).replace("l", "|"),
  cyrillic: (word) => each(word, CYRILLIC),
  spaced: (word) => [...word].join(" "),
  dotted: (word) => [...word].join("."),
  hyphenated: (word) => `${word.slice(0, Math.ceil(word.length / 2))}-${word.slice(Math.ceil(word.length / 2))}`,
  stretched: (word) => word.replace(/[aeiouy]/i, (vowel) => vowel.repeat(5)),
  invisible: (word) => [...word].join("\u200b"),
  "full-width": (word) => word.replace(/[!-~]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! + 0xfee0)),
  accents: (word) => each(word, ACCENTS),
  capitals: (word) => [...word].map((letter, index) => (index % 2 ? letter.toUpperCase() : letter)).join(""),
  underscores: (word) => [...word].join("_"),
};

const KINDS = Object.keys(DISGUISES);

const plain = (idea: string) => idea.replace(/\[|\]/g, "");
const disguised = (idea: string, kind: string) => idea.replace(/\[([^\]]+)\]/, (_, word: string) => DISGUISES[kind]!(word));

function unsafeEntries(): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  let index = 0;
  for (const [category, byLanguage] of Object.entries(UNSAFE_IDEAS) as [SafetyCategory, Record<Language, string[]>][]) {
    for (const [language, ideas] of Object.entries(byLanguage) as [Language, string[]][]) {
      for (const idea of ideas) {
        entries.push({ ideas: [plain(idea)], language, category, form: "plain" });
        if (!idea.includes("[")) continue;
        // Two disguises per idea, taking turns through every kind; one that leaves the word as it is
        // ("symbols" on a word without a, s, i or l) gives way to the next.
        const written = new Set([plain(idea)]);
        for (let taken = 0; taken < 2; index++) {
          const kind = KINDS[index % KINDS.length]!;
          const text = disguised(idea, kind);
          if (written.has(text)) continue;
          written.add(text);
          entries.push({ ideas: [text], language, category, form: kind });
          taken++;
        }
      }
    }
  }
  for (const split of SPLIT_IDEAS) entries.push({ ...split, form: "split" });
  for (const plainWords of PLAIN_UNSAFE) entries.push({ ...plainWords, form: "plain-words" });
  return entries;
}

export const UNSAFE_CORPUS: readonly CorpusEntry[] = unsafeEntries();

export const SAFE_CORPUS: readonly CorpusEntry[] = [SAFE_IDEAS, PLAIN_SAFE].flatMap((byLanguage) =>
  (Object.entries(byLanguage) as [Language, string[]][]).flatMap(([language, ideas]) =>
    ideas.map((idea) => ({ ideas: [idea], language, category: null, form: "plain" })),
  ),
);
