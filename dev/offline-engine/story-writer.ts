/**
 * The offline provider's writer: plans a plot from the ideas (plot-plan.ts),
 * then writes its five chapters (opening, buildUp, dilemma, resolution,
 * closing) in English or French, at the length of the child's age band, with
 * chapter titles, narration and dialogue. Every idea plays a part: the hero
 * or companion, the trouble, the turning point, the place, or someone or
 * something met on the way. Same ideas, seed, band and child: same story.
 */
import type { Chapter, Language } from "../../shared/enums";
import { narrationWords } from "../../shared/read-along";
import { DEFAULT_AGE_BAND, type AgeBand } from "../../shared/age-bands";
import type { NarrativeItem } from "../../shared/narrative";
import { hash, random, seedFrom, type Random } from "../../shared/seeded-random";
import type { StoryPlan } from "../../shared/story-plan";
import { CHAPTER_WORDS } from "../../shared/chapter-words";
import { finish, JOIN, nounPhraseOf } from "./noun-phrase";
import { planStory, toStoryPlan, type Cast, type Child, type Part, type PlotPlan } from "./plot-plan";
import { TEXTS, type LanguageText, type Pool, type SettingKind } from "./story-templates";

export interface WrittenStory {
  title: string;
  description: string;
  narrative: Record<Chapter, NarrativeItem[]>;
  plan: StoryPlan;
}


export interface WriteOptions {
  ageBand?: AgeBand;
  child?: Child;
  /** 0 first; a story written again after a refusal uses another seed derived from it. */
  attempt?: number;
}

/** The seed a given attempt writes with: the first attempt keeps the story's own seed. */
export function attemptSeed(seed: number, attempt = 0): number {
  return attempt > 0 ? hash(seed, "attempt", attempt) : seed;
}

