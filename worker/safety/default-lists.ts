/**
 * The default moderation lists (see ./lists.ts for how terms are written). Written for children's stories:
 * whole topics rather than a few words, and the ordinary words that contain or resemble them (pirates'
 * wooden swords, killer whales, water pistols, barefoot in the grass) kept safe.
 */
import type { ModerationLists } from "./lists";

// Who an attack is aimed at, in both languages (for the combinations below).
const PEOPLE = [
  "people", "person", "man", "men", "woman", "women", "child", "children", "kid", "kids", "baby", "babies",
  "teacher", "student", "classmate", "school", "classroom", "mom", "mum", "mother", "dad", "father", "parent",
  "parents", "brother", "sister", "family", "friend", "neighbour", "neighbor", "police", "cop", "crowd",
  "everyone", "everybody", "him", "her", "them", "me", "you", "us", "wife", "husband", "grandma", "grandpa",
  "gens", "personne", "homme", "hommes", "femme", "femmes", "enfant", "enfants", "bebe", "eleve", "eleves",
  "maitre", "maitresse", "professeur", "prof", "ecole", "classe", "maman", "papa", "mere", "pere", "parents",
  "frere", "soeur", "famille", "ami", "amie", "amis", "voisin", "voisine", "policier", "foule", "tout le monde",
  "lui", "elle", "eux", "moi", "toi", "nous", "vous", "mamie", "papi", "camarade", "camarades",
];
// People named by a noun (not a pronoun), for the combinations where a pronoun would say too little.
const PEOPLE_NOUNS = PEOPLE.filter((word) => !["him", "her", "them", "me", "you", "us", "lui", "elle", "eux", "moi", "toi", "nous", "vous"].includes(word));
// "couper" as spelled: its stem "coup" is also the noun ("tout à coup", "un coup de vent").
const COUPER = ["=couper", "=coupe", "=coupes", "=coupent", "=coupait", "=coupaient", "=coupee", "=coupees", "=coupera", "=coupez", "=coupons"];
const SELF = ["yourself", "myself", "himself", "herself", "themselves", "oneself", "self"];
const REFLEXIVE_FR = ["se", "s", "me", "m", "te", "t", "soi", "soi-meme"];
const HATED_GROUPS = [
  "jews", "jew", "muslims", "muslim", "blacks", "black people", "gays", "gay people", "immigrants", "immigrant", "arabs",
  "arab", "christians", "asians", "mexicans", "refugees", "migrants", "gypsies", "roma", "disabled",
  "juifs", "juif", "juive", "musulmans", "musulman", "noirs", "arabes", "arabe", "homosexuels",
  "homos", "immigres", "etrangers", "migrants", "refugies", "chretiens", "asiatiques", "roms", "gitans", "handicapes",
];

