/**
 * The second layer: harm said in plain words, read as who does what to whom. No word here is unsafe
 * alone ("push", "lock", "touch", "pills", "the baby", "at night"); an idea is refused when an action of
 * a harmful class meets a target it harms and, where the action is ordinary too, the context that makes
 * it harm (a secret, at night, "don't tell", "until he stops moving", "to get thin"). Each rule is an
 * action class × a target class (× a context class), in English and French, matched on Snowball stems
 * by the engine's combinations (./engine.ts), for each idea alone and for the ideas joined.
 */
import { GENDER_PERSONS, GROUP_TARGETS, IDENTITY_ADJECTIVES, PERSON_TARGETS } from "./identity";
import { END_OF_TEXT, type ModerationLists } from "./lists";

type Combination = ModerationLists["combinations"][number];
/** Words that cancel the occurrences of some of a rule's groups within `before` words before them or `after` after. */
interface Guard {
  terms: readonly string[];
  groups: readonly number[];
  before: number;
  after: number;
}
/** A combination (./lists.ts), and the words that cancel one of its groups' occurrences right next to it. */
export type HarmRule = Combination & {
  unless?: Guard | readonly Guard[];
  /** Its words are also read misspelt in what people type (./misspellings.ts): the hate rules. */
  misspelt?: boolean;
};

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
  "grandfather", "nan", "nana", "aunt", "auntie", "uncle", "nanny", "babysitter", "stepmother", "stepdad", "neighbour", "neighbor", "teacher", "old man", "old lady", "old woman", "lady", "man", "woman", "gentleman", "ladies", "gentlemen", "men", "women",
  "homeless", "wife", "husband", "boyfriend", "girlfriend", "friend", "classmate", "classmates", "someone", "everyone", "people",
  "maman", "papa", "mamie", "papi", "mere", "pere", "grand-mere", "grand-pere", "voisin", "voisine", "maitre", "maitresse",
  "tante", "tata", "tonton", "oncle", "nounou", "belle-mere", "beau-mere", "beau-pere", "prof", "vieux monsieur", "vieille dame", "dame", "monsieur", "sans-abri", "femme", "homme", "femmes", "hommes", "mari", "copain", "copine",
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
  // Women as well as men: who does it says nothing of who they are.
  "stepdad", "stepfather", "stepmother", "stepmum", "aunt", "uncle", "man", "woman", "lady", "gentleman", "grown up", "grown-up", "adult", "coach", "teacher", "neighbour", "neighbor",
  "babysitter", "stranger", "beau-pere", "tonton", "oncle", "monsieur", "homme", "adulte", "entraineur", "voisin",
  "nounou", "baby-sitter", "inconnu", "inconnue", "femme", "dame", "belle-mere", "beau-mere", "tante", "tata", "voisine", "adultes",
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
  "when mum is out", "when mom is out", "when dad is out", "ne le dis pas", "ne dis rien", "ne rien dire", "ne le dis a personne",
  "c'est un secret", "notre secret", "jeu secret", "quand tout le monde est parti", "quand maman n'est pas la", "quand papa n'est pas la",
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
  // Their right names, allowed in a lesson (./default-lists.ts), read here through it.
  "=penis", "vulve", "vulva", "vagin", "vagina", "zezette",
];
const BODY_SHOWN = [...PRIVATE_PARTS, "what's under", "whats under", "what is under", "ce qu'il y a sous", "sous ton pyjama", "sous ta robe"];
const SHOW = ["show", "shows", "showing", "showed", "show me", "montre", "montrer", "montrent", "montre moi"];
const LOVERS = ["boyfriend", "girlfriend", "lover", "amoureux", "amoureuse", "petit ami", "petite amie"];
const GROWN = ["forty", "fifty", "thirty", "sixty", "40", "50", "30", "grown man", "old man", "grown woman", "old woman", "older woman", "older man", "quarante", "cinquante", "trente", "soixante"];

// Grooming and secrecy: an adult who wins a child's trust and cuts the child off from the parents — a
// secret kept from them, gifts or games in exchange for it, undressing, bodies, photos or videos, a
// meeting arranged online, alone. Each alone is ordinary (a surprise party is a secret, mum photographs
// the baby's bath, a pen pal writes); together, who, what and the secrecy make it grooming.
const GROWN_UP = [
  ...SUSPECT_ADULTS, "grown man", "older man", "old man", "lady", "woman", "someone", "somebody", "tutor", "priest",
  "photographer", "scout leader", "youth leader", "lifeguard", "instructor", "swimming teacher", "music teacher",
  "piano teacher", "driving instructor", "stepbrother", "cousin who is much older", "friend of the family",
  "grandpa's friend", "boyfriend", "dame", "quelqu'un", "professeur", "prof", "pretre", "photographe", "chef scout",
  "animateur", "moniteur", "maitre-nageur", "demi-frere", "ami de papi", "l'ami de", "amoureux",
];
// Secrecy from the parents, said plainly: not "a secret" or "our secret" alone (a surprise party is one).
const KEPT_FROM_PARENTS = [
  "don't tell", "dont tell", "do not tell", "not to tell", "never to tell", "never tell", "tell nobody", "tell no one",
  "not tell anyone", "doesn't tell anyone", "won't tell", "mustn't tell", "must not tell", "nobody must know",
  "no one must know", "nobody can know", "no one can know", "must never find out", "must never know", "must not know",
  "mustn't know", "can't know", "can never know", "wouldn't understand", "would be angry if", "keep quiet",
  "keeps quiet", "keep it quiet", "stay quiet", "stays between them", "stay between them", "between the two of them",
  "keep it between", "our little secret", "their little secret", "special secret", "secret friendship", "secret game",
  "secret from her", "secret from his", "secret from their", "secrets from", "without her parents knowing",
  "without his parents knowing", "without their parents knowing", "without telling her", "without telling his",
  "without asking their parents", "without asking her parents", "without asking his parents", "behind their back",
  "hide her phone", "hide his phone", "delete their messages", "delete the messages", "so his parents won't see",
  // Stop 58, from the grooming suite's dev part: hidden phones said in French, a threat of angry parents,
  // asking when the parents are out, talking in secret.
  "cacher son telephone", "cache son telephone", "effacer les messages", "efface les messages", "supprimer les messages",
  "will be angry with him", "will be angry with her", "they will be angry", "seront faches", "seront en colere", "vont se facher",
  "parents go out", "parents are out", "parents sortent", "parents sont sortis", "parents ne sont pas la", "parents sont absents",
  "talk in secret", "talk secretly", "parlent en secret", "se parler en secret", "parler en secret",
  "so her parents won't see", "lie to her parents", "lie to his parents", "keep their chats secret",
  "keep their meetings secret", "hidden from her", "hidden from his", "keeps hidden from", "keep hidden from",
  "don't need to know", "doesn't need to know", "must not discover", "mustn't find out", "stays secret", "when everyone has gone",
  "when mum is out", "when mom is out", "when dad is out", "when his mum is at work", "when her mum is at work",
  "ne le dis pas", "ne dis rien", "ne rien dire", "ne le dis a personne", "ne doit jamais le savoir", "ne doit jamais savoir",
  "ne doivent jamais savoir",
  "ne doivent pas savoir", "ne doit pas savoir", "ne doivent pas le savoir", "ne doivent pas decouvrir",
  "ne comprendraient pas", "serait fachee si", "serait fache si", "garde leur secret", "se taire", "se tait", "se taise",
  "ne dit rien", "ne disent rien", "sans rien dire", "sans le dire", "sans que ses parents le sachent",
  "sans demander a leurs parents", "sans demander a ses parents", "entre eux", "entre nous", "leur petit secret",
  "notre petit secret", "secret special", "amitie secrete", "jeu secret", "un secret pour", "des secrets pour",
  "cacher son telephone", "cache son telephone", "effacer leurs messages", "efface leurs messages",
  "pour que ses parents ne les voient pas", "mentir a ses parents", "cacher leurs discussions", "cache leurs jeux",
  "cacher a sa famille", "de les cacher", "garder secretes", "garder ca pour lui", "garder ca pour elle",
  "de ne pas le dire", "n'a pas besoin de savoir", "restent secrets", "ne jamais en parler", "sans le dire a personne",
  "personne ne doit savoir", "personne ne doit le savoir", "quand maman n'est pas la", "quand papa n'est pas la", "quand tout le monde est parti",
];
// What makes a secret a surprise: it is kept for someone's joy, and told at the end.
const SURPRISE = [
  "surprise", "birthday", "party", "cake", "christmas", "present for", "gift for", "trick", "magic", "treasure",
  "easter", "chocolates", "anniversaire", "fete", "gateau", "noel", "cadeau pour", "cadeau de maman", "cadeau de papa",
  "tour de magie", "tresor", "paques", "chocolats",
];
const GIFTS = [
  "sweets", "candy", "presents", "present", "gifts", "gift", "money", "pocket money", "pays", "phone", "tablet", "gems",
  "free gems", "coins", "game coins", "puppy", "puppies", "kittens", "toys", "promises", "buys her", "buys him",
  "bonbons", "cadeaux", "cadeau", "argent", "paie", "telephone", "tablette", "gemmes", "pieces", "chiot", "chiots",
  "chatons", "jouets", "promet", "lui achete",
];
// Naked, and who may not be in a children's story: grown-ups, parents as well as strangers (a child's
// everyday nakedness: NAKED_DOING below).
// ("Nu" alone is listed, and "papa torse nu à la plage" is allowed: ./default-lists.ts.)
const NAKED = [
  "naked", "nude", "tout nu", "toute nue", "tout nus", "toutes nues", "a poil", "a moitie nu", "a moitie nue", "a moitie nus",
  "a moitie nues", "presque nu", "presque nue", "presque nus", "presque nues", "half naked", "half-naked",
];
const UNDRESSED = [
  ...UNCLOTHED, "undress", "undresses", "undressing", "take her clothes off", "take his clothes off", "take their clothes off",
  "clothes off", "take off his trousers", "take off her", "take off his", "without clothes", "in her underwear",
  "in his underwear", "in her swimsuit", "in his swimsuit", "without his shirt", "without her shirt", "take a bath with",
  "bath with him", "bath with her", "help her change", "help him change", "under his swimming trunks", "what's under",
  "se deshabiller", "se deshabillent",
  "enlever|retirer les|ses|tes|leurs vetements|habits", "enlever son pantalon", "enlever sa culotte", "sans vetements", "en culotte",
  "en sous-vetements", "en maillot", "torse nu", "prendre le bain avec", "bain avec lui", "l'aider a se changer",
  "sous son maillot", "sans habits",
  // Read through the safe readings of a child's everyday nakedness (NAKED_DOING): "he asks them to swim naked".
  // (Not in UNCLOTHED, which the classifier reads as a role: the everyday nakedness would read as harm.)
  ...NAKED,
  // Told to get naked: "mets-toi nu comme un ver" (the safe "nu comme un ver" hides nothing from grooming).
  "mets|mettez toi|vous nu|nue|nus|nues", "mets|mettez toi|vous tout|toute|tous|toutes nu|nue|nus|nues",
  "te|se|vous mettre nu|nue|nus|nues", "te|se|vous mettre tout|toute|tous|toutes nu|nue|nus|nues",
];
// Grown-ups by their trade, whom a child meets in the street or a shop ("le facteur", "my godmother"): as
// suspects they would also read a godmother's bedtime stroke as harm. As spelled ("surveillant" shares its
// stem with "surveille"); no trade that is also a verb or an adjective ("cure").
// The trade's own words, not article + trade: a phrase that starts with "the" or "le" is tried at every article.
const TRADES = [
  "shopkeeper", "shopkeepers", "postman", "postmen", "mailman", "milkman", "baker", "butcher", "grocer", "farmer",
  "fisherman", "driver", "janitor", "caretaker", "doctor", "dentist", "vicar", "pastor", "monk", "gardener",
  "plumber", "builder", "salesman", "seller", "waiter", "fireman", "firefighter", "soldier", "sailor",
  "godfather", "godmother", "clown", "magician", "librarian", "headmaster", "headteacher", "mechanic",
  "landlord", "choirmaster", "shop assistant", "ice cream man",
  "marchand", "marchande", "marchands", "commercant", "commercante", "epicier", "epiciere", "boulanger", "boulangere",
  "boucher", "bouchere", "facteur", "factrice", "fermier", "fermiere", "pecheur", "chauffeur", "conducteur",
  "conductrice", "gardien", "gardienne", "concierge", "docteur", "medecin", "dentiste", "infirmier", "infirmiere",
  "pasteur", "moine", "jardinier", "plombier", "macon", "vendeur", "vendeuse", "serveur", "serveuse",
  "pompier", "soldat", "parrain", "marraine", "magicien", "magicienne", "bibliothecaire",
  "directeur", "directrice", "surveillant", "surveillante", "animatrice", "monitrice", "educateur", "educatrice",
  "mecanicien", "ouvrier", "chef de choeur", "cuisinier", "cuisiniere", "patissier",
  "patissiere", "pharmacien", "pharmacienne", "veterinaire", "gendarme", "capitaine", "vigile",
  "chef",
].map((trade) => `=${trade}`);
// Who a naked grown-up is with, anywhere in the rule's window after the nakedness: "… tout nu avec les petits
// garçons", "… naked in front of the kids" (and so "… tout nu avec son chien pendant que les enfants jouent").
const WITH = ["avec", "devant", "with", "in front of", "pour", "for"];
const WITH_CHILDREN = [...CHILDREN, "gosses", "momes", "mioches", "moi", "me", "nous", "us", "toi", "you", "elle", "her", "eux", "them"];
// Who else may be naked right before the word (after it in English: "the naked trees"): a child, an
// animal, a tree, a tale's king ("le fermier tond le mouton tout nu devant les enfants", "la bibliothécaire
// lit « Le roi est tout nu » pour les petits").
const NAKED_SOMEONE_ELSE = [
  ...CHILDREN, ...ANIMALS, "roi|empereur|king|emperor", "arbre|arbres|sapin|sapins|tree|trees|branches",
  "souris|souriceau|souriceaux|limace|limaces|escargot|escargots|ver|vers|oisillon|oisillons|poussin|poussins|hamsters",
  "sphynx|herisson|herissons|pomme|pommes|mur|murs|champ|champs|jardin|rocher|rochers|maison|montagne|colline|foret|forets|terre",
  "mouton|moutons|poulet|poulets|cochon|cochons|lapins|sheep|chicken|chickens|dogs|cats|pig|pigs|piglet|piglets|chick|chicks",
  "rabbits|mole|rat|rats",
];
const NAKED_GROWN_UP = [
  ...GROWN_UP, "mum", "mom", "mummy", "mommy", "mother", "dad", "daddy", "father", "grandma", "grandpa", "granny", "grandad",
  "parents", "couple", "bride", "groom", "husband", "wife", "teenager", "teenagers", "teens", "policeman", "policemen",
  "maman", "papa", "mere", "pere", "mamie", "papi", "papy", "grand-mere", "grand-pere", "maitre", "maitresse", "mari",
  "ado", "ados", "adolescent", "adolescents", "adolescente", "policier", "policiers", "maries", "amoureux",
  // A teenager told by age: "le garçon de 16 ans joue tout nu avec sa petite cousine".
  ...["13", "14", "15", "16", "17", "18"].flatMap((age) => [`${age} ans`, `${age} year old`, `${age} years old`]),
];
const SEEN_OR_FILMED = [
  ...PICTURES, "pictures of", "photos of", "selfies", "selfie", "films", "filming", "camera", "webcam", "turn on her camera",
  "turn on his camera", "on video", "video call", "filmer", "filme", "camera", "appareil photo", "allumer sa camera",
  "en video", "images", "photographie", "photographier", "photographient", "photographiait",
];
const BODY_OR_BED = [
  "in the bath", "in her bath", "in the shower", "swimsuit", "swimming trunks", "underwear", "pyjamas", "pajamas",
  "in her bedroom", "in his bedroom", "her body", "his body", "their body", "of herself", "of himself", "without his shirt", "naked", "undressing",
  "changing room", "dans le bain", "sous la douche", "maillot de bain", "sous-vetements", "pyjama", "sa chambre",
  "son corps", "leur corps", "d'elle", "de lui", "torse nu", "tout nu", "tout nus", "toute nue", "toutes nues", "=nu", "=nue", "=nus", "=nues",
  "nude", "vestiaire", "se deshabillent",
  "what she is wearing", "what he is wearing", "what she's wearing", "ce qu'elle porte", "ce qu'il porte",
];
// "Chat" is also the French cat ("le chat se cache dans un carton"): the online one only as chatting or on a chat.
const ONLINE = [
  "online", "internet", "the internet", "chat with", "chats with", "=chatting", "=chatted", "in the chat", "on the chat", "from the chat", "in a chat", "on a chat", "online chat", "group chat", "game chat", "chat room", "an app", "app", "gaming site", "video game",
  "a game", "messages", "messages her", "messages him", "en ligne", "sur internet", "internet", "tchat", "sur le chat", "sur un chat", "par chat", "le chat du jeu", "une appli",
  "appli", "jeu en ligne", "jeu video", "salon de discussion", "site de jeux", "sur un site",
];
const MEET_ALONE = [
  "meet him alone", "meet her alone", "meet alone", "come alone", "alone", "without her parents", "without his parents",
  "without their parents", "run away with him", "run away with her", "her address", "his address", "train ticket",
  "at a hotel", "meet at", "meets a man", "meet him", "meet her", "meets", "=seul", "=seule", "sans ses parents",
  "fuguer", "son adresse", "billet de train", "hotel", "le retrouver", "la retrouver", "la voir", "le voir",
  "le rejoindre", "la rejoindre", "retrouve seul", "retrouve seule", "venir le voir",
];
const LURED = [
  "get in his car", "gets in his car", "come inside", "come to his house", "come to his flat", "come and see",
  "in his van", "into his van", "in his house", "into his basement", "his basement", "his flat", "his studio",
  "sleep over at his house", "come to his house alone", "monter dans sa voiture", "venir chez lui",
  "dans sa camionnette", "dans sa cave", "son studio", "dormir chez lui", "revienne chez lui", "venir voir",
];
const A_CHILD = [...CHILDREN, "her", "him", "she", "he", "me", "lui", "elle", "the kids", "ten year old", "nine year old", "a kid", "niece", "nephew", "niece"];

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

