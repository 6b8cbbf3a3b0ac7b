/**
 * The statistical layer of the moderation engine: a multinomial logistic regression (classes `safe` and
 * the docs/product.md's categories) over features read the engine's way — folded text, its readings (disguises
 * seen through), Snowball stems in English and French, and the roles of ./plain-harm.ts. It generalises
 * over wording where listed rules cannot; it judges only what the lists and combinations let through.
 * The model is data written by `npm run train:safety`, not configuration: its figures in
 * ./classifier-model.json, its weights in ./classifier-weights.tsv (./weights-format.ts; a Text module, like the
 * frozen sets: as a JavaScript module the weights would outgrow what the Worker tests' module loader carries).
 */
import { SAFETY_CATEGORIES, type SafetyCategory } from "../../shared/safety";
import storedModel from "./classifier-model.json";
import storedWeights from "./classifier-weights.tsv";
import { IDENTITY_TERMS, identityTerms } from "./identity";
import { termWords } from "./lists";
import { foldText, readings, type Token } from "./normalise";
import { ROLE_CLASSES } from "./plain-harm";
import { stem } from "./stems";
import { parseWeights } from "./weights-format";

export const CLASSIFIER_CLASSES = ["safe", ...SAFETY_CATEGORIES] as const;
export interface ClassifierModel {
  /** sha256 of the training data and code that produced the model (see safety/scripts/train.ts). */
  hash: string;
  /** An idea is refused when its probability of being unsafe (1 − P(safe)) reaches this. */
  threshold: number;
  /** Per class, in CLASSIFIER_CLASSES order. */
  bias: number[];
  /** Feature → its weights, sparse: class index (CLASSIFIER_CLASSES order), weight, class index, weight…; absent weigh nothing. */
  weights: ReadonlyMap<string, readonly number[]>;
  /** The k-fold figures (percent) the strength, pruning and threshold were chosen on: lists alone, then lists and classifier. */
  crossValidation: {
    folds: number;
    strength: number;
    /** Weights smaller than this were dropped. */
    prune: number;
    figures: {
      source: string;
      language: string;
      unsafe: number;
      safe: number;
      listsRecall: number;
      listsFalsePositives: number;
      recall: number;
      falsePositives: number;
    }[];
  };
}

// A word read more than a few ways adds noise, not meaning.
const FORMS_PER_TOKEN = 4;
// Stems are paired when adjacent; roles across a whole short sentence ("hits" … "the baby").
const ROLE_WINDOW = 6;

/**
 * The keys of one word: its stems in both languages (short words as spelled). A stem of two letters,
 * or of three cut from a word three letters longer, is marked: "tuer", "tué" (stem "tu") must not meet
 * the pronoun "tu" ("penses-tu"), nor "connais" (stem "con") the insult "con".
 */
function wordKeys(word: string): string[] {
  if (word.length <= 2) return [word];
  const keyOf = (stemmed: string) => (stemmed.length <= 2 || (stemmed.length === 3 && word.length - stemmed.length >= 3) ? `${stemmed}~` : stemmed);
  const en = keyOf(stem(word, "en"));
  const fr = keyOf(stem(word, "fr"));
  return en === fr ? [en] : [en, fr];
}

// Not the adjectives of gender ("female", "males"), which describe anyone.
function genderNouns(language: "en" | "fr"): string[] {
  const { names, persons = [], describes } = IDENTITY_TERMS[language].groups.gender;
  const terms = [...names, ...persons].map((term) => term.replace(/^=/, ""));
  return terms.filter((term) => !describes.includes(term) && !describes.includes(term.replace(/s$/, "")));
}
const oneWordKeys = (terms: readonly string[]) => terms.flatMap((term) => foldText(term).match(/^[\p{L}\p{N}]+$/u) ?? []).flatMap(wordKeys);
const LANGUAGES = ["en", "fr"] as const;

/**
 * What the model reads for an identity word (./identity.ts): nothing, or, for the nouns of gender, the
 * age they tell ("girl" and "boy" alike are "@young", read as "child"; "woman" and "man" "@grown", read
 * by the roles only), through a stand-in, which harm said in plain words needs ("a grown-up touches a
 * child"); a parent, mother or father, reads "@parent". So no
 * feature names who someone is: a word, a pair of words or the role "#identity" holding one is no
 * feature, and the role counts only paired with contempt or hostility (who is hated, not who is named).
 */
