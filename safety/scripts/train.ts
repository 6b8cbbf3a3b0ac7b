// `npm run train:safety`: trains the moderation engine's statistical layer (safety/engine/classifier.ts)
// on the tuning corpus and the training sets (safety/corpora/training.ts; never the frozen
// sets), and writes safety/engine/classifier-model.json and classifier-weights.tsv. A multinomial logistic regression with L2, by
// full-batch Adam in a fixed order: the same data and code give the same file. The L2 strength and the
// refusal threshold are chosen by k-fold cross-validation on the training data: the threshold keeps
// out-of-fold false positives on safe idea sets at most MAX_FALSE_POSITIVES in each language, and the
// strength with the best recall at that threshold (the worse language's) wins. Then the size: weights
// smaller than a pruning level are dropped, the highest level of PRUNE_LEVELS whose CV recall stays
// within PRUNE_TOLERANCE of the lowest's (every feature kept is bytes in the production Worker). Prints
// the CV figures.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CLASSIFIER_CLASSES, classifierFeatures, type ClassifierModel } from "../engine/classifier";
import { formatWeights } from "../engine/weights-format";
import { DEFAULT_MODERATION_LISTS } from "../engine/default-lists";
import { identityTerms } from "../engine/identity";
import { compileLexicon, findListedIdeas } from "../engine/engine";
import { DISGUISES, SAFE_CORPUS, UNSAFE_CORPUS, type CorpusEntry } from "../corpora/corpus";
import { parseLabelledIdeas } from "../engine/labelled-ideas";
import { TRAINING_CODE, TRAINING_FILES, trainingHash } from "../corpora/training";

const root = path.join(import.meta.dirname, "../..");
const MODEL_FILE = path.join(root, "safety/engine/classifier-model.json");
const WEIGHTS_FILE = path.join(root, "safety/engine/classifier-weights.tsv");

const FOLDS = 5;
// The strengths searched: 3e-6 won over 1e-5 on every run so far, and each one searched costs five
// trainings (~25 min on a shared machine with identity-free features), so only it is searched now.
const STRENGTHS = [3e-6];
const ITERATIONS = 400;
const LEARNING_RATE = 0.05;
const MAX_FALSE_POSITIVES = 0.005;
// A feature seen in fewer idea sets than this is too rare to learn from.
const MIN_COUNT = 2;
// Weights smaller than the chosen level are dropped, in every fold's model too, so CV measures the model
// as shipped.
const PRUNE_LEVELS = [0.2, 0.35, 0.5, 0.7];
const PRUNE_TOLERANCE = 0.005;

const corpus = [...UNSAFE_CORPUS, ...SAFE_CORPUS];
const files: Record<string, string> = {};
for (const name of TRAINING_FILES) files[`safety/corpora/training/${name}`] = readFileSync(path.join(root, "safety/corpora/training", name), "utf8");
for (const name of TRAINING_CODE) files[name] = readFileSync(path.join(root, name), "utf8");

