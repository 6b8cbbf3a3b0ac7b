/**
 * The moderation lists: what the engine refuses, by category and language, the combinations of words
 * that are unsafe only together, and the safe words and phrases that must never count. They live in
 * configuration (`moderationLists`, editable in /admin; defaults in ./default-lists.ts); the engine is code.
 *
 * How a term is written:
 * - `word`: the word and its forms (same Snowball stem in the list's language): kill, kills, killed, killing;
 *   in the category lists, only the forms that start like it (a stem cut short meets other words:
 *   "vibrator" does not catch "vibrates", nor "grognasse" "grogne");
 * - `=word`: that spelling only (a word whose stem meets ordinary words: "=vin" must not catch "vine");
 * - `word*`: every word starting so (porn*, nazi*);
 * - `*word*`: every word containing it, for a root no ordinary word holds (*fuck*: "dumbfuck", "fuckwit");
 * - `two words`: a phrase, its words one after the other (words of one or two letters as spelled);
 * - `a|b|c`: in a phrase, any one of these words in that place ("=gay|deaf people|kids");
 * - `<end>`: the end of the idea or sentence ("hate" + identity + `<end>`: the identity names people there).
 * Combinations and safe phrases use both languages' stems; a safe single word is matched as spelled.
 */
import { z } from "zod";
import { SAFETY_CATEGORIES } from "../../shared/safety";
import { foldText } from "./normalise";

export const END_OF_TEXT = "<end>";
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * A term's words, folded, in order, without its marks (`=`, `*`, `<end>`): each place holds one word, or
 * the alternatives `a|b|c` give (each one word).
 */
export function termWords(text: string): string[][] {
  const body = text.replace(END_OF_TEXT, "").trim().replace(/^[=*]/, "").replace(/\*$/, "");
  return foldText(body)
    .split(/\s+/u)
    .flatMap((chunk) =>
      chunk.includes("|") ? [chunk.split("|").flatMap((alternative) => alternative.match(WORDS) ?? [])] : (chunk.match(WORDS) ?? []).map((word) => [word]),
    )
    .filter((alternatives) => alternatives.length > 0);
}

const term = z.string().trim().min(1).max(100);
const terms = z.array(term).max(5_000);
const byCategory = z.partialRecord(z.enum(SAFETY_CATEGORIES), terms);

export const moderationListsSchema = z.object({
  en: byCategory,
  fr: byCategory,
  /** Unsafe when one term of every group occurs, within `near` words of each other when given. */
  combinations: z
    .array(
      z.object({
        category: z.enum(SAFETY_CATEGORIES),
        all: z.array(z.array(term).min(1).max(200)).min(2).max(4),
        near: z.number().int().min(1).max(30).optional(),
        /** The groups in this order (an act, then who it is done to): "the kids kick the ball" is not "kick the kids". */
        ordered: z.boolean().optional(),
      }),
    )
    .max(1_000),
  /** Words and phrases that never count, whatever they contain ("killer whale", "pieds nus"). */
  safe: terms,
});

export type ModerationLists = z.infer<typeof moderationListsSchema>;

