/**
 * The names of places where families live that hold a word the lists refuse alone where it means no
 * harm, "lez" (near) between two names or "champagne" after "en", from public gazetteers
 * (./place-names.tsv, written by safety/scripts/place-names.ts): each whole name, as spelled, is a safe
 * phrase, so "Marquette-lez-Lille" and "Châlons-en-Champagne" pass while "lez" and "champagne" alone stay
 * refused. Names whose word keeps its sense ("Kill Devil Hills", "Chorlton-cum-Hardy") are not here.
 */
import placesText from "./place-names.tsv";

export const PLACE_NAMES: readonly string[] = placesText.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
