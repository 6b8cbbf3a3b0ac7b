/**
 * The offline provider's writer: a seeded template engine that writes a real
 * five-chapter story (opening, buildUp, dilemma, resolution, closing) in
 * English or French from the ingredients, using every one of them, with
 * chapter titles, narration and dialogue. Same ingredients and seed, same story;
 * other ingredients, another story.
 */
import type { Language } from "../../db/schema";
import type { ChapterName, NarrativeItem } from "../../../shared/narrative";
import { capitalise, joinList, nounPhrase, type NounPhrase } from "./noun-phrase";
import { TEMPLATES, type Hero } from "./story-templates";
import { random, seedFrom } from "../seeded-random";

export interface WrittenStory {
  title: string;
  description: string;
  narrative: Record<ChapterName, NarrativeItem[]>;
}

interface Context {
  hero: Hero;
  friend: string;
  language: Language;
  list: string;
}

function fill(template: string, ctx: Context, x?: NounPhrase, y?: NounPhrase): string {
  const pronoun = TEMPLATES[ctx.language].pronoun[ctx.hero.gender];
  const his = ctx.hero.gender === "m" ? "his" : "her";
  return template
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, masculine: string, feminine: string) => (ctx.hero.gender === "m" ? masculine : feminine))
    .replaceAll("{hero}", ctx.hero.name)
    .replaceAll("{kind}", ctx.hero.kind)
    .replaceAll("{friend}", ctx.friend)
    .replaceAll("{list}", ctx.list)
    .replaceAll("{He}", capitalise(pronoun))
    .replaceAll("{he}", pronoun)
    .replaceAll("{his}", his)
    .replaceAll("{Xcap}", capitalise(x?.definite ?? ""))
    .replaceAll("{X}", x?.definite ?? "")
    .replaceAll("{x}", x?.indefinite ?? "")
    .replaceAll("{Y}", y?.definite ?? "");
}

export function writeStory(ingredients: readonly string[], language: Language, seed = seedFrom(ingredients.join("|"))): WrittenStory {
  if (ingredients.length === 0) throw new Error("A story needs at least one ingredient");
  const t = TEMPLATES[language];
  const rng = random(seed);
  const phrases = ingredients.map((ingredient) => nounPhrase(ingredient, language));
  const [first, ...rest] = phrases as [NounPhrase, ...NounPhrase[]];
  const problem = rest.length > 0 ? rest[Math.floor((rest.length - 1) / 2)]! : first;
  const solver = rest.at(-1) ?? first;
  const ctx: Context = {
    hero: rng.pick(t.heroes),
    friend: rng.pick(t.friends),
    language,
    list: joinList(phrases.map((phrase) => phrase.indefinite), language),
  };
  const line = (templates: readonly string[], x?: NounPhrase, y?: NounPhrase): NarrativeItem => ({
    type: "plain",
    text: fill(rng.pick(templates), ctx, x, y),
  });
  const say = (speaker: string, templates: readonly string[], x?: NounPhrase): NarrativeItem => ({
    type: "dialogue",
    speaker,
    text: fill(rng.pick(templates), ctx, x),
  });
  // Consecutive finds use different sentences: start at a random one and cycle.
  const start = t.buildUp.find.indexOf(rng.pick(t.buildUp.find));
  const findTemplates = [...t.buildUp.find.slice(start), ...t.buildUp.find.slice(0, start)];
  const title = (chapter: ChapterName): NarrativeItem => ({ type: "title", text: rng.pick(t.chapterTitles[chapter]) });

  const narrative: Record<ChapterName, NarrativeItem[]> = {
    opening: [title("opening"), line(t.opening.scene), line(t.opening.meet, first), line(t.opening.wish)],
    buildUp: [
      title("buildUp"),
      line(t.buildUp.set_off),
      // Every other ingredient is found along the way, so each one appears in the story.
      ...rest.map((phrase, index) => ({ type: "plain" as const, text: fill(findTemplates[index % findTemplates.length]!, ctx, phrase) })),
      say(ctx.friend, t.buildUp.friendSays),
      say(ctx.hero.name, t.buildUp.heroSays),
    ],
    dilemma: [
      title("dilemma"),
      line(t.dilemma.trouble),
      line(t.dilemma.worry, problem),
      say(ctx.hero.name, t.dilemma.heroThinks),
      line(t.dilemma.choice),
    ],
    resolution: [
      title("resolution"),
      line(t.resolution.idea, solver),
      line(t.resolution.use, solver),
      line(t.resolution.together),
      say(ctx.friend, t.resolution.cheer),
    ],
    closing: [
      title("closing"),
      line(t.closing.evening),
      line(t.closing.remember, first, solver),
      line(t.closing.moral),
      line(t.closing.goodnight),
    ],
  };
  return {
    title: capitalise(fill(rng.pick(t.storyTitles), ctx, first)),
    description: fill(rng.pick(t.description), ctx),
    narrative,
  };
}
