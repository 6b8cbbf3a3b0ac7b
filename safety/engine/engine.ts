/**
 * The moderation engine: compiles the lists (./lists.ts) once, then judges a text on word and stem
 * boundaries, never inside a word, so "Sussex", "grapes" and "tuile" stay clear of "sex", "rape" and
 * "tuer" (the Scunthorpe problem). Safe phrases ("killer whale") are taken out before the lists apply;
 * combinations catch what is unsafe only together ("cut off" + "head"), within a few words. Ideas the
 * lists and combinations let through go to the trained classifier (./classifier.ts), which admins'
 * lists do not change.
 */
import type { SafetyCategory } from "../../shared/safety";
import { judgeText, trainedModel } from "./classifier";
import { END_OF_TEXT, termWords, type ModerationLists } from "./lists";
import { IDENTITY_WORDS } from "./identity";
import { misspelled, misspellingsOf, type Misspellings } from "./misspellings";
import { foldText, readings, type Token } from "./normalise";
import { PLACE_NAMES } from "./place-names";
import { PLAIN_HARM, PLAIN_SAFE, type HarmRule } from "./plain-harm";
import { SOURCE_LISTS } from "./source-lists";
import { stem, type StemLanguage } from "./stems";

/**
 * One word of a term: the keys a token may show, a prefix its spelling may start with, or a part it may
 * contain. `begins`: for a stem key, what the token's spelling must start with (see `inflectionsOnly`).
 */
type WordMatcher = { keys: ReadonlySet<string>; begins?: ReadonlyMap<string, string> } | { prefix: string } | { infix: string };
/** A term is one word or a phrase: words one after the other. */
type Term = readonly WordMatcher[];

interface Rule {
  category: SafetyCategory;
  /** The list it came from. */
  language: StemLanguage;
  term: Term;
  /** The term as listed, for logs and tests; never shown to users. */
  source: string;
}

interface Combination {
  category: SafetyCategory;
  groups: readonly (readonly Term[])[];
  near: number;
  ordered: boolean;
  source: string;
  /** The words that cancel the occurrences of some groups near them ("not", "never"): each a group after the rule's own. */
  unless?: readonly { groups: readonly number[]; before: number; after: number }[];
}

/** Terms by the keys of their first word (prefix terms apart), so a token is tried only against terms it can start. */
interface TermIndex<T> {
  byKey: ReadonlyMap<string, readonly Indexed<T>[]>;
  prefixed: readonly Indexed<T>[];
  /** The candidates of a token's keys, once per isolate: stories repeat the same few hundred words. */
  seen: Map<string, readonly Indexed<T>[]>;
}

interface Indexed<T> {
  term: Term;
  value: T;
}

function indexTerms<T>(entries: readonly Indexed<T>[]): TermIndex<T> {
  const byKey = new Map<string, Indexed<T>[]>();
  const prefixed: Indexed<T>[] = [];
  for (const entry of entries) {
    const first = entry.term[0]!;
    if (!("keys" in first)) prefixed.push(entry);
    else {
      for (const key of first.keys) {
        const list = byKey.get(key);
        if (list) list.push(entry);
        else byKey.set(key, [entry]);
      }
    }
  }
  return { byKey, prefixed, seen: new Map() };
}

const SEEN_LIMIT = 20_000;

function candidatesAt<T>(index: TermIndex<T>, token: KeyedToken): readonly Indexed<T>[] {
  const known = index.seen.get(token.id);
  if (known) return known;
  const candidates = new Set<Indexed<T>>(index.prefixed);
  for (const key of token.keys) for (const entry of index.byKey.get(key) ?? []) candidates.add(entry);
  // Only the terms whose first word this token is: a key alone may be guarded by how the word begins.
  const list = [...candidates].filter(({ term }) => wordMatches(term[0]!, token));
  if (index.seen.size >= SEEN_LIMIT) index.seen.clear();
  index.seen.set(token.id, list);
  return list;
}

/** Where a combination's term stands: which combination, which of its groups. */
interface GroupRef {
  combination: number;
  group: number;
}