// Hate: hostility aimed at a group, or at a person for who they are — who does what to whom. The target
// is how people are named for who they are (./identity.ts: "Muslims", "gay people", "des gens noirs");
// naming them is never enough: an act of hostility is. The same acts aimed at things ("those weeds",
// "cold soup") are no target, and negated ("I would never hurt …") they are not hate.
const GROUP = GROUP_TARGETS;
// A group, or one person named for who they are ("a gay man", "une fille noire").
const ANYONE_FOR_WHO = [...GROUP_TARGETS, ...PERSON_TARGETS];
// Anyone said generically: "any woman like you", "typical of a woman", "smarter than any girl".
const ANY_ONE = [...ANYONE_FOR_WHO, ...GENDER_PERSONS];
// Words that negate the act right before it (or, in French, just after: "ne déteste pas").
const NEGATIONS = ["not", "never", "no", "t", "nobody", "stop", "ne", "n", "pas", "jamais", "aucun", "aucune"];
const negated = (...groups: number[]) => ({ terms: NEGATIONS, groups, before: 3, after: 1 });
// Contempt felt and said as an opinion: the verb, then whom it is aimed at.
const CONTEMPT_FELT = [
  "hate", "hates", "hated", "hating", "hatred for", "hatred of", "hatred towards", "despise", "despises", "despised",
  "detest", "detests", "loathe", "loathes", "loathing", "abhor", "abhors", "can't stand", "cannot stand", "can't bear",
  "cannot bear", "can't tolerate", "won't tolerate", "sick of", "sick and tired of", "fed up with", "disgusted by",
  "disgusted with", "repulsed by", "revolted by", "contempt for", "no respect for", "no compassion for",
  "no sympathy for", "no pity for", "never trust", "don't trust", "can't trust", "spit on", "make fun of",
  "makes fun of", "making fun of", "laugh at", "laughs at", "mock", "mocks", "bully", "bullies", "harass",
  "deteste", "detestent", "detester", "=hais", "=hait", "haissent", "haine des", "haine envers", "haine contre",
  "haine pour", "meprise", "meprisent", "mepriser", "mepris pour", "execre", "execrent", "abhorre", "ne supporte pas",
  "ne supportent pas", "ne supporte plus", "supporte pas", "peux pas supporter", "ne peux pas supporter",
  "ne peux plus supporter", "ne peux pas voir", "peux pas voir", "degoute par", "degoutee par", "degoutes par",
  "ecoeure par", "marre des", "aucun respect pour", "aucune pitie pour", "aucune compassion pour", "crache sur",
  "cracher sur", "se moquer des", "se moque des", "se moquent des", "harceler", "harcelent", "ras le bol",
  "en ai marre", "marre d'etre",
  // French negates with "ne … aucun": the whole phrase is the contempt, not a negation of it.
  "n'ai aucun respect pour", "n'ai absolument aucun respect pour", "n'ai aucune pitie pour", "n'ai aucune compassion pour",
  "n'ai aucune sympathie pour", "n'ai que du mepris pour", "n'ai que de la haine pour",
];
// Contempt said at a distance from whom it is aimed at: "how much hatred I have for you women".
const CONTEMPT_FOR = [
  "hatred i have for", "hate i have for", "hatred i feel for", "hatred for", "no compassion", "no respect", "no sympathy",
  "no pity", "no time for", "haine que j'ai pour", "haine pour", "haine envers", "aucune compassion", "aucun respect",
  "aucune pitie", "aucune sympathie",
];
// Contempt said as an opinion of what a group is: "I find all … disgusting".
const DEEMED = ["find", "finds", "consider", "considers", "think", "trouve", "trouvent", "considere", "considerent", "juge", "jugent"];
const TYPICAL = ["typical of", "typical for", "typique d", "typique de", "typique des", "it's in", "c'est dans"];
const NATURE = ["nature", "nature to be", "nature d'etre"];
// A comparison that puts a group below a pet or an insect.
const COMPARED_DOWN = [
  "smarter than any", "cleverer than any", "more intelligent than any", "worth more than any", "more valuable than any",
  "more precious than any", "better than any", "plus intelligent que n'importe quel", "plus intelligente que n'importe quelle",
  "plus intelligent que n'importe quelle", "plus precieuse que celle d'un", "plus precieuse que celle d'une",
  "plus precieux que n'importe quel", "vaut plus que n'importe quel", "vaut plus que n'importe quelle",
];
const SWARMS = ["swarms of", "swarm of", "hordes of", "a horde of", "an invasion of", "des hordes de", "des hordes d", "une invasion de", "une invasion d", "une horde de"];
const SAID_OF_THEM = ["they are", "they re", "they're", "ils sont", "elles sont", "ce sont", "c'est"];
// Harm done or wished: the act, then whom it is aimed at.
const HARM_AIMED = [
  "hurt", "harm", "kill", "beat up", "attack", "attacks", "punch", "shoot", "burn", "hang", "gas", "lynch", "drown",
  "destroy", "noyer", "detruire", "death to", "death to all", "mort aux", "mort a tous les", "mort a toutes les",
  "get rid of", "wipe out", "wiped out", "exterminate", "eradicate", "eliminate", "deport", "expel", "kick out",
  "throw out", "chase out", "drive out", "banish", "ban all", "lock up", "round up", "cage", "enslave", "segregate",
  "beat", "beats", "beating", "hunt down", "frapper", "taper", "tabasser", "tuer", "bruler", "gazer", "pendre",
  "lyncher", "exterminer", "eliminer", "eradiquer", "expulser", "virer", "chasser", "foutre dehors", "debarrasser",
  "pendre haut et court", "debarrassons", "en finir avec", "en finisse avec", "en finissent avec",
  "se debarrasser", "enfermer", "persecuter", "attaquer", "massacrer", "renvoyer", "abattre", "insult", "insulter",
];
// What the group is said to cause in the one who speaks: the group, then this.
const DISGUSTS_ME = [
  "disgust me", "disgusts me", "make me sick", "makes me sick", "make me puke", "make me want to vomit",
  "make me want to throw up", "make me so angry", "makes me so angry", "make me angry", "makes me angry", "repulse me",
  "revolt me", "sicken me", "me degoutent", "me degoute", "me debectent", "me repugnent", "m'ecoeurent", "m'ecoeure",
  "me rendent malade", "me rend malade", "me font vomir", "me donnent envie de vomir", "me font gerber",
  "make me furious", "makes me furious", "me rendent furieux", "me rendent furieuse", "fill me with rage", "fill me with so much rage", "fills me with rage", "fill me with disgust", "me remplissent de rage",
  "me mettent en rage", "me mettent en colere", "me rendent fou", "me rendent folle", "me font horreur", "me met hors de moi",
  "me mettent hors de moi",
];
const IS_SAID = [
  "are", "is", "re", "be", "being", "were", "was", "sont", "est", "etaient", "etait", "soient", "etre", "seraient",
];
// What prejudice says a group is: contempt, dehumanising comparisons, worthlessness.
// Said before whom it is aimed at too ("You are a awful straight"): the adjectives.
const DEROGATORY_ADJECTIVES = [
  "disgusting", "filthy", "nasty", "rotten", "horrible", "terrible", "awful", "repulsive", "revolting", "vile",
  "idiotic", "stupid", "moronic", "dumb", "ugly", "worthless", "useless", "pathetic", "inferior", "lazy", "evil",
  "despicable", "contemptible", "sickening", "subhuman", "sub-human", "primitive", "uncivilised", "uncivilized",
  "savage", "barbaric", "ignorant", "brainless", "degenerate", "abnormal", "unnatural", "gross", "shitty", "fucked",
  "degoutant", "degoutante", "degoutants", "degoutantes", "repugnant", "repugnante", "ignoble", "immonde", "stupide",
  "debile", "sale", "sales",
];
const DEROGATORY = [
  ...DEROGATORY_ADJECTIVES,
  "animals", "beasts", "monkeys", "apes", "pigs", "rats", "cockroaches", "vermin", "parasites", "pests", "a pest",
  "leeches", "insects", "a plague", "a disease", "a cancer", "a virus", "scum", "trash", "garbage", "rubbish", "filth",
  "a waste of space", "a burden", "criminals", "thieves", "terrorists", "rapists", "savages", "barbarians", "idiots",
  "morons", "imbeciles", "freaks", "degenerates", "not human", "less than human", "the worst", "a disgrace",
  "second-class", "lower than", "dangerous", "liars", "cheats", "scroungers", "a threat", "invaders", "worst",
  "absolute worst", "dirty", "smelly", "bad", "mechants", "mechantes", "mauvais", "mauvaises", "nothing but refuse", "infesting", "infest", "stupidest", "dumbest", "ugliest", "laziest",
  "most stupid", "les plus betes", "les plus stupides", "les plus cons", "plus betes", "infestent", "envahissent",
  "cruel", "violent", "degueulasses", "degueulasse", "degueu", "gerbants", "repoussants", "revoltants", "revoltantes",
  "revoltant", "abrutis", "abruties", "abruti", "pas mieux que", "pas mieux qu", "irrecuperables", "pourritures",
  "pourriture",
  "degoutants", "degoutantes", "degoutant", "degoutante", "crasseux", "repugnants", "repugnantes", "repugnant",
  "ignobles", "ignoble", "immondes", "immonde", "abjects", "horribles", "affreux", "=nuls", "=nulles", "stupides",
  "stupide", "betes", "debiles", "idiots", "=cons", "=connes", "cretins", "inferieurs", "inferieures", "inferieur",
  "paresseux", "faineants", "puants", "puantes", "meprisables", "pitoyables", "minables", "pathetiques", "sauvages",
  "primitifs", "arrieres", "degeneres", "anormaux", "contre-nature", "moches", "laids", "inutiles", "des animaux",
  "des betes", "des singes", "des porcs", "des cochons", "des chiens", "des rats", "des cafards", "de la vermine",
  "vermine", "des parasites", "parasites", "des nuisibles", "une plaie", "une maladie", "un cancer", "un fleau",
  "des ordures", "ordures", "des dechets", "de la racaille", "des pourritures", "des raclures", "des moins que rien",
  "des sous-hommes", "des criminels", "des voleurs", "des terroristes", "des violeurs", "des barbares",
  "des imbeciles", "des monstres", "une honte", "les pires", "un virus", "une epidemie", "pas humains", "pas des etres humains",
  "un fardeau", "dangereux", "des menteurs", "des envahisseurs", "une menace", "des profiteurs", "des rebuts",
];
// Contempt strong enough to aim at the one word it stands before ("a vile Sikh", "sale arabe"), even
// used as a noun; milder words ("ugly", "big") need a group or a person named for who they are.
const OPEN_CONTEMPT = [
  "disgusting", "filthy", "repulsive", "revolting", "vile", "idiotic", "moronic", "rotten", "worthless", "subhuman",
  "shitty", "fucked", "sale", "sales", "degoutant", "degoutante", "degoutants", "degoutantes", "sous-homme",
  "immonde", "ignoble", "repugnant", "repugnante", "sales", "espece de", "bande de",
];
// What is wished on a group, said of it: it should die, go, disappear, suffer.
const SHOULD = [
  "should", "must", "ought to", "need to", "needs to", "deserve to", "deserves to", "have to", "devraient", "doivent",
  "meritent de", "merite de", "faut", "devrait", "doit",
];
const WISHED = [
  "die", "be killed", "be shot", "be hanged", "be hung", "be executed", "be locked up", "be locked away",
  "be deported", "be gassed", "be burned", "burn", "rot", "suffer", "disappear", "vanish", "go back", "get out",
  "be sent back", "be banned", "be wiped out", "be exterminated", "be caged", "be put down", "be punished",
  "be thrown out", "be kicked out", "mourir", "crever", "disparaitre", "souffrir", "bruler", "pourrir", "partir",
  "degager", "rentrer chez eux", "retourner chez eux", "etre enfermes", "etre enfermees", "etre expulses",
  "etre tues", "etre pendus", "etre extermines", "etre chasses", "etre punis", "etre gazes", "etre brules",
  "etre renvoyes", "etre parques", "etre tuees", "etre tuee", "etre tue", "etre execute", "etre executes",
  "etre executee", "etre executees", "be executed", "se casser", "foutre le camp", "se barrer", "rester a la cuisine", "stay in the kitchen", "be dumped", "be thrown away",
  "be thrown in the bin", "be put in camps", "etre jetes", "etre jetees", "etre mis dans des camps", "s'en debarrasser",
  "debarrasser", "les chasser", "les expulser", "les enfermer", "les tuer",
];
// Worthlessness said of a group, and where prejudice says it belongs.
const WORTHLESS = [
  "not worth", "aren't worth", "isn't worth", "are worth nothing", "worth nothing", "don't deserve to live",
  "do not deserve to live", "don't deserve respect", "do not deserve respect", "don't deserve any", "don't matter",
  "do not matter", "don't belong", "do not belong", "have no place", "aren't welcome", "are not welcome",
  "shouldn't be allowed", "should not be allowed", "should never be allowed", "no better than", "belong in a zoo",
  "belong in cages", "belong in a cage", "belong in the bin", "belong in the trash", "belong in the kitchen",
  "should stay in the kitchen", "are a mistake",
  "ne valent rien", "valent moins", "ne meritent pas de vivre", "ne meritent pas", "ne sont pas humains",
  "n'ont rien a faire ici", "n'ont rien a faire dans", "n'ont rien a faire chez nous", "n'ont pas leur place",
  "ne devraient pas avoir le droit", "ne sont bons a rien", "place est dans un zoo", "place est dans une cage",
  "place est a la poubelle", "place est a la cuisine", "doivent rester a la cuisine", "sans valeur",
  "devraient etre dans un zoo", "devraient etre enfermes dans un zoo", "bons pour la poubelle",
  "ne servent a rien", "ne savent rien faire", "ne sont pas les bienvenus", "pas leur place", "ne devraient pas aller",
  "ne devraient pas venir", "shouldn't go to", "should not go to", "shouldn't come", "should be banned",
  "doivent etre interdits", "pas mieux que", "pas mieux qu", "ne valent pas mieux", "ne vaut pas un clou",
  "ne vaut rien", "ne pourront jamais etre aussi", "ne seront jamais aussi", "never be as smart",
  "never be as intelligent", "never be as good",
];
// Sent back where prejudice says they come from.
const SENT_BACK = [
  "go back to your country", "go back to their country", "go back where they came from", "go back where you came from",
  "back to your country", "back to where they came from", "send them back", "retourne chez toi", "retournez chez vous",
  "rentrez chez vous", "rentre chez toi", "retourne dans ton pays", "retournez dans votre pays", "rentrer chez eux",
  "dans leur pays",
];
const WORSE_THAN = ["nothing worse than", "nothing more disgusting than", "rien de pire qu", "rien de plus horrible qu", "rien de plus degoutant qu", "pire qu"];
// What prejudice says of girls and boys, women and men (not "dirty" after football: that is no prejudice).
// History's crimes against people may be named in a story ("the Holocaust explained gently", "Rosa Parks
// and racism"); praising, wanting back or denying them is hate.
const ATROCITIES = ["holocaust", "holocauste", "shoah", "apartheid", "racism", "racisme", "slavery", "esclavage", "segregation", "genocide", "pogrom", "pogroms"];
const APPROVED = [
  "is good", "was good", "is great", "was great", "is cool", "was cool", "is right", "was right", "is a good thing", "was a good thing",
  "never happened", "didn't happen", "did not happen", "is a lie", "was a lie", "is a hoax", "was a hoax", "is fake", "was fake", "is made up", "was made up",
  "should come back", "must come back", "c'est bien", "c'etait bien", "est bien", "etait bien", "c'est super", "c'etait super", "c'est cool", "est une bonne chose", "etait une bonne chose",
  "n'a jamais existe", "n'a pas existe", "n'a jamais eu lieu", "n'a pas eu lieu", "est un mensonge", "etait un mensonge", "est une invention", "doit revenir", "avait raison",
];
const WANTED_BACK = ["bring back", "brings back", "i love", "i support", "long live", "hooray for", "yay", "vive", "j'adore", "je soutiens", "retour de", "le retour du", "le retour de"];
const SEXES = ["=girls", "=boys", "women", "men", "les filles", "les garcons", "les femmes", "les hommes"];
const SEXIST = [
  "should stay in the kitchen", "belong in the kitchen", "can't do", "cannot do", "are worse", "inferior",
  "can't be pilots", "can't be", "aren't as clever", "less clever", "doivent rester a la cuisine", "a la cuisine",
  "ne savent pas", "sont nulles", "inferieures", "ne peuvent pas etre",
];
// Dirt said of a group before it names it: "dirty immigrants", "ces sales étrangers" (a dirty puppy is no group).
const DIRTY = ["dirty", "smelly", "stinking", "stinky", "crasseux", "crasseuses", "puants", "puantes"];
// What prejudice says a group does or carries, or secretly runs: "the foreign kids smell", "… run the world".
const STEREOTYPED = [
  `smell ${END_OF_TEXT}`, "smell bad", "stink", "stinks", "spread disease", "spread diseases", "bring disease",
  "bring diseases", "carry diseases", "eat dogs", "steal our jobs", "take our jobs", "steal everything",
  "run the world", "control the world", "rule the world", "control the media", "control the banks", "run the banks",
  "need fixing", "need to be fixed", "can't be trusted", "cannot be trusted", "puent", "sentent mauvais",
  `sentent ${END_OF_TEXT}`, "donnent des maladies", "apportent des maladies", "mangent des chiens", "volent nos emplois",
  "prennent nos emplois", "volent tout", "dirigent le monde", "controlent le monde", "controlent les medias",
  "controlent les banques", "dirigent les banques", "il faut les soigner", "faut les soigner",
  "on ne peut pas leur faire confiance",
];
const LIKE_YOU = ["like you", "like them", "comme toi", "comme vous", "comme eux", "comme elles"];
const TOO_MANY = ["too many", "trop de", "trop d"];
const IN_OUR_COUNTRY = ["in this country", "in our country", "in our town", "dans ce pays", "dans notre pays", "chez nous", "en france", "dans notre ville"];
const MADE_TO = ["make", "see", "watch", "let", "faire", "voir", "laisser"];
const SUFFERING = ["suffer", "die", "burn", "bleed", "souffrir", "mourir", "bruler", "saigner", "crever"];

