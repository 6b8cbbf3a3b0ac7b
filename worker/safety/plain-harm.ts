/**
 * The second layer: harm said in plain words, read as who does what to whom. No word here is unsafe
 * alone ("push", "lock", "touch", "pills", "the baby", "at night"); an idea is refused when an action of
 * a harmful class meets a target it harms and, where the action is ordinary too, the context that makes
 * it harm (a secret, at night, "don't tell", "until he stops moving", "to get thin"). Each rule is an
 * action class × a target class (× a context class), in English and French, matched on Snowball stems
 * by the engine's combinations (./engine.ts), for each idea alone and for the ideas joined.
 */
import type { ModerationLists } from "./lists";

type Combination = ModerationLists["combinations"][number];

// Targets: who or what an act harms.
const CHILDREN = [
  "child", "children", "kid", "kids", "baby", "babies", "toddler", "newborn", "twins", "triplets", "boy", "boys", "girl",
  "girls", "his son", "her son", "my son", "daughter", "the little one", "the new girl", "the new boy", "the new kid",
  "cousin", "cousins", "nephew", "niece", "jumeaux", "jumelles", "triples", "nouveau-ne", "la nouvelle", "le nouveau",
  "cousine", "neveu", "niece",
  "little brother", "little sister", "baby brother", "baby sister", "brother", "sister", "pupil", "pupils", "student",
  "enfant", "enfants", "bebe", "bebes", "gamin", "gamine", "gamins", "petit", "petite", "petits", "fils", "fille", "filles",
  "garcon", "garcons", "fillette", "petit frere", "petite soeur", "frere", "soeur", "eleve", "eleves",
];
const ADULTS = [
  "mum", "mom", "mommy", "mummy", "mother", "dad", "daddy", "father", "grandma", "grandpa", "granny", "grandmother",
  "grandfather", "nan", "nana", "aunt", "auntie", "uncle", "nanny", "babysitter", "stepmother", "stepdad", "neighbour", "neighbor", "teacher", "old man", "old lady", "old woman", "lady", "man", "woman",
  "homeless", "wife", "husband", "friend", "classmate", "classmates", "someone", "everyone", "people",
  "maman", "papa", "mamie", "papi", "mere", "pere", "grand-mere", "grand-pere", "voisin", "voisine", "maitre", "maitresse",
  "tante", "tata", "tonton", "oncle", "nounou", "belle-mere", "beau-pere", "prof", "vieux monsieur", "vieille dame", "dame", "monsieur", "sans-abri", "femme", "mari", "copain", "copine",
  "camarade", "camarades", "quelqu'un", "tout le monde", "gens",
];
const ANIMALS = [
  "dog", "dogs", "puppy", "puppies", "cat", "cats", "kitten", "kittens", "hamster", "rabbit", "bunny", "bird", "birds",
  "horse", "pony", "animal", "animals", "pet", "guinea pig", "chien", "chiens", "chiot", "chiots", "chat", "chats",
  "chaton", "chatons", "lapin", "oiseau", "oiseaux", "cheval", "poney", "animaux", "cochon d'inde",
];
// French object pronouns stand before the verb ("il la frappe") and are spelled like articles: they are
// read only that way round (OBJECT_FR below).
const PRONOUNS = ["him", "her", "them", "me", "us", "lui", "moi", "eux", "elle"];
const SOMEONE = [...CHILDREN, ...ADULTS, ...ANIMALS, ...PRONOUNS];
const YOUNG = [...CHILDREN, "her", "him", "me", "lui", "moi"];

