/**
 * The offline engine's one recogniser: reads an idea the way a child would say
 * it, in English or French, and tells the writer and the illustrator what it is.
 *
 * - `understand` gives the idea its role in a story: a named person or pet
 *   ("my little brother Max", "ma chatte Poivre" → the character Max / Poivre),
 *   a creature with its trait ("a mermaid who cannot swim"), a place or time
 *   ("a library at midnight"), an event or weather ("the first day of school"),
 *   or an object — with the noun, its gender and number for the grammar.
 * - `recognise` says which motif to draw ("a dragon", "deux chatons", "a red
 *   kite", "bateau pirate"), in which variant, colour, size and how many.
 *   Anything unrecognised becomes the seeded "mystery" motif.
 */
import type { Language } from "../../shared/enums";

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

// ─── Roles: what an idea is in a story ──────────────────────────────────────

export type IdeaRole = "character" | "creature" | "place" | "event" | "object";
/** What kind of event, so the plot can grow from it. */
export type EventKind = "weather" | "school" | "celebration" | "contest" | "trip";
/** A creature's trait that a plot can turn on: a fear to overcome, something it cannot do yet. */
export type TraitKind = "fear" | "cannot" | "other";
export type Gender = "m" | "f";

export interface Idea {
  /** As typed, trimmed. */
  text: string;
  role: IdeaRole;
  /** A character's name as the story says it ("Max", "Grandpa Joe", "Poivre"). */
  name?: string;
  /** Who a character is, without the possessive ("little brother", "chatte"). */
  relation?: string;
  /** The noun without article, possessive or trait ("mermaid", "petit frère", "bibliothèque"). */
  noun: string;
  /** What follows the noun ("who cannot swim", "at midnight", "qui ne sait pas nager"). */
  trait?: string;
  traitKind?: TraitKind;
  eventKind?: EventKind;
  /** Grammatical gender (French agreement; English pronouns of people and pets). */
  gender: Gender;
  plural: boolean;
  /** Uncountable: "some snow", "de la neige". */
  mass: boolean;
  /** A place that is a time too, or a place at night ("a library at midnight"). */
  night: boolean;
  /** What to draw. */
  look: Recognised;
}

interface Relation {
  gender?: Gender;
  /** Family words that work as a name on their own or before one ("Grandma", "Papi Joe"). */
  title?: boolean;
}

