/**
 * Composes one picture of a story as SVG (960×640): the story's world, the
 * chapter's moment, and the ingredients the chapter talks about, drawn as
 * motifs (plus the hero and the friend when the chapter names them). The cover
 * shows every ingredient and the title in the embedded font; chapter pictures
 * carry no text. Deterministic: the same request gives the same SVG.
 */
import type { Language } from "../../../shared/enums";
import type { IllustrateRequest } from "../../../worker/generation/providers/provider";
import { readStoryPlan, type Mood, type StoryPlan } from "../../../shared/story-plan";
import { writeStory } from "../story-writer";
import { buildWorld, type World } from "./landscape";
import { drawSky, HEIGHT, momentFor, shade, skyGradient, skyRect, WIDTH, type Moment } from "./moments";
import { OUTLINE, type DrawContext, type MotifArt, type MotifSpec, type Setting, type Zone } from "./motif-kit";
import { MOTIFS } from "./motifs";
import { mystery } from "./motifs-things";
import { recognise, understand, type Recognised } from "../recognise";
import { el, escapeXml, FONT_FAMILY, group, hash, INK, n, random, rect, sparkle, type Random } from "./svg";

/** At most this many ingredients get their own motif in one chapter picture (the cover shows up to 10). */
const MAX_FEATURED = 6;
const MAX_IDEAS = 10;

type Role = "idea" | "hero" | "friend";

interface Actor {
  role: Role;
  recognised: Recognised;
  /** Stable per story and actor, so the dragon keeps its colour from chapter to chapter. */
  seed: number;
  copy: number;
}

interface Placed {
  actor: Actor;
  spec: MotifSpec | undefined;
  zone: Zone;
  x: number;
  y: number;
  scale: number;
  flip: boolean;
}

const WATER_MOTIFS = new Set(["ship", "fish", "octopus", "whale", "mermaid", "sea", "lighthouse"]);
const SNOW_MOTIFS = new Set(["snowman", "snow", "penguin"]);

function settingFor(ideas: Recognised[]): Setting {
  if (ideas.some((idea) => WATER_MOTIFS.has(idea.motif))) return "seaside";
  if (ideas.some((idea) => SNOW_MOTIFS.has(idea.motif) || (idea.motif === "bear" && idea.variant === "polar"))) return "snow";
  return "meadow";
}

/** The story's plan: the stored one, or the offline planner's again (same seed, ideas and band). */
function planOf(request: IllustrateRequest): StoryPlan {
  return readStoryPlan(request.plan) ?? writeStory(request.ideas, request.language, request.seed, { ageBand: request.ageBand, attempt: request.attempt }).plan;
}

/** The plan's characters in this picture, drawn from what they are ("little brother" → a boy, "chatte" → a cat). */
function characters(plan: StoryPlan, names: readonly string[], language: Language, worldSeed: number): Actor[] {
  const found: Actor[] = [];
  for (const character of plan.characters) {
    if (!names.includes(character.name)) continue;
    const words = [character.look, character.kind].filter(Boolean).join(" ");
    let recognised = recognise(words || "child", language, { head: "first", names: false });
    // Someone the recogniser cannot draw is a child ("Max").
    if (recognised.motif === "mystery") recognised = recognise(character.gender === "f" ? "girl" : character.gender === "m" ? "boy" : "child", "en-US");
    const role: Role = character.role === "hero" ? "hero" : "friend";
    found.push({ role, recognised, seed: hash(worldSeed, role, character.name), copy: 0 });
  }
  return found;
}

function zoneOf(spec: MotifSpec | undefined, setting: Setting): Zone {
  if (!spec) return "ground";
  const zone = typeof spec.zone === "function" ? spec.zone(setting) : spec.zone;
  // Without a sea, floating things rest on the ground (a boat on the grass is still a boat).
  return zone === "water" && setting !== "seaside" ? "ground" : zone;
}

/** Spreads items across [min, max], leaving a gap around `avoid` (the sun or moon). */
function spread(count: number, min: number, max: number, rng: Random, avoid?: number): number[] {
  const slots: number[] = [];
  const apart = avoid === undefined ? [] : [[min, Math.max(min, avoid - 150)], [Math.min(max, avoid + 150), max]].filter(([a, b]) => b! - a! > 60);
  const usable = apart.length > 0 ? apart : [[min, max]];
  const total = usable.reduce((sum, [a, b]) => sum + (b! - a!), 0);
  for (let i = 0; i < count; i++) {
    let offset = ((i + 0.5 + rng.range(-0.2, 0.2)) / count) * total;
    for (const [a, b] of usable) {
      if (offset <= b! - a!) {
        slots.push(a! + offset);
        break;
      }
      offset -= b! - a!;
    }
  }
  return slots;
}

