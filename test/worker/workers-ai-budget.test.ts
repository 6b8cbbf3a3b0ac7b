/**
 * The daily neuron budget of the workers-ai provider, through the Worker's own routes with an env whose
 * provider is workers-ai and whose AI binding is a stand-in (Llama Guard answers "safe").
 */
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiMessage } from "../../shared/messages";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { invalidateConfigCache } from "../../worker/config/store";
import { app } from "../../worker/app";
import { CONFIG_SCHEMAS } from "../../worker/config/schemas";
import { storyNeurons } from "../../worker/generation/providers/workers-ai/cost";
import { aiSpendToday, neuronsToday, takeNeurons } from "../../worker/generation/providers/workers-ai/budget";
import type { AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import { body, createUser } from "./fixtures";
import { call, env } from "./helpers";

const guardSaysSafe: AiRunner = { run: async () => ({ response: "safe" }) };
const workersAiEnv = { ...env, AI_PROVIDER: "workers-ai", AI: guardSaysSafe } as unknown as Env;
/** The default configuration as the store reads it. */
const config = {
  aiModels: CONFIG_SCHEMAS.aiModels.parse(DEFAULT_CONFIG.aiModels),
  aiNarration: CONFIG_SCHEMAS.aiNarration.parse(DEFAULT_CONFIG.aiNarration),
  aiGuardModel: CONFIG_SCHEMAS.aiGuardModel.parse(DEFAULT_CONFIG.aiGuardModel),
};
const ENGLISH = storyNeurons("6-8", "en-US", config).total;

function create(auth: Record<string, string>, ideas = ["a kite"]) {
  const request = new Request("http://localhost/api/stories/generate-story", {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ storyInputs: ideas }),
  });
  return app.fetch(request, workersAiEnv, createExecutionContext());
}

async function setBudget(neurons: number) {
  await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES ('aiDailyNeuronBudget', ?, 0)").bind(JSON.stringify(neurons)).run();
  invalidateConfigCache();
}

const createdBy = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM story_creations WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("cost of a story in neurons (published prices)", () => {
  it("is mostly Aura-2 narration in English, grows with the age band, and has no narration in French (the device reads)", () => {
    const bands = (["3-5", "6-8", "9-12"] as const).map((band) => storyNeurons(band, "en-US", config));
    expect(bands[0]!.total).toBeLessThan(bands[1]!.total);
    expect(bands[1]!.total).toBeLessThan(bands[2]!.total);
    expect(bands[1]!.narration / bands[1]!.total).toBeGreaterThan(0.8);
    const french = storyNeurons("6-8", "fr-FR", config);
    expect(french.narration).toBe(0);
    expect(french.wordTimings).toBe(0);
    expect(french.pictures).toBe(bands[1]!.pictures);
  });
});

describe("daily neuron budget", () => {
  it("creates within the budget, then answers 503 with the kind message, inserting nothing and spending no quota", async () => {
    await setBudget(Math.round(ENGLISH * 1.5));
    const user = await createUser({ plan: "premium" });
    expect((await create(user.auth)).status).toBe(201);
    expect(await neuronsToday(env)).toBe(ENGLISH);

    const refused = await create(user.auth, ["a fox"]);
    expect(refused.status).toBe(503);
    expect(await body(refused)).toEqual({ message: ApiMessage.dailyStoryBudget });
    expect(await createdBy(user.id)).toBe(1);
    expect(await neuronsToday(env)).toBe(ENGLISH);
  });

  it("counts without capping when the budget is 0, and shows today's figures to admins", async () => {
    await setBudget(0);
    const user = await createUser({ plan: "premium" });
    for (const idea of ["a kite", "a fox", "a moon"]) expect((await create(user.auth, [idea])).status).toBe(201);
    expect(await neuronsToday(env)).toBe(3 * ENGLISH);
    const admin = await createUser({ role: "admin" });
    const list = await app.fetch(new Request("http://localhost/api/configs", { headers: admin.auth }), workersAiEnv, createExecutionContext());
    const { aiSpend } = await body<{ aiSpend: { neurons: number; budget: number; perStory: Record<string, number> } }>(list);
    expect(aiSpend).toMatchObject({ neurons: 3 * ENGLISH, budget: 0, perStory: { "en-US": ENGLISH }, storiesLeft: null });
  });

  it("lets at least 40 English stories of the default band through a day by default, and tells admins how many are left", async () => {
    const stories = 40;
    for (let story = 0; story < stories; story++) expect(await takeNeurons(env, ENGLISH), `story ${story + 1}`).toBe(true);
    expect(await neuronsToday(env)).toBe(stories * ENGLISH);
    const spend = await aiSpendToday(env);
    expect(spend.budget).toBe(DEFAULT_CONFIG.aiDailyNeuronBudget);
    const left = Math.floor((DEFAULT_CONFIG.aiDailyNeuronBudget - stories * ENGLISH) / ENGLISH);
    expect(spend.storiesLeft).toEqual({ "en-US": left, "fr-FR": Math.floor((DEFAULT_CONFIG.aiDailyNeuronBudget - stories * ENGLISH) / spend.perStory["fr-FR"]) });
    // What is left is what goes through, then the budget refuses the next one.
    for (let story = 0; story < left; story++) expect(await takeNeurons(env, ENGLISH)).toBe(true);
    expect(await takeNeurons(env, ENGLISH)).toBe(false);
    expect((await aiSpendToday(env)).storiesLeft!["en-US"]).toBe(0);
  });

  it("is not counted with the offline provider", async () => {
    await setBudget(1);
    const user = await createUser();
    const response = await call("/api/stories/generate-story", {
      method: "POST",
      headers: { ...user.auth, "Content-Type": "application/json" },
      body: JSON.stringify({ storyInputs: ["a kite"] }),
    });
    expect(response.status).toBe(201);
    expect(await neuronsToday(env)).toBe(0);
  });
});
