/**
 * The text model's stand-in: an answer that fits the JSON schema the caller sends (JSON mode), in the
 * story's language ("in French" in the prompt), written the way a model writes — a plan with named
 * characters and English visual fields, chapters of several varied sentences and a little dialogue,
 * as long as the prompt asks ("each 110 to 170 words") — gentle, and mentioning the ideas, so the
 * app's own checks (zod, the moderation engine, the language check) judge it as they would a real
 * model's answer. Driven by the schema, not by our prompts' wording, so it follows the prompts as
 * they change. The same prompt and seed always give the same answer.
 */
import { hash, random, type Random } from "../../../shared/seeded-random";
import { findJsonObject } from "../../../worker/generation/providers/workers-ai/answer-repair";

export type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: string[]; required?: string[] };
export type Tongue = "en" | "fr";

interface Companion {
  kind: string;
  look: string;
  en: { name: string; noun: string };
  fr: { name: string; noun: string; feminine?: boolean };
}

const COMPANIONS: Companion[] = [
  { kind: "a small red fox", look: "a small red fox with a white-tipped tail and a blue knitted scarf", en: { name: "Pip", noun: "a small red fox" }, fr: { name: "Filou", noun: "un petit renard roux" } },
  { kind: "a round brown owl", look: "a round brown owl with big golden eyes and a green bow tie", en: { name: "Biscuit", noun: "a round brown owl" }, fr: { name: "Noisette", noun: "une chouette brune toute ronde", feminine: true } },
  { kind: "a little green turtle", look: "a little green turtle with a shiny shell and a yellow backpack", en: { name: "Moss", noun: "a little green turtle" }, fr: { name: "Caramel", noun: "une petite tortue verte", feminine: true } },
  { kind: "a spotted puppy", look: "a white puppy with brown spots, floppy ears and a red collar", en: { name: "Pepper", noun: "a spotted puppy" }, fr: { name: "Praline", noun: "un chiot tacheté" } },
  { kind: "a grey rabbit", look: "a soft grey rabbit with long ears and a tiny orange waistcoat", en: { name: "Juniper", noun: "a grey rabbit" }, fr: { name: "Mousse", noun: "un lapin gris" } },
  { kind: "a friendly hedgehog", look: "a friendly hedgehog with a pointy nose and a striped woolly hat", en: { name: "Clover", noun: "a friendly hedgehog" }, fr: { name: "Picot", noun: "un hérisson malicieux" } },
];

const HEROES: Record<Tongue, readonly (readonly [string, "girl" | "boy"])[]> = {
  en: [["Lina", "girl"], ["Tom", "boy"], ["Maya", "girl"], ["Noah", "boy"], ["Ada", "girl"], ["Sam", "boy"], ["Nora", "girl"], ["Leo", "boy"]],
  fr: [["Léa", "girl"], ["Hugo", "boy"], ["Chloé", "girl"], ["Jules", "boy"], ["Inès", "girl"], ["Louis", "boy"], ["Manon", "girl"], ["Arthur", "boy"]],
};

const LOOKS = {
  girl: [
    "a small girl with curly red hair, a yellow raincoat and green boots",
    "a small girl with two dark braids, a purple dress and white trainers",
    "a small girl with short blond hair, round glasses and a striped orange jumper",
  ],
  boy: [
    "a small boy with short black hair, a striped blue jumper and red trainers",
    "a small boy with messy brown hair, green dungarees and a yellow cap",
    "a small boy with curly dark hair, a red hoodie and blue wellies",
  ],
};

interface Setting {
  en: string;
  place: Record<Tongue, string>;
}
const SETTINGS: Setting[] = [
  { en: "a sunny meadow beside a river, with an old oak tree", place: { en: "the meadow by the river", fr: "la prairie au bord de la rivière" } },
  { en: "a seaside village with blue boats and a red-and-white lighthouse", place: { en: "the little harbour", fr: "le petit port" } },
  { en: "a snowy forest with tall pine trees and a wooden cabin", place: { en: "the snowy forest", fr: "la forêt enneigée" } },
  { en: "a small town with a bakery, a fountain and a clock tower", place: { en: "the town square", fr: "la place du village" } },
  { en: "a hilltop garden full of sunflowers and buzzing bees", place: { en: "the sunflower garden", fr: "le jardin des tournesols" } },
  { en: "a quiet lake with a wooden jetty and floating water lilies", place: { en: "the quiet lake", fr: "le lac tranquille" } },
];