// Safe lines about every group (safety/engine/identity.ts), four frames per identity term: with no
// feature naming who someone is, they teach that the words around a group ("people", "les … sont",
// "being …") say nothing either, even in the frame of a statement about a whole group, a comparison
// ("aussi … que les autres"), a whole group praised or welcomed ("tous les … que je connais", "… belong
// in our town": found on the dev parts, where "tous les … comme eux" and "belong in" weighed as hate) or
// a question. They set no threshold and count in no figure.
const AUGMENTED = "identity";
const GROUP_FRAMES: Record<"en" | "fr", readonly string[]> = {
  en: [
    "the {} family next door bakes bread for the whole street", "my {} friends and I build a den in the woods",
    "a {} grandma who teaches the class to paint", "{} people dancing at the summer fair", "{} people are wonderful",
    "{} are brilliant and kind", "{} people being in charge is great for everyone", "we should all admire {} people",
    "{} kids are funny and clever", "I love my {} neighbours, they are the best", "{} people are strong and brave",
    "being {} is something to be proud of", "{} are as smart as everyone else", "do you know any {}?",
    "all the {} I know are generous and funny", "{} like them are always welcome here", "{} people belong in our town and our school",
  ],
  fr: [
    "la famille {} d'à côté fait du pain pour toute la rue", "mes amis {} et moi construisons une cabane",
    "une mamie {} qui apprend à peindre à la classe", "des gens {} qui dansent à la fête d'été", "les {} sont formidables",
    "les gens {} sont des êtres merveilleux", "les {} devraient tous être admirés", "les personnes {} sont gentilles et courageuses",
    "mes copains sont des personnes {}", "j'aime beaucoup les personnes {}", "être {} est une fierté",
    "les enfants {} sont drôles et malins", "les {} sont aussi intelligents que les autres", "tu connais des {} ?",
    "tous les {} que je connais sont généreux et drôles", "les {} comme eux sont toujours les bienvenus ici", "les {} ont toute leur place dans notre école",
  ],
};
const FRAMES_PER_TERM = 4;
// And hostility at things, which is no hate: the words of contempt and riddance without a person.
const AT_THINGS: Record<"en" | "fr", { verbs: readonly string[]; things: readonly string[] }> = {
  en: {
    verbs: ["I hate {}", "I despise {}", "I really can't stand {}", "I detest {}", "{} disgust me", "those {} should all be wiped out", "get rid of all the {}", "{} are the worst"],
    things: ["slugs in the garden", "soggy chips", "brussels sprouts", "rainy mondays", "dandelions on the lawn", "broken crayons", "tangled headphones", "mosquito bites"],
  },
  fr: {
    verbs: ["je déteste {}", "je méprise {}", "je ne supporte pas {}", "{} me dégoûtent", "il faut se débarrasser de toutes {}", "il faut exterminer {}", "{} sont les pires"],
    things: ["les limaces du jardin", "les épinards à la cantine", "les lundis pluvieux", "les mauvaises herbes", "les crayons cassés", "les piqûres de moustique", "les chaussettes mouillées"],
  },
};
// And the rules of a house or a school, which exclude no one: "not allowed" said of children is no hate.
const HOUSE_RULES: Record<"en" | "fr", readonly string[]> = {
  en: [
    "kids are not allowed to eat sweets before dinner", "pupils are not allowed to run in the corridor",
    "children are not allowed in the kitchen when the oven is on", "the twins are not allowed to watch scary films",
    "little ones are not allowed to swim without a grown-up", "kids can't play football in the library",
  ],
  fr: [
    "les enfants n'ont pas le droit de manger des bonbons avant le dîner", "les élèves n'ont pas le droit de courir dans le couloir",
    "les petits ne peuvent pas nager sans un adulte", "les jumeaux n'ont pas le droit de regarder des films qui font peur",
    "les enfants ne doivent pas jouer au ballon dans la bibliothèque", "les enfants n'ont pas le droit d'aller dans la cuisine quand le four est allumé",
  ],
};
const augmented: CorpusEntry[] = (["en", "fr"] as const).flatMap((language) => [
  ...HOUSE_RULES[language].map((idea) => ({ ideas: [idea], language, category: null, form: AUGMENTED })),
  ...identityTerms(language).flatMap((term, index) =>
    Array.from({ length: FRAMES_PER_TERM }, (_, k) => ({
      ideas: [GROUP_FRAMES[language][(index + 3 * k) % GROUP_FRAMES[language].length]!.replace("{}", term)],
      language,
      category: null,
      form: AUGMENTED,
    })),
  ),
  ...AT_THINGS[language].verbs.flatMap((verb) => AT_THINGS[language].things.map((thing) => ({ ideas: [verb.replace("{}", thing)], language, category: null, form: AUGMENTED }))),
]);
const trained = [
  ...corpus,
  ...TRAINING_FILES.flatMap((name) => parseLabelledIdeas(files[`safety/corpora/training/${name}`]!).map((entry) => ({ ...entry, form: "training" }))),
  ...augmented,
];

interface Example {
  entry: CorpusEntry;
  label: number;
  /** Cross-validation group: an idea and its disguises stay together. */
  group: number;
  /** Feature indices of the ideas joined (what is learnt from). */
  joined: Int32Array;
  /** Feature indices of each idea alone and joined (what the engine judges). */
  pieces: Int32Array[];
  /** Whether the lists and combinations already refuse it (the classifier judges only the rest). */
  listed: boolean;
}

const tolerant = { tolerant: true };
const disguiseNames = new Set(Object.keys(DISGUISES));
const textsOf = (entry: CorpusEntry) => (entry.ideas.length > 1 ? [...entry.ideas, entry.ideas.join(" ")] : entry.ideas);
const featureLists = trained.map((entry) => textsOf(entry).map((text) => classifierFeatures(text, tolerant)));

const counts = new Map<string, number>();
for (const lists of featureLists) for (const feature of new Set(lists.flat())) counts.set(feature, (counts.get(feature) ?? 0) + 1);
const vocabulary = [...counts].filter(([, count]) => count >= MIN_COUNT).map(([feature]) => feature).sort();
const indexOf = new Map(vocabulary.map((feature, index) => [feature, index]));
const toIndices = (features: readonly string[]) => Int32Array.from(features.flatMap((feature) => indexOf.get(feature) ?? []));