const RELATIONS: Record<Language, Record<string, Relation>> = {
  "en-US": {
    brother: { gender: "m" }, "little brother": { gender: "m" }, "big brother": { gender: "m" }, "baby brother": { gender: "m" },
    sister: { gender: "f" }, "little sister": { gender: "f" }, "big sister": { gender: "f" }, "baby sister": { gender: "f" },
    grandpa: { gender: "m", title: true }, grandad: { gender: "m", title: true }, granddad: { gender: "m", title: true }, grandfather: { gender: "m", title: true },
    grandma: { gender: "f", title: true }, granny: { gender: "f", title: true }, nana: { gender: "f", title: true }, grandmother: { gender: "f", title: true },
    mum: { gender: "f", title: true }, mom: { gender: "f", title: true }, mummy: { gender: "f", title: true }, mommy: { gender: "f", title: true }, mother: { gender: "f" },
    dad: { gender: "m", title: true }, daddy: { gender: "m", title: true }, father: { gender: "m" },
    uncle: { gender: "m", title: true }, aunt: { gender: "f", title: true }, auntie: { gender: "f", title: true },
    cousin: {}, friend: {}, "best friend": {}, teacher: {}, neighbour: {}, neighbor: {},
    cat: {}, kitten: {}, dog: {}, puppy: {}, hamster: {}, rabbit: {}, bunny: {}, pony: {}, horse: {}, goldfish: {}, turtle: {}, tortoise: {},
    parrot: {}, budgie: {}, "guinea pig": {}, "teddy bear": {}, teddy: {}, doll: { gender: "f" },
  },
  "fr-FR": {
    frere: { gender: "m" }, "petit frere": { gender: "m" }, "grand frere": { gender: "m" }, "soeur": { gender: "f" }, "petite soeur": { gender: "f" }, "grande soeur": { gender: "f" },
    papi: { gender: "m", title: true }, papy: { gender: "m", title: true }, pepe: { gender: "m", title: true }, "grand pere": { gender: "m", title: true },
    mamie: { gender: "f", title: true }, mami: { gender: "f", title: true }, meme: { gender: "f", title: true }, "grand mere": { gender: "f", title: true },
    maman: { gender: "f", title: true }, papa: { gender: "m", title: true }, tonton: { gender: "m", title: true }, oncle: { gender: "m", title: true },
    tata: { gender: "f", title: true }, tante: { gender: "f", title: true }, cousin: { gender: "m" }, cousine: { gender: "f" },
    ami: { gender: "m" }, amie: { gender: "f" }, copain: { gender: "m" }, copine: { gender: "f" }, "meilleur ami": { gender: "m" }, "meilleure amie": { gender: "f" },
    maitre: { gender: "m" }, maitresse: { gender: "f" }, voisin: { gender: "m" }, voisine: { gender: "f" },
    chat: { gender: "m" }, chatte: { gender: "f" }, chaton: { gender: "m" }, chien: { gender: "m" }, chienne: { gender: "f" }, chiot: { gender: "m" },
    lapin: { gender: "m" }, lapine: { gender: "f" }, hamster: { gender: "m" }, poney: { gender: "m" }, cheval: { gender: "m" }, jument: { gender: "f" },
    tortue: { gender: "f" }, "poisson rouge": { gender: "m" }, perroquet: { gender: "m" }, "cochon d inde": { gender: "m" }, doudou: { gender: "m" },
    nounours: { gender: "m" }, poupee: { gender: "f" },
  },
};

const EVENTS: Record<Language, Record<string, EventKind>> = {
  "en-US": {
    "first day of school": "school", "first day at school": "school", "school day": "school", "new school": "school", "first day": "school",
    birthday: "celebration", "birthday party": "celebration", party: "celebration", christmas: "celebration", halloween: "celebration", easter: "celebration",
    wedding: "celebration", festival: "celebration", carnival: "celebration", parade: "celebration", picnic: "celebration", sleepover: "celebration",
    show: "celebration", concert: "celebration", "tea party": "celebration", fair: "celebration",
    race: "contest", contest: "contest", competition: "contest", match: "contest", tournament: "contest", championship: "contest", "talent show": "contest",
    trip: "trip", holiday: "trip", holidays: "trip", vacation: "trip", journey: "trip", "treasure hunt": "trip", "camping trip": "trip", camping: "trip", expedition: "trip",
    storm: "weather", snowstorm: "weather", thunderstorm: "weather", blizzard: "weather", rain: "weather", "rainy day": "weather", thunder: "weather",
    wind: "weather", "windy day": "weather", fog: "weather", "foggy day": "weather", snow: "weather", "snowy day": "weather", heatwave: "weather", flood: "weather", hurricane: "weather",
  },
  "fr-FR": {
    rentree: "school", "premier jour d ecole": "school", "premier jour de classe": "school", "nouvelle ecole": "school", "premier jour": "school", "jour d ecole": "school",
    anniversaire: "celebration", fete: "celebration", "fete d anniversaire": "celebration", noel: "celebration", halloween: "celebration", paques: "celebration",
    mariage: "celebration", festival: "celebration", carnaval: "celebration", defile: "celebration", "pique nique": "celebration", "soiree pyjama": "celebration",
    spectacle: "celebration", concert: "celebration", kermesse: "celebration", gouter: "celebration",
    course: "contest", concours: "contest", competition: "contest", match: "contest", tournoi: "contest", championnat: "contest",
    voyage: "trip", vacances: "trip", excursion: "trip", "chasse au tresor": "trip", camping: "trip", expedition: "trip", "sortie scolaire": "trip",
    tempete: "weather", "tempete de neige": "weather", orage: "weather", blizzard: "weather", pluie: "weather", "jour de pluie": "weather", tonnerre: "weather",
    vent: "weather", brouillard: "weather", neige: "weather", canicule: "weather", inondation: "weather", ouragan: "weather",
  },
};