// Acts that harm whoever receives them.
const BLOWS = [
  "hit", "hits", "hitting", "beat", "beats", "beating", "slap", "slaps", "punch", "punches", "punching", "kick", "kicks",
  "kicking", "smack", "smacks", "whip", "whips", "spank", "spanks", "hurt", "hurts", "hurting", "harm", "harms", "injure",
  "wound", "strangle", "choke", "chokes", "choking", "smother", "smothers", "suffocate", "drown", "drowns", "scald",
  "poison", "poisons", "torture", "abuse", "abuses", "batter", "bully",
  "frapper", "frappe", "frappent", "gifler", "gifle", "taper", "battre", "battent", "cogner", "cogne",
  "fouetter", "maltraiter", "blesser", "fait mal", "font mal", "faire mal", "etouffer", "etouffe", "noyer", "noie",
  "starve", "starves", "starved", "stamp on", "stamps on", "stamping on", "stomp on", "stomps on", "step on", "steps on",
  "stepping on", "pietiner", "pietine", "affamer", "affame", "empoisonner", "ebouillanter", "bash", "bashes", "bashing",
  "pummel", "pummels", "coup de poing", "coups de poing", "coup de pied", "coups de pied", "tabasse",
];
// French puts a pronoun object before its verb: "il la frappe".
// As spelled: their stems meet nouns ("pendant", "la pousse").
const BLOWS_FR = ["frappe", "frappent", "frappait", "gifle", "giflent", "bat", "battent", "battait", "cogne", "noie", "etouffe", "secoue", "tabasse", "brule", "enferme", "ecrase", "pend"].map((verb) => `=${verb}`);
const OBJECT_FR = ["la", "le", "les", "l", "lui", "me", "m", "te", "t"];
const withObject = (verbs: readonly string[]) => OBJECT_FR.flatMap((pronoun) => verbs.map((verb) => `${pronoun} ${verb}`));
// Putting someone where they fall, drown, burn or cannot get out.
const FORCE = [
  "push", "pushes", "pushing", "pushed", "shove", "shoves", "throw", "throws", "throwing", "threw", "drop", "drops",
  "dropping", "hold", "holds", "holding", "put", "puts", "lock", "locks", "locking", "locked", "shut", "shuts", "trap",
  "traps", "leave", "leaves", "left", "tie", "ties", "tied", "pousser", "pousse", "poussent", "jeter", "jette", "lancer",
  "lacher", "lache", "tenir", "tient", "tiennent", "mettre", "met", "enfermer", "enferme", "enferment", "laisser",
  "laisse", "attacher", "attache", "abandonner", "abandonne", "slam", "slams", "slamming", "smash", "smashes", "bash",
  "bashes", "tip", "tips", "tipping", "balance", "balancer", "balancent", "cogne", "cogner",
];
const HARMFUL_PLACES = [
  "down the stairs", "off the cliff", "off the roof", "off the balcony", "from the balcony", "out of the window",
  "out the window", "against the wall", "against the door", "against the floor", "against the window", "under the water", "under water", "into the oven", "in the oven", "in the freezer",
  "into the fire", "into the river", "in the cupboard", "in the closet", "in the basement", "in the cellar", "in the shed",
  "in the hot car", "alone in the woods", "with no food", "without food", "no food", "dans les escaliers", "du haut de la falaise", "du haut", "par la fenetre",
  "du balcon", "contre le mur", "contre la porte", "contre le sol", "contre la fenetre", "par terre", "sous l'eau", "dans le four", "dans le congelateur", "dans le feu", "dans la riviere",
  "dans le placard", "a la cave", "dans la cave", "dans la cabane", "seul dans la foret", "sans manger",
  "dans la voiture au soleil", "out of her wheelchair", "out of his wheelchair", "from her wheelchair", "from his wheelchair",
  "de son fauteuil",
];
// What an act led to: told, it says the act harmed.
const HARM_DONE = [
  "stops moving", "stopped moving", "goes still", "went still", "stops breathing", "goes blue", "turns blue", "bleeds",
  "bleed", "can't walk", "cannot walk", "can't breathe", "cannot breathe", "dies", "is dead", "ne bouge plus", "ne respire plus", "devienne bleu",
  "devienne bleue", "saigne", "saignent", "ne marche plus", "meurt", "soit mort", "soit morte",
];
// Whatever someone may be made to swallow to be harmed, and what it is hidden in.
const POISONS = ["sleeping pills", "pills", "rat poison", "poison", "bleach", "somniferes", "mort-aux-rats", "javel", "cachets", "pilules"];
// "thé" is "the" once accents are off: only with a French article.
const DRINKS = [
  "tea", "coffee", "juice", "drink", "milk", "food", "bottle", "cup", "glass", "bowl", "le the", "son the", "du the", "cafe",
  "jus", "boisson", "lait", "verre", "soupe", "biberon", "tasse", "bol", "gamelle",
];

