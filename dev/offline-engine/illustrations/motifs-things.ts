/** Buildings, vehicles, toys, treats and magic objects. */
import { at, blob, glowDisc, limb, waterline, BRIGHT, type DrawContext, type MotifSpec } from "./motif-kit";
import { cheeks, circle, d, darken, el, ellipse, eyes, group, hash, INK, lighten, line, n, path, polygon, random, rect, smile, sparkle, starPoints } from "./svg";

const WINDOW_LIGHT = "#ffd97a";

function litWindow(x: number, y: number, w: number, h: number, ctx: DrawContext): { art: string; lights: string; defs: string } {
  const disc = glowDisc(ctx, x + w / 2, y + h / 2, Math.max(w, h) * 1.4, "#ffd97a", 0.6);
  return { art: rect(x, y, w, h, "#7d8fb3", { rx: 4 }), lights: disc.art + rect(x, y, w, h, WINDOW_LIGHT, { rx: 4 }), defs: disc.defs };
}

export const castle: MotifSpec = {
  zone: "ground",
  size: 1.1,
  width: 270,
  back: true,
  draw(ctx) {
    const stone = ctx.colour ?? "#eadbc8";
    const roof = ctx.rng.pick(["#f08aa8", "#6f8fdc", "#b48ad8", "#e5534b"]);
    const flag = ctx.rng.pick(["#f5cf3a", "#e5534b", "#5cb85c"]);
    const merlons = [-88, -58, -28, 2, 32, 62].map((x) => rect(x, -166, 18, 20, stone)).join("");
    const tower = (x: number, top: number, w: number) =>
      rect(x - w / 2, top, w, -top, darken(stone, 0.06)) +
      polygon([[x - w / 2 - 8, top + 2], [x, top - 72], [x + w / 2 + 8, top + 2]], roof) +
      line(x, top - 72, x, top - 100, INK, 3) +
      polygon([[x, top - 100], [x + 26, top - 92], [x, top - 84]], flag, { "stroke-width": 3 });
    const windows = [
      [-106, -150],
      [94, -150],
      [-8, -206],
      [-54, -110],
      [40, -110],
    ].map(([x, y]) => litWindow(x!, y!, 14, 22, ctx));
    const art =
      merlons +
      rect(-92, -150, 184, 150, stone) +
      tower(-100, -200, 50) +
      tower(100, -200, 50) +
      tower(0, -236, 60) +
      path(d`M-26 0V-46A26 26 0 0 1 26 -46V0Z`, "#9b6a43") +
      line(0, -72, 0, 0, INK, 3) +
      windows.map((w) => w.art).join("") +
      rect(-70, -60, 26, 10, darken(stone, 0.1), { stroke: "none", rx: 3 }) +
      rect(50, -36, 26, 10, darken(stone, 0.1), { stroke: "none", rx: 3 }) +
      rect(-120, -60, 20, 8, darken(stone, 0.12), { stroke: "none", rx: 3 });
    return { art, lights: windows.map((w) => w.lights).join(""), defs: windows.map((w) => w.defs).join("") };
  },
};

export const house: MotifSpec = {
  zone: "ground",
  size: 0.95,
  width: 210,
  back: true,
  draw(ctx) {
    const cabin = ctx.variant === "cabin";
    const wall = ctx.colour ?? (cabin ? "#c98a55" : ctx.rng.pick(["#f7e1b5", "#f4c7b8", "#d8e7c5", "#cfe0f2"]));
    const roof = cabin ? "#8b5a3c" : ctx.rng.pick(["#e5534b", "#b85a4a", "#6f8fdc"]);
    const planks = cabin ? [-110, -88, -66, -44, -22].map((y) => line(-76, y, 76, y, darken(wall, 0.25), 2.5)).join("") : "";
    const windows = [litWindow(-56, -110, 34, 30, ctx), litWindow(26, -110, 34, 30, ctx)];
    const snowRoof = ctx.setting === "snow" ? path(d`M-100 -130L0 -212L100 -130Q60 -138 40 -128Q10 -150 -20 -134Q-60 -146 -100 -130Z`, "#ffffff", { "stroke-width": 3 }) : "";
    const art =
      rect(40, -220, 24, 60, "#b85a4a") +
      circle(52, -236, 10, "#e8e8e8", { stroke: "none", opacity: 0.8 }) +
      circle(62, -256, 13, "#e8e8e8", { stroke: "none", opacity: 0.6 }) +
      rect(-80, -140, 160, 140, wall) +
      planks +
      polygon([[-100, -130], [0, -212], [100, -130]], roof) +
      snowRoof +
      circle(0, -166, 14, lighten(wall, 0.3)) +
      path(d`M-18 0V-60Q-18 -72 0 -72Q18 -72 18 -60V0Z`, darken(roof, 0.1)) +
      circle(10, -34, 3.5, "#f5cf3a", { "stroke-width": 2 }) +
      windows.map((w) => w.art + line(w === windows[0] ? -39 : 43, -110, w === windows[0] ? -39 : 43, -80, INK, 3)).join("") +
      rect(-60, -76, 42, 8, "#9b6a43", { rx: 3 }) +
      circle(-52, -82, 6, "#f59ac0", { "stroke-width": 2 }) +
      circle(-38, -82, 6, "#f5cf3a", { "stroke-width": 2 }) +
      circle(-24, -82, 6, "#e5534b", { "stroke-width": 2 });
    return { art, lights: windows.map((w) => w.lights).join(""), defs: windows.map((w) => w.defs).join("") };
  },
};

