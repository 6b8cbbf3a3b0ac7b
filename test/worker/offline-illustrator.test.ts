import { describe, expect, it } from "vitest";
import type { IllustrateRequest } from "../../worker/generation/providers/provider";
import { buildScene } from "../../dev/offline-engine/illustrations/scene";
import { illustrate } from "../../dev/offline-engine/illustrator";
import { recognise } from "../../dev/offline-engine/recognise";
import { chapterScript } from "../../shared/narrative";
import { writeStory } from "../../dev/offline-engine/story-writer";
import { CHAPTERS } from "../../shared/enums";


function request(ideas: string[], chapter: IllustrateRequest["chapter"], overrides: Partial<IllustrateRequest> = {}): IllustrateRequest {
  const language = overrides.language ?? "en-US";
  const seed = overrides.seed ?? 1234;
  const story = writeStory(ideas, language, seed);
  return {
    ideas,
    language,
    seed,
    title: story.title,
    chapter,
    scene: chapter === "cover" ? story.description : story.narrative[chapter],
    ...overrides,
  };
}

async function digest(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The motifs an SVG scene draws for the ingredients (not the hero or friend). */
function ideaMotifs(svg: string): string[] {
  return [...svg.matchAll(/data-motif="([^"]+)" data-role="idea"/g)].map((m) => m[1]!);
}

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("offline illustrator: PNG output", () => {
  it("returns a 960×640 PNG, compact enough for R2 and the PDF", async () => {
    const media = await illustrate(request(["a dragon", "a lighthouse", "chocolate cake"], "buildUp"));
    expect(media.contentType).toBe("image/png");
    expect(Array.from(media.bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(new TextDecoder().decode(media.bytes.slice(12, 16))).toBe("IHDR");
    expect(pngSize(media.bytes)).toEqual({ width: 960, height: 640 });
    expect(media.bytes.length).toBeGreaterThan(20_000);
    expect(media.bytes.length).toBeLessThan(200_000);
  });

  it("is deterministic: the same request gives the same bytes", async () => {
    const req = request(["a cat", "the moon"], "closing");
    const [a, b] = await Promise.all([illustrate(req), illustrate({ ...req })]);
    expect(await digest(a.bytes)).toBe(await digest(b.bytes));
  });

  it("draws different pictures for stories with different ingredients", async () => {
    const a = await illustrate(request(["a dragon", "a castle"], "opening"));
    const b = await illustrate(request(["a robot", "a rocket"], "opening"));
    expect(await digest(a.bytes)).not.toBe(await digest(b.bytes));
  });

  it("gives each of the five chapters of a story its own picture, and the cover another", async () => {
    const ideas = ["a giraffe", "a rainbow", "a bicycle"];
    const pictures = await Promise.all([...CHAPTERS, "cover" as const].map((chapter) => illustrate(request(ideas, chapter))));
    const digests = await Promise.all(pictures.map((picture) => digest(picture.bytes)));
    expect(new Set(digests).size).toBe(6);
    for (const picture of pictures) expect(pngSize(picture.bytes)).toEqual({ width: 960, height: 640 });
  }, 30_000);

  it("still draws a picture for an idea it has no drawing for", async () => {
    const req = request(["a zorblax"], "resolution");
    expect(ideaMotifs(buildScene(req))).toEqual(["mystery"]);
    const media = await illustrate(req);
    expect(pngSize(media.bytes)).toEqual({ width: 960, height: 640 });
    const other = await illustrate(request(["a quibbit"], "resolution"));
    expect(await digest(media.bytes)).not.toBe(await digest(other.bytes));
  });
});

describe("offline illustrator: scenes", () => {
  it("recognises the same motif from English and French ideas", () => {
    const en = buildScene(request(["a dragon"], "cover"));
    const fr = buildScene(request(["un dragon"], "cover", { language: "fr-FR" }));
    expect(ideaMotifs(en)).toEqual(["dragon"]);
    expect(ideaMotifs(fr)).toEqual(["dragon"]);
  });

  it.each([
    ["en-US", "a dragon", "dragon"],
    ["en-US", "a kitten", "cat"],
    ["fr-FR", "un chaton", "cat"],
    ["fr-FR", "un chien", "dog"],
    ["en-US", "a robot", "robot"],
    ["fr-FR", "la lune", "moon"],
    ["en-US", "a shooting star", "star"],
    ["fr-FR", "un arbre", "tree"],
    ["fr-FR", "un château", "castle"],
    ["fr-FR", "un bateau", "ship"],
    ["en-US", "a pirate", "pirate"],
    ["fr-FR", "une fusée", "rocket"],
    ["fr-FR", "un poisson", "fish"],
    ["fr-FR", "une pieuvre", "octopus"],
    ["fr-FR", "un oiseau", "bird"],
    ["fr-FR", "une fleur", "flower"],
    ["fr-FR", "une cabane", "house"],
    ["fr-FR", "une maison", "house"],
    ["fr-FR", "un arc-en-ciel", "rainbow"],
    ["fr-FR", "un bonhomme de neige", "snowman"],
    ["fr-FR", "une girafe", "giraffe"],
    ["fr-FR", "une licorne", "unicorn"],
    ["fr-FR", "un vélo", "bicycle"],
    ["en-US", "a library", "book"],
    ["fr-FR", "une bibliothèque", "book"],
    ["fr-FR", "un gâteau", "cake"],
    ["fr-FR", "un pinceau", "paintbrush"],
    ["fr-FR", "un potager", "garden"],
    ["fr-FR", "une montgolfière", "balloon"],
    ["en-US", "a princess", "person"],
  ] as const)("%s %s → %s", (language, idea, motif) => {
    expect(ideaMotifs(buildScene(request([idea], "cover", { language })))).toEqual([motif]);
  });

  it("takes the head noun of a compound idea in each language", () => {
    expect(ideaMotifs(buildScene(request(["a pirate ship"], "cover")))).toEqual(["ship"]);
    expect(ideaMotifs(buildScene(request(["un bateau pirate"], "cover", { language: "fr-FR" })))).toEqual(["ship"]);
    expect(ideaMotifs(buildScene(request(["un dragon rose"], "cover", { language: "fr-FR" })))).toEqual(["dragon"]);
  });

  it("draws plural ideas more than once", () => {
    expect(ideaMotifs(buildScene(request(["two kittens"], "cover")))).toEqual(["cat", "cat"]);
    expect(ideaMotifs(buildScene(request(["un chaton"], "cover", { language: "fr-FR" })))).toEqual(["cat"]);
  });

  it("shows every ingredient on the cover, with the title in the embedded font", () => {
    const ideas = ["a dragon", "a castle", "a rocket", "a cat & a dog"];
    const req = request(ideas, "cover", { title: "Zia & the <Big> Castle" });
    const svg = buildScene(req);
    expect(ideaMotifs(svg).sort()).toEqual(["castle", "dog", "dragon", "rocket"]);
    const text = svg.match(/<text[^>]*font-family="Nunito"[^>]*>(.*?)<\/text>/)?.[1] ?? "";
    const lines = [...text.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]);
    expect(lines.join(" ")).toBe("Zia &amp; the &lt;Big&gt; Castle");
    expect(svg).not.toContain("<Big>");
  });

  it("puts no text on chapter pictures", () => {
    for (const chapter of CHAPTERS) expect(buildScene(request(["a dragon"], chapter))).not.toContain("<text");
  });

  it("lights each chapter for its moment", () => {
    const ideas = ["a dragon", "a lighthouse", "chocolate cake"];
    const scenes = CHAPTERS.map((chapter) => buildScene(request(ideas, chapter)));
    const skyTop = (svg: string) => svg.match(/<linearGradient id="sky"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/)?.[1];
    expect(scenes.map((svg) => svg.match(/data-moment="(\w+)"/)?.[1])).toEqual([...CHAPTERS]);
    expect(new Set(scenes.map(skyTop)).size).toBe(5);
    // The night sky is dark, the morning and the day are light.
    const brightness = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16) + Number.parseInt(hex.slice(5, 7), 16);
    const [opening, buildUp, dilemma, , closing] = scenes.map((svg) => brightness(skyTop(svg)!));
    expect(closing!).toBeLessThan(200);
    expect(dilemma!).toBeLessThan(opening!);
    expect(buildUp!).toBeGreaterThan(400);
  });

  it("pictures the moment the plan gives each chapter, with the hero and the companion", () => {
    const ideas = ["my little brother Max", "a flashlight", "a thunderstorm"];
    const seeds = Array.from({ length: 40 }, (_, seed) => seed);
    const weatherSeed = seeds.find((seed) => writeStory(ideas, "en-US", seed).plan.archetype === "weather")!;
    // The same people and things without the storm.
    const calmIdeas = ideas.slice(0, 2);
    const otherSeed = seeds.find((seed) => writeStory(calmIdeas, "en-US", seed).plan.archetype !== "mystery")!;
    expect(weatherSeed).toBeDefined();
    expect(otherSeed).toBeDefined();

    // Weather trouble: the dilemma's text tells of the storm, and its picture shows it.
    const stormy = writeStory(ideas, "en-US", weatherSeed);
    expect(chapterScript(stormy.narrative.dilemma)).toContain("thunderstorm");
    const storm = buildScene(request(ideas, "dilemma", { seed: weatherSeed, plan: stormy.plan }));
    expect(storm).toContain('data-mood="storm"');
    expect(storm).toContain('data-weather="storm"');
    // Max is the hero, drawn as a boy, not an object found on the way.
    expect(storm).toContain('data-motif="person" data-role="hero"');
    expect(ideaMotifs(storm)).not.toContain("person");

    // Any other trouble: a quiet dusk with what the trouble is about, and no storm.
    const calm = writeStory(calmIdeas, "en-US", otherSeed);
    const worried = buildScene(request(calmIdeas, "dilemma", { seed: otherSeed, plan: calm.plan }));
    expect(worried).toContain('data-mood="dusk"');
    expect(worried).not.toContain("data-weather");
    const focus = calm.plan.scenes.dilemma.ideas.map((index) => recognise(calmIdeas[index]!, "en-US").motif);
    expect(ideaMotifs(worried).sort()).toEqual(focus.sort());

    // Without a stored plan the illustrator plans again from the same seed, ideas and band: same picture.
    expect(buildScene(request(calmIdeas, "dilemma", { seed: otherSeed }))).toBe(worried);
  });

  it("shows the companion the plan names, drawn from what it is", () => {
    const story = writeStory(["ma chatte Poivre", "mon petit frère Léo", "un cerf-volant"], "fr-FR", 3);
    expect(story.plan.characters.map((character) => character.name).sort()).toEqual(["Léo", "Poivre"]);
    const svg = buildScene(request(["ma chatte Poivre", "mon petit frère Léo", "un cerf-volant"], "buildUp", { language: "fr-FR", seed: 3, plan: story.plan }));
    const cast = [...svg.matchAll(/data-motif="(\w+)" data-role="(hero|friend)"/g)].map((m) => `${m[2]}:${m[1]}`).sort();
    const heroMotif = story.plan.characters[0]!.name === "Poivre" ? "cat" : "person";
    expect(cast).toEqual([`friend:${heroMotif === "cat" ? "person" : "cat"}`, `hero:${heroMotif}`]);
  });

  it("keeps a story's world from chapter to chapter and changes it between stories", () => {
    const setting = (svg: string) => svg.match(/data-setting="(\w+)"/)?.[1];
    expect(CHAPTERS.map((chapter) => setting(buildScene(request(["a ship", "a cat"], chapter))))).toEqual(Array(5).fill("seaside"));
    expect(setting(buildScene(request(["un bonhomme de neige"], "opening", { language: "fr-FR" })))).toBe("snow");
    expect(setting(buildScene(request(["a cat"], "opening")))).toBe("meadow");
  });
});