// What can be thrown at, pointed at or stuck into someone.
const MISSILES = ["brick", "bricks", "stone", "stones", "rock", "rocks", "brique", "briques", "pierre", "pierres", "cailloux", "caillou"];
const BLADES = ["knife", "knives", "scissors", "gun", "pistol", "fork", "couteau", "couteaux", "ciseaux", "pistolet", "fusil", "arme", "fourchette"];
const BODY = ["arm", "leg", "eye", "eyes", "face", "neck", "belly", "bras", "jambe", "oeil", "yeux", "visage", "cou", "ventre"];
// Rough handling: the part of a body it is done to, and what tells it apart from play or care (a plait,
// a ponytail, a broken leg skiing): pain, force, intent.
const ROUGH = [
  "pull", "pulls", "pulling", "yank", "yanks", "yanking", "twist", "twists", "twisting", "drag", "drags", "dragging",
  "tirer", "tire", "tirent", "tord", "tordre", "tordent", "traine", "trainer", "trainent",
];
const HELD_PARTS = ["hair", "ear", "ears", "arm", "arms", "tail", "cheveux", "oreille", "oreilles", "bras", "queue"];
const PAIN_OR_FORCE = [
  "until", "till", "so hard", "really hard", "screams", "scream", "cries", "cry", "hurts", "jusqu'a", "si fort", "tres fort",
  "hurle", "crie", "pleure", "fait mal",
];
const BREAK = ["break", "breaks", "breaking", "broke", "snap", "snaps", "snapped", "casse", "casser", "cassent", "brise", "briser"];
const BONES = ["arm", "arms", "leg", "legs", "finger", "fingers", "wrist", "nose", "bras", "jambe", "jambes", "doigt", "doigts", "poignet", "nez"];
const ON_PURPOSE = ["on purpose", "deliberately", "to punish", "for fun", "expres", "pour le punir", "pour la punir", "pour rigoler"];
const STRIKE_HEAD = ["bash", "bashes", "slam", "slams", "smash", "smashes", "bang", "bangs", "knock", "knocks", "cogne", "cogner", "claque", "tape", "frappe"];
const HOT = ["hot soup", "hot water", "hot tea", "hot coffee", "hot oil", "boiling", "brulante", "brulant", "bouillante", "bouillant"];
const CLOTHES = ["skirt", "pants", "knickers", "nightie", "nightdress", "pyjamas", "pajamas", "jupe", "culotte", "pantalon", "chemise de nuit", "pyjama", "slip"];

// Sexual harm: who does it, what is done, and what tells it apart from care (a secret, the night, the body).
const SUSPECT_ADULTS = [
  "stepdad", "stepfather", "uncle", "man", "grown up", "grown-up", "adult", "coach", "teacher", "neighbour", "neighbor",
  "babysitter", "stranger", "beau-pere", "tonton", "oncle", "monsieur", "homme", "adulte", "entraineur", "voisin",
  "nounou", "baby-sitter", "inconnu",
];
const INTIMATE_ACTS = [
  "touch", "touches", "touching", "touched", "rub", "rubs", "rubbing", "stroke", "strokes", "stroking", "fondle", "fondles",
  "undress", "undresses", "undressing", "strip",
  "strips", "toucher", "touche", "touchee", "touches", "frotte", "frotter", "deshabille", "deshabiller", "caresse", "caresser",
];
// "il la touche", "il l'a touchée", "il me déshabille".
const TOUCHES_FR = withObject(["touche", "touchent", "touchait", "a touche", "a touchee", "caresse", "deshabille", "frotte"]);
const KISSES_FR = withObject(["embrasse", "embrassait", "a embrasse", "a embrassee"]);
// Closeness that is care by day and harm in secret.
const CLOSE = [
  "kiss", "kisses", "kissing", "sit on his lap", "sits on his lap", "gets into", "get into", "embrasse", "embrasser",
  "asseoir sur ses genoux", "vient dans le lit", "bath with", "shower with", "in bed with", "bain avec", "douche avec",
  "au lit avec",
];
const TOLD_TO_HIDE = [
  "don't tell", "dont tell", "do not tell", "not to tell", "keep it a secret", "keep it secret", "our secret",
  "our little secret", "secret game", "it's a secret", "its a secret", "when everyone has gone", "when everyone is gone",
  "when mum is out", "when mom is out", "ne le dis pas", "ne dis rien", "ne rien dire", "ne le dis a personne",
  "c'est un secret", "notre secret", "jeu secret", "quand tout le monde est parti", "quand maman n'est pas la",
  // A secret owned by the two of them, or nobody to be told ("tells" and "dit" meet these by their stems).
  "their secret", "their little secret", "his secret", "leur secret", "leur petit secret", "tell nobody", "tell no one",
  "not tell anyone", "never tell anyone", "won't tell", "mustn't tell", "must not tell", "nobody must know",
  "no one must know", "nobody can know", "ne dit rien", "rien dire a personne", "rien a personne", "le dire a personne",
  "personne ne doit savoir", "personne ne doit le savoir", "sans rien dire",
];
const SECRECY = [
  ...TOLD_TO_HIDE, "at night", "down there", "where he shouldn't", "where she shouldn't", "in the shower", "in her bed",
  "in his bed", "la nuit", "la en bas", "la ou il ne faut pas", "sous la douche", "dans son lit",
];
const UNCLOTHED = [
  "no clothes", "without clothes", "with no clothes", "their clothes off", "clothes off", "undressed", "in your underwear",
  "in their underwear", "in her underwear", "in his underwear", "sans vetements", "sans habits", "enlever leurs habits",
  "enlever leurs vetements", "en culotte", "en slip", "en sous-vetements", "tout nus", "toute nue",
];
const PICTURES = ["picture", "pictures", "photo", "photos", "photograph", "video", "videos", "film", "films", "filme", "camera"];
const PRIVATE_PARTS = [
  "private parts", "privates", "private places", "willy", "willie", "=dick", "=cock", "zizi", "zigounette", "sa bite",
  "ta bite", "ses parties", "tes parties", "mes parties", "parties intimes",
];
const BODY_SHOWN = [...PRIVATE_PARTS, "what's under", "whats under", "what is under", "ce qu'il y a sous", "sous ton pyjama", "sous ta robe"];
const SHOW = ["show", "shows", "showing", "showed", "show me", "montre", "montrer", "montrent", "montre moi"];
const LOVERS = ["boyfriend", "girlfriend", "lover", "amoureux", "amoureuse", "petit ami", "petite amie"];
const GROWN = ["forty", "fifty", "thirty", "sixty", "40", "50", "30", "grown man", "old man", "quarante", "cinquante", "trente", "soixante"];

