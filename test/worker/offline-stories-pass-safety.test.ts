import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../../shared/age-bands";
import { reviewStory } from "../../worker/generation/story-safety";
import { createOfflineProvider } from "../../dev/offline-engine/provider";
import { writeStory } from "../../dev/offline-engine/story-writer";
import { env } from "./helpers";
import { randomIdeaSets } from "./story-quality";

// The moderation engine reads generated text too: a false refusal of the offline writer's own words
// ("put" once met the French stem of a slur) would leave ordinary stories PartiallyGenerated.
describe("the offline writer's stories pass the review the pipeline gives them", () => {
  for (const language of ["en-US", "fr-FR"] as const) {
    it(`${language}: 150 random idea sets in every age band, none refused`, async () => {
      const provider = createOfflineProvider(env);
      const refused: string[] = [];
      for (const band of AGE_BANDS) {
        const sets = randomIdeaSets(language, 50, AGE_BANDS.indexOf(band) + 11);
        for (const [index, ideas] of sets.entries()) {
          const story = writeStory(ideas.map((idea) => idea.text), language, 500 + index, { ageBand: band });
          const review = await reviewStory(env, provider, story);
          if (!review.safe) refused.push(`${band} ${ideas.map((idea) => idea.text).join(" + ")}: ${review.category}`);
        }
      }
      expect(refused).toEqual([]);
    });
  }
});