const PARENTS: Record<(typeof LANGUAGES)[number], readonly string[]> = {
  en: ["mother", "mothers", "father", "fathers", "mum", "mums", "mom", "moms", "dad", "dads", "mummy", "mommy", "daddy"],
  fr: ["mere", "meres", "pere", "peres", "maman", "mamans", "papa", "papas"],
};
export const IDENTITY_KEYS: ReadonlyMap<string, string | null> = new Map([
  ...LANGUAGES.flatMap((language) => oneWordKeys(identityTerms(language))).map((key): [string, string | null] => [key, null]),
  ...oneWordKeys(["girl", "girls", "boy", "boys", "fille", "filles", "garcon", "garcons"]).map((key): [string, string] => [key, "@young"]),
  // The adult nouns of gender, the same way; not its adjectives ("female", "manly"), which describe anyone.
  ...LANGUAGES.flatMap((language) => oneWordKeys(genderNouns(language)))
    .filter((key) => !["girl", "boy", "fill", "garcon"].includes(key))
    .map((key): [string, string] => [key, "@grown"]),
  ...LANGUAGES.flatMap((language) => oneWordKeys(PARENTS[language])).map((key): [string, string] => [key, "@parent"]),
]);

/**
 * The word the roles read in place of a noun of gender or parent, per language and number, so a phrase
 * reads the same whoever is named: "a grown woman" as "a grown man", "l'ami de maman" as "l'ami de papa".
 * The other identity words are dropped ("skinny kids" reads "kids": "skinny" would read as thinness).
 */
const STAND_INS: Record<(typeof LANGUAGES)[number], Record<string, readonly [string, string]>> = {
  en: { "@grown": ["man", "men"], "@young": ["child", "children"], "@parent": ["mum", "mums"] },
  fr: { "@grown": ["homme", "hommes"], "@young": ["enfant", "enfants"], "@parent": ["maman", "mamans"] },
};
const STAND_IN_KEYS: ReadonlyMap<string, readonly [string[], string[]]> = new Map(
  LANGUAGES.flatMap((language) =>
    [...oneWordKeys([...PARENTS[language], ...identityTerms(language)])].flatMap((key): [string, [string[], string[]]][] => {
      const read = IDENTITY_KEYS.get(key);
      const [one, many] = read ? STAND_INS[language][read]! : [];
      return one && many ? [[key, [wordKeys(one), wordKeys(many)]]] : [];
    }),
  ),
);
const COMPOUND_FIRST: ReadonlySet<string> = new Set(["beau", "belle", "grand", "step", "god"].flatMap(wordKeys));
const isPlural = (word: string) => /(s|x|men)$/.test(word);
const spelled = (terms: readonly string[]) => new Set(terms.map((term) => foldText(term.replace(/^=/, ""))));
const allGroups = LANGUAGES.flatMap((language) => Object.values(IDENTITY_TERMS[language].groups));
// Adjectives naming who someone is, as spelled: "manly" is no man, though it shares his stem.
const DESCRIBING: ReadonlySet<string> = spelled(allGroups.flatMap((terms) => [...terms.describes, ...(terms.sizes ?? [])]));
// Sizes name no group ("petit", "big").
const SIZES: ReadonlySet<string> = spelled(allGroups.flatMap((terms) => terms.sizes ?? []));

/** The identity terms of more than one word ("people with dark skin", "same-sex"): their words read as one identity word. */
const IDENTITY_PHRASES: readonly (readonly ReadonlySet<string>[])[] = LANGUAGES.flatMap((language) => identityTerms(language))
  .map((term) => foldText(term).match(/[\p{L}\p{N}]+/gu) ?? [])
  .filter((words) => words.length > 1)
  .map((words) => words.map((word) => new Set(wordKeys(word))));
// By the keys of their first word, so a place is tried only against the phrases it can start.
const IDENTITY_PHRASES_BY_KEY = new Map<string, (typeof IDENTITY_PHRASES)[number][]>();
for (const phrase of IDENTITY_PHRASES) for (const key of phrase[0]!) IDENTITY_PHRASES_BY_KEY.set(key, [...(IDENTITY_PHRASES_BY_KEY.get(key) ?? []), phrase]);
// In those, the person nouns and a leading article stay: "people with disabilities" reads "people", as
// "disabled people" does; "the blind" reads "the", as "the deaf" does.
const ARTICLES: ReadonlySet<string> = new Set(["the", "les"]);
const PERSON_KEYS: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((language) => [...IDENTITY_TERMS[language].personNouns.plural, ...IDENTITY_TERMS[language].personNouns.singular]).flatMap(wordKeys),
);

