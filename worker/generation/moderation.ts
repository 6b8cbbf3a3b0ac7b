/**
 * Blocklist moderation shared by every generation provider: story ideas before
 * a story is created, and generated text before it is stored.
 *
 * The words come from the `moderationBlocklist` config (editable in /admin).
 * Every language's list applies whatever the interface language, because a
 * French child may well type English words (and the reverse).
 *
 * Matching is on whole words, case- and accent-insensitive, so "skill" or
 * "Sussex" never match "kill" or "sex". In what people type it also sees
 * through the simple tricks a child might try: punctuation or spaces inside a word ("k.i.l.l", "k i l l",
 * zero-width characters), stretched letters ("kiiill"), look-alike digits
 * ("s3x"), and a plural "s" the list does not spell out.
 */
import type { ModerationResult } from "./provider";
import type { Language } from "../db/schema";
import { DEFAULT_CONFIG } from "../config/defaults";
import { readConfig } from "../config/store";

/** A compiled blocklist: single words, and multi-word entries as word sequences. */
export interface Blocklist {
  words: ReadonlySet<string>;
  phrases: readonly (readonly string[])[];
}

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l", ı: "i" };
const LOOK_ALIKES: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Lower case, accents and ligatures folded (é → e, œ → oe), invisible format characters removed. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\p{M}\p{Cf}]/gu, "")
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (letter) => LIGATURES[letter] ?? letter);
}

const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

/** Builds a blocklist from the config value: every language's list, folded the same way as the text. */
export function compileBlocklist(lists: unknown): Blocklist {
  // By language as configured; a bare list (an admin's shortcut) is one list.
  const entries = Array.isArray(lists) ? [lists] : lists && typeof lists === "object" ? Object.values(lists) : [];
  const words = new Set<string>();
  const phrases: string[][] = [];
  for (const list of entries) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (typeof entry !== "string") continue;
      const parts = wordsOf(foldText(entry));
      if (parts.length === 1) words.add(parts[0]!);
      else if (parts.length > 1) phrases.push(parts);
    }
  }
  return { words, phrases };
}

/**
 * Spellings a stretched word may stand for: a letter repeated three times or
 * more may be one or two letters in the real word ("kiiilll" → "kill").
 * Doubled letters are left alone, so "nuee" is not read as "nue".
 */
function unstretched(word: string): string[] {
  const runs = word.match(/(.)\1*/gu) ?? [];
  let spellings = [""];
  for (const run of runs) {
    const letter = run[0]!;
    const options = run.length >= 3 ? [letter, letter + letter, run] : [run];
    // Bounded: a word with many stretched runs is checked as written beyond this.
    if (spellings.length * options.length > 64) return [word];
    spellings = spellings.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return spellings;
}

/** The word of `isBlocked` a candidate stands for, if any (trying stretches and a plural "s"). */
function standsFor(candidate: string, isBlocked: (word: string) => boolean): string | undefined {
  for (const spelling of unstretched(candidate)) {
    if (isBlocked(spelling)) return spelling;
    const singular = spelling.slice(0, -1);
    if (spelling.length > 3 && spelling.endsWith("s") && isBlocked(singular)) return singular;
  }
  return undefined;
}

const asWritten = (candidate: string, isBlocked: (word: string) => boolean) => (isBlocked(candidate) ? candidate : undefined);

/** The ways a piece of text can be read as words: as written, and with look-alike digits as letters. */
function readings(folded: string): string[] {
  const lookAlike = folded.replace(/[013457@$]/g, (character) => LOOK_ALIKES[character] ?? character);
  return lookAlike === folded ? [folded] : [folded, lookAlike];
}

export interface FindOptions {
  /**
   * See through disguises (spelled-out letters, inner punctuation, stretched
   * letters, look-alike digits, a plural "s"). On for what people type; off
   * for generated text, which does not disguise words and is long enough
   * that such readings would raise false alarms (each costs a regeneration).
   */
  tolerant?: boolean;
}

/** The blocked entries (as folded in the blocklist) found in `text`; empty when it is clean. */
export function findBlockedTerms(text: string, blocklist: Blocklist, { tolerant = true }: FindOptions = {}): string[] {
  const found = new Set<string>();
  const match = tolerant ? standsFor : asWritten;
  const isBlocked = (word: string) => blocklist.words.has(word);
  const check = (candidate: string) => {
    const word = match(candidate, isBlocked);
    if (word !== undefined) found.add(word);
  };

  const folded = foldText(text);
  for (const reading of tolerant ? readings(folded) : [folded]) {
    const words = wordsOf(reading);
    words.forEach(check);

    for (const phrase of blocklist.phrases) {
      for (let start = 0; start + phrase.length <= words.length; start++) {
        if (phrase.every((part, offset) => match(words[start + offset]!, (word) => word === part) !== undefined)) {
          found.add(phrase.join(" "));
        }
      }
    }

    if (!tolerant) continue;

    // Punctuation inside a chunk of text without spaces: "k.i.l.l", "ki-ll".
    for (const chunk of reading.split(/\s+/u)) {
      const joined = wordsOf(chunk).join("");
      if (joined.length > 0) check(joined);
    }

    // Letters spelled out one by one: "k i l l", "k - i - l - l".
    let letters = "";
    for (const word of [...words, ""]) {
      if (word.length === 1) {
        letters += word;
        continue;
      }
      if (letters.length > 1) check(letters);
      letters = "";
    }
  }
  return [...found];
}

// The config store hands back the same object while its cache entry lives, so
// the compiled form is kept per config value and rebuilt after an admin edit.
const compiled = new WeakMap<object, Blocklist>();

/** The current blocklist, from configuration (D1, with the defaults as fallback). */
export async function loadBlocklist(env: Pick<Env, "DB">): Promise<Blocklist> {
  const { moderationBlocklist: configured } = await readConfig(env, ["moderationBlocklist"]);
  // A children's product must not lose its blocklist to a mistyped admin edit.
  const moderationBlocklist: object =
    configured !== null && typeof configured === "object" ? configured : DEFAULT_CONFIG.moderationBlocklist;
  let blocklist = compiled.get(moderationBlocklist);
  if (!blocklist) {
    blocklist = compileBlocklist(moderationBlocklist);
    compiled.set(moderationBlocklist, blocklist);
  }
  return blocklist;
}

/**
 * Checks story ideas against the blocklist. `flagged` lists the offending
 * ideas as the user typed them. `language` is the interface language; it does
 * not narrow the check, since every language's list applies.
 */
export async function moderateIdeas(env: Pick<Env, "DB">, ideas: readonly string[], language: Language): Promise<ModerationResult> {
  const blocklist = await loadBlocklist(env);
  const flagged = ideas.filter((idea) => findBlockedTerms(idea, blocklist).length > 0);
  return flagged.length === 0 ? { allowed: true } : { allowed: false, flagged };
}

/**
 * Checks generated text (whole words as written, case and accents folded);
 * `flagged` lists the blocked words found in it.
 */
export async function moderateText(env: Pick<Env, "DB">, text: string): Promise<ModerationResult> {
  const flagged = findBlockedTerms(text, await loadBlocklist(env), { tolerant: false });
  return flagged.length === 0 ? { allowed: true } : { allowed: false, flagged };
}