function layout(actors: Actor[], world: World, rng: Random, isCover: boolean, lightX: number | undefined, skyTop: number): Placed[] {
  const entries = actors.map((actor) => {
    const spec = actor.recognised.motif === "mystery" ? undefined : MOTIFS[actor.recognised.motif];
    return { actor, spec, zone: zoneOf(spec, world.setting) };
  });
  const placed: Placed[] = [];
  const size = (spec: MotifSpec | undefined, actor: Actor) => (spec?.size ?? 0.75) * actor.recognised.scale * (actor.copy > 0 ? 0.85 : 1) * (actor.role === "idea" ? 1 : 0.9);
  const width = (spec: MotifSpec | undefined, actor: Actor) => (spec?.width ?? 160) * size(spec, actor);

  // Ground: the hero and friend first in the front row, big things and overflow at the back.
  const ground = entries.filter((e) => e.zone === "ground").sort((a, b) => Number(a.actor.role === "idea") - Number(b.actor.role === "idea"));
  const front: typeof ground = [];
  const back: typeof ground = [];
  let frontWidth = 0;
  for (const entry of ground) {
    const w = width(entry.spec, entry.actor);
    if ((entry.spec?.back && entry.actor.role === "idea") || frontWidth + w > 840) back.push(entry);
    else {
      front.push(entry);
      frontWidth += w;
    }
  }
  // Keep the front row lively: bring one thing forward if the front is empty.
  if (front.length === 0 && back.length > 1) front.push(back.pop()!);

  const frontDepth = isCover ? 0.85 : 1;
  const backDepth = isCover ? 0.62 : 0.72;
  const frontOrder = rng.shuffle(front);
  const frontTotal = frontOrder.reduce((sum, e) => sum + width(e.spec, e.actor) * frontDepth, 0);
  const frontSqueeze = Math.min(1, 900 / Math.max(frontTotal, 1));
  const gap = (WIDTH - frontTotal * frontSqueeze) / (frontOrder.length + 1);
  let x = gap * rng.range(0.6, 1.2);
  const frontSpans: [number, number][] = [];
  for (const entry of frontOrder) {
    const w = width(entry.spec, entry.actor) * frontDepth * frontSqueeze;
    const centre = Math.min(WIDTH - 40, Math.max(40, x + w / 2));
    frontSpans.push([centre - w / 2, centre + w / 2]);
    placed.push({ ...entry, x: centre, y: world.rows.front + rng.range(-8, 8), scale: size(entry.spec, entry.actor) * frontDepth * frontSqueeze, flip: rng.chance(0.35) });
    x += w + gap;
  }
  // The back row goes where it hides least behind the front row and overlaps least with itself.
  const backOrder = [...back].sort((a, b) => width(b.spec, b.actor) - width(a.spec, a.actor));
  const backTotal = backOrder.reduce((sum, e) => sum + width(e.spec, e.actor) * backDepth, 0);
  const backSqueeze = Math.min(1, 900 / Math.max(backTotal, 1));
  const backSpans: [number, number][] = [];
  const overlap = (a: number, b: number, spans: [number, number][]) => spans.reduce((sum, [p, q]) => sum + Math.max(0, Math.min(b, q) - Math.max(a, p)), 0);
  for (const entry of backOrder) {
    const w = width(entry.spec, entry.actor) * backDepth * backSqueeze;
    let bestX = WIDTH / 2;
    let bestCost = Infinity;
    for (let cx = Math.max(50, w / 2); cx <= WIDTH - Math.max(50, w / 2); cx += 10) {
      const cost = overlap(cx - w / 2, cx + w / 2, frontSpans) + 2 * overlap(cx - w / 2, cx + w / 2, backSpans) + rng.range(0, 12);
      if (cost < bestCost) {
        bestCost = cost;
        bestX = cx;
      }
    }
    backSpans.push([bestX - w / 2, bestX + w / 2]);
    placed.push({ ...entry, x: bestX, y: world.rows.back + rng.range(-8, 8), scale: size(entry.spec, entry.actor) * backDepth * backSqueeze, flip: rng.chance(0.35) });
  }

  const scatter = (zone: Zone, yMin: number, yMax: number, scale: number, avoid?: number) => {
    const items = entries.filter((e) => e.zone === zone);
    const xs = spread(items.length, 90, WIDTH - 90, rng, avoid);
    rng.shuffle(items).forEach((entry, i) => {
      placed.push({ ...entry, x: xs[i]!, y: rng.range(yMin, yMax), scale: size(entry.spec, entry.actor) * scale, flip: rng.chance(0.3) });
    });
  };
  scatter("water", world.rows.water - 6, world.rows.water + 10, 0.8);
  scatter("sky", skyTop, skyTop + (isCover ? 40 : 110), isCover ? 0.65 : 0.8, lightX);
  scatter("air", Math.max(skyTop + 60, 270), Math.max(skyTop + 100, 350), 0.8);
  scatter("backdrop", world.horizon + 6, world.horizon + 10, 1);
  return placed;
}

