/**
 * What a good offline story is, measured: random idea sets in both languages
 * (named people and pets, creatures with traits, places and times, objects,
 * events and weather), and the checks the writer's tests assert and
 * `npm run bench:stories` prints — sentences repeated across stories, every
 * idea playing a part, named characters as heroes, grammar patterns that
 * must never appear (a/an, French elision, contractions and agreement).
 */
import type { Language } from "../../worker/db/schema";
import { CHAPTERS, type Chapter } from "../../shared/enums";
import type { NarrativeItem } from "../../shared/narrative";
import { narrationWords } from "../../shared/read-along";
import { random } from "../../shared/seeded-random";

export { CHAPTERS };

/** An idea as a child might type it, with what a reader knows about it. */
export interface PoolIdea {
  text: string;
  /** A named person or pet: the name the story must use. */
  name?: string;
  /** The word(s) that must show in the story when it is not a name. */
  noun: string;
  /** French gender and number, to check articles ("f", "m", "fp", "mp"). */
  agree?: "m" | "f" | "mp" | "fp";
}

const NAMES_EN = ["Max", "Lily", "Oliver", "Zoe", "Leo", "Emma", "Sam", "Ava", "Theo", "Isla", "Finn", "Ruby", "Jack", "Mia", "Arthur", "Grace", "Hugo", "Ella", "Noah", "Chloe", "Ben", "Evie", "Toby", "Rosie", "Alfie", "Freya", "Ollie", "Daisy", "Harry", "Poppy", "Tom", "Ines"];
const RELATIONS_EN = ["my little brother", "my big sister", "my best friend", "my cousin", "my cat", "my dog", "my puppy", "my hamster", "my baby sister", "my friend", "my big brother"];
const TITLES_EN = ["grandpa", "grandma", "uncle", "auntie"];

const NAMES_FR = ["Léo", "Jade", "Louis", "Emma", "Gabriel", "Louise", "Hugo", "Alice", "Arthur", "Chloé", "Jules", "Lina", "Adam", "Rose", "Nino", "Anna", "Tom", "Inès", "Paul", "Zoé", "Noé", "Léa", "Sacha", "Manon", "Lucas", "Camille", "Enzo", "Iris", "Théo", "Mila"];
const RELATIONS_FR = ["mon petit frère", "ma grande sœur", "mon meilleur ami", "ma cousine", "ma chatte", "mon chien", "mon chiot", "mon hamster", "ma petite sœur", "ma copine", "ma meilleure amie", "mon grand frère"];
const TITLES_FR = ["papi", "mamie", "tonton", "tata"];

type Kind = "creature" | "place" | "object" | "event";

