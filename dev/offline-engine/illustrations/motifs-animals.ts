/** Animals and creatures, drawn as round, friendly picture-book shapes. */
import { at, blob, ellipseBand, glowDisc, limb, waterline, type DrawContext, type MotifSpec } from "./motif-kit";
import { cheeks, circle, d, darken, ellipse, eyes, INK, lighten, line, path, polygon, rect, smile } from "./svg";

const pickColour = (ctx: DrawContext, options: readonly string[]) => ctx.colour ?? ctx.rng.pick(options);

function whiskers(x: number, y: number, length: number): string {
  return (
    line(x - 10, y, x - 10 - length, y - 5, INK, 2) +
    line(x - 10, y + 5, x - 10 - length, y + 8, INK, 2) +
    line(x + 10, y, x + 10 + length, y - 5, INK, 2) +
    line(x + 10, y + 5, x + 10 + length, y + 8, INK, 2)
  );
}

export const dragon: MotifSpec = {
  zone: "ground",
  size: 1,
  width: 230,
  draw(ctx) {
    const main = pickColour(ctx, ["#6cc36b", "#9b7fd4", "#e86a5a", "#4fb6b0"]);
    const wing = darken(main, 0.18);
    const belly = "#f8e3a3";
    const spikes = [
      [-52, -88],
      [-34, -104],
      [-12, -111],
    ]
      .map(([x, y]) => polygon([[x! - 10, y! + 8], [x! - 6, y! - 16], [x! + 10, y! + 2]], "#f3c75a"))
      .join("");
    const art =
      path(d`M-40 -50Q-95 -40 -112 -72Q-100 -28 -38 -14Z`, main) +
      polygon([[-112, -72], [-130, -90], [-104, -88]], "#f3c75a") +
      path(d`M-8 -96Q-40 -178 -100 -178Q-84 -154 -90 -132Q-68 -138 -62 -116Q-46 -122 -36 -94Z`, wing) +
      spikes +
      ellipse(32, -96, 22, 32, main) +
      ellipse(0, -58, 58, 52, main) +
      ellipse(18, -54, 30, 38, belly) +
      line(6, -70, 30, -70, darken(belly, 0.2), 2.5) +
      line(4, -52, 32, -52, darken(belly, 0.2), 2.5) +
      line(8, -34, 28, -34, darken(belly, 0.2), 2.5) +
      ellipse(-28, -6, 20, 10, main) +
      ellipse(30, -6, 20, 10, main) +
      ellipse(-8, -60, 10, 17, main, { transform: "rotate(20 -8 -60)" }) +
      polygon([[30, -152], [24, -182], [44, -158]], "#f3c75a") +
      polygon([[56, -158], [62, -186], [70, -152]], "#f3c75a") +
      circle(48, -128, 34, main) +
      ellipse(76, -116, 26, 19, lighten(main, 0.2)) +
      circle(86, -122, 2.5, INK, { stroke: "none" }) +
      circle(78, -124, 2.5, INK, { stroke: "none" }) +
      eyes(36, 56, -138, 5.5) +
      smile(72, -106, 20) +
      cheeks(32, 62, -118, 7);
    return { art };
  },
};

export const cat: MotifSpec = {
  zone: "ground",
  size: 0.75,
  width: 130,
  draw(ctx) {
    const kitten = ctx.variant === "kitten";
    const main = pickColour(ctx, ["#f29b4b", "#a7adb5", "#4b4750", "#f4e6d0"]);
    const light = lighten(main, 0.45);
    const stripes = main === "#f29b4b" ? line(-8, -148, -6, -138, darken(main, 0.3), 3) + line(0, -150, 0, -140, darken(main, 0.3), 3) + line(8, -148, 6, -138, darken(main, 0.3), 3) : "";
    const art = at(
      0,
      0,
      limb(d`M30 -20Q82 -20 72 -70Q66 -96 84 -104`, main, 14) +
        ellipse(0, -50, 42, 48, main) +
        ellipse(0, -44, 22, 30, light) +
        ellipse(-16, -5, 14, 9, main) +
        ellipse(16, -5, 14, 9, main) +
        polygon([[-32, -126], [-34, -162], [-6, -142]], main) +
        polygon([[32, -126], [34, -162], [6, -142]], main) +
        circle(0, -116, 36, main) +
        polygon([[-26, -132], [-27, -152], [-12, -140]], "#f7a8b8", { stroke: "none" }) +
        polygon([[26, -132], [27, -152], [12, -140]], "#f7a8b8", { stroke: "none" }) +
        stripes +
        eyes(-13, 13, -120, 5.5) +
        polygon([[-5, -110], [5, -110], [0, -104]], "#f48aa0", { "stroke-width": 2 }) +
        path(d`M-8 -100Q-4 -96 0 -103Q4 -96 8 -100`, "none", { "stroke-width": 2.5 }) +
        whiskers(0, -106, 26) +
        cheeks(-22, 22, -106, 6),
      kitten ? 0.8 : 1,
    );
    return { art };
  },
};

