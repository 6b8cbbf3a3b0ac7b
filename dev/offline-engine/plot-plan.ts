/**
 * The offline planner: from the ideas' roles, a plot before any sentence is
 * written — an archetype (a quest, lost and found, a fear overcome…), a hero
 * (a named character from the ideas, else the child the story is for, else a
 * stock hero), a companion, the idea the trouble is about (`focus`), the idea
 * that turns things round (`turn`), where it happens, and who or what is met
 * on the way. The same seed, ideas, age band and child give the same plan, so
 * the illustrator can rebuild it; the writer stores it with the story too
 * (`toStoryPlan`).
 */
import type { Chapter, Language } from "../../shared/enums";
import type { AgeBand } from "../../shared/age-bands";
import { random, type Random } from "../../shared/seeded-random";
import type { Archetype, Mood, StoryPlan } from "../../shared/story-plan";
import { nounPhraseOf, type NounPhrase } from "./noun-phrase";
import { guessNameGender, understand, type Gender, type Idea } from "./recognise";
import { TEXTS, type StockCharacter } from "./story-templates";

/** Who the story is for, when the caller chose a profile. */
export interface Child {
  name: string;
  gender?: Gender;
}

/** Someone in the story: from an idea, the child, or the stock cast. */
export interface Cast {
  name: string;
  gender: Gender;
  /** The first mention ("Biscuit the owl", "Max"). */
  intro: string;
  /** What a stock hero is ("a small hedgehog with a big heart"); what a creature hero is. */
  kind?: string;
  /** Who a named character is ("little brother"). */
  relation?: string;
  /** A word the recogniser draws. */
  look: string;
  /** The idea this character comes from. */
  idea?: number;
}

/** An idea or a stand-in for one, ready for sentences. */
export interface Part {
  phrase: NounPhrase;
  idea?: number;
  /** The recognised idea (stand-ins are recognised too). */
  understood: Idea;
}

export interface PlotPlan {
  language: Language;
  ageBand: AgeBand;
  archetype: Archetype;
  ideas: Idea[];
  hero: Cast;
  friend: Cast;
  focus: Part;
  turn: Part;
  place: Part;
  /** Ideas met on the way (indexes), in order. */
  met: number[];
  /** From a trait: what the focus cannot do yet, or is afraid of. */
  skill: string;
  fear: string;
}

