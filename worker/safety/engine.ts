/**
 * The moderation engine: compiles the lists (./lists.ts) once, then judges a text on word and stem
 * boundaries, never inside a word, so "Sussex", "grapes" and "tuile" stay clear of "sex", "rape" and
 * "tuer" (the Scunthorpe problem). Safe phrases ("killer whale") are taken out before the lists apply;
 * combinations catch what is unsafe only together ("cut off" + "head"), within a few words.
 */
import type { SafetyCategory } from "../../shared/safety";
import type { ModerationLists } from "./lists";
import { foldText, readings, type Token } from "./normalise";
import { stem, type StemLanguage } from "./stems";

/** One word of a term: the keys a token may show, or a prefix its spelling may start with. */
type WordMatcher = { keys: readonly string[] } | { prefix: string };
/** A term is one word or a phrase: words one after the other. */
type Term = readonly WordMatcher[];

interface Rule {
  category: SafetyCategory;
  term: Term;
  /** The term as listed, for logs and tests; never shown to users. */
  source: string;
}

interface Combination {
  category: SafetyCategory;
  groups: readonly (readonly Term[])[];
  near: number;
  source: string;
}

export interface Lexicon {
  rules: readonly Rule[];
  /** Rules by the keys of their first word; prefix rules apart. */
  byKey: ReadonlyMap<string, readonly Rule[]>;
  prefixRules: readonly Rule[];
  combinations: readonly Combination[];
  safe: readonly Term[];
}

export type Finding = { category: SafetyCategory; source: string };

const BOTH: readonly StemLanguage[] = ["en", "fr"];
const WORDS = /[\p{L}\p{N}]+/gu;

function wordMatcher(word: string, languages: readonly StemLanguage[], exact: boolean): WordMatcher {
  // Words of one or two letters are matched as spelled: stems that short meet too many words.
  if (exact || word.length <= 2) return { keys: [`x:${word}`] };
  return { keys: [`x:${word}`, ...languages.map((language) => `${language}:${stem(word, language)}`)] };
}

/** Compiles one listed term (see ./lists.ts for the syntax); null when it has no letters. */
function compileTerm(text: string, languages: readonly StemLanguage[], { exactWords = false } = {}): Term | null {
  const trimmed = text.trim();
  const exact = trimmed.startsWith("=");
  const prefix = trimmed.endsWith("*");
  const words = foldText(trimmed.replace(/^=/, "").replace(/\*$/, "")).match(WORDS) ?? [];
  if (words.length === 0) return null;
  if (prefix && words.length === 1) return [{ prefix: words[0]! }];
  return words.map((word) => wordMatcher(word, languages, exact || (exactWords && words.length === 1)));
}

export function compileLexicon(lists: ModerationLists): Lexicon {
  const rules: Rule[] = [];
  for (const language of BOTH) {
    for (const [category, terms] of Object.entries(lists[language]) as [SafetyCategory, string[]][]) {
      for (const source of terms) {
        const term = compileTerm(source, [language]);
        if (term) rules.push({ category, term, source });
      }
    }
  }
  const byKey = new Map<string, Rule[]>();
  const prefixRules: Rule[] = [];
  for (const rule of rules) {
    const first = rule.term[0]!;
    if ("prefix" in first) prefixRules.push(rule);
    else for (const key of first.keys) byKey.set(key, [...(byKey.get(key) ?? []), rule]);
  }
  const combinations = lists.combinations.map(({ category, all, near }) => ({
    category,
    groups: all.map((group) => group.map((source) => compileTerm(source, BOTH)).filter((term): term is Term => term !== null)),
    near: near ?? Number.POSITIVE_INFINITY,
    source: all.map((group) => group[0]).join(" + "),
  }));
  // A safe single word is matched as spelled ("tu" must not cover "tue", which shares its stem).
  const safe = lists.safe.map((source) => compileTerm(source, BOTH, { exactWords: true })).filter((term): term is Term => term !== null);
  return { rules, byKey, prefixRules, combinations, safe };
}

