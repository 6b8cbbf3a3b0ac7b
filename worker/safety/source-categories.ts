/**
 * Our classification of the public source list (./source-lists.ts): which category each listed word
 * belongs to, and which words stay out because their ordinary sense is what a child means ("un baiser"
 * is a kiss, "chatte" a she-cat, "poof!" a magic trick, "tapette" a fly swatter). Words not named here
 * are sexual, as most of the source is. Words kept out may still be refused in context (./default-lists.ts).
 * Entries are written as in the source, accents and all.
 */
import type { SafetyCategory } from "../../shared/safety";

type Classified = Partial<Record<Exclude<SafetyCategory, "sexual">, readonly string[]>> & { ordinary: readonly string[] };

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
    ],
    profanity: [
      "apeshit", "arsehole", "ass", "asshole", "assmunch", "bastard", "bastardo", "bitch", "bitches", "bollocks", "bullshit",
      "clusterfuck", "cunt", "eat my ass", "fuck", "fuckin", "fucking", "fucktards", "god damn", "motherfucker",
      "piece of shit", "pissing", "piss pig", "pisspig", "shit", "shitblimp", "shitty", "tosser", "twat", "wank",
    ],
    hate: [
      "beaner", "beaners", "bulldyke", "carpet muncher", "carpetmuncher", "coon", "coons", "darkie", "fag", "faggot",
      "fudge packer", "fudgepacker", "honkey", "jigaboo", "jiggaboo", "jiggerboo", "kike", "mong", "negro", "neonazi",
      "nigga", "nigger", "nig nog", "paki", "pikey", "raghead", "slanteye", "spastic", "spic", "swastika", "towelhead",
      "tranny", "wetback", "white power",
    ],
    violence: ["bastinado", "how to kill", "how to murder", "strappado"],
  },
  fr: {
    ordinary: [
      "baiser", "bander", "bite", "bitte", "bourré", "bourrée", "caca", "chatte", "con", "folle", "gerbe", "gueule",
      "jouir", "meuf", "pédale", "péter", "pipi", "ramoner", "suce", "tanche", "tapette", "trique", "zigounette", "zizi",
    ],
    profanity: [
      "bordel", "chiasse", "chier", "chiottes", "connard", "connasse", "conne", "cul", "déconne", "déconner",
      "emmerdant", "emmerder", "emmerdeur", "emmerdeuse", "enculé", "enculée", "enculeur", "enculeurs", "enfoiré",
      "enfoirée", "étron", "fille de pute", "fils de pute", "foutre", "gerber", "grogniasse", "la putain de ta mère",
      "MALPT", "merde", "merdeuse", "merdeux", "nique ta mère", "nique ta race", "pisser", "pousse-crotte", "putain",
      "pute", "sac à foutre", "sac à merde", "salaud",
    ],
    hate: ["gouine", "grande folle", "nègre", "negro", "pédé"],
  },
};