/** Who and what a chapter is about. */
interface Cast {
  hero: string;
  friend: string;
  friendNoun: string;
  ideas: string[];
  place: string;
  /** French agreement: "e" when the hero, or the companion, is feminine. */
  heroE: string;
  friendE: string;
}

type Line = (cast: Cast, rnd: Random) => string;
const idea = (cast: Cast, rnd: Random) => rnd.pick(cast.ideas);

/** Sentences per chapter's part of the plot (the first opens the chapter), and lines for anywhere, in each language. */
const PROSE: Record<Tongue, Record<"opening" | "buildUp" | "dilemma" | "resolution" | "closing" | "any", Line[]>> = {
  en: {
    opening: [
      (c) => `Once upon a time, in ${c.place}, there lived a cheerful child called ${c.hero}.`,
      (c) => `${c.hero}'s best friend was ${c.friend}, ${c.friendNoun} who loved to hum little songs.`,
      (c) => `Every morning the two friends explored ${c.place} and looked for something new.`,
      (c, r) => `One bright morning, ${c.hero} found ${idea(c, r)} waiting near a patch of daisies.`,
      (c, r) => `Nobody had ever seen ${idea(c, r)} before, so the neighbours came out to look.`,
      (c) => `${c.friend} sniffed the air, tilted its head and gave a happy little hop.`,
      () => "The sun was warm, the sky was blue, and the whole day felt full of promise.",
      (c) => `${c.hero} clapped both hands and decided that today would be special.`,
    ],
    buildUp: [
      (c) => `${c.hero} and ${c.friend} packed a basket of apples and set off along the winding path.`,
      (c, r) => `On the way they met ${idea(c, r)}, who asked if it could come along.`,
      () => "The path went over a wooden bridge, past a field of poppies and up a gentle hill.",
      (c) => `${c.friend} counted the clouds while ${c.hero} drew a map in a little notebook.`,
      (c, r) => `Soon they understood that ${idea(c, r)} needed their help to get home.`,
      () => "A family of ducks waddled across the path, and everyone stopped to let them pass.",
      (c) => `${c.hero} shared the apples, and they tasted sweeter than ever.`,
      () => "Far away, the roofs of the village glowed in the afternoon light.",
    ],
    dilemma: [
      () => "Suddenly a gust of wind blew the map away, and the path split in two.",
      (c) => `${c.hero} stopped and thought hard: which way should they go?`,
      () => "To the left the path was short but muddy; to the right it was long and stony.",
      (c) => `${c.friend} gave a little sigh and sat down on a mossy stone.`,
      () => "Big grey clouds rolled in, and the first drops of rain began to fall.",
      (c, r) => `Even ${idea(c, r)} looked up at the sky and waited quietly.`,
      (c) => `${c.hero} wanted to hurry, but ${c.friend}'s little legs were tired.`,
      () => "Nobody spoke for a moment; only the rain pattered on the leaves.",
    ],
    resolution: [
      (c) => `Then ${c.friend} had a clever idea and pointed at the tall trees.`,
      (c, r) => `Together they built a little shelter of branches for ${idea(c, r)}.`,
      (c) => `${c.hero} remembered the shape of the hill and found the right way at last.`,
      () => "When the rain stopped, a rainbow stretched across the whole sky.",
      (c, r) => `Everyone helped, and ${idea(c, r)} was soon warm and happy again.`,
      (c) => `${c.friend} danced in a puddle, and the splashes made everyone giggle.`,
      () => "The path to the right turned out to be the best one after all.",
      (c) => `${c.hero} hugged ${c.friend} and said that friends solve things together.`,
    ],
    closing: [
      (c) => `At sunset ${c.hero} and ${c.friend} walked home, tired and proud.`,
      (c, r) => `They promised to visit ${idea(c, r)} again very soon.`,
      (c) => `That night ${c.hero} snuggled under a warm blanket and smiled.`,
      () => "Outside, the stars twinkled softly, as if they were saying goodnight.",
      (c) => `${c.friend} curled up nearby, dreaming of the next adventure.`,
      (c) => `${c.hero} whispered the whole story to the moon, one little part at a time.`,
      () => "The house grew quiet, and a gentle breeze rocked the curtains.",
      () => "And so the day ended, calm and cosy, just as a good day should.",
    ],
    any: [
      () => "The birds sang in the trees, and the air smelled of fresh grass.",
      (c) => `${c.hero} laughed, and the laugh rang out like a little bell.`,
      () => "A butterfly landed on a flower, then fluttered away again.",
      (c) => `${c.friend} wiggled happily and hopped from one foot to the other.`,
      () => "It felt good to be together, step by step.",
      (c) => `${c.hero} took a deep breath and felt brave and calm.`,
    ],
  },
  fr: {
    opening: [
      (c) => `Il était une fois, dans ${c.place}, ${c.heroE ? "une petite fille joyeuse" : "un petit garçon joyeux"} qui s'appelait ${c.hero}.`,
      (c) => `${c.friendE ? "Sa meilleure amie" : "Son meilleur ami"} était ${c.friend}, ${c.friendNoun} qui adorait fredonner des chansons.`,
      () => "Chaque matin, les deux amis partaient explorer les alentours à la recherche de nouveautés.",
      (c, r) => `Un beau matin, ${c.hero} a trouvé ${idea(c, r)} près d'un massif de pâquerettes.`,
      (c, r) => `Personne n'avait jamais vu ${idea(c, r)}, alors les voisins sont sortis pour regarder.`,
      (c) => `${c.friend} a reniflé l'air, a penché la tête et a fait un petit bond de joie.`,
      () => "Le soleil était doux, le ciel était bleu, et la journée semblait pleine de promesses.",
      (c) => `${c.hero} a tapé dans ses mains et a décidé que ce jour serait spécial.`,
    ],
    buildUp: [
      (c) => `${c.hero} et ${c.friend} ont rempli un panier de pommes et sont partis sur le petit chemin.`,
      (c, r) => `En route, ils ont rencontré ${idea(c, r)}, qui voulait les accompagner.`,
      () => "Le chemin passait sur un pont de bois, près d'un champ de coquelicots, puis montait doucement.",
      (c) => `${c.friend} comptait les nuages pendant que ${c.hero} dessinait une carte dans son carnet.`,
      (c, r) => `Bientôt, ils ont compris que ${idea(c, r)} avait besoin de leur aide pour rentrer.`,
      () => "Une famille de canards a traversé le chemin, et tout le monde s'est arrêté pour la laisser passer.",
      (c) => `${c.hero} a partagé les pommes, et elles n'avaient jamais été aussi sucrées.`,
      () => "Au loin, les toits du village brillaient dans la lumière de l'après-midi.",
    ],
    dilemma: [
      () => "Soudain, un coup de vent a emporté la carte, et le chemin s'est séparé en deux.",
      (c) => `${c.hero} s'est arrêté${c.heroE} pour réfléchir : de quel côté fallait-il aller ?`,
      () => "À gauche, le chemin était court mais boueux ; à droite, il était long et plein de cailloux.",
      (c) => `${c.friend} a poussé un petit soupir et s'est assis${c.friendE} sur une pierre couverte de mousse.`,
      () => "De gros nuages gris sont arrivés, et les premières gouttes de pluie sont tombées.",
      (c, r) => `Même ${idea(c, r)} levait les yeux vers le ciel et attendait sans bruit.`,
      (c) => `${c.hero} voulait se dépêcher, mais les petites pattes de ${c.friend} étaient fatiguées.`,
      () => "Pendant un moment, personne n'a rien dit ; seule la pluie tapotait sur les feuilles.",
    ],
    resolution: [
      (c) => `Alors ${c.friend} a eu une idée astucieuse et a montré les grands arbres.`,
      (c, r) => `Ensemble, ils ont construit un petit abri de branches pour ${idea(c, r)}.`,
      (c) => `${c.hero} s'est souvenu${c.heroE} de la forme de la colline et a enfin retrouvé le bon chemin.`,
      () => "Quand la pluie s'est arrêtée, un arc-en-ciel a traversé tout le ciel.",
      () => "Tout le monde a donné un coup de main, et la joie est vite revenue.",
      (c) => `${c.friend} a sauté dans une flaque, et les éclaboussures ont fait rire tout le monde.`,
      () => "Le chemin de droite était finalement le meilleur.",
      (c) => `${c.hero} a serré ${c.friend} dans ses bras : entre amis, on trouve toujours une solution.`,
    ],
    closing: [
      (c) => `Au coucher du soleil, ${c.hero} et ${c.friend} sont rentrés à la maison, fatigués et fiers.`,
      (c, r) => `Ils ont promis de revenir voir ${idea(c, r)} très bientôt.`,
      (c) => `Ce soir-là, ${c.hero} s'est blotti${c.heroE} sous une couverture bien chaude et a souri.`,
      () => "Dehors, les étoiles scintillaient doucement, comme pour dire bonne nuit.",
      (c) => `${c.friend} s'est roulé${c.friendE} en boule tout près, en rêvant de la prochaine aventure.`,
      (c) => `${c.hero} a murmuré toute l'histoire à la lune, un petit morceau à la fois.`,
      () => "La maison est devenue silencieuse, et une douce brise berçait les rideaux.",
      () => "Et la journée s'est terminée, calme et douillette, comme toutes les belles journées.",
    ],
    any: [
      () => "Les oiseaux chantaient dans les arbres, et l'air sentait l'herbe fraîche.",
      (c) => `${c.hero} a ri, et son rire a sonné comme une petite clochette.`,
      () => "Un papillon s'est posé sur une fleur, puis il s'est envolé de nouveau.",
      (c) => `${c.friend} sautillait de joie d'une patte sur l'autre.`,
      () => "C'était bon d'être ensemble, pas à pas.",
      (c) => `${c.hero} a pris une grande inspiration : tout allait bien se passer.`,
    ],
  },
};

