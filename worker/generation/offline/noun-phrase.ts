/**
 * Turns an ingredient the user typed ("dragon", "une licorne", "Grandma Rose")
 * into the forms a sentence needs: with an indefinite article, a definite one,
 * or as typed for proper names. English uses a/an; French guesses the gender
 * from the ending when the user gave no article (une licorne, un château).
 */
import type { Language } from "../../db/schema";

export interface NounPhrase {
  /** As the user typed it, trimmed. */
  text: string;
  /** "a dragon", "un dragon", "Grandma Rose". */
  indefinite: string;
  /** "the dragon", "le dragon", "l'arbre", "Grandma Rose". */
  definite: string;
  /** "dragon" — the word without any article. */
  bare: string;
}

const EN_ARTICLES = /^(a|an|the|some|my|our)\s+/i;
const FR_ARTICLES = /^(un|une|le|la|les|des|du|mon|ma|mes|notre)\s+|^l['’]\s*/i;
const FR_FEMININE_ENDINGS = /(e|ion|té|ée|ie|ure|ette|elle|esse)$/i;
const FR_MASCULINE_EXCEPTIONS = new Set(["arbre", "livre", "monstre", "pirate", "lièvre", "ogre", "zèbre", "château", "gâteau", "musée", "lycée", "fantôme", "globe", "rêve", "astre", "rire", "navire", "dinosaure", "escargot", "extraterrestre"]);
const VOWEL_START = /^[aeiouhàâéèêëîïôöûü]/i;

function isProperName(text: string): boolean {
  return /^\p{Lu}/u.test(text) && !EN_ARTICLES.test(text) && !FR_ARTICLES.test(text);
}

export function nounPhrase(raw: string, language: Language): NounPhrase {
  const text = raw.trim().replace(/\s+/g, " ");
  if (isProperName(text)) return { text, indefinite: text, definite: text, bare: text };
  if (language === "en-US") {
    const bare = text.replace(EN_ARTICLES, "");
    const plural = /[^s]s$/i.test(bare);
    const indefinite = plural ? `some ${bare}` : `${/^[aeiou]/i.test(bare) ? "an" : "a"} ${bare}`;
    return { text, indefinite: EN_ARTICLES.test(text) && !/^the\s/i.test(text) ? text : indefinite, definite: `the ${bare}`, bare };
  }
  const article = text.match(FR_ARTICLES)?.[0]?.trim().toLowerCase().replace("’", "'");
  const bare = text.replace(FR_ARTICLES, "");
  const head = bare.split(" ")[0] ?? bare;
  const plural = article === "les" || article === "des" || article === "mes" || (!article && /[sx]$/i.test(head));
  const feminine =
    article === "une" || article === "la" || article === "ma" || (!article && FR_FEMININE_ENDINGS.test(head) && !FR_MASCULINE_EXCEPTIONS.has(head.toLowerCase()));
  if (plural) return { text, indefinite: `des ${bare}`, definite: `les ${bare}`, bare };
  const definite = VOWEL_START.test(bare) ? `l'${bare}` : `${feminine ? "la" : "le"} ${bare}`;
  return { text, indefinite: `${feminine ? "une" : "un"} ${bare}`, definite, bare };
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