/** Ideas that are not named people or pets, by what they are; a noun of several words must show whole. */
const OTHERS: Record<Language, Record<Kind, PoolIdea[]>> = {
  "en-US": {
    creature: [
      { text: "a mermaid who cannot swim", noun: "mermaid" },
      { text: "a dragon who is afraid of the dark", noun: "dragon" },
      { text: "an owl who cannot sleep", noun: "owl" },
      { text: "a robot who bakes cakes", noun: "robot" },
      { text: "a shy giraffe", noun: "giraffe" },
      { text: "a penguin who cannot slide", noun: "penguin" },
      { text: "a unicorn", noun: "unicorn" },
      { text: "two kittens", noun: "kittens" },
      { text: "a grumpy bear", noun: "bear" },
      { text: "an elephant who is scared of mice", noun: "elephant" },
      { text: "a ghost who loves cookies", noun: "ghost" },
      { text: "a tiny snail", noun: "snail" },
    ],
    place: [
      { text: "a library at midnight", noun: "library" },
      { text: "the beach", noun: "beach" },
      { text: "a castle in the clouds", noun: "castle" },
      { text: "a forest", noun: "forest" },
      { text: "the moon", noun: "moon" },
      { text: "an old lighthouse", noun: "lighthouse" },
      { text: "a secret garden", noun: "garden" },
      { text: "a museum at night", noun: "museum" },
      { text: "a desert island", noun: "island" },
      { text: "a tree house", noun: "tree house" },
      { text: "a candy shop", noun: "candy shop" },
    ],
    object: [
      { text: "a flashlight", noun: "flashlight" },
      { text: "a red kite", noun: "kite" },
      { text: "an umbrella", noun: "umbrella" },
      { text: "ice cream", noun: "ice cream" },
      { text: "a magic wand", noun: "wand" },
      { text: "a treasure map", noun: "treasure map" },
      { text: "an orange balloon", noun: "balloon" },
      { text: "a golden key", noun: "key" },
      { text: "some crayons", noun: "crayons" },
      { text: "a bicycle", noun: "bicycle" },
      { text: "a teddy bear", noun: "teddy bear" },
      { text: "a music box", noun: "music box" },
      { text: "a pirate ship", noun: "pirate ship" },
      { text: "a hot air balloon", noun: "hot air balloon" },
      { text: "a magic carpet", noun: "magic carpet" },
      { text: "a treasure chest", noun: "treasure chest" },
      { text: "a pair of roller skates", noun: "roller skates" },
      { text: "a bubble machine", noun: "bubble machine" },
    ],
    event: [
      { text: "the first day of school", noun: "first day of school" },
      { text: "a snowstorm", noun: "snowstorm" },
      { text: "a birthday party", noun: "birthday party" },
      { text: "a race", noun: "race" },
      { text: "a thunderstorm", noun: "thunderstorm" },
      { text: "Halloween", noun: "Halloween" },
      { text: "a picnic", noun: "picnic" },
      { text: "a talent show", noun: "talent show" },
      { text: "a rainy day", noun: "rainy day" },
      { text: "a treasure hunt", noun: "treasure hunt" },
      { text: "a sleepover", noun: "sleepover" },
      { text: "a camping trip", noun: "camping trip" },
    ],
  },
  "fr-FR": {
    creature: [
      { text: "une sirène qui ne sait pas nager", noun: "sirène", agree: "f" },
      { text: "un dragon qui a peur du noir", noun: "dragon", agree: "m" },
      { text: "un hibou qui ne sait pas dormir", noun: "hibou", agree: "m" },
      { text: "un robot qui fait des gâteaux", noun: "robot", agree: "m" },
      { text: "une girafe timide", noun: "girafe timide", agree: "f" },
      { text: "un manchot qui ne sait pas glisser", noun: "manchot", agree: "m" },
      { text: "une licorne", noun: "licorne", agree: "f" },
      { text: "deux chatons", noun: "chatons", agree: "mp" },
      { text: "un ours grognon", noun: "ours grognon", agree: "m" },
      { text: "un éléphant qui a peur des souris", noun: "éléphant", agree: "m" },
      { text: "un fantôme gourmand", noun: "fantôme gourmand", agree: "m" },
      { text: "un tout petit escargot", noun: "escargot", agree: "m" },
    ],
    place: [
      { text: "une bibliothèque à minuit", noun: "bibliothèque", agree: "f" },
      { text: "la plage", noun: "plage", agree: "f" },
      { text: "un château dans les nuages", noun: "château", agree: "m" },
      { text: "une forêt", noun: "forêt", agree: "f" },
      { text: "la lune", noun: "lune", agree: "f" },
      { text: "un vieux phare", noun: "phare", agree: "m" },
      { text: "un jardin secret", noun: "jardin", agree: "m" },
      { text: "un musée la nuit", noun: "musée", agree: "m" },
      { text: "une île déserte", noun: "île déserte", agree: "f" },
      { text: "une grotte au bord de la mer", noun: "grotte", agree: "f" },
      { text: "un magasin de bonbons", noun: "magasin de bonbons", agree: "m" },
    ],
    object: [
      { text: "une lampe de poche", noun: "lampe de poche", agree: "f" },
      { text: "un cerf-volant rouge", noun: "cerf-volant", agree: "m" },
      { text: "un parapluie", noun: "parapluie", agree: "m" },
      { text: "une glace", noun: "glace", agree: "f" },
      { text: "de la glace", noun: "glace", agree: "f" },
      { text: "une baguette magique", noun: "baguette magique", agree: "f" },
      { text: "une carte au trésor", noun: "carte au trésor", agree: "f" },
      { text: "un ballon orange", noun: "ballon orange", agree: "m" },
      { text: "une clé dorée", noun: "clé dorée", agree: "f" },
      { text: "des crayons", noun: "crayons", agree: "mp" },
      { text: "un vélo", noun: "vélo", agree: "m" },
      { text: "un ours en peluche", noun: "ours en peluche", agree: "m" },
      { text: "une boîte à musique", noun: "boîte à musique", agree: "f" },
      { text: "un bateau pirate", noun: "bateau pirate", agree: "m" },
      { text: "une montgolfière", noun: "montgolfière", agree: "f" },
      { text: "un tapis volant", noun: "tapis volant", agree: "m" },
      { text: "un coffre au trésor", noun: "coffre au trésor", agree: "m" },
      { text: "un sac à dos", noun: "sac à dos", agree: "m" },
      { text: "une machine à bulles", noun: "machine à bulles", agree: "f" },
      { text: "des patins à roulettes", noun: "patins à roulettes", agree: "mp" },
    ],
    event: [
      { text: "la rentrée", noun: "rentrée", agree: "f" },
      { text: "une tempête de neige", noun: "tempête de neige", agree: "f" },
      { text: "un anniversaire", noun: "anniversaire", agree: "m" },
      { text: "une course", noun: "course", agree: "f" },
      { text: "un orage", noun: "orage", agree: "m" },
      { text: "un pique-nique", noun: "pique-nique", agree: "m" },
      { text: "le concours de chant", noun: "concours de chant", agree: "m" },
      { text: "un jour de pluie", noun: "jour de pluie", agree: "m" },
      { text: "une chasse au trésor", noun: "chasse au trésor", agree: "f" },
      { text: "les vacances", noun: "vacances", agree: "fp" },
      { text: "des étoiles", noun: "étoiles", agree: "fp" },
      { text: "une soirée pyjama", noun: "soirée pyjama", agree: "f" },
      { text: "un voyage en train", noun: "voyage en train", agree: "m" },
    ],
  },
};
const ANY_OTHER = (language: Language) => Object.values(OTHERS[language]).flat();