export function buildScene(request: IllustrateRequest): string {
  const language = request.language;
  const ideas = request.ideas.slice(0, MAX_IDEAS).map((idea) => recognise(idea, language));
  const worldSeed = hash(request.seed, ...request.ideas.map((idea) => idea.trim().toLowerCase()));
  const isCover = request.chapter === "cover";
  const rng = random(hash(worldSeed, request.chapter));
  const setting = settingFor(ideas);
  const world = buildWorld(setting, random(hash(worldSeed, "world")));

  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${++counter}`;
  const context = (actor: Actor): DrawContext => ({
    rng: random(hash(actor.seed, actor.copy)),
    colour: actor.recognised.colour,
    variant: actor.recognised.variant,
    words: actor.recognised.words,
    setting,
    water: world.water,
    id: nextId,
  });

  // Who is in the picture: what the plan says this chapter's moment shows.
  const plan = planOf(request);
  const scene = isCover ? undefined : plan.scenes[request.chapter as Exclude<typeof request.chapter, "cover">];
  // Characters from the ideas are drawn as themselves (below); weather is the sky's to show.
  const cast = new Set(plan.characters.map((character) => character.idea).filter((index) => index !== undefined));
  const stormy = scene?.mood === "storm" || scene?.mood === "snow";
  const indexes = scene ? scene.ideas : ideas.map((_, index) => index);
  const shown = indexes
    .filter((index) => index < ideas.length && !cast.has(index) && !(stormy && understand(request.ideas[index]!, language).eventKind === "weather"))
    .map((index) => ideas[index]!)
    .slice(0, isCover ? MAX_IDEAS : MAX_FEATURED);
  const actors: Actor[] = [];
  for (const idea of shown) {
    const spec = idea.motif === "mystery" ? undefined : MOTIFS[idea.motif];
    const copies = spec?.group ? 1 : isCover ? Math.min(idea.count, 2) : idea.count;
    for (let copy = 0; copy < copies; copy++) actors.push({ role: "idea", recognised: idea, seed: hash(worldSeed, "idea", idea.idea), copy });
  }
  actors.push(...characters(plan, scene?.cast ?? plan.characters.map((character) => character.name), language, worldSeed));
  const mood: Mood | undefined = scene?.mood;
  const moment: Moment = momentFor(request.chapter, mood);

  const defs: string[] = [skyGradient(moment, world.horizon)];
  const skyContext: DrawContext = { rng, colour: undefined, variant: undefined, words: new Set(), setting, water: world.water, id: nextId };
  const sky = drawSky(moment, rng, skyContext, world.horizon, world.skyline, mood);
  defs.push(sky.defs);
  const title = isCover && request.title.trim() ? titleCard(request.title.trim(), rng) : undefined;
  const placed = layout(actors, world, rng, isCover, sky.lightX, title ? title.bottom + 70 : isCover ? 150 : 110);

  // Painter's order: backdrop, then sky things, then by feet from back to front.
  const rank = (p: Placed) => (p.zone === "backdrop" ? -2 : p.zone === "sky" ? -1 : p.zone === "air" ? 10_000 : p.y);
  placed.sort((a, b) => rank(a) - rank(b));

  // Each motif is shaded by the moment's light; its own glow (lamps, flames, magic) is not,
  // and follows it straight away so whatever stands in front still hides it.
  let backdrop = "";
  let actorsArt = "";
  for (const p of placed) {
    const ctx = context(p.actor);
    const art: MotifArt = p.spec ? p.spec.draw(ctx) : mystery(p.actor.recognised.idea, p.actor.recognised.colour, ctx);
    if (art.defs) defs.push(art.defs);
    const transform = `translate(${n(p.x)} ${n(p.y)}) scale(${n(p.flip ? -p.scale : p.scale)} ${n(p.scale)})`;
    const light = (art.glow ?? "") + (moment.dark ? (art.lights ?? "") : "");
    const motif =
      shade(el("g", { "data-motif": p.actor.recognised.motif, "data-role": p.actor.role, "data-idea": escapeXml(p.actor.recognised.idea), transform, ...OUTLINE }, art.art), moment) +
      (light ? el("g", { transform, ...OUTLINE }, light) : "");
    if (p.zone === "backdrop") backdrop += motif;
    else actorsArt += motif;
  }

  const body =
    skyRect() +
    sky.back +
    backdrop +
    shade(world.far + world.near + world.details, moment) +
    actorsArt +
    shade(world.foreground, moment) +
    sky.front +
    (title?.art ?? "");

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" data-moment="${moment.name}"${mood ? ` data-mood="${mood}"` : ""} data-setting="${setting}">` +
    `<defs>${defs.join("")}</defs>` +
    body +
    "</svg>"
  );
}