// Beating someone at a game is winning.
const GAMES_WON = [
  "at chess", "at cards", "at checkers", "at draughts", "at mario kart", "at racing", "at the race", "at a race", "at football",
  "at tennis", "at ping pong", "at table tennis", "at monopoly", "at uno", "at snap", "at scrabble", "at video games",
  "at the game", "at games", "at board games", "at tag", "at hide and seek", "at running", "at swimming", "at arm wrestling",
  "at the quiz", "at marbles", "at dominoes", "at minecraft", "at fortnite", "at connect four", "at noughts and crosses",
  "aux echecs", "aux cartes", "aux dames", "a mario kart", "a la course", "au foot", "au football", "au tennis", "au ping-pong",
  "aux jeux video", "a la console", "au jeu", "aux petits chevaux", "au monopoly", "au uno", "au scrabble", "aux billes",
  "aux dominos", "au bras de fer", "a la belote", "a minecraft", "a cache-cache", "au loup",
];
const BEATS = ["beat", "beats", "beating", "battre", "battent"];
const BEATS_FR = ["=bat", "=battent", "=battait"];
// Blows that are never a win at a game.
const STRIKES = BLOWS.filter((blow) => !BEATS.includes(blow));
const NOT_DONE = { terms: ["not", "never", "t", "ne", "n", "no longer"], groups: [0], before: 1, after: 0 };
// A blow the idea goes on to mend or hold back: the sibling or classmate who hits and says sorry, the
// child who wants to hit and counts to ten (the stories of feelings children's shelves are full of).
// A grown-up's blow is no such story, mended or not: the rule after the guarded one reads it without this guard.
const MENDED = {
  terms: [
    "sorry", "apologise", "apologises", "apologised", "apologize", "apologizes", "apologized", "make up", "makes up",
    "made up", "make peace", "makes peace", "forgive", "forgives", "forgave", "calm down", "calms down", "count to ten",
    "counts to ten", "deep breath", "deep breaths", "use his words", "use her words", "use their words", "use my words",
    "pardon", "s'excuse", "s'excuser", "s'excusent", "excuses", "reconcilie", "reconcilient", "se reconcilier", "fait la paix",
    "font la paix", "faire la paix", "se calme", "se calmer", "respire", "respirer", "compte jusqu'a dix", "compter jusqu'a dix",
    // Or tells a grown-up, as children are taught to.
    "told mum", "told mom", "told dad", "told the teacher", "told my mum", "told my mom", "told my dad", "told my teacher",
    "tells mum", "tells mom", "tells dad", "tells the teacher", "le dit a maman", "le dit a papa", "le dit a la maitresse",
  ],
  groups: [0],
  before: 0,
  after: 12,
};
// Who hits as a grown-up: the parents and the adults around a child, not a friend, a classmate or "someone".
const PEERS = new Set(["friend", "classmate", "classmates", "someone", "everyone", "people", "boyfriend", "girlfriend", "copain", "copine", "camarade", "camarades", "quelqu'un", "tout le monde", "gens"]);
// Harm denied to anyone, then done to someone all the same: "never hurts anyone except the baby", "sauf le
// bébé, il ne tape personne", "il ne frappe que sa petite sœur". Not a game won or a ball hit by everyone
// ("bat tout le monde aux échecs sauf moi"): the act is done to "anyone" or "personne". The one spared is a
// person ("… except the dragon" is a story) anywhere in the rule's window, not only right after "except".
const DENIED_HARM = {
  // Not a game won, a swing pushed, a crab's pinch or a puppy's bite ("il ne bat que papa aux échecs").
  en: "hurt|hurts|hit|hits|harm|harms|kill|kills|punch|punches|kick|kicks|slap|slaps|smack|smacks",
  fr: "frappe|frappent|tape|tapent|tue|tuent|blesse|blessent|gifle|giflent|cogne|cognent|tabasse|tabassent|maltraite|maltraitent",
};
const HARM_TO_ANYONE = [
  `${DENIED_HARM.en} anyone|anybody`, `lay|lays a finger on anyone|anybody`, `${DENIED_HARM.fr} personne|quiconque`,
  `${DENIED_HARM.fr} jamais|plus|pas personne|quiconque`, "de|du mal a personne|quiconque",
];
const HARM_ONLY_TO = [`ne|n ${DENIED_HARM.fr}`, "ne|n fait|font de|du mal"];
// Someone who does it, named before the act ("spicy food never hurts anyone except dad" is no one's act; "ce
// petit mensonge" no child's), not someone's thing ("my brother's snowballs").
const DOER = [...ADULTS, ...CHILDREN.filter((child) => !["petit", "petite", "petits"].includes(child)), "he", "she", "they", "il", "elle", "ils", "elles"];
const DOERS_THING = { terms: ["s"], groups: [0], before: 0, after: 1 };
// "Sauf lui-même": hurt falling off a bike; "except her daddy's nose": his nose (DOERS_THING on the spared one).
const HIMSELF = { terms: ["meme", "memes", "self"], groups: [3], before: 0, after: 1 };
// A game: "in dodgeball my brother never hits anyone except dad", "à la bataille d'eau, maman ne tape personne sauf papa".
const IN_A_GAME = {
  terms: ["dodgeball", "snowball", "snowballs", "pillow", "paintball", "balloon", "battle", "water fight", "tag", "game", "match", "bataille", "boules de neige", "balle", "ballon", "jeu", "=partie"],
  groups: [1],
  before: 10,
  after: 10,
};
// (Words, then the spared one as a group of its own: phrases that start with a common word, "a" or "que",
// are tried wherever it stands, and made every check several times slower.)
const SPARED_BUT = ["except", "sauf", "excepte", "hormis", "besides", "except for", "apart from", "other than", "a part", "a l exception de", "personne d autre que"];
// People, not animals ("our cat never hurts anyone except the birds") nor "les petits oiseaux".
const SPARED_ONE = [...CHILDREN.filter((child) => !["petit", "petite", "petits"].includes(child)), ...ADULTS, "him", "her", "me", "us", "them", "lui", "moi", "nous", "eux", "elle"];
// "Il ne frappe que sa petite sœur", not a thing someone owns or a message typed ("il ne tape que le ballon de
// papa", "papa ne tape qu'un message à maman", "le père Noël ne frappe que chez nous").
const ONLY_A_THING = {
  terms: ["de", "du", "chez", "sur", "ballon", "balle", "message", "messages", "textos", "sms", "porte", "portes", "clou", "nom", "prenom", "numero", "mots", "lettres", "touches"],
  groups: [2],
  before: 0,
  after: 3,
};
const GROWN_HITTERS = ADULTS.filter((adult) => !PEERS.has(adult));
// Whom a mended blow may have landed on: a child, a friend, me. "He hits her and says sorry" is no quarrel
// between children; "elle" and "eux" after a French verb are the next clause's subject, not the one hit.
const MENDABLE = [...CHILDREN, ...PEERS, "me", "moi", "us", "elle", "eux"];
// The one hit and the auxiliary, then what was done to them: "m'a tapé", "les ont battus".
const HIT_BEFORE_FR = ["m", "t", "l", "les", "nous", "vous"].flatMap((pronoun) => [`${pronoun} a`, `${pronoun} ont`]);
const STRUCK_FR = ["tape", "frappe", "gifle", "battu", "cogne", "tabasse", "fouette", "blesse"]
  .flatMap((done) => [done, `${done}e`, `${done}s`, `${done}es`])
  .map((done) => `=${done}`);
