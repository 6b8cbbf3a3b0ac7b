/**
 * What a picture never shows, whatever its story may tell: a child's everyday nakedness is a story
 * ("after the bath, Léo dances naked", allowed by ./plain-harm.ts), never an image. A picture prompt
 * that names it is replaced by its calm essentials (worker/generation/providers/workers-ai/provider.ts).
 */
import { foldText } from "./normalise";

// Both languages, folded (accents off, lower case): "nu", "nue", "nus", "nues" are French words only.
const NUDITY =
  /\b(?:naked|nude|nudes|nudity|undress\w*|unclothed|topless|bare[- ]?(?:bottom|bum|skin)\w*|skinny[- ]?dip\w*|nue?s?|nudite|a poil|deshabill\w*|sans (?:vetements|habits)|torse nu)\b/u;

/** Whether a picture prompt names nakedness. */
export function namesNudity(prompt: string): boolean {
  return NUDITY.test(foldText(prompt));
}