export const ship: MotifSpec = {
  zone: "water",
  size: 0.95,
  width: 240,
  draw(ctx) {
    const pirate = ctx.words.has("pirate") || ctx.words.has("pirates");
    const hull = ctx.colour ?? (pirate ? "#6b4a3a" : ctx.rng.pick(["#a0673f", "#e5534b", "#4f8fe0"]));
    const sail = pirate ? "#3f3a44" : "#fff8ea";
    const skull = pirate
      ? circle(-44, -130, 16, "#fbf8f2", { "stroke-width": 3 }) +
        rect(-52, -118, 16, 10, "#fbf8f2", { "stroke-width": 3 }) +
        circle(-50, -132, 4, INK, { stroke: "none" }) +
        circle(-38, -132, 4, INK, { stroke: "none" }) +
        line(-66, -100, -22, -84, "#fbf8f2", 5) +
        line(-66, -84, -22, -100, "#fbf8f2", 5)
      : "";
    const art =
      rect(-4, -222, 8, 190, "#7a4a2c") +
      path(d`M-8 -206Q-100 -140 -8 -62Z`, sail) +
      path(d`M8 -196Q84 -140 8 -66Z`, sail) +
      skull +
      path(d`M4 -222L46 -212L4 -202Z`, pirate ? INK : "#e5534b", { "stroke-width": 3 }) +
      path(d`M-112 -52L112 -52Q100 -8 70 2L-76 2Q-104 -8 -112 -52Z`, hull) +
      line(-104, -34, 104, -34, lighten(hull, 0.35), 5) +
      [-60, -20, 20, 60].map((x) => circle(x, -18, 7, "#cfe9f7", { "stroke-width": 3 })).join("") +
      waterline(280, ctx.water);
    return { art };
  },
};

export const rocket: MotifSpec = {
  zone: "sky",
  size: 0.85,
  width: 160,
  draw(ctx) {
    const ufo = ["ufo", "ovni", "soucoupe"].some((w) => ctx.words.has(w));
    if (ufo) {
      const disc = glowDisc(ctx, 0, 60, 90, "#c8ffb0", 0.6);
      const art =
        ellipse(0, -20, 40, 36, "#cfe9f7", { opacity: 0.9 }) +
        circle(0, -24, 16, "#8ad27a") +
        eyes(-6, 6, -28, 3) +
        ellipse(0, 0, 100, 26, ctx.colour ?? "#b9c2d0") +
        [-60, -20, 20, 60].map((x) => circle(x, 4, 6, "#f5cf3a", { "stroke-width": 2.5 })).join("");
      return { art, glow: disc.art, defs: disc.defs };
    }
    const body = ctx.colour ?? "#eef0f5";
    const trim = ctx.rng.pick(["#e5534b", "#4f8fe0", "#f28c38"]);
    const flame = glowDisc(ctx, 0, 96, 70, "#ffd27a", 0.7);
    const art = at(
      0,
      0,
      path(d`M-32 10L-62 66L-28 48Z`, trim) +
        path(d`M32 10L62 66L28 48Z`, trim) +
        path(d`M0 -118Q46 -70 34 48L-34 48Q-46 -70 0 -118Z`, body) +
        path(d`M0 -118Q26 -94 34 -70Q0 -60 -34 -70Q-26 -94 0 -118Z`, trim) +
        circle(0, -24, 18, "#8fd0f0", { "stroke-width": 6 }) +
        circle(-6, -30, 5, "#ffffff", { stroke: "none" }) +
        rect(-6, 16, 12, 46, trim, { rx: 5 }),
      1,
      24,
    );
    const fire = at(0, 0, flame.art + path(d`M-22 52Q0 130 22 52Z`, "#f28c38") + path(d`M-12 52Q0 100 12 52Z`, "#ffe27a", { stroke: "none" }), 1, 24);
    const smoke = blob([[-58, 100, 16], [-76, 120, 20], [-100, 132, 16]], "#f4efe9", false);
    return { art: smoke + art, glow: fire, defs: flame.defs };
  },
};

export const snowman: MotifSpec = {
  zone: "ground",
  size: 0.9,
  width: 150,
  draw(ctx) {
    const scarf = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#5cb85c", "#f28c38"]);
    const art =
      line(-34, -104, -84, -130, "#8b5a3c", 5) +
      line(-70, -122, -78, -142, "#8b5a3c", 4) +
      line(34, -104, 84, -134, "#8b5a3c", 5) +
      line(70, -125, 84, -116, "#8b5a3c", 4) +
      circle(0, -44, 50, "#ffffff") +
      circle(0, -118, 38, "#ffffff") +
      circle(0, -176, 30, "#ffffff") +
      circle(0, -112, 4.5, INK, { stroke: "none" }) +
      circle(0, -128, 4.5, INK, { stroke: "none" }) +
      circle(0, -60, 5, INK, { stroke: "none" }) +
      circle(0, -36, 5, INK, { stroke: "none" }) +
      path(d`M-30 -150Q0 -136 30 -150L32 -140Q0 -124 -32 -140Z`, scarf) +
      rect(10, -146, 14, 40, scarf, { rx: 4, transform: "rotate(-12 17 -146)" }) +
      polygon([[0, -176], [34, -170], [0, -166]], "#f28c38", { "stroke-width": 3 }) +
      eyes(-11, 11, -186, 4.5) +
      smile(0, -162, 16, 5, 3) +
      cheeks(-18, 18, -168, 6) +
      rect(-30, -206, 60, 8, INK) +
      rect(-20, -246, 40, 42, INK) +
      rect(-20, -216, 40, 7, scarf, { stroke: "none" });
    return { art };
  },
};