const PLACES: Record<Language, string[]> = {
  "en-US": [
    "library", "castle", "forest", "woods", "jungle", "beach", "school", "park", "island", "cave", "mountain", "garden", "house", "city", "town", "village",
    "space", "sea", "ocean", "zoo", "farm", "museum", "kitchen", "bedroom", "attic", "cellar", "lighthouse", "playground", "circus", "market", "bakery",
    "hospital", "station", "river", "lake", "pond", "desert", "planet", "volcano", "meadow", "field", "swimming pool", "pool", "treehouse", "palace",
    "kingdom", "cabin", "tower", "bridge", "harbour", "harbor", "street", "shop", "moon", "sky", "underwater", "north pole", "igloo", "greenhouse", "barn",
  ],
  "fr-FR": [
    "bibliotheque", "chateau", "foret", "bois", "jungle", "plage", "ecole", "parc", "ile", "grotte", "montagne", "jardin", "maison", "ville", "village",
    "espace", "mer", "ocean", "zoo", "ferme", "musee", "cuisine", "chambre", "grenier", "cave", "phare", "cour de recre", "cour", "cirque", "marche",
    "boulangerie", "hopital", "gare", "riviere", "lac", "mare", "desert", "planete", "volcan", "prairie", "champ", "piscine", "cabane", "palais",
    "royaume", "tour", "pont", "port", "rue", "magasin", "lune", "ciel", "pole nord", "igloo", "serre", "grange",
  ],
};
const TIMES: Record<Language, string[]> = {
  "en-US": ["midnight", "night", "tonight", "evening", "morning", "dawn", "dusk", "winter", "summer", "autumn", "spring", "nighttime", "bedtime"],
  "fr-FR": ["minuit", "nuit", "soir", "soiree", "matin", "aube", "crepuscule", "hiver", "ete", "automne", "printemps", "coucher"],
};
const NIGHT_WORDS = new Set(["midnight", "night", "tonight", "nighttime", "bedtime", "dusk", "minuit", "nuit", "soir", "crepuscule", "coucher", "dark", "noir"]);
const FEAR_WORDS = /\b(afraid|scared|frightened|fear|fears|shy|nervous|timid|peur|effraye|effrayee|timide|craintif|craintive|peureux|peureuse)\b/;
const CANNOT_WORDS = /\b(cannot|can t|cant|couldn t|unable|learning|learns|never learned|doesn t know|does not know|ne sait pas|ne savait pas|n arrive pas|ne peut pas|apprend|sans ailes|wingless|lost (his|her|its) (voice|roar|wings?|colours?|colors?))\b/;

const LIVING_MOTIFS = new Set<MotifId>([
  "dragon", "cat", "dog", "robot", "pirate", "fish", "octopus", "bird", "giraffe", "unicorn", "horse", "butterfly", "fox", "hedgehog", "otter", "person",
  "owl", "turtle", "mouse", "bee", "firefly", "whale", "dinosaur", "rabbit", "bear", "elephant", "lion", "ghost", "frog", "duck", "snail", "penguin",
  "mermaid", "snowman",
]);

