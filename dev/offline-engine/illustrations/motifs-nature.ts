/** The sky's friends and growing things: moon, stars, sun, clouds, rainbows, trees, flowers, gardens. */
import { at, blob, crescent, glowDisc, limb, type DrawContext, type MotifSpec } from "./motif-kit";
import { cheeks, circle, d, darken, ellipse, eyes, group, INK, lighten, line, n, path, polygon, rect, smile, sparkle, starPoints } from "./svg";

export const moon: MotifSpec = {
  zone: "sky",
  size: 0.9,
  width: 160,
  draw(ctx) {
    const disc = glowDisc(ctx, -10, 0, 120, "#fff3b8", 0.7);
    const face = path(crescent(60, 28, -14, 52), ctx.colour ?? "#ffe9a3") + path(d`M-44 -10Q-38 -4 -32 -10`, "none", { "stroke-width": 3 }) + smile(-38, 12, 14, 6, 3) + cheeks(-46, -46, 2, 6);
    return { art: "", glow: disc.art + face, defs: disc.defs };
  },
};

export const star: MotifSpec = {
  zone: "sky",
  size: 0.7,
  width: 200,
  group: true,
  draw(ctx) {
    const colour = ctx.colour ?? "#ffd84d";
    const disc = glowDisc(ctx, 0, 0, 110, "#fff3b0", 0.8);
    const trail =
      ctx.variant === "shooting"
        ? path(d`M-30 10Q-110 40 -170 40`, "none", { stroke: "#fff3b0", "stroke-width": 14, opacity: 0.7 }) +
          path(d`M-20 24Q-90 66 -140 74`, "none", { stroke: "#ffd0e8", "stroke-width": 9, opacity: 0.6 })
        : "";
    const big = polygon(starPoints(0, 0, 60, 28), colour, { "stroke-width": 5 }) + eyes(-12, 12, -4, 4.5) + smile(0, 9, 14, 6, 3) + cheeks(-20, 20, 8, 5);
    const small = ctx.rng.chance(0.7) ? polygon(starPoints(80, -40, 22, 10), colour, { "stroke-width": 3 }) + polygon(starPoints(-70, 50, 16, 7), colour, { "stroke-width": 3 }) : "";
    return { art: "", glow: disc.art + trail + big + small, defs: disc.defs };
  },
};

export const sun: MotifSpec = {
  zone: "sky",
  size: 0.8,
  width: 200,
  draw(ctx) {
    const colour = ctx.colour ?? "#ffd34d";
    const disc = glowDisc(ctx, 0, 0, 130, "#fff1a8", 0.7);
    let rays = "";
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      const tip = [Math.cos(a) * 86, Math.sin(a) * 86] as const;
      const l = [Math.cos(a - 0.16) * 54, Math.sin(a - 0.16) * 54] as const;
      const r = [Math.cos(a + 0.16) * 54, Math.sin(a + 0.16) * 54] as const;
      rays += polygon([[l[0], l[1]], [tip[0], tip[1]], [r[0], r[1]]], "#f7a83a");
    }
    const face = circle(0, 0, 56, colour) + eyes(-18, 18, -8, 5.5) + smile(0, 14, 26, 10) + cheeks(-30, 30, 10, 8);
    return { art: "", glow: disc.art + rays + face, defs: disc.defs };
  },
};

export const cloud: MotifSpec = {
  zone: "sky",
  size: 0.9,
  width: 220,
  draw(ctx) {
    const colour = ctx.colour ?? "#ffffff";
    const art =
      blob(
        [
          [-60, 10, 36],
          [-20, -16, 48],
          [30, -10, 42],
          [66, 12, 32],
          [0, 18, 40],
        ],
        colour,
      ) +
      eyes(-14, 14, 0, 4.5) +
      smile(0, 14, 16, 6, 3) +
      cheeks(-26, 26, 12, 6);
    return { art };
  },
};

export const rainbow: MotifSpec = {
  zone: "backdrop",
  size: 1,
  width: 560,
  draw() {
    const colours = ["#e5534b", "#f28c38", "#f5cf3a", "#5cb85c", "#4f8fe0", "#9b6fd0"];
    const arcs = colours
      .map((colour, i) => {
        const r = 250 - i * 18;
        return path(`M${n(-r)} 0A${n(r)} ${n(r)} 0 0 1 ${n(r)} 0`, "none", { stroke: colour, "stroke-width": 19, "stroke-linecap": "butt" });
      })
      .join("");
    const puff = (x: number) => blob([[x - 40, -6, 28], [x, -22, 36], [x + 40, -6, 28], [x, 6, 30]], "#ffffff");
    return { art: group(arcs, { opacity: 0.9 }) + puff(-204) + puff(204) };
  },
};