export const bicycle: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 220,
  draw(ctx) {
    const frame = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#3cc3b8", "#f28c38"]);
    const wheel = (x: number) => {
      let spokes = "";
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI;
        spokes += line(x - Math.cos(a) * 36, -46 - Math.sin(a) * 36, x + Math.cos(a) * 36, -46 + Math.sin(a) * 36, "#b9b4b0", 2);
      }
      return spokes + circle(x, -46, 42, "none", { stroke: INK, "stroke-width": 9 }) + circle(x, -46, 42, "none", { stroke: "#5b5660", "stroke-width": 5 }) + circle(x, -46, 6, "#b9b4b0", { "stroke-width": 2.5 });
    };
    const tube = `M-64 -46L-4 -46L-26 -112ZM-26 -112L46 -112L-4 -46M46 -112L66 -46`;
    const basket = ctx.rng.chance(0.6)
      ? rect(54, -146, 46, 30, "#d9a066", { rx: 5 }) + path(d`M58 -136H96M58 -126H96`, "none", { stroke: darken("#d9a066", 0.3), "stroke-width": 2 }) + circle(66, -150, 7, "#f59ac0", { "stroke-width": 2 }) + circle(82, -152, 7, "#f5cf3a", { "stroke-width": 2 })
      : "";
    const art =
      wheel(-64) +
      wheel(66) +
      path(tube, "none", { stroke: INK, "stroke-width": 13 }) +
      path(tube, "none", { stroke: frame, "stroke-width": 8 }) +
      line(-26, -112, -30, -126, INK, 5) +
      ellipse(-30, -128, 18, 6, "#4a3328") +
      line(46, -112, 50, -140, INK, 6) +
      line(50, -140, 30, -146, INK, 6) +
      circle(-4, -46, 10, "#b9b4b0", { "stroke-width": 3 }) +
      line(-4, -46, 10, -28, INK, 4) +
      basket;
    return { art };
  },
};

export const book: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 190,
  draw(ctx) {
    if (ctx.variant === "library") {
      const wood = "#a8744a";
      let books = "";
      const spines = random(hash("library", ctx.rng.int(0, 9999)));
      for (const shelf of [-160, -100, -40]) {
        let x = -74;
        while (x < 66) {
          const w = spines.int(12, 20);
          const h = spines.int(34, 48);
          books += rect(x, shelf - h, w, h, spines.pick(BRIGHT), { "stroke-width": 2.5, rx: 2 });
          x += w + 2;
        }
      }
      const art =
        rect(-90, -220, 180, 220, wood) +
        rect(-80, -210, 160, 200, darken(wood, 0.35), { stroke: "none" }) +
        books +
        [-160, -100, -40].map((y) => rect(-84, y, 168, 8, lighten(wood, 0.15))).join("") +
        rect(-90, -10, 180, 10, wood);
      return { art: at(0, 0, art, 0.9) };
    }
    const cover = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#5cb85c", "#9b6fd0"]);
    const text = [-60, -48, -36, -24].map((y, i) => line(-66, y + 4 - i, -18, y - 2 - i, "#b9b4b0", 3) + line(18, y - 2 - i, 66, y + 4 - i, "#b9b4b0", 3)).join("");
    const art =
      path(d`M0 -4Q-46 -22 -92 -8L-92 4Q-46 -10 0 8Q46 -10 92 4L92 -8Q46 -22 0 -4Z`, cover) +
      path(d`M0 -70Q-42 -88 -84 -76L-84 -10Q-42 -22 0 -4Z`, "#fffaf0") +
      path(d`M0 -70Q42 -88 84 -76L84 -10Q42 -22 0 -4Z`, "#fffaf0") +
      text +
      line(0, -70, 0, -4, INK, 3);
    const magic = sparkle(-30, -120, 12, "#fff3b0", { stroke: "none" }) + sparkle(24, -140, 16, "#fff3b0", { stroke: "none" }) + sparkle(4, -100, 8, "#ffd0e8", { stroke: "none" }) + polygon(starPoints(-6, -160, 12, 5), "#ffd84d", { "stroke-width": 2.5 });
    return { art, glow: magic };
  },
};