const GAME_WON = { terms: GAMES_WON, groups: [0], before: 0, after: 6 };
/** Done to oneself: "il se lave", "washes himself", "tout seul". */
const SELF_DONE = {
  terms: ["se", "tout seul", "toute seule", "tout seuls", "toutes seules", "myself", "himself", "herself", "themselves", "yourself", "on my own", "on his own", "on her own", "all by"],
  groups: [0],
  before: 1,
  after: 3,
};
// English puts the one hit after the verb: a clause ending right after it leaves it without one. French
// puts a pronoun before it ("m'a tapé et maman…"), so whoever follows "et" starts the next clause there too.
const CLAUSE_ENDS = { terms: ["and", "but", "so", "when", "because", "while", "et", "mais", "puis", "alors", "quand", "parce"], groups: [0], before: 0, after: 1 };
const NAMED_AS = ["is a", "you", "stupid", "little", "est un", "est une", "t'es un", "t'es une", "espece de", "sale"];
const DISABILITY_INSULTS = ["retard", "retards", "mongol", "gogol", "triso", "mongolien", "spaz", "attarde", "debile"];

const rule = (category: Combination["category"], all: readonly (readonly string[])[], near: number, ordered = false): HarmRule => ({ category, all: all.map((group) => [...group]), near, ordered });
/** A rule whose act does not count when negated ("I would never hurt …"): see `unless` in ./engine.ts. */
const guarded = (category: Combination["category"], all: readonly (readonly string[])[], near: number, unless: HarmRule["unless"], ordered = true): HarmRule => ({
  ...rule(category, all, near, ordered),
  unless,
});

