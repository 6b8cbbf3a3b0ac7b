/**
 * First names families give, from public sources (./first-names.tsv, written by
 * safety/scripts/first-names.mjs): a name is who a child is, never evidence. The engine matches a
 * token spelled as one of them only as spelled, so "Fiona", "Nazim" and "Sarine" do not meet the listed
 * "fion", "nazi*" and "sarin" by stem or beginning. Names that are also words ("Rose", "Will") are not
 * in the file, and the identity words ("Christian", "Roma": ./identity.ts) are read as those.
 */
import namesText from "./first-names.tsv";
import { IDENTITY_WORDS } from "./identity";

export const FIRST_NAMES: ReadonlySet<string> = new Set(
  namesText.split("\n").filter((line) => line !== "" && !line.startsWith("#") && !IDENTITY_WORDS.has(line)),
);
