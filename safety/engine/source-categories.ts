/**
 * Our classification of the public source lists (./source-lists.ts): which category each listed word
 * belongs to, and which words stay out because their ordinary sense is what a child means ("un baiser"
 * is a kiss, "chatte" a she-cat, "poof!" a magic trick, "tapette" a fly swatter). Words not named here
 * take their source's own tag (dsojevic's) or its default category (LDNOOBW's are mostly sexual, cuss's and
 * french-badwords-list's profane). Words kept out may still be refused in context (./default-lists.ts).
 * Entries are written as in the source, accents and all.
 */
import type { SafetyCategory } from "../../shared/safety";

type Classified = Partial<Record<SafetyCategory, readonly string[]>> & { ordinary: readonly string[] };

export const SOURCE_CATEGORIES: Record<"en" | "fr", Classified> = {
  en: {
    ordinary: [
      "alaskan pipeline", "baby batter", "baby juice", "ball kicking", "bareback", "big black", "blue waffle", "butt",
      "chocolate rosebuds", "cock", "cornhole", "dick", "domination", "escort", "eunuch", "fingering", "girl on",
      "girl on top", "hard core", "hardcore", "hot chick", "huge fat", "jelly donut", "kinky", "lemon party", "lolita",
      "make me come", "nipple", "nipples", "panties", "panty", "pegging", "pleasure chest", "poof", "rape", "raping",
      "rosy palm", "santorum", "scat", "scissoring", "shrimping", "skeet", "snatch", "snowballing", "strap on", "suck",
      "sucks", "swinger", "tainted love", "taste my", "tied up", "tight white", "tit", "tits", "tongue in a", "tushy",
      "twinkie", "undressing", "wrapping men", "xx", "🖕", "s&m", "jack off", "rusty trombone", "wrinkled starfish", "golden shower",
      // cuss's: ordinary words (fruit, flowers, tools, people's names, mild words a child uses).
      "beanbag", "bluegum", "bung", "chonky", "chonkys", "chug", "chugs", "chunky", "chunkys", "cocky", "cooly", "cumquat",
      "kumquat", "dope", "dumb", "geez", "geezer", "gables", "idiot", "jig", "jigs", "jigger", "jiggers", "jiggy", "jigg",
      "jiggs", "kwa", "looser", "loser", "moron", "nip", "niggle", "niggled", "niggles", "niggard", "noonan", "pansies",
      "pansy", "piker", "pom", "poms", "poo", "poop", "pooper", "pooping", "puke", "slave", "spit", "spitter", "stupid",
      "sucker", "swalow", "tinker", "tinkers", "turnon", "vomit", "welfare", "whiz", "whop", "yank", "yanks", "sissy",
      "tang", "spunky", "pud", "rearend", "limey", "limy", "mams", "hobo", "homo", "lowlife", "hoser", "teste", "tortur",
      "triplex", "orga", "sadis", "sandm", "vibr", "whacker", "evl", "ero", "dink", "dinks", "dong", "doodoo", "diddle",
      "greaser", "geni", "floo", "fu", "bule", "bules", "gora", "goras", "hapa", "ho", "hoes", "hore", "lebo", "lebos",
      "puss", "quickie", "rere", "rigger", "shav", "slapper", "sloper", "slopers", "squa", "taff", "uck", "wab", "wn",
      "whash", "jebus", "scallywag", "scallywags", "carruth", "dahmer", "usama", "fatah", "gipp", "gipps", "honger", "hork", "pric", "wuss", "farty",
      "barf", "barface", "buffies", "dyefly", "flydie", "flydye", "gummer", "jimfish", "lugan", "lugans",
      "munt", "mockey", "mocky", "moky", "payo", "pocha", "pochas", "pocho", "pochos", "russki", "redleg", "redlegs",
      "reestie", "sooty", "sooties", "spig", "spik", "whitey", "yarpie", "welcher", "wetspot", "prick", "pric", "dix",
      // @dsojevic/profanity-list's: a rooster, a collared dove, a pony boy, chicken breasts, a bloody
      // nose, a cream pie, a violet wand, Jesus in a nativity play, a honorific (hadji), mild
      // words as "hell" and "damn" (also how a child spells a beavers' dam; "god damn" stays refused),
      // self-chosen names ("enby"), and phrases whose words say something ordinary ("a milwaukee blizzard").
      "black cock", "big cock", "huge cock", "giant cock", "massive cock", "bloody", "breasts", "buddha head",
      "buddha-head", "china man", "china men", "christ", "cissie", "cissy", "cishet",
      "collared", "collaring", "crafty butcher", "cream-pie", "damn", "donut muncher", "enby", "fingered", "finocchio",
      "finochio", "finoccio", "fisted", "frog eater", "frog-eater", "gaysian", "go-kun", "golden showers", "gray queen",
      "grey queen", "gym bunny", "gymbunny", "hadji", "haji", "hajji", "hell", "hermie", "jesus", "jesus christ",
      "mayonnaise monkey", "mayonnaise monkies", "mexican pancake", "milwaukee blizzard",
      "mississippi birdbath", "mr hands", "mr. hands", "muscle mary", "only fans", "panamanian petting zoo",
      "pony boy", "pony-boy", "ponyboy", "pony girl", "pony-girl", "ponygirl", "pony-play", "potato queen", "retard",
      "rice queen", "rimming", "ring raider", "bean queen", "brownie king", "brownie queen", "chicken queen", "spunk",
      "strap-on", "switch hitter", "t-girl", "tgirl", "transbian", "violet wand", "yellow shower",
      "yellow showers",
      // Common words a listed form catches: "assess" read as "asses" + s ("ass" still takes its plural),
      // a pirate's booty, roosters, "panties" through cuss's "panti", and cuss's "tard", which is French
      // for late ("plus tard").
      "asses", "booty", "cocks", "panti", "tard",
      // A seabird (the blue-footed booby) and its trap; the plural of cuss's "beanbag"; an uncle named Tom, as
      // children name their relatives.
      "booby", "beanbags", "uncle tom",
    ],
    // dsojevic tags "pussy" general (an insult) and "arse" sexual: mostly the other way round in what children read.
    sexual: ["pussy"],
    profanity: [
      "apeshit", "arse", "arsehole", "ass", "asshole", "assmunch", "bastard", "bastardo", "bitch", "bitches", "bollocks", "bullshit",
      "clusterfuck", "cunt", "eat my ass", "fuck", "fuckin", "fucking", "fucktards", "god damn", "motherfucker",
      "piece of shit", "pissing", "piss pig", "pisspig", "shit", "shitblimp", "shitty", "tosser", "twat", "wank",
    ],
    hate: [
      "beaner", "beaners", "bulldyke", "carpet muncher", "carpetmuncher", "coon", "coons", "darkie", "fag", "faggot",
      "fudge packer", "fudgepacker", "honkey", "jigaboo", "jiggaboo", "jiggerboo", "kike", "mong", "negro", "neonazi",
      "nigga", "nigger", "nig nog", "paki", "pikey", "raghead", "slanteye", "spastic", "spic", "swastika", "towelhead",
      "tranny", "wetback", "white power",
      // Slurs for disabled people ("retard" alone is also French for a delay).
      "retarded", "rag head", "rag heads", "ragheads",
      // cuss's slurs.
      "abeed", "arabush", "boche", "bohunk", "boong", "chink", "chinks", "chinky", "coolie", "coolies", "darkey", "darkies",
      "dago", "dagos", "dego", "dothead", "faggot", "fagot", "gook", "gooks", "gringo", "groid", "hebe", "heeb", "hymie",
      "injun", "jap", "japs", "jewboy", "jigaboo", "kaffir", "kikes", "kyke", "lesbo", "lezbo", "macaca", "mulatto", "nig",
      "niggah", "niggas", "niggaz", "niggers", "nignog", "pakis", "poofter", "polack", "redskin", "sambo", "spick", "spics",
      "squaw", "trannie", "wog", "wogs", "wop", "yid", "yids",
    ],
    violence: ["bastinado", "how to kill", "how to murder", "strappado"],
  },
  fr: {
    ordinary: [
      "baiser", "bander", "bite", "bitte", "bourré", "bourrée", "caca", "chatte", "con", "folle", "gerbe", "gueule",
      "jouir", "meuf", "pédale", "péter", "pipi", "ramoner", "suce", "tanche", "tapette", "trique", "zigounette", "zizi",
      // cuss's: words whose ordinary sense a child means (an acorn, a cod, a mussel, a flute, a queue).
      "astiquer", "avoir les nerfs", "bibite", "bombe atomique", "bon coup", "boule", "casser le pot", "choper", "crissement",
      "crosse", "culasse", "culbuter", "décharger", "défoncer", "dégager", "déglinguer", "démonter", "diarrhée", "dilater",
      "does", "déboiter", "enfiler", "enfler", "engueuler", "envoyer", "esque", "être la fête", "exploser", "fesse", "flûte",
      "fourbir", "fourrer", "gland", "glisser", "gosse", "gourdin", "graine", "gros", "grouille", "gueuler", "latter",
      "libérer Mandela", "aller libérer Mandela", "va libérer Mandela", "vais libérer Mandela", "limer", "matos", "melon",
      "mettre", "mettre dans la sauce", "mettre la misère", "minou", "morue", "mouille", "moule", "mouron", "oh hisse",
      "panier", "pare-choc", "pare-chocs", "pays-bas", "peler", "pélot", "piment", "pine", "pipe", "plume", "poche", "poil",
      "pomme à l’huile", "pomper", "porc", "pourrir", "queue", "retard", "rondelle", "sa mère", "salle des fêtes", "sauter",
      "se cogner", "se taper", "shampoing", "s’en battre", "s’en taper", "ta bouche", "ta mère", "taper", "tâter", "treuf",
      "vendre du piment", "youp",
      // french-badwords-list's: a sausage, a jester, a sleeve, a trail, a thumbtack, a cricket, a crouton, a
      // pouffe, manure, a baby rat, roast beef, dirty, thick, a delay's "pet" (and "petit", "Peter", which
      // share its stem); the mild words a child says in play ("crétin", "vaurien", "plouc"), as "idiot" in
      // English; a first name (Fritz), a people's own name (Caldoche).
      "abruti", "andouille", "avorton", "beauf", "bouffon", "bougre", "bouseux", "branque", "caldoche", "chauffard",
      "chnoque", "coche", "cons", "courtaud", "cretin", "crétin", "cricri", "crotte", "crotté", "croûton", "debile",
      "débile", "du schnoc", "duschnock", "enflure", "epais", "épais", "fritz", "fumier", "gourde", "imbecile",
      "imbécile", "kikoo", "kikou", "lacheux", "lâcheux", "lavette", "magot", "manche", "mauviette", "minable", "minus",
      "miserable", "misérable", "moins-que-rien", "nase", "naze", "niaiseux", "pequenaud", "péquenaud", "pet",
      "pignouf", "pimbêche", "pleutre", "plouc", "pouf", "pourriture", "punaise", "raton", "ripopee", "ripopée",
      "rosbif", "sagouin", "sale", "schnoc", "schnock", "schnoque", "sottiseux", "stearique", "stéarique", "tebe",
      "tebé", "teteux", "téteux", "tocard", "trainee", "traînee", "traînée", "vaurien",
    ],
    profanity: [
      "bordel", "chiasse", "chier", "chiottes", "connard", "connasse", "conne", "cul", "déconne", "déconner",
      "emmerdant", "emmerder", "emmerdeur", "emmerdeuse", "enculé", "enculée", "enculeur", "enculeurs", "enfoiré",
      "enfoirée", "étron", "fille de pute", "fils de pute", "foutre", "gerber", "grogniasse", "la putain de ta mère",
      "MALPT", "merde", "merdeuse", "merdeux", "nique ta mère", "nique ta race", "pisser", "pousse-crotte", "putain",
      "pute", "sac à foutre", "sac à merde", "salaud",
    ],
    hate: [
      "gouine", "grande folle", "nègre", "negro", "pédé", "bosnioule", "bougnoul", "bougnoule", "bougnoulisation",
      "bougnouliser", "bounioul", "bounioule", "fif", "fiotte", "lopette", "parachuter un Sénégalais", "schleu",
      "souchien", "souchienne", "tafiole", "tantouze", "tapiole", "tarlouze", "téléphoner aux Congolais", "youpin", "youpine",
      // french-badwords-list's slurs.
      "bicot", "Bougnoulie", "cafre", "chinetoc", "chinetoque", "chintok", "chleuh", "crouillat", "crouille", "espingoin", "Godon",
      "gogol", "goï", "Kraut", "makoume", "makoumé", "moricaud", "négro", "niac", "niakoue", "niakoué", "pakos", "PD",
      "pede", "pédoque", "pedoque", "schbeb", "tantouserie", "youd", "youpinisation", "youtre",
    ],
    sexual: ["boukak", "branler", "branleur", "queutard", "teube", "zguegue", "zguègue"],
  },
};