export interface Lexicon {
  rules: TermIndex<Rule>;
  combinations: readonly Combination[];
  /** Each distinct term once, with every group it stands in ("the baby" is a target of many rules). */
  combinationTerms: TermIndex<readonly GroupRef[]>;
  safe: TermIndex<null>;
  /** The words of the combinations read through misspellings (./misspellings.ts), and their misspellings. */
  misspelt: { vocabulary: ReadonlySet<string>; misspellings: Misspellings };
}

/** The layer that found it: the listed words and phrases, their combinations, or the classifier. */
export type FindingLayer = "lists" | "combinations" | "classifier";

/** What was found: its category, the language of the words that said it, and the listed term (for logs and tests). */
export type Finding = { category: SafetyCategory; language: StemLanguage; source: string; layer: FindingLayer };

const BOTH: readonly StemLanguage[] = ["en", "fr"];
// The end of an idea or a sentence, as a token no word can be: "You are a rotten <identity>" ends there.
const END_KEY = "x:<end>";
const END_TOKEN: KeyedToken = { forms: [], keys: new Set([END_KEY]), id: END_OF_TEXT };

// The key a token gets for each word it may be a misspelling of.
const MISSPELT = "z:";

/**
 * What a listed word's other forms start with: the word without a plural "s" or "x", then without a final
 * "e" or "y" (strangle: strangled, strangling; nudity: nudities) or a French infinitive's "er", "ir"
 * (tuer: tue, tuait, tuent). Snowball also cuts suffixes that make other words of a stem ("grognasse"
 * and "grogner" → grogn, "vibrator" and "vibrate" → vibrat, "chicha" and "chiche" → chich).
 */
export function formsBegin(word: string, language: StemLanguage): string {
  const singular = word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
  if (language === "fr" && /(?:er|ir)$/.test(singular)) return singular.slice(0, -2);
  return /[ey]$/.test(singular) ? singular.slice(0, -1) : singular;
}

// Articles and pronouns are matched as spelled: their stems are names' stems ("les" and "Léa" stem to "le",
// "lui" and "Luis", "her" and "Héra"), so "Léa bat son record" read as "les bat" (beats them).
const SPELLED_SMALL_WORDS: ReadonlySet<string> = new Set(["les", "des", "mes", "tes", "ses", "ces", "aux", "ils", "lui", "the", "him", "his", "her", "them"]);

function wordMatcher(word: string, languages: readonly StemLanguage[], exact: boolean, misspelt: boolean, inflectionsOnly = false): { keys: string[]; begins?: Map<string, string> } {
  const also = misspelt ? [`${MISSPELT}${word}`] : [];
  // Words of one or two letters are matched as spelled: stems that short meet too many words.
  if (exact || word.length <= 2 || SPELLED_SMALL_WORDS.has(word)) return { keys: [`x:${word}`, ...also] };
  const stems = languages.map((language) => [`${language}:${stem(word, language)}`, language] as const);
  // A listed word that is not its own stem brings its inflections, not the other words of its stem.
  const guarded = inflectionsOnly ? stems.filter(([key]) => key !== `${key.slice(0, 3)}${word}`) : [];
  const begins = guarded.length > 0 ? new Map(guarded.map(([key, language]) => [key, formsBegin(word, language)])) : undefined;
  return { keys: [`x:${word}`, ...stems.map(([key]) => key), ...also], ...(begins ? { begins } : {}) };
}

/**
 * Compiles one listed term (see ./lists.ts for the syntax); null when it has no letters. `inflectionsOnly`:
 * a word is matched by its stem only in its own forms (the lists; combinations keep whole stems).
 */
