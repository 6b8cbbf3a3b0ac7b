/**
 * Stands in for the offline provider in production builds (wrangler.toml
 * [env.production] alias): production uses Workers AI, and the offline
 * engine — espeak-ng is GPL-3.0, and its voice data and the picture renderer
 * weigh megabytes — does not need to ship there.
 */
import type { StoryProvider } from "./provider";

export function createOfflineProvider(): StoryProvider {
  throw new Error("The offline provider is not part of this build: set AI_PROVIDER to workers-ai");
}
