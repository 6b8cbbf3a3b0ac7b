/**
 * The story's world: rolling hills, a winding path, a seaside or a snowy
 * field. Seeded per story (not per chapter) so every picture of one story
 * happens in the same place, only the light and the actors change.
 */
import type { Setting } from "./motif-kit";
import { HEIGHT, WIDTH } from "./moments";
import { circle, d, darken, ellipse, group, lighten, line, n, path, rect, type Random } from "./svg";

export interface World {
  setting: Setting;
  horizon: number;
  /** Far hills, drawn behind everything on the ground. */
  far: string;
  /** Near land: ground, sea and beach, path. */
  near: string;
  /** Small details in front of the land but behind the actors. */
  details: string;
  /** Grass tufts and pebbles drawn over the actors' feet line, in front. */
  foreground: string;
  water: string;
  /** Top of the far hills at x, for keeping stars in the sky. */
  skyline(x: number): number;
  /** Rows where actors stand: back row and front row foot lines, and the water line. */
  rows: { back: number; front: number; water: number };
}

interface Palette {
  far: string;
  mid: string;
  ground: string;
  path: string;
  tuft: string;
}

const MEADOWS: Palette[] = [
  { far: "#a9d6a0", mid: "#93cb74", ground: "#86c464", path: "#f1dba8", tuft: "#5fa74a" },
  { far: "#b5d9a4", mid: "#a0d07a", ground: "#8ec86a", path: "#f0d4a0", tuft: "#6aae4e" },
  { far: "#a3cfae", mid: "#8cc57e", ground: "#7fbf6a", path: "#efd9ae", tuft: "#569f4f" },
];
const SNOW: Palette = { far: "#cad9ee", mid: "#e1eaf6", ground: "#f2f6fc", path: "#dfe8f3", tuft: "#b9cde3" };
const SEAS = ["#5fb3d9", "#4fa7d4", "#62bcd0"];

/** A smooth hill line through points spaced across the width. */
function hillLine(rng: Random, base: number, amplitude: number, bumps: number): { d: string; heights: number[]; step: number } {
  const step = (WIDTH + 200) / bumps;
  const heights: number[] = [];
  for (let i = 0; i <= bumps; i++) heights.push(base - rng.range(0.2, 1) * amplitude);
  let data = `M-100 ${n(heights[0]!)}`;
  for (let i = 1; i <= bumps; i++) {
    const x0 = -100 + (i - 1) * step;
    const x1 = -100 + i * step;
    data += d`C${x0 + step * 0.5} ${heights[i - 1]!} ${x1 - step * 0.5} ${heights[i]!} ${x1} ${heights[i]!}`;
  }
  return { d: `${data}V${HEIGHT + 10}H-100Z`, heights, step };
}