export const cake: MotifSpec = {
  zone: "ground",
  size: 0.8,
  width: 170,
  draw(ctx) {
    const chocolate = ["chocolate", "chocolat"].some((w) => ctx.words.has(w));
    const sponge = ctx.colour ?? (chocolate ? "#8b5a3c" : ctx.rng.pick(["#f7b6c8", "#f6e3b4", "#c9e4f6"]));
    const icing = chocolate ? "#5e3a26" : "#fffaf2";
    const plate = ellipse(0, -4, 84, 12, "#ffffff");
    if (ctx.variant === "pie") {
      const lattice = [-40, -14, 12, 38].map((x) => line(x, -62, x + 10, -14, "#e9b36a", 6)).join("") + [-50, -34].map((y) => line(-56, y, 56, y, "#e9b36a", 6)).join("");
      return { art: plate + path(d`M-70 -14Q-70 -70 0 -72Q70 -70 70 -14Z`, "#f0c27a") + lattice + path(d`M-70 -14Q0 0 70 -14`, "none", { "stroke-width": 4 }) + circle(-20, -44, 6, "#c0392b", { stroke: "none" }) + circle(22, -30, 6, "#c0392b", { stroke: "none" }) };
    }
    if (ctx.variant === "crepes") {
      let stack = "";
      for (let i = 0; i < 6; i++) stack += ellipse(0, -14 - i * 11, 66 - (i % 2) * 3, 13, i % 2 ? "#f0c27a" : "#e9b36a");
      return { art: plate + stack + path(d`M-30 -80Q0 -90 30 -80Q36 -64 24 -56Q14 -70 0 -60Q-14 -70 -24 -56Q-36 -64 -30 -80Z`, "#9b5a2c") + circle(0, -94, 10, "#e5534b") };
    }
    const drips = (x: number, y: number, w: number) => path(d`M${x} ${y}H${x + w}V${y + 10}Q${x + w - 10} ${y + 24} ${x + w - 20} ${y + 10}Q${x + w * 0.5} ${y + 20} ${x + w * 0.4} ${y + 10}Q${x + 16} ${y + 26} ${x + 8} ${y + 12}Q${x} ${y + 16} ${x} ${y + 10}Z`, icing);
    const candles = [-24, 0, 24].map((x, i) => rect(x - 5, -162, 10, 32, BRIGHT[(i * 3) % BRIGHT.length]!, { "stroke-width": 3 }) + line(x, -162, x, -170, INK, 2)).join("");
    const flames = [-24, 0, 24].map((x) => {
      const disc = glowDisc(ctx, x, -180, 26, "#ffd27a", 0.8);
      return { art: disc.art + path(d`M${x} -190Q${x + 8} -178 ${x} -170Q${x - 8} -178 ${x} -190Z`, "#ffb43a", { "stroke-width": 2.5 }), defs: disc.defs };
    });
    const sprinkles = [[-50, -40, "#4f8fe0"], [-20, -30, "#f5cf3a"], [30, -44, "#5cb85c"], [50, -26, "#e5534b"], [-10, -100, "#9b6fd0"], [20, -96, "#f28c38"]]
      .map(([x, y, c]) => line(x as number, y as number, (x as number) + 6, (y as number) - 4, c as string, 4))
      .join("");
    const art = plate + rect(-66, -76, 132, 70, sponge, { rx: 8 }) + drips(-66, -76, 132) + rect(-44, -130, 88, 54, sponge, { rx: 8 }) + drips(-44, -130, 88) + candles + sprinkles;
    return { art, glow: flames.map((f) => f.art).join(""), defs: flames.map((f) => f.defs).join("") };
  },
};

export const icecream: MotifSpec = {
  zone: "ground",
  size: 0.7,
  width: 100,
  draw(ctx) {
    const scoops = [ctx.colour ?? "#f7b6c8", ctx.rng.pick(["#fdf2d0", "#8b5a3c", "#b9e3a8"]), ctx.rng.pick(["#c9e4f6", "#f5cf3a"])];
    const art =
      polygon([[-30, -90], [30, -90], [0, 0]], "#e9b36a") +
      path(d`M-20 -80L10 -30M0 -88L18 -58M-8 -40L16 -80M-22 -86L4 -18`, "none", { stroke: darken("#e9b36a", 0.25), "stroke-width": 2.5 }) +
      circle(-14, -104, 22, scoops[0]!) +
      circle(16, -106, 22, scoops[1]!) +
      circle(0, -136, 24, scoops[2]!) +
      circle(2, -164, 8, "#e5534b") +
      eyes(-8, 8, -138, 3.5) +
      smile(0, -128, 10, 4, 2.5);
    return { art };
  },
};

export const paintbrush: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 200,
  draw(ctx) {
    const paint = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#9b6fd0", "#f28c38"]);
    const blobs = ["#e5534b", "#f5cf3a", "#4f8fe0", "#5cb85c"].map((c, i) => circle(-70 + i * 26, -20 - (i % 2) * 10, 10, c, { "stroke-width": 2.5 })).join("");
    const pencil = ctx.words.has("crayon") || ctx.words.has("crayons") || ctx.words.has("pencil") || ctx.words.has("pencils");
    if (pencil) {
      const one = (x: number, colour: string, angle: number) =>
        at(x, 0, rect(-10, -140, 20, 120, colour, { rx: 3 }) + polygon([[-10, -140], [0, -170], [10, -140]], "#f0d3a8") + polygon([[-4, -158], [0, -170], [4, -158]], colour, { "stroke-width": 2 }), 1, angle);
      return { art: one(-40, "#e5534b", -10) + one(0, paint, 0) + one(40, "#5cb85c", 12) + path(d`M-90 -6Q-40 -30 0 -8T90 -10`, "none", { stroke: paint, "stroke-width": 8 }) };
    }
    const art =
      path(d`M-96 -10Q-100 -46 -56 -48Q-20 -50 0 -30Q20 -10 -10 -2Q-60 8 -96 -10Z`, "#e9c38f") +
      circle(-20, -24, 6, darken("#e9c38f", 0.2), { "stroke-width": 2 }) +
      blobs +
      path(d`M10 -60Q60 -150 130 -140`, "none", { stroke: paint, "stroke-width": 18, opacity: 0.85 }) +
      limb(d`M-70 -40L40 -140`, "#c98a55", 14) +
      polygon([[36, -150], [52, -132], [62, -142], [46, -160]], "#c9d1db") +
      path(d`M46 -160Q66 -190 86 -178Q78 -156 62 -142Z`, paint);
    return { art };
  },
};