const RULES: readonly HarmRule[] = [
  // Not a blow: negated right before ("a troll who would never hurt the children"), a win at a game
  // ("beats his mum at chess"), or a verb whose clause ends right after it ("my tooth hurts and mum …").
  guarded("violence", [STRIKES, SOMEONE.filter((one) => !MENDABLE.includes(one))], 3, [NOT_DONE, CLAUSE_ENDS]),
  guarded("violence", [STRIKES, MENDABLE], 3, [NOT_DONE, CLAUSE_ENDS, MENDED]),
  guarded("violence", [DOER, HARM_TO_ANYONE, SPARED_BUT, SPARED_ONE], 10, [DOERS_THING, HIMSELF, IN_A_GAME, { ...DOERS_THING, groups: [3] }]),
  guarded("violence", [SPARED_BUT, SPARED_ONE, DOER, HARM_TO_ANYONE], 10, [
    { ...DOERS_THING, groups: [1, 2] },
    { ...HIMSELF, groups: [1] },
    { ...IN_A_GAME, groups: [3] },
  ]),
  guarded("violence", [DOER, HARM_ONLY_TO, ["que", "qu"], SPARED_ONE], 9, [DOERS_THING, { ...IN_A_GAME, groups: [1] }, ONLY_A_THING]),
  // The same blow after a grown-up who gives it, said sorry for or not ("dad hits me and says sorry").
  guarded("violence", [GROWN_HITTERS, STRIKES, SOMEONE], 6, [
    { ...NOT_DONE, groups: [1] },
    { ...CLAUSE_ENDS, groups: [1] },
  ]),
  // French says it done in the past with the one hit before the verb: "papa m'a tapé", "il l'a giflée".
  // A hand slapped in a high five or a tap on the shoulder is no blow.
  guarded("violence", [GROWN_HITTERS, HIT_BEFORE_FR, STRUCK_FR], 4, [
    { ...NOT_DONE, groups: [1] },
    { terms: ["dans la main", "dans les mains", "dans le dos", "sur l'epaule", "sur mon epaule", "sur son epaule"], groups: [2], before: 0, after: 3 },
  ]),
  guarded("violence", [BEATS, SOMEONE], 3, [NOT_DONE, GAME_WON, CLAUSE_ENDS]),
  rule("violence", [OBJECT_FR, BLOWS_FR.filter((blow) => !BEATS_FR.includes(blow))], 1, true),
  guarded("violence", [OBJECT_FR, BEATS_FR], 1, { ...GAME_WON, groups: [1] }),
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
  // Hanging someone is done to whom follows ("they hang the man"); who comes first hangs from something
  // ("the kids hang upside down on the bars"), unless "hanged" says it ("the man was hanged").
  rule("violence", [["hang", "hangs", "hanged", "=pend", "=pendre", "=pendu", "=pendue"], SOMEONE], 3, true),
  rule("violence", [SOMEONE, ["=hanged", "=pendu", "=pendue", "=pendus", "=pendues"]], 3, true),
  rule("violence", [["boiling water on", "boiling water over", "eau bouillante sur"], SOMEONE], 2, true),
  rule("violence", [["poke", "pokes", "gouge", "crever", "creve"], ["eyes", "eye", "yeux", "oeil"]], 4),
  rule("violence", [ROUGH, HELD_PARTS, PAIN_OR_FORCE], 8, true),
  rule("violence", [ROUGH, SOMEONE, ["by the hair", "by her hair", "by his hair", "by the ear", "par les cheveux", "par l'oreille"]], 6, true),
  rule("violence", [BREAK, BONES, ON_PURPOSE], 8),
  // Someone else's head: "elle se cogne la tête" and "he bangs his head on the door" are accidents.
  rule("violence", [STRIKE_HEAD, ["la tete de", "la tete du", "le visage de", "le visage du"], ["contre", "sur"]], 8, true),
  rule("violence", [["throw", "throws", "throwing", "threw", "jette", "jeter", "lance", "lancer"], HOT, ["at", "on", "over", "sur"], SOMEONE], 8, true),
  rule("violence", [["mord", "mordre", "mordent", "bite", "bites", "biting", "griffe", "griffer", "scratch", "scratches"], SOMEONE, ["jusqu'au sang", "until", "till", "bleed", "bleeds", "saigne"]], 6, true),
  guarded("violence", [BEATS_FR, SOMEONE], 2, GAME_WON),
  rule("violence", [["throw", "throws", "throwing", "threw", "jeter", "jette", "lancer", "lance"], MISSILES, SOMEONE], 6, true),
  rule("violence", [[...BLADES, "pencil", "needle", "crayon", "aiguille"], ["in", "into", "dans"], BODY], 4, true),
  rule("violence", [["flush", "flushes", "flushing", "flushed", "tirer la chasse", "tire la chasse"], [...ANIMALS, "goldfish", "fish", "poisson", "poisson rouge"], ["alive", "vivant", "vivante"]], 8),
  rule("weapons", [["point", "points", "pointing", "pointed", "pointe", "pointer", "threaten", "threatens", "threatening", "menacer", "menace"], BLADES, SOMEONE], 6),

  rule("sexual", [INTIMATE_ACTS, YOUNG, SECRECY], 10),
  rule("sexual", [CLOSE, YOUNG, TOLD_TO_HIDE], 10),
  rule("sexual", [SUSPECT_ADULTS, INTIMATE_ACTS, YOUNG], 5, true),
  rule("sexual", [TOUCHES_FR, SECRECY], 10),
  rule("sexual", [KISSES_FR, TOLD_TO_HIDE], 10),
  rule("sexual", [SUSPECT_ADULTS, TOUCHES_FR], 5, true),
  rule("sexual", [[...INTIMATE_ACTS, "lick", "licking", "lecher"], PRIVATE_PARTS], 4),
  // Washing oneself is hygiene ("apprendre à se laver tout seul, le zizi, les fesses"): someone else's washing is not.
  guarded("sexual", [["wash", "washes", "lave"], PRIVATE_PARTS], 4, SELF_DONE, false),
  rule("sexual", [[...INTIMATE_ACTS, "wash", "washes", "lave"], ["where he shouldn't", "where she shouldn't", "down there", "la ou il ne faut pas", "la en bas"]], 6),
  // Photos of a child undressed: grooming (the photographer, the "model" game), below.
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

  rule("grooming", [PICTURES, UNCLOTHED], 8),
  rule("grooming", [PICTURES, NAKED], 8),
  // A grown-up who watches a naked child (grooming sees through the safe "bébé tout nu", below in ./engine.ts).
  rule("grooming", [SUSPECT_ADULTS, ["watch", "watches", "watching", "spies on", "regarde", "regarder", "espionne"], NAKED], 8, true),
  guarded("grooming", [GROWN_UP, A_CHILD, KEPT_FROM_PARENTS], 14, { terms: SURPRISE, groups: [2], before: 14, after: 14 }, false),
  guarded("grooming", [GIFTS, KEPT_FROM_PARENTS], 12, { terms: SURPRISE, groups: [1], before: 12, after: 12 }, false),
  rule("grooming", [GROWN_UP, UNDRESSED], 10),
  // A grown-up naked in a child's idea ("papa danse tout nu", "papa rentre et danse tout nu"), whatever they
  // do; not the child a grown-up dries or bathes ("maman sèche le bébé tout nu": the child right before).
  guarded("grooming", [NAKED_GROWN_UP, NAKED], 8, { terms: [...CHILDREN, "kids", "children", "baby", "bebe"], groups: [1], before: 1, after: 0 }),
  // A grown-up named by his trade, naked with children: "le marchand reste tout nu avec les petits garçons"
  // (not the baker's son: "du boulanger", "the baker's").
  guarded("grooming", [TRADES, NAKED, WITH, WITH_CHILDREN], 10, [
    { terms: ["de", "du", "des", "d"], groups: [0], before: 1, after: 0 },
    { terms: ["s"], groups: [0], before: 0, after: 1 },
    { terms: NAKED_SOMEONE_ELSE, groups: [1], before: 2, after: 1 },
  ]),
  // Watching or spying on children who are naked, whoever watches.
  rule("grooming", [["spy on", "spies on", "spying on", "peek at", "peeks at", "espionne", "epie", "epier", "espionner"], NAKED], 10, true),
  rule("grooming", [SEEN_OR_FILMED, BODY_OR_BED, [...GROWN_UP, ...ONLINE, ...KEPT_FROM_PARENTS]], 12),
  guarded("grooming", [ONLINE, MEET_ALONE], 14, negated(1), false),
  rule("grooming", [ONLINE, ["photo", "photos", "picture", "pictures", "video", "videos", "selfies", "camera", "webcam", "camera"], BODY_OR_BED], 14),
  // Near 18: "a photographer who offers to make a little girl a model if she comes to his studio alone".
  rule("grooming", [GROWN_UP, LURED, [...GIFTS, ...KEPT_FROM_PARENTS, "alone", "=seule", "=seul"]], 18),
  guarded("grooming", [GROWN_UP, ["tickling", "tickle", "tickles", "game", "games", "cuddles", "hugs", "touch", "touches", "chatouilles", "jeu", "jeux", "calins", "caresses"], KEPT_FROM_PARENTS], 14, { terms: SURPRISE, groups: [2], before: 14, after: 14 }, false),
  rule("grooming", [[...SHOW, "shows", "watch", "regarder"], ["videos for grown-ups", "adult videos", "pictures of naked people", "photos of naked people", "videos pour adultes", "images de gens tout nus", "photos de gens tout nus"]], 8),
  // Someone showing their own body to a child: "le monsieur montre son corps aux enfants".
  rule("grooming", [SHOW, ["his body", "her body", "their body", "son corps", "leur corps"], [...CHILDREN, "to the kids", "to the children", "aux enfants", "a la petite", "au petit"]], 6, true),
  rule("grooming", [GROWN_UP, A_CHILD, ["alone with him", "alone with her", "=seule avec lui", "=seul avec lui", "without her parents", "without his parents", "sans ses parents", "locks the door", "ferme la porte a cle"]], 10),

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

  guarded("hate", [CONTEMPT_FELT, ANYONE_FOR_WHO], 3, negated(0)),
  // French says "can't stand" with its own negation: "je ne peux vraiment pas supporter les …".
  rule("hate", [["pas supporter", "plus supporter", "supporte pas", "supporte plus", "supportent pas", "supportons pas", "pas les voir", "pas les sentir", "peux pas encadrer"], GROUP], 3, true),
  rule("hate", [["vermin", "scum", "vermine", "raclure", "racaille"], ANY_ONE], 1, true),
  guarded("hate", [HARM_AIMED, ANYONE_FOR_WHO], 4, negated(0)),
  rule("hate", [[...CONTEMPT_FELT, ...CONTEMPT_FOR, ...HARM_AIMED], ANY_ONE, LIKE_YOU], 8, true),
  guarded("hate", [CONTEMPT_FOR, ANYONE_FOR_WHO], 7, negated(0)),
  guarded("hate", [[...CONTEMPT_FELT, ...HARM_AIMED, ...DEROGATORY_ADJECTIVES], IDENTITY_ADJECTIVES.map((term) => `${term} ${END_OF_TEXT}`)], 2, negated(0)),
  rule("hate", [IDENTITY_ADJECTIVES, ["trash", "scum", "scumbag", "scumbags", "vermin", "filth", "garbage", "raclure", "raclures", "vermine", "ordure", "ordures"]], 1, true),
  rule("hate", [["execution", "extermination", "deportation", "only solution for", "final solution", "la seule solution pour", "l'extermination", "l'expulsion"], GROUP], 8, true),
  rule("hate", [GROUP, ["were", "was", "got", "all", "soient", "etaient", "seraient"], ["eradicated", "exterminated", "wiped out", "deported", "eliminated", "gassed", "locked up", "extermines", "elimines", "expulses", "gazes", "eradiques", "enfermes"]], 5, true),
  rule("hate", [["better off without", "be better without", "serait mieux sans", "mieux sans", "plus belle sans"], ANY_ONE], 4, true),
  guarded("hate", [GROUP, SAID_OF_THEM, DEROGATORY], 14, negated(2)),
  rule("hate", [DEEMED, GROUP, DEROGATORY], 5, true),
  rule("hate", [TYPICAL, ANY_ONE, DEROGATORY], 8, true),
  rule("hate", [ANY_ONE, NATURE, DEROGATORY], 6, true),
  rule("hate", [COMPARED_DOWN, ANY_ONE], 4, true),
  rule("hate", [SWARMS, GROUP], 1, true),
  rule("hate", [DEROGATORY, SAID_OF_THEM, GROUP], 6, true),
  rule("hate", [["being", "etre"], IDENTITY_ADJECTIVES, IS_SAID, DEROGATORY], 5, true),
  rule("hate", [["snap", "break", "cut", "slit", "wring", "casser", "briser", "trancher"], IDENTITY_ADJECTIVES, ["neck", "necks", "throat", "throats", "head", "heads", "skull", "cou", "gorge", "tete"]], 3, true),
  rule("hate", [GROUP, DISGUSTS_ME], 8, true),
  rule("hate", [DIRTY, GROUP], 1, true),
  rule("hate", [COMPARED_DOWN, IDENTITY_ADJECTIVES], 1, true),
  // Contempt said as disgust at being near someone: "I'd rather have … than be anywhere near a …", food "touched by a …".
  rule("hate", [["rather have", "rather be", "rather die", "prefererais avoir", "prefererais etre", "prefererais mourir"], ["anywhere near", "near", "a proximite d", "pres d"], ANY_ONE], 10, true),
  rule("hate", [["never eat", "wouldn't eat", "won't eat", "refuse to eat", "ne mangerais jamais", "jamais manger", "refuse de manger"], ["touched by", "made by", "cooked by", "prepared by", "touche par", "touchee par", "prepare par", "preparee par", "cuisine par"], ANY_ONE], 10, true),
  rule("hate", [IDENTITY_ADJECTIVES, ["mort atroce", "mort lente", "painful death", "slow death", "entre mes mains", "at my hands", "by my hand", "de mes mains"]], 8, true),
  rule("hate", [["human rights", "rights", "droits de l'homme", "droits humains", "droits"], ["shouldn't apply to", "should not apply to", "don't apply to", "ne devraient pas s'appliquer", "ne s'appliquent pas"], ANYONE_FOR_WHO], 6, true),
  guarded("hate", [ANYONE_FOR_WHO, STEREOTYPED], 4, negated(1)),
  guarded("hate", [ANYONE_FOR_WHO, IS_SAID, DEROGATORY], 10, negated(2)),
  guarded("hate", [IS_SAID, GROUP, DEROGATORY], 6, negated(2)),
  rule("hate", [OPEN_CONTEMPT, IDENTITY_ADJECTIVES], 1, true),
  rule("hate", [DEROGATORY, ANYONE_FOR_WHO], 2, true),
  guarded("hate", [GROUP, SHOULD, WISHED], 10, negated(0, 2)),
  rule("hate", [ANYONE_FOR_WHO, WORTHLESS], 8, true),
  rule("hate", [ANYONE_FOR_WHO, SENT_BACK], 10),
  rule("hate", [WORSE_THAN, ANY_ONE], 3, true),
  rule("hate", [[...WORSE_THAN, ...COMPARED_DOWN], ["a", "an", "un", "une", "d'un", "d'une", "quel", "quelle"], IDENTITY_ADJECTIVES], 2, true),
  rule("hate", [TOO_MANY, GROUP, IN_OUR_COUNTRY], 6, true),
  guarded("hate", [MADE_TO, GROUP, SUFFERING], 6, negated(0)),
  rule("hate", [SEXES, SEXIST], 6, true),
  rule("hate", [ATROCITIES, APPROVED], 3, true),
  rule("hate", [WANTED_BACK, ATROCITIES], 2, true),
  rule("hate", [NAMED_AS, DISABILITY_INSULTS], 2, true),
  // "Pédale" is a bicycle's pedal and "pédaler" to ride one: the slur only when someone is called it.
  rule("hate", [[...NAMED_AS, "c'est des", "c'est une", "ce sont des", "sont des", "traite de", "traiter de", "traitait de", "traitent de", "vulgaire", "bande de"], ["=pedale", "=pedales"]], 2, true),
  rule("profanity", [["un", "gros", "sale", "espece de", "pauvre", "petit", "quel", "bande de"], ["=con", "=cons"]], 1, true),
];