const DETERMINERS: Record<Language, Set<string>> = {
  "en-US": new Set(["a", "an", "the", "some", "my", "our", "his", "her", "their", "your"]),
  "fr-FR": new Set(["un", "une", "le", "la", "les", "l", "des", "du", "de", "mon", "ma", "mes", "notre", "nos", "ton", "ta", "tes", "son", "sa", "ses", "leur", "leurs", "ce", "cet", "cette", "ces"]),
};
const POSSESSIVES = new Set(["my", "our", "his", "her", "their", "your", "mon", "ma", "mes", "notre", "nos", "ton", "ta", "tes", "son", "sa", "ses", "leur", "leurs"]);
/** Where a trait or a time starts after the noun. */
const SPLITTERS: Record<Language, Set<string>> = {
  "en-US": new Set(["who", "that", "which", "with", "without", "at", "in", "on", "under", "from", "called", "named", "during", "by", "near"]),
  "fr-FR": new Set(["qui", "qu", "que", "avec", "sans", "a", "au", "aux", "dans", "sur", "sous", "pendant", "pres", "nomme", "nommee", "appele", "appelee"]),
};
/** French words after "à"/"au" that say where or when ("au bord de la mer", "à midi"), besides places and times. */
const FR_WHERE_WHEN = new Set(["bord", "milieu", "fond", "sommet", "pied", "coin", "bout", "centre", "cote", "dessus", "dessous", "midi", "heure"]);

/**
 * Whether the French "à" / "au" / "aux" at `index` joins a noun to its complement ("une carte au trésor",
 * "une boîte à musique", "une glace à la fraise"), which stays in the noun, rather than starting where or
 * when it is ("à minuit", "au bord de la mer", "à la plage", "à mon école", "à Paris").
 */
function joinsComplement(tokens: string[], capitalised: boolean[], index: number): boolean {
  if (!/^(a|au|aux)$/.test(tokens[index]!)) return false;
  let next = index + 1;
  if (tokens[index] === "a" && (tokens[next] === "la" || tokens[next] === "l")) next++;
  else if (DETERMINERS["fr-FR"].has(tokens[next] ?? "")) return false;
  const word = tokens[next];
  if (word === undefined || capitalised[next]) return false;
  return !FR_WHERE_WHEN.has(word) && !PLACES["fr-FR"].includes(word) && !TIMES["fr-FR"].includes(word);
}
const NAME_PREPOSITIONS = new Set(["to", "in", "at", "from", "a", "en", "de", "d", "au", "vers", "of"]);

/** Words English makes plural without an s, and singular words ending in s. */
const EN_IRREGULAR_PLURALS = new Set(["mice", "children", "people", "geese", "teeth", "feet", "sheep", "fish", "men", "women"]);
const EN_SINGULAR_S = /(ss|us|is|ics|ous|news|bus|gas|lens|pancreas|christmas|dress|glass|octopus|walrus|circus|cactus|bonus)$/;
const EN_MASS = new Set(["snow", "rain", "fog", "wind", "ice", "ice cream", "chocolate", "water", "sand", "honey", "milk", "bread", "cheese", "soup", "spaghetti", "popcorn", "jam", "glitter", "magic", "music", "thunder", "space", "candy", "treasure", "gold", "fruit", "mud", "lava"]);
const EN_FEMININE = new Set(["mermaid", "princess", "queen", "witch", "fairy", "girl", "sister", "hen", "mare", "cow", "lioness", "ballerina", "grandma", "granny", "mum", "mom", "mother", "aunt", "lady", "woman", "sorceress", "duchess", "empress", "doll"]);