/** A named person or pet; `possessive`: always with who they are ("my big brother Tom", "ma meilleure amie Inès"). */
function namedIdea(language: Language, rng: ReturnType<typeof random>, possessive = false): PoolIdea {
  const [names, relations, titles] = language === "en-US" ? [NAMES_EN, RELATIONS_EN, TITLES_EN] : [NAMES_FR, RELATIONS_FR, TITLES_FR];
  const name = rng.pick(names);
  if (!possessive && rng.chance(0.25)) return { text: `${rng.pick(titles)} ${name}`, name, noun: name };
  return { text: !possessive && rng.chance(0.2) ? name : `${rng.pick(relations)} ${name}`, name, noun: name };
}

/**
 * The shape of set that once lost an idea ("une carte au trésor" with "ma meilleure amie Inès"): a named
 * friend with a possessive and a thing of several words, sometimes with a place, an event or another thing.
 */
function mixedSet(language: Language, rng: ReturnType<typeof random>): PoolIdea[] {
  const pool = OTHERS[language];
  const chosen = [namedIdea(language, rng, true), rng.pick(pool.object.filter((idea) => /[\s-]/.test(idea.noun)))];
  for (const kind of ["place", "event", "object", "creature"] as const) {
    const idea = rng.pick(pool[kind]);
    if (rng.chance(kind === "creature" ? 0.2 : 0.4) && !chosen.some((other) => other.text === idea.text)) chosen.push(idea);
  }
  return chosen;
}

/**
 * `count` idea sets: a third shaped like `mixedSet`, the rest of 1 to `maxSize` ideas drawn at random,
 * about half with a named person or pet.
 */
export function randomIdeaSets(language: Language, count: number, seed = 2026, maxSize = 5): PoolIdea[][] {
  const rng = random(seed);
  const sets: PoolIdea[][] = [];
  for (let i = 0; i < count; i++) {
    if (rng.chance(0.33)) {
      sets.push(rng.shuffle(mixedSet(language, rng)));
      continue;
    }
    const size = rng.int(1, maxSize);
    const chosen: PoolIdea[] = [];
    if (rng.chance(0.55)) chosen.push(namedIdea(language, rng));
    while (chosen.length < size) {
      const idea = rng.chance(0.12) ? namedIdea(language, rng) : rng.pick(ANY_OTHER(language));
      if (!chosen.some((other) => other.text === idea.text || (other.name && other.name === idea.name))) chosen.push(idea);
    }
    sets.push(rng.shuffle(chosen));
  }
  return sets;
}

export interface StoryLike {
  title: string;
  narrative: Record<Chapter, NarrativeItem[]>;
  /** Who is in the story: the hero and companion's genders decide French "ils" / "elles". */
  plan?: { characters: { role: string; gender?: "m" | "f" }[] };
}