// Self-harm: not eating to be thin, wanting not to be, hurting oneself.
const NOT_EATING = [
  "doesn't eat", "doesnt eat", "don't eat", "not eat", "not eating", "stops eating", "stop eating", "stopped eating",
  "skip dinner", "skipping dinner", "skips dinner", "skip meals", "skipping meals", "skips meals", "only eats", "eats only",
  "only eat", "throw up after", "throwing up after", "throws up after", "make herself sick", "make himself sick",
  "ne mange pas", "ne mange plus", "ne mange qu'une", "ne mange rien", "arrete de manger", "arreter de manger",
  "se faire vomir", "se fait vomir", "se font vomir", "se prive de manger", "se priver de manger", "se prive de nourriture", "throws up", "makes herself sick", "makes himself sick", "sauter le diner", "sauter les repas", "saute les repas", "sauter des repas", "ne plus manger",
];
const THINNESS = ["thin", "thinner", "skinny", "lose weight", "weight", "the scale", "models", "maigre", "maigrir", "mince", "poids", "la balance", "mannequins"];
const WISH = ["want", "wants", "wanting", "wish", "wishes", "wishing", "would rather", "veut", "veux", "vouloir", "voudrait", "envie", "aimerait", "rever"];
const NOT_BEING = [
  "disappear forever", "disappear for good", "disappear for ever", "go to sleep and never wake up", "never wake up",
  "stop existing", "not exist", "not be here", "be dead", "disparaitre pour toujours",
  "disparaitre a jamais", "ne jamais se reveiller", "ne plus se reveiller", "ne plus exister", "ne plus etre la",
  "ne plus vivre", "etre morte", "etre mort",
];
// Hitting oneself is deliberate; hurting or burning oneself may be an accident, so it needs a mark of intent.
const SELF_BLOWS = ["hit", "hits", "hitting", "punch", "punches", "punching", "bang", "bangs", "banging", "beat", "beats"];
const SELF_HURT = [
  ...SELF_BLOWS, "scratch", "scratches", "scratching", "burn", "burns", "burning", "hurt", "hurts", "hurting", "cut",
  "cuts", "cutting", "griffer", "griffe", "frapper", "frappe", "bruler", "brule", "taper", "tape", "couper", "coupe",
  "faire mal", "fait mal",
];
const SELF = ["himself", "herself", "myself", "yourself", "themselves"];
const SELF_BODY = [
  ...SELF, "her arms", "his arms", "her legs", "his legs", "her skin", "his skin", "head on the wall", "head against the wall",
  "les bras", "les jambes", "la peau", "sa peau", "la tete contre le mur", "sa tete contre le mur", "se",
];
const SELF_HURT_MARKS = [
  "until", "till", "bleed", "bleeds", "bruise", "bruises", "when he is sad", "when she is sad", "when sad", "upset",
  "lighter", "compass", "where nobody can see", "jusqu'au sang", "jusqu'a avoir des bleus", "des bleus", "triste",
  "briquet", "compas", "la ou personne ne voit", "contre le mur", "expres",
];
const HIGH_PLACES = ["bridge", "roof", "cliff", "window", "balcony", "tower", "pont", "toit", "falaise", "fenetre", "balcon", "tour"];
const ENDING = [
  "so it stops", "so it all stops", "so it ends", "to end it", "ready to jump", "about to jump", "never come back",
  "pour que tout s'arrete", "pour en finir", "prete a sauter", "pret a sauter", "va sauter", "pour toujours",
];

