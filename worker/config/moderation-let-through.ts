/**
 * What a change to `moderationLists` lets through that the defaults refuse. The corpus figures
 * (./moderation-coverage.ts) barely move when an admin makes "kill" safe, or takes a term or a category
 * out: the frozen sets hold few ideas per word. So every word and phrase the engine refuses is tried
 * as an idea of its own: the terms of the public source lists and of the default lists, and each
 * combination (the plain-harm layer's and the defaults') with one term of every group. The ones the
 * defaults' lists refuse are judged again with the new lists; what passes is named, with the category
 * the defaults refuse it in.
 */
import { compileLexicon, findListedIdeas, type Lexicon } from "../safety/engine";
import { DEFAULT_MODERATION_LISTS } from "../safety/default-lists";
import type { ModerationLists } from "../safety/lists";
import { PLAIN_HARM } from "../safety/plain-harm";
import { SOURCE_LISTS } from "../safety/source-lists";
import { SAFETY_CATEGORIES } from "../../shared/safety";
import type { LetThroughIdea, ModerationLetThrough } from "../../shared/configs";

/** At most this many ideas are named (a category taken out lets hundreds through); the count is exact. */
const NAMED_IDEAS = 100;

/** A listed term as a child would type it, without the markers of ../safety/lists.ts (`=word`, `word*`, `*word*`). */
const asTyped = (term: string) => term.trim().replace(/^[=*]/, "").replace(/\*$/, "");

/**
 * The probe ideas: each listed term alone, and each combination with the first term of every group,
 * then with every other term of one group in turn (so a safe word that undoes a combination shows).
 */
function probeIdeas(): string[] {
  const ideas = new Set<string>();
  for (const language of ["en", "fr"] as const) {
    for (const byCategory of [SOURCE_LISTS[language], DEFAULT_MODERATION_LISTS[language]]) {
      for (const terms of Object.values(byCategory)) for (const term of terms ?? []) ideas.add(asTyped(term));
    }
  }
  for (const { all } of [...PLAIN_HARM, ...DEFAULT_MODERATION_LISTS.combinations]) {
    const firsts = all.map((group) => asTyped(group[0]!));
    all.forEach((group, index) => {
      for (const term of group) ideas.add(firsts.map((first, at) => (at === index ? asTyped(term) : first)).join(" "));
    });
  }
  return [...ideas];
}

let probes: string[] | undefined;
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
 * Whether `lists` can let through anything the defaults refuse: only by taking out a term or a
 * combination, or by making something safe. Lists that only add (the usual edit) are as strict or
 * stricter, so the probes (about a second of CPU) are not run for them.
 */
function mayWeaken(lists: ModerationLists): boolean {
  const defaults = DEFAULT_MODERATION_LISTS;
  const kept = (listed: readonly string[] | undefined, now: readonly string[] | undefined) => (listed ?? []).every((term) => now?.includes(term));
  const termTaken = (["en", "fr"] as const).some((language) =>
    SAFETY_CATEGORIES.some((category) => !kept(defaults[language][category], lists[language][category])),
  );
  const combinations = new Set(lists.combinations.map((combination) => JSON.stringify(combination)));
  const combinationTaken = defaults.combinations.some((combination) => !combinations.has(JSON.stringify(combination)));
  return termTaken || combinationTaken || !kept(lists.safe, defaults.safe);
}

/**
 * The ideas the defaults' lists refuse that `lists` (compiled as `lexicon`) let through. The lists
 * alone are compared: they are what configuration changes (the classifier may still refuse some of
 * these, but an admin switching a word off should see it switched off).
 */
export function letThroughBy(lists: ModerationLists, lexicon: Lexicon): ModerationLetThrough {
  if (!mayWeaken(lists)) return { count: 0, ideas: [] };
  probes ??= probeIdeas();
  // The defaults judge only what the new lists let through: nearly every probe is refused by both.
  const through = probes
    .filter((idea) => findListedIdeas(lexicon, [idea]) === null)
    .flatMap((idea) => refusedByDefaults(idea) ?? []);
  const order = (idea: LetThroughIdea) => SAFETY_CATEGORIES.indexOf(idea.category);
  through.sort((a, b) => order(a) - order(b));
  return { count: through.length, ideas: through.slice(0, NAMED_IDEAS) };
}
