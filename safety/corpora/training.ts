/**
 * What the moderation classifier (safety/engine/classifier.ts) is trained on and from: the tuning
 * corpus (./corpus.ts), the labelled training sets (./training/*.tsv, format safety/engine/labelled-ideas.ts; the
 * frozen sets are never among them), and the code that reads and trains. Their hash is recorded in the
 * model, so a test can tell a model that no longer matches its data or code.
 */
import type { CorpusEntry } from "./corpus";

/** The training sets, as their files are named under ./training/. */
export const TRAINING_FILES = [
  "en-a.tsv",
  "en-b.tsv",
  "en-e.tsv",
  "en-f.tsv",
  "en-g.tsv",
  "en-h.tsv",
  "en-i.tsv",
  "en-j.tsv",
  "en-k.tsv",
  "en-l.tsv",
  "en-m.tsv",
  "en-n.tsv",
  "en-o.tsv",
  "en-p.tsv",
  "en-q.tsv",
  "en-r.tsv",
  "fr-a.tsv",
  "fr-b.tsv",
  "fr-e.tsv",
  "fr-f.tsv",
  "fr-g.tsv",
  "fr-h.tsv",
  "fr-i.tsv",
  "fr-j.tsv",
  "fr-k.tsv",
  "fr-l.tsv",
  "fr-m.tsv",
  "fr-n.tsv",
  "fr-o.tsv",
  "fr-p.tsv",
  "fr-q.tsv",
  "fr-r.tsv",
] as const;

/**
 * The source files whose change changes the model, from the repository's root: the features (with the
 * engine's reading and the plain-harm roles), the training, and the lists whose leftovers set the threshold.
 */
export const TRAINING_CODE = [
  "safety/engine/classifier.ts",
  "safety/engine/normalise.ts",
  "safety/engine/stems.ts",
  "safety/engine/plain-harm.ts",
  "safety/engine/engine.ts",
  "safety/engine/source-lists.ts",
  "safety/engine/source-categories.ts",
  "safety/engine/default-lists.ts",
  "safety/engine/identity.ts",
  "safety/engine/identity-terms.json",
  "safety/engine/place-names.ts",
  "safety/engine/place-names.tsv",
  "safety/engine/misspellings.ts",
  "safety/engine/lists.ts",
  "safety/engine/weights-format.ts",
  "safety/scripts/train.ts",
] as const;

/** sha256 (hex) of the corpus, the training files and the code, each named, in a fixed order. */
export async function trainingHash(corpus: readonly CorpusEntry[], files: Readonly<Record<string, string>>): Promise<string> {
  const parts = [JSON.stringify(corpus), ...Object.keys(files).sort().map((name) => `\n== ${name}\n${files[name]}`)];
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("")));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
