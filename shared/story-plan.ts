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

/**
 * The longest each planned field may be, in characters. A model's answer longer than this is clipped
 * to it (worker/generation/providers/workers-ai/answer-repair.ts), never refused for it.
 */
export const PLAN_FIELD_MAX = {
  title: 120,
  setting: 200,
  name: 60,
  kind: 160,
  look: 300,
  moment: 400,
  characters: 6,
  sceneIdeas: 10,
  sceneCast: 6,
} as const;

const line = (max: number) => z.string().trim().min(1).max(max);

export const plannedCharacterSchema = z.object({
  name: line(PLAN_FIELD_MAX.name),
  role: z.enum(["hero", "companion", "other"]),
  /** What the character is, in plain words ("a small hedgehog", "little brother", "cat"). */
  kind: z.string().trim().max(PLAN_FIELD_MAX.kind).default(""),
  /** How they look, the same on every page (hair, clothes, colours). */
  look: z.string().trim().max(PLAN_FIELD_MAX.look).default(""),
  gender: z.enum(["m", "f"]).optional(),
  /** The idea this character comes from ("my little brother Max"), drawn as the character. */
  idea: z.number().int().min(0).max(9).optional(),
});
export type PlannedCharacter = z.infer<typeof plannedCharacterSchema>;

export const plannedSceneSchema = z.object({
  /** What happens in the chapter, in one sentence. */
  moment: line(PLAN_FIELD_MAX.moment),
  /** Which ideas (indexes into the story's ideas) the picture shows. */
  ideas: z.array(z.number().int().min(0).max(9)).max(PLAN_FIELD_MAX.sceneIdeas).default([]),
  /** Which characters (by name) are in the picture. */
  cast: z.array(z.string().trim().max(PLAN_FIELD_MAX.name)).max(PLAN_FIELD_MAX.sceneCast).default([]),
  mood: z.enum(MOODS),
});
export type PlannedScene = z.infer<typeof plannedSceneSchema>;

export const storyPlanSchema = z.object({
  archetype: z.enum(ARCHETYPES),
  ageBand: z.enum(AGE_BANDS),
  setting: line(PLAN_FIELD_MAX.setting),
  characters: z.array(plannedCharacterSchema).min(1).max(PLAN_FIELD_MAX.characters),
  scenes: z.object(Object.fromEntries(CHAPTERS.map((chapter) => [chapter, plannedSceneSchema])) as Record<Chapter, typeof plannedSceneSchema>),
});
export type StoryPlan = z.infer<typeof storyPlanSchema>;

/** A stored plan, or undefined when there is none or it does not read (older stories). */
export function readStoryPlan(value: unknown): StoryPlan | undefined {
  const parsed = storyPlanSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