/** The narration's text, chapter by chapter, without titles. */
export function narrationText(story: StoryLike): string {
  return CHAPTERS.flatMap((chapter) => story.narrative[chapter].filter((item) => item.type !== "title").map((item) => item.text)).join("\n");
}

/** A story's sentences, except chapter titles and its goodnight line (the closing's last line). */
export function sentences(story: StoryLike): string[] {
  const out: string[] = [];
  for (const chapter of CHAPTERS) {
    const items = story.narrative[chapter].filter((item) => item.type !== "title");
    const lines = chapter === "closing" ? items.slice(0, -1) : items;
    for (const item of lines) out.push(...item.text.split(/(?<=[.!?…])\s+(?=[^\s»])/u).map((sentence) => sentence.trim()).filter(Boolean));
  }
  return out;
}

/** The largest share of stories any one sentence appears in, and that sentence. */
export function mostRepeated(stories: StoryLike[]): { share: number; sentence: string } {
  const counts = new Map<string, number>();
  for (const story of stories) for (const sentence of new Set(sentences(story))) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  let best = { share: 0, sentence: "" };
  for (const [sentence, count] of counts) if (count / stories.length > best.share) best = { share: count / stories.length, sentence };
  return best;
}

/** Share of all sentences (with repeats) that also appear in another story. */
export function repeatedSentenceShare(stories: StoryLike[]): number {
  const counts = new Map<string, number>();
  const perStory = stories.map((story) => new Set(sentences(story)));
  for (const set of perStory) for (const sentence of set) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  let total = 0;
  let repeated = 0;
  for (const set of perStory) for (const sentence of set) {
    total++;
    if (counts.get(sentence)! > 1) repeated++;
  }
  return repeated / Math.max(total, 1);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ARTICLE = "(?:the|a|an|some|his|her|their|its|le|la|les|un|une|des|du|de la|de|son|sa|ses|leur|leurs)\\s+|[ldLD]['’]";

/**
 * Where a sentence says an idea, as [start, end]: its name as written, or its whole noun ("carte au
 * trésor", not "carte"; "treasure map", not "map") in any case, a word of it in the plural too, as
 * whole words ("Tom" is not in "tomorrow", "race" not in "embrace").
 */
function mentionsOf(sentence: string, idea: PoolIdea): [number, number][] {
  const term = idea.name ?? idea.noun;
  const body = idea.name ? escapeRegExp(term) : term.split(/\s+/).map((word) => `${escapeRegExp(word)}(?:s|x|es)?`).join("\\s+");
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${body}(?![\\p{L}\\p{N}-])`, idea.name ? "gu" : "giu");
  return [...sentence.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

/** What joins the items of a list: a comma or "and" (and an article), as in "the map, the key and the kite". */
const LIST_JOIN = new RegExp(`^(?:\\s*,|,?\\s+(and|or|et|ou))\\s+(?:${ARTICLE})?$`, "iu");
/** What ends a list after its last idea: "and" and another thing. */
const LIST_END = new RegExp(`^,?\\s+(?:and|or|et|ou)\\s+(?:${ARTICLE})`, "iu");

/**
 * The ideas of a set that play no part in the story: said in no sentence of its chapters (titles and the
 * goodnight line left out), or only as items of a list ("Max, the map and the kite", "the map, the kite
 * and a sandwich" — mentions joined by commas and an "and"; "With the map, Max…" is no list).
 */
export function missingIdeas(story: StoryLike, ideas: PoolIdea[]): PoolIdea[] {
  const playing = new Set<PoolIdea>();
  for (const sentence of sentences(story)) {
    const all = ideas.flatMap((idea) => mentionsOf(sentence, idea).map(([start, end]) => ({ idea, start, end })));
    // "bear" said inside another idea's "teddy bear" is that other idea.
    const found = all
      .filter((mention) => !all.some((other) => other.idea !== mention.idea && other.start <= mention.start && other.end >= mention.end && other.end - other.start > mention.end - mention.start))
      .sort((a, b) => a.start - b.start);
    // Runs of mentions joined by commas or "and"; a run with an "and" in it is a list.
    let run: typeof found = [];
    let listed = false;
    const close = () => {
      // "the key, the kite and a sandwich": a run of commas that an "and" ends is a list too.
      if (run.length > 1 && LIST_END.test(sentence.slice(run.at(-1)!.end))) listed = true;
      if (run.length === 1 || !listed) for (const mention of run) playing.add(mention.idea);
      run = [];
      listed = false;
    };
    for (const mention of found) {
      const previous = run.at(-1);
      const join = previous ? LIST_JOIN.exec(sentence.slice(previous.end, mention.start)) : null;
      if (previous && !join) close();
      if (join?.[1]) listed = true;
      run.push(mention);
    }
    close();
  }
  return ideas.filter((idea) => !playing.has(idea));
}

/** Grammar patterns that must never appear, each found occurrence as "rule: context". */
export function grammarViolations(story: StoryLike, ideas: PoolIdea[], language: Language): string[] {
  const text = `${story.title}\n${narrationText(story)}`;
  const found: string[] = [];
  const check = (rule: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) found.push(`${rule}: …${text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20)}…`);
  };
  // eslint-disable-next-line no-control-regex -- \u0001 marks a placeholder the writer left unfilled
  check("placeholder left", /[{}[\]<>|\u0001]/g);
  check("doubled word", /(?<!\p{L})(\p{L}+) \1(?!\p{L})/giu);
  for (const idea of ideas) {
    const possessive = /^(my|our|mon|ma|mes|notre|nos)\s+(\S+)/i.exec(idea.text);
    // "my little brother Max" is Max in the story, never "my little brother".
    if (possessive) check(`"${possessive[1]}" leaked`, new RegExp(`\\b${possessive[1]} ${possessive[2]}\\b`, "gi"));
  }
  if (language === "en-US") {
    check("a before a vowel", /\b[Aa] (?!uni|use|usu|one|eu|ure|ufo|U\b)[aeiouAEIOU]\p{L}*/gu);
    check("an before a consonant", /\b[Aa]n (?!hour|honest|heir|honou?r)[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\p{L}*/gu);
    check("two articles", /\b(a|an|the) (a|an|the|some|my)\b/gi);
    return found;
  }
  check("à/de + le/les", /(?<![\p{L}])(de|à) (le|les) /giu);
  check("de + un/une/des/du", /(?<![\p{L}])de (un|une|des|du)\b/giu);
  check("missing elision", /(?<![\p{L}])(le|la|de|que|ne|je|me|te|se|lorsque|puisque) (?=[aeiouéèêëàâîïôûœ])/giu);
  check("si il", /(?<![\p{L}])si ils?\b/giu);
  // An agreement written onto the wrong stem ("sain et saufve", "plus beaue").
  check("agreement on the wrong stem", /(?<![\p{L}])(?:saufs?ves?|beaues?)(?![\p{L}])/giu);
  // The hero and companion together are "elles" only when both are female, "ils" otherwise, and so are
  // the words that agree with them ("elles étaient fatiguées"). A plural idea of that gender may be
  // "ils" / "elles" on its own ("deux chatons", "des étoiles").
  const pair = story.plan?.characters.filter((character) => character.role === "hero" || character.role === "companion") ?? [];
  if (pair.length === 2) {
    const allFemale = pair.every((character) => character.gender === "f");
    const plural = (agree: PoolIdea["agree"]) => ideas.some((idea) => idea.agree === agree);
    if (allFemale && !plural("mp")) check("group: ils for an all-female pair", /(?<![\p{L}'])(ils|eux)(?!\p{L})/giu);
    if (!allFemale && !plural("fp")) check("group: elles for a pair with a boy", /(?<![\p{L}'])elles(?!\p{L})/giu);
    if (allFemale) check("group: masculine agreement after elles", /(?<![\p{L}])elles (?:étaient|sont|furent|semblaient) (?:tout |très |si )?\p{L}+(?:és|s)(?!\p{L})(?<!ées|es)/giu);
    else check("group: feminine agreement after ils", /(?<![\p{L}])ils (?:étaient|sont|furent|semblaient) (?:tout |très |si )?\p{L}+ées(?!\p{L})/giu);
  }
  for (const idea of ideas) {
    if (!idea.agree || idea.name) continue;
    const noun = idea.noun.split(" ")[0]!;
    const wrong =
      idea.agree === "f" ? "un|le|du|au|ce" : idea.agree === "m" ? "une|la|cette" : "un|une|le|la|du|au";
    check(`agreement of "${idea.noun}"`, new RegExp(`(?<![\\p{L}'])(${wrong}) ${noun}\\b`, "giu"));
  }
  return found;
}

export function wordsPerChapter(story: StoryLike): number[] {
  return CHAPTERS.map((chapter) => narrationWords(story.narrative[chapter]).length);
}