const SMALL_WORDS = new Set(["a", "an", "the", "of", "and", "at", "to", "in", "on", "for", "with", "who", "by", "from"]);
function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word) => (SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

type Slot = "hero" | "friend" | "focus" | "turn" | "place" | "met";

interface Scene {
  plan: PlotPlan;
  met?: Part;
  short: boolean;
  /** Picks among "(a|b)" alternatives, so the same sentence reads differently from story to story. */
  rng: Random;
}

function castForm(cast: Cast, form: string, language: Language): string | undefined {
  const english = language === "en-US";
  switch (form) {
    case "":
    case "call":
    case "Title":
    case "Bare":
      return cast.name;
    case "a":
    case "full":
      return cast.intro;
    case "it":
      return english ? (cast.gender === "f" ? "she" : "he") : cast.gender === "f" ? "elle" : "il";
    case "his":
      return cast.gender === "f" ? "her" : "his";
    case "him":
      return cast.gender === "f" ? "her" : "him";
    case "kind":
      return cast.kind ?? "";
    case "relation":
      return cast.relation ?? "";
    default:
      return undefined;
  }
}

function partForm(part: Part, form: string, language: Language): string | undefined {
  const { phrase } = part;
  const english = language === "en-US";
  const person = phrase.pronoun === "he" || phrase.pronoun === "she";
  switch (form) {
    case "":
      return phrase.definite;
    case "a":
      return phrase.indefinite;
    case "full":
      return phrase.full;
    case "bare":
      return phrase.bare;
    case "it":
      return phrase.pronoun;
    case "his":
      return phrase.plural ? "their" : person ? (phrase.gender === "f" ? "her" : "his") : "its";
    case "him":
      return phrase.plural ? "them" : person ? (phrase.gender === "f" ? "her" : "him") : "it";
    case "call":
      // Talking to someone: a name as it is, anything else gently ("little owl", "petite sirène").
      if (part.understood.role === "character" || phrase.definite === phrase.bare || /^(little|petite?s?)\s/i.test(phrase.bare)) return phrase.bare;
      if (english) return `little ${phrase.bare}`;
      return `${phrase.gender === "f" ? "petite" : "petit"}${phrase.plural ? "s" : ""} ${phrase.bare}`;
    case "Title":
      return english ? titleCase(phrase.definite) : phrase.definite;
    case "Bare":
      return english ? titleCase(phrase.bare) : phrase.bare;
    default:
      return undefined;
  }
}

function agreement(options: string[], gender: "m" | "f", plural: boolean): string {
  if (options.length === 2) return (plural ? options[1] : options[0])!;
  if (options.length === 3) return (plural ? options[2] : gender === "f" ? options[1] : options[0])!;
  if (options.length === 4) return options[(plural ? 2 : 0) + (gender === "f" ? 1 : 0)]!;
  return options[0]!;
}

/** Whether the hero and companion are all female: French "elles", "fatiguées". */
function groupGender(plan: PlotPlan): "m" | "f" {
  return plan.hero.gender === "f" && plan.friend.gender === "f" ? "f" : "m";
}

const SETTINGS: [SettingKind, RegExp][] = [
  ["sky", /\b(moon|sky|cloud|clouds|star|stars|space|planet|lune|ciel|nuages?|étoiles?|espace|planète)\b/iu],
  ["water", /\b(beach|sea|ocean|harbour|harbor|river|stream|pond|lake|island|lighthouse|port|plage|mer|océan|rivière|ruisseau|mare|lac|île|phare)\b/iu],
  ["woods", /\b(forest|wood|woods|jungle|oak|forêt|bois|jungle|lisière|chênes)\b/iu],
  ["building", /\b(library|museum|school|bakery|house|castle|palace|windmill|shop|bibliothèque|musée|école|boulangerie|maison|château|palais|moulin|magasin)\b/iu],
  ["green", /\b(garden|meadow|field|orchard|park|hill|valley|farm|lane|gate|bridge|village|jardin|prairie|champ|verger|parc|colline|vallée|ferme|chemin|portail|pont|village)\b/iu],
];

/** The kind of place the story happens in: a place at night is a night place. */
export function settingKind(plan: PlotPlan): SettingKind {
  if (plan.place.understood.night) return "night";
  const text = `${plan.place.phrase.bare} ${plan.place.phrase.text}`;
  return SETTINGS.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
}

/** "?turn=object,creature ": a frame for a plan whose turn has one of these roles; "?focus=one ": a single one. */
const ONLY = /^\?(focus|turn|place|met)=([\w,]+)\s+/;

/** A frame can be told only when the plan has what it names (a relation, a kind, someone met). */
export function usable(template: string, plan: PlotPlan, met?: Part): boolean {
  for (const [, name, form] of template.matchAll(/\{(\w+)\.(relation|kind)\}/g)) {
    const cast = name === "hero" ? plan.hero : name === "friend" ? plan.friend : undefined;
    if (!cast || !cast[form as "relation" | "kind"]) return false;
  }
  if (/\{met[.}]|\[met:/.test(template) && !met) return false;
  const only = ONLY.exec(template);
  if (only) {
    const part = only[1] === "met" ? met : plan[only[1] as "focus" | "turn" | "place"];
    // "one": a single thing or being (French verbs after it are singular); otherwise roles.
    const wanted = only[2]!.split(",");
    const roles = wanted.filter((word) => word !== "one");
    if (!part || (wanted.includes("one") && part.phrase.plural) || (roles.length > 0 && !roles.includes(part.understood.role))) return false;
  }
  return true;
}

/** Fills a template for the scene; throws on a placeholder it does not know (caught by the tests). */
export function fill(template: string, scene: Scene): string {
  const { plan } = scene;
  const language = plan.language;
  const slotOf = (name: string): Cast | Part | undefined => {
    if (name === "hero") return plan.hero;
    if (name === "friend") return plan.friend;
    if (name === "met") return scene.met;
    if (name === "focus" || name === "turn" || name === "place") return plan[name as Exclude<Slot, "hero" | "friend" | "met">];
    return undefined;
  };
  const isCast = (value: Cast | Part): value is Cast => "intro" in value;
  const bare = template.replace(ONLY, "");
  let text = scene.short ? bare.replace(/<[^>]*>/g, "") : bare.replace(/[<>]/g, "");
  text = text.replace(/\[(?:(\w+):)?([^\]]*)\]/g, (_, slot: string | undefined, body: string) => {
    const options = body.split("|");
    // Marked like a filled-in word, so "de [lui|elle]" elides ("d'elle") and "si [il|elle]" contracts.
    if (!slot) return JOIN + ((plan.hero.gender === "f" ? options[1] : options[0]) ?? "");
    if (slot === "both") return JOIN + ((groupGender(plan) === "f" ? options[1] : options[0]) ?? "");
    const value = slotOf(slot);
    if (!value) throw new Error(`Unknown agreement slot ${slot} in: ${template}`);
    return JOIN + (isCast(value) ? agreement(options, value.gender, false) : agreement(options, value.phrase.gender, value.phrase.plural));
  });
  // The setting's senses, before the alternatives (a sense may hold some of its own).
  text = text.replace(/\{sense\}/g, () => scene.rng.pick(TEXTS[language].senses[settingKind(plan)]));
  // After the agreements, whose own "|" would otherwise split the alternatives; innermost first, so
  // alternatives can hold alternatives.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\(([^()]*\|[^()]*)\)/g, (_, choices: string) => scene.rng.pick(choices.split("|")));
  }
  return text.replace(/\{(\w+)(?:\.(\w+))?\}/g, (_, name: string, form = "") => {
    let out: string | undefined;
    if (name === "skill" || name === "fear") {
      const value = plan[name];
      out = form === "Cap" ? titleCase(value) : value;
    } else {
      const value = slotOf(name);
      if (value) out = isCast(value) ? castForm(value, form, language) : partForm(value, form, language);
    }
    if (out === undefined) throw new Error(`Unknown placeholder {${name}${form ? `.${form}` : ""}} in: ${template}`);
    return JOIN + out;
  });
}

