/**
 * Reads an ingredient the way a child would say it, in English or French
 * ("a dragon", "un dragon", "deux chatons", "a red kite", "bateau pirate") and
 * says which motif to draw, in which variant, colour, size and how many.
 * Anything unrecognised becomes the seeded "mystery" motif.
 */
import type { Language } from "../../../db/schema";

export const MOTIF_IDS = [
  "dragon", "cat", "dog", "robot", "moon", "star", "tree", "castle", "ship", "pirate", "rocket", "fish", "octopus",
  "bird", "flower", "house", "rainbow", "snowman", "giraffe", "unicorn", "horse", "bicycle", "book", "cake",
  "paintbrush", "garden", "sun", "cloud", "balloon", "butterfly", "fox", "hedgehog", "otter", "person", "owl",
  "turtle", "mouse", "bee", "firefly", "whale", "dinosaur", "rabbit", "bear", "elephant", "lion", "lighthouse",
  "treasure", "kite", "umbrella", "apple", "car", "plane", "ghost", "frog", "duck", "snail", "planet", "mountain",
  "sea", "snow", "penguin", "icecream", "mermaid",
] as const;
export type MotifId = (typeof MOTIF_IDS)[number] | "mystery";

/**
 * Keywords without accents, lower case, words separated by single spaces.
 * "word=variant" selects a variant of the motif's drawing.
 */
