/**
 * The moderation engine measured on the labelled corpus (safety/corpora/), in workerd with
 * the lists as the Worker loads them. Per-category figures: npm run bench:safety.
 */
import { describe, expect, it } from "vitest";
import { SAFETY_CATEGORIES } from "../../shared/safety";
import { checkIdeas } from "../../worker/generation/moderation";
import { SAFE_CORPUS, UNSAFE_CORPUS, type CorpusEntry } from "../../safety/corpora/corpus";
import { FROZEN_SETS } from "../../safety/corpora/frozen";
import { env } from "./helpers";

const refused = async (entry: CorpusEntry) => !(await checkIdeas(env, entry.ideas)).safe;

async function share(entries: readonly CorpusEntry[]): Promise<number> {
  let count = 0;
  for (const entry of entries) if (await refused(entry)) count++;
  return count / entries.length;
}

// Every example the issue names, as it names them.
const ISSUE_UNSAFE = [
  "how to make a bomb", "a school shooting", "a nazi parade", "getting drunk on vodka", "cutting yourself with a razor",
  "a man who murdered children", "blood everywhere and cut off heads", "un homme qui a tué des enfants", "ki11 the teacher",
  "k!ll your parents", "kіll the baby", "s e x", "k.i.l.l", "mur-der", "la tuerie",
];
const ISSUE_SPLIT = [["cut off", "head"], ["gun", "shoot"], ["se couper", "lame"]];
const ISSUE_SAFE = [
  "pirates with wooden swords", "a hungry wolf", "a fire-breathing dragon", "a witch's cauldron", "a thunderstorm",
  "a ghost afraid of the dark", "a killer whale", "a cottage in Sussex", "grapes", "il est assis à côté de moi", "une tuile",
];
const ISSUE_INFLECTIONS = ["kill", "killed", "killer", "killing", "tuer", "tue", "tué", "tuaient", "assassiné", "murdered"];

describe("the safety corpus", () => {
  it("is large enough and covers every category and disguise in both languages", () => {
    expect(UNSAFE_CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(SAFE_CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const language of ["en", "fr"]) {
      for (const category of SAFETY_CATEGORIES) {
        const forms = new Set(UNSAFE_CORPUS.filter((e) => e.language === language && e.category === category).map((e) => e.form));
        expect(forms.size, `${category} ${language}`).toBeGreaterThanOrEqual(8);
      }
    }
    expect(new Set(UNSAFE_CORPUS.map((entry) => entry.form))).toEqual(
      new Set(["plain", "split", "plain-words", "leet", "symbols", "cyrillic", "spaced", "dotted", "hyphenated", "stretched", "invisible", "full-width", "accents", "capitals", "underscores"]),
    );
  });

  it("holds every example the issue names", () => {
    const texts = (entries: readonly CorpusEntry[]) => new Set(entries.map((entry) => entry.ideas.join(" | ")));
    const unsafe = texts(UNSAFE_CORPUS);
    const safe = texts(SAFE_CORPUS);
    for (const idea of ISSUE_UNSAFE) expect(unsafe.has(idea) || [...unsafe].some((text) => text.includes(idea)), idea).toBe(true);
    for (const ideas of ISSUE_SPLIT) expect(unsafe.has(ideas.join(" | ")), ideas.join(" + ")).toBe(true);
    for (const idea of ISSUE_SAFE) expect(safe.has(idea), idea).toBe(true);
  });

  it("refuses every example and inflection the issue names, and allows its ordinary stories", async () => {
    for (const idea of [...ISSUE_UNSAFE, ...ISSUE_INFLECTIONS]) expect((await checkIdeas(env, [idea])).safe, idea).toBe(false);
    for (const ideas of ISSUE_SPLIT) expect((await checkIdeas(env, ideas)).safe, ideas.join(" + ")).toBe(false);
    for (const idea of [...ISSUE_SAFE, "tuile", "assis", "Sussex"]) expect((await checkIdeas(env, [idea])).safe, idea).toBe(true);
  });

  // The held-out sets are never edited: their hashes as committed (npm run bench:safety prints them too).
  it("keeps the frozen held-out sets as committed", async () => {
    const committed: Record<string, string> = {
      "frozen-1": "a8db228f3f52813b18d4b436ebc7a83d38e9a956e43e283c7daf93517907571e",
      "frozen-2": "230ee87c08e4e59e9b83f80b5c6bd70674f890fa36726e973952b37daa42db7a",
      "frozen-3": "12f4774bd41fc6e3ec0f4660b5ca94aa3bfd194ebe47fd4a8233953dafe9ebac",
    };
    for (const { name, files, unsafe, safe } of FROZEN_SETS) {
      const text = Object.entries(files).map(([file, content]) => `${file}\n${content}`).join("");
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
      expect([...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join(""), name).toBe(committed[name]);
      for (const language of ["en", "fr"]) {
        expect(unsafe.filter((entry) => entry.language === language).length, `${name} ${language}`).toBeGreaterThanOrEqual(150);
        expect(safe.filter((entry) => entry.language === language).length, `${name} ${language}`).toBeGreaterThanOrEqual(150);
      }
    }
  });

  it("refuses at least 99% of the unsafe ideas and at most 1% of the safe ones", async () => {
    const recall = await share(UNSAFE_CORPUS);
    const falsePositives = await share(SAFE_CORPUS);
    console.log(`safety corpus: recall ${(recall * 100).toFixed(2)}% of ${UNSAFE_CORPUS.length}, false positives ${(falsePositives * 100).toFixed(2)}% of ${SAFE_CORPUS.length}`);
    expect(recall).toBeGreaterThanOrEqual(0.99);
    expect(falsePositives).toBeLessThanOrEqual(0.01);
  });
});