export const DEFAULT_MODERATION_LISTS: ModerationLists = {
  en: {
    violence: [
      "kill", "killer", "killers", "murder", "murderer", "murderous", "slaughter", "massacre", "homicide",
      "assassinate", "assassination", "assassin", "behead", "beheading", "decapitate", "decapitation",
      "dismember", "dismemberment", "mutilate", "mutilation", "torture", "torturer", "strangle", "strangled",
      "stab", "stabbing", "gore", "gory", "bloodbath", "bloodshed", "bloody murder", "carnage", "corpse",
      "corpses", "dead body", "dead bodies", "disembowel", "eviscerate", "impale", "crucify", "maim",
      "bludgeon", "slit throat", "slit his throat", "slit her throat", "cut throat", "cutthroat", "beat up",
      "beaten to death", "child abuse", "violence",
      "lynch", "lynching", "blood everywhere",
      "pool of blood", "chainsaw massacre", "serial killer", "hitman", "hit man", "cannibal", "cannibalism",
      "drown him", "drown her", "drown them", "burn alive", "burned alive", "burnt alive",
      "bury alive", "buried alive", "skin alive", "poison him", "poison her", "poison them", "poisoned him",
    ],
    weapons: [
      "gun", "guns", "handgun", "shotgun", "rifle", "rifles", "pistol", "revolver", "machine gun", "machinegun",
      "assault rifle", "ak47", "ak-47", "ar15", "ar-15", "uzi", "glock", "sniper", "gunman", "gunmen",
      "gunshot", "gunshots", "gunfire", "gunpoint", "ammo", "ammunition", "bomb", "bombs",
      "bomber", "bombing", "pipe bomb", "car bomb", "nail bomb", "=explosives", "detonate",
      "detonator", "grenade", "grenades", "grenade launcher", "hand grenade", "dynamite", "tnt", "molotov", "napalm", "landmine",
      "land mine", "nuke", "nuclear bomb", "atomic bomb", "warhead", "chemical weapon", "chemical weapons",
      "biological weapon", "nerve gas", "sarin", "anthrax", "ricin", "mass shooting", "school shooting",
      "shooting spree", "drive-by", "drive by shooting", "terror attack", "car ramming",
      "weapon of mass destruction", "weapons of mass destruction", "switchblade", "brass knuckles",
    ],
    sexual: [
      "sex", "sexy", "sexual", "sexually", "sexting", "porn*", "xxx", "nude", "nudes", "nudity", "naked",
      "topless", "=rape", "=rapes", "=raped", "=raping", "rapist", "molest", "molester", "molestation",
      "pedophile", "paedophile", "pedophilia", "pedo", "paedo", "incest", "orgasm", "erotic", "erotica",
      "erection", "penis", "vagina", "boobs", "genitals", "horny",
      "masturbat*", "make love", "making love", "made love", "have sex", "blowjob", "blow job", "handjob",
      "condom", "dildo", "vibrator", "fetish", "bdsm", "bondage", "strip club", "strip poker", "stripper", "striptease",
      "prostitute", "prostitution", "hooker", "whore", "slut", "brothel", "escort service", "onlyfans",
      "intercourse", "show me your body", "show your body", "take off your clothes", "privates", "private parts", "seduce", "seduction", "hentai", "grope", "groping", "sexual assault",
      "undress her", "undress him", "take off her clothes", "take off his clothes",
    ],
    drugs: [
      "drug", "drugs", "druggie", "=heroin", "=heroins", "meth", "methamphetamine", "crystal meth",
      "cannabis", "marijuana", "hashish", "lsd", "ecstasy", "mdma", "opium", "opioid", "opioids", "fentanyl",
      "ketamine", "overdose", "get high", "getting high", "got high", "=stoned", "junkie", "narcotic",
      "narcotics", "crack cocaine", "alcohol", "alcoholic", "booze", "drunk", "drunken",
      "beer", "beers", "wine", "wines", "vodka", "whisky", "whiskey", "tequila", "=rum", "=gin", "champagne",
      "liquor", "get wasted", "getting wasted", "got wasted", "brandy", "bourbon", "cognac", "absinthe", "hangover", "tipsy",
      "cigarette", "cigarettes", "cigar", "cigars", "tobacco", "nicotine", "vape", "vaping", "hookah",
      "smoke weed", "smoking weed", "smoke a joint", "roll a joint", "pot brownie", "magic mushrooms",
    ],
    "self-harm": [
      "suicide", "suicidal", "self-harm", "self harm", "selfharm", "self-injury", "kill myself", "kill yourself",
      "kms", "kys", "end my life", "end your life", "ending my life", "take my own life", "take his own life",
      "take her own life", "want to die", "wants to die", "wanna die", "wish i was dead", "wish i were dead",
      "kill herself", "kill himself", "kill themselves", "killed herself", "killed himself", "hurt yourself",
      "hurt myself", "harm yourself", "harm myself", "burn yourself", "burn myself", "end his life", "end her life",
      "end their lives", "end it all", "slit my wrists", "slit your wrists", "slit wrists", "cut my wrists", "noose", "hang myself",
      "hang yourself", "hang himself", "hang herself", "starve myself", "starve yourself", "anorexia",
      "bulimia", "self-mutilation", "jump off a bridge", "jump off the roof",
    ],
    hate: [
      "nazi*", "neonazi*", "neo-nazi*", "hitler*", "swastika", "sieg heil", "heil", "kkk", "ku klux klan",
      "white power", "white supremacy", "white supremacist", "supremacist", "master race", "ethnic cleansing",
      "genocide", "holocaust", "gas chamber", "gas chambers", "terrorist", "terrorists", "terrorism", "jihad*",
      "al qaeda", "al-qaeda", "extremist", "extremism", "racist", "racism", "racial slur", "n word", "n-word", "third reich",
      "aryan", "subhuman", "sub-human", "nigger", "nigga", "faggot", "kike", "spic", "wetback",
      "tranny", "=retarded", "islamophobia", "antisemitism", "antisemitic", "hate crime",
      "hate speech", "pogrom", "apartheid",
    ],
  },
  fr: {
    violence: [
      "tuer", "tuerie", "tueur", "tueuse", "meurtre", "meurtres", "=meurtrier", "=meurtriers", "=meurtriere",
      "=meurtrieres", "assassiner", "assassinat", "assassin", "massacre", "massacrer", "egorger", "decapiter",
      "decapitation", "demembrer", "mutiler", "mutilation", "torturer", "torture", "etrangler", "poignarder",
      "trucider", "zigouiller", "bain de sang", "carnage", "cadavre", "cadavres", "coup de couteau",
      "coups de couteau", "violence", "maltraiter", "maltraitance",
      "tabasser", "passer a tabac", "lyncher", "lynchage",
      "cannibale", "cannibalisme", "bruler vif", "brule vif", "brulee vive", "enterrer vivant", "enterre vivant",
      "tueur en serie", "sang partout", "mare de sang",
    ],
    weapons: [
      "arme a feu", "armes a feu", "pistolet", "pistolets", "fusil", "fusils", "carabine", "revolver",
      "mitraillette", "mitrailleuse", "kalachnikov", "kalach", "munitions", "bombe", "bombes", "=explosifs",
      "bombardement", "dynamite", "cocktail molotov", "mine antipersonnel",
      "bombe atomique", "bombe nucleaire", "arme chimique", "armes chimiques", "gaz sarin", "fusillade",
      "attentat", "attentats", "kamikaze", "tireur fou", "poseur de bombe", "cran d'arret",
      "poing americain", "lance-grenade", "lance-grenades",
    ],
    sexual: [
      "sexe", "sexy", "sexuel", "sexuelle", "sexuellement", "porno*", "pornographie", "=nu", "=nue", "=nus",
      "=nues", "toute nue", "tout nu", "nudite", "seins nus", "viol", "violer", "violeur", "violee",
      "agression sexuelle", "attouchement", "attouchements", "pedophile", "pedophilie", "pedo", "inceste",
      "erotique", "orgasme", "penis", "vagin", "nichons", "branler",
      "masturb*", "faire l'amour", "fait l'amour", "coucher avec", "preservatif", "godemiche", "fetichisme",
      "strip-tease", "stripteaseuse", "prostituee", "prostitution", "=pute", "=putes", "putain", "salope",
      "maison close", "montre moi ton corps", "montre ton corps", "enleve tes vetements", "parties intimes", "fellation", "sodomie", "rapport sexuel", "rapports sexuels",
    ],
    drugs: [
      "drogue", "drogues", "droguer", "se droguer", "cocaine", "meth", "cannabis",
      "marijuana", "haschich", "hachisch", "hasch", "beuh", "lsd", "ecstasy", "mdma", "opium",
      "fentanyl", "ketamine", "overdose", "surdose", "dealer", "dealeur", "defonce",
      "se defoncer", "=defoncee", "=defoncees", "=defonces", "sniffer", "alcool", "alcoolique", "alcoolise", "ivre", "ivrogne", "saoul",
      "saoule", "biere", "bieres", "=vin", "=vins", "vodka", "whisky", "=rhum", "tequila",
      "champagne", "=pastis", "gueule de bois", "se bourrer la gueule", "bourre la gueule", "prendre une cuite", "picoler", "se saouler", "cigarette", "cigarettes",
      "clope", "clopes", "cigare", "tabac", "nicotine", "vapoter", "chicha",
      "champignons hallucinogenes",
    ],
    "self-harm": [
      "suicide", "suicider", "suicidaire", "automutilation", "se mutiler", "scarifier", "scarification",
      "se faire du mal", "me faire du mal", "se tuer", "me tuer", "te tuer", "mettre fin a ses jours",
      "mettre fin a mes jours", "en finir avec la vie", "veux mourir", "veut mourir", "envie de mourir",
      "comment me couper", "comment se couper", "comment te couper", "envie de me couper", "veux me couper", "me couper expres",
      "se couper expres", "wants to end it", "want to end it", "veux en finir", "veut en finir", "jump in front of a train", "se jeter sous un train", "se jette sous un train",
      "se pendre", "me pendre", "te pendre", "se pend", "se pendent", "se pendait", "s'est pendu", "s'est pendue", "se couper les veines", "s'ouvrir les veines", "taillader",
      "se taillader", "anorexie", "boulimie", "se jeter du pont", "se jeter par la fenetre", "corde au cou",
    ],
    hate: [
      "nazi*", "neonazi*", "neo-nazi*", "hitler*", "croix gammee", "svastika", "heil", "ku klux klan", "kkk",
      "white power", "supremaciste", "race superieure", "race inferieure", "genocide", "holocauste", "shoah",
      "chambre a gaz", "chambres a gaz", "epuration ethnique", "nettoyage ethnique", "terroriste",
      "terroristes", "terrorisme", "djihad*", "jihad*", "extremiste", "raciste", "racisme", "negre", "negro",
      "bougnoule", "youpin", "bicot", "pede", "tantouze", "sous-homme", "sous-hommes", "antisemite",
      "antisemitisme", "islamophobe", "crime haineux", "troisieme reich", "aryen", "aryenne",
    ],
  },
  combinations: [
    // "cut off" + "head", across chips too.
    { category: "violence", all: [["cut off", "chop off", "slice off", "saw off", "rip off", "tear off", "trancher", "arracher", "cut", "chop", "tranche", ...COUPER], // "tête" is spelled like "tète" (suckles) once accents are off: only with its article.
      ["head", "heads", "throat", "neck", "la tete", "sa tete", "ta tete", "ma tete", "leur tete", "les tetes", "des tetes", "leurs tetes", "la gorge", "sa gorge", "le cou", "son cou"]], near: 5, ordered: true },
    { category: "violence", all: [["head", "heads", "throat", "la tete", "sa tete", "les tetes", "leurs tetes", "la gorge"], ["cut off", "chopped off", "sliced off", "coupee", "coupees", "tranchee", "tranchees", "arrachee"]], near: 4, ordered: true },
    { category: "violence", all: [["cut off", "chop off", "saw off", "rip off", "tear off", "trancher", "arracher"], ["arm", "arms", "leg", "legs", "finger", "fingers", "hand", "bras", "jambe", "jambes", "doigt", "doigts", "main"]], near: 4 },
    { category: "violence", all: [["blood", "sang", "guts", "entrailles", "tripes"], ["everywhere", "partout", "pool", "splatter", "spill", "spurt", "gush", "flaque", "gicle", "mare", "ruisselle"]], near: 4 },
    { category: "violence", all: [["punch", "kick", "slap", "choke", "strangle", "frapper", "gifler", "tabasser", "etrangler"], PEOPLE], near: 2, ordered: true },
    { category: "violence", all: [["beat", "beats", "beaten", "kick", "kicked", "stab", "stabbed", "bash", "batter", "hit", "battre", "bat", "battu", "frapper", "frappe", "poignarder"], ["to death", "a mort", "jusqu'a la mort"]], near: 5, ordered: true },
    { category: "violence", all: [["chop up", "chops up", "chopped up", "cut up", "cuts up", "slice up", "dismember", "hacher", "hache", "decouper", "decoupe", "poison", "poisons", "poisoned", "empoisonner", "empoisonne"], PEOPLE_NOUNS], near: 3, ordered: true },
    { category: "violence", all: [["baby", "babies", "kitten", "puppy", "hamster", "cat", "dog", "child", "bebe", "chaton", "chiot", "chat", "chien", "enfant"], ["in the microwave", "in a microwave", "in the oven", "in the blender", "au micro-ondes", "dans le micro-ondes", "dans le four", "dans le mixeur"]], near: 3, ordered: true },
    { category: "violence", all: [["shot", "shoots", "shooting", "balle", "balles"], ["in the head", "in the heart", "in the chest", "in the face", "dans la tete", "dans le coeur", "dans le ventre"]], near: 3 },
    { category: "violence", all: [["rip out", "tear out", "ripping out", "tearing out", "arracher", "arrache", "gouge", "crever"], ["heart", "eyes", "eye", "guts", "coeur", "yeux", "oeil"]], near: 4 },
    { category: "violence", all: [["drink", "drinks", "drinking", "suck", "sucks", "boire", "boit", "boivent", "suce"], ["blood", "sang"]], near: 4 },
    { category: "violence", all: [["burn", "burns", "set fire", "sets fire", "bruler", "brule", "mettre le feu", "met le feu"], PEOPLE_NOUNS, ["inside", "alive", "dedans", "vivant", "vivants", "vivante"]], near: 6 },
    { category: "violence", all: [["hit", "hits", "hitting", "beats", "beating"], ["his kids", "her kids", "his children", "her children", "his wife", "her husband", "his son", "her son", "his daughter", "her daughter", "the baby", "his baby", "her baby"]], near: 2, ordered: true },
    { category: "violence", all: [["rip", "rips", "ripped", "tear", "tears", "tore", "dechire", "dechirer", "dechirent", "devore", "devorer"], PEOPLE_NOUNS], near: 3, ordered: true },
    { category: "violence", all: [["eat", "eats", "ate", "eating", "devour", "devours", "mange", "manger", "mangent", "devore"], PEOPLE_NOUNS, ["alive", "vivant", "vivants", "vivante", "vivantes"]], near: 5, ordered: true },
    { category: "violence", all: [["kidnap", "kidnaps", "kidnapped", "kidnapping", "abduct", "abducts", "enleve", "enlever", "enlevent", "kidnappe", "kidnapper"], ["child", "children", "kid", "kids", "baby", "girl", "boy", "enfant", "enfants", "bebe", "fille", "garcon", "fillette"]], near: 4, ordered: true },
    { category: "sexual", all: [["touch", "touches", "touching", "touched", "toucher", "touche", "caresse", "caresser"], ["kids", "children", "child", "enfants", "enfant", "little girl", "little boy", "petite fille", "petit garcon"]], near: 2, ordered: true },
    { category: "violence", all: [["dead", "mort", "morte", "morts", "mortes"], ["baby", "babies", "child", "children", "kid", "kids", "bebe", "bebes", "enfant", "enfants"]], near: 1 },
    { category: "violence", all: [["boil", "boils", "boiled", "bouillir", "bouillent"], PEOPLE_NOUNS], near: 3, ordered: true },
    { category: "violence", all: [["chainsaw", "tronconneuse", "machete", "machette", "axe", "hache"], ["chase", "chases", "chasing", "poursuit", "poursuivre", "poursuivent"], PEOPLE_NOUNS], near: 5, ordered: true },
    { category: "sexual", all: [["grown man", "grown-up", "adult", "adults", "adulte", "adultes", "stepdad", "stepfather", "beau-pere", "uncle", "tonton"], ["kiss", "kisses", "kissing", "kissed", "embrasse", "embrasser", "touch", "touches", "touche", "toucher"], ["little girl", "little boy", "petite fille", "petit garcon", "child", "kid", "enfant"]], near: 5, ordered: true },
    // "gun" + "shoot", and shooting at people.
    { category: "weapons", all: [["shoot", "shot", "shooting", "fire at", "fired at", "tirer", "tire", "tirait", "abattre", "abattu"], ["gun", "guns", "rifle", "pistol", "weapon", "weapons", "bullet", "bullets", "arme", "armes", "fusil", "pistolet"]], near: 6 },
    { category: "weapons", all: [["shoot", "shoots", "shooting", "shootings", "tirer sur", "tire sur", "abattre", "gun down", "open fire", "opened fire"], PEOPLE], near: 3, ordered: true },
    { category: "weapons", all: [PEOPLE_NOUNS, ["shooting", "shootings", "fusillade"]], near: 2 },
    { category: "weapons", all: [["shoot up", "shoots up", "shot up", "shooting up"], ["mall", "school", "church", "mosque", "synagogue", "classroom", "office", "concert", "party", "ecole", "eglise", "fete"]], near: 3, ordered: true },
    { category: "weapons", all: [["knife", "knives", "dagger", "machete", "axe", "couteau", "couteaux", "poignard", "machette", "hache", "weapon", "weapons", "arme", "armes", "grenade", "grenades"], ["stab", "kill", "attack", "threaten", "murder", "explode", "poignarder", "tuer", "attaquer", "menacer", "exploser", "degoupiller"]], near: 4 },
    { category: "weapons", all: [["throw", "throws", "throwing", "threw", "lance", "lancer", "lancent", "lancait"], ["grenade", "grenades", "bomb", "bombe", "knife", "couteau", "molotov"]], near: 2, ordered: true },
    { category: "weapons", all: [["make", "build", "how to make", "fabriquer", "construire"], ["bomb", "bombe", "explosive", "explosif", "weapon", "arme", "grenade", "poison gas"]], near: 4 },
    // Self-harm: "se couper" + "lame", cutting oneself with a razor.
    { category: "self-harm", all: [["cut", "cuts", "cutting", "slit", "slash", "carve", "hang", "stab"], SELF], near: 3, ordered: true },
    { category: "self-harm", all: [["hang", "hanging", "hanged", "rope", "noose", "pendre", "pend", "pendu", "corde"], ["to die", "until dead", "pour mourir", "jusqu'a la mort"]], near: 5, ordered: true },
    { category: "self-harm", all: [["jump", "jumps", "jumped", "throw himself", "throw herself", "throws himself", "throws herself", "se jeter", "se jette", "sauter", "saute"], ["to die", "pour mourir", "to end it", "pour en finir"]], near: 8, ordered: true },
    { category: "self-harm", all: [["starve", "starves", "starving", "starved", "affamer", "affame"], SELF], near: 2, ordered: true },
    { category: "self-harm", all: [["stop eating", "stops eating", "stopped eating", "arreter de manger", "arrete de manger", "ne mange plus", "ne plus manger", "se faire vomir", "make herself sick", "make himself sick"], ["to lose weight", "thin", "thinner", "fat", "maigrir", "mince", "grosse", "gros"]], near: 6 },
    { category: "self-harm", all: [["razor", "blade", "blades", "wrist", "wrists", "vein", "veins"], ["cut", "cutting", "slit", "slash", "yourself", "myself", "himself", "herself"]], near: 4 },
    { category: "self-harm", all: [REFLEXIVE_FR, [...COUPER, "entailler", "taillader", "scarifier", "ouvrir", "blesser"], ["lame", "lames", "rasoir", "veine", "veines", "poignet", "poignets", "cutter"]], near: 6 },
    { category: "self-harm", all: [REFLEXIVE_FR, ["entailler", "taillader", "scarifier", "mutiler"]], near: 1 },
    // Drugs: words that are ordinary alone (weed in a garden, a joint of the knee).
    { category: "drugs", all: [["smoke", "smoking", "smoked", "fumer", "fume"], ["weed", "joint", "joints", "crack", "herbe", "shit", "beuh", "cannabis", "blunt"]], near: 3 },
    { category: "drugs", all: [["weed", "beuh", "cannabis"], ["high", "brownie", "brownies", "stoned", "bong", "gateau", "space cake", "plane", "defonce"]], near: 2 },
    { category: "drugs", all: [["coke", "crack", "heroine"], ["snort", "snorts", "sniff", "sniffer", "inject", "injecter", "dealer", "shoot", "dose", "overdose", "drogue", "seringue", "syringe", "needle", "vend", "vendre", "sell", "sells", "pipe"]], near: 4 },
    { category: "drugs", all: [["sell", "sells", "selling", "give", "gives", "vend", "vendre", "vendent", "donne"], ["pills", "pilules", "cachets", "drugs", "drogue"], ["children", "kids", "enfants", "child", "enfant"]], near: 5, ordered: true },
    { category: "self-harm", all: [["swallow", "swallows", "swallowing", "swallowed", "avaler", "avale", "prendre", "prend", "take", "takes"], ["all", "toutes", "tous", "whole bottle", "boite entiere"], ["pills", "pilules", "cachets", "medicaments", "medicine", "tablets"]], near: 5, ordered: true },
    { category: "drugs", all: [["pills", "pilules", "cachets", "medicaments", "medicine"], ["swallow all", "avaler tous", "avale tous", "overdose", "get high", "all of them", "planer", "se defoncer", "pour planer"]], near: 4 },
    // "font l'amour": the verb's forms do not share a stem.
    { category: "sexual", all: [["faire", "fait", "font", "fais", "faisait", "faisaient", "faisons", "faites", "make", "makes", "made", "making"], ["l'amour", "love"]], near: 1 },
    // Hate: contempt or violence aimed at a group.
    { category: "hate", all: [["hate", "hates", "exterminate", "gas", "deport", "burn", "wipe out", "death to", "haine", "deteste", "detester", "exterminer", "gazer", "expulser", "mort aux", "sale", "sales", "dirty", "filthy"], HATED_GROUPS], near: 3, ordered: true },
    { category: "weapons", all: [["blow up", "blows up", "blew up", "faire exploser", "fait exploser", "font exploser", "bomb", "bombarder"], ["school", "ecole", "church", "eglise", "bus", "train", "plane", "avion", "metro", "mall", "city", "ville", "people", "gens"]], near: 4, ordered: true },
    { category: "hate", all: [HATED_GROUPS, ["burn", "should burn", "should die", "must die", "doivent bruler", "doivent mourir", "run the world", "control the world", "dirigent le monde", "controlent le monde"]], near: 3, ordered: true },
    { category: "hate", all: [HATED_GROUPS, ["evil", "bad", "stupid", "inferior", "vermin", "rats", "animals", "dangerous", "mechants", "mauvais", "betes", "inferieurs", "vermine", "dangereux", "nuisibles"]], near: 3 },
  ],
  safe: [
    // English words that contain or resemble listed ones.
    "killer whale", "killer whales", "killer bee", "killer bees", "photo shoot", "bamboo shoot", "bamboo shoots",
    "shooting star", "shooting stars", "shoot hoops", "shoot a goal", "shoot the ball", "water gun", "water guns",
    "water pistol", "water pistols", "squirt gun", "nerf gun", "glue gun", "bubble gun", "toy gun", "bath bomb",
    "bath bombs", "seed bomb", "water bomb", "root beer", "ginger beer", "naked mole rat", "naked mole rats",
    "naked eye", "viola", "violas", "vine", "vines", "gin rummy", "rum raisin", "knee joint", "blood orange",
    "cut the cake", "haircut", "hair cut", "cut hair", "cut his hair", "cut her hair", "cut the ribbon",
    "nude colour", "nude color", "beer belly", "beer-bellied", "beer bellied", "wine red", "wine-coloured", "wine-colored", "champagne-coloured", "champagne-colored", "champagne coloured",
    "champagne colored", "couleur champagne", "rouge vin", "lie de vin", "head chef", "headmaster", "headteacher", "shot put", "flu shot", "sussex", "essex", "middlesex", "wessex",
    "scunthorpe",
    // French words that contain or resemble listed ones ("tu" shares the stem of "tuer").
    // "violent" is read as "violer" like "frappent" as "frapper" (Snowball keeps a verb's -ent): the adjective stays safe.
    "tu", "assis", "tuile", "tuiles", "violent", "pieds nus", "pied nu", "nu-pieds", "tete nue", "mains nues", "bras nus",
    "a l'oeil nu", "pistolet a eau", "pistolets a eau", "bombe a eau", "bombes a eau", "bombe de bain",
    "bombe glacee", "bombe de peinture", "bombe de chantilly", "bombe de creme", "bombe de laque", "pistolet a bulles",
    "pistolet a colle", "pistolet a peinture", "tirer sur la corde", "tire sur la corde", "naked tree", "naked trees",
    "naked branches", "arbre tout nu", "arbres tout nus", "branches nues", "fromage rape", "gruyere rape", "carottes rapees", "rape a fromage",
    "jus de grenade", "grenade juteuse", "grenade mure", "pepins de grenade", "sirop de grenade", "coupe de cheveux", "couper les cheveux", "se couper les cheveux", "couper le gateau",
    "couper le pain", "couper les ongles", "se couper les ongles", "couper la parole", "coupe du monde",
    "tirer la langue", "tire-bouchon", "sang-froid", "mauvaise herbe", "mauvaises herbes", "champagne-ardenne",
  ],
};