// Hate is typed to get past filters ("I haet …", "Ihate …", "womn"): its words are read misspelt too.
export const PLAIN_HARM: readonly HarmRule[] = RULES.map((rule) => (rule.category === "hate" ? { ...rule, misspelt: true } : rule));

// Who slays a tale's monster, as French names them.
const TALE_HEROES_FR = "chevalier|chevaliers|prince|princesse|heros|heroine|persee|ulysse|hercule|thesee|jason|georges|siegfried|jack";

// The monsters of tales and myths, which a hero may slay or behead (St George's dragon, Persée's Méduse).
const MONSTERS = {
  en: [
    "dragon|dragons|monster|monsters|ogre|ogres|troll|trolls|zombie|zombies|goblin|goblins|orc|orcs|beast|beasts|giant|giants|kraken|hydra|cyclops",
    "minotaur|medusa|gorgon|gorgons|cerberus|chimera|basilisk",
  ].join("|"),
  fr: [
    "dragon|dragons|monstre|monstres|ogre|ogres|troll|trolls|zombie|zombies|gobelin|gobelins|orque|orques|bete|betes|geant|geants|hydre|cyclope",
    // (Not "basilic": by its stem it is also the boy's name Basile.)
    "minotaure|meduse|gorgone|gorgones|cerbere|chimere",
  ].join("|"),
};

// What may be killed in a children's story: prey, pests, weeds, a frost's flowers, the monsters of fairy
// tales. Killing stays violence for people and pets (the lists' "kill", "tuer"); St George may slay his
// dragon in both languages. Only where the idea ends or a preposition follows: "kills the dragon and
// the baby" goes on to someone.
const STORY_KILLS = {
  en: {
    verbs: "kill|kills|killed|killing",
    some: "the|a|an|all|some|those|these|its|his|her|their|every|two|three|four|five|several|many",
    fierce: "big|evil|wicked|giant|scary|terrible|fierce|bad|mean|last|little|old|huge|hungry",
    what: [
      "tomato|tomatoes|vegetables|crops|flower|flowers|plant|plants|weed|weeds|germ|germs|virus|viruses|bacteria|microbes",
      "mouse|mice|rat|rats|fly|flies|mosquito|mosquitoes|spider|spiders|slug|slugs|snail|snails|ant|ants|wasp|wasps|bug|bugs",
      "insect|insects|worm|worms|cockroach|cockroaches|flea|fleas|lice|prey|fish|dinosaur|dinosaurs",
      MONSTERS.en,
      "werewolf|werewolves|vampire|vampires|witch|witches|demon|demons",
      "wolf|wolves|aphid|aphids|greenfly|pest|pests|beetle|beetles|caterpillar|caterpillars|moth|moths|termite|termites|tick|ticks|weevil|weevils",
      "gazelle|gazelles|zebra|zebras|antelope|antelopes|wildebeest|seal|seals|vole|voles|grasshopper|grasshoppers|cricket|crickets",
      // The fox's hens, the wolf's lamb, the hunter's deer, the cat's bird (pets stay out: a dog, a cat, a rabbit).
      "hen|hens|chicken|chickens|chick|chicks|duck|ducks|goose|geese|lamb|lambs|sheep|goat|goats|pheasant|pheasants",
      "pig|pigs|hog|hogs|calf|calves|cow|cows|turkey|turkeys",
      "deer|stag|stags|boar|boars|hare|hares|bird|birds|squirrel|squirrels|frog|frogs|lizard|lizards|snake|snakes|bison|elk|moose",
    ].join("|"),
    after: "in|at|with|on|for|to|before|after|because|so|while|when|until|under|near|by|from|into|inside|outside|every|each|again|quickly|fast|today|tonight|forever|once|one",
    // What the hunter does with its catch next: "the cat kills a mouse and brings it home"; the tale's hero
    // goes on to save someone ("the hunter kills the wolf and saves Little Red Riding Hood").
    then: ["and brings|eats|drops|carries|shows|leaves|gives|hides|buries it|them", "and saves|rescues|frees"],
  },
  fr: {
    verbs: "tuer|tue|tuent|tuait|tuaient|tuera|tues|tuee|tuees|zigouille|zigouillent|zigouillait|zigouiller|zigouilla",
    some: "le|la|l|les|un|une|des|ce|cet|cette|ces|du|son|sa|ses|leur|leurs|tous|toutes|deux|trois|quatre|cinq|plusieurs|quelques",
    fierce: "mechant|mechante|mechants|gros|grosse|terrible|affreux|affreuse|vilain|vilaine|dernier|derniere|enorme|grand|grande",
    what: [
      "tomate|tomates|legumes|salades|recoltes|fleur|fleurs|plante|plantes|rosier|rosiers|arbre|arbres|virus|microbe|microbes|bacteries",
      "souris|rat|rats|mouche|mouches|moustique|moustiques|araignee|araignees|limace|limaces|escargot|escargots|fourmi|fourmis|guepe|guepes",
      "insecte|insectes|ver|vers|cafard|cafards|puce|puces|poux|proie|poisson|poissons|dinosaure|dinosaures",
      MONSTERS.fr,
      "loupgarou|loupsgarous|vampire|vampires|sorciere|sorcieres|demon|demons",
      "loup|loups|puceron|pucerons|chenille|chenilles|mite|mites|tique|tiques|termite|termites|doryphore|doryphores|parasite|parasites|nuisibles",
      "gazelle|gazelles|zebre|zebres|antilope|antilopes|gnou|gnous|phoque|phoques|campagnol|campagnols|mulot|mulots|sauterelle|sauterelles|criquet|criquets",
      "poule|poules|poulet|poulets|poussin|poussins|canard|canards|oie|oies|agneau|agneaux|mouton|moutons|brebis|chevre|chevres|chevreau|faisan|faisans|perdrix",
      "cochon|cochons|porc|porcs|veau|veaux|boeuf|boeufs|dinde|dindes",
      "cerf|cerfs|biche|biches|chevreuil|chevreuils|sanglier|sangliers|lievre|lievres|oiseau|oiseaux|ecureuil|ecureuils|grenouille|grenouilles|lezard|lezards|serpent|serpents",
    ].join("|"),
    // ("aujourd" is "aujourd'hui" as read: an apostrophe ends a word.)
    after: "dans|avec|sur|pour|a|au|aux|avant|apres|parce|pendant|quand|sous|pres|par|de|du|en|chaque|encore|vite|aujourd|ce|cette",
    then: [
      "et l|la|le|les apporte|offre|mange|ramene|rapporte|montre|depose|emporte|cache|enterre|donne",
      "et sauve|sauvent|libere|liberent|delivre|delivrent",
    ],
  },
};

