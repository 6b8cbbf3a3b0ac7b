/**
 * Small building blocks for the procedural illustrations: the seeded random
 * source (shared with the writer), colour mixing and terse SVG element writers. Numbers are rounded to
 * one decimal so the same request always yields byte-identical SVG (and PNG).
 */

/** The family name inside the embedded TTF the rasteriser loads (Nunito Bold). */
export const FONT_FAMILY = "Nunito";

/** The ink every motif is outlined with: a soft dark brown, like a picture book's pencil line. */
export const INK = "#4a3328";

export { hash, random, type Random } from "../../../shared/seeded-random";

/** A number as SVG text, one decimal at most. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const part = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${part(ar, br)}${part(ag, bg)}${part(ab, bb)}`;
}

export const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t);
export const darken = (colour: string, t: number) => mix(colour, "#2a1a14", t);

export { escapeHtml as escapeXml } from "../../../shared/html";

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return out;
}

export function el(name: string, attrs: Attributes, children?: string): string {
  return children === undefined ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${children}</${name}>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) => el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attributes = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}) =>
  el("rect", { x, y, width, height, fill, ...extra });
export const path = (d: string, fill: string, extra: Attributes = {}) => el("path", { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attributes = {}) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra });
export const polygon = (points: [number, number][], fill: string, extra: Attributes = {}) =>
  el("polygon", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra });
export const group = (children: string, extra: Attributes = {}) => el("g", extra, children);

/** Path data written with template literals: numbers are rounded like everywhere else. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += n(value) + strings[i + 1]!;
  });
  return out;
}

/** A five-pointed (or n-pointed) star centred on cx, cy. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -Math.PI / 2): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = rotation + (i * Math.PI) / points;
    out.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return out;
}

/** A four-pointed sparkle, the picture-book shorthand for magic and light. */
export function sparkle(cx: number, cy: number, size: number, fill: string, extra: Attributes = {}): string {
  const s = size;
  const k = size * 0.22;
  return path(d`M${cx} ${cy - s}Q${cx + k} ${cy - k} ${cx + s} ${cy}Q${cx + k} ${cy + k} ${cx} ${cy + s}Q${cx - k} ${cy + k} ${cx - s} ${cy}Q${cx - k} ${cy - k} ${cx} ${cy - s}Z`, fill, extra);
}

/** Two friendly eyes with a highlight each. */
export function eyes(x1: number, x2: number, y: number, r: number): string {
  return (
    circle(x1, y, r, INK, { stroke: "none" }) +
    circle(x2, y, r, INK, { stroke: "none" }) +
    circle(x1 + r * 0.35, y - r * 0.35, r * 0.35, "#ffffff", { stroke: "none" }) +
    circle(x2 + r * 0.35, y - r * 0.35, r * 0.35, "#ffffff", { stroke: "none" })
  );
}

/** A smile as an open arc. */
export function smile(cx: number, cy: number, width: number, depth = width * 0.45, strokeWidth = 3): string {
  return path(d`M${cx - width / 2} ${cy}Q${cx} ${cy + depth} ${cx + width / 2} ${cy}`, "none", { stroke: INK, "stroke-width": strokeWidth, "stroke-linecap": "round" });
}

export function cheeks(x1: number, x2: number, y: number, r: number): string {
  return ellipse(x1, y, r, r * 0.65, "#ff8a8a", { stroke: "none", opacity: 0.45 }) + ellipse(x2, y, r, r * 0.65, "#ff8a8a", { stroke: "none", opacity: 0.45 });
}