const KEYWORDS: Record<(typeof MOTIF_IDS)[number], string[]> = {
  dragon: ["dragon", "dragonne", "dragonnet", "wyvern"],
  cat: ["cat", "kitty", "chat", "chatte", "minou", "matou", "kitten=kitten", "chaton=kitten"],
  dog: ["dog", "doggy", "chien", "chienne", "toutou", "puppy=puppy", "pup=puppy", "chiot=puppy"],
  robot: ["robot", "android", "androide", "automate", "cyborg"],
  moon: ["moon", "lune"],
  star: ["star", "etoile", "shooting star=shooting", "etoile filante=shooting"],
  tree: [
    "tree", "arbre", "oak", "chene", "forest=forest", "foret=forest", "woods=forest", "jungle=forest", "bois=forest",
    "pine=pine", "fir=pine", "sapin=pine", "christmas tree=pine", "sapin de noel=pine", "palm tree=palm", "palmier=palm",
  ],
  castle: ["castle", "chateau", "chateau fort", "palace", "palais", "fortress", "forteresse", "kingdom", "royaume", "donjon"],
  ship: ["ship", "boat", "bateau", "navire", "voilier", "sailboat", "barque", "canoe", "raft", "radeau", "yacht"],
  pirate: ["pirate", "corsaire", "buccaneer", "flibustier"],
  rocket: ["rocket", "fusee", "spaceship", "space ship", "vaisseau", "vaisseau spatial", "spacecraft", "soucoupe volante", "ufo", "ovni"],
  fish: ["fish", "poisson", "goldfish", "poisson rouge", "shark=shark", "requin=shark"],
  octopus: ["octopus", "pieuvre", "poulpe", "squid", "calamar", "kraken"],
  bird: ["bird", "oiseau", "oiseaux", "sparrow", "moineau", "robin", "rouge gorge", "pigeon", "seagull", "mouette", "goeland", "swallow", "hirondelle", "parrot=parrot", "perroquet=parrot"],
  flower: ["flower", "fleur", "tulip", "tulipe", "daisy", "marguerite", "sunflower=sunflower", "tournesol=sunflower", "bouquet", "blossom", "rose=rose", "roses=rose"],
  house: ["house", "home", "maison", "maisonnette", "cottage", "chalet", "village", "cabin=cabin", "hut=cabin", "shack=cabin", "cabane=cabin", "treehouse=cabin", "hutte=cabin"],
  rainbow: ["rainbow", "arc en ciel", "arcs en ciel"],
  snowman: ["snowman", "snowmen", "snow man", "bonhomme de neige", "bonshommes de neige"],
  giraffe: ["giraffe", "girafe", "girafon"],
  unicorn: ["unicorn", "licorne", "pegasus=pegasus", "pegase=pegasus"],
  horse: ["horse", "pony", "poney", "cheval", "chevaux", "jument", "foal", "poulain"],
  bicycle: ["bicycle", "bike", "velo", "bicyclette", "tricycle", "scooter", "trottinette"],
  book: ["book", "livre", "storybook", "notebook", "cahier", "dictionary", "dictionnaire", "library=library", "bibliotheque=library", "librairie=library", "bookshelf=library", "bookcase=library"],
  cake: ["cake", "gateau", "gateau au chocolat", "cupcake", "muffin", "dessert", "birthday cake", "pie=pie", "tarte=pie", "tartelette=pie", "crepe=crepes", "pancake=crepes", "gaufre=crepes", "waffle=crepes"],
  paintbrush: ["paintbrush", "paint brush", "brush", "pinceau", "paint", "peinture", "painter", "peintre", "palette", "crayon", "pencil", "crayons"],
  garden: ["garden", "vegetable garden", "vegetable patch", "potager", "jardin", "carrot", "carotte", "vegetable", "legume", "pumpkin", "citrouille", "potiron", "tomato", "tomate", "farm", "ferme"],
  sun: ["sun", "soleil", "sunshine"],
  cloud: ["cloud", "nuage"],
  balloon: ["balloon", "ballon", "ballon de baudruche", "hot air balloon=hot", "air balloon=hot", "montgolfiere=hot"],
  butterfly: ["butterfly", "papillon", "moth", "ladybird", "ladybug", "coccinelle"],
  fox: ["fox", "renard", "renarde", "renardeau"],
  hedgehog: ["hedgehog", "herisson"],
  otter: ["otter", "loutre", "beaver", "castor"],
  person: [
    "girl=girl", "fille=girl", "fillette=girl", "petite fille=girl", "sister=girl", "soeur=girl",
    "boy=boy", "garcon=boy", "petit garcon=boy", "brother=boy", "frere=boy", "child", "kid", "enfant", "friend", "ami", "amie",
    "baby=baby", "bebe=baby", "princess=princess", "princesse=princess", "prince=prince", "king=king", "roi=king",
    "queen=queen", "reine=queen", "knight=knight", "chevalier=knight", "witch=witch", "sorciere=witch", "magicienne=witch",
    "wizard=wizard", "magicien=wizard", "sorcier=wizard", "magician=wizard", "fairy=fairy", "fee=fairy",
    "grandma=grandma", "granny=grandma", "grandmother=grandma", "mamie=grandma", "grand mere=grandma", "mami=grandma",
    "grandpa=grandpa", "grandfather=grandpa", "papi=grandpa", "papy=grandpa", "grand pere=grandpa",
    "mum=grownup", "mom=grownup", "mother=grownup", "maman=grownup", "dad=grownup", "daddy=grownup", "father=grownup", "papa=grownup",
    "teacher=grownup", "maitresse=grownup", "astronaut=astronaut", "astronaute=astronaut", "spaceman=astronaut",
    "explorer=explorer", "explorateur=explorer", "exploratrice=explorer", "adventurer=explorer", "aventurier=explorer",
  ],
  owl: ["owl", "hibou", "chouette"],
  turtle: ["turtle", "tortoise", "tortue"],
  mouse: ["mouse", "mice", "souris", "hamster"],
  bee: ["bee", "abeille", "bumblebee", "bourdon"],
  firefly: ["firefly", "luciole", "glowworm", "ver luisant"],
  whale: ["whale", "baleine", "dolphin", "dauphin", "orca", "orque"],
  dinosaur: ["dinosaur", "dinosaure", "dino", "t rex", "trex", "diplodocus", "brachiosaurus", "triceratops", "tyrannosaure", "tyrannosaurus"],
  rabbit: ["rabbit", "bunny", "lapin", "lapine", "lapereau", "hare", "lievre"],
  bear: ["bear", "ours", "ourson", "teddy=teddy", "teddy bear=teddy", "nounours=teddy", "doudou=teddy", "panda=panda", "koala", "polar bear=polar", "ours polaire=polar", "ours blanc=polar"],
  elephant: ["elephant", "elephants", "mammoth", "mammouth"],
  lion: ["lion", "lionne", "lionceau", "tiger", "tigre"],
  lighthouse: ["lighthouse", "phare"],
  treasure: ["treasure", "tresor", "treasure chest", "chest", "coffre", "coffre au tresor", "coins", "gold", "jewel", "bijou", "diamond", "diamant", "gem", "crown", "couronne"],
  kite: ["kite", "cerf volant", "cerfs volants"],
  umbrella: ["umbrella", "parapluie", "parasol", "ombrelle"],
  apple: ["apple", "pomme", "fruit", "pear", "poire", "cherry", "cerise", "strawberry", "fraise"],
  car: ["car", "voiture", "truck", "camion", "bus", "tractor", "tracteur", "taxi"],
  plane: ["plane", "airplane", "aeroplane", "avion", "helicopter", "helicoptere"],
  ghost: ["ghost", "fantome", "spirit"],
  frog: ["frog", "grenouille", "toad", "crapaud"],
  duck: ["duck", "duckling", "canard", "caneton", "goose", "oie", "swan", "cygne", "chick", "poussin", "hen", "poule", "chicken"],
  snail: ["snail", "escargot", "slug", "limace"],
  planet: ["planet", "planete", "saturn", "saturne", "jupiter", "mars", "space", "espace", "galaxy", "galaxie", "comet", "comete"],
  mountain: ["mountain", "montagne", "volcano", "volcan", "hill", "colline", "cave", "grotte"],
  sea: ["sea", "mer", "ocean", "beach", "plage", "island", "ile", "lake", "lac", "river", "riviere", "wave", "vague", "shell", "coquillage", "seashell", "starfish", "etoile de mer", "sand", "sable", "pond", "mare"],
  snow: ["snow", "neige", "winter", "hiver", "snowflake", "flocon", "flocon de neige", "ice", "iceberg", "banquise", "igloo", "sledge", "sled", "luge"],
  penguin: ["penguin", "pingouin", "manchot"],
  icecream: ["ice cream", "icecream", "glace", "sorbet", "ice lolly", "popsicle", "esquimau"],
  mermaid: ["mermaid", "sirene", "merman"],
};

