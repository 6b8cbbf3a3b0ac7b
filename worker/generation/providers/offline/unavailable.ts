/**
 * Stands in for the offline provider in production builds (wrangler.toml
 * [env.production] alias): production uses Workers AI, and the offline
 * engine — espeak-ng is GPL-3.0, and its voice data and the picture renderer
 * weigh megabytes — does not need to ship there.
 */
import type { Narration, StoryProvider } from "../provider";

const NOT_IN_THIS_BUILD = "The offline provider is not part of this build: set AI_PROVIDER to workers-ai";

export function createOfflineProvider(): StoryProvider {
  throw new Error(NOT_IN_THIS_BUILD);
}

/** The embedded narrator at the end of a Workers AI narration chain: absent here, so that link fails. */
export function narrateEmbedded(): Promise<Narration> {
  return Promise.reject(new Error(NOT_IN_THIS_BUILD));
}