export const balloon: MotifSpec = {
  zone: "sky",
  size: 0.8,
  width: 180,
  group: true,
  draw(ctx) {
    if (ctx.variant === "hot") {
      const colours = [ctx.colour ?? "#e5534b", "#f5cf3a", ctx.colour ? lighten(ctx.colour, 0.4) : "#4f8fe0"];
      const outline = d`M0 -100Q70 -100 70 -30Q70 20 20 60L-20 60Q-70 20 -70 -30Q-70 -100 0 -100Z`;
      const stripes = [-48, -16, 16]
        .map((x, i) => path(d`M${x} -96Q${x + (x < 0 ? -6 : 6)} -20 ${x * 0.5} 58L${(x + 32) * 0.5} 58Q${x + 32 + (x + 32 < 0 ? -6 : 6)} -20 ${x + 32} -96Z`, colours[i % 3]!, { stroke: "none" }))
        .join("");
      const art =
        path(outline, colours[1]!) +
        stripes +
        path(outline, "none") +
        line(-20, 60, -14, 88, INK, 3) +
        line(20, 60, 14, 88, INK, 3) +
        rect(-20, 86, 40, 30, "#b5835a", { rx: 5 }) +
        line(-20, 98, 20, 98, darken("#b5835a", 0.3), 2);
      return { art };
    }
    const colours = [ctx.colour ?? "#e5534b", ctx.rng.pick(["#f5cf3a", "#4f8fe0"]), ctx.rng.pick(["#5cb85c", "#f59ac0", "#9b6fd0"])];
    const one = (x: number, y: number, colour: string) =>
      path(d`M${x} ${y + 34}Q${x - 6} ${y + 70} ${0} ${110}`, "none", { "stroke-width": 2.5 }) +
      polygon([[x - 6, y + 40], [x, y + 32], [x + 6, y + 40]], colour, { "stroke-width": 2.5 }) +
      ellipse(x, y, 28, 34, colour) +
      ellipse(x - 10, y - 12, 6, 10, "#ffffff", { stroke: "none", opacity: 0.6 });
    return { art: one(-40, -10, colours[0]!) + one(36, -20, colours[1]!) + one(0, -60, colours[2]!) };
  },
};

export const lighthouse: MotifSpec = {
  zone: "ground",
  size: 1,
  width: 140,
  back: true,
  draw(ctx) {
    const stripe = ctx.colour ?? "#e5534b";
    const bands = [-60, -140].map((y) => path(d`M${-40 + (-y / 240) * 14} ${y}L${40 - (-y / 240) * 14} ${y}L${40 - ((-y + 40) / 240) * 14} ${y - 40}L${-40 + ((-y + 40) / 240) * 14} ${y - 40}Z`, stripe, { stroke: "none" })).join("");
    const fade = ctx.id("beam");
    const beamDefs = el("radialGradient", { id: fade, cx: 0, cy: -266, r: 330, gradientUnits: "userSpaceOnUse" }, el("stop", { offset: 0, "stop-color": "#fff3b0", "stop-opacity": 0.7 }) + el("stop", { offset: 1, "stop-color": "#fff3b0", "stop-opacity": 0 }));
    const beam = path(d`M0 -266L-320 -330L-320 -210Z`, `url(#${fade})`, { stroke: "none" }) + path(d`M0 -266L320 -320L320 -220Z`, `url(#${fade})`, { stroke: "none" });
    const lamp = glowDisc(ctx, 0, -266, 60, "#ffe9a0", 0.8);
    const art =
      blob([[-50, -6, 26], [40, -4, 30], [0, 4, 26]], "#9aa0a8") +
      path(d`M-40 0L-26 -240L26 -240L40 0Z`, "#fbf8f2", { stroke: "none" }) +
      bands +
      path(d`M-40 0L-26 -240L26 -240L40 0Z`, "none") +
      path(d`M-10 0V-30Q0 -40 10 -30V0Z`, "#8b5a3c") +
      rect(-36, -250, 72, 12, "#3f3a44") +
      rect(-20, -288, 40, 38, "#cfe9f7") +
      polygon([[-28, -288], [0, -318], [28, -288]], stripe);
    return { art, glow: lamp.art + rect(-12, -280, 24, 24, "#ffe27a", { rx: 4, "stroke-width": 2.5 }), lights: beam, defs: lamp.defs + beamDefs };
  },
};

export const treasure: MotifSpec = {
  zone: "ground",
  size: 0.75,
  width: 170,
  draw(ctx) {
    const crown = ctx.words.has("crown") || ctx.words.has("couronne");
    const gold = ctx.colour ?? "#f5c542";
    const shine = glowDisc(ctx, 0, -70, 110, "#ffe9a0", 0.7);
    if (crown) {
      const art =
        ellipse(0, -6, 70, 12, "#b5835a") +
        path(d`M-56 -20L-60 -96L-30 -60L0 -110L30 -60L60 -96L56 -20Z`, gold) +
        rect(-58, -36, 116, 18, darken(gold, 0.1)) +
        circle(-30, -27, 6, "#e5534b", { "stroke-width": 2.5 }) +
        circle(0, -27, 7, "#4f8fe0", { "stroke-width": 2.5 }) +
        circle(30, -27, 6, "#5cb85c", { "stroke-width": 2.5 }) +
        circle(0, -110, 7, "#f59ac0", { "stroke-width": 2.5 });
      return { art, glow: shine.art, defs: shine.defs };
    }
    const coins = [-70, -50, 60, 78, -30, 40].map((x, i) => ellipse(x, -4 - (i % 2) * 6, 12, 6, gold, { "stroke-width": 2.5 })).join("");
    const art =
      coins +
      rect(-70, -80, 140, 80, "#a8744a", { rx: 6 }) +
      path(d`M-70 -80L-80 -130Q0 -170 80 -130L70 -80Z`, "#5e3a26") +
      blob([[-30, -92, 16], [0, -100, 18], [30, -92, 16], [-10, -84, 14], [18, -84, 14]], gold) +
      polygon([[-10, -114], [0, -128], [10, -114], [0, -104]], "#4fb6e0", { "stroke-width": 2.5 }) +
      path(d`M-80 -130Q0 -170 80 -130L84 -146Q0 -200 -84 -146Z`, "#a8744a") +
      rect(-70, -80, 140, 14, gold) +
      rect(-12, -60, 24, 24, gold, { rx: 4 }) +
      circle(0, -50, 4, INK, { stroke: "none" }) +
      rect(-50, -80, 12, 80, darken(gold, 0.1)) +
      rect(38, -80, 12, 80, darken(gold, 0.1));
    return { art, glow: shine.art + sparkle(-40, -140, 10, "#ffffff", { stroke: "none" }) + sparkle(50, -120, 13, "#ffffff", { stroke: "none" }), defs: shine.defs };
  },
};