const lexicon = compileLexicon(DEFAULT_MODERATION_LISTS);
let group = -1;
const examples: Example[] = trained.map((entry, index) => {
  if (!disguiseNames.has(entry.form)) group++;
  const pieces = featureLists[index]!.map(toIndices);
  return { entry, label: CLASSIFIER_CLASSES.indexOf(entry.category ?? "safe"), group, joined: pieces[pieces.length - 1]!, pieces, listed: findListedIdeas(lexicon, entry.ideas) !== null };
});

const F = vocabulary.length;
const C = CLASSIFIER_CLASSES.length;

interface Weights {
  w: Float64Array;
  b: Float64Array;
}

function probabilities({ w, b }: Weights, features: Int32Array, out: Float64Array): void {
  for (let c = 0; c < C; c++) out[c] = b[c]!;
  for (const f of features) for (let c = 0; c < C; c++) out[c]! += w[f * C + c]!;
  let top = -Infinity;
  for (let c = 0; c < C; c++) top = Math.max(top, out[c]!);
  let sum = 0;
  for (let c = 0; c < C; c++) sum += out[c] = Math.exp(out[c]! - top);
  for (let c = 0; c < C; c++) out[c]! /= sum;
}

/** Mean cross-entropy + strength/2 · |w|², minimised by full-batch Adam from zero. */
function train(set: readonly Example[], strength: number): Weights {
  const model = { w: new Float64Array(F * C), b: new Float64Array(C) };
  const gw = new Float64Array(F * C);
  const gb = new Float64Array(C);
  const m = new Float64Array(F * C + C);
  const v = new Float64Array(F * C + C);
  const p = new Float64Array(C);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  for (let t = 1; t <= ITERATIONS; t++) {
    gw.fill(0);
    gb.fill(0);
    for (const example of set) {
      probabilities(model, example.joined, p);
      for (let c = 0; c < C; c++) {
        const error = (p[c]! - (c === example.label ? 1 : 0)) / set.length;
        gb[c]! += error;
        for (const f of example.joined) gw[f * C + c]! += error;
      }
    }
    const step = (LEARNING_RATE * Math.sqrt(1 - beta2 ** t)) / (1 - beta1 ** t);
    for (let i = 0; i < F * C + C; i++) {
      const isBias = i >= F * C;
      const value = isBias ? model.b[i - F * C]! : model.w[i]!;
      const g = isBias ? gb[i - F * C]! : gw[i]! + strength * value;
      m[i] = beta1 * m[i]! + (1 - beta1) * g;
      v[i] = beta2 * v[i]! + (1 - beta2) * g * g;
      const next = value - (step * m[i]!) / (Math.sqrt(v[i]!) + epsilon);
      if (isBias) model.b[i - F * C] = next;
      else model.w[i] = next;
    }
  }
  return model;
}

/** The model without its weights smaller than `level`. */
function pruned(model: Weights, level: number): Weights {
  return { w: model.w.map((weight) => (Math.abs(weight) < level ? 0 : weight)), b: model.b };
}

/** 1 − P(safe), the highest over the pieces the engine judges. */
function unsafeScore(model: Weights, example: Example): number {
  const p = new Float64Array(C);
  let worst = 0;
  for (const piece of example.pieces) {
    probabilities(model, piece, p);
    worst = Math.max(worst, 1 - p[0]!);
  }
  return worst;
}

const LANGUAGES = ["en", "fr"] as const;

/**
 * The lowest threshold at which the classifier adds at most `rate` false positives in every language:
 * safe idea sets it refuses that the lists let through, out of all safe idea sets.
 */
function thresholdFor(scores: readonly number[], rate = MAX_FALSE_POSITIVES): number {
  let threshold = 0;
  const measured = (example: Example, language: string) => example.label === 0 && example.entry.language === language && example.entry.form !== AUGMENTED;
  for (const language of LANGUAGES) {
    const ofLanguage = examples.filter((example) => measured(example, language)).length;
    const safe = examples.flatMap((example, i) => (measured(example, language) && !example.listed ? [scores[i]!] : [])).sort((a, b) => b - a);
    const allowed = Math.floor(rate * ofLanguage);
    // Refusing at or above a score just over the first safe score not allowed to be refused.
    threshold = Math.max(threshold, (safe[allowed] ?? 0) + 1e-6);
  }
  return threshold;
}

interface Figures {
  recall: number;
  falsePositives: number;
  unsafe: number;
  safe: number;
}