const IDENTITY_ROLE = "#identity";
const AIMED_AT_SOMEONE = new Set(["#contempt", "#hostile"]);
// An act of harm or contempt right after a negation ("I would never hurt …", "je ne déteste pas …") reads
// "#negated", not the act.
const NEGATED_ROLES = new Set(["#blow", "#hostile", "#pain", "#selfhurt", "#contempt", "#rough", "#force", "#harmed"]);
const NEGATION_KEYS: ReadonlySet<string> = new Set(["not", "never", "t", "ne", "n", "jamais"].flatMap(wordKeys));
const NEGATION_REACH = 2;

interface RolePhrase {
  role: string;
  words: readonly ReadonlySet<string>[];
}

/** Each role's words and phrases, by the keys of their first word. */
const ROLE_INDEX = (() => {
  const index = new Map<string, RolePhrase[]>();
  for (const [role, entries] of Object.entries(ROLE_CLASSES)) {
    for (const entry of entries) {
      const places = termWords(entry);
      if (places.length === 0) continue;
      const phrase = { role: `#${role}`, words: places.map((alternatives) => new Set(alternatives.flatMap(wordKeys))) };
      for (const key of phrase.words[0]!) {
        const list = index.get(key);
        if (list) list.push(phrase);
        else index.set(key, [phrase]);
      }
    }
  }
  return index;
})();

/** Per place, the roles of the phrases that start there. */
function rolesOf(keys: readonly (readonly string[])[]): string[][] {
  return keys.map((here, start) => {
    const found = new Set<string>();
    for (const key of here) {
      for (const phrase of ROLE_INDEX.get(key) ?? []) {
        if (phrase.words.every((words, offset) => keys[start + offset]?.some((k) => words.has(k)))) found.add(phrase.role);
      }
    }
    return [...found];
  });
}

/** Which tokens are words of a multi-word identity term, but for its person nouns. */
function inIdentityPhrase(keys: readonly (readonly string[])[]): boolean[] {
  const masked = keys.map(() => false);
  keys.forEach((here, start) => {
    for (const phrase of new Set(here.flatMap((key) => IDENTITY_PHRASES_BY_KEY.get(key) ?? []))) {
      if (!phrase.every((words, offset) => keys[start + offset]?.some((k) => words.has(k)))) continue;
      phrase.forEach((_, offset) => {
        const kept = keys[start + offset]!.some((key) => PERSON_KEYS.has(key) || (offset === 0 && ARTICLES.has(key)));
        if (!kept) masked[start + offset] = true;
      });
    }
  });
  return masked;
}

const isPair = (a: string, b: string) => (a !== IDENTITY_ROLE && b !== IDENTITY_ROLE) || AIMED_AT_SOMEONE.has(a === IDENTITY_ROLE ? b : a);