// Drugs in plain words: what is sniffed or swallowed, and for what.
const INHALE = ["sniff", "sniffs", "sniffing", "huff", "huffs", "huffing", "inhale", "inhales", "inhaling", "snort", "snorts", "snorting", "renifler", "renifle", "sniffer", "sniffe", "inhaler"];
const INHALANTS = ["glue", "paint", "petrol", "gas", "gasoline", "markers", "aerosol", "powder", "white powder", "colle", "peinture", "essence", "gaz", "poudre", "solvant", "bidon"];
const TO_GET_HIGH = [
  "to feel funny", "to feel dizzy", "to feel floaty", "to feel weird", "to get high", "to trip", "to see colours",
  "to see colors", "to stay awake", "pour planer", "pour se sentir bizarre", "la tete qui tourne", "pour voir des couleurs",
  "pour ne pas dormir", "pour delirer",
];
const SWALLOWED = [
  "pills", "mushrooms", "toad", "syrup", "cough syrup", "powder", "glue", "petrol", "cachets", "pilules", "champignons",
  "crapaud", "sirop", "poudre", "colle", "essence", "medicaments",
];

// Hate said plainly: a group of people, then what they "are" or "do".
// Girls and boys are "dirty" after football: groups by sex only with what prejudice says of them.
const SEXES = ["girls", "boys", "women", "men", "les filles", "les garcons", "les femmes", "les hommes"];
const SEXIST = [
  "should stay in the kitchen", "belong in the kitchen", "can't do", "cannot do", "are worse", "inferior",
  "doivent rester a la cuisine", "a la cuisine", "ne savent pas", "sont nulles", "inferieures",
];
const GROUPS = [
  "people with dark skin", "dark-skinned people", "black people", "blacks", "white people", "brown people", "asians",
  "chinese people", "chinese", "africans", "people from africa", "arabs", "muslims", "jews", "jewish people", "gay people",
  "gays", "lesbians", "trans people", "disabled people", "disabled kids", "disabled", "handicapped", "deaf people",
  "deaf kids", "=foreigners", "foreign kids", "foreign children", "foreign people", "immigrants", "refugees", "migrants", "gypsies", "travellers", "roma", "mexicans",
  "poor people", "poor families", "fat people", "people from asia", "people from china", "people from mexico",
  "people of colour", "people of color", "les gens d'afrique", "les gens d'asie", "les gens du voyage", "les gens de couleur",
  "les gens a la peau foncee", "les noirs",
  "les blancs", "les arabes", "les chinois", "les asiatiques", "les africains", "les juifs", "les musulmans",
  "les homosexuels", "les gays", "les lesbiennes", "les handicapes", "les enfants handicapes", "les etrangers",
  "les immigres", "les refugies", "les migrants", "les gitans", "les roms", "les pauvres", "les gros", "les sourds",
];
const IS = ["are", "is", "should be", "must be", "sont", "est", "devraient etre", "doivent etre"];
const CONTEMPT = [
  "dirty", "stupid", "dumb", "thieves", "lazy", "disgusting", "animals", "monkeys", "apes", "rats", "vermin", "sick",
  "trash", "inferior", "evil", "worse", "less clever", "less intelligent", "terrorists", "criminals", "locked away",
  "sales", "betes", "stupides", "voleurs", "paresseux", "degoutants", "singes", "rats", "vermine", "malades", "enfermes",
  "moins intelligents", "inferieurs", "terroristes", "criminels", "des dechets",
];
const CONTEMPT_ACTS = [
  "smell", "smell bad", "stink", "steal", "spread disease", "bring diseases", "eat dogs", "should go back",
  "go back where they came from", "need fixing", "need to be fixed", "should stay in the kitchen", "don't belong",
  "sentent mauvais", "puent", "volent", "donnent des maladies", "mangent des chiens", "doivent rentrer chez eux",
  "rentrer chez eux", "il faut les soigner", "doivent rester a la cuisine", "n'ont rien a faire ici",
];
const NAMED_AS = ["is a", "you", "stupid", "little", "est un", "est une", "t'es un", "t'es une", "espece de", "sale"];
const DISABILITY_INSULTS = ["retard", "retards", "mongol", "gogol", "triso", "mongolien", "spaz", "attarde", "debile"];

