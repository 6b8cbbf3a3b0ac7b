import { describe, expect, it } from "vitest";
import { chapterScript, type NarrativeItem } from "../../shared/narrative";
import { AGE_BANDS } from "../../shared/age-bands";
import { ARCHETYPES } from "../../shared/story-plan";
import { finish, JOIN, nounPhrase } from "../../dev/offline-engine/noun-phrase";
import { understand } from "../../dev/offline-engine/recognise";
import { writeStory } from "../../dev/offline-engine/story-writer";
import { CHAPTER_WORDS } from "../../shared/chapter-words";
import { MAX_IDEAS } from "../../shared/constants";
import { TEXTS } from "../../dev/offline-engine/story-templates";
import {
  CHAPTERS,
  grammarViolations,
  missingIdeas,
  mostRepeated,
  narrationText,
  randomIdeaSets,
  repeatedSentenceShare,
  sentences,
  wordsPerChapter,
  type PoolIdea,
} from "../worker/story-quality";

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

  it("is deterministic for the same ingredients, band and attempt, and differs otherwise", () => {
    const a = writeStory(["a dragon", "a lighthouse"], "en-US", 5);
    expect(writeStory(["a dragon", "a lighthouse"], "en-US", 5)).toEqual(a);
    expect(fullText(writeStory(["a penguin", "a volcano"], "en-US", 5))).not.toEqual(fullText(a));
    // Written again after a refusal: another story from the same ideas.
    expect(fullText(writeStory(["a dragon", "a lighthouse"], "en-US", 5, { attempt: 1 }))).not.toEqual(fullText(a));
    expect(writeStory(["a dragon", "a lighthouse"], "en-US", 5, { attempt: 1 })).toEqual(writeStory(["a dragon", "a lighthouse"], "en-US", 5, { attempt: 1 }));
  });

  it("leaves no placeholder or agreement marker in the text", () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const language of ["en-US", "fr-FR"] as const) {
        const text = fullText(writeStory(["licorne", "un bateau", "étoiles"], language, seed));
        // eslint-disable-next-line no-control-regex -- \u0001 is the writer's agreement marker (noun-phrase.ts)
        expect(text).not.toMatch(/[{}[\]|<>\u0001]/);
      }
    }
  });

  it("gives every sentence of its templates the hero or the companion by name (so none reads the same from story to story)", () => {
    const placeholders = /\{(hero|friend)[.}]/;
    for (const [language, text] of Object.entries(TEXTS)) {
      const pools = [
        text.introStock, text.introRelation, text.introNamed, text.introFriend, text.atPlace,
        ...Object.values(text.meet), ...Object.values(text.callback), ...Object.values(text.moments),
        ...Object.values(text.prose).flatMap((moments) => Object.values(moments)),
        ...Object.values(text.archetypes).flatMap((arc) => [...arc.opening, ...arc.buildUp, ...arc.dilemma, ...arc.resolution, ...arc.closing, arc.moral]),
      ];
      for (const template of pools.flat()) {
        // What the youngest hear: without the long parts.
        const short = template.replace(/<[^>]*>/g, "").replace(/^\?\S+\s+/, "").replace(/^(hero|friend)>\s*/, "");
        for (const sentence of short.split(/(?<=[.!?…])\s+(?=[^\s»])/u)) expect(sentence, `${language}: ${template}`).toMatch(placeholders);
      }
    }
  });
});

