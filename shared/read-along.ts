/**
 * The read-along contract between the narrators (which time each word they speak) and the player
 * (which highlights the word being read). Both sides split a chapter's text with `narrationWords`,
 * so a timing's `i` names the same word on both sides.
 */
import type { Chapter } from "./enums";
import type { NarrativeItem } from "./narrative";

/** One timed word: `i` indexes `narrationWords(chapter)`; `start`/`end` are seconds into the chapter's audio. */
export interface WordTiming {
  i: number;
  start: number;
  end: number;
}

/** Per chapter: the media URL of a JSON array of WordTiming, the array itself, or null when none exists yet. */
export type StoryWordTimings = Record<Chapter, string | WordTiming[] | null>;

/** A word as the reader sees it: which line (item) of the chapter it is in, and its text with punctuation. */
export interface NarrationWord {
  /** Index of the item in the chapter (a string chapter is split into lines, blank lines dropped). */
  item: number;
  text: string;
}

/** A chapter's lines as items: a string chapter is split by lines (docs/product.md §3), blank lines dropped. */
export function chapterItems(chapter: NarrativeItem[] | string): NarrativeItem[] {
  if (typeof chapter !== "string") return chapter;
  return chapter
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((text) => ({ type: "plain", text }));
}

/**
 * The words read aloud in a chapter, in reading order: every item's text split on white space
 * (punctuation stays attached to its word). Speaker names of dialogue lines are not words of the
 * narration: a character's voice says the line, nobody reads the name.
 */
export function narrationWords(chapter: NarrativeItem[] | string): NarrationWord[] {
  const words: NarrationWord[] = [];
  chapterItems(chapter).forEach((entry, item) => {
    for (const text of entry.text.split(/\s+/)) {
      // A lone punctuation mark ("—", "…") is not a word anyone reads.
      if (/[\p{L}\p{N}]/u.test(text)) words.push({ item, text });
    }
  });
  return words;
}

/** Lowercase letters and digits only, accents dropped: "Écoute," and "ecoute" compare equal. */
export function normaliseWord(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** Vowel groups, at least one: enough to weigh words by how long they take to say. */
export function syllables(word: string): number {
  const groups = normaliseWord(word).match(/[aeiouy]+/g)?.length ?? 0;
  const digits = normaliseWord(word).replace(/\D/g, "").length;
  return Math.max(1, groups + digits);
}