const rule = (category: Combination["category"], all: string[][], near: number, ordered = false): Combination => ({ category, all, near, ordered });

export const PLAIN_HARM: readonly Combination[] = [
  rule("violence", [BLOWS, SOMEONE], 3, true),
  rule("violence", [OBJECT_FR, BLOWS_FR], 1, true),
  rule("violence", [["shake", "shakes", "shaking", "secoue", "secouer"], ["baby", "bebe"]], 3, true),
  rule("violence", [FORCE, SOMEONE, HARMFUL_PLACES], 8, true),
  rule("violence", [["tape", "tapes", "taped", "taping"], ["mouth shut", "mouths shut", "mouth closed"]], 4, true),
  rule("violence", [["tie up", "ties up", "tied up", "tying up", "ligoter", "ligote"], SOMEONE], 3, true),
  rule("violence", [["until", "till", "jusqu'a ce qu", "so that", "pour qu"], HARM_DONE], 4, true),
  rule("violence", [["squeeze", "squeezing", "squeezes", "serrer", "serre"], ["neck", "throat", "cou", "gorge"]], 4, true),
  rule("violence", [["set fire", "sets fire", "set on fire", "mettre le feu", "met le feu", "mettent le feu"], SOMEONE], 5, true),
  rule("violence", [["burn", "burns", "bruler"], SOMEONE], 2, true),
  rule("violence", [["run over", "ran over", "running over", "runs over"], SOMEONE, ["car", "truck", "bus", "tractor", "on purpose", "drove", "drives", "drove away"]], 8),
  rule("violence", [["ecraser", "ecrase"], SOMEONE], 3, true),
  rule("violence", [POISONS, DRINKS], 5),
  rule("violence", [["=tripping", "=tripped", "trips up", "trip up", "faire tomber", "fait tomber"], SOMEONE], 3, true),
  rule("violence", [["pull", "pulls", "pulling", "rip", "arrache", "arracher"], ["wings", "ailes", "whiskers", "moustaches"]], 4),
  rule("violence", [["to punish", "as punishment", "pour le punir", "pour la punir", "pour les punir"], [...BLOWS, ...FORCE, "burn", "burns", "bruler", "brule"]], 8),
  rule("violence", [["hang", "hangs", "hanged", "=pend", "=pendre", "=pendu", "=pendue"], SOMEONE], 3),
  rule("violence", [["boiling water on", "boiling water over", "eau bouillante sur"], SOMEONE], 2, true),
  rule("violence", [["poke", "pokes", "gouge", "crever", "creve"], ["eyes", "eye", "yeux", "oeil"]], 4),
  rule("violence", [ROUGH, HELD_PARTS, PAIN_OR_FORCE], 8, true),
  rule("violence", [ROUGH, SOMEONE, ["by the hair", "by her hair", "by his hair", "by the ear", "par les cheveux", "par l'oreille"]], 6, true),
  rule("violence", [BREAK, BONES, ON_PURPOSE], 8),
  // Someone else's head: "elle se cogne la tête" and "he bangs his head on the door" are accidents.
  rule("violence", [STRIKE_HEAD, ["la tete de", "la tete du", "le visage de", "le visage du"], ["contre", "sur"]], 8, true),
  rule("violence", [["throw", "throws", "throwing", "threw", "jette", "jeter", "lance", "lancer"], HOT, ["at", "on", "over", "sur"], SOMEONE], 8, true),
  rule("violence", [["mord", "mordre", "mordent", "bite", "bites", "biting", "griffe", "griffer", "scratch", "scratches"], SOMEONE, ["jusqu'au sang", "until", "till", "bleed", "bleeds", "saigne"]], 6, true),
  rule("violence", [["=bat", "=battent", "=battait"], SOMEONE], 2, true),
  rule("violence", [["throw", "throws", "throwing", "threw", "jeter", "jette", "lancer", "lance"], MISSILES, SOMEONE], 5, true),
  rule("violence", [[...BLADES, "pencil", "needle", "crayon", "aiguille"], ["in", "into", "dans"], BODY], 4, true),
  rule("violence", [["flush", "flushes", "flushing", "flushed", "tirer la chasse", "tire la chasse"], [...ANIMALS, "goldfish", "fish", "poisson", "poisson rouge"], ["alive", "vivant", "vivante"]], 8),
  rule("weapons", [["point", "points", "pointing", "pointed", "pointe", "pointer", "threaten", "threatens", "threatening", "menacer", "menace"], BLADES, SOMEONE], 6),

  rule("sexual", [INTIMATE_ACTS, YOUNG, SECRECY], 10),
  rule("sexual", [CLOSE, YOUNG, TOLD_TO_HIDE], 10),
  rule("sexual", [SUSPECT_ADULTS, INTIMATE_ACTS, YOUNG], 5, true),
  rule("sexual", [TOUCHES_FR, SECRECY], 10),
  rule("sexual", [KISSES_FR, TOLD_TO_HIDE], 10),
  rule("sexual", [SUSPECT_ADULTS, TOUCHES_FR], 5, true),
  rule("sexual", [[...INTIMATE_ACTS, "wash", "washes", "lave", "lick", "licking", "lecher"], PRIVATE_PARTS], 4),
  rule("sexual", [[...INTIMATE_ACTS, "wash", "washes", "lave"], ["where he shouldn't", "where she shouldn't", "down there", "la ou il ne faut pas", "la en bas"]], 6),
  rule("sexual", [PICTURES, UNCLOTHED], 8),
  rule("sexual", [["hand", "hands", "fingers", "main", "mains", "doigts"], ["under", "in", "inside", "up", "down", "sous", "dans"], CLOTHES], 4, true),
  rule("sexual", [["take", "takes", "taking", "enlever", "enleve", "pull down", "pulls down", "baisse", "baisser"], ["their clothes", "her pants", "his pants", "her knickers", "leurs habits", "leurs vetements", "la culotte", "sa culotte", "son slip"]], 4, true),
  rule("sexual", [SHOW, BODY_SHOWN], 6, true),
  rule("sexual", [["watch", "watches", "watching", "spy", "spies", "look at", "regarder", "regarde", "espionner"], YOUNG, ["in the shower", "in the bath", "undress", "changing", "sous la douche", "dans le bain", "se deshabiller", "vestiaire"]], 6, true),
  rule("sexual", [LOVERS, GROWN], 8),
  rule("sexual", [["special cuddles", "special hugs", "special game", "secret game", "calins speciaux", "jeu secret"], ["hurt", "touch", "secret", "font mal", "touche", "fait mal"]], 8),
  rule("sexual", [["in bed", "au lit"], ["grown up things", "grown-up things", "adult things", "naughty things", "trucs de grands", "choses de grands"]], 6),
  rule("sexual", [["rubs himself", "rubbing himself", "rubs herself", "se frotte", "se frotter"], ["against", "contre"], SOMEONE], 6, true),
  rule("sexual", [["suck", "sucks", "sucking", "lick", "licks", "licking", "suce", "sucer", "sucent", "lecher", "leche"], ["=cock", "=cocks", "=dick", "=dicks", "=tits", "=balls", "=bite", "=bites", "queue", "queues", "zizi", "chatte"]], 3, true),
  rule("sexual", [["big", "giant", "huge", "his", "your", "ma", "ta", "sa", "une", "grosse"], ["=cock", "=cocks", "=dick", "=dicks", "=tits", "=bite", "=bites", "chatte poilue"]], 1, true),
  rule("sexual", [["baiser", "baise", "baisent"], ["la", "le", "les", "sa", "ta", "ma", "moi", "toi"]], 1, true),

  rule("self-harm", [NOT_EATING, THINNESS], 10),
  rule("self-harm", [WISH, NOT_BEING], 6, true),
  rule("self-harm", [SELF_BLOWS, SELF], 3, true),
  rule("self-harm", [["se", "s"], ["griffer", "griffe", "griffent", "frapper", "frappe", "frappent"]], 1, true),
  rule("self-harm", [SELF_HURT, SELF_BODY, SELF_HURT_MARKS], 8),
  rule("self-harm", [["edge", "bord", "jump", "jumping", "jumps", "sauter", "saute"], HIGH_PLACES, ENDING], 8),
  rule("self-harm", [["lying", "lie", "lies", "lay", "s'allonger", "allonge", "allongee", "couche", "couchee"], ["train tracks", "railway", "tracks", "les rails", "sur les rails", "la voie ferree"]], 4, true),
  rule("self-harm", [["stop breathing", "can't breathe", "ne plus respirer", "ne respire plus"], ["neck", "cou", "scarf", "echarpe", "rope", "corde", "bag", "sac"]], 8),
  rule("self-harm", [["goodbye letter", "farewell letter", "lettre d'adieu"], ["river", "bridge", "roof", "riviere", "pont", "toit"]], 8),
  rule("self-harm", [["would be happier", "better off", "serait plus heureux", "seraient plus heureux", "would miss me", "regretterait", "would not miss"], ["gone", "without me", "without him", "without her", "sans moi", "sans lui", "sans elle", "plus la"]], 6),

  rule("drugs", [INHALE, INHALANTS], 5, true),
  rule("drugs", [["snort", "snorts", "snorting", "snorted", "sniffe", "sniffer"], ["something", "un truc", "quelque chose"]], 3, true),
  rule("drugs", [["breathe", "breathing", "respirer", "respire"], INHALANTS, ["in a bag", "from a bag", "dans un sac", ...TO_GET_HIGH]], 8),
  rule("drugs", [SWALLOWED, TO_GET_HIGH], 8),
  rule("drugs", [INHALE, TO_GET_HIGH], 8, true),
  rule("drugs", [["white powder", "little bags", "poudre blanche", "sachets de poudre", "petits sachets"], ["snort", "sniff", "sell", "sells", "lines", "vend", "vendre", "sniffer", "rails"]], 6),
  rule("drugs", [["needle", "syringe", "piqure", "seringue"], ["every morning", "every day", "alley", "tous les matins", "tous les jours", "ruelle"]], 6),
  rule("drugs", [["cough syrup", "sirop pour la toux"], ["by the bottle", "whole bottle", "a la bouteille", "toute la bouteille"]], 6),
  rule("drugs", [["passed out", "endormie", "endormi", "ivre"], ["empty bottles", "bouteilles vides"]], 6),

  rule("hate", [GROUPS, IS, CONTEMPT], 6, true),
  rule("hate", [GROUPS, CONTEMPT_ACTS], 6, true),
  rule("hate", [SEXES, SEXIST], 6, true),
  rule("hate", [NAMED_AS, DISABILITY_INSULTS], 2, true),
  rule("profanity", [["un", "gros", "sale", "espece de", "pauvre", "petit", "quel", "bande de"], ["=con", "=cons"]], 1, true),
];

