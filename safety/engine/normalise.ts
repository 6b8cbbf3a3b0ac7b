/**
 * Text as the moderation engine reads it. First one folded spelling (foldText): Unicode NFKC, invisible
 * and filler characters dropped, look-alike letters turned into their Latin skeleton (Unicode TR39
 * confusables), accents removed, lower case. Then the words, read in up to three ways (readings):
 *
 * - plain: runs of letters and digits, as written;
 * - disguised (what people type): digits and symbols inside a word read as letters ("k!ll", "s3x", "$ex"),
 *   separators inside a word removed ("k.i.l.l", "mur-der"), letters spelled out one by one joined
 *   ("s e x", "k - i - l - l"), letters stretched over three or more repeats squeezed ("kiiiill").
 *
 * A word is a `Token`: the spellings it may stand for (several when a digit or a stretch is ambiguous).
 */
import { CONFUSABLE_PAIRS } from "./confusables-data";

export interface Token {
  /** Possible spellings, most literal first. */
  forms: string[];
}

const CONFUSABLES = new Map<string, string>();
for (const pair of CONFUSABLE_PAIRS.split(" ")) {
  const [character, ...target] = [...pair];
  if (character && target.length > 0) CONFUSABLES.set(character, target.join(""));
}

// Letters NFKD does not take apart.
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l", ı: "i", ŀ: "l", þ: "th" };
// Format characters (zero-width spaces and joiners, soft hyphens, bidi marks: \p{Cf}) and the blank
// "filler" letters and marks that render as nothing (Hangul fillers, braille blank, Mongolian separator).
// eslint-disable-next-line no-misleading-character-class -- each mark and selector is matched alone, to be dropped
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\uffa0\ufe00-\ufe0f]/gu;

/** NFKC, invisibles dropped, confusables to their Latin skeleton, accents off, lower case. */
export function foldText(text: string): string {
  let skeleton = "";
  for (const character of text.normalize("NFKC").replace(INVISIBLE, "")) {
    skeleton += CONFUSABLES.get(character) ?? CONFUSABLES.get(character.toLowerCase()) ?? character;
  }
  return skeleton
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[œæßøđłıŀþ]/g, (letter) => LIGATURES[letter] ?? letter);
}

// Digits and symbols read as letters inside a word; "1" may be an i or an l.
const LOOK_ALIKES: Record<string, readonly string[]> = {
  "0": ["o"],
  "1": ["i", "l"],
  "3": ["e"],
  "4": ["a"],
  "5": ["s"],
  "7": ["t"],
  "@": ["a"],
  $: ["s"],
  "!": ["i"],
  "|": ["l"],
  // A star hides a vowel: "f*ck", "sh*t", "dr*gs".
  "*": ["u", "i", "a", "o", "e"],
};
/** Spellings considered per word at most: ambiguous digits and stretches multiply. */
const MAX_FORMS = 16;

const PLAIN_WORD = /[\p{L}\p{N}]+/gu;
// A word that may hide symbols: letters, digits and the look-alike symbols.
const DISGUISED_WORD = /[\p{L}\p{N}@$!|*]+/gu;
const HAS_LETTER = /\p{L}/u;
// A look-alike digit or symbol, or a letter repeated three times.
const NEEDS_READING = /[0-9@$!|*]|(.)\1\1/u;

function product(choices: readonly (readonly string[])[]): string[] {
  let spellings = [""];
  for (const options of choices) {
    // Past the bound, the rest of the word is read the first way only.
    spellings =
      spellings.length * options.length > MAX_FORMS
        ? spellings.map((prefix) => prefix + options[0])
        : spellings.flatMap((prefix) => options.map((option) => prefix + option));
  }
  return spellings;
}

/**
 * The spellings a disguised word may stand for: look-alike digits and symbols as letters (only in a word
 * that has letters, so "1000" stays a number), then each run of three or more equal letters as one or two.
 * Doubled letters are left alone, so "nuee" is not read as "nue".
 */