export const dog: MotifSpec = {
  zone: "ground",
  size: 0.8,
  width: 130,
  draw(ctx) {
    const main = pickColour(ctx, ["#c98a4b", "#e8d2b0", "#9b6a43", "#f5f0e6"]);
    const ear = darken(main, 0.25);
    const light = lighten(main, 0.45);
    const spot = ctx.rng.chance(0.5) ? ellipse(-20, -62, 12, 10, ear, { stroke: "none" }) : "";
    const art = at(
      0,
      0,
      limb(d`M32 -30Q68 -40 64 -78`, main, 12) +
        ellipse(0, -48, 44, 46, main) +
        spot +
        ellipse(0, -40, 24, 30, light) +
        ellipse(-18, -5, 15, 9, main) +
        ellipse(18, -5, 15, 9, main) +
        ellipse(0, -84, 30, 6, "#e5534b") +
        circle(0, -78, 5, "#f5cf3a", { "stroke-width": 2 }) +
        ellipse(0, -114, 38, 34, main) +
        ellipse(-38, -108, 13, 28, ear, { transform: "rotate(18 -38 -108)" }) +
        ellipse(38, -108, 13, 28, ear, { transform: "rotate(-18 38 -108)" }) +
        ellipse(0, -100, 20, 14, light) +
        ellipse(4, -88, 6, 8, "#f48aa0", { "stroke-width": 2 }) +
        ellipse(0, -108, 8, 6, INK) +
        smile(0, -97, 16) +
        eyes(-14, 14, -123, 5.5),
      ctx.variant === "puppy" ? 0.8 : 1,
    );
    return { art };
  },
};

export const fish: MotifSpec = {
  zone: "water",
  size: 0.8,
  width: 220,
  group: true,
  draw(ctx) {
    const shark = ctx.variant === "shark";
    const one = (x: number, y: number, scale: number, colour: string, flip: boolean) =>
      at(
        x,
        y,
        polygon([[-34, 0], [-58, -18], [-58, 18]], darken(colour, 0.1)) +
          ellipse(0, 0, 40, 24, colour) +
          path(d`M-6 -22Q4 -36 18 -20`, darken(colour, 0.1)) +
          path(d`M-8 -22Q-2 0 -8 22`, "none", { stroke: lighten(colour, 0.5), "stroke-width": 6 }) +
          eyes(20, 20, -4, 4.5) +
          smile(28, 8, 8, 3, 2.5),
        scale,
        ctx.rng.range(-18, 18),
        flip,
      );
    const colours = shark ? ["#8fa3b5", "#9fb1c2", "#7f93a5"] : [ctx.colour ?? "#f28c38", ctx.rng.pick(["#f5cf3a", "#4fb6e0", "#f59ac0"]), ctx.rng.pick(["#5cb85c", "#9b6fd0", "#e5534b"])];
    const flip = ctx.rng.chance(0.5);
    const art =
      waterline(240, ctx.water) +
      path(d`M-70 0Q-60 -60 -30 -52`, "none", { stroke: "#ffffff", "stroke-width": 3, "stroke-dasharray": "6 8", opacity: 0.8 }) +
      one(-30, -70, shark ? 1.4 : 1, colours[0]!, flip) +
      one(50, -20, 0.7, colours[1]!, flip) +
      one(-90, -10, 0.6, colours[2]!, !flip) +
      circle(20, -110, 6, lighten(ctx.water, 0.6), { "stroke-width": 2 }) +
      circle(32, -128, 4, lighten(ctx.water, 0.6), { "stroke-width": 2 });
    return { art };
  },
};

export const octopus: MotifSpec = {
  zone: "water",
  size: 0.9,
  width: 200,
  draw(ctx) {
    const main = pickColour(ctx, ["#b07ad6", "#f08aa8", "#f28c5a"]);
    const tentacles = [-70, -42, -14, 14, 42, 70]
      .map((x, i) => limb(d`M${x * 0.5} -50Q${x} -20 ${x * 1.1} ${-10 - (i % 2) * 14}Q${x * 1.25} ${-24 - (i % 2) * 10} ${x * 1.35} -18`, main, 16))
      .join("");
    const art =
      tentacles +
      path(d`M-58 -50Q-62 -150 0 -152Q62 -150 58 -50Q30 -36 0 -40Q-30 -36 -58 -50Z`, main) +
      circle(-30, -120, 7, lighten(main, 0.45), { stroke: "none" }) +
      circle(26, -132, 5, lighten(main, 0.45), { stroke: "none" }) +
      circle(38, -110, 6, lighten(main, 0.45), { stroke: "none" }) +
      ellipse(-20, -84, 12, 14, "#ffffff") +
      ellipse(20, -84, 12, 14, "#ffffff") +
      eyes(-18, 22, -82, 6) +
      smile(0, -64, 18) +
      cheeks(-36, 36, -68, 7) +
      waterline(220, ctx.water);
    return { art };
  },
};

export const bird: MotifSpec = {
  zone: "sky",
  size: 0.55,
  width: 220,
  group: true,
  draw(ctx) {
    const parrot = ctx.variant === "parrot";
    const one = (x: number, y: number, scale: number, colour: string, up: boolean) =>
      at(
        x,
        y,
        polygon([[-34, -4], [-62, -16], [-58, 10]], parrot ? "#4f8fe0" : darken(colour, 0.2)) +
          ellipse(0, 0, 38, 28, colour) +
          ellipse(8, 8, 20, 14, lighten(colour, 0.45), { stroke: "none" }) +
          circle(30, -22, 20, colour) +
          polygon([[46, -26], [66, -20], [46, -14]], "#f5a83a") +
          eyes(34, 34, -28, 4) +
          path(up ? d`M-8 -10Q-24 -56 -42 -46Q-30 -22 -14 -4Z` : d`M-8 -4Q-26 30 -44 24Q-30 4 -14 -10Z`, parrot ? "#5cb85c" : darken(colour, 0.12)),
        scale,
        0,
      );
    const main = ctx.colour ?? (parrot ? "#e5534b" : ctx.rng.pick(["#4fb6e0", "#f28c38", "#e5534b", "#f5cf3a"]));
    const art = one(-50, 0, 1, main, true) + one(60, 30, 0.7, parrot ? "#f5cf3a" : lighten(main, 0.2), false) + one(20, -50, 0.55, main, false);
    return { art };
  },
};