/**
 * The roles above by name, for the statistical layer (./classifier.ts): a word of a class is also read
 * as its role ("#child", "#blow"), so the model learns who does what to whom rather than single words.
 * Classes of small words (pronouns, "is") and of mere context are left out: they would mark every idea.
 */
export const ROLE_CLASSES: Readonly<Record<string, readonly string[]>> = {
  child: CHILDREN,
  adult: ADULTS,
  animal: ANIMALS,
  blow: [...BLOWS, ...BLOWS_FR, ...SELF_BLOWS],
  force: FORCE,
  place: HARMFUL_PLACES,
  harmed: HARM_DONE,
  poison: POISONS,
  drink: DRINKS,
  missile: MISSILES,
  blade: BLADES,
  body: [...BODY, ...BONES, ...HELD_PARTS],
  rough: [...ROUGH, ...BREAK, ...STRIKE_HEAD],
  hot: HOT,
  clothes: CLOTHES,
  suspect: SUSPECT_ADULTS,
  intimate: [...INTIMATE_ACTS, ...CLOSE],
  secret: SECRECY,
  unclothed: UNCLOTHED,
  picture: PICTURES,
  private: BODY_SHOWN,
  lover: LOVERS,
  grown: GROWN,
  fasting: NOT_EATING,
  thin: THINNESS,
  wish: WISH,
  gone: [...NOT_BEING, ...ENDING],
  self: SELF,
  selfhurt: SELF_HURT,
  high: HIGH_PLACES,
  inhale: INHALE,
  inhalant: INHALANTS,
  swallowed: SWALLOWED,
  high_on: TO_GET_HIGH,
  group: [...GROUPS, ...SEXES],
  contempt: [...CONTEMPT, ...CONTEMPT_ACTS, ...SEXIST],
  slur: DISABILITY_INSULTS,
  purpose: ON_PURPOSE,
  pain: PAIN_OR_FORCE,
};