const SPEECH: Record<Tongue, string[]> = {
  en: [
    "We can do it together!",
    "Look, over there! Do you see it?",
    "Let's take one step at a time.",
    "What a wonderful day this is!",
    "Don't worry, I'm right here with you.",
    "I have an idea. Follow me!",
    "Thank you so much. You are very kind.",
  ],
  fr: [
    "On peut y arriver ensemble !",
    "Regarde, là-bas ! Tu le vois ?",
    "Allons-y un pas après l'autre.",
    "Quelle merveilleuse journée !",
    "Ne t'inquiète pas, je suis là avec toi.",
    "J'ai une idée. Suis-moi !",
    "Merci beaucoup, tu es vraiment adorable.",
  ],
};

const CHAPTER_TITLES: Record<Tongue, Record<string, string[]>> = {
  en: {
    opening: ["A Bright Morning", "A Surprise in the Grass", "Hello, Friend"],
    buildUp: ["Off We Go", "The Winding Path", "A New Companion"],
    dilemma: ["Which Way?", "The Wind and the Rain", "A Hard Choice"],
    resolution: ["A Clever Idea", "Under the Rainbow", "Working Together"],
    closing: ["Home at Sunset", "Goodnight, Stars", "Sweet Dreams"],
  },
  fr: {
    opening: ["Un matin lumineux", "Une surprise dans l'herbe", "Bonjour, l'ami"],
    buildUp: ["En route !", "Le chemin qui serpente", "Un nouveau compagnon"],
    dilemma: ["Par où aller ?", "Le vent et la pluie", "Un choix difficile"],
    resolution: ["Une idée astucieuse", "Sous l'arc-en-ciel", "Tous ensemble"],
    closing: ["Retour au coucher du soleil", "Bonne nuit, les étoiles", "Faites de beaux rêves"],
  },
};