/** French nouns whose gender the ending does not tell. */
const FR_GENDERS: Record<string, Gender> = {
  glace: "f", lampe: "f", torche: "f", bibliotheque: "f", foret: "f", ecole: "f", tempete: "f", orage: "m", neige: "f", pluie: "f", vent: "m",
  fete: "f", anniversaire: "m", rentree: "f", course: "f", concours: "m", brouillard: "m", voyage: "m", chateau: "m", phare: "m", plage: "f",
  mer: "f", lune: "f", soleil: "m", etoile: "f", nuage: "m", arc: "m", cerf: "m", parapluie: "m", pomme: "f", voiture: "f", avion: "m",
  fantome: "m", grenouille: "f", canard: "m", escargot: "m", planete: "f", montagne: "f", pingouin: "m", sirene: "f", robot: "m", dragon: "m",
  licorne: "f", girafe: "f", cheval: "m", velo: "m", livre: "m", gateau: "m", pinceau: "m", jardin: "m", ballon: "m", papillon: "m",
  renard: "m", herisson: "m", loutre: "f", hibou: "m", chouette: "f", tortue: "f", souris: "f", abeille: "f", luciole: "f", baleine: "f",
  dinosaure: "m", lapin: "m", ours: "m", elephant: "m", lion: "m", tresor: "m", bateau: "m", pirate: "m", fusee: "f", poisson: "m",
  pieuvre: "f", oiseau: "m", fleur: "f", maison: "f", bonhomme: "m", crepe: "f", cle: "f", boussole: "f", carte: "f", couronne: "f",
  baguette: "f", chapeau: "m", cape: "f", epee: "f", bougie: "f", lanterne: "f", sac: "m", nuit: "f", minuit: "m", matin: "m", hiver: "m",
  ete: "m", automne: "m", printemps: "m", noel: "m", pique: "m", piscine: "f", cabane: "f", ile: "f", grotte: "f", ferme: "f", zoo: "m",
  musee: "m", parc: "m", cirque: "m", gare: "f", ville: "f", riviere: "f", lac: "m", desert: "m", volcan: "m", lycee: "m", arbre: "m",
  monstre: "m", lievre: "m", ogre: "m", zebre: "m", globe: "m", reve: "m", navire: "m", extraterrestre: "m", chocolat: "m", sable: "m",
  eau: "f", miel: "m", lait: "m", musique: "f", magie: "f", confiture: "f", soupe: "f", pain: "m", spectacle: "m", mariage: "m",
  carnaval: "m", defile: "m", kermesse: "f", gouter: "m", match: "m", tournoi: "m", excursion: "f", chasse: "f", canicule: "f",
  inondation: "f", ouragan: "m", tonnerre: "m", cuisine: "f", chambre: "f", grenier: "m", cave: "f", cour: "f", marche: "m",
  boulangerie: "f", hopital: "m", mare: "f", prairie: "f", champ: "m", palais: "m", royaume: "m", tour: "f", pont: "m", port: "m",
  rue: "f", magasin: "m", ciel: "m", espace: "m", village: "m", jungle: "f", bois: "m", ocean: "m", chaton: "m", chiot: "m", sorciere: "f",
  fee: "f", princesse: "f", prince: "m", roi: "m", reine: "f", chevalier: "m", magicien: "m", magicienne: "f", astronaute: "m", requin: "m",
  dauphin: "m", poussin: "m", poule: "f", vache: "f", mouton: "m", cochon: "m", singe: "m", tigre: "m", zebre_: "m", crocodile: "m",
  serpent: "m", kangourou: "m", koala: "m", panda: "m", flamant: "m", perroquet: "m", coccinelle: "f", fourmi: "f", araignee: "f",
  trottinette: "f", toupie: "f", poupee: "f", peluche: "f", doudou: "m", train: "m", camion: "m", tracteur: "m", helicoptere: "m",
  sous: "m", parachute: "m", telescope: "m", loupe: "f", echelle: "f", corde: "f", pelle: "f", seau: "m", coquillage: "m", caillou: "m",
  plume: "f", bulle: "f", chaussette: "f", botte: "f", bottes: "f", echarpe: "f", moufle: "f", bonnet: "m", manteau: "m", tresor_: "m",
  potion: "f", grimoire: "m", balai: "m", chaudron: "m", citrouille: "f", sapin: "m", cadeau: "m", guirlande: "f", flocon: "m", igloo: "m",
  luge: "f", ski: "m", patin: "m", banquise: "f", iceberg: "m", sorbet: "m", bonbon: "m", biscuit: "m", tarte: "f", fraise: "f",
  cerise: "f", banane: "f", carotte: "f", tomate: "f", legume: "m", mouette: "f", hirondelle: "f", chenille: "f", abricot: "m",
  lutin: "m", geant: "m", geante: "f", sorcier: "m", nain: "m", ogresse: "f", yeti: "m", monstre_: "m", vampire: "m", momie: "f",
  squelette: "m", zombie: "m", robote: "m", horloge: "f", montre: "f", piano: "m", guitare: "f", tambour: "m", flute: "f", violon: "m",
};
/** Adjectives that may come before a French noun, with the gender their form shows (if any). */
const FR_ADJECTIVES_BEFORE: Record<string, Gender | undefined> = {
  petit: "m", petite: "f", grand: "m", grande: "f", gros: "m", grosse: "f", vieux: "m", vieil: "m", vieille: "f", jeune: undefined,
  joli: "m", jolie: "f", beau: "m", bel: "m", belle: "f", bon: "m", bonne: "f", premier: "m", premiere: "f", nouveau: "m", nouvel: "m",
  nouvelle: "f", drole: undefined, minuscule: undefined, enorme: undefined, immense: undefined, vrai: "m", vraie: "f", gentil: "m", gentille: "f",
  mechant: "m", mechante: "f", super: undefined, tout: "m", toute: "f",
};
const FR_FEMININE_ENDINGS = /(e|ion|te|ee|ie|ure|ette|elle|esse|ance|ence|ude|ade)$/;
/** Singular French words that end in s, x or z. */
const FR_SINGULAR_SX = new Set(["souris", "ours", "concours", "bois", "pays", "tapis", "radis", "nez", "riz", "prix", "croix", "voix", "noix", "choix", "corps", "temps", "palais", "mas", "repas", "bras", "dos", "os", "lys", "paradis", "puits", "marais", "printemps", "velours", "jus", "sirop_", "taux", "houx", "perdrix", "gaz", "pas", "campus", "cactus", "virus", "autobus", "bus", "ananas", "matelas", "cirque_", "vacances_", "relais", "anis", "cassis", "mais", "parfois_"]);
const FR_MASS = new Set(["neige", "pluie", "brouillard", "vent", "chocolat", "sable", "eau", "miel", "lait", "musique", "magie", "confiture", "soupe", "pain", "tonnerre", "boue", "lave", "or", "glace_"]);

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A first name's likely grammatical gender (for a child whose gender was not given). */
export function guessNameGender(name: string): Gender {
  const first = normalise(name).split(" ")[0] ?? "";
  if (/^(noe|rene|andre|jose|luca|elia|nicola|joshua|jonah|ezra|noah|elijah|ilya|sacha|sasha|mattia|jules)$/.test(first)) return "m";
  return /(a|ie|ine|elle|ette|ee|lyn|ah|oe|ise|anne|ienne)$/.test(first) ? "f" : "m";
}

