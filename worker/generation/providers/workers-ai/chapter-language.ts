/**
 * Which language a chapter is written in, from its small words (articles, pronouns, conjunctions):
 * a model asked for French sometimes writes a chapter in English (and back). Words both languages
 * share ("a", "on", "son") count for neither. Unsure (a short or mixed text): null, and the chapter
 * is kept as written.
 */
import type { Language } from "../../../db/schema";
import { chapterItems } from "../../../../shared/read-along";
import type { NarrativeItem } from "../../../../shared/narrative";

const SMALL_WORDS: Record<Language, ReadonlySet<string>> = {
  "en-US": new Set([
    "the", "and", "was", "were", "is", "are", "of", "to", "in", "with", "she", "he", "they", "her", "his", "it",
    "that", "said", "for", "at", "you", "we", "but", "an", "not", "had", "their", "this", "what", "will",
  ]),
  "fr-FR": new Set([
    "le", "la", "les", "et", "était", "est", "sont", "de", "des", "du", "un", "une", "dans", "avec", "elle", "il",
    "ils", "elles", "sa", "ses", "qui", "que", "pour", "sur", "au", "aux", "mais", "pas", "ne", "dit", "nous", "vous",
    "l", "d", "qu", "c", "j", "n",
  ]),
};
const LANGUAGES = Object.keys(SMALL_WORDS) as Language[];
/** Small words needed before judging, and how far ahead the winner must be. */
const MIN_WORDS = 6;
const LEAD = 3;

export function languageOf(text: string): Language | null {
  const words = text.toLowerCase().normalize("NFC").match(/\p{L}+/gu) ?? [];
  const counts = LANGUAGES.map((language) => words.filter((word) => SMALL_WORDS[language].has(word)).length);
  const [first, second] = [...counts].sort((a, b) => b - a);
  if (first! < MIN_WORDS || first! < LEAD * second!) return null;
  return LANGUAGES[counts.indexOf(first!)]!;
}

/** The chapter's language from the lines it says (speakers' names are not read). */
export function chapterLanguage(chapter: NarrativeItem[] | string): Language | null {
  return languageOf(chapterItems(chapter).map((item) => item.text).join("\n"));
}
