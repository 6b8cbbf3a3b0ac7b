/**
 * Who people are: the identity terms of ./identity-terms.json (race and ethnicity, nationality, religion,
 * gender, sexual orientation, gender identity, disability, age, body), English and French, written
 * without accents (the engine folds them). Identity is never evidence: no rule refuses because one of
 * these is present. They name the *target* of hostility (./plain-harm.ts: who is hated, threatened or
 * dehumanised), and the classifier (./classifier.ts) learns nothing from them.
 *
 * Per group and language: `names`, words that name people of the group on their own ("muslims",
 * "refugees", "women"); `describes`, adjectives that name people only beside a person noun ("black
 * people", "old men", "des gens noirs": "black coffee" and "old shoes" are things); `sizes`, adjectives
 * of size ("big", "petit") that name no group ("petit garçon"); `persons`, the nouns of gender that name
 * a story's characters ("a woman", "the girls", "mum") rather than a group. Terms are written as the lists
 * are (./lists.ts): "=girls" is that spelling only, not the stem it shares with "girl".
 */
import data from "./identity-terms.json";
import { foldText } from "./normalise";

export type IdentityLanguage = "en" | "fr";
export const IDENTITY_GROUP_NAMES = ["race", "nationality", "religion", "gender", "orientation", "gender-identity", "disability", "age", "body"] as const;
export type IdentityGroup = (typeof IDENTITY_GROUP_NAMES)[number];

interface GroupTerms {
  names: readonly string[];
  describes: readonly string[];
  sizes?: readonly string[];
  persons?: readonly string[];
}

interface LanguageTerms {
  personNouns: { plural: readonly string[]; singular: readonly string[] };
  groups: Record<IdentityGroup, GroupTerms>;
}

export const IDENTITY_TERMS: Record<IdentityLanguage, LanguageTerms> = data;

const LANGUAGES: readonly IdentityLanguage[] = ["en", "fr"];
const unique = (terms: readonly string[]) => [...new Set(terms)];
const written = (term: string) => term.replace(/^=/, "");
const wordsOf = (term: string) => foldText(written(term)).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every identity term of a language, once, as written (without the list syntax's "=": ./lists.ts). */
export function identityTerms(language: IdentityLanguage, group?: IdentityGroup): string[] {
  const groups = group ? [IDENTITY_TERMS[language].groups[group]] : Object.values(IDENTITY_TERMS[language].groups);
  return unique(groups.flatMap((terms) => [...terms.names, ...terms.describes, ...(terms.sizes ?? []), ...(terms.persons ?? [])]).map(written));
}

/**
 * `terms` as few places of a phrase as can say them (`a|b|c`, ./lists.ts): the one-word terms as one
 * place, each longer term as its own words.
 */
function places(terms: readonly string[]): string[] {
  const words = terms.map(wordsOf);
  const single = unique(words.filter((term) => term.length === 1).map(([word]) => word!));
  return [...(single.length > 0 ? [single.join("|")] : []), ...unique(words.filter((term) => term.length > 1).map((term) => term.join(" ")))];
}

// Targets are matched as spelled ("=" in ./lists.ts): the other language's stem of an identity word is
// often an ordinary word (French reads "queer" as "que", English "gai" as "gay").
const phrases = (...parts: readonly (readonly string[])[]): string[] =>
  parts.reduce<string[]>((done, part) => done.flatMap((start) => part.map((next) => `${start} ${next}`.trim())), [""]).map((phrase) => `=${phrase}`);

// French puts most adjectives after the noun ("des gens noirs"), a few before too ("les vieux messieurs").
const BEFORE_NOUN_FR = new Set(["vieux", "vieille", "vieilles", "jeune", "jeunes", "gros", "grosse", "grosses"]);
const describing = (language: IdentityLanguage) => Object.values(IDENTITY_TERMS[language].groups).flatMap((terms) => terms.describes);

/** Every adjective beside one of `nouns`, in the language's order: "gay people", "des gens noirs", "les vieux messieurs". */
function described(language: IdentityLanguage, nouns: readonly string[]): string[] {
  const adjectives = describing(language);
  if (language === "en") return phrases(places(adjectives), places(nouns));
  return [...phrases(places(nouns), places(adjectives)), ...phrases(places(adjectives.filter((adjective) => BEFORE_NOUN_FR.has(adjective))), places(nouns))];
}

/**
 * The names of groups, without the singular ones that are also adjectives ("gay", "muslim", "immigrant":
 * their plural is a name too): before a person noun they describe one person ("the gay teacher", "le
 * prof musulman"), who is no group. Invariable names ("trans", "disabled", "les métis") stay.
 */
function groupNames(language: IdentityLanguage): string[] {
  const adjectives = new Set(describing(language).map((term) => foldText(written(term))));
  const names = Object.values(IDENTITY_TERMS[language].groups).flatMap((terms) => terms.names);
  const plurals = new Set(names.map((name) => foldText(written(name))));
  return names.filter((name) => {
    const folded = foldText(written(name));
    return !(adjectives.has(folded) && (plurals.has(`${folded}s`) || plurals.has(`${folded}x`)));
  });
}

/**
 * How a group of people is named, in both languages: the names, every adjective beside a plural person
 * noun ("gay people", "Deaf grandmothers", "des familles musulmanes") and French adjectives after "les"
 * ("les sourds"). The targets of hostility.
 */
export const GROUP_TARGETS: readonly string[] = LANGUAGES.flatMap((language) => [
  ...phrases(places(groupNames(language))),
  ...described(language, IDENTITY_TERMS[language].personNouns.plural),
  ...(language === "fr" ? phrases(["les"], places(describing(language))) : []),
]);

/** The nouns of gender that name characters ("a woman", "une fille"): a target only said generically ("any woman like you"). */
export const GENDER_PERSONS: readonly string[] = phrases(places(LANGUAGES.flatMap((language) => IDENTITY_TERMS[language].groups.gender.persons ?? [])));

/**
 * One person named for who they are: "a gay man", "une fille noire". Not "a woman" or "a boy" alone:
 * those are how stories name their characters ("an ugly boy" in a fairy tale is no prejudice).
 */
export const PERSON_TARGETS: readonly string[] = LANGUAGES.flatMap((language) => described(language, IDENTITY_TERMS[language].personNouns.singular));

/** The adjectives and names alone, used as nouns ("You are a rotten Christian"): targets only right after open contempt. */
export const IDENTITY_ADJECTIVES: readonly string[] = phrases(
  places(LANGUAGES.flatMap((language) => Object.values(IDENTITY_TERMS[language].groups).flatMap((terms) => [...terms.describes, ...terms.names]))),
);

/** Every word of the identity terms and person nouns, folded: the words that name people. */
export const IDENTITY_WORDS: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) => [
    ...identityTerms(language),
    ...IDENTITY_TERMS[language].personNouns.plural,
    ...IDENTITY_TERMS[language].personNouns.singular,
  ]).flatMap(wordsOf),
);