function compileTerm(text: string, languages: readonly StemLanguage[], { exactWords = false, misspelt = false, inflectionsOnly = false } = {}): Term | null {
  const trimmed = text.trim();
  // "<end>" after a term: that term, then the end of the text.
  if (trimmed.endsWith(END_OF_TEXT)) {
    const before = trimmed.slice(0, -END_OF_TEXT.length).trim();
    const term = before === "" ? [] : compileTerm(before, languages, { exactWords, misspelt, inflectionsOnly });
    return term ? [...term, { keys: new Set([END_KEY]) }] : null;
  }
  const exact = trimmed.startsWith("=");
  const prefix = trimmed.endsWith("*");
  const infix = prefix && trimmed.startsWith("*");
  const places = termWords(trimmed);
  if (places.length === 0) return null;
  const single = places.length === 1 && places[0]!.length === 1 ? places[0]![0]! : undefined;
  if (infix && single) return [{ infix: single }];
  if (prefix && single) return [{ prefix: single }];
  return places.map((alternatives) => {
    const matchers = alternatives.map((word) => wordMatcher(word, languages, exact || (exactWords && single !== undefined), misspelt, inflectionsOnly));
    // Alternatives sharing a stem key keep the shorter beginning; a key some alternative leaves open stays open.
    const begins = new Map<string, string>();
    const open = new Set(matchers.flatMap(({ keys, begins: guarded }) => keys.filter((key) => !guarded?.has(key))));
    for (const [key, start] of matchers.flatMap(({ begins: guarded }) => [...(guarded ?? [])])) {
      if (!open.has(key) && (!begins.has(key) || start.length < begins.get(key)!.length)) begins.set(key, start);
    }
    return { keys: new Set(matchers.flatMap(({ keys }) => keys)), ...(begins.size > 0 ? { begins } : {}) };
  });
}

/** A rule's guards, one or several (./plain-harm.ts). */
const guardsOf = (unless: HarmRule["unless"]) => (unless === undefined ? [] : "terms" in unless ? [unless] : unless);

/**
 * The lexicon: the public source lists (./source-lists.ts) and the plain-harm layer (./plain-harm.ts),
 * extended by `lists` (configuration: our own additions, and an admin's).
 */
export function compileLexicon(lists: ModerationLists): Lexicon {
  const rules: Rule[] = [];
  for (const language of BOTH) {
    for (const byCategory of [SOURCE_LISTS[language], lists[language]]) {
      for (const [category, terms] of Object.entries(byCategory) as [SafetyCategory, string[]][]) {
        for (const source of terms) {
          const term = compileTerm(source, [language], { inflectionsOnly: true });
          if (term) rules.push({ category, language, term, source });
        }
      }
    }
  }
  const vocabulary = new Set<string>();
  // The plain-harm layer names the same classes in many rules (a group of people, contempt): each term is compiled once.
  const compiled = new Map<string, Term | null>();
  const compiledOnce = (source: string, misspelt: boolean) => {
    const key = `${misspelt ? "~" : ""}${source}`;
    if (!compiled.has(key)) compiled.set(key, compileTerm(source, BOTH, { misspelt }));
    return compiled.get(key)!;
  };
  const harmRules: readonly HarmRule[] = [...PLAIN_HARM, ...lists.combinations];
  const combinations = harmRules.map(({ category, all, near, ordered, unless, misspelt = false }): Combination => {
    if (misspelt) for (const term of all.flat().map((source) => compiledOnce(source, true))) for (const place of term ?? []) for (const key of "keys" in place ? place.keys : []) if (key.startsWith(MISSPELT)) vocabulary.add(key.slice(MISSPELT.length));
    const compile = (group: readonly string[]) => group.map((source) => compiledOnce(source, misspelt)).filter((term): term is Term => term !== null);
    return {
      category,
      groups: [...all, ...guardsOf(unless).map((guard) => guard.terms)].map(compile),
      near: near ?? Number.POSITIVE_INFINITY,
      ordered: ordered ?? false,
      // Named by the first term of each group, its first alternatives ("=gay people + hate").
      source: all.map((group) => group[0]!.replace(/\|\S*/g, "")).join(" + "),
      ...(unless ? { unless: guardsOf(unless).map(({ groups, before, after }) => ({ groups, before, after })) } : {}),
    };
  });
  // Every term, an admin's too, is compiled once per spelling (compiledOnce): the same words are the same object.
  const combinationTerms = new Map<Term, { term: Term; value: GroupRef[] }>();
  combinations.forEach((combination, c) =>
    combination.groups.forEach((group, g) =>
      group.forEach((term) => {
        const known = combinationTerms.get(term);
        if (known) known.value.push({ combination: c, group: g });
        else combinationTerms.set(term, { term, value: [{ combination: c, group: g }] });
      }),
    ),
  );
  // A safe single word is matched as spelled ("tu" must not cover "tue", which shares its stem).
  const safe = [...PLAIN_SAFE, ...PLACE_NAMES, ...lists.safe].map((source) => compileTerm(source, BOTH, { exactWords: true })).filter((term): term is Term => term !== null);
  return {
    rules: indexTerms(rules.map((rule) => ({ term: rule.term, value: rule }))),
    combinations,
    combinationTerms: indexTerms([...combinationTerms.values()]),
    safe: indexTerms(safe.map((term) => ({ term, value: null }))),
    misspelt: { vocabulary, misspellings: misspellingsOf(vocabulary, IDENTITY_WORDS) },
  };
}

