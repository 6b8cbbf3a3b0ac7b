/**
 * The chapter's moment, told by light: opening = soft sunrise, buildUp = bright
 * day, dilemma = stormy dusk, resolution = golden sunset, closing = moonlit
 * night, cover = a sunny title-card day. Each moment paints the sky and gives
 * the tint that shades the land and everything standing on it.
 */
import type { Chapter } from "../../../shared/enums";
import type { Mood } from "../../../shared/story-plan";
import { blob, crescent, glowDisc, type DrawContext } from "./motif-kit";
import { circle, d, el, group, mix, n, path, polygon, rect, sparkle, starPoints, type Random } from "./svg";

export type MomentName = Chapter | "cover";

export interface Moment {
  name: MomentName;
  /** Top, middle and horizon colours of the sky. */
  sky: [string, string, string];
  /** Land and motifs are multiplied towards this colour by `strength`. */
  tint: string;
  strength: number;
  /** Lit windows, beams and headlights show. */
  dark: boolean;
}

export const MOMENTS: Record<MomentName, Moment> = {
  opening: { name: "opening", sky: ["#9fd0ee", "#ffd6c4", "#ffeab8"], tint: "#ffd2c2", strength: 0.22, dark: false },
  buildUp: { name: "buildUp", sky: ["#4faeea", "#92d2f4", "#d8f1fb"], tint: "#ffffff", strength: 0, dark: false },
  dilemma: { name: "dilemma", sky: ["#34365c", "#5d5274", "#b98070"], tint: "#7c7aa6", strength: 0.5, dark: true },
  resolution: { name: "resolution", sky: ["#f39a6b", "#f8b866", "#ffe49a"], tint: "#ffc285", strength: 0.28, dark: false },
  closing: { name: "closing", sky: ["#0c1638", "#1c2b62", "#3b4c8c"], tint: "#34468a", strength: 0.62, dark: true },
  cover: { name: "cover", sky: ["#86c9f2", "#c2e7f9", "#fff0cc"], tint: "#fff4e0", strength: 0.08, dark: false },
};

/**
 * The moment as the plan tells it: a chapter set at night is lit by the moon,
 * and the dilemma's sky is the trouble the text tells — a storm only when the
 * trouble is the weather, falling snow in a snowstorm, calm dusk otherwise.
 */
export function momentFor(chapter: MomentName, mood: Mood | undefined): Moment {
  if (mood === "night") return { ...MOMENTS.closing, name: chapter };
  // Darker than dusk, not yet the peaceful night of the ending: the moment something moves in the shadows.
  if (mood === "dark") return { name: chapter, sky: ["#1c1f44", "#34305c", "#5a4a78"], tint: "#4a4a86", strength: 0.55, dark: true };
  if (chapter === "dilemma" && (mood === "dusk" || mood === "snow")) {
    return { name: chapter, sky: mood === "snow" ? ["#5d6a8a", "#8e98b4", "#c9d0e0"] : ["#5a5a8c", "#b08aa8", "#f2b48c"], tint: "#b4a6c8", strength: 0.35, dark: true };
  }
  return MOMENTS[chapter];
}

export const WIDTH = 960;
export const HEIGHT = 640;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Multiplies every colour of an SVG fragment towards the moment's tint, the
 * way evening light falls on a painted scene. Done on the text rather than
 * with a blend mode so the sky keeps its own colours.
 */