/** The longest entry of `table` found in `tokens` from `from`, as [key, start, length]. */
function findPhrase<T>(tokens: string[], table: Record<string, T> | Set<string>, skip: (index: number) => boolean = () => false): [string, number, number] | undefined {
  const has = (key: string) => (table instanceof Set ? table.has(key) : Object.hasOwn(table, key));
  let best: [string, number, number] | undefined;
  for (let start = 0; start < tokens.length; start++) {
    for (let length = Math.min(5, tokens.length - start); length >= 1; length--) {
      const slice = tokens.slice(start, start + length);
      if (slice.some((_, k) => skip(start + k))) continue;
      // Plural forms count too ("races", "fêtes").
      const key = slice.join(" ");
      const singular = key.replace(/(s|x)$/, "");
      const found = has(key) ? key : has(singular) ? singular : undefined;
      if (found && (!best || length > best[2])) best = [found, start, length];
    }
  }
  return best;
}

/** Whether a French noun phrase without a telling article is plural: its head noun ends in s or x. */
function frenchPlural(nounWords: string[]): boolean {
  const head = nounWords.find((word) => !(word in FR_ADJECTIVES_BEFORE)) ?? nounWords[0] ?? "";
  return /[sx]$/.test(head) && !FR_SINGULAR_SX.has(head);
}

