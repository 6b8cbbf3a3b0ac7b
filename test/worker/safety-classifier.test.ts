/**
 * The moderation engine's statistical layer (safety/engine/classifier.ts): the committed model is the
 * one `npm run train:safety` makes from the committed data and code, its features see through the
 * engine's disguises, it refuses harm the lists let through, and it lets ordinary look-alikes pass.
 */
import { describe, expect, it } from "vitest";
import { classifierFeatures, judgeText, trainedModel } from "../../safety/engine/classifier";
import { classify, compileLexicon, findListedIdeas, findUnsafeIdeas } from "../../safety/engine/engine";
import { DEFAULT_MODERATION_LISTS } from "../../safety/engine/default-lists";
import { CLASSIFIER_CATCHES } from "../../safety/corpora/classifier-catches";
import { SAFE_CORPUS, UNSAFE_CORPUS } from "../../safety/corpora/corpus";
import { TRAINING_CODE, TRAINING_FILES, trainingHash } from "../../safety/corpora/training";
import { TRAINING_TEXTS as training } from "../../safety/corpora/training-sets";
import classifierCode from "../../safety/engine/classifier.ts?raw";
import normaliseCode from "../../safety/engine/normalise.ts?raw";
import stemsCode from "../../safety/engine/stems.ts?raw";
import plainHarmCode from "../../safety/engine/plain-harm.ts?raw";
import engineCode from "../../safety/engine/engine.ts?raw";
import sourceListsCode from "../../safety/engine/source-lists.ts?raw";
import sourceCategoriesCode from "../../safety/engine/source-categories.ts?raw";
import defaultListsCode from "../../safety/engine/default-lists.ts?raw";
import identityCode from "../../safety/engine/identity.ts?raw";
import identityTerms from "../../safety/engine/identity-terms.json?raw";
import placeNamesCode from "../../safety/engine/place-names.ts?raw";
import placeNames from "../../safety/engine/place-names.tsv?raw";
import misspellingsCode from "../../safety/engine/misspellings.ts?raw";
import listsCode from "../../safety/engine/lists.ts?raw";
import weightsFormatCode from "../../safety/engine/weights-format.ts?raw";
import trainingCode from "../../safety/scripts/train.ts?raw";

const lexicon = compileLexicon(DEFAULT_MODERATION_LISTS);
const model = trainedModel();


describe("the committed classifier model", () => {
  it("is the one npm run train:safety makes from the committed corpus, training sets and code", async () => {
    const code: Record<string, string> = {
      "safety/engine/classifier.ts": classifierCode,
      "safety/engine/normalise.ts": normaliseCode,
      "safety/engine/stems.ts": stemsCode,
      "safety/engine/plain-harm.ts": plainHarmCode,
      "safety/engine/engine.ts": engineCode,
      "safety/engine/source-lists.ts": sourceListsCode,
      "safety/engine/source-categories.ts": sourceCategoriesCode,
      "safety/engine/default-lists.ts": defaultListsCode,
      "safety/engine/identity.ts": identityCode,
      "safety/engine/identity-terms.json": identityTerms,
      "safety/engine/place-names.ts": placeNamesCode,
      "safety/engine/place-names.tsv": placeNames,
      "safety/engine/misspellings.ts": misspellingsCode,
      "safety/engine/lists.ts": listsCode,
      "safety/engine/weights-format.ts": weightsFormatCode,
      "safety/scripts/train.ts": trainingCode,
    };
    expect(Object.keys(training)).toEqual([...TRAINING_FILES]);
    expect(Object.keys(code)).toEqual([...TRAINING_CODE]);
    const files = Object.fromEntries([
      ...TRAINING_FILES.map((name) => [`safety/corpora/training/${name}`, training[name]!]),
      ...Object.entries(code),
    ]);
    expect(await trainingHash([...UNSAFE_CORPUS, ...SAFE_CORPUS], files), "retrain: npm run train:safety").toBe(model.hash);
  });
});

