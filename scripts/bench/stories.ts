// `npm run bench:stories`: the offline writer over 200 random idea sets per language and age band.
// Prints words per chapter (min / median / max), the share of sentences repeated across stories
// (and the most repeated one), the share of ideas that play a part (named, or their whole noun said,
// in a sentence that is more than a list: `missingIdeas`), how often a named character is the hero, grammar-pattern
// violations, the plot archetypes used, and three sample stories in full.
import { AGE_BANDS, type AgeBand } from "../../shared/age-bands";
import { LANGUAGES } from "../../shared/enums";
import { chapterScript } from "../../shared/narrative";
import { writeStory } from "../../dev/offline-engine/story-writer";
import { CHAPTER_WORDS } from "../../shared/chapter-words";
import {
  CHAPTERS,
  grammarViolations,
  missingIdeas,
  mostRepeated,
  randomIdeaSets,
  repeatedSentenceShare,
  wordsPerChapter,
} from "../../test/worker/story-quality";

const STORIES = Number(process.env.BENCH_STORIES ?? 200);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

const samples: string[] = [];
console.log(`${STORIES} stories per language and age band, offline writer\n`);
console.log("language  band   words/chapter min/median/max (target)   repeated sentences   top sentence share   ideas used      named hero   grammar violations   archetypes");
for (const language of LANGUAGES) {
  const sets = randomIdeaSets(language, STORIES);
  for (const band of AGE_BANDS as readonly AgeBand[]) {
    const stories = sets.map((ideas, index) => writeStory(ideas.map((idea) => idea.text), language, 1000 + index, { ageBand: band }));
    const words = stories.flatMap(wordsPerChapter);
    const ideaCount = sets.reduce((sum, ideas) => sum + ideas.length, 0);
    const missing = stories.map((story, index) => missingIdeas(story, sets[index]!));
    const missingCount = missing.reduce((sum, ideas) => sum + ideas.length, 0);
    const withNamed = sets.map((ideas, index) => ({ ideas, story: stories[index]! })).filter(({ ideas }) => ideas.some((idea) => idea.name));
    const namedHero = withNamed.filter(({ ideas, story }) => ideas.some((idea) => idea.name && story.plan.characters[0]!.name.endsWith(idea.name))).length;
    const violations = stories.flatMap((story, index) => grammarViolations(story, sets[index]!, language));
    const archetypes = new Set(stories.map((story) => story.plan.archetype));
    const top = mostRepeated(stories);
    const [min, max] = CHAPTER_WORDS[band];
    console.log(
      [
        language.padEnd(8),
        band.padEnd(5),
        `${Math.min(...words)} / ${median(words)} / ${Math.max(...words)} (${min}–${max})`.padEnd(40),
        percent(repeatedSentenceShare(stories)).padEnd(20),
        percent(top.share).padEnd(20),
        percent(1 - missingCount / ideaCount).padEnd(15),
        `${namedHero}/${withNamed.length}`.padEnd(12),
        String(violations.length).padEnd(20),
        String(archetypes.size),
      ].join(" "),
    );
    if (process.env.BENCH_VERBOSE) {
      console.log(`   most repeated: "${top.sentence}"`);
      for (const violation of violations.slice(0, 10)) console.log(`   ${violation}`);
      const lost = missing.flatMap((ideas, index) => ideas.map((idea) => `"${idea.text}" of ${sets[index]!.map((other) => `"${other.text}"`).join(" + ")}`));
      for (const idea of lost.slice(0, 10)) console.log(`   idea missing: ${idea}`);
    }
    if (band === "6-8") {
      const story = stories[language === "en-US" ? 3 : 7]!;
      samples.push(
        [
          `### ${story.title} (${language}, ${band}, ${story.plan.archetype}; ideas: ${sets[language === "en-US" ? 3 : 7]!.map((idea) => `"${idea.text}"`).join(", ")})`,
          ...CHAPTERS.map((chapter) => chapterScript(story.narrative[chapter])),
        ].join("\n\n"),
      );
    }
  }
}
const young = writeStory(["my cat Pepper", "a snowstorm", "a flashlight"], "en-US", 7, { ageBand: "3-5" });
samples.push([`### ${young.title} (en-US, 3-5, ${young.plan.archetype})`, ...CHAPTERS.map((chapter) => chapterScript(young.narrative[chapter]))].join("\n\n"));
console.log("\nThree sample stories\n");
console.log(samples.join("\n\n\n"));