// What may be bare ("nu") in French with no one undressed: animals born bare, hairless breeds, a slug,
// a tree after autumn or Christmas, a mountain, a page, a wall.
const BARE_FR = [
  "oisillon|oisillons|poussin|poussins|souriceau|souriceaux|limace|limaces|escargot|escargots|ver|vers|terre|lapin|lapins",
  "lapereau|lapereaux|chat|chats|chaton|chatons|chien|chiens|chiot|chiots|rat|rats|souris|sphynx|oiseau|oiseaux",
  "herisson|herissons|cochon|cochons|mouton|moutons|poulet|poulets|taupe|taupes|kangourou|marsupial",
  "arbre|arbres|sapin|sapins|branche|branches|foret|forets|montagne|montagnes|colline|collines|champ|champs|jardin",
  "mur|murs|page|pages|feuille|feuilles|ciel|table|tables|piece|pieces|chambre|maison|paysage|plaine|rocher|rochers",
].join("|");
// ("Chauve-souris" is also read with its hyphen dropped, as a disguise would be.)
const HANGING_ANIMALS_FR = "singe|singes|chauvesouris|chauvessouris|paresseux|koala|koalas|opossum|ouistiti|perroquet";
// What a child sleeps with, said without "se" as children say it ("il couche avec son doudou"). Animals and
// the hens only with "se" (TAKEN_TO_BED_FR): without it, "coucher avec" an animal is not a bedtime.
const CUDDLIES_FR = [
  // ("Poupée" is also said of a woman.)
  "doudou|doudous|peluche|peluches|nounours|ourson|couverture|veilleuse|tetine|biberon|pyjama|pyjamas",
  "bonnet|chaussettes|chaussons|lampe|livre|livres|dinosaure|dinosaures",
].join("|");
// Going to bed with a cuddly toy, a hat or the hens ("se coucher avec les poules": early): not "coucher avec" someone.
const TAKEN_TO_BED_FR = [
  "doudou|doudous|peluche|peluches|pyjama|pyjamas|bonnet|bottes|chaussettes|chaussons|poules|lampe|livre|livres",
  "nounours|ours|ourson|lapin|veilleuse|couverture|ballon|casque|cape|chapeau|lunettes|tetine|biberon|histoire",
  "lumiere|lumieres|poupee|poupees|dinosaure|dinosaures|chat|chats|chaton|chatons|chien|chiens|chiot|chiots",
].join("|");

// A child's everyday nakedness, as picture books tell it ("après le bain, Léo danse tout nu", "the toddler runs
// around naked"). A grown-up naked stays refused (NAKED_GROWN_UP), and grooming's rules still read who
// watches or films (they see through safe readings: ./engine.ts).
const NAKED_DOING = {
  // What they do, not that they are: "is naked", "est tout nu" say nothing of a bath or a game.
  en: "dance|dances|dancing|danced|play|plays|playing|played|run|runs|running|ran|swim|swims|swimming|swam|jump|jumps|jumping|splash|splashes|splashing",
  fr: [
    "danse|dansent|joue|jouent|court|courent|courir|promene|promenent|balade|baladent|baigne|baignent|nage|nagent|saute|sautent",
    "gambade|gambadent|retrouve|retrouvent|pipi|arrive|arrivent|sort|sortent|rentre|rentrent|file|filent|rigole|rigolent",
  ].join("|"),
};

// Things a pet scratches to bits or a child treats roughly ("le chat a massacré le canapé", "ne maltraite pas
// tes livres"), and rules broken ("il a violé la loi"): the lists' verbs with no one at the other end.
const WHOSE_FR = "le|la|les|l|mon|ma|mes|ton|ta|tes|son|sa|ses|leur|leurs|un|une|des|nos|vos";
const THINGS_FR = [
  "canape|coussin|coussins|rideau|rideaux|chaussons|chaussures|jouet|jouets|rouleau|papier|gateau|dessin|coiffure|cheveux",
  "pelouse|livre|livres|affaires|cahier|cahiers|peluche|peluches|vetements|crayons|plantes|fleurs",
].join("|");
// ("Les règles" are also a girl's periods, and "règlement" shares their stem.)
const RULES_FR = "loi|lois|promesse|promesses|territoire|frontiere|frontieres|consigne|consignes|interdiction|serment";

// What may follow the readings of rough verbs and body safety below: the idea's end, a preposition or who
// says it, never "et" + someone ("il maltraite ses jouets et le bébé" goes on to a child).
const ended = (phrases: readonly string[], next: readonly string[]) => phrases.flatMap((phrase) => [`${phrase} <end>`, ...next.map((words) => `${phrase} ${words}`)]);
// Who says or tells something; a lesson is told (LESSON_TOLD below).
const TOLD_FR = "dit|explique|apprend|rappelle|raconte";
const SAID_FR = `${TOLD_FR}|crie|demande|gronde|repete`;
// A new clause after "et" is read on its own: "il maltraite ses jouets et il frappe le bébé" is still refused.
const CLAUSE_FR = "et|mais|puis|alors il|elle|ils|elles|on|je|j|tu|nous|vous";

// History as school teaches it: the famous deaths of a history lesson, named ("Martin Luther King a été
// assassiné mais son rêve continue", "Louis XVI a été guillotiné"). Anyone else assassinated stays refused.
const HISTORY_DEATHS = {
  // Whole names (one word per phrase place): "César", "Lincoln", "Antoinette" alone may be a pet or a baby.
  figures: [
    "gandhi|jfk|becket|mlk|robespierre|danton|jaures", "jules|julius cesar|caesar", "abraham lincoln", "john kennedy",
    "luther king", "malcolm x", "henri|henry iv", "louis xvi", "marie antoinette", "franz|francois ferdinand",
  ],
  // Passive only, as spelled ("=…"): by their stems "killed" and "tué" would also be "killing" and "tue".
  done: "assassine|assassinee|assassinated|decapite|decapitee|guillotine|guillotinee|beheaded|executed|executee|tue|killed|shot",
  how: ["est|fut|was|is|were|got", "a ete", "was|has been"],
};

// Who tells a lesson of the body: a parent, a teacher, a doctor ("… says the man" is no lesson).
const LESSON_TOLD = {
  en: ["says|explains|teaches mum|mom|dad|mummy|mommy|daddy", "says|explains|teaches the teacher|doctor"],
  fr: [`${TOLD_FR} maman|papa|mamie|papi`, `${TOLD_FR} la|le maitresse|maitre|docteur|docteure`],
};

// Body safety as children are taught it: "personne ne touche mes parties intimes, c'est mon corps". Only at
// the idea's end or with its reason: "… sauf papa" is a child's disclosure, not a lesson.
const BODY_SAFETY = {
  en: ended(
    ["nobody|noone is allowed to touch", "no one is allowed to touch", "nobody|noone touches", "nobody|noone can|should|may touch", "no one touches", "no one can|should|may touch"]
      .map((who) => `${who} my|your|their private parts`),
    ["it s my|your|their body", ...LESSON_TOLD.en],
  ),
  fr: ended(
    [
      ...["personne n a le droit de toucher", "personne ne|n touche", "personne ne|n doit|peut toucher"].map((who) => `${who} mes|tes|ses|nos parties intimes`),
      "dire non aux attouchements", "prevenir|eviter les attouchements", "prevenir|eviter les agressions|abus sexuelles|sexuels",
    ],
    ["c est mon|ton|son|notre corps", ...LESSON_TOLD.fr, "chez|aux|pour|avec|en"],
  ),
  // The body's right names, as children are taught them: a grown-up showing his stays refused (the names are
  // grooming's private parts too).
  lessons: ended(
    [
      "garcon|garcons ont|a un penis et les|la fille|filles ont|a une vulve", "fille|filles ont|a une vulve et les|le garcon|garcons ont|a un penis",
      "penis sert|servent a faire pipi", "boys have a penis and girls have a vulva|vagina", "girls have a vulva|vagina and boys have a penis",
      "penis is for peeing", "vulve et le vagin", "vagin et la vulve",
    ],
    [...LESSON_TOLD.fr, ...LESSON_TOLD.en, "expliques|expliquee|expliquees|explained"],
  ),
};

// Killing negated ("un chasseur de monstres qui ne tue jamais personne", "a knight who never kills anyone"),
// only at the idea's end: "… d'autre que sa sœur", "… at home, only the kids" say otherwise.
const NEVER_KILLS = {
  en: ["never", "does not", "doesn t", "do not", "don t", "did not", "didn t", "won t", "will not", "would never", "could never"].map(
    (not) => `${not} kill|kills|killed anyone|anybody|anything <end>`,
  ),
  fr: [
    "ne|n tue|tuent|tuait|tuaient|tuera|tueront|tuerait|tueraient jamais|plus personne|rien <end>",
    "ne|n tue|tuent|tuait|tuaient|tuera|tueront|tuerait|tueraient personne|rien <end>",
  ],
};

// Who may be hungry in a tale, as French names them.
const HUNGRY_FR = [
  "loup|loups|louveteau|louveteaux|ours|ourson|oursons|lion|lions|lionceau|tigre|tigres|renard|renards|renardeau|ogre|ogres",
  "ogresse|dragon|dragons|crocodile|crocodiles|requin|requins|monstre|monstres|geant|geants|sorciere|chat|chats|chaton|chatons",
  "chien|chiens|chiot|chiots|oiseau|oiseaux|oisillon|oisillons|souris|souriceau|animaux|animal|lapin|lapins|mechant|grand|petit",
].join("|");

const STORYBOOK_ARMS = {
  en: [
    {
      who: "pirate|pirates|cowboy|cowboys|hunter|hunters|soldier|soldiers|sheriff|sheriffs|policeman|policemen|musketeer|musketeers|ranger|rangers",
      whose: "pirate's|pirates'|cowboy's|hunter's|soldier's|soldiers'|sheriff's|policeman's|musketeer's|ranger's",
      arms: "pistol|pistols|rifle|rifles|gun|guns|revolver|revolvers|musket|muskets|flintlock|flintlocks",
    },
  ],
  fr: [
    {
      who: "pirate|pirates|cowboy|cowboys|chasseur|chasseurs|soldat|soldats|sherif|policier|policiers|gendarme|gendarmes|mousquetaire|mousquetaires|corsaire|corsaires",
      arms: "pistolet|pistolets|fusil|fusils|revolver|revolvers|carabine|carabines|mousquet|mousquets|tromblon|tromblons",
    },
  ],
};

/**
 * Readings of the lists' words that are no harm, built in like the rules above (an admin's safe phrases
 * add to them): longer than a configurable term may be, and about who does what to whom.
 */
