/**
 * Word forms: the Snowball stemmers for English and French (snowball-stemmers, a port of the maintained
 * Snowball algorithms), so kill, killed, killing and tuer, tue, tué, tuaient meet the same entry.
 * Words are stemmed without their accents, as the engine compares them (stemming "nuée" with its accent
 * would give "nu", the stem of "nue").
 */
import { newStemmer } from "snowball-stemmers";

export type StemLanguage = "en" | "fr";

const stemmers = { en: newStemmer("english"), fr: newStemmer("french") };

// Stories reuse the same few hundred words; a bounded memo keeps each word to one stemming per isolate.
const MEMO_LIMIT = 20_000;
const memo = { en: new Map<string, string>(), fr: new Map<string, string>() };

export function stem(word: string, language: StemLanguage): string {
  const known = memo[language].get(word);
  if (known !== undefined) return known;
  const stemmed = stemmers[language].stem(word);
  if (memo[language].size >= MEMO_LIMIT) memo[language].clear();
  memo[language].set(word, stemmed);
  return stemmed;
}
