/** How many words a chapter is read in, per age band (its title included): both providers write to it. */
import type { AgeBand } from "./age-bands";

export const CHAPTER_WORDS: Record<AgeBand, readonly [number, number]> = {
  "3-5": [60, 100],
  "6-8": [110, 170],
  "9-12": [170, 250],
};
