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
      "sex", "sexy", "sexual", "sexually", "sext", "sexting", "porn*", "xxx", "nude", "nudes", "nudity", "naked",
      "topless", "=rape", "=rapes", "=raped", "=raping", "rapist", "molest", "molester", "molestation",
      "pedophile", "paedophile", "pedophilia", "pedo", "paedo", "incest", "orgasm", "erotic", "erotica",
      "erection", "penis", "vagina", "boobs", "genitals", "horny",
      "masturbat*", "make love", "making love", "made love", "have sex", "blowjob", "blow job", "handjob",
      "condom", "dildo", "vibrator", "fetish", "bdsm", "bondage", "strip club", "strip poker", "stripper", "striptease",
      "prostitute", "prostitution", "hooker", "whore", "slut", "brothel", "escort service", "onlyfans",
      "intercourse", "show me your body", "show your body", "take off your clothes", "=privates", "private parts", "seduce", "seduction", "hentai", "grope", "groping", "sexual assault",
      "undress her", "undress him", "take off her clothes", "take off his clothes",
    ],
    // Grooming is said in plain words, never by one word alone ("a secret", "photos"): ./plain-harm.ts.
    grooming: [],
    drugs: [
      "drug", "drugs", "druggie", "=heroin", "=heroins", "meth", "methamphetamine", "crystal meth",
      "cannabis", "marijuana", "hashish", "lsd", "ecstasy", "mdma", "opium", "opioid", "opioids", "fentanyl",
      "ketamine", "overdose", "get high", "getting high", "got high", "=stoned", "junkie", "narcotic",
      "narcotics", "crack cocaine", "alcohol", "alcoholic", "booze", "drunk", "drunken",
      "beer", "beers", "wine", "wines", "vodka", "whisky", "whiskey", "tequila", "=rum", "=gin", "champagne",
      "liquor", "get wasted", "getting wasted", "got wasted", "brandy", "bourbon", "cognac", "absinthe", "hangover", "tipsy",
      "cigarette", "cigarettes", "cigar", "cigars", "tobacco", "nicotine", "vape", "vaping", "hookah",
      "smoke weed", "smoking weed", "smoke a joint", "roll a joint", "pot brownie", "magic mushrooms", "spliff", "spliffs",
      "doobie", "bong", "xanax", "valium", "oxycodone", "oxy", "percocet", "doing lines", "do lines", "line of coke",
      "lines of coke", "shoots up", "shooting up", "shoot up heroin", "weed", "shrooms", "acid trip", "on acid", "get baked",
      "gets baked", "getting baked", "got baked", "get hammered", "gets hammered", "getting hammered", "got hammered",
    ],
    "self-harm": [
      "suicide", "suicidal", "self-harm", "self harm", "selfharm", "self-injury", "kill myself", "kill yourself",
      "kms", "kys", "end my life", "end your life", "ending my life", "take my own life", "take his own life",
      "take her own life", "want to die", "wants to die", "wanna die", "wish i was dead", "wish i were dead",
      "kill herself", "kill himself", "kill themselves", "killed herself", "killed himself", "hurt yourself",
      "hurt myself", "harm yourself", "harm myself", "burn yourself", "burn myself", "end his life", "end her life",
      "end their lives", "end it all", "slit my wrists", "slit your wrists", "slit wrists", "cut my wrists", "noose", "hang myself",
      "hang yourself", "hang himself", "hang herself", "starve myself", "starve yourself", "anorexia",
      "bulimia", "self-mutilation", "jump off a bridge", "jump off the roof", "stop existing", "never been born",
      "doesn't want to live anymore", "don't want to live anymore", "want to stop living", "wants to stop living",
    ],
    hate: [
      "nazi*", "neonazi*", "neo-nazi*", "hitler*", "swastika", "sieg heil", "heil", "kkk", "ku klux klan",
      "white power", "white supremacy", "white supremacist", "supremacist", "master race", "ethnic cleansing",
      "genocide", "gas chamber", "gas chambers", "terrorist", "terrorists", "=terrorism", "jihad*",
      "al qaeda", "al-qaeda", "=extremist", "=extremists", "=extremism", "racist", "racial slur", "n word", "n-word", "third reich",
      "aryan", "subhuman", "sub-human", "nigger", "nigga", "faggot", "kike", "spic", "wetback",
      "tranny", "=retarded", "antisemitic",
      "pogrom", "dyke", "dykes", "gook", "gooks", "chink", "chinks", "spaz", "wog", "wogs",
      "golliwog", "gyppo", "dago", "wop", "yid", "yids", "heeb", "raghead", "towelhead", "sand nigger", "jungle bunny",
      "porch monkey", "zipperhead", "camel jockey", "faggots", "fags", "lezza", "lesbo", "=tards", "cripple", "cripples",
      "rapefugee*", "muzzie", "muzzies",
    ],
    // Swearing, vulgar words and insults aimed at people (the public source's are in ./source-lists.ts).
    profanity: [
      "*fuck*", "*cunt*", "*nigger*", "*nigga*", "*faggot*", "*bitch*", "*asshole*", "*dildo*", "*jizz*", "*wank*", "*whore*",
      "motherf*", "bullshit*", "dickhead*", "fck", "fcking", "fckn", "fckin", "fcuk", "fuk", "fukin", "fuking", "fuq", "phuck", "phuk",
      "fvck", "effing", "wtf", "stfu", "gtfo", "shithead", "shitface", "shithole", "shitting", "dipshit", "horseshit",
      "bullshit", "dickhead", "dickheads", "wanker", "wankers", "wanking", "arse", "arses", "arsewipe", "goddamn",
      "goddamned", "damn it", "piss off", "pissed off", "cocksucker", "douchebag", "knobhead", "bellend", "asshat",
      "asswipe", "bitch*", "cunt*", "twat*", "slag", "skank", "bint", "screw you", "son of a bitch", "up yours",
      "you prick", "what a prick", "little prick",
    ],
  },
  // "=" where a word's stem is an ordinary word, in either language: "pen" (French "penis"), "deal"
  // ("dealer"), "chi" ("chiant"), "preserve" and "préserver" ("preservatif"), "extremely" ("extremism").
  fr: {
    violence: [
      // Snowball keeps a verb's "-ent", so "tuent" is not read as "tuer".
      "tuer", "=tuent", "tuerie", "tueur", "tueuse", "=meurtre", "=meurtres", "=meurtrier", "=meurtriers", "=meurtriere",
      "=meurtrieres", "assassiner", "assassinat", "assassin", "massacre", "massacrer", "egorger", "decapiter",
      "decapitation", "demembrer", "mutiler", "mutilation", "torturer", "torture", "etrangler", "poignarder",
      "trucider", "zigouiller", "bain de sang", "carnage", "cadavre", "cadavres", "coup de couteau",
      "coups de couteau", "violence", "maltraiter", "maltraitance",
      "tabasser", "passer a tabac", "lyncher", "lynchage",
      "cannibale", "cannibalisme", "bruler|brule|brulent|brulee|brulees|brules vif|vive|vifs|vives", "enterrer vivant", "enterre vivant",
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
      "erotique", "orgasme", "=penis", "vagin", "nichons",
      "masturb*", "faire l'amour", "fait l'amour", "coucher avec", "=preservatif", "=preservatifs", "godemiche", "fetichisme",
      "strip-tease", "stripteaseuse", "prostituee", "prostituer", "prostitution", "=pute", "=putes", "putain", "salope",
      "maison close", "montre moi ton corps", "montre ton corps", "enleve tes vetements", "parties intimes", "fellation", "sodomie", "rapport sexuel", "rapports sexuels",
    ],
    // Grooming is said in plain words, never by one word alone ("a secret", "photos"): ./plain-harm.ts.
    grooming: [],
    drugs: [
      "drogue", "drogues", "droguer", "se droguer", "cocaine", "meth", "cannabis",
      "marijuana", "haschich", "hachisch", "hasch", "beuh", "lsd", "ecstasy", "mdma", "opium",
      "fentanyl", "ketamine", "overdose", "surdose", "=dealer", "=dealers", "dealeur", "defonce",
      "se defoncer", "=defoncee", "=defoncees", "=defonces", "sniffer", "alcool", "alcoolique", "alcoolise", "ivre", "ivrogne", "saoul",
      "saoule", "biere", "bieres", "=vin", "=vins", "vodka", "whisky", "=rhum", "tequila",
      "champagne", "=pastis", "gueule de bois", "se bourrer la gueule", "bourre la gueule", "prendre une cuite", "picoler", "se saouler", "cigarette", "cigarettes",
      "=clope", "=clopes", "cigare", "tabac", "nicotine", "vapoter", "chicha",
      "champignons hallucinogenes", "xanax", "valium", "rails de coke", "se faire des rails", "faire des rails",
      "se shooter", "se shoote", "se bourrent la gueule", "se bourrer la gueule", "petard de beuh", "weed", "fumer un petard", "fume un petard", "fumer des petards",
    ],
    "self-harm": [
      "suicide", "suicider", "suicidaire", "automutilation", "se mutiler", "scarifier", "scarif", "scarifiee", "scarification",
      "se faire du mal", "me faire du mal", "se tuer", "me tuer", "te tuer", "mettre fin a ses jours",
      "mettre fin a mes jours", "en finir avec la vie", "veux mourir", "veut mourir", "envie de mourir",
      "comment me couper", "comment se couper", "comment te couper", "envie de me couper", "veux me couper", "me couper expres",
      "se couper expres", "wants to end it", "want to end it", "veux en finir", "veut en finir", "jump in front of a train", "se jeter sous un train", "se jette sous un train",
      "sauter|saute|sautent|sautait sous un|le train|metro|tram", "se jeter|jette sous une|la voiture", "se jeter|jette sous le metro|tram",
      "se pendre", "me pendre", "te pendre", "se pend", "se pendent", "se pendait", "s'est pendu", "s'est pendue", "se couper les veines", "s'ouvrir les veines", "taillader",
      "se taillader", "anorexie", "boulimie", "se jeter du pont", "se jeter par la fenetre", "corde au cou",
      "ne plus exister", "regretter d'etre ne", "regretter d'etre nee", "regrette d'etre ne", "regrette d'etre nee",
      "ne veut plus vivre", "ne veux plus vivre",
    ],
    hate: [
      "nazi*", "neonazi*", "neo-nazi*", "hitler*", "croix gammee", "svastika", "heil", "ku klux klan", "kkk",
      "white power", "supremaciste", "race superieure", "race inferieure", "genocide",
      "chambre a gaz", "chambres a gaz", "epuration ethnique", "nettoyage ethnique", "=terroriste",
      "=terroristes", "=terrorisme", "djihad*", "jihad*", "=extremiste", "=extremistes", "raciste", "negre", "negro",
      "bougnoule", "youpin", "bicot", "=pede", "=pedes", "tantouze", "sous-homme", "sous-hommes", "antisemite",
      "islamophobe", "troisieme reich", "aryen", "aryenne", "bamboula", "bamboulas",
      "chinetoque", "chinetoques", "chintok", "niakoue", "tarlouze", "tarlouzes", "gouines", "boukak", "bicots",
      "negres", "negresse", "youpins", "youtre", "gogol", "gogols", "triso", "mongolien", "mongolienne",
      "travelo", "travelos", "fatma", "fatmas", "attarde mental", "attardee mentale", "attardes mentaux",
    ],
    profanity: [
      "conneries", "connerie", "ta gueule", "ferme ta gueule", "ta geule", "va te faire foutre", "m'en fous", "m'en fou",
      "s'en fout", "s'en fous", "m'en bats les couilles", "batard", "batarde", "batards", "=petasse", "=petasses", "ntm",
      "fdp", "tg", "vtff", "niquer", "nique", "niquez", "merdique", "emmerde", "emmerdes", "salopard", "salopards",
      "ducon", "=chiant", "=chiante", "=chiants", "=chiantes", "fais chier", "=pouffe", "grognasse", "*connard*", "*connass*", "*encul*",
      "enfoire*", "putain*", "bordel de merde", "couilles", "couillon", "va chier",
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
    // Near 2: "boil the baby", not "boiling water for grandma's tea".
    { category: "violence", all: [["boil", "boils", "boiled", "bouillir", "bouillent"], PEOPLE_NOUNS], near: 2, ordered: true },
    { category: "violence", all: [["chainsaw", "tronconneuse", "machete", "machette", "axe", "hache"], ["chase", "chases", "chasing", "poursuit", "poursuivre", "poursuivent"], PEOPLE_NOUNS], near: 5, ordered: true },
    { category: "sexual", all: [["grown man", "grown woman", "grown-up", "adult", "adults", "adulte", "adultes", "stepdad", "stepfather", "beau-pere", "uncle", "tonton"], ["kiss", "kisses", "kissing", "kissed", "embrasse", "embrasser", "touch", "touches", "touche", "toucher"], ["little girl", "little boy", "petite fille", "petit garcon", "child", "kid", "enfant"]], near: 5, ordered: true },
    // "gun" + "shoot", and shooting at people.
    { category: "weapons", all: [["shoot", "shot", "shooting", "fire at", "fired at", "tirer", "tire", "tirait", "abattre", "abattu"], ["gun", "guns", "rifle", "pistol", "weapon", "weapons", "bullet", "bullets", "arme", "armes", "fusil", "pistolet"]], near: 6 },
    { category: "weapons", all: [["shoot", "shoots", "shooting", "shootings", "tirer sur", "tire sur", "abattre", "mitrailler", "mitraille", "mitraillent", "gun down", "open fire", "opened fire"], PEOPLE], near: 3, ordered: true },
    { category: "weapons", all: [PEOPLE_NOUNS, ["shooting", "shootings", "fusillade"]], near: 2 },
    // "He shot the boy": the past right before someone ("a shot" is also a vaccine, a photo, a try at goal).
    { category: "weapons", all: [["shot", "shot and killed"], [...PEOPLE, "boy", "boys", "girl", "girls"]], near: 2, ordered: true },
    { category: "weapons", all: [["shoot up", "shoots up", "shot up", "shooting up", "mitrailler", "mitraille", "mitraillent"], ["mall", "school", "church", "mosque", "synagogue", "classroom", "office", "concert", "party", "ecole", "eglise", "fete", "mosquee", "recre", "cantine", "classe"]], near: 3, ordered: true },
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
    // "Branler" is also to wobble ("une dent qui branle", "une chaise branlante"): the sexual sense is reflexive.
    { category: "sexual", all: [REFLEXIVE_FR, ["=branler", "=branle", "=branles", "=branlent", "=branlait", "=branlaient"]], near: 1, ordered: true },
    // Drugs: words that are ordinary alone (weed in a garden, a joint of the knee).
    { category: "drugs", all: [["smoke", "smoking", "smoked", "fumer", "fume"], ["weed", "joint", "joints", "crack", "herbe", "shit", "beuh", "cannabis", "blunt"]], near: 3 },
    { category: "drugs", all: [["weed", "beuh", "cannabis"], ["high", "brownie", "brownies", "stoned", "bong", "gateau", "space cake", "plane", "defonce"]], near: 2 },
    { category: "drugs", all: [["coke", "crack", "heroine"], ["snort", "snorts", "sniff", "sniffer", "inject", "injecter", "dealer", "shoot", "dose", "overdose", "drogue", "seringue", "syringe", "needle", "vend", "vendre", "sell", "sells", "pipe"]], near: 4 },
    { category: "drugs", all: [["sell", "sells", "selling", "give", "gives", "vend", "vendre", "vendent", "donne"], ["pills", "pilules", "cachets", "drugs", "drogue"], ["children", "kids", "enfants", "child", "enfant"]], near: 5, ordered: true },
    { category: "self-harm", all: [["swallow", "swallows", "swallowing", "swallowed", "avaler", "avale", "prendre", "prend", "take", "takes"], ["all", "toutes", "tous", "whole bottle", "boite entiere"], ["pills", "pilules", "cachets", "medicaments", "medicine", "tablets"]], near: 5, ordered: true },
    { category: "drugs", all: [["pills", "pilules", "cachets", "medicaments", "medicine"], ["swallow all", "avaler tous", "avale tous", "overdose", "get high", "all of them", "planer", "se defoncer", "pour planer"]], near: 4 },
    // "font l'amour": the verb's forms do not share a stem.
    { category: "sexual", all: [["faire", "fait", "font", "fais", "faisait", "faisaient", "faisons", "faites", "make", "makes", "made", "making"], ["l'amour", "love"]], near: 1 },
    { category: "weapons", all: [["blow up", "blows up", "blew up", "faire exploser", "fait exploser", "font exploser", "bomb", "bombarder"], ["school", "ecole", "church", "eglise", "bus", "train", "plane", "avion", "metro", "mall", "city", "ville", "people", "gens"]], near: 4, ordered: true },
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
    "scunthorpe", "killing time", "kill time", "kills time", "killed time", "pussy willow", "pussy willows", "pussy cat", "pussycat", "hang out", "hangs out", "hanging out", "hung out",
    "hang up", "hangs up", "hang on", "chink in the armour", "chink in the armor", "chink of light", "cock-a-doodle-doo",
    "cock a doodle doo", "bitch and her puppies", "shoot up into the sky",
    "horny toad", "horny toads", "honky tonk", "honky-tonk",
    // Feeling one's way is no groping; a thing that hits is no blow; cutting oneself a slice is no self-harm.
    "grope|gropes|groped|groping for|around|round|about|along|through|blindly|in",
    "ball|balls|football|snowball|snowballs|pillow|pillows|balloon|balloons hits|hit|hitting",
    "acorn|acorns|apple|apples|raindrop|raindrops|wave|waves|branch hits|hit|hitting",
    "cut|cuts|cutting himself|herself|myself|yourself|themselves a|another|some slice|slices|piece|pieces",
    // Crying is no tearing ("the little girl in tears hugs her mum"); hanging things up is no hanging.
    "hang|hangs|hanging their|his|her|my|our|your|the coats|coat|clothes|washing|bags|hats",
    "hang|hangs|hanging their|his|her|my|our|your|the pictures|picture|drawings|paintings",
    "hang|hangs|hanging their|his|her|my|our|your|the decorations|stockings|lights",
    "in tears", "into tears", "tears of", "her tears", "his tears", "their tears", "my tears", "your tears", "our tears", "tears in her eyes", "tears in his eyes",
    // Doing brilliantly, wanting food badly.
    "are|is|were|was|totally|really killing|killed it", "killing|killed it at|on|in", "could murder a|an|some|for",
    // Against violence is no violence.
    "against violence", "no violence", "no to violence", "no more violence", "stop violence", "stop the violence", "without violence",
    "non-violence", "nonviolence", "non-violent", "nonviolent", "hate|hates|hated violence", "violence is never", "violence is not", "violence is wrong",
    "contre la violence", "non a la violence", "stop a la violence", "sans violence", "non-violent", "non violent", "non-violente",
    "deteste|detestent|refuse|refusent la violence", "la violence n'est jamais", "la violence n'est pas", "la violence ce n'est pas",
    "instead of violence", "rather than violence", "violence never solves|helps", "violence solves nothing", "violence does not solve|help", "violence doesn t solve|help",
    "plutot que|qu la violence", "au lieu de la violence", "plutot que de|d repondre|reagir|recourir par|a la violence",
    "au lieu de|d repondre|reagir|recourir par|a la violence", "la violence ne resout|regle|sert|mene a rien", "la violence ne resout|regle jamais|pas rien",
    "la violence ne resout|regle rien",
    // Idioms and ordinary senses of listed words: hyperbole, games, toys, food, gardens, shops.
    "could kill for", "kill for a", "kill myself laughing", "killing myself laughing", "kill you with kindness", "murder of crows",
    // "Murder mystery" stays refused: a genre for grown-ups, and a title a child would read.
    "kill the lights", "kills the lights",
    "kill the boss", "is the bomb", "are the bomb", "re the bomb", "glitter bomb", "bombs away", "toy pistol", "toy pistols",
    "toy rifle", "cap gun", "laser gun", "finger gun", "pistol shrimp", "stone fruit", "stoned fruit", "drunken sailor",
    "tipsy turvy", "fruit punch", "boob tube", "bird feeder", "bird feeders", "car dealer", "card dealer", "dealer of cards",
    "weeding", "weeds", "pull|pulls|pulled|pulling|dig|digs|dug up|out the|a|that weed",
    "weed|weeds the|a|her|his|my|our|their garden|flowerbed|flowerbeds|lawn|path|allotment|patch", "high on the swing", "high on the swings", "up to the sky", "blow up balloon", "blow up the balloon",
    "blow up a balloon", "cut her fringe", "cut his fringe", "cut my fringe", "alcohol-free", "alcohol free",
    "non-alcoholic", "same-sex", "same sex", "against racism", "runs away naked", "running naked", "runs naked", "kill the fly", "kill the mosquito",
    "beat him at", "beat her at", "beat me at", "beat you at", "beat them at", "beat us at", "kill this level", "kill the level", "is killing me", "are killing me", "sniffer dog", "sniffer dogs", "pill bottle",
    "take a stab at", "killer smile", "corpse flower", "joke|jokes kills|kill me", "beat up car|truck|van|bike|bicycle|boots|shoes|sofa|couch|suitcase",
    "starting gun", "gun dog", "gun dogs", "bomb squad", "drug store", "drug stores", "drugstore", "rum cake", "rum cakes",
    "emperor|king is|walks|was|goes|parades naked", "empereur|roi est nu", "empereur|roi est|defile|marche tout nu", "empereur|roi se promene tout nu",
    "baba au rhum", "babas au rhum",
    // The naked mole rat; what people type is also read with the hyphen's halves joined ("rattaupe").
    "rat-taupe nu", "rats-taupes nus", "rattaupe nu", "ratstaupes nus",
    // The pomegranate ("grenade", as the English weapon is spelled).
    "grenade|grenades bien|tres|si|trop juteuse|juteuses|mure|mures|sucree|sucrees", "grenade|grenades au|du|pour le gouter|dessert",
    "manger|mange|mangent|croquer|croque|eplucher|epluche une|la|des|les grenade|grenades",
    "gateau au rhum", "biere sans alcool", "bieres sans alcool", "blague|blagues me tue|tuent",
    "naked emperor", "no to vapes", "no to vaping", "dangers of alcohol", "no to drugs",
    // French words that contain or resemble listed ones ("tu" shares the stem of "tuer").
    // "violent" is read as "violer" like "frappent" as "frapper" (Snowball keeps a verb's -ent): the adjective stays safe.
    "tu", "assis", "tuile", "tuiles", "violent", "en retard", "pieds nus", "pied nu", "nu-pieds", "tete nue", "mains nues", "bras nus", "jambes nues", "epaules nues", "genoux nus",
    "a l'oeil nu", "pistolet a eau", "pistolets a eau", "bombe a eau", "bombes a eau", "bombe de bain",
    "bombe glacee", "bombe de peinture", "bombe de chantilly", "bombe de creme", "bombe de laque", "pistolet a bulles",
    "pistolet a colle", "pistolet a peinture", "tirer sur la corde", "tire sur la corde", "naked tree", "naked trees",
    "naked branches", "fromage rape", "gruyere rape", "carottes rapees", "rape a fromage",
    "jus de grenade", "grenade juteuse", "grenade mure", "pepins de grenade", "sirop de grenade", "coupe de cheveux", "couper les cheveux", "se couper les cheveux", "couper le gateau",
    "couper le pain", "couper les ongles", "se couper les ongles", "couper la parole", "coupe du monde",
    "tirer la langue", "tire-bouchon", "lance-pierre", "lance-pierres", "sang-froid", "mauvaise herbe", "mauvaises herbes", "champagne-ardenne",
    "la frappe de", "la frappe du", "sa frappe", "une frappe", "belle frappe", "se tuer a la tache", "se tue a la tache", "tuer le temps", "tue le temps", "pique-nique", "pique-niques", "pique-niquer",
    "tant pis", "tant mieux", "tuer le boss", "fait tuer au", "fait tuer aux", "massacrer la chanson", "est de la bombe", "en bombe",
    "bombe a paillettes", "bombe de paillettes", "bombe au chocolat", "bombe anti-moustiques", "bombe anti-moustique",
    "fusil a eau", "fusils a eau", "fusil a flechettes", "fusils a flechettes", "fusil a bouchons", "pistolet a bouchon",
    "pistolet a bouchons", "carabine a flechettes", "carabine a bouchons", "pistolet laser", "pistolets laser",
    "pistolet en plastique", "pistolets en plastique", "pistolet en bois", "fusil en bois", "fusil de bois",
    "pistolet du starter", "dealer de cartes", "bureau de tabac", "sans alcool", "contre le racisme", "sniffer les fleurs",
    "me suis tape", "s'est tape", "t'es tape", "comme vache qui pisse", "coup de canon",
    "bebe tout nu", "tout nu|nus|nue|nues qui court|courent|courait|couraient", "court tout nu", "court toute nue", "courir tout nu", "courent tout nus", "vin chaud",
    // Stop 54's second blind probes (400 French ideas around our own list's words): a castle's arrow slits, a bruised
    // apple ("meurtrie", now apart from "meurtre"), a song murdered, the fairground's jeu de massacre, racking
    // one's brains, the orca, the fly agaric, choking with laughter, the drawing game, a seaside town, idioms of "nu".
    "meurtriere|meurtrieres du|des|de|d chateau|chateaux|donjon|tour|tours", "meurtriere|meurtrieres du|des|de|d rempart|remparts|fort|forteresse",
    "par|derriere une|la|les|des meurtriere|meurtrieres", "a travers une|la|les|des meurtriere|meurtrieres", "et ses|les|des meurtrieres",
    "coup|coups de couteau sur|dans la|le baguette|pain|pate|gateau|tarte|brioche",
    "massacre|massacrent|massacrer|massacrait les|la|le|l chanson|chansons|noms|nom|anglais|marseillaise",
    "massacre|massacrent|massacrer|massacrait les|la|le|l salades|mots|paroles",
    "massacre|massacrent|massacrer toutes|tous les chansons|noms|mots|salades", "jeu|jeux de massacre",
    "torturer|torture|torturent|torturait les meninges", "se torturer|torture la tete", "baleine|baleines tueuse|tueuses",
    "tue-mouches", "tue mouches", "tuemouches", "le ridicule ne tue pas", "s'etrangle|s'etrangler|s'etranglait de rire",
    "s etrangle|etrangler|etranglait de rire", "cadavre|cadavres exquis", "pornic", "pornichet", "viole|violes de gambe",
    "tombe|tomber|tombent|tombee|tombes|tombait des nues", "porte|porter|portent|portait aux nues", "nu-tete", "nu tete", "nutete",
    "nudite des|du arbre|arbres|sapin|foret|forets|paysage|paysages", "sexe des anges",
    // A killed boredom; "you're killing me" said laughing; a baby's or an animal's sex; a bird's courtship
    // display. (Bare trees and walls: plain-harm.ts's BARE_FR.)
    "tuer|tue|tuent l'ennui", "tuer|tue|tuent l ennui",
    "tu me tues de rire", "tu me tues avec tes|ta|ton blagues|blague|betises|grimaces|questions|histoires",
    "sexe du|des bebe|bebes|chaton|chatons|chiot|chiots|poussin|poussins|animaux|escargots", "parade|parades de seduction",
    // Stop 54's blind probes: what a mosquito drinks, a dish's wine, the fruit, idioms ("ça me saoule", "fait un
    // tabac", "il m'a défoncé à Mario Kart"), a fishmonger, an animal's sex, body safety taught in its own words.
    "moustique|moustiques|tique|tiques|sangsue|sangsues|puce|puces boit|boivent|suce|sucent du|le sang",
    "pique|piquent et boit|boivent|suce|sucent du|le sang", "mosquito|mosquitoes|tick|ticks|leech|leeches|flea|fleas drink|drinks|suck|sucks blood",
    "coq au vin", "sauce au vin", "poire|poires au vin", "grenade|grenades le|un|ce fruit", "fruit de la grenade",
    "ca|ça me|te|nous|vous saoule|saoulent", "fait|font|faire|faisait un tabac", "tuerie ces|ce|cette",
    "m'a|t'a defonce|defoncee a|au|aux", "m a|t a defonce|defoncee a|au|aux", "tete du|des poisson|poissons|sardine|sardines",
    "sexe d'un|d'une lapin|chat|chien|poisson|oiseau|poussin|hamster|cochon|cheval|chatte",
    "sexe d un|une lapin|chat|chien|poisson|oiseau|poussin|hamster|cochon|cheval|chatte",
    "se laver|lave|lavent tout|toute|tous|toutes nu|nue|nus|nues", "mon|ton|son corps m'appartient|t'appartient|lui appartient",
    "penis et la vulve", "vulve et le penis", "penis vulve", "vulve penis", "the right|correct names for private parts",
    // The war dead remembered: "les soldats tués à la guerre", "arrière-grand-père a été tué pendant la guerre".
    "=tues|tuee|tuees a|pendant la guerre", "ete tue|tuee a|pendant la guerre", "mort|morts pour la france",
    "trinquer au champagne", "tuer le match", "tuer le game", "tuer la mouche", "tuer les mouches", "tuer le moustique",
    "tuer les moustiques", "defonce de rire", "bombe dans l'eau", "grains de grenade", "grenade coupee",
    "bombe antimoustiques", "bombe antimoustique", "non a la cigarette", "arreter la cigarette", "dangers de l'alcool",
    "non a la drogue", "de meme sexe", "du meme sexe", "de sexe feminin", "de sexe masculin", "du sexe oppose", "cul-de-sac", "cul de sac", "culs-de-sac", "cul-de-poule", "cul de poule", "bite d'amarrage", "bites d'amarrage",
    // A cannonball into the pool, the hangman game, the fairground's rifle stand, the slang of a great cake or game,
    // children's books ("Gangsta Granny", "Fifi Brindacier": Pippi Longstocking).
    "faire|fait|font|fais|faisait|faisons|faites la bombe", "est la bombe", "jeu du pendu", "jouer|joue|jouent|jouons au pendu",
    "stand de tir", "stands de tir", "tir a la carabine", "une tuerie ce|cette|ces", "est une tuerie <end>", "ca tue <end>", "ca tue trop|grave|vraiment",
    "m'a|t'a tue|tuee|ecrase|ecrasee a|au|aux", "m a|t a tue|tuee|ecrase|ecrasee a|au|aux",
    "overdose de chocolat|bonbons|sucre|gateau|gateaux|calins|bisous|rire", "chocolate|candy|sugar|cuddle|cuddles overdose", "overdose of chocolate|candy|sweets|sugar|cuddles",
    "bomb ball", "bombball", "was|were the bomb", "=gangsta granny", "=fifi brindacier",
    // Idioms and sweets: drunk with joy, nature's violence, a dragon-slayer, a chocolate cigar, the rolled wafer.
    "ivre|ivres de joie|bonheur|fierte|liberte|fatigue", "drunk with joy|happiness|delight",
    "violence du|des vent|vents|vagues|orages|courants|flots", "violence de la tempete|mer|pluie|houle|crue|riviere", "violence de l orage|ouragan|ocean",
    "orage|orages|tempete|tempetes|ouragan|cyclone|tornade d une grande|rare|telle violence",
    "vent|vents|vague|vagues|houle|pluie d une grande|rare|telle violence",
    // Biology, school and the garden: both sexes of a snail, the school subject, a faded flower's head.
    "les deux sexes", "education sexuelle", "tete|tetes des fleurs|roses|tulipes|pissenlits|marguerites|fleurs fanees",
    "violence of the|a waves|wind|storm|sea|ocean|river|flood|hurricane",
    "tueur|tueuse|tueurs de dragon|dragons|monstres|geants|moustiques|mouches|zombies|vampires|microbes",
    "tueur|tueuse|tueurs|tueuses de phoques|poissons|souris|rats|limaces|pucerons <end>",
    "tueur|tueuse|tueurs|tueuses de phoques|poissons|souris|rats|limaces|pucerons dans|sous|au|en",
    "dragon|monster|giant|zombie|vampire|bug|mosquito|germ|weed killer|killers", "killer of dragons|monsters|giants",
    "cigare|cigares|cigarette|cigarettes au|en chocolat", "chocolate cigar|cigars", "cigarette|cigarettes russe|russes",
    // A sniffer dog, a shirtless dad on the beach, a riding hat, a door broken down, a noise that wears one out.
    "chien|chiens renifleur|renifleurs de drogue", "chien|chiens antidrogue", "torse|torses nu|nus a|sur la plage|piscine|mer",
    "torse|torses nu|nus au|dans le soleil|jardin|lac", "bombe d equitation", "bombe d'equitation", "bombe de cheval|cavalier|cavaliere|poney",
    // Standing against the Nazis in a history story ("a nazi parade" stays refused).
    "against|fought|fights|fighting|resisted|defeated|escaped|fled|from the nazis|nazi", "contre|combattre|combat|combattent|combattu|fuir|fuit|fuient les nazis",
    "cache|cachee|caches|cachent|cacher des nazis", "resistance|resister|resistent|resiste aux nazis", "la resistance et les nazis", "les nazis et la resistance",
    "defonce|defoncent|defoncer|defoncait la|une|leur|sa porte|portes|fenetre|mur|cloison",
    "defonce|defoncent|defoncer|defoncait la|le|sa|son|leur cloture|barriere|portail|grillage|palissade", "saoulant", "saoulante", "saoulants", "saoulantes",
    // Stop 55's dictionary scan (every word of Debian's wfrench and wamerican-large, alone): the words refused
    // in their ordinary sense, often by the other language's list ("râpé" is the English "rape" unaccented: such
    // phrases are matched as spelled, "=…", for a phrase's words otherwise match by stem, "coco rape" as "Coco raped").
    "tue-tete", "tuetete", "humeur|humeurs massacrante|massacrantes", "creve-coeur", "crevecoeur",
    "=tout|toute|tous|toutes rape|rapes|rapee|rapees", "=rape|rapes a fromage|legumes|muscade",
    "=parmesan|emmental|comte|chocolat|zeste|celeri|coco|fromages rape|rapes|rapee|rapees",
    "=raper|rape|rapent|rapait le|la|les|du|des fromage|carotte|carottes|gruyere|parmesan|chocolat",
    "pouvoir|operation de seduction",
    "un|le|du|ce|son|gros|petit fagot", "des|les|ses|aux|deux|trois|ces|gros|petits fagots", "fagot|fagots de|du bois|branches|brindilles|paille",
    "clopin-clopant", "clopinclopant", "pouffe|pouffes|pouffer|pouffent|pouffant|pouffait de rire",
    "neige|pneus|pneu|gravier|craie|freins|roues|sable|glace crisse|crissent|crissait|crissaient",
    "crisse|crissent|crissait|crissaient sous", "fait|font|faisait|faire crisser",
    "ordures menageres", "vide-ordures", "videordures", "aux ordures",
    "ramasser|ramasse|ramassent|jeter|jette|jettent|trier|trie|trient les ordures",
    "sortir|sort|sortent|ramassait|ramassaient les ordures",
    "camion|camions|benne|bennes|sac|sacs|tas|bac|bacs|poubelle|poubelles d|des|a ordures",
    "collecte|ramasseur|ramasseurs|montagne|montagnes|bateau|odeur d|des ordures",
    "gousse|gousses d ail", "gousse|gousses de vanille|pois|haricot|haricots|cacao|cardamome",
    "reconnaissance|expression|expressions|creme|cremes|peinture|peintures faciale|faciales",
    "paralysie|masque|masques|toilette|mimique|mimiques|chirurgie faciale|faciales",
    "bombe|bombent|bomber|bombait|bombaient|bombant|bomba le|son|leur|sa torse|poitrine", "=torse|torses|front bombe|bombes",
    "brandi", "brandie", "brandis", "brandies", "huile de ricin", "du rab", "rabais", "rabies",
    "bordelais", "bordelaise", "bordelaises",
    "twinkly", "swank", "swanky", "swankier", "swankiest", "carabiner", "carabiners", "wee willie winkie",
    "dutch|sea|river|polder|flood dyke|dykes", "finger in the dyke", "dykes of holland|the netherlands",
    // Everyday French around the same words: a room in a mess, kindness to animals, a cannibal plant, a killer
    // look. (A child undressed or told to undress stays refused: no words tell a parent from a stranger there.)
    "c est le carnage", "carnage dans le|la|ma|sa|mon|son|ta|ton jardin|chambre|cuisine|potager|salon|frigo|placard",
    "faut pas maltraiter", "contre la maltraitance", "non a la maltraitance", "stop a la maltraitance",
    "chien|chiens|chiot|chiots|chat|chats|chaton|chatons maltraite|maltraites|maltraitee|maltraitees",
    "cheval|chevaux|animal|animaux maltraite|maltraites|maltraitee|maltraitees",
    "chien|chiens|chiot|chat|chats|chaton qui a|avait|ont ete maltraite|maltraites|maltraitee",
    "cheval|animal|animaux|poney|ane qui a|avait|ont ete maltraite|maltraites|maltraitee",
    "plante|plantes|mante|mantes|religieuse|religieuses cannibale|cannibales",
    "poisson|poissons|araignee|araignees|insecte|insectes cannibale|cannibales",
    "religieuse|religieuses est|sont cannibale|cannibales", "=regard|regards|sourire|oeil|oeillade assassin|assassins|assassine|assassines",
    // Naked as a worm; a chore called torture; choking on a fish bone or laughing (oneself: "s'étrangle"); the Easter story.
    "nu|nue|nus|nues comme un|des ver|vers",
    "c est une torture de|d", "c est une vraie torture", "quelle torture",
    "s etrangle|etranglent|etranglait avec un|une|sa|son arete|bonbon|noyau|os|cacahuete|biscuit|pepin",
    "s etrangle|etranglent|etranglait avec un|une|sa|son compote|bonbons|cerise|raisin|olive",
    "s etrangle|etranglent|etranglait avec un morceau de pain|gateau|pomme|viande|fromage|poulet",
    "s etrangle|etranglent|etranglait de rire|surprise",
    "jesus|christ crucifie|crucified", "jesus|christ est|was|is|fut crucifie|crucified", "jesus|christ a ete crucifie",
    // English idioms and nature: dressed up, the hornet's name, a wait called torture, a cannibal frog
    // ("is torture" would also cover "is tortured": phrases match by stem).
    "dressed to kill <end>", "dressed to kill for|at|in", "murder hornet", "murder hornets",
    "pure torture <end>", "such torture <end>", "cannibal frog|frogs|fish|snail|snails|spider|spiders|mantis|plant|plants|toad|toads",
    "tueur|tueuse|tueurs|tueuses d abeilles|insectes|araignees|oiseaux",
    // A dead bird found in the garden, a laugh that "kills".
    "cadavre|cadavres d|de|du oiseau|oiseaux|herisson|souris|poisson|poissons|insecte|papillon|mouche",
    "cadavre|cadavres d|de un|une oiseau|herisson|souris|poisson|insecte|papillon|mouche", "tue|tues|tuee|tuees de rire",
    // Stop 56's probe around the lists' phrases: the shepherd's pie, the emperor's new clothes, eating one's
    // fill, dying of laughter, a knife into a melon, a promise not to hurt.
    "=hachis parmentier|parmentiers", "un|le|ce roi|empereur tout nu", "=tout son|mon|ton|leur saoul", "mourir|meurt|meurs|mort|morte|morts de rire",
    "coup|coups de couteau dans la|le|une|un pasteque|melon|citrouille|potiron|pomme|orange|ananas|courge",
    "coup|coups de couteau dans la|le|un fromage|jambon|saucisson|roti",
    "ne|n veut|veux|va|vais|voulait|peut|peux|pouvait pas me|te|se|lui faire du mal",
    // A toddler who will not dress, out of the bath; a snail feeling naked; the tale's wolf and grandmother
    // (grooming's rules still read who watches or films: plain-harm.ts).
    "reste|restes|restent|rester|reste tout|toute|tous|toutes nu|nue|nus|nues", "se sent|sens|sentent tout|toute nu|nue|nus|nues",
    "sort|sortent|sortir du bain tout|toute|tous|toutes nu|nue|nus|nues", "sort|sortent|sortir de la douche|baignoire tout|toute|tous|toutes nu|nue|nus|nues",
    "le|un roi|empereur nu", "loup|loups devore|devorent|devorer|devora|devorait la|sa grand-mere|grandmere|mere-grand|meregrand",
    // Public children's texts (a nursery rhyme, an album's summary): "J'ai du bon tabac", nudity explained.
    "=j ai du bon tabac", "=bon tabac dans ma|sa|ta tabatiere", "=nudite expliquee aux enfants|petits",
    // Not killing is no killing: "le chevalier ne tue pas le dragon, il devient son ami" ("ne tue que", only, stays).
    "ne|n tue|tuent|tuera|tueront|tuait pas le|la|les|l|un|une|son|sa|ses|leur|leurs|ce|cet|cette|ces",
    "ne|n tue|tuent|tuera|tueront|tuait|tuaient pas <end>", "ne|n tue|tuent|tuera|tueront|tuait pas mais|car|parce|puisque", "ne|n veut|veulent|voulait|va|vont|peut|peuvent pas tuer", "ne pas tuer",
    // Stop 58's probes around the French lists' words (things treated roughly, body safety, the body's names:
    // plain-harm.ts). Each is spelled as it is said and stops where the idea would go on to someone: the
    // Queen of Hearts' cry, Joan of Arc's death, killer cells, bees and sharks, soldiers killed in a war.
    "qu on lui|leur coupe la|les tete|tetes <end>", "qu on lui|leur coupe la|les tete|tetes crie|hurle|ordonne|dit la|le reine|roi",
    "qu on lui|leur coupe la|les tete|tetes dans alice",
    "=jeanne d arc brulee vive",
    // Bare wire, a backless dress, the naked-neck hen, a heart laid bare, a gardener's bare chest; the
    // tobacconist's paper (Eid's sheep: plain-harm.ts).
    "electrique|electriques|fil|fils|cable|cables|racine|racines est|sont|etait a nu", "coeur|ame a nu", "robe|robes|haut|maillot|maillots dos nu",
    "poule|poules|poulet|poulets|coq|coqs cou nu|nus", "torse|torses nu|nus sous le|la soleil|pluie",
    "au|du tabac acheter|chercher le|un|des journal|journaux|timbres|magazine|ticket|tickets",
    "cellule|cellules|lymphocyte|lymphocytes tueuse|tueuses|tueur|tueurs", "abeille|abeilles|frelon|frelons|guepe|guepes tueuse|tueuses|tueur|tueurs",
    "requin|requins|orque|orques tueuse|tueuses|tueur|tueurs <end>", "requin|requins|orque|orques tueuse|tueuses|tueur|tueurs dans|sous|au|en",
    // Who someone loves is who they are, never a reason to refuse (an identity term: ./identity-terms.json);
    // biology's words; hard subjects talked about.
    "sexual orientation|orientations", "orientation|orientations sexuelle|sexuelles",
    "organes sexuels des|de fleurs|fleur|plantes|plante", "sexual organs of flowers|plants", "maturite sexuelle", "reproduction sexuee",
    // (Only where the idea ends or says to whom or where: "il parle de la violence qu'il fait au bébé" is refused.)
    "parler|expliquer|comprendre de la violence <end>", "parler|expliquer|comprendre de la violence a|aux|avec|pour",
    "parler|expliquer|comprendre la violence <end>", "parler|expliquer|comprendre la violence a|aux|avec|pour",
    "talk|talking about violence <end>", "talk|talking about violence at|with", "explain|explaining violence <end>",
    "explain|explaining violence to children|kids|my|our", "violence des mots|paroles|moqueries <end>",
    "violence des mots|paroles|moqueries a|au|dans|en|sur|une|un", "violence of words <end>",
    "sauve|sauvee|sauves|sauvees de la maltraitance",
    // Animal cruelty as a subject, spelled as written ("maltraitance" shares its stem with "maltraite").
    "=parle|parlent|parler de la maltraitance animale <end>", "=histoire|livre|expose|film|album sur la maltraitance animale <end>",
    "=parle|parlent|parler de la maltraitance des animaux <end>", "=histoire|livre|expose|film|album sur la maltraitance des animaux <end>",
    "cadavre|cadavres de baleine|baleines|dauphin|dauphins|phoque|phoques",
    "revolver|revolvers en bois|plastique",
    // Nature's force; a story about violence at school (a child's feelings: plain-harm.ts).
    "violence de l eruption|incendie|impact|avalanche", "violence du volcan|seisme|tremblement|tonnerre|feu|choc|torrent|cyclone",
    "sur la violence <end>", "sur la violence a|au|aux|dans|en",
    // As spelled: by their stems "killed" and "tués" would also be "kills" and "tue".
    "=soldats|chevaliers|guerriers|poilus tues <end>", "=soldats|chevaliers|guerriers|poilus tues a|pendant la guerre|bataille",
    "=soldats|chevaliers|guerriers|poilus tues au combat|front", "=soldiers|knights|warriors killed in|during the|a war|battle",
    // Stop 60's probes, each at the idea's end or with nothing it could hide (two reviews read the words before and
    // after each phrase as an attacker and took back the rest): a hairless cat, a rule of school, the sexes of
    // turtles, who one is, a bundle of energy, warnings about guns.
    "sans poil|poils tout|toute|tous|toutes nu|nue|nus|nues <end>",
    "ne|n se met|mettent|mettre pas|jamais tout|toute|tous|toutes nu|nue|nus|nues <end>",
    "ne|n se met|mettent|mettre pas|jamais tout|toute|tous|toutes nu|nue|nus|nues a l ecole|dehors <end>",
    "sexe|sexes des|du|d tortue|tortues|crocodile|crocodiles <end>", "sexe|sexes des|du|d tortue|tortues|crocodile|crocodiles depend|dependent",
    "identite|identites sexuelle|sexuelles", "bombe|bombes d energie <end>",
    "met|mettent|mettre en garde contre les armes a feu <end>", "le|les danger|dangers des armes a feu <end>",
  ],
};
