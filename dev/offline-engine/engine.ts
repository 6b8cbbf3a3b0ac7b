/**
 * What the offline engine does, as calls that take a request and return a result: run in this
 * isolate (tests, or an app without the engine's Worker) or in the engine's own Worker
 * (engine-worker.ts), which answers the same calls over its service binding.
 */
import type { GeneratedMedia, IllustrateRequest, NarrateRequest, Narration, StoryText, WriteRequest } from "../../worker/generation/providers/provider";
import { illustrate } from "./illustrator";
import { narrate } from "./narrator";
import { writeStory } from "./story-writer";

export interface OfflineEngineCalls {
  writeStory(request: WriteRequest): Promise<StoryText>;
  illustrate(request: IllustrateRequest): Promise<GeneratedMedia>;
  narrate(request: NarrateRequest): Promise<Narration>;
}

/**
 * libwebp's effort for the offline pictures' WebP copies (engine-worker.ts): 2, a third of production's
 * encoding time for 7 % more bytes. Every `npm start` and every test story makes six pictures, three copies each.
 */
export const OFFLINE_WEBP_EFFORT = 2;

export const engineInThisIsolate: OfflineEngineCalls = {
  // Written again after a refusal (attempt 1): the writer derives another seed, so another story.
  writeStory: async ({ ideas, language, seed, ageBand, child, attempt }) => writeStory(ideas, language, seed, { ageBand, child, attempt }),
  illustrate,
  narrate,
};