export const butterfly: MotifSpec = {
  zone: "air",
  size: 0.45,
  width: 200,
  group: true,
  draw(ctx) {
    const one = (x: number, y: number, scale: number, colour: string) =>
      at(
        x,
        y,
        ellipse(-24, -18, 26, 20, colour, { transform: "rotate(-25 -24 -18)" }) +
          ellipse(24, -18, 26, 20, colour, { transform: "rotate(25 24 -18)" }) +
          ellipse(-18, 14, 17, 14, lighten(colour, 0.25)) +
          ellipse(18, 14, 17, 14, lighten(colour, 0.25)) +
          circle(-26, -20, 7, "#ffffff", { stroke: "none" }) +
          circle(26, -20, 7, "#ffffff", { stroke: "none" }) +
          ellipse(0, 0, 6, 26, INK) +
          path(d`M-2 -24Q-10 -46 -20 -44`, "none", { "stroke-width": 2.5 }) +
          path(d`M2 -24Q10 -46 20 -44`, "none", { "stroke-width": 2.5 }),
        scale,
        ctx.rng.range(-20, 20),
      );
    const ladybird = ctx.words.has("ladybird") || ctx.words.has("ladybug") || ctx.words.has("coccinelle");
    if (ladybird) {
      const bug = (x: number, y: number, s: number) =>
        at(x, y, circle(0, -30, 14, INK) + path(d`M-30 0A30 30 0 0 1 30 0Z`, "#e5534b") + line(0, -30, 0, 0, INK, 3) + circle(-14, -12, 5, INK, { stroke: "none" }) + circle(14, -10, 5, INK, { stroke: "none" }) + eyes(-5, 5, -34, 2.5), s);
      return { art: bug(-40, 0, 1.4) + bug(50, 30, 1) };
    }
    const main = ctx.colour ?? ctx.rng.pick(["#f59ac0", "#9b6fd0", "#f5cf3a", "#4fb6e0"]);
    return { art: one(-40, 0, 1, main) + one(60, 40, 0.7, ctx.rng.pick(["#f28c38", "#5cb85c", "#f59ac0"])) };
  },
};

export const fox: MotifSpec = {
  zone: "ground",
  size: 0.8,
  width: 150,
  draw(ctx) {
    const main = pickColour(ctx, ["#e9823a", "#ef8f3f"]);
    const art =
      path(d`M30 -20Q100 -10 96 -80Q92 -110 70 -120Q84 -80 60 -50Q40 -34 20 -40Z`, main) +
      path(d`M96 -80Q92 -110 70 -120Q80 -100 84 -84Z`, "#fbf8f2") +
      ellipse(0, -50, 40, 48, main) +
      ellipse(0, -42, 22, 32, "#fbf8f2") +
      ellipse(-16, -5, 13, 8, INK) +
      ellipse(16, -5, 13, 8, INK) +
      polygon([[-40, -130], [-36, -178], [-10, -150]], main) +
      polygon([[40, -130], [36, -178], [10, -150]], main) +
      polygon([[-34, -150], [-35, -174], [-20, -156]], INK, { stroke: "none" }) +
      polygon([[34, -150], [35, -174], [20, -156]], INK, { stroke: "none" }) +
      path(d`M-46 -132Q-40 -162 0 -162Q40 -162 46 -132Q30 -108 0 -94Q-30 -108 -46 -132Z`, main) +
      path(d`M-44 -128Q-24 -122 -10 -110Q-4 -100 0 -95Q-28 -106 -44 -128Z`, "#fbf8f2", { stroke: "none" }) +
      path(d`M44 -128Q24 -122 10 -110Q4 -100 0 -95Q28 -106 44 -128Z`, "#fbf8f2", { stroke: "none" }) +
      ellipse(0, -98, 7, 5, INK) +
      eyes(-15, 15, -134, 5) +
      smile(0, -106, 10, 4, 2.5);
    return { art };
  },
};

export const hedgehog: MotifSpec = {
  zone: "ground",
  size: 0.7,
  width: 170,
  draw() {
    const points: [number, number][] = [];
    for (let i = 0; i <= 18; i++) {
      const angle = Math.PI - (i * (Math.PI * 0.86)) / 18;
      const r = i % 2 === 0 ? 1 : 0.8;
      points.push([-8 + Math.cos(angle) * 72 * r, -6 - Math.sin(angle) * 82 * r]);
    }
    points.push([40, -4]);
    const art =
      polygon(points, "#8b6248") +
      polygon(points.map(([x, y]) => [x * 0.75 - 6, y * 0.72] as [number, number]), "#a77a5a", { stroke: "none" }) +
      ellipse(-20, -4, 16, 8, "#d9a77a") +
      ellipse(30, -4, 16, 8, "#d9a77a") +
      path(d`M14 -66Q50 -76 66 -50L96 -34Q80 -18 50 -14Q16 -14 14 -40Z`, "#f0d3a8") +
      circle(96, -34, 6, INK) +
      eyes(48, 48, -48, 5) +
      smile(66, -28, 14, 5, 2.5) +
      cheeks(40, 40, -30, 7);
    return { art };
  },
};

export const otter: MotifSpec = {
  zone: (setting) => (setting === "seaside" ? "water" : "ground"),
  size: 0.8,
  width: 130,
  draw(ctx) {
    const main = pickColour(ctx, ["#8a5a3b", "#9b6a43"]);
    const light = "#e0bf94";
    const art =
      limb(d`M20 -14Q70 -6 84 -30`, main, 18) +
      ellipse(0, -66, 36, 62, main) +
      ellipse(0, -58, 24, 46, light) +
      ellipse(-16, -5, 14, 8, darken(main, 0.2)) +
      ellipse(16, -5, 14, 8, darken(main, 0.2)) +
      circle(-24, -142, 9, main) +
      circle(24, -142, 9, main) +
      circle(0, -128, 30, main) +
      ellipse(0, -116, 20, 13, light) +
      ellipse(0, -122, 7, 5, INK) +
      smile(0, -113, 10, 4, 2.5) +
      whiskers(0, -116, 18) +
      eyes(-12, 12, -134, 4.5) +
      ellipse(0, -82, 14, 10, "#c9d1db") +
      ellipse(-14, -84, 9, 13, main) +
      ellipse(14, -84, 9, 13, main);
    return { art };
  },
};

