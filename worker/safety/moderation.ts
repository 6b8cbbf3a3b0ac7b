/**
 * The moderation engine as the Worker uses it: the lists from configuration (compiled once per stored
 * value), ideas judged as people type them, generated text as written.
 */
import type { SafetyCategory } from "../../shared/safety";
import { compileLexicon, findUnsafe, findUnsafeIdeas, type Finding, type Lexicon } from "./engine";
import { readConfig } from "../config/store";
import { parseModerationLists } from "./lists";

export type SafetyVerdict = { safe: true } | { safe: false; category: SafetyCategory; finding: Finding };

// The config store hands back the same object while its cache entry lives, so the compiled lexicon is
// kept per stored value and rebuilt after an admin edit.
const compiled = new WeakMap<object, Lexicon>();
let defaults: Lexicon | undefined;

export async function loadLexicon(env: Pick<Env, "DB">): Promise<Lexicon> {
  const { moderationLists: value } = await readConfig(env, ["moderationLists"]);
  const key = value !== null && typeof value === "object" ? value : null;
  const cached = key ? compiled.get(key) : undefined;
  if (cached) return cached;
  const { lists, source } = parseModerationLists(value);
  if (source === "defaults") console.warn("moderationLists: the configured value is not valid; the default lists apply");
  const lexicon = source === "defaults" ? (defaults ??= compileLexicon(lists)) : compileLexicon(lists);
  if (key) compiled.set(key, lexicon);
  return lexicon;
}

const verdict = (finding: Finding | null): SafetyVerdict =>
  finding ? { safe: false, category: finding.category, finding } : { safe: true };

/** Story ideas, each alone and all joined, seeing through disguises. */
export async function checkIdeas(env: Pick<Env, "DB">, ideas: readonly string[]): Promise<SafetyVerdict> {
  return verdict(findUnsafeIdeas(await loadLexicon(env), ideas));
}

/** Generated text (a title, a chapter, an illustration prompt), as written, sentence by sentence. */
export async function checkText(env: Pick<Env, "DB">, text: string): Promise<SafetyVerdict> {
  return verdict(findUnsafe(await loadLexicon(env), text, { tolerant: false }));
}