export const mountain: MotifSpec = {
  zone: "backdrop",
  size: 1,
  width: 620,
  draw(ctx) {
    const volcano = ctx.words.has("volcano") || ctx.words.has("volcan");
    const rock = ctx.colour ?? (volcano ? "#8a6f6a" : "#8f9fc0");
    const peak = (x: number, h: number, w: number, colour: string) =>
      polygon([[x - w, 20], [x, -h], [x + w, 20]], colour) +
      (volcano ? "" : polygon([[x - w * 0.3, -h * 0.7], [x, -h], [x + w * 0.3, -h * 0.7], [x + w * 0.12, -h * 0.62], [x, -h * 0.72], [x - w * 0.14, -h * 0.6]], "#ffffff", { "stroke-width": 3 }));
    const lava = volcano
      ? path(d`M-40 -176Q0 -190 40 -176L30 -150Q10 -166 0 -140Q-10 -166 -30 -150Z`, "#f28c38") + blob([[-20, -220, 24], [10, -236, 30], [40, -214, 20]], "#b9b4b0")
      : "";
    const art = peak(-180, 170, 150, lighten(rock, 0.2)) + peak(190, 150, 140, lighten(rock, 0.15)) + (volcano ? polygon([[-170, 20], [-40, -176], [40, -176], [170, 20]], rock) : peak(0, 230, 190, rock)) + lava;
    return { art };
  },
};

export const planet: MotifSpec = {
  zone: "sky",
  size: 0.7,
  width: 200,
  draw(ctx) {
    const colour = ctx.colour ?? ctx.rng.pick(["#f2a65a", "#b48ad8", "#7fc8f0", "#e5776b"]);
    const art =
      path(d`M-96 4A96 26 0 0 1 96 4`, "none", { stroke: "#f5cf3a", "stroke-width": 10, transform: "rotate(-14)" }) +
      circle(0, 0, 56, colour) +
      path(d`M-52 -18Q0 -6 52 -18`, "none", { stroke: lighten(colour, 0.35), "stroke-width": 9 }) +
      path(d`M-54 12Q0 26 54 12`, "none", { stroke: darken(colour, 0.15), "stroke-width": 9 }) +
      circle(0, 0, 56, "none") +
      path(d`M96 4A96 26 0 0 1 -96 4`, "none", { stroke: "#f5cf3a", "stroke-width": 10, transform: "rotate(-14)" }) +
      circle(-30, -60, 5, "#fff3b0", { stroke: "none" }) +
      sparkle(90, -50, 12, "#fff3b0", { stroke: "none" });
    return { art };
  },
};

function roundTree(ctx: DrawContext, leaves: string): string {
  const crown: [number, number, number][] = [
    [-46, -112, 40],
    [46, -112, 40],
    [0, -136, 52],
    [-24, -172, 40],
    [26, -176, 38],
  ];
  const fruit = ctx.rng.chance(0.5)
    ? [
        [-40, -120],
        [30, -150],
        [10, -104],
        [-10, -170],
      ]
        .map(([x, y]) => circle(x!, y!, 7, ctx.rng.pick(["#e5534b", "#f59ac0", "#f5cf3a"]), { "stroke-width": 2.5 }))
        .join("")
    : "";
  return (
    path(d`M-14 0L-10 -90L10 -90L14 0Z`, "#9b6a43") +
    path(d`M0 -70L-26 -100M4 -84L24 -108`, "none", { stroke: "#9b6a43", "stroke-width": 8 }) +
    blob(crown, leaves) +
    circle(-20, -176, 12, lighten(leaves, 0.25), { stroke: "none" }) +
    circle(-50, -118, 10, lighten(leaves, 0.25), { stroke: "none" }) +
    fruit
  );
}

function pineTree(leaves: string, snowy: boolean): string {
  const tiers: [number, number, number][] = [
    [-210, -130, 50],
    [-170, -80, 64],
    [-125, -30, 76],
  ];
  const shapes = tiers.map(([top, bottom, half]) => `M0 ${top}L${-half} ${bottom}Q0 ${bottom + 12} ${half} ${bottom}Z`);
  const snow = snowy ? tiers.map(([top]) => path(d`M0 ${top}L-16 ${top + 26}Q0 ${top + 32} 16 ${top + 26}Z`, "#ffffff", { stroke: "none" })).join("") : "";
  return rect(-12, -36, 24, 36, "#9b6a43") + shapes.map((shape) => path(shape, INK, { "stroke-width": 6.4 })).join("") + shapes.map((shape) => path(shape, leaves, { stroke: "none" })).join("") + snow;
}