export const owl: MotifSpec = {
  zone: "ground",
  size: 0.7,
  width: 110,
  draw(ctx) {
    const main = pickColour(ctx, ["#a87b52", "#b98d62", "#8f9aa6"]);
    const art =
      rect(-40, -34, 80, 34, "#9b6a43") +
      ellipse(0, -34, 40, 8, "#c99a6a") +
      path(d`M-14 -38A12 4 0 0 0 14 -38`, "none", { "stroke-width": 2 }) +
      polygon([[-36, -130], [-40, -162], [-16, -146]], main) +
      polygon([[36, -130], [40, -162], [16, -146]], main) +
      ellipse(0, -90, 42, 56, main) +
      ellipse(0, -76, 26, 34, lighten(main, 0.5)) +
      path(d`M-10 -80l5 6l5 -6M2 -66l5 6l5 -6M-12 -58l5 6l5 -6`, "none", { "stroke-width": 2.5 }) +
      ellipse(-38, -84, 12, 30, darken(main, 0.15)) +
      ellipse(38, -84, 12, 30, darken(main, 0.15)) +
      circle(-16, -118, 16, "#ffffff") +
      circle(16, -118, 16, "#ffffff") +
      eyes(-14, 14, -118, 7) +
      polygon([[-6, -104], [6, -104], [0, -92]], "#f5a83a", { "stroke-width": 2.5 }) +
      ellipse(-12, -36, 8, 5, "#f5a83a", { "stroke-width": 2.5 }) +
      ellipse(12, -36, 8, 5, "#f5a83a", { "stroke-width": 2.5 });
    return { art };
  },
};

export const turtle: MotifSpec = {
  zone: "ground",
  size: 0.75,
  width: 170,
  draw(ctx) {
    const skin = "#9ccc65";
    const shell = pickColour(ctx, ["#7fb069", "#a8845a"]);
    const art =
      ellipse(-44, -10, 16, 12, skin) +
      ellipse(40, -10, 16, 12, skin) +
      polygon([[-64, -28], [-82, -22], [-62, -16]], skin) +
      circle(72, -46, 22, skin) +
      eyes(72, 84, -52, 4) +
      smile(80, -38, 12, 5, 2.5) +
      path(d`M-66 -22Q-64 -104 0 -104Q64 -104 66 -22Z`, shell) +
      polygon([[-18, -84], [18, -84], [28, -58], [0, -40], [-28, -58]], darken(shell, 0.15), { "stroke-width": 3 }) +
      path(d`M-18 -84L-38 -92M18 -84L38 -92M28 -58L58 -46M-28 -58L-58 -46M0 -40L0 -24`, "none", { stroke: darken(shell, 0.35), "stroke-width": 3 }) +
      rect(-72, -28, 144, 12, lighten(shell, 0.35), { rx: 6 });
    return { art };
  },
};

export const mouse: MotifSpec = {
  zone: "ground",
  size: 0.55,
  width: 120,
  draw(ctx) {
    const main = pickColour(ctx, ["#b9b4b0", "#c8b8a6", "#a7a29e"]);
    const art =
      limb(d`M26 -12Q70 -10 66 -40Q62 -62 80 -66`, "#f4a6b4", 6) +
      ellipse(0, -40, 34, 40, main) +
      ellipse(0, -34, 18, 24, lighten(main, 0.45)) +
      ellipse(-14, -4, 12, 7, "#f4a6b4") +
      ellipse(14, -4, 12, 7, "#f4a6b4") +
      circle(-30, -118, 24, main) +
      circle(30, -118, 24, main) +
      circle(-30, -118, 14, "#f7b8c4", { stroke: "none" }) +
      circle(30, -118, 14, "#f7b8c4", { stroke: "none" }) +
      ellipse(0, -92, 30, 26, main) +
      circle(0, -82, 5, "#f48aa0", { "stroke-width": 2 }) +
      eyes(-11, 11, -96, 4.5) +
      whiskers(0, -82, 20) +
      cheeks(-18, 18, -84, 5);
    return { art };
  },
};

export const bee: MotifSpec = {
  zone: "air",
  size: 0.5,
  width: 160,
  group: true,
  draw(ctx) {
    const one = (x: number, y: number, s: number) =>
      at(
        x,
        y,
        ellipse(-8, -30, 16, 24, "#e8f6ff", { opacity: 0.9, transform: "rotate(-20 -8 -30)" }) +
          ellipse(12, -28, 14, 20, "#e8f6ff", { opacity: 0.9, transform: "rotate(20 12 -28)" }) +
          ellipse(0, 0, 40, 28, "#f5cf3a", { stroke: "none" }) +
          path(ellipseBand(40, 28, -22, -10), INK, { stroke: "none" }) +
          path(ellipseBand(40, 28, 2, 14), INK, { stroke: "none" }) +
          polygon([[-38, 0], [-52, 4], [-38, 8]], INK) +
          ellipse(0, 0, 40, 28, "none") +
          eyes(24, 24, -6, 4.5) +
          smile(28, 8, 10, 4, 2.5) +
          path(d`M30 -24Q34 -40 44 -42M22 -26Q20 -42 28 -48`, "none", { "stroke-width": 2.5 }),
        s,
      );
    const trail = path(d`M-120 30Q-90 -10 -60 20Q-40 40 -40 0`, "none", { stroke: INK, "stroke-width": 2.5, "stroke-dasharray": "5 8", opacity: 0.6 });
    return { art: trail + one(0, 0, 1) + one(80, 40, 0.6) + (ctx.rng.chance(0.5) ? one(-70, -40, 0.5) : "") };
  },
};