export function spellings(word: string): string[] {
  // Most words are plain letters: nothing to read differently.
  if (!NEEDS_READING.test(word)) return word === "" ? [] : [word];
  // Symbols at the edges may be punctuation ("kill!!!", "(naked)") or letters ("n@z!", "fu$!|"): both are read.
  // A leading $ or @ before letters is a letter ("$ex"). Two letters and "!" are a shout ("go!" is no "goï").
  const lead = word.replace(/^[!|*]+/u, "");
  const shout = /^\p{L}{1,2}!+$/u.test(lead);
  const readingsOfEdges = new Set([...(shout ? [] : [lead]), lead.replace(/[!|@$*]+$/u, "")]);
  const forms = new Set<string>();
  for (const trimmed of readingsOfEdges) {
    if (trimmed === "") continue;
    const lettered = HAS_LETTER.test(trimmed) ? product([...trimmed].map((character) => LOOK_ALIKES[character] ?? [character])) : [trimmed];
    for (const spelling of lettered) {
      const runs = spelling.match(/(.)\1*/gu) ?? [];
      for (const form of product(runs.map((run) => (run.length >= 3 ? [run[0]!, run[0]! + run[0]!, run] : [run])))) forms.add(form);
    }
  }
  return [...forms];
}

const plainTokens = (text: string): Token[] => (text.match(PLAIN_WORD) ?? []).map((word) => ({ forms: [word] }));

/**
 * Words of one whitespace-separated chunk read as one: "k.i.l.l" → kill, "mur-der" → murder. Spelled-out
 * letters across chunks ("s e x", "k - i - l - l") are joined too. Chunks without inner separators stay
 * as they are.
 */
function joinedTokens(folded: string): Token[] {
  const tokens: Token[] = [];
  let letters = "";
  const flush = () => {
    // A spelled-out word may follow a one-letter word or an elision: "a k i l l e r", "l' a l c o o l".
    if (letters.length > 3) tokens.push({ forms: [...spellings(letters), ...spellings(letters.slice(1))] });
    else if (letters.length > 1) tokens.push({ forms: spellings(letters) });
    else if (letters.length === 1) tokens.push({ forms: [letters] });
    letters = "";
  };
  for (const chunk of folded.split(/\s+/u)) {
    // An apostrophe ends a word: "l'e.c.s.t.a.s.y" is "l" and "ecstasy", and an elided "d'" or "l'"
    // is a word of its own, not one more spelled-out letter.
    const parts = chunk.split(/['’]/u);
    parts.forEach((part, index) => {
      const word = (part.match(DISGUISED_WORD) ?? []).join("");
      const forms = spellings(word);
      if (forms.length === 0) return; // pure punctuation between spelled-out letters: "k - i - l - l"
      const elided = index < parts.length - 1;
      if ([...word].length === 1 && !elided) {
        letters += forms[0];
        return;
      }
      flush();
      tokens.push({ forms });
    });
  }
  flush();
  return tokens;
}

export interface ReadOptions {
  /** See through disguises (what people type). Off for generated text, which does not disguise words. */
  tolerant: boolean;
}

/** The distinct ways `text` (already folded) can be read as words, the plain reading first. */
export function readings(folded: string, { tolerant }: ReadOptions): Token[][] {
  const plain = plainTokens(folded);
  if (!tolerant) return [plain];
  const disguised = (folded.match(DISGUISED_WORD) ?? []).map((word) => ({ forms: spellings(word) })).filter((token) => token.forms.length > 0);
  // Undisguised text reads the same in all three ways, and is judged once. (Keyed by every form as it is:
  // a disguised word may hold a "|" or a space, "15|16", which the plain reading splits in two.)
  const distinct = new Map<string, Token[]>();
  for (const reading of [plain, disguised, joinedTokens(folded)]) {
    const key = JSON.stringify(reading.map((token) => token.forms));
    if (!distinct.has(key)) distinct.set(key, reading);
  }
  return [...distinct.values()];
}