/** Rough advance widths of Nunito Bold, in em, to fit the title without measuring glyphs. */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const c of text) {
    if (/[ilj.,:;!'’|]/.test(c)) em += 0.28;
    else if (/[ frt()-]/.test(c)) em += 0.36;
    else if (/[mwMW]/.test(c)) em += 0.86;
    else if (/[A-Z]/.test(c)) em += 0.66;
    else em += 0.56;
  }
  return em * size;
}

/** The title in one, two or three lines of balanced length (the split whose longest line is shortest). */
function balance(title: string, size: number): string[] {
  const all = title.split(/\s+/).filter(Boolean);
  const longest = (lines: string[]) => Math.max(...lines.map((l) => textWidth(l, size)));
  let best = [all.join(" ")];
  if (all.length >= 2) {
    for (let i = 1; i < all.length; i++) {
      const lines = [all.slice(0, i).join(" "), all.slice(i).join(" ")];
      if (best.length === 1 || longest(lines) < longest(best)) best = lines;
    }
  }
  return best;
}

function balance3(title: string, size: number): string[] {
  const all = title.split(/\s+/).filter(Boolean);
  if (all.length < 3) return balance(title, size);
  let best: string[] = [];
  let bestWidth = Infinity;
  for (let i = 1; i < all.length - 1; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const lines = [all.slice(0, i).join(" "), all.slice(i, j).join(" "), all.slice(j).join(" ")];
      const w = Math.max(...lines.map((l) => textWidth(l, size)));
      if (w < bestWidth) {
        best = lines;
        bestWidth = w;
      }
    }
  }
  return best;
}

/** The cover's title: a cream card with the title in Nunito, in up to three balanced lines. */
function titleCard(title: string, rng: Random): { art: string; bottom: number } {
  const maxWidth = 780;
  const fits = (lines: string[], size: number) => lines.every((l) => textWidth(l, size) <= maxWidth);
  let size = 64;
  let lines = textWidth(title, size) <= maxWidth ? [title] : balance(title, size);
  while (size > 34 && !fits(lines, size)) {
    size -= 2;
    lines = textWidth(title, size) <= maxWidth ? [title] : balance(title, size);
  }
  if (!fits(lines, size)) {
    lines = balance3(title, size);
    while (size > 24 && !fits(lines, size)) size -= 2;
  }
  const lineHeight = size * 1.18;
  const width = Math.min(900, Math.max(...lines.map((l) => textWidth(l, size))) + 90);
  const height = lines.length * lineHeight + 44;
  const x = (WIDTH - width) / 2;
  const y = 26;
  const tspans = lines.map((l, i) => el("tspan", { x: WIDTH / 2, y: y + 22 + size * 0.95 + i * lineHeight }, escapeXml(l))).join("");
  const corners = [
    [x + 18, y + 18],
    [x + width - 18, y + 18],
    [x + 18, y + height - 18],
    [x + width - 18, y + height - 18],
  ]
    .map(([cx, cy]) => sparkle(cx!, cy!, 9, rng.pick(["#f2c14e", "#f59ac0", "#7fc8f0"]), { stroke: "none" }))
    .join("");
  const art = group(
    rect(x + 6, y + 8, width, height, "#4a3328", { rx: 26, opacity: 0.22, stroke: "none" }) +
      rect(x, y, width, height, "#fff8e8", { rx: 26, stroke: INK, "stroke-width": 5 }) +
      rect(x + 10, y + 10, width - 20, height - 20, "none", { rx: 18, stroke: "#f2c14e", "stroke-width": 3, "stroke-dasharray": "10 8" }) +
      corners +
      el("text", { "data-role": "title", "font-family": FONT_FAMILY, "font-weight": 700, "font-size": size, fill: INK, "text-anchor": "middle" }, tspans),
    { "data-role": "title-card" },
  );
  return { art, bottom: y + height };
}