/** A token with every key it can be matched on: its spellings and their stems in both languages. */
interface KeyedToken {
  forms: readonly string[];
  keys: ReadonlySet<string>;
  /** Its forms, which decide its keys. */
  id: string;
}

// Insults are compounded from a vulgar word and a head ("shithead", "fuckface", "cuntbag"), and listed
// words that are matched as spelled still take a plural: such a token is also read as its first part.
// No "y", "e", "es", "ed" or "ing": "spicy", "spiced" are not "spic".
const COMPOUND_TAILS = [
  "s", "head", "heads", "face", "faces", "hole", "holes", "bag", "bags", "wit", "wits", "stain", "stick", "sticks", "tard",
  "tards", "load", "brain", "lord", "nut", "nuts", "wad", "wads", "bucket", "burger", "biscuit", "pants", "fest", "licker",
  "lickers", "sucker", "suckers", "eater", "monkey", "boy", "boys", "girl", "fucker",
];
const SHORTEST_HEAD = 4;

/** `misspelt`: what people type, read for the words it may misspell too (./misspellings.ts). */
function keyed(token: Token, languages: readonly StemLanguage[], misspelt?: Lexicon["misspelt"]): KeyedToken {
  const keys = new Set<string>();
  for (const form of token.forms) {
    keys.add(`x:${form}`);
    if (misspelt) for (const word of misspelled(form, misspelt.vocabulary, misspelt.misspellings)) keys.add(`${MISSPELT}${word}`);
    for (const tail of COMPOUND_TAILS) {
      if (form.length >= SHORTEST_HEAD + tail.length && form.endsWith(tail)) keys.add(`x:${form.slice(0, -tail.length)}`);
    }
    if (form.length > 2) for (const language of languages) keys.add(`${language}:${stem(form, language)}`);
    // Snowball's French leaves a verb's "-ent" alone (it cannot tell "frappent" from "parent"): such a
    // word is also read as the infinitive, so "ils frappent" meets "frapper" (not adverbs: "doucement").
    if (languages.includes("fr") && form.length > 5 && form.endsWith("ent") && !form.endsWith("ement")) keys.add(`fr:${stem(`${form.slice(0, -3)}er`, "fr")}`);
    // A typed "hiting" or "kiling" is read with the consonant doubled, as "hitting" and "killing".
    const undoubled = /^(.*[aeiou])([bdgklmnprt])(ing|ed)$/.exec(form);
    if (languages.includes("en") && undoubled && !form.endsWith(`${undoubled[2]}${undoubled[2]}${undoubled[3]}`)) keys.add(`en:${stem(`${undoubled[1]}${undoubled[2]}${undoubled[2]}${undoubled[3]}`, "en")}`);
  }
  return { forms: token.forms, keys, id: `${misspelt ? "~" : ""}${languages.join(",")} ${token.forms.join(" ")}` };
}