export function shade(fragment: string, moment: Moment): string {
  if (moment.strength === 0) return fragment;
  const [tr, tg, tb] = channels(moment.tint);
  const cache = new Map<string, string>();
  return fragment.replace(/#[0-9a-f]{6}\b/gi, (hex) => {
    const key = hex.toLowerCase();
    let out = cache.get(key);
    if (!out) {
      const [r, g, b] = channels(key);
      const multiplied = `#${[(r * tr) / 255, (g * tg) / 255, (b * tb) / 255].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
      out = mix(key, multiplied, moment.strength);
      cache.set(key, out);
    }
    return out;
  });
}

export function skyGradient(moment: Moment, horizon: number): string {
  return el(
    "linearGradient",
    { id: "sky", x1: 0, y1: 0, x2: 0, y2: horizon + 40, gradientUnits: "userSpaceOnUse" },
    el("stop", { offset: 0, "stop-color": moment.sky[0] }) + el("stop", { offset: 0.6, "stop-color": moment.sky[1] }) + el("stop", { offset: 1, "stop-color": moment.sky[2] }),
  );
}

function fluffyCloud(x: number, y: number, scale: number, colour: string): string {
  const r = 26 * scale;
  return blob(
    [
      [x - r * 1.6, y, r],
      [x - r * 0.5, y - r * 0.7, r * 1.3],
      [x + r * 0.9, y - r * 0.4, r * 1.1],
      [x + r * 1.9, y + r * 0.1, r * 0.8],
      [x + r * 0.2, y + r * 0.3, r * 1.1],
    ],
    colour,
    false,
  );
}

export interface SkyArt {
  /** Drawn behind the hills (sun, clouds). */
  back: string;
  /** Drawn above everything, unshaded (moon, stars, lightning, sparkles). */
  front: string;
  defs: string;
  /** Where the sun or moon sits, so sky motifs keep clear of it. */
  lightX: number | undefined;
}

/** The sky's own actors for the moment. `skyline(x)` is the top of the hills at x (stars stay above it). */
export function drawSky(moment: Moment, rng: Random, ctx: DrawContext, horizon: number, skyline: (x: number) => number, mood?: Mood): SkyArt {
  const left = rng.chance(0.5);
  let back = "";
  let front = "";
  let defs = "";
  let lightX: number | undefined;
  const clouds = (count: number, colour: string, yMin: number, yMax: number, scaleMin: number, scaleMax: number) => {
    let out = "";
    for (let i = 0; i < count; i++) {
      const x = ((i + rng.range(0.15, 0.85)) * WIDTH) / count;
      out += fluffyCloud(x, rng.range(yMin, yMax), rng.range(scaleMin, scaleMax), colour);
    }
    return out;
  };
  const sun = (x: number, y: number, r: number, colour: string, halo: string, haloRadius: number) => {
    const glow = glowDisc(ctx, x, y, haloRadius, halo, 0.85);
    defs += glow.defs;
    return glow.art + circle(x, y, r, colour, { stroke: "none" });
  };

  switch (mood === "night" || mood === "dark" ? "closing" : moment.name) {
    case "opening": {
      lightX = left ? rng.range(140, 260) : rng.range(700, 820);
      // Just peeking over the hills.
      back += sun(lightX, Math.min(horizon - 12, skyline(lightX) - 14), 58, "#fff2b8", "#ffe3a0", 260);
      back += group(clouds(3, "#fff3ee", 90, 200, 0.6, 0.9), { opacity: 0.8 });
      // Far-off birds greeting the morning.
      for (let i = 0; i < 3; i++) {
        const bx = (lightX > WIDTH / 2 ? 200 : 620) + i * 34 + rng.range(-8, 8);
        const by = 150 + i * 14 + rng.range(-6, 6);
        back += path(d`M${bx - 10} ${by}Q${bx - 5} ${by - 7} ${bx} ${by}Q${bx + 5} ${by - 7} ${bx + 10} ${by}`, "none", { stroke: "#7a6a78", "stroke-width": 2.5, "stroke-linecap": "round" });
      }
      break;
    }
    case "buildUp": {
      lightX = left ? rng.range(110, 200) : rng.range(760, 850);
      let rays = "";
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2 + rng.range(0, 0.2);
        rays += polygon(
          [
            [lightX + Math.cos(a - 0.08) * 62, 100 + Math.sin(a - 0.08) * 62],
            [lightX + Math.cos(a) * 96, 100 + Math.sin(a) * 96],
            [lightX + Math.cos(a + 0.08) * 62, 100 + Math.sin(a + 0.08) * 62],
          ],
          "#fff1a0",
          { stroke: "none" },
        );
      }
      back += sun(lightX, 100, 50, "#ffe25a", "#fff6c0", 170) + rays;
      back += clouds(4, "#ffffff", 70, 220, 0.7, 1.1);
      break;
    }
    case "dilemma": {
      if (mood === "dusk") {
        // A worried, quiet evening: low sun behind drifting clouds, no storm.
        lightX = left ? rng.range(140, 260) : rng.range(700, 820);
        back += sun(lightX, Math.min(horizon - 6, skyline(lightX) - 10), 50, "#ffcf8a", "#f6b08a", 220);
        back += group(clouds(4, "#9a88a8", 80, 220, 0.8, 1.2), { opacity: 0.9 });
        break;
      }
      back += clouds(3, "#8a86a8", 150, 250, 0.9, 1.3);
      // Heavy storm clouds hanging low over the tops.
      let storm = "";
      for (let i = 0; i < 6; i++) {
        const x = -40 + (i * (WIDTH + 80)) / 5 + rng.range(-30, 30);
        storm += fluffyCloud(x, rng.range(40, 100), rng.range(1.3, 1.8), i % 2 ? "#4d4a66" : "#57537a");
      }
      back += storm;
      if (mood === "snow") {
        // A snowstorm: heavy flakes driven by the wind, no lightning.
        let flakes = "";
        for (let i = 0; i < 90; i++) flakes += circle(rng.range(0, WIDTH), rng.range(90, HEIGHT), rng.range(2.5, 6), "#ffffff", { stroke: "none", opacity: rng.range(0.6, 0.95) });
        front += group(flakes, { "data-weather": "snow" });
        break;
      }
      // Lightning, cold wind and rain.
      const lx = rng.range(180, 780);
      const bolt: [number, number][] = [
        [lx, 110],
        [lx - 26, 180],
        [lx - 6, 180],
        [lx - 30, 256],
        [lx + 22, 164],
        [lx + 2, 164],
        [lx + 22, 110],
      ];
      const flash = glowDisc(ctx, lx - 4, 180, 120, "#fff6b0", 0.5);
      defs += flash.defs;
      front += flash.art + polygon(bolt, "#ffe45c", { stroke: "#fff8d0", "stroke-width": 3, "stroke-linejoin": "round" });
      let rain = "";
      for (let i = 0; i < 70; i++) {
        const x = rng.range(-20, WIDTH);
        const y = rng.range(90, HEIGHT);
        rain += `M${n(x)} ${n(y)}l-8 22`;
      }
      front += group(path(rain, "none", { stroke: "#d6def2", "stroke-width": 2.5, "stroke-linecap": "round", opacity: 0.45 }), { "data-weather": "storm" });
      // Gusts of cold wind, each ending in a curl.
      for (let i = 0; i < 2; i++) {
        const wx = rng.range(40, WIDTH - 320);
        const wy = rng.range(260, 340) + i * 50;
        front += path(d`M${wx} ${wy}C${wx + 70} ${wy - 24} ${wx + 140} ${wy + 24} ${wx + 210} ${wy}C${wx + 250} ${wy - 14} ${wx + 250} ${wy - 44} ${wx + 226} ${wy - 44}C${wx + 206} ${wy - 44} ${wx + 206} ${wy - 22} ${wx + 222} ${wy - 22}`, "none", {
          stroke: "#eef1fa",
          "stroke-width": 5,
          "stroke-linecap": "round",
          opacity: 0.55,
        });
      }
      break;
    }
    case "resolution": {
      lightX = left ? rng.range(160, 280) : rng.range(680, 800);
      back += sun(lightX, Math.min(horizon - 4, skyline(lightX) - 20), 74, "#ffd56b", "#fff0a8", 300);
      back += group(clouds(3, "#ffc9b0", 80, 190, 0.7, 1.0), { opacity: 0.85 });
      for (let i = 0; i < 7; i++) front += sparkle(rng.range(60, WIDTH - 60), rng.range(60, 260), rng.range(6, 12), "#fff8d8", { stroke: "none", opacity: 0.9 });
      break;
    }
    case "closing": {
      lightX = left ? rng.range(130, 240) : rng.range(720, 830);
      const moonY = rng.range(90, 130);
      const glow = glowDisc(ctx, lightX, moonY, 150, "#d8e2ff", 0.55);
      defs += glow.defs;
      front += glow.art + group(path(crescent(48, 20, -14, 44), "#fff2c0", { stroke: "none" }), { transform: `translate(${n(lightX)} ${n(moonY)})` });
      let stars = "";
      let twinkles = "";
      for (let i = 0; i < 60; i++) {
        const x = rng.range(10, WIDTH - 10);
        const y = rng.range(14, horizon - 20);
        if (y > skyline(x) - 14 || Math.hypot(x - lightX, y - moonY) < 80) continue;
        const size = rng.range(1.2, 3.2);
        if (size > 2.9) twinkles += sparkle(x, y, size * 3.2, "#fff6d0", { stroke: "none" });
        else stars += circle(x, y, size, "#fffbe8", { stroke: "none" });
      }
      front += stars + twinkles;
      if (rng.chance(0.5)) front += polygon(starPoints(lightX > WIDTH / 2 ? 260 : 700, 70, 9, 4), "#fff6d0", { stroke: "none" });
      break;
    }
    case "cover": {
      lightX = left ? 90 : WIDTH - 90;
      back += sun(lightX, 70, 44, "#ffe680", "#fff6c8", 220);
      back += group(clouds(3, "#ffffff", 190, 280, 0.6, 0.9), { opacity: 0.9 });
      for (let i = 0; i < 10; i++) front += sparkle(rng.range(40, WIDTH - 40), rng.range(170, 330), rng.range(5, 10), "#fffbe0", { stroke: "none", opacity: 0.9 });
      break;
    }
  }
  return { back, front, defs, lightX };
}

/** Everything the sky gradient needs, as one rect. */
export function skyRect(): string {
  return rect(0, 0, WIDTH, HEIGHT, "url(#sky)", { stroke: "none" });
}