/** French gender of a noun phrase: the article said it, else the first adjective, else the head noun. */
function frenchGender(nounWords: string[], article: string | undefined): Gender {
  if (article && /^(une|la|ma|ta|sa|cette)$/.test(article)) return "f";
  if (article && /^(un|le|mon|ton|son|ce|cet|du)$/.test(article)) return "m";
  for (const word of nounWords) {
    const plain = normalise(word);
    if (plain in FR_ADJECTIVES_BEFORE) {
      const gender = FR_ADJECTIVES_BEFORE[plain];
      if (gender) return gender;
      continue;
    }
    const singular = FR_SINGULAR_SX.has(plain) ? plain : plain.replace(/(s|x)$/, "");
    const first = singular.split(" ")[0] ?? singular;
    if (FR_GENDERS[first]) return FR_GENDERS[first];
    return FR_FEMININE_ENDINGS.test(first) ? "f" : "m";
  }
  return "m";
}

/**
 * What an idea is in a story. Names are capitalised words that are not
 * relations ("Grandma Rose": Rose), or a lone capitalised word that names no
 * known thing ("Max"); a capitalised word after a preposition is a place
 * ("a trip to Paris").
 */
export function understand(idea: string, language: Language): Idea {
  const text = idea.trim().replace(/\s+/g, " ");
  const rawWords = text.split(" ");
  // Each typed word with its normalised tokens (l'arbre → l, arbre).
  const tokens: string[] = [];
  const capitalised: boolean[] = [];
  const wordOf: number[] = [];
  rawWords.forEach((word, index) => {
    for (const token of words(word)) {
      tokens.push(token);
      capitalised.push(/^\p{Lu}/u.test(word.replace(/^(l|d|qu)['’]/i, "")));
      wordOf.push(index);
    }
  });
  const determiners = DETERMINERS[language];
  let first = 0;
  let article: string | undefined;
  let partitive = false;
  let possessive = false;
  while (first < tokens.length - 1 && determiners.has(tokens[first]!)) {
    // "de la glace": the last article tells the gender, "de"/"du" that it is uncountable.
    if (tokens[first] === "de" || tokens[first] === "du") partitive = true;
    article = tokens[first];
    if (POSSESSIVES.has(tokens[first]!)) possessive = true;
    first++;
  }
  // Numbers and "some" make plurals; they are not part of the noun.
  let counted = false;
  if (first < tokens.length - 1 && (NUMBERS[tokens[first]!] || PLURAL_ARTICLES.has(tokens[first]!))) {
    counted = true;
    first++;
  }
  const relations = RELATIONS[language];
  const known = (token: string) => ENTRIES.some((entry) => entry.words.length === 1 && sameWord(token, entry.words[0]!));
  const relation = findPhrase(tokens, relations, (index) => index < first);
  const inRelation = (index: number) => relation !== undefined && index >= relation[1] && index < relation[1] + relation[2];
  const nameIndexes: number[] = [];
  for (let index = first; index < tokens.length; index++) {
    if (!capitalised[index] || inRelation(index) || determiners.has(tokens[index]!)) continue;
    const previous = tokens[index - 1];
    if (previous && NAME_PREPOSITIONS.has(previous) && !inRelation(index - 1)) continue;
    // The first word is only a name when it names nothing else ("Max", not "Dragon").
    if (index === 0 && (known(tokens[index]!) || findPhrase([tokens[index]!], EVENTS[language]) || PLACES[language].includes(tokens[index]!))) continue;
    if (nameIndexes.length > 0 && nameIndexes.at(-1)! !== index - 1) break;
    nameIndexes.push(index);
  }
  const look = recognise(text, language);
  const rawName = [...new Set(nameIndexes.map((index) => wordOf[index]!))].map((index) => rawWords[index]!).join(" ");
  const relationInfo = relation ? relations[relation[0]] : undefined;
  const relationText = relation ? rawWords.slice(wordOf[relation[1]]!, wordOf[relation[1] + relation[2] - 1]! + 1).join(" ").toLowerCase() : undefined;

  // The noun and what follows it.
  const splitters = SPLITTERS[language];
  let split = tokens.length;
  for (let index = first + 1; index < tokens.length; index++) {
    if (splitters.has(tokens[index]!) && !(relation && inRelation(index)) && !(language === "fr-FR" && joinsComplement(tokens, capitalised, index))) {
      split = index;
      break;
    }
  }
  const wordRange = (from: number, to: number) => (from >= to ? "" : rawWords.slice(wordOf[from]!, wordOf[to - 1]! + 1).join(" "));
  // "l'arbre": the article is glued to the first word.
  const noun = wordRange(first, split).replace(/^(l|d)['’]/i, "");
  const trait = split < tokens.length ? rawWords.slice(wordOf[split]!).join(" ") : undefined;
  const nounTokens = tokens.slice(first, split);
  const normalisedNoun = nounTokens.join(" ");
  const traitText = trait ? normalise(trait) : "";
  const everything = tokens.join(" ");
  const night = tokens.some((token) => NIGHT_WORDS.has(token));

  const base = { text, noun: noun || text, trait, night, look, mass: false };
  const lastNoun = nounTokens.at(-1) ?? "";
  const plural =
    counted ||
    (article !== undefined && /^(les|des|mes|nos|tes|ses|leurs|ces|some|these|those)$/.test(article)) ||
    (language === "en-US"
      ? EN_IRREGULAR_PLURALS.has(lastNoun) || (/[^s]s$/.test(lastNoun) && !EN_SINGULAR_S.test(lastNoun))
      : !/^(un|une|le|la|l|mon|ma|ton|ta|son|sa|ce|cet|cette|du)$/.test(article ?? "") && frenchPlural(nounTokens)) ||
    look.count > 1;
  const gender: Gender =
    language === "fr-FR"
      ? frenchGender(nounTokens, article)
      : nounTokens.some((token) => EN_FEMININE.has(token))
        ? "f"
        : "m";

  // A named person or pet.
  if (rawName) {
    const title = relationInfo?.title && relationText ? `${titleCase(relationText)} ` : "";
    return {
      ...base,
      role: "character",
      name: `${title}${rawName}`,
      relation: relationText,
      noun: relationText ?? rawName,
      gender: relationInfo?.gender ?? (relationText && language === "fr-FR" ? frenchGender([relationText], undefined) : guessNameGender(rawName)),
      plural: false,
    };
  }
  // "my grandma", "mamie": a family word is a name on its own.
  if (relationInfo?.title && relationText && (possessive || first === relation![1])) {
    return { ...base, role: "character", name: titleCase(relationText), relation: relationText, noun: relationText, gender: relationInfo.gender ?? "m", plural: false };
  }
  const event = findPhrase(tokens, EVENTS[language], (index) => index < first);
  if (event) {
    const eventKind = EVENTS[language][event[0]]!;
    // An event keeps its whole phrase as the noun ("first day of school").
    const wholeNoun = wordRange(first, tokens.length).replace(/^(l|d)['’]/i, "");
    const mass = language === "en-US" ? EN_MASS.has(normalisedNoun) : FR_MASS.has(nounTokens[0] ?? "");
    return { ...base, role: "event", eventKind, noun: wholeNoun, trait: undefined, gender, plural: plural && eventKind !== "weather", mass: mass && !plural };
  }
  if (LIVING_MOTIFS.has(look.motif as MotifId) || relation || (trait && /^(who|qui)\b/.test(traitText))) {
    const traitKind: TraitKind | undefined = trait ? (FEAR_WORDS.test(everything) ? "fear" : CANNOT_WORDS.test(everything) ? "cannot" : "other") : undefined;
    return { ...base, role: "creature", relation: relationText, traitKind, gender, plural };
  }
  if (findPhrase(nounTokens, new Set(PLACES[language])) || findPhrase(nounTokens, new Set(TIMES[language]))) {
    return { ...base, role: "place", gender, plural: plural && !/^(woods|bois)$/.test(normalisedNoun) };
  }
  const mass = !plural && article !== "a" && article !== "an" && article !== "un" && article !== "une" && (language === "en-US" ? EN_MASS.has(normalisedNoun) : partitive || FR_MASS.has(normalisedNoun));
  return { ...base, role: "object", gender, plural, mass };
}