function palmTree(): string {
  const fronds = [-150, -110, -70, -30, 10]
    .map((angle) => {
      const a = (angle * Math.PI) / 180;
      const x = Math.cos(a) * 90;
      const y = Math.sin(a) * 50 - 190;
      return path(d`M20 -196Q${20 + x * 0.5} ${-220 + (y + 190) * 0.2} ${20 + x} ${y}Q${20 + x * 0.4} ${-190 + (y + 190) * 0.2} 20 -190Z`, "#5cb85c");
    })
    .join("");
  return limb(d`M0 0Q-6 -100 20 -194`, "#c99a6a", 22) + path(d`M-8 -40h14M-8 -80h14M-4 -120h14M4 -160h14`, "none", { stroke: "#9b6a43", "stroke-width": 3 }) + fronds + circle(14, -186, 8, "#8b5a3c") + circle(28, -184, 8, "#8b5a3c");
}

export const tree: MotifSpec = {
  zone: "ground",
  size: 1.05,
  width: 170,
  back: true,
  draw(ctx) {
    const leaves = ctx.colour ?? ctx.rng.pick(["#6dbb5e", "#58a866", "#8cc96a"]);
    const snowy = ctx.setting === "snow";
    const one = (shade: number) => {
      if (ctx.variant === "pine" || (snowy && ctx.variant !== "palm")) return pineTree(darken(ctx.colour ?? "#3f9a5a", shade), snowy);
      if (ctx.variant === "palm") return palmTree();
      return roundTree(ctx, darken(leaves, shade));
    };
    if (ctx.variant === "forest") return { art: at(-80, -14, one(0.15), 0.8) + at(86, -8, one(0.1), 0.85) + one(0) };
    return { art: one(0) };
  },
};

export const flower: MotifSpec = {
  zone: "ground",
  size: 0.75,
  width: 170,
  group: true,
  draw(ctx) {
    const sunflower = ctx.variant === "sunflower";
    const one = (x: number, height: number, colour: string) => {
      const top = -height;
      let petals = "";
      const count = sunflower ? 12 : 6;
      const pr = sunflower ? 16 : 13;
      const dist = sunflower ? 26 : 16;
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2;
        petals += ellipse(x + Math.cos(a) * dist, top + Math.sin(a) * dist, pr, pr * (sunflower ? 0.55 : 0.85), colour, {
          transform: `rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * dist)} ${n(top + Math.sin(a) * dist)})`,
        });
      }
      const centre = circle(x, top, sunflower ? 20 : 10, sunflower ? "#8b5a3c" : "#f5cf3a");
      const rose = ctx.variant === "rose";
      const head = rose
        ? blob([[x - 12, top + 4, 14], [x + 12, top + 4, 14], [x, top - 8, 16]], colour) + path(d`M${x - 8} ${top - 2}Q${x} ${top - 14} ${x + 8} ${top - 2}Q${x} ${top + 8} ${x - 8} ${top - 2}`, "none", { stroke: darken(colour, 0.3), "stroke-width": 2.5 })
        : petals + centre;
      return (
        line(x, 0, x, top, "#4f9a4a", 6) +
        ellipse(x - 14, top / 2, 14, 6, "#6dbb5e", { transform: `rotate(-30 ${n(x - 14)} ${n(top / 2)})` }) +
        ellipse(x + 14, top / 2 + 14, 14, 6, "#6dbb5e", { transform: `rotate(30 ${n(x + 14)} ${n(top / 2 + 14)})` }) +
        head
      );
    };
    const base = ctx.colour ?? (sunflower ? "#f5cf3a" : ctx.variant === "rose" ? "#e5534b" : ctx.rng.pick(["#f59ac0", "#e5534b", "#b48ad8", "#f28c38"]));
    const second = ctx.colour ?? (sunflower ? "#f5cf3a" : ctx.variant === "rose" ? "#f59ac0" : ctx.rng.pick(["#4f8fe0", "#f5cf3a", "#fbf8f2"]));
    const h = sunflower ? 1.6 : 1;
    return { art: one(-50, 80 * h, second) + one(50, 90 * h, second) + one(0, 110 * h, base) + ellipse(0, 0, 76, 10, "#5aa05a", { stroke: "none", opacity: 0.6 }) };
  },
};