function line(template: string, scene: Scene): NarrativeItem {
  const { plan } = scene;
  const dialogue = /^(hero|friend)>\s*/.exec(template);
  const text = finish(fill(dialogue ? template.slice(dialogue[0].length) : template, scene), plan.language).replace(/\s+([,.])/g, "$1").trim();
  if (dialogue) return { type: "dialogue", speaker: dialogue[1] === "hero" ? plan.hero.name : plan.friend.name, text };
  return { type: "plain", text };
}

const countWords = (items: NarrativeItem[]) => narrationWords(items).length;

/**
 * A chapter at its band's length: the title and the plot's beats, with prose
 * between them until the chapter reaches a length drawn in the band's range.
 * The prose comes from the plot's own frames for this moment first, then the
 * moment's shared frames, chosen at random but told in the order written (so
 * a chapter moves from what is seen to what is done to what is felt); a
 * sentence that would pass the maximum is left out, and none is told twice.
 */
function chapter(title: string, core: NarrativeItem[], own: Pool, shared: Pool, scene: Scene, rng: Random, keepFirst: number): NarrativeItem[] {
  const [min, max] = CHAPTER_WORDS[scene.plan.ageBand];
  const target = rng.int(min + Math.round((max - min) * 0.2), max - Math.round((max - min) * 0.25));
  const head: NarrativeItem[] = [{ type: "title", text: title }, ...core.slice(0, keepFirst)];
  const tail = core.slice(keepFirst);
  const numbered = (pool: Pool, from: number) =>
    pool.map((template, index) => ({ template, index: from + index })).filter(({ template }) => usable(template, scene.plan));
  const frames = [...rng.shuffle(numbered(own, 0)), ...rng.shuffle(numbered(shared, own.length))];
  const chosen: { index: number; item: NarrativeItem }[] = [];
  let words = countWords([...head, ...tail]);
  const seen = new Set(core.map((item) => item.text));
  for (const { template, index } of frames) {
    if (words >= target) break;
    const item = line(template, scene);
    const extra = countWords([item]);
    if (words + extra > max || seen.has(item.text)) continue;
    seen.add(item.text);
    chosen.push({ index, item });
    words += extra;
  }
  chosen.sort((a, b) => a.index - b.index);
  return [...head, ...chosen.map(({ item }) => item), ...tail];
}