function wordMatches(matcher: WordMatcher, token: KeyedToken): boolean {
  if ("prefix" in matcher) return token.forms.some((form) => form.startsWith(matcher.prefix));
  if ("infix" in matcher) return token.forms.some((form) => form.includes(matcher.infix));
  const { keys, begins } = matcher;
  // A token has a few keys, a position of a term up to thousands (its alternatives' stems).
  for (const key of token.keys) if (keys.has(key) && (!begins?.has(key) || token.forms.some((form) => form.startsWith(begins.get(key)!)))) return true;
  return false;
}

const SEEN_THROUGH_SAFE: ReadonlySet<SafetyCategory> = new Set(["grooming"]);

/** Whether `term` matches the tokens from `start`, none of them inside a safe phrase. */
function matchesAt(term: Term, tokens: readonly KeyedToken[], start: number, covered: readonly boolean[]): boolean {
  if (start + term.length > tokens.length) return false;
  return term.every((matcher, offset) => !covered[start + offset] && wordMatches(matcher, tokens[start + offset]!));
}

function findInTokens(lexicon: Lexicon, tokens: readonly KeyedToken[]): Finding | null {
  // Safe phrases first: the tokens they cover count for nothing below.
  const covered = tokens.map(() => false);
  const none = tokens.map(() => false);
  tokens.forEach((token, start) => {
    for (const { term } of candidatesAt(lexicon.safe, token)) {
      if (matchesAt(term, tokens, start, none)) for (let offset = 0; offset < term.length; offset++) covered[start + offset] = true;
    }
  });
  for (let start = 0; start < tokens.length; start++) {
    if (covered[start]) continue;
    // The longest term wins: "kill herself" says more than "kill".
    let longest: Rule | undefined;
    for (const { term, value: rule } of candidatesAt(lexicon.rules, tokens[start]!)) {
      if ((!longest || term.length > longest.term.length) && matchesAt(term, tokens, start, covered)) longest = rule;
    }
    if (longest) return { category: longest.category, language: longest.language, source: longest.source, layer: "lists" };
  }
  // Where each group of the combinations met occurs (most sentences meet few of them).
  const positions = new Map<number, Span[][]>();
  const someCovered = covered.includes(true);
  tokens.forEach((token, start) => {
    const possessive = isPossessiveHer(tokens, start);
    for (const { term, value: refs } of candidatesAt(lexicon.combinationTerms, token)) {
      // A safe reading never hides grooming: "un bébé tout nu qui court" is a bath-time story, not when
      // a stranger photographs or watches him.
      const uncovered = matchesAt(term, tokens, start, covered);
      if (!uncovered && (!someCovered || !matchesAt(term, tokens, start, none))) continue;
      // "her" alone is someone an act is done to; "her ball", "her hat" are hers, and the act is done to them.
      if (possessive && term.length === 1) continue;
      for (const ref of refs) {
        if (!uncovered && !SEEN_THROUGH_SAFE.has(lexicon.combinations[ref.combination]!.category)) continue;
        let groups = positions.get(ref.combination);
        if (!groups) positions.set(ref.combination, (groups = lexicon.combinations[ref.combination]!.groups.map((): Span[] => [])));
        groups[ref.group]!.push({ start, end: start + term.length - 1 });
      }
    }
  });
  for (const [c, found] of [...positions].sort(([a], [b]) => a - b)) {
    const combination = lexicon.combinations[c]!;
    const groups = combination.unless ? withoutNegated(found, combination.unless) : found;
    if (occursTogether(groups, combination)) {
      return { category: combination.category, language: languageOf(tokens), source: combination.source, layer: "combinations" };
    }
  }
  return null;
}