export const garden: MotifSpec = {
  zone: "ground",
  size: 0.95,
  width: 280,
  draw(ctx) {
    const pumpkin = ["pumpkin", "pumpkins", "citrouille", "citrouilles", "potiron", "potirons"].some((w) => ctx.words.has(w));
    const tomato = ["tomato", "tomatoes", "tomate", "tomates"].some((w) => ctx.words.has(w));
    const fence = [-130, -90, -50, -10, 30, 70, 110, 140]
      .map((x) => path(d`M${x - 8} -40V-88L${x} -98L${x + 8} -88V-40Z`, "#e9d2b0"))
      .join("");
    const rails = rect(-140, -80, 290, 9, "#e9d2b0") + rect(-140, -58, 290, 9, "#e9d2b0");
    const carrot = (x: number, y: number) =>
      polygon([[x - 9, y], [x + 9, y], [x, y + 14]], "#f28c38", { "stroke-width": 3 }) +
      ellipse(x - 7, y - 12, 5, 12, "#5cb85c", { "stroke-width": 2.5, transform: `rotate(-20 ${n(x - 7)} ${n(y - 12)})` }) +
      ellipse(x + 7, y - 12, 5, 12, "#5cb85c", { "stroke-width": 2.5, transform: `rotate(20 ${n(x + 7)} ${n(y - 12)})` });
    const cabbage = (x: number, y: number) => circle(x, y - 10, 16, "#8cc96a") + path(d`M${x - 8} ${y - 14}Q${x} ${y - 2} ${x + 8} ${y - 14}`, "none", { "stroke-width": 2.5 });
    const big = (x: number, y: number) =>
      pumpkin
        ? ellipse(x, y - 16, 26, 20, "#f28c38") + path(d`M${x} ${y - 36}V${y + 2}M${x - 12} ${y - 34}Q${x - 20} ${y - 16} ${x - 12} ${y + 2}`, "none", { stroke: darken("#f28c38", 0.25), "stroke-width": 2.5 }) + rect(x - 3, y - 46, 6, 10, "#5a8a3a")
        : tomato
          ? line(x, y, x, y - 50, "#4f9a4a", 4) + circle(x - 8, y - 28, 10, "#e5534b", { "stroke-width": 3 }) + circle(x + 9, y - 16, 10, "#e5534b", { "stroke-width": 3 })
          : cabbage(x, y);
    const row = (y: number, halfWidth: number) => rect(-halfWidth, y - 12, halfWidth * 2, 24, "#9b6a43", { rx: 12 });
    const art =
      rails +
      fence +
      row(-30, 130) +
      [-100, -40, 20, 80].map((x) => carrot(x, -36)).join("") +
      row(0, 140) +
      [-110, -30, 50, 120].map((x) => big(x, 0)).join("") +
      [-70, 10, 90].map((x) => carrot(x, -4)).join("");
    return { art };
  },
};

export const sea: MotifSpec = {
  zone: "ground",
  size: 0.7,
  width: 160,
  draw(ctx) {
    const shell = ctx.colour ?? "#f7b8c4";
    let ribs = "";
    for (let i = -2; i <= 2; i++) ribs += line(-40, -8, -40 + i * 13, -52, darken(shell, 0.25), 2.5);
    const art =
      path(d`M-40 -4L-74 -40Q-40 -74 -6 -40Z`, shell) +
      ribs +
      polygon(starPoints(40, -26, 30, 13), "#f28c38", { "stroke-width": 3.5 }) +
      eyes(34, 46, -28, 3) +
      smile(40, -20, 8, 3, 2);
    return { art };
  },
};

export const snow: MotifSpec = {
  zone: "air",
  size: 0.6,
  width: 200,
  group: true,
  draw(ctx) {
    const flake = (x: number, y: number, r: number) => {
      let arms = "";
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const ex = x + Math.cos(a) * r;
        const ey = y + Math.sin(a) * r;
        arms += line(x, y, ex, ey, "#ffffff", 5);
        const bx = x + Math.cos(a) * r * 0.6;
        const by = y + Math.sin(a) * r * 0.6;
        arms += line(bx, by, bx + Math.cos(a + 0.7) * r * 0.3, by + Math.sin(a + 0.7) * r * 0.3, "#ffffff", 4);
        arms += line(bx, by, bx + Math.cos(a - 0.7) * r * 0.3, by + Math.sin(a - 0.7) * r * 0.3, "#ffffff", 4);
      }
      return group(arms, { stroke: "#ffffff" }) + circle(x, y, r * 0.16, "#dff2ff", { stroke: "none" });
    };
    const tint = ctx.colour ? circle(0, 0, 4, ctx.colour, { stroke: "none" }) : "";
    return { art: "", glow: flake(0, 0, 44) + flake(90, 50, 28) + flake(-80, 40, 24) + tint };
  },
};