export function writeStory(ideas: readonly string[], language: Language, seed = seedFrom(ideas.join("|")), options: WriteOptions = {}): WrittenStory {
  const ageBand = options.ageBand ?? DEFAULT_AGE_BAND;
  const storySeed = attemptSeed(seed, options.attempt);
  const plan = planStory({ ideas, language, seed: storySeed, ageBand, child: options.child });
  const text: LanguageText = TEXTS[language];
  const arc = text.archetypes[plan.archetype];
  const rng = random(hash(storySeed, "words"));
  const short = ageBand === "3-5";
  const scene: Scene = { plan, short, rng };
  const say = (pool: Pool, met?: Part) => line(rng.pick(pool), { ...scene, met });
  const beats = (pools: Pool[]) => pools.map((pool) => say(pool));
  const chapterTitle = (name: Chapter) => rng.pick(arc.chapterTitles[name]);

  // Ideas met on the way: up to four in the build-up, the rest in the opening.
  const metParts: Part[] = plan.met.map((index) => ({ phrase: nounPhraseOf(plan.ideas[index]!, language), idea: index, understood: plan.ideas[index]! }));
  const meetLines = metParts.map((part, index) => {
    const pool = text.meet[part.understood.role].filter((template) => usable(template, plan, part));
    // Neighbours use different sentences.
    return line(pool[(index + rng.int(0, pool.length - 1)) % pool.length]!, { ...scene, met: part });
  });
  const earlyMeets = meetLines.slice(4);
  const lateMeets = meetLines.slice(0, 4);

  const intro =
    plan.hero.kind !== undefined ? text.introStock : plan.hero.relation ? text.introRelation : text.introNamed;
  const openingBeats = beats(arc.opening);
  const introductions = [
    say(intro),
    ...(plan.friend.idea === undefined || plan.friend.idea !== plan.hero.idea ? [say(text.introFriend)] : []),
    ...(plan.place.idea !== undefined ? [say(text.atPlace)] : []),
    ...earlyMeets,
  ];
  const opening = [...introductions, ...openingBeats];
  const [setOff, ...buildRest] = beats(arc.buildUp);
  const buildUp = [setOff!, ...lateMeets, ...buildRest];
  const dilemma = beats(arc.dilemma);
  // What was met on the way comes back as things turn out well (two of them at most).
  const callbacks = metParts.slice(0, 2).map((part) => line(rng.pick(text.callback[part.understood.role].filter((template) => usable(template, plan, part))), { ...scene, met: part }));
  const [turnBeat, fixBeat, ...resolutionEnd] = beats(arc.resolution);
  const resolution = [turnBeat!, fixBeat!, ...callbacks, ...resolutionEnd];
  const closingBeats = beats(arc.closing);
  const moral = say(arc.moral);
  const goodnight = say(text.goodnight);

  const narrative: Record<Chapter, NarrativeItem[]> = {
    opening: chapter(chapterTitle("opening"), opening, text.prose[plan.archetype].opening, text.moments.opening, scene, rng, introductions.length),
    buildUp: chapter(chapterTitle("buildUp"), buildUp, text.prose[plan.archetype].buildUp, text.moments.buildUp, scene, rng, 1 + lateMeets.length),
    dilemma: chapter(chapterTitle("dilemma"), dilemma, text.prose[plan.archetype].dilemma, text.moments.dilemma, scene, rng, 1),
    // Prose after the turning point has worked, not before.
    resolution: chapter(chapterTitle("resolution"), resolution, text.prose[plan.archetype].resolution, text.moments.resolution, scene, rng, 2),
    closing: chapter(chapterTitle("closing"), [...closingBeats, moral, goodnight], text.prose[plan.archetype].closing, text.moments.closing, scene, rng, 1),
  };
  const momentOf = (items: NarrativeItem[]) => items.find((item) => item.type === "plain")?.text ?? items[0]!.text;
  const moments = {
    opening: momentOf(openingBeats),
    buildUp: momentOf([setOff!]),
    dilemma: momentOf(dilemma),
    resolution: momentOf(resolution),
    closing: momentOf(closingBeats),
  };
  return {
    title: finish(fill(rng.pick(arc.titles), scene), language),
    description: finish(fill(rng.pick(arc.description), scene), language),
    narrative,
    plan: toStoryPlan(plan, moments),
  };
}