const PART_OF: Record<string, keyof (typeof PROSE)["en"]> = { opening: "opening", buildUp: "buildUp", dilemma: "dilemma", resolution: "resolution", closing: "closing" };

export const tongueOf = (prompt: string): Tongue => (/\bin French\b/i.test(prompt) ? "fr" : "en");

/** The ideas the prompt quotes as a JSON list ("Ideas: [...]"); a stock one when none is found. */
export function ideasOf(prompt: string): string[] {
  const list = /\[\s*"[\s\S]*?"\s*\]/.exec(prompt)?.[0];
  try {
    const ideas = list ? (JSON.parse(list) as unknown[]).filter((idea): idea is string => typeof idea === "string") : [];
    return ideas.length > 0 ? ideas : ["a kite"];
  } catch {
    return ["a kite"];
  }
}

/** The plan the chapters' prompt carries as JSON ("from this plan (JSON data…): {…}"), when there is one. */
function planIn(prompt: string): { title?: string; characters?: { name?: string; role?: string }[] } | null {
  const at = prompt.indexOf("plan (JSON");
  if (at < 0) return null;
  const found = findJsonObject(prompt.slice(at));
  return "value" in found && found.value !== null && typeof found.value === "object" ? (found.value as ReturnType<typeof planIn>) : null;
}