function smallTree(x: number, y: number, scale: number, colour: string, pine: boolean): string {
  if (pine) {
    return group(
      rect(-3, -12, 6, 12, "#8b6248", { stroke: "none" }) + path(d`M0 -58L-16 -24H-8L-20 -8H20L8 -24H16Z`, colour, { stroke: "none" }) + path(d`M0 -58L-7 -44H7Z`, "#ffffff", { stroke: "none" }),
      { transform: `translate(${n(x)} ${n(y)}) scale(${n(scale)})` },
    );
  }
  return group(rect(-3, -20, 6, 20, "#8b6248", { stroke: "none" }) + circle(0, -34, 18, colour, { stroke: "none" }) + circle(-6, -40, 6, lighten(colour, 0.2), { stroke: "none" }), {
    transform: `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
  });
}

export function buildWorld(setting: Setting, rng: Random): World {
  const palette = setting === "snow" ? SNOW : rng.pick(MEADOWS);
  const horizon = Math.round(rng.range(388, 412));
  const water = rng.pick(SEAS);
  const farHills = hillLine(rng, horizon, setting === "seaside" ? 40 : 90, rng.int(4, 6));
  const hills = (x: number) => {
    const position = (x + 100) / farHills.step;
    const i = Math.min(Math.floor(position), farHills.heights.length - 2);
    const t = position - i;
    const s = t * t * (3 - 2 * t);
    return farHills.heights[i]! + (farHills.heights[i + 1]! - farHills.heights[i]!) * s;
  };

  // Seaside: only the headland rises above the horizon.
  const headlandX = rng.chance(0.5) ? 60 : WIDTH - 60;
  const skyline = (x: number) => (setting !== "seaside" ? hills(x) : Math.abs(x - headlandX) < 260 ? horizon - 110 : horizon);
  let far = "";
  let near = "";
  let details = "";
  let foreground = "";
  const rows = { back: horizon + 82, front: 596, water: horizon + 56 };

  if (setting === "seaside") {
    // Distant headland on one side, the sea to the horizon, and a sandy beach in front.
    const cx = headlandX;
    const side = cx < WIDTH / 2 ? -1 : 1;
    far += path(d`M${cx - 260} ${horizon + 4}Q${cx - 120} ${horizon - 110} ${cx} ${horizon - 96}Q${cx + 140} ${horizon - 80} ${cx + 260} ${horizon + 4}Z`, palette.far, { stroke: "none" });
    far += ellipse(WIDTH / 2 + side * -180, horizon + 2, 90, 16, darken(palette.far, 0.05), { stroke: "none" });
    const beach = horizon + 104;
    near += rect(0, horizon, WIDTH, beach - horizon + 20, water, { stroke: "none" });
    for (let i = 0; i < 8; i++) {
      const y = horizon + 14 + i * 11;
      const x = rng.range(40, WIDTH - 140);
      near += line(x, y, x + rng.range(40, 110), y, lighten(water, 0.35), 3, { opacity: 0.7 });
    }
    let shore = `M-10 ${beach}`;
    for (let x = -10; x < WIDTH + 20; x += 80) shore += d`Q${x + 20} ${beach - 14 + rng.range(-4, 4)} ${x + 40} ${beach}T${x + 80} ${beach}`;
    near += path(`${shore}V${HEIGHT}H-10Z`, "#f3dfae", { stroke: "none" });
    near += path(shore, "none", { stroke: "#ffffff", "stroke-width": 6, opacity: 0.85 });
    rows.back = beach + 44;
    rows.front = 604;
    rows.water = horizon + 60;
    for (let i = 0; i < 10; i++) details += ellipse(rng.range(20, WIDTH - 20), rng.range(beach + 30, HEIGHT - 10), rng.range(3, 6), rng.range(2, 3), "#d9bf88", { stroke: "none" });
  } else {
    far += path(farHills.d, palette.far, { stroke: "none" });
    const trees = rng.int(3, 6);
    for (let i = 0; i < trees; i++) {
      const x = rng.range(30, WIDTH - 30);
      details += smallTree(x, skyline(x) + 8, rng.range(0.7, 1.1), darken(palette.far, 0.25), setting === "snow" || rng.chance(0.3));
    }
    const mid = hillLine(rng, horizon + 50, 50, rng.int(3, 4));
    near += path(mid.d, palette.mid, { stroke: "none" });
    // The ground the actors stand on, gently curved.
    const g = horizon + 58 + rng.range(-6, 6);
    near += path(d`M-10 ${g + 10}Q${WIDTH * 0.3} ${g - 18} ${WIDTH * 0.55} ${g}T${WIDTH + 10} ${g - 6}V${HEIGHT}H-10Z`, palette.ground, { stroke: "none" });
    // A winding path from the reader's feet to the horizon.
    const startX = rng.range(300, 660);
    const endX = rng.range(380, 580);
    const bend = rng.range(-160, 160);
    near += path(
      d`M${startX - 110} ${HEIGHT + 4}Q${startX + bend - 40} ${g + 60} ${endX - 8} ${g - 2}L${endX + 8} ${g - 2}Q${startX + bend + 40} ${g + 60} ${startX + 110} ${HEIGHT + 4}Z`,
      palette.path,
      { stroke: "none" },
    );
    rows.back = g + 30;
    if (setting === "snow") {
      for (let i = 0; i < 40; i++) foreground += circle(rng.range(0, WIDTH), rng.range(20, HEIGHT - 20), rng.range(2, 4.5), "#ffffff", { stroke: "none", opacity: 0.85 });
    }
  }

  // Grass tufts and tiny flowers (or pebbles on the beach) scattered at the front.
  for (let i = 0; i < 16; i++) {
    const x = rng.range(10, WIDTH - 10);
    const y = rng.range(rows.back + 20, HEIGHT - 6);
    if (setting === "seaside") {
      details += ellipse(x, y, rng.range(4, 8), rng.range(3, 5), rng.pick(["#c9b8a0", "#e8d8c0", "#b7a58e"]), { stroke: "none" });
    } else {
      details += path(d`M${x - 8} ${y}L${x - 4} ${y - 12}L${x} ${y}L${x + 4} ${y - 14}L${x + 8} ${y}Z`, palette.tuft, { stroke: "none" });
      if (setting === "meadow" && rng.chance(0.4)) details += circle(x + 12, y - 4, 4, rng.pick(["#ffffff", "#f5cf3a", "#f59ac0"]), { stroke: "none" });
    }
  }

  return { setting, horizon, far, near, details, foreground, water, skyline, rows };
}