export const firefly: MotifSpec = {
  zone: "air",
  size: 1.3,
  width: 180,
  group: true,
  draw(ctx) {
    const spots: [number, number, number][] = [
      [0, 0, 1],
      [70, 40, 0.7],
      [-70, 30, 0.6],
      [30, -50, 0.5],
    ];
    let art = "";
    let glow = "";
    let defs = "";
    for (const [x, y, s] of spots) {
      art += at(
        x,
        y,
        ellipse(-4, -16, 10, 14, "#e8f6ff", { opacity: 0.85 }) + ellipse(8, -16, 10, 14, "#e8f6ff", { opacity: 0.85 }) + ellipse(0, 0, 18, 12, "#6b5b4a") + eyes(12, 12, -2, 3),
        s,
      );
      const disc = glowDisc(ctx, x - 18 * s, y + 4 * s, 40 * s, "#f0ff8a", 0.9);
      defs += disc.defs;
      glow += disc.art + circle(x - 18 * s, y + 4 * s, 9 * s, "#f6ffa8", { "stroke-width": 2.5 });
    }
    return { art, glow, defs };
  },
};

export const whale: MotifSpec = {
  zone: "water",
  size: 1,
  width: 260,
  draw(ctx) {
    const dolphin = ctx.words.has("dolphin") || ctx.words.has("dauphin") || ctx.words.has("dolphins") || ctx.words.has("dauphins");
    const main = pickColour(ctx, dolphin ? ["#8fb4d8"] : ["#5d9bd5", "#6f8fc9"]);
    if (dolphin) {
      const art =
        path(d`M-90 -20Q-40 -120 40 -110Q80 -104 96 -84Q80 -78 70 -76Q40 -40 -60 -10Z`, main) +
        polygon([[-10, -110], [0, -140], [14, -108]], main) +
        path(d`M-90 -20L-118 -30L-104 -4Z`, main) +
        path(d`M-40 -40Q10 -70 60 -80`, "none", { stroke: lighten(main, 0.5), "stroke-width": 8 }) +
        eyes(52, 52, -94, 4.5) +
        waterline(260, ctx.water);
      return { art };
    }
    const spout = path(d`M40 -120Q30 -160 10 -166M40 -120Q40 -168 44 -176M40 -120Q52 -160 74 -164`, "none", { stroke: "#bfe6ff", "stroke-width": 7 });
    const art =
      spout +
      path(d`M-120 -70Q-132 -100 -146 -104Q-130 -82 -128 -60Q-142 -50 -150 -30Q-126 -40 -106 -52Z`, main) +
      path(d`M-110 -50Q-110 -120 10 -124Q110 -124 116 -40Q116 0 80 6L-80 6Q-110 0 -110 -50Z`, main) +
      path(d`M-40 6Q20 -28 114 -30Q116 0 80 6Z`, lighten(main, 0.55)) +
      eyes(70, 70, -64, 6) +
      smile(90, -44, 20) +
      cheeks(64, 64, -46, 8) +
      waterline(280, ctx.water);
    return { art };
  },
};

export const dinosaur: MotifSpec = {
  zone: "ground",
  size: 1,
  width: 250,
  back: true,
  draw(ctx) {
    const main = pickColour(ctx, ["#7cc36b", "#8ab5d9", "#e5a04b"]);
    const art =
      path(d`M-60 -80Q-120 -70 -140 -20Q-100 -46 -50 -44Z`, main) +
      rect(-56, -60, 24, 60, darken(main, 0.1), { rx: 8 }) +
      rect(28, -60, 24, 60, darken(main, 0.1), { rx: 8 }) +
      limb(d`M40 -100Q90 -140 96 -196`, main, 34) +
      ellipse(0, -80, 72, 46, main) +
      rect(-30, -56, 24, 56, main, { rx: 8 }) +
      rect(50, -56, 24, 56, main, { rx: 8 }) +
      ellipse(110, -206, 34, 20, main) +
      circle(-20, -100, 10, lighten(main, 0.35), { stroke: "none" }) +
      circle(14, -110, 7, lighten(main, 0.35), { stroke: "none" }) +
      circle(30, -84, 8, lighten(main, 0.35), { stroke: "none" }) +
      eyes(112, 112, -212, 4.5) +
      smile(128, -198, 12, 4, 2.5) +
      cheeks(100, 100, -198, 6);
    return { art };
  },
};

export const rabbit: MotifSpec = {
  zone: "ground",
  size: 0.7,
  width: 120,
  draw(ctx) {
    const main = pickColour(ctx, ["#f4efe9", "#c8b8a6", "#a7a29e"]);
    const art =
      circle(38, -26, 14, "#ffffff") +
      ellipse(0, -44, 40, 44, main) +
      ellipse(0, -38, 22, 28, lighten(main, 0.5)) +
      ellipse(-20, -5, 20, 8, main) +
      ellipse(20, -5, 20, 8, main) +
      ellipse(-14, -150, 12, 38, main, { transform: "rotate(-8 -14 -150)" }) +
      ellipse(14, -150, 12, 38, main, { transform: "rotate(8 14 -150)" }) +
      ellipse(-14, -150, 6, 28, "#f7b8c4", { stroke: "none", transform: "rotate(-8 -14 -150)" }) +
      ellipse(14, -150, 6, 28, "#f7b8c4", { stroke: "none", transform: "rotate(8 14 -150)" }) +
      circle(0, -104, 32, main) +
      eyes(-12, 12, -108, 4.5) +
      ellipse(0, -96, 5, 4, "#f48aa0", { "stroke-width": 2 }) +
      rect(-5, -90, 10, 8, "#ffffff", { "stroke-width": 2 }) +
      whiskers(0, -94, 18) +
      cheeks(-20, 20, -94, 6);
    return { art };
  },
};

