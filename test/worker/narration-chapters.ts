/** Chapters as the writers produce them (title, narration, dialogue), for the narration tests. */
import type { NarrativeItem } from "../../shared/narrative";
import type { WordTiming } from "../../shared/read-along";
import { narrationWords } from "../../shared/read-along";

export const CHAPTER_EN: NarrativeItem[] = [
  { type: "title", text: "The Lantern in the Rain" },
  {
    type: "plain",
    text: "Once upon a time, in a village by the sea, there lived a small dragon called Pip. Pip loved stories, warm soup and the sound of rain on the roof. Every evening, Grandma Rose lit a green lantern by the door.",
  },
  { type: "dialogue", speaker: "Pip", text: "Why do you light the lantern, Grandma? It's only 7 o'clock!" },
  { type: "dialogue", speaker: "Grandma Rose", text: "So that the fishing boats can find their way home, little one." },
  {
    type: "plain",
    text: "One stormy night the wind blew the lantern out. Pip looked at the dark water — no boats, no lights, nothing at all. His heart beat fast, but he took a deep breath and opened his wings.",
  },
  { type: "dialogue", speaker: "Pip", text: "I can glow like a lantern too. I will show them the way!" },
  { type: "plain", text: "And so the little dragon flew over the waves, shining bright, until every boat was safely home." },
];

export const CHAPTER_FR: NarrativeItem[] = [
  { type: "title", text: "La lanterne sous la pluie" },
  {
    type: "plain",
    text: "Il était une fois, dans un village au bord de la mer, un petit dragon qui s'appelait Pip. Pip aimait les histoires, la soupe chaude et le bruit de la pluie sur le toit. Chaque soir, Mamie Rose allumait une lanterne verte près de la porte.",
  },
  { type: "dialogue", speaker: "Pip", text: "Pourquoi allumes-tu la lanterne, Mamie ? Il n'est que 7 heures !" },
  { type: "dialogue", speaker: "Mamie Rose", text: "Pour que les bateaux de pêche retrouvent le chemin de la maison, mon petit." },
  {
    type: "plain",
    text: "Une nuit d'orage, le vent éteignit la lanterne. Pip regarda l'eau noire : pas de bateaux, pas de lumières, rien du tout. Son cœur battait fort, mais il respira profondément et ouvrit ses ailes.",
  },
  { type: "dialogue", speaker: "Pip", text: "Moi aussi, je peux briller comme une lanterne. Je vais leur montrer le chemin !" },
  { type: "plain", text: "Et le petit dragon s'envola au-dessus des vagues, tout brillant, jusqu'à ce que chaque bateau soit rentré." },
];

/** What every chapter's timings must satisfy; returns the share of the chapter's words they time. */
export function checkTimings(timings: readonly WordTiming[], chapter: NarrativeItem[] | string, durationSeconds: number): number {
  const count = narrationWords(chapter).length;
  let previous: WordTiming | undefined;
  for (const timing of timings) {
    if (!Number.isInteger(timing.i) || timing.i < 0 || timing.i >= count) throw new Error(`word index ${timing.i} outside 0..${count - 1}`);
    if (!(timing.start < timing.end)) throw new Error(`word ${timing.i}: start ${timing.start} is not before end ${timing.end}`);
    if (timing.start < 0 || timing.end > durationSeconds) throw new Error(`word ${timing.i} (${timing.start}–${timing.end}) outside the audio's ${durationSeconds} s`);
    if (previous && !(timing.i > previous.i)) throw new Error(`word ${timing.i} after word ${previous.i}: not in reading order`);
    if (previous && timing.start < previous.start) throw new Error(`word ${timing.i} starts (${timing.start}) before word ${previous.i} (${previous.start})`);
    previous = timing;
  }
  return timings.length / count;
}
