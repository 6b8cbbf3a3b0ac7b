/**
 * How well a set of moderation lists does on the labelled corpus: the frozen held-out ideas of
 * safety/engine/frozen-{en,fr}.tsv (written before any list was tuned), bundled into the Worker as text
 * (a Text rule in wrangler.toml).
 * A change to `moderationLists` may not catch fewer unsafe ideas, nor refuse more safe ones, than the
 * defaults do, in either language; what it lets through that the defaults refuse is
 * ./moderation-let-through.ts's.
 */
import { compileLexicon, findUnsafeIdeas, type Lexicon } from "../../safety/engine/engine";
import { DEFAULT_MODERATION_LISTS } from "../../safety/engine/default-lists";
import { parseLabelledIdeas, type LabelledIdeas } from "../../safety/engine/labelled-ideas";
import type { ModerationLists } from "../../safety/engine/lists";
import english from "../../safety/engine/frozen-en.tsv";
import french from "../../safety/engine/frozen-fr.tsv";
import { letThroughBy } from "./moderation-let-through";

export const CORPUS_LANGUAGES = ["en", "fr"] as const;
type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];

/** A language's figures: unsafe ideas caught (recall = caught / unsafe) and safe ideas refused. */
export interface CoverageFigures {
  unsafe: number;
  caught: number;
  recall: number;
  safe: number;
  falsePositives: number;
}
export type Coverage = Record<CorpusLanguage, CoverageFigures>;

let corpus: Record<CorpusLanguage, LabelledIdeas[]> | undefined;
let defaults: Coverage | undefined;

function measureCoverage(lexicon: Lexicon): Coverage {
  corpus ??= { en: parseLabelledIdeas(english), fr: parseLabelledIdeas(french) };
  const figures = (entries: LabelledIdeas[]): CoverageFigures => {
    let unsafe = 0;
    let caught = 0;
    let falsePositives = 0;
    for (const entry of entries) {
      const refused = findUnsafeIdeas(lexicon, entry.ideas) !== null;
      if (entry.category !== null) {
        unsafe++;
        if (refused) caught++;
      } else if (refused) falsePositives++;
    }
    return { unsafe, caught, recall: unsafe === 0 ? 1 : caught / unsafe, safe: entries.length - unsafe, falsePositives };
  };
  return { en: figures(corpus.en), fr: figures(corpus.fr) };
}

/** The defaults' figures, measured once per isolate. */
export function defaultCoverage(): Coverage {
  defaults ??= measureCoverage(compileLexicon(DEFAULT_MODERATION_LISTS));
  return defaults;
}

/** The languages in which `figures` fall short of the defaults: lower recall, or more false positives. */
export function coverageShortfalls(figures: Coverage): { language: CorpusLanguage; message: string }[] {
  const base = defaultCoverage();
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return CORPUS_LANGUAGES.flatMap((language) => {
    const mine = figures[language];
    const theirs = base[language];
    const problems = [
      ...(mine.caught < theirs.caught ? [`recall ${percent(mine.recall)} is below the defaults' ${percent(theirs.recall)}`] : []),
      ...(mine.falsePositives > theirs.falsePositives
        ? [`${mine.falsePositives} safe ideas refused, the defaults refuse ${theirs.falsePositives}`]
        : []),
    ];
    return problems.length > 0 ? [{ language, message: problems.join("; ") }] : [];
  });
}

/**
 * The figures of `lists` beside the defaults', whether they may be saved at all (`acceptable`), and
 * the ideas the defaults refuse that they let through (saved only once the admin confirms them).
 */
export function checkModerationLists(lists: ModerationLists) {
  const lexicon = compileLexicon(lists);
  const figures = measureCoverage(lexicon);
  const shortfalls = coverageShortfalls(figures);
  return { figures, defaults: defaultCoverage(), acceptable: shortfalls.length === 0, shortfalls, letThrough: letThroughBy(lists, lexicon) };
}