export const bear: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 140,
  draw(ctx) {
    const panda = ctx.variant === "panda";
    const polar = ctx.variant === "polar";
    const main = panda || polar ? "#f8f6f2" : pickColour(ctx, ["#a0714f", "#b5835a", "#8a5a3b"]);
    const dark = panda ? "#3f3a44" : darken(main, 0.2);
    const light = panda ? "#f8f6f2" : lighten(main, 0.45);
    const bow = ctx.variant === "teddy" ? polygon([[-16, -86], [0, -80], [-16, -74]], "#e5534b") + polygon([[16, -86], [0, -80], [16, -74]], "#e5534b") + circle(0, -80, 4, "#e5534b") : "";
    const art =
      ellipse(0, -50, 46, 50, main) +
      ellipse(0, -44, 26, 32, light) +
      ellipse(-42, -62, 14, 24, panda ? dark : main, { transform: "rotate(20 -42 -62)" }) +
      ellipse(42, -62, 14, 24, panda ? dark : main, { transform: "rotate(-20 42 -62)" }) +
      ellipse(-24, -10, 20, 14, panda ? dark : main) +
      ellipse(24, -10, 20, 14, panda ? dark : main) +
      ellipse(-24, -10, 10, 7, light, { stroke: "none" }) +
      ellipse(24, -10, 10, 7, light, { stroke: "none" }) +
      circle(-30, -140, 14, panda ? dark : main) +
      circle(30, -140, 14, panda ? dark : main) +
      circle(-30, -140, 7, panda ? "#6b6470" : light, { stroke: "none" }) +
      circle(30, -140, 7, panda ? "#6b6470" : light, { stroke: "none" }) +
      circle(0, -116, 36, main) +
      (panda ? ellipse(-14, -122, 10, 13, dark, { stroke: "none" }) + ellipse(14, -122, 10, 13, dark, { stroke: "none" }) : "") +
      ellipse(0, -104, 18, 13, light) +
      ellipse(0, -110, 7, 5, INK) +
      smile(0, -100, 10, 4, 2.5) +
      eyes(-13, 13, -124, 4.5) +
      bow;
    return { art };
  },
};

export const elephant: MotifSpec = {
  zone: "ground",
  size: 1,
  width: 220,
  back: true,
  draw(ctx) {
    const main = pickColour(ctx, ["#a9b4c8", "#b6bfd0"]);
    const art =
      limb(d`M-80 -90Q-100 -80 -98 -60`, main, 6) +
      rect(-70, -60, 30, 60, darken(main, 0.08), { rx: 10 }) +
      rect(20, -60, 30, 60, darken(main, 0.08), { rx: 10 }) +
      ellipse(-10, -90, 80, 52, main) +
      rect(-46, -56, 30, 56, main, { rx: 10 }) +
      rect(44, -56, 30, 56, main, { rx: 10 }) +
      limb(d`M96 -110Q120 -60 106 -30Q100 -20 112 -16`, main, 22) +
      circle(80, -124, 40, main) +
      ellipse(50, -120, 30, 40, lighten(main, 0.15)) +
      ellipse(50, -120, 18, 26, "#f7c6d0", { stroke: "none" }) +
      path(d`M104 -104Q118 -96 124 -104`, "#fbf8f2", { "stroke-width": 3 }) +
      eyes(90, 90, -132, 5) +
      cheeks(100, 100, -116, 7);
    return { art };
  },
};

export const lion: MotifSpec = {
  zone: "ground",
  size: 0.9,
  width: 160,
  draw(ctx) {
    const tiger = ctx.words.has("tiger") || ctx.words.has("tigre") || ctx.words.has("tigers") || ctx.words.has("tigres");
    const main = pickColour(ctx, tiger ? ["#f28c38"] : ["#f1b94f"]);
    const mane = tiger ? "#f28c38" : "#c9742e";
    const maneCircles: [number, number, number][] = [];
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      maneCircles.push([Math.cos(a) * 44, -116 + Math.sin(a) * 44, 20]);
    }
    const stripes = tiger ? path(d`M-30 -70l14 6M-34 -50l14 4M30 -70l-14 6M34 -50l-14 4M-20 -146l6 10M0 -150v12M20 -146l-6 10`, "none", { stroke: INK, "stroke-width": 4 }) : "";
    const art =
      limb(d`M30 -20Q80 -20 80 -60`, main, 10) +
      circle(80, -64, 10, mane) +
      ellipse(0, -50, 44, 50, main) +
      ellipse(0, -44, 24, 32, lighten(main, 0.45)) +
      ellipse(-18, -5, 15, 9, main) +
      ellipse(18, -5, 15, 9, main) +
      (tiger ? circle(-30, -148, 12, main) + circle(30, -148, 12, main) : blob(maneCircles, mane)) +
      circle(0, -116, 38, main) +
      ellipse(0, -102, 18, 12, lighten(main, 0.5)) +
      ellipse(0, -108, 7, 5, INK) +
      smile(0, -98, 10, 4, 2.5) +
      eyes(-14, 14, -124, 5) +
      whiskers(0, -102, 16) +
      stripes;
    return { art };
  },
};

