/**
 * A story's plan: what the writer decided before writing — the plot's
 * archetype, who is in it and what each chapter's picture shows. Both
 * providers make one (the offline planner from the ideas' roles, Workers AI
 * as its first stage); it is stored with the story, so every illustration
 * step, run separately and maybe retried, pictures the moment its chapter
 * tells with the same characters.
 */
import { z } from "zod";
import { AGE_BANDS } from "./age-bands";
import { CHAPTERS, type Chapter } from "./enums";

export const ARCHETYPES = [
  "quest",
  "lostAndFound",
  "fearOvercome",
  "learning",
  "contest",
  "celebration",
  "weather",
  "mystery",
  "firstDay",
  "helpingFriend",
] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** The light and weather of a picture: the dilemma's picture shows the trouble the text tells. */
export const MOODS = ["morning", "day", "storm", "snow", "dark", "dusk", "sunset", "night"] as const;
export type Mood = (typeof MOODS)[number];

const line = (max: number) => z.string().trim().min(1).max(max);

export const plannedCharacterSchema = z.object({
  name: line(60),
  role: z.enum(["hero", "companion", "other"]),
  /** What the character is, in plain words ("a small hedgehog", "little brother", "cat"). */
  kind: z.string().trim().max(160).default(""),
  /** How they look, the same on every page (hair, clothes, colours). */
  look: z.string().trim().max(300).default(""),
  gender: z.enum(["m", "f"]).optional(),
  /** The idea this character comes from ("my little brother Max"), drawn as the character. */
  idea: z.number().int().min(0).max(9).optional(),
});
export type PlannedCharacter = z.infer<typeof plannedCharacterSchema>;

export const plannedSceneSchema = z.object({
  /** What happens in the chapter, in one sentence. */
  moment: line(400),
  /** Which ideas (indexes into the story's ideas) the picture shows. */
  ideas: z.array(z.number().int().min(0).max(9)).max(10).default([]),
  /** Which characters (by name) are in the picture. */
  cast: z.array(z.string().trim().max(60)).max(6).default([]),
  mood: z.enum(MOODS),
});
export type PlannedScene = z.infer<typeof plannedSceneSchema>;

export const storyPlanSchema = z.object({
  archetype: z.enum(ARCHETYPES),
  ageBand: z.enum(AGE_BANDS),
  setting: line(200),
  characters: z.array(plannedCharacterSchema).min(1).max(6),
  scenes: z.object(Object.fromEntries(CHAPTERS.map((chapter) => [chapter, plannedSceneSchema])) as Record<Chapter, typeof plannedSceneSchema>),
});
export type StoryPlan = z.infer<typeof storyPlanSchema>;

/** A stored plan, or undefined when there is none or it does not read (older stories). */
export function readStoryPlan(value: unknown): StoryPlan | undefined {
  const parsed = storyPlanSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