describe("the classifier's features", () => {
  it.each([
    ["look-alike digits", "the kids who call the new boy a d1rty f0reigner"],
    ["spaced letters", "the kids who call the new boy a dirty f o r e i g n e r"],
    ["Cyrillic letters and invisible characters", "the kіds who call the new boy a dir\u200bty foreignеr"],
  ])("see through %s: every feature of the plain line, and the same refusal", (_, disguised) => {
    const plain = "the kids who call the new boy a dirty foreigner";
    const seen = new Set(classifierFeatures(disguised, { tolerant: true }));
    expect(classifierFeatures(plain, { tolerant: true }).filter((feature) => !seen.has(feature))).toEqual([]);
    expect(judgeText(model, disguised, { tolerant: true }).unsafe).toBeGreaterThanOrEqual(model.threshold);
    expect(classify(disguised, { tolerant: true })).toMatchObject({ category: "hate", layer: "classifier" });
  });

  // Issue 38: a stand-in for nouns of gender and parents, nothing for the other identity words, single or
  // of several words, so the same line reads the same whoever is named.
  it.each([
    ["a grown man grooming my friend on insta", "a grown woman grooming my friend on insta"],
    ["le meilleur ami de papa m'a embrassé", "le meilleur ami de maman m'a embrassé"],
    ["spit on the lady in the headscarf", "spit on the gentleman in the headscarf"],
    ["call the blind man names", "call the manly man names"],
    ["skinny kids can't sit with us at lunch", "black kids can't sit with us at lunch"],
    ["people with dark skin are not allowed in", "black people are not allowed in"],
    ["les enfants à la peau noire n'ont pas le droit", "les enfants noirs n'ont pas le droit"],
    ["I really hate women", "I really hate men"],
    // A girl or a boy is read as a child, as the roles read them: "les filles" weighed more than "les gens".
    ["une histoire sur les filles", "une histoire sur les enfants"],
    ["une histoire sur les garçons", "une histoire sur les enfants"],
    ["a story about a girl and her kite", "a story about a child and her kite"],
  ])("read %j as %j", (one, other) => {
    expect(classifierFeatures(one, { tolerant: true })).toEqual(classifierFeatures(other, { tolerant: true }));
  });

  it("read an act of harm right after a negation as negated", () => {
    const features = classifierFeatures("I would never hurt a gay person", { tolerant: true });
    expect(features).toContain("r:#negated");
    expect(features).not.toEqual(expect.arrayContaining(["r:#selfhurt"]));
    expect(classifierFeatures("I would hurt a gay person", { tolerant: true })).toEqual(expect.arrayContaining(["r:#selfhurt", "rr:#hostile #identity"]));
  });

  it("are deterministic and sorted, each once", () => {
    const features = classifierFeatures("Le beau-père qui touche la petite la nuit", { tolerant: true });
    expect(features).toEqual([...new Set(features)].sort());
    expect(classifierFeatures("Le beau-père qui touche la petite la nuit", { tolerant: true })).toEqual(features);
    // Roles from the plain-harm lexicon: an adult suspect, an intimate act, a child, a secret context.
    expect(features).toEqual(expect.arrayContaining(["r:#suspect", "r:#intimate", "r:#child", "r:#secret", "rr:#intimate #child"]));
  });
});

describe("the classifier in the engine", () => {
  it.each(CLASSIFIER_CATCHES)("refuses %j as %s where the lists do not", (idea, category) => {
    expect(findListedIdeas(lexicon, [idea])).toBeNull();
    expect(findUnsafeIdeas(lexicon, [idea])).toMatchObject({ category, layer: "classifier" });
  });

  it("judges the ideas joined too", () => {
    expect(findUnsafeIdeas(lexicon, ["the kids who laugh at the new boy", "and call him a foreigner"])).toMatchObject({ layer: "classifier" });
  });

  it("names the language of the words", () => {
    expect(findUnsafeIdeas(lexicon, [CLASSIFIER_CATCHES[2]![0]])).toMatchObject({ language: "fr" });
    expect(findUnsafeIdeas(lexicon, [CLASSIFIER_CATCHES[0]![0]])).toMatchObject({ language: "en" });
  });

  it.each([
    "killing time at the airport",
    "se tuer à la tâche",
    "the big bad wolf eats grandma",
    "le loup mange le petit chaperon rouge",
    "Hansel and Gretel push the witch into the oven",
    "a wicked stepmother and a poisoned apple",
    "the knight and the dragon become friends",
    "grandma's rolling pin and a pie",
    "a bubble bath with my rubber duck",
  ])("lets the ordinary %j pass", (idea) => {
    expect(classify(idea, { tolerant: true })).toBeNull();
    expect(findUnsafeIdeas(lexicon, [idea])).toBeNull();
  });
});