export const kite: MotifSpec = {
  zone: "sky",
  size: 0.8,
  width: 200,
  draw(ctx) {
    const a = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#f28c38"]);
    const b = ctx.rng.pick(["#f5cf3a", "#fbf8f2", "#5cb85c"]);
    const art =
      path(d`M0 70Q-20 110 10 140Q40 170 10 200Q-10 240 -60 300Q-120 380 -200 440`, "none", { "stroke-width": 2, opacity: 0.8 }) +
      [[-2, 110], [14, 160], [-14, 214]].map(([x, y]) => polygon([[x!, y!], [x! - 12, y! - 10], [x! - 12, y! + 10]], BRIGHT[(x! + 200) % 8]!, { "stroke-width": 2.5 }) + polygon([[x!, y!], [x! + 12, y! - 10], [x! + 12, y! + 10]], BRIGHT[(y! + 3) % 8]!, { "stroke-width": 2.5 })).join("") +
      polygon([[0, -80], [-56, -10], [0, 0]], a) +
      polygon([[0, -80], [56, -10], [0, 0]], b) +
      polygon([[-56, -10], [0, 70], [0, 0]], b) +
      polygon([[56, -10], [0, 70], [0, 0]], a) +
      line(0, -80, 0, 70, INK, 3) +
      line(-56, -10, 56, -10, INK, 3) +
      eyes(-14, 14, -28, 4) +
      smile(0, -16, 14, 5, 2.5);
    return { art: at(0, 0, art, 1, -12) };
  },
};

export const umbrella: MotifSpec = {
  zone: "ground",
  size: 0.8,
  width: 200,
  draw(ctx) {
    const a = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#9b6fd0", "#f5cf3a"]);
    const b = lighten(a, 0.45);
    const segments = [-90, -45, 0, 45]
      .map((x, i) => path(d`M0 -190Q${x + 10} -186 ${x} -120Q${x + 22} -134 ${x + 45} -120Q${x + 35} -186 0 -190Z`, i % 2 ? b : a))
      .join("");
    const art =
      limb(d`M0 -190V-14Q0 0 -14 0Q-26 0 -26 -12`, "#8b5a3c", 6) +
      path(d`M-90 -120Q-90 -190 0 -190Q90 -190 90 -120Z`, a) +
      segments +
      line(0, -190, 0, -206, INK, 4);
    return { art };
  },
};

export const apple: MotifSpec = {
  zone: "ground",
  size: 0.75,
  width: 150,
  draw(ctx) {
    const strawberry = ctx.words.has("strawberry") || ctx.words.has("strawberries") || ctx.words.has("fraise") || ctx.words.has("fraises");
    const pear = ctx.words.has("pear") || ctx.words.has("pears") || ctx.words.has("poire") || ctx.words.has("poires");
    const fruit = ctx.colour ?? (pear ? "#c8d65a" : strawberry ? "#e5534b" : ctx.rng.pick(["#e5534b", "#8cc96a", "#f2b33a"]));
    const one = (x: number, y: number, r: number) =>
      strawberry
        ? path(d`M${x - r} ${y - r * 0.6}Q${x} ${y - r * 1.2} ${x + r} ${y - r * 0.6}Q${x + r * 0.6} ${y + r} ${x} ${y + r}Q${x - r * 0.6} ${y + r} ${x - r} ${y - r * 0.6}Z`, fruit) +
          circle(x - 5, y - 2, 1.6, "#f5cf3a", { stroke: "none" }) + circle(x + 6, y + 4, 1.6, "#f5cf3a", { stroke: "none" }) + circle(x, y - 8, 1.6, "#f5cf3a", { stroke: "none" }) +
          polygon([[x - 10, y - r * 0.9], [x, y - r * 0.6], [x + 10, y - r * 0.9], [x, y - r * 1.2]], "#5cb85c", { "stroke-width": 2 })
        : path(d`M${x} ${y - r * 0.8}Q${x + r * 1.1} ${y - r * 1.3} ${x + r} ${y}Q${x + r * 0.8} ${y + r} ${x} ${y + r * 0.9}Q${x - r * 0.8} ${y + r} ${x - r} ${y}Q${x - r * 1.1} ${y - r * 1.3} ${x} ${y - r * 0.8}Z`, fruit) +
          line(x, y - r * 0.8, x + 3, y - r * 1.3, "#8b5a3c", 3) +
          ellipse(x + 10, y - r * 1.1, 8, 4, "#5cb85c", { "stroke-width": 2, transform: `rotate(-20 ${n(x + 10)} ${n(y - r * 1.1)})` }) +
          ellipse(x - r * 0.4, y - r * 0.3, 3, 6, "#ffffff", { stroke: "none", opacity: 0.6 });
    const art =
      path(d`M-66 -60L66 -60L54 0L-54 0Z`, "#d9a066") +
      path(d`M-60 -40H60M-56 -20H56`, "none", { stroke: darken("#d9a066", 0.3), "stroke-width": 2.5 }) +
      one(-34, -76, 20) +
      one(34, -76, 20) +
      one(0, -92, 22) +
      path(d`M-60 -60Q0 -150 60 -60`, "none", { stroke: darken("#d9a066", 0.2), "stroke-width": 7 });
    return { art };
  },
};