export const frog: MotifSpec = {
  zone: "ground",
  size: 0.55,
  width: 130,
  draw(ctx) {
    const main = pickColour(ctx, ["#6cc36b", "#8ccf5a"]);
    const pad = ctx.setting === "seaside" ? ellipse(0, -2, 70, 14, "#5aa05a") : "";
    const art =
      pad +
      ellipse(-34, -8, 22, 10, main) +
      ellipse(34, -8, 22, 10, main) +
      path(d`M-54 -10Q-56 -80 0 -80Q56 -80 54 -10Z`, main) +
      ellipse(0, -24, 30, 16, lighten(main, 0.45), { stroke: "none" }) +
      circle(-24, -82, 17, main) +
      circle(24, -82, 17, main) +
      circle(-24, -84, 11, "#ffffff", { "stroke-width": 2.5 }) +
      circle(24, -84, 11, "#ffffff", { "stroke-width": 2.5 }) +
      eyes(-22, 26, -84, 5) +
      smile(0, -52, 40, 12) +
      cheeks(-36, 36, -52, 7);
    return { art };
  },
};

export const duck: MotifSpec = {
  zone: (setting) => (setting === "seaside" ? "water" : "ground"),
  size: 0.6,
  width: 130,
  draw(ctx) {
    const swan = ctx.words.has("swan") || ctx.words.has("cygne") || ctx.words.has("swans") || ctx.words.has("cygnes");
    const main = pickColour(ctx, swan ? ["#fbf8f2"] : ["#f5cf3a", "#fbf8f2"]);
    const feet = ctx.setting === "seaside" ? waterline(160, ctx.water) : ellipse(-12, -3, 12, 5, "#f5a83a") + ellipse(14, -3, 12, 5, "#f5a83a");
    const art =
      (ctx.setting === "seaside" ? "" : feet) +
      path(d`M-56 -40Q-70 -60 -62 -70Q-40 -50 -20 -56Z`, main) +
      ellipse(-4, -36, 52, 34, main) +
      path(d`M-26 -44Q-6 -60 18 -40Q-4 -24 -26 -44Z`, darken(main, 0.1)) +
      (swan ? limb(d`M32 -50Q44 -100 30 -120`, main, 18) : "") +
      circle(swan ? 34 : 30, swan ? -124 : -80, 24, main) +
      polygon(swan ? [[52, -128], [74, -120], [52, -114]] : [[48, -84], [70, -78], [48, -70]], "#f5a83a") +
      eyes(swan ? 38 : 34, swan ? 38 : 34, swan ? -130 : -86, 4) +
      cheeks(swan ? 26 : 22, swan ? 26 : 22, swan ? -116 : -72, 5) +
      (ctx.setting === "seaside" ? feet : "");
    return { art };
  },
};

export const snail: MotifSpec = {
  zone: "ground",
  size: 0.55,
  width: 140,
  draw(ctx) {
    const shell = pickColour(ctx, ["#f28c38", "#e5a04b", "#c98ad6"]);
    const art =
      path(d`M-60 0Q-64 -20 -40 -20L60 -20Q80 -20 76 -54L70 -56Q66 -40 56 -36Q40 -10 20 0Z`, "#f0d3a8") +
      line(62, -50, 56, -84, INK, 3) +
      line(72, -50, 78, -82, INK, 3) +
      circle(56, -86, 5, INK) +
      circle(78, -84, 5, INK) +
      circle(-4, -60, 46, shell) +
      path(d`M-4 -60m-6 0a6 6 0 1 1 12 0a14 14 0 1 1 -24 0a22 22 0 1 1 44 0a30 30 0 1 1 -60 0`, "none", { stroke: darken(shell, 0.3), "stroke-width": 4 }) +
      smile(64, -34, 12, 4, 2.5);
    return { art };
  },
};

export const penguin: MotifSpec = {
  zone: "ground",
  size: 0.7,
  width: 110,
  draw() {
    const art =
      ellipse(-14, -4, 14, 7, "#f5a83a") +
      ellipse(14, -4, 14, 7, "#f5a83a") +
      ellipse(0, -66, 42, 62, "#3f3a55") +
      ellipse(0, -56, 30, 50, "#fbf8f2", { stroke: "none" }) +
      ellipse(-40, -70, 10, 28, "#3f3a55", { transform: "rotate(20 -40 -70)" }) +
      ellipse(40, -70, 10, 28, "#3f3a55", { transform: "rotate(-20 40 -70)" }) +
      circle(0, -124, 30, "#3f3a55") +
      ellipse(0, -118, 20, 17, "#fbf8f2", { stroke: "none" }) +
      eyes(-9, 9, -122, 4) +
      polygon([[-7, -112], [7, -112], [0, -102]], "#f5a83a", { "stroke-width": 2.5 }) +
      cheeks(-16, 16, -110, 5) +
      ellipse(0, -96, 34, 7, "#e5534b");
    return { art };
  },
};

export const unicorn: MotifSpec = {
  zone: "ground",
  size: 0.95,
  width: 220,
  draw(ctx) {
    return { art: horseArt(ctx, true) };
  },
};

export const horse: MotifSpec = {
  zone: "ground",
  size: 0.95,
  width: 220,
  draw(ctx) {
    return { art: horseArt(ctx, false) };
  },
};