function addReading(features: Set<string>, tokens: readonly Token[]): void {
  const all = tokens.map((token) => [...new Set(token.forms.slice(0, FORMS_PER_TOKEN).flatMap(wordKeys))]);
  const phrased = inIdentityPhrase(all);
  const besidePerson = (i: number) => [all[i - 1], all[i + 1]].some((near) => near?.some((key) => PERSON_KEYS.has(key)));
  // Identity words take no place: what stands around them reads the same whoever is named, or no one
  // ("taser the old man", "taser the man"). The roles read a stand-in for nouns of gender and parents
  // (STAND_INS) and nothing for an adjective beside a person noun ("skinny kids"; "to be skinny" still
  // reads thinness, "la petite" a child). "#identity" (who is hated) is every word naming a group or
  // someone for who they are, and the plural nouns of gender ("women"), passed on to the next word read.
  const identity = all.map((here, i) => {
    const forms = tokens[i]!.forms.slice(0, FORMS_PER_TOKEN);
    const key = here.find((k) => IDENTITY_KEYS.has(k));
    if (phrased[i]) return { read: [], stand: [], named: true };
    if (key === undefined && !forms.some((form) => DESCRIBING.has(form))) return null;
    const read = key === undefined || forms.some((form) => DESCRIBING.has(form)) ? null : IDENTITY_KEYS.get(key);
    if (!read) return { read: [], stand: besidePerson(i) ? [] : here, named: !forms.some((form) => SIZES.has(form)) };
    const plural = isPlural(forms[0] ?? "");
    // The second word of a compound keeps its roles as spelled: "beau-père" and "belle-mère" are both suspects.
    const compound = all[i - 1]?.some((k) => COMPOUND_FIRST.has(k));
    // Nouns of gender are no word of their own ("les filles" weighed more than "les gens", "les femmes" than
    // "les musulmans"): a girl or a boy reads as a child, as the roles read them; a woman or a man as nothing
    // (a parent, mother or father alike, "@parent").
    const stand = compound ? here : (STAND_IN_KEYS.get(key!)?.[plural ? 1 : 0] ?? []);
    return { read: read === "@parent" ? [read] : read === "@young" ? stand : [], stand, named: plural && read === "@grown" };
  });
  // The places the roles read (an identity word with no stand-in takes none), each with its word when one is read.
  const places = all.map((here, i) => identity[i] ?? { read: here, stand: here, named: false });
  const kept = places.filter((place) => place.stand.length > 0);
  const found = rolesOf(kept.map((place) => place.stand));
  const placeRoles = new Map(
    kept.map((place, j) => {
      const negated = kept.slice(Math.max(0, j - NEGATION_REACH), j).some((before) => before.stand.some((key) => NEGATION_KEYS.has(key)));
      const acts = found[j]!.filter((role) => role !== IDENTITY_ROLE);
      return [place, negated ? acts.map((role) => (NEGATED_ROLES.has(role) ? "#negated" : role)) : acts];
    }),
  );
  const keys: string[][] = [];
  const roles: string[][] = [];
  let pending: string[] = [];
  for (const place of places) {
    pending.push(...(placeRoles.get(place) ?? []));
    if (place.named) pending.push(IDENTITY_ROLE);
    if (place.read.length === 0) continue;
    keys.push(place.read);
    roles.push([...new Set(pending)]);
    pending = [];
  }
  // What the last words hold goes to the last word read ("I want to be skinny").
  if (roles.length > 0) roles[roles.length - 1] = [...new Set([...roles[roles.length - 1]!, ...pending])];
  keys.forEach((here, i) => {
    for (const a of here) features.add(`u:${a}`);
    for (const role of roles[i]!) if (role !== IDENTITY_ROLE) features.add(`r:${role}`);
    for (const a of here) for (const b of keys[i + 1] ?? []) features.add(`b:${a} ${b}`);
    for (let gap = 1; gap <= ROLE_WINDOW && i + gap < keys.length; gap++) {
      for (const a of roles[i]!) for (const b of roles[i + gap]!) if (isPair(a, b)) features.add(`rr:${a} ${b}`);
    }
  });
}

export interface FeatureOptions {
  /** See through disguises (ideas as typed): the features of every reading together. */
  tolerant: boolean;
}

/** The features of a text, each once, sorted. */
export function classifierFeatures(text: string, { tolerant }: FeatureOptions): string[] {
  const features = new Set<string>();
  for (const reading of readings(foldText(text), { tolerant })) addReading(features, reading);
  return [...features].sort();
}

/** The probability of each class, in CLASSIFIER_CLASSES order. */
function classProbabilities(model: ClassifierModel, features: readonly string[]): number[] {
  const logits = [...model.bias];
  for (const feature of features) {
    const weights = model.weights.get(feature);
    if (!weights) continue;
    for (let i = 0; i < weights.length; i += 2) logits[weights[i]!]! += weights[i + 1]!;
  }
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export interface ClassifierJudgement {
  /** 1 − P(safe). */
  unsafe: number;
  /** The unsafe category the model scores highest. */
  category: SafetyCategory;
}

function judgeFeatures(model: ClassifierModel, features: readonly string[]): ClassifierJudgement {
  const probabilities = classProbabilities(model, features);
  let best = 1;
  for (let c = 2; c < probabilities.length; c++) if (probabilities[c]! > probabilities[best]!) best = c;
  return { unsafe: 1 - probabilities[0]!, category: CLASSIFIER_CLASSES[best] as SafetyCategory };
}

export function judgeText(model: ClassifierModel, text: string, options: FeatureOptions): ClassifierJudgement {
  return judgeFeatures(model, classifierFeatures(text, options));
}

// Read once per isolate, on the first text judged: an isolate that only serves pages never pays for it.
let trained: ClassifierModel | undefined;

/** The committed model (`npm run train:safety`). */
export function trainedModel(): ClassifierModel {
  return (trained ??= { ...storedModel, weights: parseWeights(storedWeights) });
}
