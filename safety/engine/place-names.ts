/**
 * The names of places where families live that hold a word the lists refuse alone, from public
 * gazetteers (./place-names.tsv, written by safety/scripts/place-names.ts): each whole name is a safe
 * phrase, so "Châlons-en-Champagne", "Marquette-lez-Lille" and "Chorlton-cum-Hardy" pass while
 * "champagne", "lez" and "cum" alone stay refused. A one-word name ("Cognac", "Condom") is not here.
 */
import placesText from "./place-names.tsv";

export const PLACE_NAMES: readonly string[] = placesText.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
