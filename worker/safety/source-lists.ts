/**
 * Word lists from a maintained public source, loaded as data, English and French: the "List of Dirty,
 * Naughty, Obscene and Otherwise Bad Words" (LDNOOBW,
 * https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words, © Shutterstock, Inc.
 * and its contributors, licensed under CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), as
 * published on npm by `naughty-words`. (`cuss`, tried too, rates as surely profane hundreds of ordinary
 * words — "mettre", "gosse", "plume", "pine" — and was left out.)
 *
 * The words are used as published; ./source-categories.ts (ours) sorts them into categories and keeps
 * out those whose ordinary sense a child means. The engine folds and stems them like every listed term;
 * configuration (`moderationLists`) extends them.
 */
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

/** The source's words by language, with the category of those our mapping does not name (most are sexual). */
const SOURCES: Record<Language, { words: readonly string[]; otherwise: SafetyCategory }[]> = {
  en: [{ words: naughtyEnglish, otherwise: "sexual" }],
  fr: [{ words: naughtyFrench, otherwise: "sexual" }],
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
