/**
 * The classifier's training sets (./training/*.tsv, named in ./training.ts) as committed, read as text in
 * the Worker tests: the model's hash is checked against them, and every line is a sentence the fairness
 * properties swap identity terms in (test/worker/safety-fairness.test.ts).
 */
import type { CorpusEntry } from "./corpus";
import { parseLabelledIdeas } from "../engine/labelled-ideas";
import enA from "./training/en-a.tsv?raw";
import enB from "./training/en-b.tsv?raw";
import enE from "./training/en-e.tsv?raw";
import enF from "./training/en-f.tsv?raw";
import enG from "./training/en-g.tsv?raw";
import enH from "./training/en-h.tsv?raw";
import enI from "./training/en-i.tsv?raw";
import enJ from "./training/en-j.tsv?raw";
import enK from "./training/en-k.tsv?raw";
import enL from "./training/en-l.tsv?raw";
import enM from "./training/en-m.tsv?raw";
import enN from "./training/en-n.tsv?raw";
import enO from "./training/en-o.tsv?raw";
import enP from "./training/en-p.tsv?raw";
import enQ from "./training/en-q.tsv?raw";
import enR from "./training/en-r.tsv?raw";
import frA from "./training/fr-a.tsv?raw";
import frB from "./training/fr-b.tsv?raw";
import frE from "./training/fr-e.tsv?raw";
import frF from "./training/fr-f.tsv?raw";
import frG from "./training/fr-g.tsv?raw";
import frH from "./training/fr-h.tsv?raw";
import frI from "./training/fr-i.tsv?raw";
import frJ from "./training/fr-j.tsv?raw";
import frK from "./training/fr-k.tsv?raw";
import frL from "./training/fr-l.tsv?raw";
import frM from "./training/fr-m.tsv?raw";
import frN from "./training/fr-n.tsv?raw";
import frO from "./training/fr-o.tsv?raw";
import frP from "./training/fr-p.tsv?raw";
import frQ from "./training/fr-q.tsv?raw";
import frR from "./training/fr-r.tsv?raw";

/** Each training file's text, by its name under ./training/. */
export const TRAINING_TEXTS: Readonly<Record<string, string>> = {
  "en-a.tsv": enA,
  "en-b.tsv": enB,
  "en-e.tsv": enE,
  "en-f.tsv": enF,
  "en-g.tsv": enG,
  "en-h.tsv": enH,
  "en-i.tsv": enI,
  "en-j.tsv": enJ,
  "en-k.tsv": enK,
  "en-l.tsv": enL,
  "en-m.tsv": enM,
  "en-n.tsv": enN,
  "en-o.tsv": enO,
  "en-p.tsv": enP,
  "en-q.tsv": enQ,
  "en-r.tsv": enR,
  "fr-a.tsv": frA,
  "fr-b.tsv": frB,
  "fr-e.tsv": frE,
  "fr-f.tsv": frF,
  "fr-g.tsv": frG,
  "fr-h.tsv": frH,
  "fr-i.tsv": frI,
  "fr-j.tsv": frJ,
  "fr-k.tsv": frK,
  "fr-l.tsv": frL,
  "fr-m.tsv": frM,
  "fr-n.tsv": frN,
  "fr-o.tsv": frO,
  "fr-p.tsv": frP,
  "fr-q.tsv": frQ,
  "fr-r.tsv": frR,
};

export const TRAINING_SETS: readonly CorpusEntry[] = Object.values(TRAINING_TEXTS).flatMap((text) =>
  parseLabelledIdeas(text).map((entry) => ({ ...entry, form: "training" })),
);