export const PLAIN_SAFE: readonly string[] = [
  ...Object.values(STORY_KILLS).flatMap(({ verbs, some, fierce, what, after, then }) =>
    [`${verbs} ${what}`, `${verbs} ${some} ${what}`, `${verbs} ${some} ${fierce} ${what}`, `${verbs} ${some} ${fierce} ${fierce} ${what}`, `${verbs} all the ${what}`].flatMap((phrase) => [
      `${phrase} <end>`, `${phrase} ${after}`, ...then.map((next) => `${phrase} ${next}`),
    ]),
  ),
  "strangle|strangles|strangled|strangling its|their prey",
  // The fairy tale's own plot, retold: "the queen wants to kill Snow White", with her apple at most (not "… in
  // her bed, she is the girl next door"). What people type is also read with the hyphen's halves joined.
  ...ended([`${STORY_KILLS.en.verbs} snow white`], ["with a|the|her poisoned apple <end>"]),
  ...ended([`${STORY_KILLS.fr.verbs} blanche-neige`, `${STORY_KILLS.fr.verbs} blanche neige`, `${STORY_KILLS.fr.verbs} blancheneige`], ["avec une|la|sa pomme empoisonnee <end>"]),
  // The deaths children meet in films, told with who kills ("Scar tue Mufasa", "hunters kill Bambi's mother"), and
  // nothing after: Mufasa and Bambi are also a puppy's or a girl's names.
  "scar kills|killed|kill mufasa <end>", "the|a|two|some hunter|hunters kill|kills|killed bambi s mother|mom|mum <end>", "=hunters kill|killed bambi s mother|mom|mum <end>",
  "scar tue|tua mufasa <end>", "scar a tue mufasa <end>", "le|les|un|des|deux chasseur|chasseurs tue|tuent|tua|tuerent la maman|mere de bambi <end>",
  "le|les|un|des|deux chasseur|chasseurs a|ont tue la maman|mere de bambi <end>",
  // The werewolf, read with its hyphen's halves apart ("loupgarou", joined, is a monster of STORY_KILLS).
  `${STORY_KILLS.fr.verbs} le|les|un|des|ce loup|loups garou|garous <end>`, `${STORY_KILLS.fr.verbs} le|les|un|des|ce loup|loups garou|garous ${STORY_KILLS.fr.after}`,
  // What the weather or a meteor kills is no violence: "the frost killed the tomato plants".
  "frost|cold|drought|heat|heatwave|snow|ice|hail|winter|storm kill|kills|killed",
  "gel|froid|secheresse|canicule|grele|hiver|tempete|neige tue|tuent|a|avait tue",
  "killed by a|an|the meteor|meteorite|asteroid|comet|volcano|frost",
  "tues|tuee|tuees par une|un|la|le meteorite|meteore|asteroide|comete|volcan|gel",
  // A storybook character's own weapon, named as part of who they are: "the hunter's rifle", "un pirate avec
  // un pistolet", "le fusil du chasseur". Aiming or shooting it at someone stays refused (the rules above).
  ...STORYBOOK_ARMS.en.flatMap(({ who, whose, arms }) => [
    `${whose} ${arms}`, `${who} s ${arms}`, `${who} with a|an|his|her|their|two|its|old ${arms}`, `${who} and his|her|their ${arms}`, `${arms} of the ${who}`,
  ]),
  ...STORYBOOK_ARMS.fr.flatMap(({ who, arms }) => [
    `${arms} du|des|d|de ${who}`, `${arms} de la|du|des vieux|vieille|grand|petit ${who}`, `${who} avec|et son|sa|ses|un|une|leur|leurs|deux|des ${arms}`,
  ]),
  // An animal hanging by its tail or feet, and nothing after but a branch ("le singe se pend par la queue").
  ...[HANGING_ANIMALS_FR, "chauve|chauves souris"].flatMap((who) =>
    ["", " a|dans la|une|les branche|branches|arbre|arbres"].map((where) => `${who} se|s pend|pendent|pendait|pendaient par la|les queue|pieds|pattes|bras${where} <end>`),
  ),
  // Bare things and animals (BARE_FR): "un sapin tout nu après Noël", "les oisillons sont encore nus".
  `${BARE_FR} nu|nus|nue|nues`,
  `${BARE_FR} tout|toute|tous|toutes|encore|presque|si|tres nu|nus|nue|nues`,
  `${BARE_FR} sont|est|etait|etaient|naissent|nait encore|tout|toute|tous|toutes|presque nu|nus|nue|nues`,
  `${BARE_FR} sont|est|etait|etaient|restent|reste|deviennent|devient nu|nus|nue|nues`,
  `${NAKED_DOING.en} naked`, `${NAKED_DOING.en} around|about naked`, `${NAKED_DOING.fr} tout|toute|tous|toutes nu|nue|nus|nues`,
  `${NAKED_DOING.fr} a moitie nu|nue|nus|nues`,
  `se|me|te|nous|vous coucher|couche|couches|couchent|couchons|couchez avec son|sa|ses|mon|ma|mes|ton|ta|tes|un|une|les|le|la|des|leur|leurs ${TAKEN_TO_BED_FR}`,
  `se|me|te|nous|vous coucher|couche|couches|couchent|couchons|couchez avec ses|mes|tes|les|des|leurs autres ${TAKEN_TO_BED_FR}`,
  ...ended(
    [`coucher|couche|couches|couchent|couchait|couchaient avec son|sa|ses|mon|ma|mes|ton|ta|tes|un|une|le|la|les ${CUDDLIES_FR}`],
    [STORY_KILLS.fr.after, "tous|toutes les soirs|nuits|jours", "prefere|preferee|preferes|preferees", CLAUSE_FR],
  ),
  ...ended(
    [
      `massacrer|massacrent|maltraiter|maltraitent ${WHOSE_FR} ${THINGS_FR}`,
      `massacrer|massacrent|maltraiter|maltraitent pas|plus ${WHOSE_FR} ${THINGS_FR}`,
      `violer|violent ${WHOSE_FR} ${RULES_FR}`,
      `decapiter|decapitent ${WHOSE_FR} fleurs|roses|tulipes|pissenlits|marguerites|rosiers`,
      // Eid's sheep: "pour l'Aïd, on égorge le mouton chez papi".
      "egorger|egorgent le|l|un|les|des mouton|moutons|agneau|agneaux|belier",
    ],
    [STORY_KILLS.fr.after, SAID_FR, "des|d|chez", "fanees|fanes", CLAUSE_FR],
  ),
  ...HISTORY_DEATHS.figures.flatMap((who) => [
    // Without "est" or "a été", only before "par": "Henri IV assassine les enfants" is the present tense.
    ...HISTORY_DEATHS.how.map((how) => `=${who} ${how} ${HISTORY_DEATHS.done}`), `=${who} ${HISTORY_DEATHS.done} par|by`,
    `assassinat|assassination|execution|mort|death de|d|of ${who}`,
  ]),
  // A child's feelings named ("Lou apprend à gérer la violence de sa colère"), not turned on someone.
  ...ended(
    ["violence de sa|ses|ma|mes|ta|tes|leur|leurs colere|coleres|emotions|sentiments|chagrin|peur|peurs"],
    [SAID_FR, CLAUSE_FR],
  ),
  ...BODY_SAFETY.en,
  ...BODY_SAFETY.lessons,
  ...BODY_SAFETY.fr,
  ...NEVER_KILLS.en,
  ...NEVER_KILLS.fr,
  // A monster's head cut off or its eye put out by a tale's hero ("le chevalier coupe la tête du dragon", "Ulysse
  // crève l'œil du cyclope"): at the idea's end or with the hero's weapon, since "le géant", "la bête" may name
  // someone, and anyone may be called a monster first ("ma sœur est une gorgone, je coupe la tête de la gorgone").
  ...ended(
    [`du|des|de ${MONSTERS.fr}`, `de la|l ${MONSTERS.fr}`].flatMap((whose) =>
      [TALE_HEROES_FR, `${TALE_HEROES_FR} qui`].map((who) => `${who} coupe|coupa|tranche|trancha|creve|creva la|les|l tete|tetes|oeil|yeux ${whose}`),
    ),
    ["avec son|sa|une|un epee|hache|lance|sabre|pieu <end>"],
  ),
  // Hercules' deeds: "Hercule étrangle le lion de Némée", "… les deux serpents dans son berceau".
  ...ended(
    [STORY_KILLS.fr.some, `${STORY_KILLS.fr.some} ${STORY_KILLS.fr.some}`].map((some) => `hercule|heracles etrangle|etrangla|etranglait ${some} lion|lions|serpent|serpents`),
    ["de nemee <end>", "dans son berceau <end>"],
  ),
  ...ended(["david tue|tua goliath", "david kills|killed goliath"], ["avec sa fronde <end>", "with his sling <end>"]),
  // A snowman or a scarecrow bare, and what it lacks: "le bonhomme de neige tout nu sans écharpe".
  ...ended(
    ["bonhomme|bonshommes de neige tout|tous nu|nus", "epouvantail|epouvantails tout|tous nu|nus"],
    ["sans son|sa|ses|une|un|d|de echarpe|bonnet|carotte|chapeau|habits|vetements <end>", "sans echarpe|bonnet|carotte|chapeau|habits|vetements <end>", "qui cherche|veut son|sa|ses|une|un echarpe|bonnet|carotte|chapeau <end>"],
  ),
  // Everyone is born naked: "les bébés naissent tout nus".
  "naissent|nait|naissons|naitre tout|toute|tous|toutes nu|nue|nus|nues <end>",
  // The sexes as school names them: "l'égalité entre les sexes", "equality between the sexes".
  "=egalite entre les sexes <end>", "=equality between|of the sexes <end>",
  // A hungry wolf is no starved child: "affamé" has the stem of "affamer" (BLOWS). From a children's album's
  // summary: "un grand méchant loup affamé croise un petit lapin blanc".
  `${HUNGRY_FR} affame|affamee|affames|affamees`,
  "affame|affamee|affames|affamees comme un|une|des loup|loups|ogre|ogres",
  "encore tout|toute nu|nue|nus|nues <end>",
  // A weed in a garden is a plant (what people type is also read with the apostrophe's halves apart: "grandma" "s").
  "the|a|that|this|one|every weed|weeds in|on|from the|a|my|his|her|our|their|grandma's|grandpa's|granny's garden|gardens|flowerbed|flowerbeds|lawn|path|allotment|patch",
  "the|a|that|this|one|every weed|weeds in|on|from grandma|grandpa|granny|nana|mum|mom|dad s garden|gardens|flowerbed|flowerbeds|lawn|path|allotment|patch",
  // Squirting water is no shooting: "the kids shoot water at each other".
  "shoot|shoots|shooting|shot|squirt|squirts|squirting|spray|sprays|spraying water|bubbles|foam|confetti",
  // Going fast downhill: "she bombs down the hill on her sled".
  "bomb|bombs|bombed|bombing down|along the|a hill|slope|street|road|track|lane|path|mountain|corridor|hallway",
  // A pillow fight: the blow is a pillow's.
  "hit|hits|hitting|smack|smacks|bash|bashes me|him|her|us|them|you with a|the|his|her|my|their|your pillow|pillows|cushion|cushions|snowball|snowballs|balloon|balloons",
  "tape|tapent|frappe|frappent|cogne me|le|la|les|l|te|nous|vous avec un|une|des|son|sa|ses|mon|ma|mes|leur|leurs oreiller|oreillers|coussin|coussins|ballon|ballons|polochon|polochons",
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
  contempt: [...CONTEMPT_FELT, ...DISGUSTS_ME, ...DEROGATORY, ...WORTHLESS, ...SENT_BACK],
  hostile: [...HARM_AIMED, ...WISHED],
  // Who is named for who they are: read only beside contempt or hostility (./classifier.ts).
  identity: GROUP_TARGETS,
  slur: DISABILITY_INSULTS,
  purpose: ON_PURPOSE,
  grown_up: GROWN_UP,
  kept_from_parents: KEPT_FROM_PARENTS,
  gifts: GIFTS,
  undressed: UNDRESSED,
  filmed: SEEN_OR_FILMED,
  online: ONLINE,
  meet_alone: MEET_ALONE,
  lured: LURED,
  pain: PAIN_OR_FORCE,
};
