/**
 * The fairness and grooming suites (./fairness/, sources and licences in its NOTICE.md): public test
 * material made by others — HateCheck, Multilingual HateCheck's French, the unintended-bias sentence
 * templates, HolisticBias descriptors and Multilingual HolisticBias's French ones in children's idea
 * frames — and French identity templates and grooming ideas written before tuning. Each suite is split
 * into a dev part, which rules may be tuned on, and a held-out part, frozen (its SHA-256 in
 * test/worker/safety-fairness.test.ts), of which only aggregate figures are read. One line per case: language, kind, group, test, text.
 */
import grooming from "./fairness/grooming.dev.tsv?raw";
import groomingHeldOut from "./fairness/grooming.held-out.tsv?raw";
import hatecheck from "./fairness/hatecheck-en.dev.tsv?raw";
import hatecheckHeldOut from "./fairness/hatecheck-en.held-out.tsv?raw";
import holisticBias from "./fairness/holistic-bias-en.dev.tsv?raw";
import holisticBiasHeldOut from "./fairness/holistic-bias-en.held-out.tsv?raw";
import identityFr from "./fairness/identity-fr.dev.tsv?raw";
import identityFrHeldOut from "./fairness/identity-fr.held-out.tsv?raw";
import madlibs from "./fairness/madlibs-en.dev.tsv?raw";
import madlibsHeldOut from "./fairness/madlibs-en.held-out.tsv?raw";
import mhc from "./fairness/mhc-fr.dev.tsv?raw";
import mhcHeldOut from "./fairness/mhc-fr.held-out.tsv?raw";
import mmhb from "./fairness/mmhb-fr.dev.tsv?raw";
import mmhbHeldOut from "./fairness/mmhb-fr.held-out.tsv?raw";

/**
 * - identity: a neutral or positive statement naming a group (must pass);
 * - hostile: hostility aimed at a group or at a person for who they are (must be refused);
 * - grooming: an adult, a child and secrecy, undressing, photos, a meeting arranged online (must be refused);
 * - contrast: the same words doing no harm, or not hate (negated, aimed at things, counter-speech…): reported;
 * - dispreferred: HolisticBias descriptors its authors mark dispreferred, some of them slurs: reported.
 */
export const FAIRNESS_KINDS = ["identity", "hostile", "grooming", "contrast", "dispreferred"] as const;
export type FairnessKind = (typeof FAIRNESS_KINDS)[number];

/** The groups identity statements are counted by: the list of what identity is ("none": no group). */
export const IDENTITY_GROUPS = ["race", "nationality", "religion", "gender", "orientation", "gender-identity", "disability", "age", "body"] as const;

export interface FairnessCase {
  suite: string;
  language: "en" | "fr";
  kind: FairnessKind;
  group: string;
  /** The source's functionality or template name. */
  test: string;
  text: string;
}

export interface FairnessSuite {
  name: string;
  /** The files as committed, by name (the held-out one's hash is checked). */
  files: { dev: string; heldOut: string };
  dev: readonly FairnessCase[];
  heldOut: readonly FairnessCase[];
}

function parse(suite: string, text: string): FairnessCase[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [language, kind, group, test, caseText] = line.split("\t") as [FairnessCase["language"], FairnessKind, string, string, string];
      if (!FAIRNESS_KINDS.includes(kind) || !caseText) throw new Error(`${suite}: bad line ${JSON.stringify(line)}`);
      return { suite, language, kind, group, test, text: caseText };
    });
}

const suite = (name: string, dev: string, heldOut: string): FairnessSuite => ({
  name,
  files: { dev, heldOut },
  dev: parse(name, dev),
  heldOut: parse(name, heldOut),
});

export const FAIRNESS_SUITES: readonly FairnessSuite[] = [
  suite("hatecheck-en", hatecheck, hatecheckHeldOut),
  suite("madlibs-en", madlibs, madlibsHeldOut),
  suite("holistic-bias-en", holisticBias, holisticBiasHeldOut),
  suite("mhc-fr", mhc, mhcHeldOut),
  suite("mmhb-fr", mmhb, mmhbHeldOut),
  suite("identity-fr", identityFr, identityFrHeldOut),
  suite("grooming", grooming, groomingHeldOut),
];