function horseArt(ctx: DrawContext, horn: boolean): string {
  const pegasus = ctx.variant === "pegasus";
  const main = ctx.colour ?? (horn ? "#fbf6ff" : ctx.rng.pick(["#c98a4b", "#9b6a43", "#f4efe9"]));
  const maneColours = horn ? ["#f59ac0", "#b48ad8", "#7fc8f0", "#f5cf3a"] : [darken(main, 0.45)];
  const mane = [
    [58, -200, 14],
    [44, -180, 14],
    [34, -158, 14],
    [26, -136, 13],
  ]
    .map(([x, y, r], i) => circle(x!, y!, r!, maneColours[i % maneColours.length]!))
    .join("");
  const tail = [
    [-70, -110, 14],
    [-82, -90, 13],
    [-86, -66, 12],
  ]
    .map(([x, y, r], i) => circle(x!, y!, r!, maneColours[(i + 1) % maneColours.length]!))
    .join("");
  const wing = pegasus ? path(d`M-10 -120Q-40 -200 -90 -190Q-70 -170 -76 -150Q-54 -156 -50 -134Q-34 -140 -24 -110Z`, "#ffffff") : "";
  const legs = [-46, -20, 26, 48].map((x, i) => rect(x - 8, -66, 16, 64, i % 2 ? main : darken(main, 0.08), { rx: 6 }) + rect(x - 9, -12, 18, 12, "#8b6b5a", { rx: 4 })).join("");
  return (
    tail +
    legs +
    wing +
    ellipse(0, -92, 66, 36, main) +
    limb(d`M40 -104Q56 -140 66 -176`, main, 38) +
    mane +
    ellipse(84, -178, 34, 20, main, { transform: "rotate(28 84 -178)" }) +
    ellipse(102, -164, 14, 11, lighten(main, 0.2), { stroke: "none" }) +
    circle(106, -166, 2.5, INK, { stroke: "none" }) +
    polygon([[62, -196], [64, -222], [78, -200]], main) +
    (horn ? polygon([[76, -200], [94, -252], [90, -198]], "#f2c14e") + path(d`M80 -212l10 -2M84 -226l8 -2`, "none", { "stroke-width": 2.5 }) : "") +
    eyes(80, 80, -186, 5) +
    smile(96, -156, 10, 4, 2.5) +
    cheeks(78, 78, -168, 6)
  );
}

export const mermaid: MotifSpec = {
  zone: "water",
  size: 0.9,
  width: 180,
  draw(ctx) {
    const tail = pickColour(ctx, ["#3cc3b8", "#7fc8f0", "#b48ad8"]);
    const skin = ctx.rng.pick(["#f6d2b8", "#eab894", "#c98e66", "#8d5a3b"]);
    const hair = ctx.rng.pick(["#e5534b", "#f2c14e", "#4a3328"]);
    const art =
      blob([[-40, -30, 40], [20, -36, 44], [60, -20, 30]], "#9aa0a8") +
      path(d`M-10 -70Q-60 -60 -70 -20Q-76 0 -90 -6`, "none", { stroke: INK, "stroke-width": 34, "stroke-linecap": "round" }) +
      path(d`M-10 -70Q-60 -60 -70 -20Q-76 0 -90 -6`, "none", { stroke: tail, "stroke-width": 26, "stroke-linecap": "round" }) +
      path(d`M-92 -6L-120 -26L-112 4L-124 24Z`, lighten(tail, 0.2)) +
      ellipse(-30, -130, 34, 46, hair) +
      rect(-22, -110, 36, 46, skin, { rx: 14 }) +
      ellipse(-12, -100, 8, 6, "#f59ac0") +
      ellipse(6, -100, 8, 6, "#f59ac0") +
      circle(-4, -138, 26, skin) +
      path(d`M-30 -144Q-20 -172 6 -164Q22 -158 22 -140Q4 -156 -30 -144Z`, hair) +
      eyes(-12, 6, -138, 4) +
      smile(-4, -126, 10, 4, 2.5) +
      cheeks(-18, 14, -128, 5) +
      waterline(240, ctx.water);
    return { art };
  },
};

export const giraffe: MotifSpec = {
  zone: "ground",
  size: 1,
  width: 180,
  back: true,
  draw(ctx) {
    const main = pickColour(ctx, ["#f4c55c", "#f2bd4e"]);
    const spot = darken(main, 0.3);
    const spots = [
      [-30, -116, 12, 9],
      [4, -104, 10, 8],
      [30, -122, 9, 7],
      [-8, -128, 7, 6],
      [48, -170, 7, 6],
      [56, -206, 6, 5],
      [40, -146, 6, 5],
    ]
      .map(([x, y, rx, ry]) => ellipse(x!, y!, rx!, ry!, spot, { stroke: "none" }))
      .join("");
    const legs = [-44, -20, 18, 42].map((x, i) => rect(x - 7, -112, 14, 110, i % 2 ? main : darken(main, 0.08)) + rect(x - 8, -12, 16, 12, "#8b5a3c", { rx: 3 })).join("");
    const art =
      limb(d`M-56 -118Q-76 -96 -72 -70`, main, 5) +
      circle(-72, -66, 6, "#8b5a3c") +
      legs +
      ellipse(0, -118, 62, 34, main) +
      limb(d`M30 -130L60 -236`, main, 26) +
      path(d`M28 -140L54 -236`, "none", { stroke: "#c9742e", "stroke-width": 6, "stroke-dasharray": "8 5" }) +
      line(58, -258, 54, -284, INK, 4) +
      line(72, -256, 74, -282, INK, 4) +
      circle(54, -286, 6, "#8b5a3c") +
      circle(74, -284, 6, "#8b5a3c") +
      ellipse(48, -254, 12, 7, main, { transform: "rotate(-30 48 -254)" }) +
      ellipse(74, -244, 30, 19, main, { transform: "rotate(20 74 -244)" }) +
      ellipse(94, -234, 15, 11, lighten(main, 0.3), { stroke: "none" }) +
      spots +
      eyes(72, 72, -252, 4.5) +
      smile(92, -230, 10, 4, 2.5) +
      cheeks(64, 64, -238, 6);
    return { art };
  },
};
