import { describe, expect, it } from "vitest";
import { chapterScript } from "../../shared/narrative";
import { nounPhrase } from "../../worker/generation/offline/noun-phrase";
import { writeStory } from "../../worker/generation/offline/story-writer";

const CHAPTERS = ["opening", "buildUp", "dilemma", "resolution", "closing"] as const;
const fullText = (story: ReturnType<typeof writeStory>) =>
  [story.title, story.description, ...CHAPTERS.map((c) => chapterScript(story.narrative[c]))].join("\n");

describe("offline story writer", () => {
  it("writes five chapters, each with a title, narration and, across the story, dialogue", () => {
    const story = writeStory(["a dragon", "a lighthouse", "chocolate cake"], "en-US");
    for (const chapter of CHAPTERS) {
      const items = story.narrative[chapter];
      expect(items[0]?.type).toBe("title");
      expect(items.filter((item) => item.type === "plain").length).toBeGreaterThan(0);
    }
    const dialogue = CHAPTERS.flatMap((c) => story.narrative[c]).filter((item) => item.type === "dialogue");
    expect(dialogue.length).toBeGreaterThanOrEqual(3);
    expect(story.title.length).toBeGreaterThan(3);
    expect(story.description.length).toBeGreaterThan(20);
  });

  it.each([
    ["en-US", ["a dragon", "the moon", "Grandma Rose", "umbrella", "two kittens", "a red kite", "apple pie", "a robot", "snow", "a pirate ship"]],
    ["fr-FR", ["un dragon", "la lune", "Mamie Rose", "parapluie", "licorne", "une forêt", "des crêpes", "un robot", "arbre", "bateau pirate"]],
  ] as const)("uses every one of up to 10 ingredients (%s)", (language, ingredients) => {
    const text = fullText(writeStory(ingredients, language));
    for (const ingredient of ingredients) {
      expect(text).toContain(nounPhrase(ingredient, language).bare);
    }
  });

  it("writes French in French and English in English", () => {
    const fr = fullText(writeStory(["licorne", "château"], "fr-FR"));
    const en = fullText(writeStory(["unicorn", "castle"], "en-US"));
    expect(fr).toMatch(/\b(il|elle|et|le|la|une|un)\b/);
    expect(fr).not.toMatch(/\b(the|and|was)\b/);
    expect(en).toMatch(/\b(the|and)\b/);
    expect(en).not.toMatch(/\b(elle|avec|était)\b/);
  });

  it("is deterministic for the same ingredients and differs for others", () => {
    const a = writeStory(["a dragon", "a lighthouse"], "en-US");
    expect(writeStory(["a dragon", "a lighthouse"], "en-US")).toEqual(a);
    expect(fullText(writeStory(["a penguin", "a volcano"], "en-US"))).not.toEqual(fullText(a));
  });

  it("leaves no placeholder or agreement marker in the text", () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const language of ["en-US", "fr-FR"] as const) {
        const text = fullText(writeStory(["licorne", "un bateau", "étoiles"], language, seed));
        expect(text).not.toMatch(/[{}[\]|]/);
      }
    }
  });
});

describe("noun phrases", () => {
  it.each([
    ["dragon", "en-US", "a dragon", "the dragon"],
    ["owl", "en-US", "an owl", "the owl"],
    ["the moon", "en-US", "a moon", "the moon"],
    ["Grandma Rose", "en-US", "Grandma Rose", "Grandma Rose"],
    ["licorne", "fr-FR", "une licorne", "la licorne"],
    ["dragon", "fr-FR", "un dragon", "le dragon"],
    ["arbre", "fr-FR", "un arbre", "l'arbre"],
    ["une forêt", "fr-FR", "une forêt", "la forêt"],
    ["crêpes", "fr-FR", "des crêpes", "les crêpes"],
  ] as const)("%s (%s) → %s / %s", (raw, language, indefinite, definite) => {
    const phrase = nounPhrase(raw, language);
    expect(phrase.indefinite).toBe(indefinite);
    expect(phrase.definite).toBe(definite);
  });
});