describe("offline story writer: ideas play their roles", () => {
  it.each([
    ["my little brother Max", "en-US", "character", "Max", "m"],
    ["grandpa Joe", "en-US", "character", "Grandpa Joe", "m"],
    ["ma chatte Poivre", "fr-FR", "character", "Poivre", "f"],
    ["mon petit frère Léo", "fr-FR", "character", "Léo", "m"],
  ] as const)("%s is a character called %s", (idea, language, role, name, gender) => {
    const understood = understand(idea, language);
    expect(understood.role).toBe(role);
    expect(understood.name).toBe(name);
    expect(understood.gender).toBe(gender);
  });

  it.each([
    ["a mermaid who cannot swim", "en-US", "creature", "cannot"],
    ["un hibou qui a peur du noir", "fr-FR", "creature", "fear"],
    ["a library at midnight", "en-US", "place", undefined],
    ["une bibliothèque à minuit", "fr-FR", "place", undefined],
    ["a flashlight", "en-US", "object", undefined],
    ["une lampe de poche", "fr-FR", "object", undefined],
    ["the first day of school", "en-US", "event", undefined],
    ["la rentrée", "fr-FR", "event", undefined],
    ["a snowstorm", "en-US", "event", undefined],
    ["un orage", "fr-FR", "event", undefined],
  ] as const)("%s is a %s", (idea, language, role, trait) => {
    const understood = understand(idea, language);
    expect(understood.role).toBe(role);
    expect(understood.traitKind).toBe(trait);
  });

  it("makes named people and pets characters, never things found on the way, and keeps the possessive out", () => {
    for (let seed = 0; seed < 30; seed++) {
      const en = writeStory(["my little brother Max", "a library at midnight", "a flashlight"], "en-US", seed);
      expect(en.plan.characters.map((character) => character.name)).toContain("Max");
      const enText = narrationText(en);
      expect(enText).not.toMatch(/\bmy little brother\b/i);
      expect(enText).not.toMatch(/\b(found|spotted|noticed|picked up) Max\b/);
      const fr = writeStory(["ma chatte Poivre", "un orage"], "fr-FR", seed);
      expect(fr.plan.characters.map((character) => character.name)).toContain("Poivre");
      expect(narrationText(fr)).not.toMatch(/\bma chatte\b/i);
      expect(narrationText(fr)).not.toMatch(/\b(trouva|aperçut|remarqua) (une chatte )?Poivre\b/);
    }
  });

  it("makes a named character the hero, else the child the story is for", () => {
    expect(writeStory(["grandpa Joe", "a kite"], "en-US", 1).plan.characters[0]).toMatchObject({ name: "Grandpa Joe", role: "hero" });
    const forLea = writeStory(["une licorne", "un parapluie"], "fr-FR", 1, { child: { name: "Léa", gender: "f" } });
    expect(forLea.plan.characters[0]).toMatchObject({ name: "Léa", role: "hero" });
    expect(narrationText(forLea)).toContain("Léa");
  });

  it("grows the plot from the ideas: weather trouble from a storm, a first-day worry from the first day of school", () => {
    for (let seed = 0; seed < 10; seed++) {
      const storm = writeStory(["a thunderstorm"], "en-US", seed);
      expect(storm.plan.archetype).toBe("weather");
      // The dilemma picture shows the trouble the text tells.
      expect(storm.plan.scenes.dilemma.mood).toBe("storm");
      expect(chapterScript(storm.narrative.dilemma)).toContain("thunderstorm");
      expect(writeStory(["la rentrée"], "fr-FR", seed).plan.archetype).toBe("firstDay");
      expect(writeStory(["une tempête de neige"], "fr-FR", seed).plan.scenes.dilemma.mood).toBe("snow");
      const lost = writeStory(["a flashlight"], "en-US", seed);
      if (lost.plan.archetype !== "weather") expect(lost.plan.scenes.dilemma.mood).not.toBe("storm");
    }
  });

  it("titles stories like book titles", () => {
    for (const [index, ideas] of randomIdeaSets("en-US", 60, 9).entries()) {
      const { title } = writeStory(ideas.map((idea) => idea.text), "en-US", index);
      expect(title).not.toMatch(/adventure with|'s adventure/i);
      // Title case: every long word starts with a capital.
      const minor = new Set(["from", "with", "into", "about"]);
      for (const word of title.split(" ").filter((w) => w.length > 3 && !minor.has(w) && /^\p{L}/u.test(w))) expect(word, title).toMatch(/^\p{Lu}/u);
    }
  });
});

describe("offline story writer: every idea plays a part", () => {
  it.each([
    ["une carte au trésor", "fr-FR", "object", "carte au trésor", undefined],
    ["une boîte à musique", "fr-FR", "object", "boîte à musique", undefined],
    ["une glace à la fraise", "fr-FR", "object", "glace à la fraise", undefined],
    ["une bibliothèque à minuit", "fr-FR", "place", "bibliothèque", "à minuit"],
    ["une grotte au bord de la mer", "fr-FR", "place", "grotte", "au bord de la mer"],
    ["a treasure map", "en-US", "object", "treasure map", undefined],
  ] as const)("%s keeps its complement in the noun (%s %s: %s)", (idea, language, role, noun, trait) => {
    const understood = understand(idea, language);
    expect(understood).toMatchObject({ role, noun });
    expect(understood.trait).toBe(trait);
  });

  it.each([
    ["fr-FR", [{ text: "une carte au trésor", noun: "carte au trésor" }, { text: "ma meilleure amie Inès", name: "Inès", noun: "Inès" }]],
    ["en-US", [{ text: "a treasure map", noun: "treasure map" }, { text: "my big brother Tom", name: "Tom", noun: "Tom" }]],
  ] as const)("%s: the treasure map and the named friend both play a part, whatever the seed and age band", (language, ideas) => {
    for (const band of AGE_BANDS) {
      for (let seed = 0; seed < 20; seed++) {
        const story = writeStory(ideas.map((idea) => idea.text), language, seed, { ageBand: band });
        expect(missingIdeas(story, [...ideas]), `${band}, seed ${seed}`).toEqual([]);
        expect(grammarViolations(story, [...ideas], language), `${band}, seed ${seed}`).toEqual([]);
      }
    }
  });

  it("keeps every idea of 300 seeded sets of 1 to 10 ideas per language, in every age band", () => {
    for (const language of ["en-US", "fr-FR"] as const) {
      const sets = randomIdeaSets(language, 300, 39, MAX_IDEAS);
      expect(Math.max(...sets.map((ideas) => ideas.length))).toBe(MAX_IDEAS);
      for (const band of AGE_BANDS) {
        sets.forEach((ideas, index) => {
          const story = writeStory(ideas.map((idea) => idea.text), language, 3900 + index, { ageBand: band });
          expect(missingIdeas(story, ideas), `${language} ${band}: ${ideas.map((idea) => idea.text).join(" + ")}`).toEqual([]);
        });
      }
    }
  }, 120_000);
});

describe("the ideas-used measure", () => {
  const story = (...lines: string[]) => {
    const narrative = Object.fromEntries(CHAPTERS.map((chapter) => [chapter, [{ type: "title", text: "Une carte au trésor" }] as NarrativeItem[]]));
    narrative.opening!.push(...lines.map((text): NarrativeItem => ({ type: "plain", text })));
    // The closing's last line is the goodnight, which the measure leaves out.
    narrative.closing!.push({ type: "plain", text: "Bonne nuit." });
    return { title: "Une carte au trésor", narrative } as Parameters<typeof missingIdeas>[0];
  };
  const map: PoolIdea = { text: "une carte au trésor", noun: "carte au trésor" };
  const tom: PoolIdea = { text: "mon grand frère Tom", name: "Tom", noun: "Tom" };
  const key: PoolIdea = { text: "a golden key", noun: "key" };
  const kite: PoolIdea = { text: "a red kite", noun: "kite" };

  it("wants the whole noun, not its first word, nor the title", () => {
    expect(missingIdeas(story("Tom cherchait la carte partout."), [map, tom])).toEqual([map]);
    expect(missingIdeas(story("Tom cherchait la carte au trésor partout."), [map, tom])).toEqual([]);
    expect(missingIdeas(story("Tom cherchait les cartes au trésor partout."), [map, tom])).toEqual([]);
  });

  it("wants whole words: a name inside another word is not the name", () => {
    expect(missingIdeas(story("Tomorrow the key turned."), [tom, key])).toEqual([tom]);
    expect(missingIdeas(story("The monkey smiled at Tom."), [tom, key])).toEqual([key]);
  });

  it("does not count an idea said only as an item of a list", () => {
    expect(missingIdeas(story("Tom packed the key and the kite."), [tom, key, kite])).toEqual([key, kite]);
    expect(missingIdeas(story("Tom packed the key, the kite and a sandwich."), [tom, key, kite])).toEqual([key, kite]);
    expect(missingIdeas(story("With the key, Tom opened the door.", "The kite flew off."), [tom, key, kite])).toEqual([]);
  });
});

describe("offline story writer: 200 random idea sets per language", () => {
  for (const language of ["en-US", "fr-FR"] as const) {
    it(`${language}: no sentence in more than 2% of stories, under 10% of sentences found in another story, every idea plays a part, no grammar fault, at least 8 archetypes`, () => {
      const sets = randomIdeaSets(language, 200);
      const stories = sets.map((ideas, index) => writeStory(ideas.map((idea) => idea.text), language, 1000 + index));
      const top = mostRepeated(stories);
      expect(top.share, top.sentence).toBeLessThanOrEqual(0.02);
      expect(repeatedSentenceShare(stories)).toBeLessThan(0.1);
      stories.forEach((story, index) => {
        expect(missingIdeas(story, sets[index]!), sets[index]!.map((idea) => idea.text).join(" + ")).toEqual([]);
        expect(grammarViolations(story, sets[index]!, language)).toEqual([]);
      });
      expect(new Set(stories.map((story) => story.plan.archetype)).size).toBeGreaterThanOrEqual(8);
      // Named people and pets lead their stories.
      const named = sets.map((ideas, index) => ({ ideas, story: stories[index]! })).filter(({ ideas }) => ideas.some((idea) => idea.name));
      const led = named.filter(({ ideas, story }) => ideas.some((idea) => idea.name && story.plan.characters[0]!.name.endsWith(idea.name)));
      expect(led.length / named.length).toBeGreaterThan(0.9);
    });
  }

  it("writes each age band at its length, with shorter sentences for the youngest", () => {
    for (const language of ["en-US", "fr-FR"] as const) {
      const sets = randomIdeaSets(language, 40, 77);
      const sentenceLength: Record<string, number> = {};
      for (const band of AGE_BANDS) {
        const [min, max] = CHAPTER_WORDS[band];
        const lengths: number[] = [];
        sets.forEach((ideas, index) => {
          const story = writeStory(ideas.map((idea) => idea.text), language, index, { ageBand: band });
          for (const words of wordsPerChapter(story)) {
            expect(words, `${language} ${band}`).toBeGreaterThanOrEqual(min);
            expect(words, `${language} ${band}`).toBeLessThanOrEqual(max);
          }
          lengths.push(...sentences(story).map((sentence) => sentence.split(/\s+/).length));
        });
        sentenceLength[band] = lengths.reduce((a, b) => a + b, 0) / lengths.length;
      }
      expect(sentenceLength["3-5"]).toBeLessThan(sentenceLength["6-8"]! - 1);
    }
  });

  it("plans with ten archetypes in each language", () => {
    for (const text of Object.values(TEXTS)) expect(Object.keys(text.archetypes).sort()).toEqual([...ARCHETYPES].sort());
  });
});

describe("offline story writer: prose between the beats", () => {
  it("tells each chapter's prose with the plan's own people, things and place, not generic lines", () => {
    const story = writeStory(["my big sister Ruby", "a red kite", "the beach"], "en-US", 3);
    const names = ["Ruby", "kite", "beach", ...story.plan.characters.map((character) => character.name)];
    for (const chapter of CHAPTERS) {
      for (const item of story.narrative[chapter].filter((entry) => entry.type === "plain")) {
        expect(names.some((name) => item.text.includes(name)), item.text).toBe(true);
      }
    }
  });

  it("draws the setting's senses from the place: the beach sounds like water, a library at midnight like the night", () => {
    const water = /water|salty|gulls|ducks|ripples/;
    const beach = Array.from({ length: 20 }, (_, seed) => narrationText(writeStory(["the beach", "a flashlight"], "en-US", seed, { ageBand: "9-12" })));
    expect(beach.filter((text) => water.test(text)).length).toBeGreaterThan(5);
    const night = /moon|owl hooted|hushed|night air|single star|shadows were long/;
    const library = Array.from({ length: 20 }, (_, seed) => narrationText(writeStory(["a library at midnight", "a flashlight"], "en-US", seed, { ageBand: "9-12" })));
    expect(library.filter((text) => night.test(text)).length).toBeGreaterThan(5);
    expect(library.some((text) => water.test(text))).toBe(false);
  });
});

describe("French agreement with the hero and companion together", () => {
  const many = (ideas: string[]) => Array.from({ length: 40 }, (_, seed) => writeStory(ideas, "fr-FR", seed));
  const pairOf = (story: ReturnType<typeof writeStory>) => story.plan.characters.filter((character) => character.role !== "other").map((character) => character.gender);
  const pronouns = (stories: ReturnType<typeof writeStory>[]) => stories.map((story) => narrationText(story)).join("\n");

  it("says elles for two girls, and agrees (guidées, toutes) — never ils", () => {
    const stories = many(["ma grande sœur Jade", "ma copine Lina", "un orage", "une lampe de poche"]);
    for (const story of stories) expect(pairOf(story)).toEqual(["f", "f"]);
    const text = pronouns(stories);
    expect(text).toMatch(/\belles\b/);
    expect(text).not.toMatch(/(?<![\p{L}'])(ils|eux)(?!\p{L})/u);
    expect(text).not.toMatch(/\bGuidés\b/);
    for (const story of stories) expect(grammarViolations(story, [], "fr-FR")).toEqual([]);
  });

  it("says elles for a girl and her cat (ma chatte), ils for two boys, ils for a girl and a boy", () => {
    const cat = Array.from({ length: 40 }, (_, seed) => writeStory(["ma chatte Poivre", "une lampe de poche"], "fr-FR", seed, { child: { name: "Léa", gender: "f" } }));
    for (const story of cat) expect(pairOf(story)).toEqual(["f", "f"]);
    expect(pronouns(cat)).not.toMatch(/(?<![\p{L}'])ils(?!\p{L})/u);
    const boys = many(["mon petit frère Léo", "mon chien Hugo", "un orage"]);
    for (const story of boys) expect(pairOf(story)).toEqual(["m", "m"]);
    expect(pronouns(boys)).toMatch(/\bils\b/);
    expect(pronouns(boys)).not.toMatch(/\belles\b/);
    const mixed = many(["ma grande sœur Jade", "mon petit frère Léo", "un orage"]);
    for (const story of mixed) expect(pairOf(story).sort()).toEqual(["f", "m"]);
    expect(pronouns(mixed)).toMatch(/\bils\b/);
    expect(pronouns(mixed)).not.toMatch(/\belles\b/);
    for (const story of [...cat, ...boys, ...mixed]) expect(grammarViolations(story, [], "fr-FR")).toEqual([]);
  });

  it("the grammar validator finds ils and masculine agreement for two girls, elles for a mixed pair", () => {
    const told = (text: string, genders: ["m" | "f", "m" | "f"]) => ({
      title: "Titre",
      narrative: { opening: [{ type: "plain" as const, text }], buildUp: [], dilemma: [], resolution: [], closing: [] },
      plan: { characters: [{ role: "hero", gender: genders[0] }, { role: "companion", gender: genders[1] }] },
    });
    expect(grammarViolations(told("Alors ils rentrèrent.", ["f", "f"]), [], "fr-FR")).toHaveLength(1);
    expect(grammarViolations(told("Le soir, elles étaient fatigués.", ["f", "f"]), [], "fr-FR")).toHaveLength(1);
    expect(grammarViolations(told("Le soir, elles étaient fatiguées.", ["f", "f"]), [], "fr-FR")).toEqual([]);
    expect(grammarViolations(told("Le soir, elles rentrèrent.", ["m", "f"]), [], "fr-FR")).toHaveLength(1);
    expect(grammarViolations(told("Le soir, ils étaient fatiguées.", ["m", "f"]), [], "fr-FR")).toHaveLength(1);
    expect(grammarViolations(told("Le soir, ils étaient fatigués.", ["m", "m"]), [], "fr-FR")).toEqual([]);
  });
});

describe("French chapter titles", () => {
  // Titles are written as they are, not agreed with the hero: a word that changes with gender
  // ("Si fier" above a girl's chapter) must not be in one.
  const GENDERED = /\b(fier|fière|prêt|prête|seul|seule|perdu|perdue|perdus|courageux|courageuse|sain|sauf|sauve|content|contente)\b/i;
  it("carry no word that would have to agree with the hero", () => {
    for (const archetype of ARCHETYPES) {
      for (const titles of Object.values(TEXTS["fr-FR"].archetypes[archetype].chapterTitles)) {
        for (const title of titles) expect(title, `${archetype}: ${title}`).not.toMatch(GENDERED);
      }
    }
  });
});

describe("noun phrases", () => {
  it.each([
    ["dragon", "en-US", "a dragon", "the dragon"],
    ["owl", "en-US", "an owl", "the owl"],
    ["a unicorn", "en-US", "a unicorn", "the unicorn"],
    ["an hour glass", "en-US", "an hour glass", "the hour glass"],
    ["the moon", "en-US", "a moon", "the moon"],
    ["ice cream", "en-US", "some ice cream", "the ice cream"],
    ["Grandma Rose", "en-US", "Grandma Rose", "Grandma Rose"],
    ["licorne", "fr-FR", "une licorne", "la licorne"],
    ["dragon", "fr-FR", "un dragon", "le dragon"],
    ["arbre", "fr-FR", "un arbre", "l'arbre"],
    ["hibou", "fr-FR", "un hibou", "le hibou"],
    ["une forêt", "fr-FR", "une forêt", "la forêt"],
    ["crêpes", "fr-FR", "des crêpes", "les crêpes"],
    ["une glace", "fr-FR", "une glace", "la glace"],
    ["de la glace", "fr-FR", "de la glace", "la glace"],
    ["la souris", "fr-FR", "une souris", "la souris"],
    ["le concours", "fr-FR", "un concours", "le concours"],
  ] as const)("%s (%s) → %s / %s", (raw, language, indefinite, definite) => {
    const phrase = nounPhrase(raw, language);
    expect(phrase.indefinite).toBe(indefinite);
    expect(phrase.definite).toBe(definite);
  });

  it("contracts and elides where a filled-in word meets the sentence, and nowhere else", () => {
    const j = JOIN;
    expect(finish(`il pensa à ${j}le dragon et de ${j}le chat`, "fr-FR")).toBe("Il pensa au dragon et du chat");
    expect(finish(`près de ${j}les étoiles, à ${j}les enfants`, "fr-FR")).toBe("Près des étoiles, aux enfants");
    expect(finish(`besoin de ${j}une lampe et de ${j}Anna, si ${j}il pleut`, "fr-FR")).toBe("Besoin d'une lampe et d'Anna, s'il pleut");
    expect(finish(`le chemin de ${j}le hibou`, "fr-FR")).toBe("Le chemin du hibou");
    expect(finish(`décida de le suivre`, "fr-FR")).toBe("Décida de le suivre");
    expect(finish(`she saw a ${j}owl and an ${j}kite`, "en-US")).toBe("She saw an owl and a kite");
  });
});