/** A token with every key it can be matched on: its spellings and their stems in both languages. */
interface KeyedToken {
  forms: readonly string[];
  keys: ReadonlySet<string>;
}

function keyed(token: Token): KeyedToken {
  const keys = new Set<string>();
  for (const form of token.forms) {
    keys.add(`x:${form}`);
    if (form.length > 2) for (const language of BOTH) keys.add(`${language}:${stem(form, language)}`);
  }
  return { forms: token.forms, keys };
}

function wordMatches(matcher: WordMatcher, token: KeyedToken): boolean {
  if ("prefix" in matcher) return token.forms.some((form) => form.startsWith(matcher.prefix));
  return matcher.keys.some((key) => token.keys.has(key));
}

/** Whether `term` matches the tokens from `start`, none of them inside a safe phrase. */
function matchesAt(term: Term, tokens: readonly KeyedToken[], start: number, covered: readonly boolean[]): boolean {
  if (start + term.length > tokens.length) return false;
  return term.every((matcher, offset) => !covered[start + offset] && wordMatches(matcher, tokens[start + offset]!));
}

function coveredBySafeTerms(safe: readonly Term[], tokens: readonly KeyedToken[]): boolean[] {
  const covered = tokens.map(() => false);
  const none = tokens.map(() => false);
  for (const term of safe) {
    for (let start = 0; start < tokens.length; start++) {
      if (matchesAt(term, tokens, start, none)) for (let offset = 0; offset < term.length; offset++) covered[start + offset] = true;
    }
  }
  return covered;
}

function positionsOf(terms: readonly Term[], tokens: readonly KeyedToken[], covered: readonly boolean[]): number[] {
  const positions: number[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (terms.some((term) => matchesAt(term, tokens, start, covered))) positions.push(start);
  }
  return positions;
}

function findInTokens(lexicon: Lexicon, tokens: readonly KeyedToken[]): Finding | null {
  const covered = coveredBySafeTerms(lexicon.safe, tokens);
  for (let start = 0; start < tokens.length; start++) {
    if (covered[start]) continue;
    const token = tokens[start]!;
    const candidates = new Set<Rule>(lexicon.prefixRules);
    for (const key of token.keys) for (const rule of lexicon.byKey.get(key) ?? []) candidates.add(rule);
    for (const rule of candidates) {
      if (matchesAt(rule.term, tokens, start, covered)) return { category: rule.category, source: rule.source };
    }
  }
  for (const combination of lexicon.combinations) {
    const [first, ...others] = combination.groups.map((group) => positionsOf(group, tokens, covered));
    const found = first?.some((position) =>
      others.every((positions) => positions.some((other) => Math.abs(other - position) <= combination.near)),
    );
    if (found) return { category: combination.category, source: combination.source };
  }
  return null;
}

export interface CheckOptions {
  /** See through disguises: on for what people type (ideas), off for generated text. */
  tolerant: boolean;
}

/**
 * The first unsafe term found in `text`, or null. Generated text is judged sentence by sentence, so
 * combinations do not join words of unrelated sentences.
 */
export function findUnsafe(lexicon: Lexicon, text: string, { tolerant }: CheckOptions): Finding | null {
  const folded = foldText(text);
  const segments = tolerant ? [folded] : folded.split(/[.!?;\n]+/u);
  for (const segment of segments) {
    for (const reading of readings(segment, { tolerant })) {
      const finding = findInTokens(lexicon, reading.map(keyed));
      if (finding) return finding;
    }
  }
  return null;
}

/** Ideas one by one, then joined, so meaning split across two chips ("cut off", "head") is caught. */
export function findUnsafeIdeas(lexicon: Lexicon, ideas: readonly string[]): Finding | null {
  for (const idea of ideas) {
    const finding = findUnsafe(lexicon, idea, { tolerant: true });
    if (finding) return finding;
  }
  return ideas.length > 1 ? findUnsafe(lexicon, ideas.join(" "), { tolerant: true }) : null;
}
