/**
 * What a change to `moderationLists` lets through that the defaults refuse. The corpus figures
 * (./moderation-coverage.ts) barely move when an admin makes "kill" safe, or takes a term or a category
 * out: the frozen sets hold few ideas per word. So every word and phrase the engine refuses that holds
 * a word the change touches is tried as an idea of its own: the terms of the public source lists and of
 * the default lists, and each combination (the plain-harm layer's and the defaults') with one term of
 * every group. Those the new lists let through are judged with the defaults' lists; what they refuse is
 * named, with its category.
 */
import { compileLexicon, findListedIdeas, type Lexicon } from "../../safety/engine/engine";
import { DEFAULT_MODERATION_LISTS } from "../../safety/engine/default-lists";
import { termWords, type ModerationLists } from "../../safety/engine/lists";
import { PLAIN_HARM } from "../../safety/engine/plain-harm";
import { SOURCE_LISTS } from "../../safety/engine/source-lists";
import { stem } from "../../safety/engine/stems";
import { SAFETY_CATEGORIES } from "../../shared/safety";
import type { LetThroughIdea, ModerationLetThrough } from "../../shared/configs";

/** At most this many ideas are named (a category taken out lets hundreds through); the count is exact. */
const NAMED_IDEAS = 100;

/** The keys a word is matched on: as spelled, and its stem in each language. */
const wordKeys = (word: string) => [`x:${word}`, `en:${stem(word, "en")}`, `fr:${stem(word, "fr")}`];

/**
 * The probe ideas: each listed term alone, and each combination with the first term of every group,
 * then with every other term of one group in turn (so a safe word that undoes a combination shows). A
 * place in a term may hold many alternatives ("black|white|…"): a probe says the first one, and each
 * other one that `changed` names. Only probes holding a word `changed` names are kept: the lists judge
 * the others as the defaults do. (All alternatives would make 210 000 probes, half a minute of CPU.)
 * The public source lists and the plain-harm layer are in every lexicon, whatever the lists say: only a
 * safe phrase can undo them, so their probes are tried only when `safeAdded` (empty lists: 313 000
 * probes, 45 s of CPU, over a Worker's 30 s limit).
 */
function probeIdeas(changed: (word: string) => boolean, safeAdded: boolean): string[] {
  const ideas = new Set<string>();
  // Each way of saying the term as a child would type it: its words, the first alternatives, then each changed one in its place.
  const sayings = (term: string): string[][] => {
    const places = termWords(term);
    const firsts = places.map((alternatives) => alternatives[0]!);
    return [
      firsts,
      ...places.flatMap((alternatives, at) =>
        alternatives.slice(1).filter(changed).map((word) => firsts.map((first, p) => (p === at ? word : first))),
      ),
    ];
  };
  const keep = (words: readonly string[]) => {
    if (words.some(changed)) ideas.add(words.join(" "));
  };
  for (const language of ["en", "fr"] as const) {
    for (const byCategory of safeAdded ? [SOURCE_LISTS[language], DEFAULT_MODERATION_LISTS[language]] : [DEFAULT_MODERATION_LISTS[language]]) {
      for (const terms of Object.values(byCategory)) for (const term of terms ?? []) sayings(term).forEach(keep);
    }
  }
  for (const { all } of safeAdded ? [...PLAIN_HARM, ...DEFAULT_MODERATION_LISTS.combinations] : DEFAULT_MODERATION_LISTS.combinations) {
    const firsts = all.map((group) => sayings(group[0]!)[0]!);
    all.forEach((group, index) => {
      for (const term of group) for (const said of sayings(term)) keep(firsts.flatMap((first, at) => (at === index ? said : first)));
    });
  }
  return [...ideas];
}

let defaultLexicon: Lexicon | undefined;
/** The defaults' verdict on each probe judged so far (null: they let it through), once per isolate. */
const byDefaults = new Map<string, LetThroughIdea | null>();

/** How the defaults' lists refuse `idea`: its category and language, or null. */
function refusedByDefaults(idea: string): LetThroughIdea | null {
  const known = byDefaults.get(idea);
  if (known !== undefined) return known;
  defaultLexicon ??= compileLexicon(DEFAULT_MODERATION_LISTS);
  const finding = findListedIdeas(defaultLexicon, [idea]);
  const verdict = finding ? { idea, category: finding.category, language: finding.language } : null;
  byDefaults.set(idea, verdict);
  return verdict;
}

/**
 * The keys of the words through which `lists` may let through something the defaults refuse: those of
 * the terms and combinations they take out, and of the phrases they make safe; null when they only add
 * (the usual edit), which is as strict or stricter, so no probe is run.
 */
function weakenedKeys(lists: ModerationLists): Set<string> | null {
  const defaults = DEFAULT_MODERATION_LISTS;
  const keys = new Set<string>();
  const add = (terms: readonly string[]) => {
    for (const term of terms) for (const alternatives of termWords(term)) for (const word of alternatives) for (const key of wordKeys(word)) keys.add(key);
  };
  const notIn = (listed: readonly string[] | undefined, now: readonly string[] | undefined) => (listed ?? []).filter((term) => !now?.includes(term));
  for (const language of ["en", "fr"] as const) {
    for (const category of SAFETY_CATEGORIES) add(notIn(defaults[language][category], lists[language][category]));
  }
  const combinations = new Set(lists.combinations.map((combination) => JSON.stringify(combination)));
  for (const combination of defaults.combinations) if (!combinations.has(JSON.stringify(combination))) add(combination.all.flat());
  add(notIn(lists.safe, defaults.safe));
  return keys.size > 0 ? keys : null;
}

/**
 * The ideas the defaults' lists refuse that `lists` (compiled as `lexicon`) let through. The lists
 * alone are compared: they are what configuration changes (the classifier may still refuse some of
 * these, but an admin switching a word off should see it switched off).
 */
export function letThroughBy(lists: ModerationLists, lexicon: Lexicon): ModerationLetThrough {
  const keys = weakenedKeys(lists);
  if (!keys) return { count: 0, ideas: [] };
  // A word is changed when it shares a key with one of those words, or holds one of them ("porn*" taken out changes "pornography").
  const held = [...keys].flatMap((key) => (key.startsWith("x:") && key.length >= 5 ? [key.slice(2)] : []));
  // Asked for every word of every probe: each word's answer is kept (empty lists hold thousands of parts).
  const answers = new Map<string, boolean>();
  const changed = (word: string) => {
    let answer = answers.get(word);
    if (answer === undefined) answers.set(word, (answer = wordKeys(word).some((key) => keys.has(key)) || held.some((part) => word.includes(part))));
    return answer;
  };
  const safeAdded = lists.safe.some((phrase) => !DEFAULT_MODERATION_LISTS.safe.includes(phrase));
  const probes = probeIdeas(changed, safeAdded);
  // The defaults judge only what the new lists let through: nearly every probe is refused by both.
  const through = probes
    .filter((idea) => findListedIdeas(lexicon, [idea]) === null)
    .flatMap((idea) => refusedByDefaults(idea) ?? []);
  const order = (idea: LetThroughIdea) => SAFETY_CATEGORIES.indexOf(idea.category);
  through.sort((a, b) => order(a) - order(b));
  return { count: through.length, ideas: through.slice(0, NAMED_IDEAS) };
}