const CAN_NOT: Record<Language, RegExp> = {
  "en-US": /\b(?:cannot|can't|can not|could not|couldn't|never learned to|doesn't know how to|does not know how to|is learning to|learns to|wants to learn to)\s+(\w+(?:\s(?!and\b|but\b)\w+)?)/i,
  "fr-FR": /\b(?:ne sait pas|ne savait pas|n'arrive pas à|n’arrive pas à|ne peut pas|apprend à|veut apprendre à)\s+(\p{L}+)/iu,
};
const AFRAID_OF: Record<Language, RegExp> = {
  "en-US": /\b(?:afraid|scared|frightened)\s+of\s+(.+)$/i,
  "fr-FR": /\bpeur\s+((?:du|de la|de l'|de l’|des|d'|d’|de)\s*.+)$/iu,
};

function stockPart(text: string, language: Language): Part {
  const understood = understand(text, language);
  return { phrase: nounPhraseOf(understood, language), understood };
}

function ideaPart(ideas: Idea[], index: number, language: Language): Part {
  return { phrase: nounPhraseOf(ideas[index]!, language), idea: index, understood: ideas[index]! };
}

function stockCast(stock: StockCharacter, intro: string): Cast {
  return { name: stock.name, gender: stock.gender, intro, kind: stock.kind, look: stock.look };
}

/** The child the story is for; without a stated gender, the name's likely one (for pronouns and agreement). */
function childCast(child: Child): Cast {
  const name = child.name.trim();
  const gender = child.gender ?? guessNameGender(name);
  return { name, gender, intro: name, look: gender === "m" ? "boy" : "girl" };
}

function characterCast(idea: Idea, index: number): Cast {
  return { name: idea.name!, gender: idea.gender, intro: idea.name!, relation: idea.name!.toLowerCase().includes((idea.relation ?? "\u0000").toLowerCase()) ? undefined : idea.relation, look: idea.relation ?? "child", idea: index };
}

/** How strongly the ideas call for each archetype (0: not at all). */
function archetypeWeights(ideas: Idea[]): Record<Archetype, number> {
  const has = (test: (idea: Idea) => boolean) => ideas.some(test);
  const event = (kind: Idea["eventKind"]) => has((idea) => idea.role === "event" && idea.eventKind === kind);
  const trait = (kind: Idea["traitKind"]) => has((idea) => (idea.role === "creature" || idea.role === "character") && idea.traitKind === kind);
  const objects = has((idea) => idea.role === "object");
  const places = has((idea) => idea.role === "place");
  const creatures = has((idea) => idea.role === "creature" || idea.role === "character");
  return {
    weather: event("weather") ? STRONG : 0,
    firstDay: event("school") ? STRONG : 0,
    celebration: event("celebration") ? STRONG : 0,
    contest: event("contest") ? STRONG : 0,
    fearOvercome: trait("fear") ? STRONG : 0,
    learning: trait("cannot") ? STRONG : 0,
    mystery: (has((idea) => idea.night) ? 5 : 0) + (places ? 2 : 0) + 1,
    quest: 1 + (event("trip") ? 5 : 0) + (objects ? 2 : 0) + (places ? 1 : 0),
    lostAndFound: 1 + (objects ? 3 : 0) + (creatures ? 1 : 0),
    // Someone to help: a creature, or a third named character (the first two are the hero and companion).
    helpingFriend: has((idea) => idea.role === "creature") || ideas.filter((idea) => idea.role === "character").length > 2 ? 3 + (has((idea) => idea.traitKind === "other") ? 2 : 0) : 0,
  };
}

/** Archetypes the ideas call for outright (a storm, a race, a fear) win over the open-ended ones. */
const STRONG = 8;

function weightedPick<T extends string>(weights: Record<T, number>, rng: Random): T {
  const all = (Object.entries(weights) as [T, number][]).filter(([, weight]) => weight > 0);
  const strong = all.filter(([, weight]) => weight >= STRONG);
  const entries = strong.length > 0 ? strong : all;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return entries.at(-1)![0];
}

/** The first unused idea index matching, in order of preference. */
function take(ideas: Idea[], used: Set<number>, ...tests: ((idea: Idea) => boolean)[]): number | undefined {
  for (const test of tests) {
    const index = ideas.findIndex((idea, i) => !used.has(i) && test(idea));
    if (index >= 0) return index;
  }
  return undefined;
}

export interface PlanRequest {
  ideas: readonly string[];
  language: Language;
  seed: number;
  ageBand: AgeBand;
  child?: Child;
}

export function planStory({ ideas: raw, language, seed, ageBand, child }: PlanRequest): PlotPlan {
  if (raw.length === 0) throw new Error("A story needs at least one idea");
  const text = TEXTS[language];
  const rng = random(seed);
  const ideas = raw.map((idea) => understand(idea, language));
  const used = new Set<number>();
  const archetype = weightedPick(archetypeWeights(ideas), rng);

  const isCharacter = (idea: Idea) => idea.role === "character";
  const isBeing = (idea: Idea) => idea.role === "creature" || idea.role === "character";
  const hasTrait = (kind: Idea["traitKind"]) => (idea: Idea) => isBeing(idea) && idea.traitKind === kind;
  const isEvent = (kind: Idea["eventKind"]) => (idea: Idea) => idea.role === "event" && idea.eventKind === kind;
  const isObject = (idea: Idea) => idea.role === "object";
  const isPlace = (idea: Idea) => idea.role === "place";

  // The idea the trouble is about.
  const focusTests: Record<Archetype, ((idea: Idea) => boolean)[]> = {
    weather: [isEvent("weather")],
    firstDay: [isEvent("school")],
    celebration: [isEvent("celebration")],
    contest: [isEvent("contest")],
    fearOvercome: [hasTrait("fear")],
    learning: [hasTrait("cannot")],
    mystery: [(idea) => idea.role === "creature", isObject, isCharacter],
    quest: [isObject, isEvent("trip"), isPlace, (idea) => idea.role === "creature"],
    lostAndFound: [isObject, (idea) => idea.role === "creature", isCharacter],
    helpingFriend: [(idea) => isBeing(idea) && idea.traitKind !== undefined, (idea) => idea.role === "creature", isCharacter],
  };

  // The hero: a named character (not one with a fear or a skill to learn: the hero helps them),
  // else the child, else a stock hero.
  let hero: Cast;
  const troubled = (idea: Idea) => idea.traitKind === "fear" || idea.traitKind === "cannot";
  const heroIndex = take(ideas, used, (idea) => isCharacter(idea) && !troubled(idea));
  const stockHero = rng.pick(text.heroes);
  if (heroIndex !== undefined) {
    hero = characterCast(ideas[heroIndex]!, heroIndex);
    used.add(heroIndex);
  } else if (child?.name.trim()) {
    hero = childCast(child);
  } else {
    hero = stockCast(stockHero, stockHero.name);
  }

  // Else something to lose, find or use before a place (a beach is not someone in trouble).
  const focusIndex = take(ideas, used, ...focusTests[archetype]) ?? take(ideas, used, isObject, (idea) => idea.role !== "event" && (!isPlace(idea) || archetype !== "mystery"));
  if (focusIndex !== undefined) used.add(focusIndex);

  // The companion: another named character, else the child (when not the hero), else a creature, else stock.
  let friend: Cast;
  const friendIndex = take(ideas, used, isCharacter);
  const stockFriend = rng.pick(text.friends.filter((f) => f.name !== hero.name));
  if (friendIndex !== undefined) {
    friend = characterCast(ideas[friendIndex]!, friendIndex);
    used.add(friendIndex);
  } else if (child?.name.trim() && child.name.trim() !== hero.name) {
    friend = childCast(child);
  } else {
    friend = stockCast(stockFriend, stockFriend.kind);
  }

  const placeIndex = take(ideas, used, isPlace);
  if (placeIndex !== undefined) used.add(placeIndex);
  // What turns things round is something to use or someone to help; events are met on the way.
  const turnIndex = take(ideas, used, isObject, (idea) => idea.role === "creature" && !troubled(idea), isCharacter);
  if (turnIndex !== undefined) used.add(turnIndex);
  const met = ideas.map((_, index) => index).filter((index) => !used.has(index));

  const focus = focusIndex !== undefined ? ideaPart(ideas, focusIndex, language) : stockPart(rng.pick(text.things), language);
  const turn = turnIndex !== undefined ? ideaPart(ideas, turnIndex, language) : stockPart(rng.pick(text.things.filter((thing) => thing !== focus.phrase.text)), language);
  const place = placeIndex !== undefined ? ideaPart(ideas, placeIndex, language) : stockPart(rng.pick(text.places), language);

  const creatureTrait = focus.understood.trait ?? "";
  const skill = CAN_NOT[language].exec(creatureTrait)?.[1] ?? text.fallbackSkill;
  const fear = AFRAID_OF[language].exec(creatureTrait)?.[1]?.replace(/[.!]+$/, "") ?? text.fallbackFear;

  return { language, ageBand, archetype, ideas, hero, friend, focus, turn, place, met, skill, fear };
}

const DILEMMA_MOOD: Record<Archetype, Mood> = {
  weather: "storm",
  mystery: "dark",
  fearOvercome: "dark",
  quest: "dusk",
  lostAndFound: "dusk",
  learning: "dusk",
  contest: "dusk",
  celebration: "dusk",
  firstDay: "dusk",
  helpingFriend: "dusk",
};

const SNOWY = /\b(snow|snowstorm|blizzard|neige|flocon)/i;

/** The plan as stored with the story: who is in each chapter's picture, in what light. */
export function toStoryPlan(plan: PlotPlan, moments: Record<Chapter, string>): StoryPlan {
  // Ideas that are the hero or the companion are drawn as them, not a second time.
  const index = (part: Part) => (part.idea !== undefined && part.idea !== plan.hero.idea && part.idea !== plan.friend.idea ? [part.idea] : []);
  const dilemmaMood = plan.archetype === "weather" && SNOWY.test(plan.focus.phrase.text) ? "snow" : DILEMMA_MOOD[plan.archetype];
  const unique = (values: number[]) => [...new Set(values)];
  const cast = [plan.hero.name, plan.friend.name];
  const setting = plan.place.phrase.indefinite;
  return {
    archetype: plan.archetype,
    ageBand: plan.ageBand,
    setting,
    characters: [
      { name: plan.hero.name, role: "hero", kind: plan.hero.kind ?? plan.hero.relation ?? "", look: plan.hero.look, gender: plan.hero.gender, idea: plan.hero.idea },
      { name: plan.friend.name, role: "companion", kind: plan.friend.kind ?? plan.friend.relation ?? "", look: plan.friend.look, gender: plan.friend.gender, idea: plan.friend.idea },
    ],
    scenes: {
      opening: { moment: moments.opening, ideas: unique([...index(plan.place), ...(plan.archetype === "lostAndFound" || plan.archetype === "helpingFriend" ? index(plan.focus) : [])]), cast, mood: plan.focus.understood.night || plan.place.understood.night ? "night" : "morning" },
      buildUp: { moment: moments.buildUp, ideas: unique(plan.met.slice(0, 5)), cast, mood: "day" },
      dilemma: { moment: moments.dilemma, ideas: unique([...index(plan.focus), ...(plan.archetype === "mystery" ? index(plan.place) : [])]), cast, mood: dilemmaMood },
      resolution: { moment: moments.resolution, ideas: unique([...index(plan.turn), ...index(plan.focus)]), cast, mood: "sunset" },
      closing: { moment: moments.closing, ideas: unique([...index(plan.focus), ...index(plan.turn)]), cast, mood: "night" },
    },
  };
}
