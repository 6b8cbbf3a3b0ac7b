/**
 * Word lists from maintained public sources, loaded as data, English and French:
 * - the "List of Dirty, Naughty, Obscene and Otherwise Bad Words" (LDNOOBW,
 *   https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words, © Shutterstock, Inc.
 *   and its contributors, licensed under CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), as
 *   published on npm by `naughty-words`, English and French;
 * - `cuss` 2.2.0 (https://github.com/words/cuss, © Titus Wormer, MIT licence), English and French, its
 *   words rated surely profane (2) only;
 * - `@dsojevic/profanity-list` 1.0.0 (https://github.com/dsojevic/profanity-list, © 2021 David Sojevic,
 *   MIT licence), English, each entry tagged (sexual, racial, lgbtq, general, religious, shock);
 * - `french-badwords-list` 1.0.7 (https://github.com/darwiin/french-badwords-list, © Christophe Roger,
 *   MIT licence; drawn from Wiktionary's French insults), its words as written (its digit and symbol
 *   spellings — "p3t4ss3" — are what the engine's disguised reading sees through).
 * Not used: `@2toad/profanity` (its English list is `badwords-list`, its French one a word-by-word
 * translation — "pomme", "feu", "souris"), `leo-profanity` (its English words are all LDNOOBW's or cuss's,
 * its French list is `french-badwords-list`); they and other lists measure the engine instead
 * (safety/scripts/bench.mjs).
 *
 * The words are used as published; ./source-categories.ts (ours) sorts them into categories and keeps
 * out those whose ordinary sense a child means (a rooster, a collared dove, "un pet", "une punaise"). The engine
 * folds and stems them like every listed term; configuration (`moderationLists`) extends them.
 */
import { cuss as cussEnglish } from "cuss";
import { cuss as cussFrench } from "cuss/fr";
import naughtyEnglish from "naughty-words/en.json";
import naughtyFrench from "naughty-words/fr.json";
import dsojevicEnglish from "@dsojevic/profanity-list/en.json";
import frenchBadwords from "french-badwords-list/dist/array";
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

/** A public list as the engine loads it: its words, the category its own tags give a word, else `otherwise`. */
export interface PublicSource {
  name: string;
  words: readonly string[];
  tagged?: ReadonlyMap<string, SafetyCategory>;
  otherwise: SafetyCategory;
}

// dsojevic's tags as our categories: "shock" names shock sites (sexual), "religious" swearing by God.
const DSOJEVIC_TAGS: Record<string, SafetyCategory> = {
  sexual: "sexual", shock: "sexual", racial: "hate", lgbtq: "hate", general: "profanity", religious: "profanity",
};

/** dsojevic's entries: variants apart ("|"); a "*" lets the letter before it repeat, as the engine reads letters stretched 3 times or more. */
function dsojevic(entries: readonly { match: string; tags?: readonly string[] }[]): PublicSource {
  const tagged = new Map<string, SafetyCategory>();
  const words = entries.flatMap(({ match, tags = [] }) =>
    match.split("|").map((variant) => {
      const word = variant.replaceAll("*", "");
      const category = tags.map((tag) => DSOJEVIC_TAGS[tag]).find((known) => known !== undefined);
      if (category) tagged.set(foldText(word), category);
      return word;
    }),
  );
  return { name: "@dsojevic/profanity-list", words, tagged, otherwise: "sexual" };
}

/**
 * The sources by language, in order of trust in their own categories (a word's first source names it
 * when our mapping does not). LDNOOBW's unnamed words are mostly sexual, cuss's and french-badwords-list's
 * mostly swearing and insults.
 */
export const PUBLIC_SOURCES: Record<Language, readonly PublicSource[]> = {
  en: [
    dsojevic(dsojevicEnglish),
    { name: "naughty-words (LDNOOBW)", words: naughtyEnglish, otherwise: "sexual" },
    { name: "cuss (rated 2)", words: surelyProfane(cussEnglish), otherwise: "profanity" },
  ],
  fr: [
    { name: "naughty-words (LDNOOBW)", words: naughtyFrench, otherwise: "sexual" },
    { name: "cuss (rated 2)", words: surelyProfane(cussFrench), otherwise: "profanity" },
    { name: "french-badwords-list", words: frenchBadwords.filter((word) => /^[\p{L}\s'’-]+$/u.test(word)), otherwise: "profanity" },
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
  for (const { words, tagged, otherwise } of PUBLIC_SOURCES[language]) {
    for (const word of words) {
      const folded = foldText(word);
      if (left.has(folded) || seen.has(folded)) continue;
      seen.add(folded);
      (lists[categoryOf.get(folded) ?? tagged?.get(folded) ?? otherwise] ??= []).push(asMatched(word, language));
    }
  }
  return lists;
}

export const SOURCE_LISTS: Pick<ModerationLists, "en" | "fr"> = { en: classify("en"), fr: classify("fr") };
