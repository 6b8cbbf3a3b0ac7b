/**
 * The daily neuron budget of the workers-ai provider (config `aiDailyNeuronBudget`): each new story
 * takes its estimate (cost.ts) from today's budget (UTC) before it is inserted; past the budget,
 * creation answers 503 until midnight UTC. A budget of 0 counts without capping.
 */
import { eq, sql } from "drizzle-orm";
import { readConfig } from "../../../config/store";
import { db } from "../../../db/client";
import { aiDailyNeurons, type Language } from "../../../db/schema";
import { DEFAULT_AGE_BAND, type AgeBand } from "../../../../shared/age-bands";
import { storyNeurons } from "./cost";

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Neurons counted today (UTC). */
export async function neuronsToday(env: Pick<Env, "DB">, now = new Date()): Promise<number> {
  const row = await db(env).select({ neurons: aiDailyNeurons.neurons }).from(aiDailyNeurons).where(eq(aiDailyNeurons.day, dayOf(now))).get();
  return row?.neurons ?? 0;
}

/**
 * For /admin: today's neurons, the budget, what a story of the default age band costs in each language,
 * and how many such stories the rest of today's budget lets through (null: no budget, no cap).
 */
export async function aiSpendToday(env: Pick<Env, "DB">, now = new Date()) {
  const [neurons, { aiDailyNeuronBudget: budget }, english, french] = await Promise.all([
    neuronsToday(env, now),
    readConfig(env, ["aiDailyNeuronBudget"]),
    storyEstimate(env, DEFAULT_AGE_BAND, "en-US"),
    storyEstimate(env, DEFAULT_AGE_BAND, "fr-FR"),
  ]);
  const left = (perStory: number) => Math.floor(Math.max(0, budget - neurons) / perStory);
  return {
    day: dayOf(now),
    neurons,
    budget,
    perStory: { "en-US": english, "fr-FR": french },
    storiesLeft: budget > 0 ? { "en-US": left(english), "fr-FR": left(french) } : null,
  };
}

/** The estimate of a story for the budget, with today's configuration. */
export async function storyEstimate(env: Pick<Env, "DB">, ageBand: AgeBand, language: Language): Promise<number> {
  const config = await readConfig(env, ["aiModels", "aiNarration", "aiGuardModel"]);
  return storyNeurons(ageBand, language, config).total;
}

/**
 * Takes `neurons` from today's budget when they fit: one statement, so concurrent creations cannot
 * both take the last of it. False when the budget would be passed (nothing taken).
 */
export async function takeNeurons(env: Pick<Env, "DB">, neurons: number, now = new Date()): Promise<boolean> {
  const { aiDailyNeuronBudget: budget } = await readConfig(env, ["aiDailyNeuronBudget"]);
  if (budget > 0 && neurons > budget) return false;
  const taken = await db(env)
    .insert(aiDailyNeurons)
    .values({ day: dayOf(now), neurons })
    .onConflictDoUpdate({
      target: aiDailyNeurons.day,
      set: { neurons: sql`${aiDailyNeurons.neurons} + excluded.neurons` },
      setWhere: budget > 0 ? sql`${aiDailyNeurons.neurons} + excluded.neurons <= ${budget}` : undefined,
    })
    .run();
  return (taken.meta.changes ?? 0) > 0;
}

/** Gives back what a story took when it was not created after all (the weekly limit, reached meanwhile). */
export async function giveBackNeurons(env: Pick<Env, "DB">, neurons: number, now = new Date()): Promise<void> {
  await db(env)
    .update(aiDailyNeurons)
    .set({ neurons: sql`max(0, ${aiDailyNeurons.neurons} - ${neurons})` })
    .where(eq(aiDailyNeurons.day, dayOf(now)));
}
