/**
 * Picks the generation provider from `AI_PROVIDER` (DESIGN "Generation"):
 * `offline` (the default, no account or network) or `workers-ai`.
 */
import type { StoryProvider } from "./provider";
// An alias (wrangler.toml, tsconfig.worker.json, vitest.config.ts): the offline engine in development
// and tests, a stand-in in production so the engine is left out of that bundle.
import { createOfflineProvider } from "@fabulo/dev-parts";
import { createWorkersAiProvider } from "./workers-ai/provider";

/** What choosing and building either provider reads. */
export type ProviderEnv = Pick<Env, "AI_PROVIDER" | "AI" | "DB" | "OFFLINE_LATENCY_MS" | "OFFLINE_ENGINE">;

export function createProvider(env: ProviderEnv): StoryProvider {
  if (env.AI_PROVIDER === "workers-ai") {
    if (!env.AI) throw new Error("AI_PROVIDER is workers-ai but the AI binding is missing");
    return createWorkersAiProvider(env, env.AI);
  }
  return createOfflineProvider(env);
}