/** The words a chapter should have, as the prompt asks ("each 110 to 170 words"). */
function wordsWanted(prompt: string, rnd: Random): number {
  const match = /each (\d+) to (\d+) words/.exec(prompt);
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [110, 170];
  return rnd.int(min, Math.round((min + max) / 2));
}

/** The story's cast, the same for a prompt whatever stage asks (the plan's names when the prompt carries it). */
function castFor(prompt: string, tongue: Tongue, rnd: Random): Cast & { companion: Companion; heroKind: "girl" | "boy"; setting: Setting } {
  const companion = rnd.pick(COMPANIONS);
  const [hero, heroKind] = rnd.pick(HEROES[tongue]);
  const setting = rnd.pick(SETTINGS);
  const plan = planIn(prompt);
  const planned = (role: string) => plan?.characters?.find((character) => character.role === role)?.name;
  // A chapter to rewrite names its speakers: the rewrite keeps them.
  const speakers = [...new Set([...prompt.matchAll(/"speaker":\s*"([^"]+)"/g)].map((match) => match[1]!))];
  return {
    hero: planned("hero") ?? speakers[0] ?? hero,
    heroKind,
    heroE: heroKind === "girl" ? "e" : "",
    friendE: companion.fr.feminine ? "e" : "",
    friend: planned("companion") ?? speakers[1] ?? companion[tongue].name,
    friendNoun: companion[tongue].noun,
    companion,
    ideas: ideasOf(prompt),
    place: setting.place[tongue],
    setting,
  };
}

/** One chapter: a title, then paragraphs of its part of the plot and lines of dialogue until it has the words asked for. */
export function chapterItems(chapter: string, tongue: Tongue, cast: Cast, words: number, rnd: Random): unknown[] {
  const part = PART_OF[chapter] ?? "any";
  const items: unknown[] = [{ type: "title", text: rnd.pick(CHAPTER_TITLES[tongue][chapter] ?? CHAPTER_TITLES[tongue].opening!) }];
  const [lead, ...rest] = PROSE[tongue][part];
  const sentences = [lead!, ...rnd.shuffle(rest), ...rnd.shuffle(PROSE[tongue].any)];
  const wordsOf = (text: string) => text.split(/\s+/).length;
  let count = 0;
  let dialogues = 0;
  let paragraph: string[] = [];
  let size = rnd.int(2, 3);
  for (const sentence of sentences) {
    if (count >= words) break;
    const text = sentence(cast, rnd);
    paragraph.push(text);
    count += wordsOf(text);
    if (paragraph.length < size) continue;
    items.push({ type: "plain", text: paragraph.join(" ") });
    paragraph = [];
    size = rnd.int(2, 3);
    if (dialogues < 2 && count < words && rnd.chance(0.6)) {
      const line = rnd.pick(SPEECH[tongue]);
      items.push({ type: "dialogue", speaker: rnd.chance(0.5) ? cast.hero : cast.friend, text: line });
      count += wordsOf(line);
      dialogues++;
    }
  }
  if (paragraph.length > 0) items.push({ type: "plain", text: paragraph.join(" ") });
  return items;
}

function title(tongue: Tongue, cast: Cast, rnd: Random): string {
  const [first] = cast.ideas;
  const titles =
    tongue === "fr"
      ? [`${cast.hero} et ${first}`, `La grande aventure ${/^[aeiouyàâéèêîïôûh]/i.test(cast.hero) ? "d'" : "de "}${cast.hero}`, `${cast.hero}, ${cast.friend} et ${first}`]
      : [`${cast.hero} and ${first}`, `${cast.hero}'s Big Adventure`, `${cast.hero}, ${cast.friend} and ${first}`];
  return rnd.pick(titles);
}

/** A seeded random for this prompt: the same prompt and seed always give the same answer. */
export const randomFor = (prompt: string, seed: number) => random(hash(seed, prompt));

export function schemaAnswer(schema: Schema, prompt: string, seed = 0, tongueOverride?: Tongue): unknown {
  const rnd = randomFor(prompt, seed);
  const tongue = tongueOverride ?? tongueOf(prompt);
  const cast = castFor(prompt, tongue, random(hash(seed, "cast", ...ideasOf(prompt))));
  const words = wordsWanted(prompt, rnd);
  // Visual fields are English whatever the story's language (the image model reads English).
  const moments: Record<string, string> = {
    opening: `${cast.hero} smiles at ${cast.ideas[0]} in ${cast.setting.place.en}`,
    buildUp: `${cast.hero} and ${cast.friend} walk along a winding path with ${cast.ideas.at(-1)}`,
    dilemma: `wind and rain at a fork in the path, ${cast.hero} thinking hard`,
    resolution: `${cast.friend} points to the trees while everyone builds a cosy shelter under a rainbow`,
    closing: `${cast.hero} and ${cast.friend} walk home at sunset, happy and sleepy`,
  };
  const strings: Record<string, () => string> = {
    title: () => title(tongue, cast, rnd),
    description:
      tongue === "fr"
        ? () => `${cast.hero} et ${cast.friend} vivent une douce aventure avec ${cast.ideas.join(" et ")}.`
        : () => `${cast.hero} and ${cast.friend} share a gentle adventure with ${cast.ideas.join(" and ")}.`,
    setting: () => cast.setting.en,
  };
  const make = (node: Schema, key: string, path: string[]): unknown => {
    if (key === "mood" && node.enum) return path.includes("dilemma") ? "storm" : path.includes("closing") ? "sunset" : rnd.pick(node.enum.filter((mood) => mood !== "storm"));
    if (node.enum) return rnd.pick(node.enum);
    switch (node.type) {
      case "object": {
        const value = Object.fromEntries(Object.entries(node.properties ?? {}).map(([name, child]) => [name, make(child, name, [...path, name])]));
        const chapter = path.at(-1);
        if (chapter && chapter in moments && "moment" in value) value.moment = moments[chapter];
        return value;
      }
      case "array": {
        const item = node.items ?? {};
        // A chapter: a title, narration and a little dialogue.
        if (item.properties?.type?.enum?.includes("dialogue")) return chapterItems(path.at(-1) ?? key, tongue, cast, words, rnd);
        if (key === "characters") {
          return [
            { name: cast.hero, role: "hero", kind: cast.heroKind === "girl" ? "a little girl" : "a little boy", look: rnd.pick(LOOKS[cast.heroKind]) },
            { name: cast.friend, role: "companion", kind: cast.companion.kind, look: cast.companion.look },
          ];
        }
        if (item.type === "integer" || item.type === "number") return cast.ideas.map((_, index) => index);
        return [make(item, key, path)];
      }
      case "integer":
      case "number":
        return 0;
      case "boolean":
        return false;
      default:
        return (strings[key] ?? (() => PROSE[tongue].any[0]!(cast, rnd)))();
    }
  };
  return make(schema, "", []);
}
