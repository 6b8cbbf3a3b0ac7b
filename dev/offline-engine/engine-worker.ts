/**
 * The offline engine as its own Worker (wrangler.offline-engine.toml). In development it
 * runs in its own workerd process: one workerd process runs all its Workers on one thread, so the
 * engine's drawing, encoding and speech inside the app's process held every API request behind it.
 * The app reaches it through the OFFLINE_ENGINE service binding and stores the bytes it returns.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import type { IllustrateRequest, NarrateRequest, WriteRequest } from "../../worker/generation/providers/provider";
// The pictures' WebP copies are the other heavy part of a picture step: encoded here too.
import { encodeVariants } from "../../worker/stories/picture-variants";
import { engineInThisIsolate, OFFLINE_WEBP_EFFORT, type OfflineEngineCalls } from "./engine";

export class OfflineEngine extends WorkerEntrypoint implements OfflineEngineCalls {
  writeStory(request: WriteRequest) {
    return engineInThisIsolate.writeStory(request);
  }

  illustrate(request: IllustrateRequest) {
    return engineInThisIsolate.illustrate(request);
  }

  narrate(request: NarrateRequest) {
    return engineInThisIsolate.narrate(request);
  }

  encodeVariants(sourceKey: string, source: Uint8Array) {
    return encodeVariants(sourceKey, source, OFFLINE_WEBP_EFFORT);
  }
}

export default {
  fetch: () => new Response("The offline engine answers its service binding only.", { status: 404 }),
} satisfies ExportedHandler;
