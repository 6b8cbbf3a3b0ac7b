/**
 * POST /api/stories/generate-story's work: clean the ideas, check the weekly
 * limit, the rate and the moderation, insert the story within the weekly
 * limit, start its generation.
 */
import { enforceRateLimit } from "../auth/rate-limit";
import { readConfig } from "../config/store";
import { ApiError } from "../http/errors";
import { unsafeIdeas } from "./refusal";
import { insertStoryWithinLimit } from "./queries";
import type { AuthUser } from "../types";
import { loadCaller } from "../users/caller";
import { checkIdeas as checkSafety } from "./moderation";
import { createProvider, type ProviderEnv } from "./providers/choose-provider";
import { giveBackNeurons, storyEstimate, takeNeurons } from "./providers/workers-ai/budget";
import { newId } from "../db/ids";
import type { Language, Plan } from "../db/schema";
import { startOfWeekUtc, storiesGeneratedThisWeek } from "../users/weekly-usage";
import type { Db } from "../db/client";
import { MAX_IDEAS, MAX_IDEA_LENGTH } from "../../shared/constants";
import { storyGenerationStub } from "./story-generation";
import { audienceFor, DEFAULT_AUDIENCE, type StoryAudience } from "./story-audience";

export type IdeasCheck = { ok: true; ideas: string[] } | { ok: false; code: "ideasRequired" | "tooManyIdeas" | "ideaTooLong" };

/** Ideas are trimmed and blank ones dropped (docs/product.md §5); then 1 to 10 of at most 100 characters. */
export function checkIdeas(raw: readonly string[]): IdeasCheck {
  const ideas = raw.map((idea) => idea.replace(/\s+/g, " ").trim()).filter((idea) => idea !== "");
  if (ideas.length === 0) return { ok: false, code: "ideasRequired" };
  if (ideas.length > MAX_IDEAS) return { ok: false, code: "tooManyIdeas" };
  if (ideas.some((idea) => [...idea].length > MAX_IDEA_LENGTH)) return { ok: false, code: "ideaTooLong" };
  return { ok: true, ideas };
}

export interface CreatedStory {
  id: string;
  title: string;
  createdAt: Date;
}

/**
 * Whether the user may still create a story this week: one D1 read, made before the costly checks
 * (moderation may ask a model). insertWithinWeeklyLimit checks again atomically when inserting.
 */
export async function hasWeeklyRoom(env: Pick<Env, "DB">, client: Db, user: { id: string; plan: Plan }, now = new Date()): Promise<boolean> {
  const [{ weeklyLimits }, used] = await Promise.all([
    readConfig(env, ["weeklyLimits"]),
    storiesGeneratedThisWeek(client, user.id, now),
  ]);
  return used < weeklyLimits[user.plan];
}

/**
 * Inserts the story only if the user has created fewer than their plan's
 * weekly limit since Monday 00:00 UTC. Creations are counted in their own
 * ledger (story_creations), which keeps deleted stories, so deleting does not
 * give a slot back. One batch (a transaction): the ledger row goes in only
 * under the limit, and the story only with its ledger row, so concurrent
 * requests cannot both take the last slot. Null when the limit is reached.
 */
export async function insertWithinWeeklyLimit(
  env: Pick<Env, "DB">,
  user: { id: string; plan: Plan; language: Language },
  ideas: string[],
  now = new Date(),
  audience: StoryAudience = DEFAULT_AUDIENCE,
): Promise<CreatedStory | null> {
  const { weeklyLimits } = await readConfig(env, ["weeklyLimits"]);
  const limit = weeklyLimits[user.plan];
  const id = newId();
  // A working title until the text step writes the real one (and the slug from it).
  const title = ideas[0]!.charAt(0).toUpperCase() + ideas[0]!.slice(1);
  const story = { id, userId: user.id, title, language: user.language, ideas, createdAt: now.getTime(), audience };
  if (!(await insertStoryWithinLimit(env.DB, story, startOfWeekUtc(now).getTime(), limit))) return null;
  return { id, title, createdAt: now };
}

/** Hands the new story to its Durable Object, which queues the first step. */
export async function startGeneration(env: Pick<Env, "STORY_GENERATION">, storyId: string): Promise<void> {
  await storyGenerationStub(env, storyId).begin(storyId);
}

/**
 * A new story from the caller's ideas, for them or one of their profiles. Cheap before costly: the
 * weekly limit (one D1 read), then the per-user rate, then moderation (the engine, then a model's
 * second opinion). Refused ideas spend no weekly quota, so the rate limit is what bounds attempts at
 * the moderation; admins (staff, the benchmarks) are not rate-limited.
 */
export async function createStory(
  env: ProviderEnv & Pick<Env, "STORY_LIMITER" | "STORY_GENERATION">,
  client: Db,
  auth: AuthUser,
  rawIdeas: readonly string[],
  profileId: string | undefined,
): Promise<CreatedStory> {
  const checked = checkIdeas(rawIdeas);
  if (!checked.ok) throw new ApiError(checked.code);
  const creator = await loadCaller(client, auth);
  // Before anything costly: a wrong profile spends nothing.
  const audience = await audienceFor(client, auth.id, profileId);
  if (!audience) throw new ApiError("invalidData", { errors: [{ field: "profileId", message: "Unknown profile" }] });
  const user = { id: auth.id, plan: creator.subscriptionLevel, language: creator.preferredLanguage };
  if (!(await hasWeeklyRoom(env, client, user))) throw new ApiError("weeklyLimit");
  if (auth.role !== "admin") await enforceRateLimit(env.STORY_LIMITER, auth.id);
  const engine = await checkSafety(env, checked.ideas);
  if (!engine.safe) throw unsafeIdeas(engine.category, creator.preferredLanguage);
  // Fail closed: if the second opinion cannot be had, no story is made from the ideas.
  const opinion = await createProvider(env)
    .moderate(checked.ideas, creator.preferredLanguage)
    .catch((error: unknown) => {
      console.error("moderation unavailable", error instanceof Error ? error.message : String(error));
      throw new ApiError("creationUnavailable");
    });
  if (!opinion.allowed) throw unsafeIdeas(opinion.category, creator.preferredLanguage);
  // Workers AI spends neurons: past today's budget no story is made, and no weekly quota is spent.
  const neurons = env.AI_PROVIDER === "workers-ai" ? await storyEstimate(env, audience.ageBand, creator.preferredLanguage) : 0;
  if (neurons > 0 && !(await takeNeurons(env, neurons))) throw new ApiError("dailyStoryBudget");
  const story = await insertWithinWeeklyLimit(env, user, checked.ideas, new Date(), audience);
  if (!story) {
    if (neurons > 0) await giveBackNeurons(env, neurons);
    throw new ApiError("weeklyLimit");
  }
  await startGeneration(env, story.id);
  return story;
}