export const car: MotifSpec = {
  zone: "ground",
  size: 0.85,
  width: 220,
  draw(ctx) {
    const tractor = ctx.words.has("tractor") || ctx.words.has("tracteur");
    const bus = ctx.words.has("bus");
    const body = ctx.colour ?? (tractor ? "#5cb85c" : bus ? "#f5cf3a" : ctx.rng.pick(["#e5534b", "#4f8fe0", "#f28c38", "#3cc3b8"]));
    const wheel = (x: number, r: number) => circle(x, -r, r, "#3f3a44") + circle(x, -r, r * 0.45, "#c9d1db", { "stroke-width": 2.5 });
    const headlight = glowDisc(ctx, 104, -50, 50, "#fff3b0", 0.7);
    let art: string;
    if (tractor) {
      art = rect(-30, -150, 70, 70, body, { rx: 6 }) + rect(-20, -140, 50, 40, "#cfe9f7") + rect(-90, -90, 190, 50, body, { rx: 10 }) + rect(70, -126, 10, 36, "#3f3a44") + wheel(-50, 50) + wheel(70, 30);
    } else if (bus) {
      art =
        rect(-110, -130, 220, 100, body, { rx: 18 }) +
        [-90, -50, -10, 30].map((x) => rect(x, -116, 30, 32, "#cfe9f7", { rx: 5 })).join("") +
        rect(70, -116, 26, 60, "#cfe9f7", { rx: 5 }) +
        line(-110, -66, 70, -66, darken(body, 0.25), 4) +
        wheel(-64, 24) +
        wheel(64, 24);
    } else {
      art =
        path(d`M-60 -80Q-40 -130 10 -130Q50 -130 64 -80Z`, body) +
        path(d`M-44 -84Q-30 -118 -6 -118V-84Z`, "#cfe9f7") +
        path(d`M6 -118Q40 -118 50 -84H6Z`, "#cfe9f7") +
        rect(-100, -86, 210, 56, body, { rx: 22 }) +
        rect(92, -66, 16, 12, "#fff3b0", { rx: 4, "stroke-width": 2.5 }) +
        line(-10, -70, 4, -70, INK, 3) +
        wheel(-60, 26) +
        wheel(64, 26);
    }
    return { art, lights: headlight.art, defs: headlight.defs };
  },
};

export const plane: MotifSpec = {
  zone: "sky",
  size: 0.8,
  width: 240,
  draw(ctx) {
    const body = ctx.colour ?? ctx.rng.pick(["#e5534b", "#4f8fe0", "#fbf8f2"]);
    const helicopter = ctx.words.has("helicopter") || ctx.words.has("helicoptere");
    if (helicopter) {
      const art =
        limb(d`M-40 -6L-110 -20`, body, 12) +
        rect(-118, -36, 10, 30, body) +
        ellipse(0, 0, 56, 40, body) +
        path(d`M14 -30Q50 -30 52 0H14Z`, "#cfe9f7") +
        line(0, -40, 0, -52, INK, 5) +
        line(-90, -54, 90, -54, INK, 6) +
        line(-20, 40, -30, 56, INK, 4) +
        line(20, 40, 30, 56, INK, 4) +
        line(-50, 56, 50, 56, INK, 5);
      return { art };
    }
    const art =
      path(d`M-40 -6L-70 -70L-44 -70L-10 -8Z`, darken(body, 0.1)) +
      path(d`M-110 -10L-130 -56L-106 -56L-84 -12Z`, body) +
      ellipse(0, 0, 110, 28, body) +
      [-50, -24, 2, 28].map((x) => circle(x, -6, 7, "#cfe9f7", { "stroke-width": 3 })).join("") +
      path(d`M-20 10L-50 70L-24 70L14 12Z`, darken(body, 0.15)) +
      circle(108, 0, 8, "#3f3a44") +
      line(112, -34, 112, 34, INK, 5) +
      path(d`M-140 -10H-220M-150 10H-200`, "none", { stroke: "#ffffff", "stroke-width": 8, opacity: 0.7 });
    return { art };
  },
};

export const ghost: MotifSpec = {
  zone: "air",
  size: 0.8,
  width: 140,
  draw(ctx) {
    const colour = ctx.colour ?? "#fbf8ff";
    const art =
      path(d`M-50 60V-10Q-50 -70 0 -70Q50 -70 50 -10V60Q38 46 26 60Q14 46 0 60Q-14 46 -26 60Q-38 46 -50 60Z`, colour, { opacity: 0.95 }) +
      ellipse(-56, 0, 12, 8, colour, { transform: "rotate(-30 -56 0)" }) +
      ellipse(56, 0, 12, 8, colour, { transform: "rotate(30 56 0)" }) +
      eyes(-16, 16, -20, 6) +
      ellipse(0, 4, 8, 10, INK) +
      cheeks(-28, 28, -6, 7);
    const halo = glowDisc(ctx, 0, 0, 110, "#e8f0ff", 0.5);
    return { art, glow: halo.art, defs: halo.defs };
  },
};