// What may follow "her" when she is the one an act is done to ("pushes her down", "hits her with",
// "locks her in", "shows her the", "makes her cry"), the parts of her body a blow lands on ("hits her
// face") and the bed or room she is in. Any other word makes it a possessive: "throws her ball into
// the river", "beats her eggs" (the same ideas with "his" were allowed).
const AFTER_OBJECT_HER: ReadonlySet<string> = new Set([
  "down", "up", "out", "off", "away", "back", "over", "under", "in", "into", "on", "onto", "at", "to", "with", "without",
  "from", "for", "of", "by", "through", "across", "against", "behind", "near", "inside", "outside", "around", "about",
  "after", "before", "until", "till", "and", "or", "but", "so", "because", "when", "while", "if", "as", "like", "that",
  "who", "where", "again", "hard", "harder", "badly", "too", "very", "really", "just", "all", "alone", "there", "here",
  "now", "then", "every", "each", "everywhere", "anymore", "first", "once", "twice", "a", "an", "the", "some", "this",
  "these", "those", "my", "your", "his", "our", "their", "what", "something", "anything", "nothing", "naked", "undressed",
  "cry", "bleed", "die", "suffer", "scream", "feel", "touch", "go", "stop", "do", "not", "never", "secretly", "quiet",
  "face", "head", "arm", "arms", "leg", "legs", "hand", "hands", "neck", "throat", "belly", "stomach", "back", "chest",
  "eye", "eyes", "nose", "mouth", "hair", "ear", "ears", "body", "skin", "finger", "fingers", "wrist", "wrists", "bum",
  "bottom", "breasts", "chest", "thigh", "thighs", "lap", "bed", "room", "bedroom", "cot", "crib", "house", "home",
]);

/** Whether `tokens[at]` is "her" as a possessive: a word follows it that an object "her" is not followed by. */
function isPossessiveHer(tokens: readonly KeyedToken[], at: number): boolean {
  const next = tokens[at + 1];
  return tokens[at]!.forms.includes("her") && next !== undefined && next.forms.length > 0 && !next.forms.some((form) => AFTER_OBJECT_HER.has(form));
}

// A combination's words are in both languages: the text's own small words tell which one it is in.
const SMALL_WORDS: Record<StemLanguage, ReadonlySet<string>> = {
  en: new Set(["the", "a", "an", "and", "is", "are", "who", "in", "for", "with", "he", "she", "on", "not", "to", "of", "his", "her", "my", "it"]),
  fr: new Set(["le", "la", "les", "un", "une", "des", "de", "du", "et", "est", "sont", "qui", "dans", "pour", "avec", "il", "elle", "sur", "pas", "au", "son", "sa", "ses", "mon", "ma"]),
};

type Words = readonly { forms: readonly string[] }[];

const smallWordCount = (tokens: Words, language: StemLanguage) =>
  tokens.filter((token) => token.forms.some((form) => SMALL_WORDS[language].has(form))).length;

function languageOf(tokens: Words): StemLanguage {
  return smallWordCount(tokens, "fr") > smallWordCount(tokens, "en") ? "fr" : "en";
}

// Small words that are English only ("a" is also French "à" and "il a", "on" the French pronoun).
const ENGLISH_ONLY: ReadonlySet<string> = new Set([
  ...[...SMALL_WORDS.en].filter((word) => word !== "a" && word !== "on"),
  "from", "at", "this", "that", "you", "your", "we", "our", "they", "their", "i", "was", "has", "have", "when", "like",
]);

/**
 * The languages whose stems a text is read with. A stem belongs to its language: French "pénis",
 * "sniffer", "taper" and "blesser" stem to English "pen", "sniff", "tap" and "bless", so a text whose
 * small words are clearly English is read with English stems only. French text keeps both: it borrows
 * English words ("un dealer", "le happy slapping").
 */
function stemLanguages(tokens: Words): readonly StemLanguage[] {
  const en = tokens.filter((token) => token.forms.some((form) => ENGLISH_ONLY.has(form))).length;
  return en > 0 && en >= 2 * smallWordCount(tokens, "fr") ? ["en"] : BOTH;
}

/**
 * The groups without their `unless` groups, the guarded groups' occurrences that one of a guard's words
 * stands near taken out: "I don't hate …", "je ne déteste pas …", "No … deserves to die". A word inside
 * the occurrence itself does not count ("can't stand", "no respect for", "ne supporte pas" say it).
 */
