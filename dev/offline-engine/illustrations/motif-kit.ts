/**
 * What every motif drawing receives and returns, and the few drawing tricks
 * they share (outlined blobs, outlined thick strokes, water at a hull's foot).
 * Motifs draw in local units: ground motifs stand on y = 0 and grow upwards
 * (negative y), sky motifs are centred on 0, 0.
 */
import { circle, d, el, group, INK, n, path, type Random } from "./svg";

export type Setting = "meadow" | "seaside" | "snow";
/** Where a motif lives in the picture: on the ground, high in the sky, low in the air, on the water, or behind the hills. */
export type Zone = "ground" | "sky" | "air" | "water" | "backdrop";

export interface DrawContext {
  rng: Random;
  /** From a colour word in the idea, when there was one. */
  colour: string | undefined;
  variant: string | undefined;
  words: ReadonlySet<string>;
  setting: Setting;
  /** The sea's colour, for motifs that sit in water. */
  water: string;
  /** A document-unique id for gradients. */
  id(prefix: string): string;
}

export interface MotifArt {
  art: string;
  /** Always drawn, above the moment's shading (lamps, flames, glowing things). */
  glow?: string;
  /** Drawn only after dark (lit windows, headlights, beams). */
  lights?: string;
  /** Gradients the drawing refers to. */
  defs?: string;
}

export interface MotifSpec {
  zone: Zone | ((setting: Setting) => Zone);
  /** Extra scale applied when the motif is placed. */
  size: number;
  /** Width in local units, for spacing motifs apart. */
  width: number;
  /** Big things (castles, trees) stand in the back row. */
  back?: boolean;
  /** The drawing already shows several (a school of fish), so a plural draws it once. */
  group?: boolean;
  draw(ctx: DrawContext): MotifArt;
}

export const strokeWidth = 4;

/** The default outline every motif group carries; shapes inherit it. */
export const OUTLINE = { stroke: INK, "stroke-width": strokeWidth, "stroke-linejoin": "round", "stroke-linecap": "round" } as const;

/**
 * Overlapping circles drawn as one soft shape with a single outer outline:
 * first every circle with a thick ink stroke, then the fills on top.
 */
export function blob(circles: [number, number, number][], fill: string, outline = true): string {
  const ink = outline ? circles.map(([x, y, r]) => circle(x, y, r, INK, { "stroke-width": strokeWidth * 1.6 })).join("") : "";
  return ink + circles.map(([x, y, r]) => circle(x, y, r, fill, { stroke: "none" })).join("");
}

/** A thick stroke with an ink outline (tails, necks, handles). */
export function limb(data: string, colour: string, width: number): string {
  return (
    path(data, "none", { stroke: INK, "stroke-width": width + strokeWidth * 1.6, "stroke-linecap": "round" }) +
    path(data, "none", { stroke: colour, "stroke-width": width, "stroke-linecap": "round" })
  );
}

/** A band of water with a foam line, drawn over the foot of something floating. */
export function waterline(width: number, water: string): string {
  const half = width / 2;
  let top = `M${n(-half)} 0`;
  for (let x = -half; x < half; x += 30) top += d`Q${x + 7.5} -7 ${x + 15} 0T${x + 30} 0`;
  return group(
    path(`${top}V24H${n(-half)}Z`, water, { stroke: "none" }) +
      path(top, "none", { stroke: "#ffffff", "stroke-width": 4, opacity: 0.8 }),
  );
}

/** A radial glow of the given colour (a definition and the disc using it). */
export function glowDisc(ctx: DrawContext, cx: number, cy: number, r: number, colour: string, strength = 0.75): { defs: string; art: string } {
  const id = ctx.id("glow");
  const defs = el(
    "radialGradient",
    { id },
    el("stop", { offset: 0, "stop-color": colour, "stop-opacity": strength }) +
      el("stop", { offset: 0.45, "stop-color": colour, "stop-opacity": strength * 0.35 }) +
      el("stop", { offset: 1, "stop-color": colour, "stop-opacity": 0 }),
  );
  return { defs, art: circle(cx, cy, r, `url(#${id})`, { stroke: "none" }) };
}

/** Points on an ellipse's outline, for bands (stripes on a bee) that follow its curve. */
export function ellipseBand(rx: number, ry: number, x1: number, x2: number, steps = 6): string {
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = x1 + ((x2 - x1) * i) / steps;
    const h = ry * Math.sqrt(Math.max(0, 1 - (x * x) / (rx * rx)));
    top.push(`${n(x)} ${n(-h)}`);
    bottom.unshift(`${n(x)} ${n(h)}`);
  }
  return `M${top.join("L")}L${bottom.join("L")}Z`;
}

/** A crescent: the part of circle (0, 0, r) outside circle (dx, dy, r2). */
export function crescent(r: number, dx: number, dy: number, r2: number): string {
  // Intersections of the two circles.
  const dist = Math.hypot(dx, dy);
  const a = (r * r - r2 * r2 + dist * dist) / (2 * dist);
  const h = Math.sqrt(Math.max(0, r * r - a * a));
  const mx = (a * dx) / dist;
  const my = (a * dy) / dist;
  const p1 = [mx + (h * dy) / dist, my - (h * dx) / dist] as const;
  const p2 = [mx - (h * dy) / dist, my + (h * dx) / dist] as const;
  return `M${n(p1[0])} ${n(p1[1])}A${n(r)} ${n(r)} 0 1 0 ${n(p2[0])} ${n(p2[1])}A${n(r2)} ${n(r2)} 0 0 1 ${n(p1[0])} ${n(p1[1])}Z`;
}

/** Rotate/translate/scale shorthand for sub-groups. */
export function at(x: number, y: number, content: string, scale = 1, rotate = 0, flip = false): string {
  let transform = `translate(${n(x)} ${n(y)})`;
  if (rotate) transform += ` rotate(${n(rotate)})`;
  if (scale !== 1 || flip) transform += ` scale(${n(flip ? -scale : scale)} ${n(scale)})`;
  return group(content, { transform });
}

export const SKIN = ["#f6d2b8", "#eab894", "#c98e66", "#8d5a3b", "#f3c9a5"] as const;
export const HAIR = ["#4a3328", "#8b5a2b", "#e2b04a", "#c0522e", "#2e2a2a"] as const;
export const BRIGHT = ["#e5534b", "#f28c38", "#f5cf3a", "#5cb85c", "#3cc3b8", "#4f8fe0", "#9b6fd0", "#f59ac0"] as const;