/** The engine's figures, lists then classifier, on the idea sets of `language` (from `form`'s source when given). */
function figuresAt(scores: readonly number[], threshold: number, language: string, source?: "training" | "tuning"): Figures {
  const rows = examples
    .map((example, i) => ({ example, refused: example.listed || scores[i]! >= threshold }))
    .filter(({ example }) => example.entry.form !== AUGMENTED && example.entry.language === language && (!source || (example.entry.form === "training") === (source === "training")));
  const unsafe = rows.filter(({ example }) => example.label !== 0);
  const safe = rows.filter(({ example }) => example.label === 0);
  return {
    recall: unsafe.filter((row) => row.refused).length / unsafe.length,
    falsePositives: safe.filter((row) => row.refused).length / safe.length,
    unsafe: unsafe.length,
    safe: safe.length,
  };
}

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
const round = (x: number) => Math.round(x * 100) / 100;

console.log(
  `${examples.length} idea sets (${corpus.length} tuning corpus, ${examples.length - corpus.length - augmented.length} training sets, ` +
    `${augmented.length} safe lines about every group and hostility at things), ${F} features seen at least ${MIN_COUNT} times`,
);
interface Candidate {
  strength: number;
  prune: number;
  threshold: number;
  worst: number;
  scores: number[];
}
const candidates: Candidate[] = [];
for (const strength of STRENGTHS) {
  const scores = PRUNE_LEVELS.map(() => new Array<number>(examples.length).fill(0));
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = train(examples.filter((example) => example.group % FOLDS !== fold), strength);
    PRUNE_LEVELS.forEach((level, p) => {
      const kept = pruned(model, level);
      examples.forEach((example, i) => {
        if (example.group % FOLDS === fold) scores[p]![i] = unsafeScore(kept, example);
      });
    });
  }
  PRUNE_LEVELS.forEach((prune, p) => {
    const threshold = thresholdFor(scores[p]!);
    const byLanguage = LANGUAGES.map((language) => figuresAt(scores[p]!, threshold, language));
    const worst = Math.min(...byLanguage.map((figures) => figures.recall));
    console.log(
      `L2 ${strength}, pruned under ${prune}: threshold ${threshold.toFixed(3)}; lists then classifier: ` +
        byLanguage.map((figures, i) => `${LANGUAGES[i]} recall ${percent(figures.recall)} FP ${percent(figures.falsePositives)}`).join(", "),
    );
    candidates.push({ strength, prune, threshold, worst, scores: scores[p]! });
  });
}

// The strength with the best recall unpruned, then the most pruned model that does as well.
const leastPruned = candidates.filter((candidate) => candidate.prune === PRUNE_LEVELS[0]);
const bestStrength = leastPruned.reduce((a, b) => (b.worst > a.worst ? b : a));
const { strength, prune, threshold, scores } = candidates
  .filter((candidate) => candidate.strength === bestStrength.strength && candidate.worst >= bestStrength.worst - PRUNE_TOLERANCE)
  .reduce((a, b) => (b.prune > a.prune ? b : a));
console.log(`\nchosen: L2 ${strength}, pruned under ${prune}, threshold ${threshold.toFixed(3)} (${FOLDS}-fold CV, idea and disguises in one fold)`);
const crossValidation: ClassifierModel["crossValidation"] = { folds: FOLDS, strength, prune, figures: [] };
for (const source of ["tuning", "training"] as const) {
  for (const language of LANGUAGES) {
    const lists = figuresAt(scores, Infinity, language, source);
    const both = figuresAt(scores, threshold, language, source);
    crossValidation.figures.push({
      source,
      language,
      unsafe: both.unsafe,
      safe: both.safe,
      listsRecall: round(100 * lists.recall),
      listsFalsePositives: round(100 * lists.falsePositives),
      recall: round(100 * both.recall),
      falsePositives: round(100 * both.falsePositives),
    });
    console.log(
      `CV ${source} ${language}: lists alone recall ${percent(lists.recall)} FP ${percent(lists.falsePositives)}; ` +
        `with the classifier recall ${percent(both.recall)} of ${both.unsafe} unsafe, FP ${percent(both.falsePositives)} of ${both.safe} safe`,
    );
  }
}

const final = pruned(train(examples, strength), prune);
const weights = new Map<string, number[]>();
vocabulary.forEach((feature, f) => {
  const pairs = Array.from(final.w.subarray(f * C, f * C + C)).flatMap((weight, c) => (weight === 0 ? [] : [c, round(weight)]));
  if (pairs.length > 0) weights.set(feature, pairs);
});
const model: Omit<ClassifierModel, "weights"> = {
  hash: await trainingHash(corpus, files),
  threshold: Math.ceil(threshold * 1000) / 1000,
  bias: Array.from(final.b, round),
  crossValidation,
};
const weightsText = formatWeights(weights);
writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);
writeFileSync(WEIGHTS_FILE, weightsText);
console.log(`wrote ${path.relative(root, MODEL_FILE)} and ${path.relative(root, WEIGHTS_FILE)}: ${weights.size} features, ${(weightsText.length / 1024).toFixed(0)} KB`);