const COLOURS: Record<string, string> = {
  red: "#e5534b", rouge: "#e5534b", blue: "#4f8fe0", bleu: "#4f8fe0", bleue: "#4f8fe0", green: "#5cb85c", vert: "#5cb85c",
  verte: "#5cb85c", yellow: "#f5cf3a", jaune: "#f5cf3a", pink: "#f59ac0", rose: "#f59ac0", purple: "#9b6fd0",
  violet: "#9b6fd0", violette: "#9b6fd0", mauve: "#b48ad8", orange: "#f28c38", black: "#3f3a44", noir: "#3f3a44",
  noire: "#3f3a44", white: "#fbf8f2", blanc: "#fbf8f2", blanche: "#fbf8f2", gold: "#f2c14e", golden: "#f2c14e",
  dore: "#f2c14e", doree: "#f2c14e", silver: "#c9d1db", argent: "#c9d1db", argente: "#c9d1db", argentee: "#c9d1db",
  brown: "#9b6a43", marron: "#9b6a43", brun: "#9b6a43", brune: "#9b6a43", grey: "#9aa0a8", gray: "#9aa0a8",
  gris: "#9aa0a8", grise: "#9aa0a8", turquoise: "#3cc3b8",
};
const SMALL = new Set(["little", "tiny", "small", "mini", "petit", "petite", "minuscule", "toute"]);
const BIG = new Set(["big", "giant", "huge", "enormous", "grand", "grande", "geant", "geante", "enorme", "gigantesque"]);
const NUMBERS: Record<string, number> = { two: 2, deux: 2, three: 3, trois: 3, four: 3, quatre: 3, many: 3, several: 3, lots: 3, plusieurs: 3, beaucoup: 3, plein: 3 };
const PLURAL_ARTICLES = new Set(["some", "des", "les", "mes", "nos", "these", "those", "ces"]);

export interface Recognised {
  idea: string;
  motif: MotifId;
  variant: string | undefined;
  /** From a colour word next to the noun ("a red kite", "un dragon rose"). */
  colour: string | undefined;
  /** 1 to 3 copies: "two kittens", "des chatons". */
  count: number;
  /** Size factor from "tiny", "big", "petit", "géant"… */
  scale: number;
  /** The idea's words, for drawings that look at modifiers ("pirate", "chocolate"). */
  words: ReadonlySet<string>;
}

/** Lower case, accents dropped, punctuation (hyphens, apostrophes) turned into spaces. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function words(text: string): string[] {
  const normalised = normalise(text);
  return normalised ? normalised.split(" ") : [];
}

/** Keywords that are already plural forms. */
const IRREGULAR_PLURALS = new Set(["mice", "chevaux", "snowmen", "oiseaux", "bonshommes", "crayons"]);

