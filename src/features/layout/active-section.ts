import { atom } from "jotai";
import type { BrowseSectionId } from "./nav-items";

/**
 * The browse page section most in view; the layout shows its background
 * picture. Null on every other page (plain background).
 */
export const activeSectionAtom = atom<BrowseSectionId | null>(null);
