/**
 * The grammar of the offline writer: the forms an idea takes in a sentence
 * (with an indefinite or definite article, as a pronoun, agreeing adjectives)
 * and the finishing pass that makes the joins right — English a/an, French
 * elision and contractions (d'un, l'arbre, du, au, des, aux, s'il) — where a
 * template word meets a filled-in word.
 */
import type { Language } from "../../shared/enums";
import { normalise, understand, type Gender, type Idea } from "./recognise";

export interface NounPhrase {
  /** As the user typed it, trimmed. */
  text: string;
  /** First mention: "a mermaid who cannot swim", "une sirène qui ne sait pas nager", "de la glace", "Max". */
  indefinite: string;
  /** Later mentions: "the mermaid", "la sirène", "l'arbre", "Max". */
  definite: string;
  /** With its trait, for a reminder: "the mermaid who cannot swim". */
  full: string;
  /** "mermaid", "sirène", "Max". */
  bare: string;
  /** "it", "they", "she", "il", "elle", "ils", "elles". */
  pronoun: string;
  gender: Gender;
  plural: boolean;
}

const VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;
/** French words starting with an aspirated h: no elision ("le hérisson", "le hibou"). */
const H_ASPIRE = /^h(érisson|erisson|ibou|aricot|amster|éros|eros|ache|aie|amac|arpe|utte|angar|otte|oux|uit|urlement|ockey|alte|asard|aut|ibou|ublot)/i;

/** Whether a French word takes elision before it (l'arbre, d'Anna, but le hibou, de Yanis). */
export function frenchElides(word: string): boolean {
  if (/^y[aeiouéè]/i.test(word)) return false;
  if (/^h/i.test(word)) return !H_ASPIRE.test(word);
  return VOWEL.test(word);
}

/** Whether an English word is said with a vowel sound first (an owl, an hour, a unicorn, a one-eyed cat). */
export function englishVowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(uni|use|usu|ure|uro|ute|uk|one|once|eu|ewe|ufo)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}

export function nounPhraseOf(idea: Idea, language: Language): NounPhrase {
  const { text, noun, trait, gender, plural, mass } = idea;
  const withTrait = (phrase: string) => (trait ? `${phrase} ${trait}` : phrase);
  if (idea.role === "character" && idea.name) {
    const pronoun = language === "fr-FR" ? (gender === "f" ? "elle" : "il") : gender === "f" ? "she" : "he";
    return { text, indefinite: idea.name, definite: idea.name, full: idea.name, bare: idea.name, pronoun, gender, plural: false };
  }
  if (language === "en-US") {
    const person = idea.role === "creature" && (idea.look.motif === "person" || idea.look.motif === "mermaid");
    const pronoun = plural ? "they" : person || idea.role === "creature" ? (gender === "f" ? "she" : "he") : "it";
    const indefinite = plural || mass ? `some ${noun}` : `${englishVowelSound(noun) ? "an" : "a"} ${noun}`;
    return { text, indefinite: withTrait(indefinite), definite: `the ${noun}`, full: withTrait(`the ${noun}`), bare: noun, pronoun, gender, plural };
  }
  const pronoun = plural ? (gender === "f" ? "elles" : "ils") : gender === "f" ? "elle" : "il";
  const definite = plural ? `les ${noun}` : frenchElides(noun) ? `l'${noun}` : `${gender === "f" ? "la" : "le"} ${noun}`;
  const partitive = frenchElides(noun) ? `de l'${noun}` : `${gender === "f" ? "de la" : "du"} ${noun}`;
  const indefinite = plural ? `des ${noun}` : mass ? partitive : `${gender === "f" ? "une" : "un"} ${noun}`;
  return { text, indefinite: withTrait(indefinite), definite, full: withTrait(definite), bare: noun, pronoun, gender, plural };
}

/** The noun phrase of an idea as typed. */
export function nounPhrase(raw: string, language: Language): NounPhrase {
  return nounPhraseOf(understand(raw, language), language);
}

/** "a, b and c" / "a, b et c". */
export function joinList(items: string[], language: Language): string {
  if (items.length <= 1) return items.join("");
  const and = language === "fr-FR" ? "et" : "and";
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Marks where a filled-in word starts, so `finish` joins template words to it
 * (and only to it: "de le voir" written in a template is left alone).
 */
export const JOIN = "\u0001";

type Replacer = (match: string, ...groups: string[]) => string;
const lowerOrUpper = (a: string, rest: string) => (a === "À" ? "A" : "a") + rest;
const FR_CONTRACTIONS: [RegExp, Replacer][] = [
  // "besoin de des fleurs" → "besoin de fleurs"; "de de la glace" → "de glace".
  [new RegExp(`\\b([Dd])e ${JOIN}(?:des|du|de la|de l'|d') ?`, "g"), (_, d) => `${d}e ${JOIN}`],
  [new RegExp(`\\b([Dd])e ${JOIN}les `, "g"), (_, d) => `${d}es `],
  [new RegExp(`\\b([Dd])e ${JOIN}le `, "g"), (_, d) => `${d}u `],
  [new RegExp(`(^|[^\\p{L}])([Àà]) ${JOIN}les `, "gu"), (_, before, a) => before + lowerOrUpper(a, "ux ")],
  [new RegExp(`(^|[^\\p{L}])([Àà]) ${JOIN}le `, "gu"), (_, before, a) => before + lowerOrUpper(a, "u ")],
  [new RegExp(`\\b([Ss])i ${JOIN}(ils?)\\b`, "g"), (_, s, il) => `${s}'${il}`],
];
// \u0001 is JOIN, the marker a filled-in word carries until elision and contraction are done.
// eslint-disable-next-line no-control-regex
const FR_ELIDING = /\b(de|que|ne|je|me|te|se|le|la|lorsque|puisque|jusque|presque) \u0001(\S+)/gi;

/** Joins, contractions and elision where filled-in words meet the template, then capitals at sentence starts. */
export function finish(text: string, language: Language): string {
  let out = text;
  if (language === "fr-FR") {
    for (const [pattern, replacement] of FR_CONTRACTIONS) out = out.replace(pattern, replacement);
    out = out.replace(FR_ELIDING, (match, word: string, next: string) =>
      frenchElides(next.replaceAll(JOIN, "")) ? `${word.slice(0, -1)}'${next}` : match,
    );
  } else {
    // eslint-disable-next-line no-control-regex -- \u0001 is JOIN (see FR_ELIDING)
    out = out.replace(/\b([Aa])n? \u0001(\S+)/g, (_, a: string, next: string) => `${a}${englishVowelSound(next.replaceAll(JOIN, "")) ? "n" : ""} ${next}`);
  }
  out = out.replaceAll(JOIN, "");
  // A sentence (or a quotation) starts with a capital, whatever was filled in first.
  out = out.replace(/^(\s*[«“"]?\s*)(\p{Ll})/u, (_, before: string, letter: string) => before + letter.toUpperCase());
  out = out.replace(/([.!?…]\s+[«“"]?\s*)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  out = out.replace(/([«“]\s*)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return out;
}

/** Lower-case words of a text without accents (for tests and the illustrator). */
export const plainWords = (text: string) => normalise(text).split(" ").filter(Boolean);
