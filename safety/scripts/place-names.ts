/**
 * Derives safety/engine/place-names.tsv: the names of places where families live that hold a word the
 * lists refuse alone, where it means no harm ("Châlons-en-Champagne", "Marquette-lez-Lille",
 * "Chorlton-cum-Hardy"). The engine reads each as a safe phrase, the whole name as spelled
 * (safety/engine/place-names.ts): "champagne", "lez" and "cum" alone stay refused.
 *
 *   npx tsx --import ./scripts/module-data-hooks.mjs safety/scripts/place-names.ts <communes.json> <cities.json>
 *
 * - the French communes of @etalab/decoupage-administratif 6.0.0 (`data/communes.json`: INSEE's Code
 *   officiel géographique, Licence Ouverte; the package MIT);
 * - the places of GeoNames (`cities.json` 1.1.64, CC BY 4.0) in English-speaking countries and in
 *   French-speaking Belgium and Switzerland.
 * Only names of two words or more: a one-word name ("Cognac", "Condom") is the word itself. A name's words
 * are judged alone, so what the file already allows does not change what it holds.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { compileLexicon, findUnsafeIdeas } from "../engine/engine";
import { DEFAULT_MODERATION_LISTS } from "../engine/default-lists";
import { foldText, readings } from "../engine/normalise";

const [communesFile, citiesFile] = process.argv.slice(2);
if (!communesFile || !citiesFile) {
  console.error("usage: npx tsx --import ./scripts/module-data-hooks.mjs safety/scripts/place-names.ts <communes.json> <cities.json>");
  process.exit(1);
}
const COUNTRIES = ["GB", "IE", "US", "CA", "AU", "NZ", "BE", "CH"];
const communes = (JSON.parse(readFileSync(communesFile, "utf8")) as { nom: string; type: string }[]).filter((place) => place.type === "commune-actuelle").map((place) => place.nom);
const cities = (JSON.parse(readFileSync(citiesFile, "utf8")) as { name: string; country: string }[]).filter((place) => COUNTRIES.includes(place.country)).map((place) => place.name);

const lexicon = compileLexicon(DEFAULT_MODERATION_LISTS);
const refusedAlone = new Map<string, boolean>();
const refused = (word: string) => {
  if (!refusedAlone.has(word)) refusedAlone.set(word, findUnsafeIdeas(lexicon, [word]) !== null);
  return refusedAlone.get(word)!;
};
// The refused words a place's name may hold: prepositions ("Marquette-lez-Lille", "Chorlton-cum-Hardy"), a
// region, a town. Not a word that keeps its sense inside the name ("Kill Devil Hills", "Grenade-sur-l'Adour",
// "Trie-sur-Baïse", "Coon Rapids"): an attacker writes the name, then whom it is for (an attacker review).
const HELD_IN_NAMES = new Set(["lez", "cum", "champagne", "bitche"]);
const phrases = new Set<string>();
for (const name of [...communes, ...cities]) {
  const words = foldText(name).match(/\p{L}+/gu) ?? [];
  const held = words.filter(refused);
  if (words.length < 2 || held.length === 0 || !held.every((word) => HELD_IN_NAMES.has(word))) continue;
  // As people type it, the name is also read with its hyphens dropped ("noussevillerlesbitche", "brasd asse").
  // As spelled ("="): by their stems "bitches" and "champagnes" would be covered too.
  for (const reading of readings(foldText(name), { tolerant: true })) phrases.add(`=${reading.map((token) => token.forms[0]!).join(" ")}`);
}
const notice = [
  "# Places' names holding a word the lists refuse alone (lez, cum, champagne, bitche), folded, as read plain and with",
  "# hyphens dropped, each as spelled (=), one a line.",
  "# Written by safety/scripts/place-names.ts from",
  "# the French communes of @etalab/decoupage-administratif 6.0.0 (INSEE, Licence Ouverte) and GeoNames' places (CC BY 4.0).",
];
writeFileSync(new URL("../engine/place-names.tsv", import.meta.url), `${[...notice, ...[...phrases].sort()].join("\n")}\n`);
console.log(`${phrases.size} readings of names of ${communes.length + cities.length} places`);