/** A word matches a keyword word as is or in a plural form (cats, chevaux, puppies). */
function sameWord(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  if (word === `${keyword}s` || word === `${keyword}x` || word === `${keyword}es`) return true;
  if (keyword.endsWith("y") && word === `${keyword.slice(0, -1)}ies`) return true;
  if (keyword.endsWith("al") && word === `${keyword.slice(0, -2)}aux`) return true;
  return false;
}

interface Entry {
  motif: (typeof MOTIF_IDS)[number];
  words: string[];
  variant: string | undefined;
}

const ENTRIES: Entry[] = MOTIF_IDS.flatMap((motif) =>
  KEYWORDS[motif].map((keyword) => {
    const [text, variant] = keyword.split("=") as [string, string | undefined];
    return { motif, words: text.split(" "), variant };
  }),
);

interface Match {
  entry: Entry;
  start: number;
  plural: boolean;
}

function findMatches(tokens: string[], usable: boolean[]): Match[] {
  const matches: Match[] = [];
  for (const entry of ENTRIES) {
    for (let start = 0; start + entry.words.length <= tokens.length; start++) {
      let ok = true;
      for (let k = 0; k < entry.words.length && ok; k++) ok = usable[start + k]! && sameWord(tokens[start + k]!, entry.words[k]!);
      if (ok) {
        const last = tokens[start + entry.words.length - 1]!;
        matches.push({ entry, start, plural: last !== entry.words.at(-1) || IRREGULAR_PLURALS.has(last) });
      }
    }
  }
  return matches;
}

export interface RecogniseOptions {
  /**
   * Which noun wins when several are named: English puts the head noun last
   * ("pirate ship"), French first ("bateau pirate"). Characters' names read
   * best with "last" ("Biscuit le hibou", "Mamie Abeille").
   */
  head?: "first" | "last";
  /** Capitalised words after the first are names ("Grandma Rose"), not nouns or colours. */
  names?: boolean;
}

export function recognise(idea: string, language: Language, options: RecogniseOptions = {}): Recognised {
  const head = options.head ?? (language === "fr-FR" ? "first" : "last");
  const raw = idea.trim().split(/\s+/);
  const tokens: string[] = [];
  const usable: boolean[] = [];
  raw.forEach((word, index) => {
    const isName = (options.names ?? true) && index > 0 && /^\p{Lu}/u.test(word);
    for (const token of words(word)) {
      tokens.push(token);
      usable.push(!isName);
    }
  });
  const matches = findMatches(tokens, usable);
  // Longest keyword first ("bonhomme de neige" beats "neige"), then the head noun.
  matches.sort((a, b) => b.entry.words.length - a.entry.words.length || (head === "first" ? a.start - b.start : b.start - a.start));
  const best = matches[0];
  const used = new Set<number>();
  if (best) for (let k = 0; k < best.entry.words.length; k++) used.add(best.start + k);

  let colour: string | undefined;
  let scale = 1;
  let count = 1;
  tokens.forEach((token, index) => {
    if (used.has(index) || !usable[index]) return;
    if (!colour && COLOURS[token] && best) colour = COLOURS[token];
    if (SMALL.has(token)) scale = 0.75;
    if (BIG.has(token)) scale = 1.3;
    if (NUMBERS[token]) count = NUMBERS[token];
    if (index === 0 && PLURAL_ARTICLES.has(token)) count = Math.max(count, 2);
  });
  if (best?.plural) count = Math.max(count, 2);
  // Without a recognised noun a lone colour still tints the mystery object ("something blue").
  if (!best) colour = tokens.map((token) => COLOURS[token]).find(Boolean);
  return {
    idea,
    motif: best?.entry.motif ?? "mystery",
    variant: best?.entry.variant,
    colour,
    count: Math.min(count, 3),
    scale,
    words: new Set(tokens),
  };
}

/** Whether a chapter's text talks about this ingredient (by its words or its motif's keywords). */
export function mentions(sceneWords: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= sceneWords.length; start++) {
    let ok = true;
    for (let k = 0; k < phrase.length && ok; k++) ok = sameWord(sceneWords[start + k]!, phrase[k]!) || sameWord(phrase[k]!, sceneWords[start + k]!);
    if (ok) return true;
  }
  return false;
}

/** The keyword that recognised the idea, as words (for finding the idea in a chapter's text). */
export function keywordWords(recognised: Recognised): string[][] {
  if (recognised.motif === "mystery") return [];
  return ENTRIES.filter((entry) => entry.motif === recognised.motif && entry.words.every((word) => [...recognised.words].some((token) => sameWord(token, word)))).map(
    (entry) => entry.words,
  );
}
