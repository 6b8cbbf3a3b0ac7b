/**
 * The moderation engine as the Worker uses it: the lists from configuration (compiled once per stored
 * value), ideas judged as people type them, generated text as written.
 */
import type { SafetyCategory } from "../../shared/safety";
import { compileLexicon, findUnsafe, findUnsafeIdeas, type Finding, type Lexicon } from "../../safety/engine/engine";
import { readConfig } from "../config/store";

export type SafetyVerdict = { safe: true } | { safe: false; category: SafetyCategory; finding: Finding };

// The config store hands back the same object while its cache entry lives (already checked against
// its schema, the defaults in its place when an edit did not fit), so the compiled lexicon is kept per
// stored value. A new cache entry holding the same lists (each time the entry expires) finds it by its
// text: compiling takes about 250 ms of CPU, serialising the lists about 1 ms. An admin's edit compiles anew.
const compiled = new WeakMap<object, Lexicon>();
const compiledByText = new Map<string, Lexicon>();
const KEPT_BY_TEXT = 4;

export async function loadLexicon(env: Pick<Env, "DB">): Promise<Lexicon> {
  const { moderationLists: value } = await readConfig(env, ["moderationLists"]);
  const cached = compiled.get(value);
  if (cached) return cached;
  const text = JSON.stringify(value);
  let lexicon = compiledByText.get(text);
  if (!lexicon) {
    lexicon = compileLexicon(value);
    compiledByText.set(text, lexicon);
    // The oldest lists out first: only the current lists and an edit or two are ever read.
    if (compiledByText.size > KEPT_BY_TEXT) compiledByText.delete(compiledByText.keys().next().value!);
  }
  compiled.set(value, lexicon);
  return lexicon;
}

const verdict = (finding: Finding | null): SafetyVerdict =>
  finding ? { safe: false, category: finding.category, finding } : { safe: true };

/** Story ideas, each alone and all joined, seeing through disguises. */
export async function checkIdeas(env: Pick<Env, "DB">, ideas: readonly string[]): Promise<SafetyVerdict> {
  return verdict(findUnsafeIdeas(await loadLexicon(env), ideas));
}

/**
 * Generated text (a title, a chapter, an illustration prompt), as written, sentence by sentence, by the
 * lists only: the classifier would refuse ordinary sentences of the offline writer (npm run bench:safety).
 */
export async function checkText(env: Pick<Env, "DB">, text: string): Promise<SafetyVerdict> {
  return verdict(findUnsafe(await loadLexicon(env), text, { tolerant: false }));
}
