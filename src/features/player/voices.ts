import { useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import type { Reader } from "../../../shared/recordings";
import type { Chapter, StoryJson } from "../../../shared/story-json";
import { CHAPTERS, readByDevice } from "./story-api";
import type { ChapterSound } from "./use-narration";

/** The story's own narration (generated or the device's voice), as a voice id. */
export const NARRATOR = "narrator";

/** The voice chosen for each story on this device (story id → reader id), across tabs. */
const chosenVoicesAtom = atomWithStorage<Record<string, string>>("fabulo.player.voices", {}, undefined, { getOnInit: true });

/** The family voices that have read at least one chapter: the ones worth offering. */
export function recordedReaders(story: StoryJson): Reader[] {
  return (story.readers ?? []).filter((reader) => reader.chapters.length > 0);
}

/**
 * The voice chosen for this story on this device and a way to choose another. A voice that has gone
 * (deleted, no longer shared) falls back to the narrator.
 */
export function useChosenVoice(story: StoryJson): [string, (voice: string) => void] {
  const [chosen, setChosen] = useAtom(chosenVoicesAtom);
  const wanted = chosen[story._id] ?? NARRATOR;
  const voice = recordedReaders(story).some((reader) => reader._id === wanted) ? wanted : NARRATOR;
  return [voice, (next) => setChosen((all) => ({ ...all, [story._id]: next }))];
}

/**
 * What reads a chapter in a voice: the reader's take of it, else (a chapter they have not recorded)
 * the narrator's file, else null for the device's voice.
 */
export function chapterSound(story: StoryJson, chapter: Chapter, voice: string): ChapterSound | null {
  const number = CHAPTERS.indexOf(chapter) + 1;
  const reader = story.readers?.find((candidate) => candidate._id === voice);
  const take = reader?.chapters.find((recorded) => recorded.chapter === number);
  if (reader && take) return { audio: take.audio, wordTimings: take.wordTimings, voice: reader._id };
  const audio = story.audio[chapter];
  if (!audio || readByDevice(story, chapter)) return null;
  // Optional chaining: a copy saved on this device by an older build may have no wordTimings.
  return { audio, wordTimings: story.wordTimings?.[chapter], voice: NARRATOR };
}
