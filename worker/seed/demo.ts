import { eq, notInArray, sql } from "drizzle-orm";
import { DEFAULT_CONFIG } from "../config/defaults";
import { db } from "../db/client";
import { configs, stories, users, type Language } from "../db/schema";
import { startGeneration } from "../generation/create-story";
import { DEMO_AUTHOR_EMAIL, DEMO_AUTHOR_ID } from "../../shared/demo-author";

/** The ideas of the demo public stories, a few per language, as a family might type them. */
export const DEMO_STORY_IDEAS: Record<Language, string[][]> = {
  "en-US": [
    ["a dragon who is afraid of the dark", "a lantern"],
    ["a lost kitten looking for home", "a rainy day", "a kind bus driver"],
    ["a friendly robot who loves to bake", "a birthday cake"],
    ["a picnic on the moon", "a rocket", "a curious fox"],
    ["a shy octopus at the school play"],
    ["a treehouse in the clouds", "a paper plane"],
  ],
  "fr-FR": [
    ["un dragon qui a peur du noir", "une lanterne"],
    ["une girafe qui apprend à danser", "un concours"],
    ["un pirate qui collectionne les coquillages", "une carte au trésor"],
    ["un bonhomme de neige qui rêve de voir l'été"],
    ["une bibliothèque qui ouvre à minuit", "un hibou"],
    ["un vélo qui parle", "une grand-mère"],
  ],
};

/**
 * A demo story's id: fixed, so that every fresh checkout (and every benchmark or test run) gets the
 * same demo stories — the offline engine draws a story's text, pictures and narration from a seed
 * made of its id (generation/pipeline.ts). 24 hex characters like any id, in a range `newId()`'s
 * 96 random bits will not meet.
 */
export function demoStoryId(language: Language, index: number): string {
  const languageIndex = Object.keys(DEMO_STORY_IDEAS).indexOf(language);
  return `de${"0".repeat(18)}${languageIndex.toString(16).padStart(2, "0")}${index.toString(16).padStart(2, "0")}`;
}

/**
 * Seeds what a fresh checkout needs to show something real: the default
 * configuration, the demo author, and the demo public stories, written,
 * illustrated and narrated by the same pipeline as any story (the offline
 * provider in development), so they appear as their generation completes.
 * Runs once: a second call finds the demo author and changes nothing.
 */
export async function seedDemoContent(env: Pick<Env, "DB" | "STORY_GENERATION">): Promise<{ seeded: boolean; stories: number }> {
  const client = db(env);
  const existing = await client.select({ id: users.id }).from(users).where(eq(users.email, DEMO_AUTHOR_EMAIL)).get();
  if (existing) return { seeded: false, stories: 0 };
  const now = Date.now();
  const demoStories = (Object.entries(DEMO_STORY_IDEAS) as [Language, string[][]][]).flatMap(([language, list]) =>
    list.map((ideas, index) => ({
      id: demoStoryId(language, index),
      language,
      ideas,
      // A few minutes apart, so the public list has a stable order.
      createdAt: new Date(now - (list.length - index) * 60_000),
    })),
  );
  await client.batch([
    client
      .insert(configs)
      .values(Object.entries(DEFAULT_CONFIG).map(([key, value]) => ({ key, value, updatedAt: new Date(now) })))
      .onConflictDoNothing(),
    client.insert(users).values({
      id: DEMO_AUTHOR_ID,
      email: DEMO_AUTHOR_EMAIL,
      name: "Fabulo",
      // No password can match this: the demo author never signs in.
      passwordHash: "disabled",
      emailConfirmedAt: new Date(now),
    }),
    ...demoStories.map((story) =>
      client.insert(stories).values({
        id: story.id,
        slug: story.id,
        userId: DEMO_AUTHOR_ID,
        title: story.ideas[0]!,
        language: story.language,
        storyInputs: story.ideas,
        isPublic: true,
        // Our own content: listed without waiting for an admin.
        review: "approved",
        createdAt: story.createdAt,
      }),
    ),
  ]);
  for (const story of demoStories) await startGeneration(env, story.id);
  return { seeded: true, stories: demoStories.length };
}

/** Generation states after which a demo story has nothing left to make. */
const SETTLED = ["CompletelyGenerated", "PartiallyGenerated"] as const;

/**
 * How far the demo content has come: whether it was seeded, and how many demo
 * stories are still being generated. The browser tests wait for `generating`
 * to reach 0, so that they start from the same finished stories every run.
 */
export async function demoContentProgress(env: Pick<Env, "DB">): Promise<{ seeded: boolean; stories: number; generating: number }> {
  const client = db(env);
  const [row] = await client
    .select({
      stories: sql<number>`count(*)`,
      generating: sql<number>`count(*) filter (where ${notInArray(stories.generatingStatus, [...SETTLED])})`,
    })
    .from(stories)
    .where(eq(stories.userId, DEMO_AUTHOR_ID));
  const stored = row?.stories ?? 0;
  return { seeded: stored > 0, stories: stored, generating: row?.generating ?? 0 };
}
