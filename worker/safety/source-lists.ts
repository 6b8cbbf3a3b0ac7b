/**
 * Word lists from a maintained public source, loaded as data, English and French: the "List of Dirty,
 * Naughty, Obscene and Otherwise Bad Words" (LDNOOBW,
 * https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words, © Shutterstock, Inc.
 * and its contributors, licensed under CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), as
 * published on npm by `naughty-words`; and `cuss` 2.2.0 (https://github.com/words/cuss, © Titus Wormer,
 * MIT licence), its words rated surely profane (2) only. cuss also rates ordinary words surely profane
 * ("mettre", "gosse", "plume"): ./source-categories.ts keeps those out, as it does for LDNOOBW.
 * (`@2toad/profanity` was tried too: its English list is the `badwords-list` the bench measures on, and
 * its French one a word-by-word translation — "pomme", "feu", "souris" — so neither is used.)
 *
 * The words are used as published; ./source-categories.ts (ours) sorts them into categories and keeps
 * out those whose ordinary sense a child means. The engine folds and stems them like every listed term;
 * configuration (`moderationLists`) extends them.
 */
import { cuss as cussEnglish } from "cuss";
import { cuss as cussFrench } from "cuss/fr";
import naughtyEnglish from "naughty-words/en.json";
import naughtyFrench from "naughty-words/fr.json";
import type { SafetyCategory } from "../../shared/safety";
import type { ModerationLists } from "./lists";
import { foldText } from "./normalise";
import { SOURCE_CATEGORIES } from "./source-categories";
import { stem } from "./stems";

type Language = "en" | "fr";

/**
 * A listed word that is its own stem brings its forms ("fuck": fucks, fucked); a listed form is matched
 * as spelled, for its stem may be an ordinary word ("throating" → throat, "pétasse" → pet, "pute" → put).
 */
function asMatched(word: string, language: Language): string {
  const folded = foldText(word);
  return /^\p{L}+$/u.test(folded) && stem(folded, language) !== folded ? `=${word}` : word;
}

/** cuss rates each word 0 (maybe), 1 (likely) or 2 (surely profane). */
const surelyProfane = (rated: Record<string, number>) => Object.keys(rated).filter((word) => rated[word] === 2);

/** The source's words by language, with the category of those our mapping does not name (most are sexual). */
const SOURCES: Record<Language, { words: readonly string[]; otherwise: SafetyCategory }[]> = {
  en: [
    { words: naughtyEnglish, otherwise: "sexual" },
    { words: surelyProfane(cussEnglish), otherwise: "profanity" },
  ],
  fr: [
    { words: naughtyFrench, otherwise: "sexual" },
    { words: surelyProfane(cussFrench), otherwise: "profanity" },
  ],
};

function classify(language: Language): ModerationLists["en"] {
  const { ordinary, ...named } = SOURCE_CATEGORIES[language];
  const left = new Set(ordinary.map(foldText));
  const categoryOf = new Map<string, SafetyCategory>();
  for (const [category, listed] of Object.entries(named) as [SafetyCategory, readonly string[]][]) {
    for (const word of listed) categoryOf.set(foldText(word), category);
  }
  const lists: ModerationLists["en"] = {};
  const seen = new Set<string>();
  for (const { words, otherwise } of SOURCES[language]) {
    for (const word of words) {
      const folded = foldText(word);
      if (left.has(folded) || seen.has(folded)) continue;
      seen.add(folded);
      (lists[categoryOf.get(folded) ?? otherwise] ??= []).push(asMatched(word, language));
    }
  }
  return lists;
}

export const SOURCE_LISTS: Pick<ModerationLists, "en" | "fr"> = { en: classify("en"), fr: classify("fr") };