export const robot: MotifSpec = {
  zone: "ground",
  size: 0.9,
  width: 150,
  draw(ctx) {
    const metal = ctx.colour ?? ctx.rng.pick(["#9fc4d8", "#b8c0cc", "#7fd1c1", "#f2b05e"]);
    const dark = darken(metal, 0.2);
    const light = lighten(metal, 0.4);
    const eyeGlow = glowDisc(ctx, 0, -150, 44, "#bff6ff", 0.5);
    const antenna = glowDisc(ctx, 0, -202, 26, "#ffb0b0", 0.8);
    const art =
      rect(-30, -42, 16, 36, dark) +
      rect(14, -42, 16, 36, dark) +
      rect(-36, -12, 28, 12, metal, { rx: 4 }) +
      rect(8, -12, 28, 12, metal, { rx: 4 }) +
      limb(d`M-44 -94Q-70 -80 -68 -54`, dark, 10) +
      circle(-68, -50, 9, metal) +
      limb(d`M44 -94Q70 -106 76 -132`, dark, 10) +
      circle(77, -138, 9, metal) +
      rect(-46, -112, 92, 74, metal, { rx: 12 }) +
      rect(-26, -98, 52, 32, light, { rx: 6 }) +
      circle(-12, -82, 5, "#e5534b", { "stroke-width": 2 }) +
      circle(2, -82, 5, "#f5cf3a", { "stroke-width": 2 }) +
      circle(16, -82, 5, "#5cb85c", { "stroke-width": 2 }) +
      rect(-8, -120, 16, 10, dark) +
      line(0, -176, 0, -196, INK, 4) +
      circle(-42, -148, 7, dark) +
      circle(42, -148, 7, dark) +
      rect(-38, -178, 76, 58, metal, { rx: 14 }) +
      rect(-16, -136, 32, 8, INK, { rx: 3 }) +
      line(-8, -136, -8, -128, light, 2) +
      line(0, -136, 0, -128, light, 2) +
      line(8, -136, 8, -128, light, 2);
    const glow = eyeGlow.art + antenna.art + circle(0, -202, 7, "#ff6b6b", { "stroke-width": 3 }) + circle(-16, -154, 10, "#fff7c2", { "stroke-width": 3 }) + circle(16, -154, 10, "#fff7c2", { "stroke-width": 3 }) + circle(-16, -154, 4.5, INK, { stroke: "none" }) + circle(16, -154, 4.5, INK, { stroke: "none" });
    return { art, glow, defs: eyeGlow.defs + antenna.defs };
  },
};

/** Something the offline illustrator has no drawing for: a seeded glowing treasure in the idea's colour. */
export function mystery(idea: string, colour: string | undefined, ctx: DrawContext) {
  const own = random(hash("mystery", idea));
  const main = colour ?? own.pick(BRIGHT);
  const light = lighten(main, 0.55);
  const shape = own.int(0, 3);
  const halo = glowDisc(ctx, 0, -80, 130, lighten(main, 0.5), 0.8);
  let object: string;
  if (shape === 0) {
    // A gift box with a bow.
    object =
      rect(-50, -90, 100, 90, main, { rx: 6 }) +
      rect(-58, -110, 116, 26, lighten(main, 0.2), { rx: 6 }) +
      rect(-10, -110, 20, 110, light) +
      ellipse(-20, -122, 20, 12, light, { transform: "rotate(-20 -20 -122)" }) +
      ellipse(20, -122, 20, 12, light, { transform: "rotate(20 20 -122)" }) +
      circle(0, -118, 8, light);
  } else if (shape === 1) {
    // A crystal ball on a stand.
    object = path(d`M-40 0L-30 -30H30L40 0Z`, "#a8744a") + circle(0, -84, 56, light, { opacity: 0.95 }) + circle(0, -84, 40, main, { stroke: "none", opacity: 0.55 }) + ellipse(-20, -108, 10, 16, "#ffffff", { stroke: "none", opacity: 0.8 });
  } else if (shape === 2) {
    // A gem.
    object =
      polygon([[-50, -90], [-26, -120], [26, -120], [50, -90], [0, -10]], main) +
      polygon([[-50, -90], [50, -90], [26, -120], [-26, -120]], light) +
      path(d`M-26 -90L0 -10L26 -90M-10 -120L-26 -90M10 -120L26 -90`, "none", { "stroke-width": 2.5 });
  } else {
    // A magic lantern.
    object =
      path(d`M-30 -130Q0 -170 30 -130`, "none", { "stroke-width": 5 }) +
      rect(-40, -130, 80, 14, darken(main, 0.2), { rx: 4 }) +
      rect(-34, -118, 68, 92, light, { rx: 10 }) +
      rect(-40, -28, 80, 14, darken(main, 0.2), { rx: 4 }) +
      path(d`M0 -98Q14 -78 0 -50Q-14 -78 0 -98Z`, main, { "stroke-width": 3 });
  }
  const face = own.chance(0.5) ? eyes(-14, 14, shape === 3 ? -70 : -60, 4.5) + smile(0, shape === 3 ? -60 : -48, 14, 5, 3) : "";
  const twinkles = [[-70, -150, 12], [74, -130, 14], [60, -40, 9], [-80, -50, 8]].map(([x, y, s]) => sparkle(x!, y!, s!, "#fffbe0", { stroke: "none" })).join("");
  return { art: "", glow: halo.art + group(object + face) + twinkles, defs: halo.defs };
}
