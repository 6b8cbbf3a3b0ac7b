/** People: children, grown-ups, royalty, pirates, witches, wizards, fairies, astronauts. */
import { glowDisc, limb, HAIR, SKIN, type DrawContext, type MotifArt, type MotifSpec } from "./motif-kit";
import { cheeks, circle, d, ellipse, eyes, INK, line, path, polygon, rect, smile, sparkle, starPoints } from "./svg";

type Role =
  | "girl" | "boy" | "child" | "baby" | "princess" | "prince" | "king" | "queen" | "knight" | "witch" | "wizard"
  | "fairy" | "grandma" | "grandpa" | "grownup" | "astronaut" | "explorer" | "pirate";

const GIRLISH = new Set<Role>(["girl", "princess", "queen", "witch", "fairy", "grandma"]);

function crown(y: number, gold = "#f2c14e"): string {
  return path(d`M-22 ${y}L-24 ${y - 26}L-11 ${y - 14}L0 ${y - 30}L11 ${y - 14}L24 ${y - 26}L22 ${y}Z`, gold) + circle(0, y - 8, 3.5, "#e5534b", { "stroke-width": 2 });
}

export function personArt(ctx: DrawContext, role: Role): MotifArt {
  const skin = ctx.rng.pick(SKIN);
  const grey = role === "grandma" || role === "grandpa" || role === "wizard";
  const hair = grey ? "#d8d4d0" : ctx.rng.pick(HAIR);
  const clothes = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#5cb85c", "#9b6fd0", "#f28c38", "#3cc3b8", "#f59ac0"]);
  const trousers = ctx.rng.pick(["#3f5a8a", "#6b4a3a", "#4a6a4a"]);
  const girlish = GIRLISH.has(role) || (role === "child" && ctx.rng.chance(0.5)) || (role === "grownup" && ctx.rng.chance(0.5));
  const tall = role === "grownup" || role === "king" || role === "queen" || role === "grandma" || role === "grandpa" || role === "wizard" || role === "witch" || role === "knight" || role === "pirate";
  const baby = role === "baby";
  const h = tall ? 1.15 : 1;
  const headY = -130 * h;
  const shoulder = -98 * h;
  const waist = -42 * h;

  let defs = "";
  let glow = "";
  let behind = "";
  let outfit: string;
  let legs = rect(-16, waist, 12, -waist - 4, trousers) + rect(4, waist, 12, -waist - 4, trousers) + ellipse(-12, -4, 12, 6, INK) + ellipse(12, -4, 12, 6, INK);
  const longDress = role === "princess" || role === "queen" || role === "witch" || role === "wizard";

  if (role === "fairy") behind += ellipse(-30, shoulder + 10, 26, 40, "#dff2ff", { opacity: 0.85, transform: `rotate(-25 -30 ${shoulder + 10})` }) + ellipse(30, shoulder + 10, 26, 40, "#dff2ff", { opacity: 0.85, transform: `rotate(25 30 ${shoulder + 10})` });
  if (role === "king" || role === "prince") behind += path(d`M-22 ${shoulder}L-40 -6L40 -6L22 ${shoulder}Z`, "#c0392b");
  if (role === "astronaut") behind += rect(-30, shoulder - 4, 60, 60, "#c9d1db", { rx: 10 });
  if (role === "explorer") behind += rect(-30, shoulder + 2, 24, 40, "#a8744a", { rx: 6 });
  if (role === "grandma" || (girlish && !baby && ctx.rng.chance(0.5) && role !== "witch")) behind += ellipse(0, headY + 16, 34, 40, hair);

  if (longDress) {
    const dress = role === "witch" ? ctx.colour ?? "#7a5ab0" : role === "wizard" ? ctx.colour ?? "#3f5ab0" : clothes;
    outfit = path(d`M-16 ${shoulder}L-44 -4L44 -4L16 ${shoulder}Z`, dress);
    if (role === "wizard") outfit += polygon(starPoints(-16, -40, 8, 3.5), "#f5cf3a", { "stroke-width": 2 }) + polygon(starPoints(18, -66, 7, 3), "#f5cf3a", { "stroke-width": 2 });
    legs = ellipse(-14, -4, 12, 6, INK) + ellipse(14, -4, 12, 6, INK);
  } else if (girlish && role !== "astronaut" && role !== "knight") {
    outfit = path(d`M-18 ${shoulder}L-34 ${waist + 6}L34 ${waist + 6}L18 ${shoulder}Z`, clothes);
    legs = rect(-14, waist, 10, -waist - 4, skin) + rect(4, waist, 10, -waist - 4, skin) + ellipse(-10, -4, 11, 6, "#e5534b") + ellipse(10, -4, 11, 6, "#e5534b");
  } else {
    const top = role === "knight" ? "#c9d1db" : role === "astronaut" ? "#f4f4f8" : role === "explorer" ? "#d9c08a" : clothes;
    outfit = rect(-22, shoulder, 44, -shoulder + waist + 6, top, { rx: 10 });
    if (role === "pirate") {
      outfit = rect(-22, shoulder, 44, -shoulder + waist + 6, "#fbf8f2", { rx: 10 });
      for (let y = shoulder + 10; y < waist; y += 14) outfit += rect(-20, y, 40, 6, "#e5534b", { stroke: "none" });
      outfit += rect(-22, waist - 6, 44, 10, INK, { rx: 3 }) + rect(-6, waist - 6, 12, 10, "#f2c14e", { "stroke-width": 2 });
    }
    if (role === "knight") outfit += path(d`M-14 ${shoulder + 14}H14M0 ${shoulder + 8}V${waist}`, "none", { stroke: "#e5534b", "stroke-width": 5 });
    if (role === "astronaut") {
      outfit += rect(-12, shoulder + 14, 24, 16, "#4f8fe0", { rx: 3, "stroke-width": 2.5 });
      legs = rect(-18, waist, 14, -waist - 4, "#f4f4f8") + rect(4, waist, 14, -waist - 4, "#f4f4f8") + ellipse(-12, -5, 13, 7, "#9aa0a8") + ellipse(12, -5, 13, 7, "#9aa0a8");
    }
  }

  const armColour = role === "astronaut" ? "#f4f4f8" : role === "knight" ? "#c9d1db" : longDress ? (role === "witch" ? "#7a5ab0" : role === "wizard" ? "#3f5ab0" : clothes) : skin;
  const waving = ctx.rng.chance(0.5);
  const arms =
    limb(d`M-18 ${shoulder + 6}Q-34 ${shoulder + 24} -36 ${shoulder + 50}`, armColour, 11) +
    circle(-36, shoulder + 54, 7, skin) +
    (waving ? limb(d`M18 ${shoulder + 6}Q36 ${shoulder - 6} 40 ${shoulder - 34}`, armColour, 11) + circle(40, shoulder - 38, 7, skin) : limb(d`M18 ${shoulder + 6}Q34 ${shoulder + 24} 36 ${shoulder + 50}`, armColour, 11) + circle(36, shoulder + 54, 7, skin));

  let hold = "";
  if (role === "fairy" || role === "wizard" || role === "witch") {
    const [hx, hy] = waving ? [40, shoulder - 38] : [36, shoulder + 54];
    const star = glowDisc(ctx, hx + 14, hy - 34, 34, "#fff3b0", 0.8);
    defs += star.defs;
    hold = line(hx, hy, hx + 14, hy - 30, "#8b5a3c", 4);
    glow += star.art + polygon(starPoints(hx + 14, hy - 34, 11, 5), "#ffd84d", { "stroke-width": 2.5 });
  }
  if (role === "knight") {
    hold = path(d`M-52 ${shoulder + 30}H-20V${shoulder + 60}Q-36 ${shoulder + 80} -52 ${shoulder + 60}Z`, "#4f8fe0") + polygon(starPoints(-36, shoulder + 50, 8, 3.5), "#f5cf3a", { "stroke-width": 2 });
  }
  if (role === "pirate") {
    const [hx, hy] = waving ? [40, shoulder - 38] : [36, shoulder + 54];
    hold = line(hx, hy, hx + 30, hy - 40, "#c9d1db", 5) + line(hx - 6, hy - 4, hx + 8, hy + 6, "#f2c14e", 5);
  }

  const r = baby ? 26 : 30;
  let hairTop = path(d`M${-r - 1} ${headY - 2}Q${-r} ${headY - r - 6} 0 ${headY - r - 6}Q${r} ${headY - r - 6} ${r + 1} ${headY - 2}Q${r * 0.6} ${headY - r * 0.6} 0 ${headY - r * 0.55}Q${-r * 0.6} ${headY - r * 0.6} ${-r - 1} ${headY - 2}Z`, hair);
  if (role === "grandpa") hairTop = ellipse(-r + 2, headY - 4, 8, 12, hair) + ellipse(r - 2, headY - 4, 8, 12, hair);
  if (role === "grandma") hairTop += circle(0, headY - r - 10, 12, hair);
  if (baby) hairTop = path(d`M-4 ${headY - r}Q0 ${headY - r - 14} 8 ${headY - r - 8}`, "none", { stroke: hair, "stroke-width": 4 });
  const pigtails = girlish && !baby && !longDress && role !== "grandma" ? circle(-r - 6, headY + 2, 10, hair) + circle(r + 6, headY + 2, 10, hair) : "";

  let hat = "";
  const top = headY - r;
  if (role === "princess" || role === "queen" || role === "king" || role === "prince") hat = crown(top + 6);
  if (role === "witch") hat = ellipse(0, top + 4, 46, 8, "#3f3a44") + path(d`M-24 ${top + 2}L8 ${top - 64}L24 ${top + 2}Z`, "#3f3a44") + rect(-22, top - 6, 44, 8, "#9b6fd0", { stroke: "none" });
  if (role === "wizard") hat = ellipse(0, top + 4, 42, 8, "#3f5ab0") + path(d`M-24 ${top + 2}L0 ${top - 70}L24 ${top + 2}Z`, "#3f5ab0") + polygon(starPoints(0, top - 26, 8, 3.5), "#f5cf3a", { "stroke-width": 2 });
  if (role === "pirate") hat = path(d`M-44 ${top + 8}Q0 ${top - 40} 44 ${top + 8}Q0 ${top - 6} -44 ${top + 8}Z`, "#3f3a44") + circle(0, top - 8, 6, "#fbf8f2", { "stroke-width": 2 });
  if (role === "explorer") hat = ellipse(0, top + 6, 44, 9, "#c9a86a") + path(d`M-26 ${top + 6}Q-24 ${top - 22} 0 ${top - 22}Q24 ${top - 22} 26 ${top + 6}Z`, "#c9a86a");
  if (role === "knight") hat = path(d`M${-r - 4} ${headY + 6}Q${-r - 4} ${top - 10} 0 ${top - 10}Q${r + 4} ${top - 10} ${r + 4} ${headY + 6}Z`, "#c9d1db") + rect(-20, headY - 8, 40, 8, INK, { rx: 3 }) + path(d`M0 ${top - 10}Q10 ${top - 34} 24 ${top - 30}`, "none", { stroke: "#e5534b", "stroke-width": 8 });

  const face =
    (role === "knight" ? "" : eyes(-10, 10, headY - 2, 4)) +
    (role === "pirate" ? circle(10, headY - 2, 8, INK, { stroke: "none" }) + line(-r, headY - 10, r, headY + 2, INK, 2.5) : "") +
    smile(0, headY + 12, 14, 6, 3) +
    cheeks(-17, 17, headY + 8, 5) +
    (role === "grandma" || role === "grandpa" ? circle(-10, headY - 2, 8, "none", { "stroke-width": 2.5 }) + circle(10, headY - 2, 8, "none", { "stroke-width": 2.5 }) + line(-2, headY - 2, 2, headY - 2, INK, 2.5) : "") +
    (role === "grandpa" || role === "wizard" ? path(d`M-14 ${headY + 10}Q0 ${headY + 4} 14 ${headY + 10}`, "none", { stroke: hair, "stroke-width": 6 }) : "") +
    (role === "wizard" ? path(d`M-20 ${headY + 12}Q0 ${headY + 70} 20 ${headY + 12}Z`, "#ffffff") : "");

  const helmet = role === "astronaut" ? circle(0, headY, r + 12, "#cfe9f7", { opacity: 0.45 }) + path(d`M-18 ${headY - 22}Q-8 ${headY - 32} 4 ${headY - 30}`, "none", { stroke: "#ffffff", "stroke-width": 4 }) : "";

  const art = behind + legs + outfit + arms + hold + pigtails + circle(0, headY, r, skin) + (role === "knight" ? "" : hairTop) + face + hat + helmet;
  const sparkleArt = role === "fairy" ? sparkle(-40, shoulder - 40, 8, "#fff3b0", { stroke: "none" }) + sparkle(44, shoulder + 10, 6, "#fff3b0", { stroke: "none" }) : "";
  return { art, glow: glow + sparkleArt, defs };
}

export const person: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 110,
  draw(ctx) {
    const role = (ctx.variant ?? (ctx.rng.chance(0.5) ? "girl" : "boy")) as Role;
    return personArt(ctx, role);
  },
};

export const pirate: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 120,
  draw(ctx) {
    return personArt(ctx, "pirate");
  },
};