function withoutNegated(groups: readonly (readonly Span[])[], guards: NonNullable<Combination["unless"]>): Span[][] {
  const own = groups.slice(0, groups.length - guards.length).map((spans) => [...spans]);
  guards.forEach(({ groups: guarded, before, after }, k) => {
    const words = groups[own.length + k]!;
    const near = (word: Span, span: Span) =>
      !overlaps(word, span) && ((word.end < span.start && span.start - word.end <= before) || (word.start > span.end && word.start - span.end <= after));
    for (const g of guarded) own[g] = own[g]!.filter((span) => !words.some((word) => near(word, span)));
  });
  return own;
}

/** The tokens a term covers, first and last. */
interface Span {
  start: number;
  end: number;
}

// Words from one span to the other, so a phrase ("coups de pied") counts from its own end.
const distance = (a: Span, b: Span) => (b.start > a.end ? b.start - a.end : a.start > b.end ? a.start - b.end : 0);

const overlaps = (a: Span, b: Span) => a.start <= b.end && b.start <= a.end;

/**
 * Whether every group occurs within `near` words of the first group's occurrence, after the previous
 * group's when the combination is ordered, and never on the first's words: in "jeu secret", "secret"
 * is the game's name, not a second clue.
 */
function occursTogether(positions: readonly (readonly Span[])[], { near, ordered }: Combination): boolean {
  const [first, ...others] = positions;
  return (first ?? []).some((start) => {
    let previous = start;
    return others.every((group) => {
      const next = group.find((span) => !overlaps(start, span) && distance(start, span) <= near && (!ordered || span.start > previous.end));
      if (next === undefined) return false;
      previous = next;
      return true;
    });
  });
}

export interface CheckOptions {
  /** See through disguises: on for what people type (ideas), off for generated text. */
  tolerant: boolean;
}

/**
 * The first unsafe term found in `text`, or null. Generated text is judged sentence by sentence, so
 * combinations do not join words of unrelated sentences. `inSet`: the stem languages of the idea set the
 * text belongs to, else the text's own.
 */
export function findUnsafe(lexicon: Lexicon, text: string, { tolerant }: CheckOptions, inSet?: readonly StemLanguage[]): Finding | null {
  const folded = foldText(text);
  const segments = tolerant ? [folded] : folded.split(/[.!?;\n]+/u);
  for (const segment of segments) {
    for (const reading of readings(segment, { tolerant })) {
      const languages = inSet ?? stemLanguages(reading);
      const finding = findInTokens(lexicon, [...reading.map((token) => keyed(token, languages, tolerant ? lexicon.misspelt : undefined)), END_TOKEN]);
      if (finding) return finding;
    }
  }
  return null;
}

const ideaTexts = (ideas: readonly string[]) => (ideas.length > 1 ? [...ideas, ideas.join(" ")] : ideas);

/** The lists and combinations alone: ideas one by one, then joined, so meaning split across two chips ("cut off", "head") is caught. */
export function findListedIdeas(lexicon: Lexicon, ideas: readonly string[]): Finding | null {
  // An idea set is in one language: a chip as short as "pen pal" is read in the language of the whole set.
  const languages = stemLanguages(readings(foldText(ideas.join(" ")), { tolerant: false })[0]!);
  for (const text of ideaTexts(ideas)) {
    const finding = findUnsafe(lexicon, text, { tolerant: true }, languages);
    if (finding) return finding;
  }
  return null;
}

/** What the classifier refuses in `text`, or null. */
export function classify(text: string, options: CheckOptions): Finding | null {
  const model = trainedModel();
  const judgement = judgeText(model, text, options);
  if (judgement.unsafe < model.threshold) return null;
  const folded = foldText(text);
  return { category: judgement.category, language: languageOf(readings(folded, { tolerant: false })[0]!), source: "classifier", layer: "classifier" };
}

/** The lists and combinations, then the classifier on what they let through: each idea, then all joined. */
export function findUnsafeIdeas(lexicon: Lexicon, ideas: readonly string[]): Finding | null {
  const listed = findListedIdeas(lexicon, ideas);
  if (listed) return listed;
  for (const text of ideaTexts(ideas)) {
    const finding = classify(text, { tolerant: true });
    if (finding) return finding;
  }
  return null;
}
