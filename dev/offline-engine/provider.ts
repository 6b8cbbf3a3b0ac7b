/**
 * The offline provider: everything on this machine, no account, no network.
 * Template-written stories, procedural pictures and espeak-ng speech.
 *
 * `OFFLINE_LATENCY_MS` ("text=3000,image=2000,voice=1000") adds simulated
 * delays, so the generation benchmark can show how the parallel media steps
 * compare with a sequential run at realistic model latencies.
 */
import type { StoryProvider } from "../../worker/generation/providers/provider";
import { engineInThisIsolate, type OfflineEngineCalls } from "./engine";
import { narrate } from "./narrator";

/** The offline narrator on its own: the Workers AI provider's last resort for a language its models refuse. */
export { narrate as narrateEmbedded };

type Latency = Partial<Record<"text" | "image" | "voice", number>>;

export function parseLatency(value: string | undefined): Latency {
  const latency: Latency = {};
  for (const part of (value ?? "").split(",")) {
    const [name, ms] = part.split("=").map((s) => s.trim());
    if ((name === "text" || name === "image" || name === "voice") && Number(ms) > 0) latency[name] = Number(ms);
  }
  return latency;
}

const sleep = (ms: number | undefined) => (ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * The request without its abort signal: an AbortSignal does not cross an RPC call to the engine's Worker
 * (DataCloneError without the experimental enable_abortsignal_rpc flag), and the local engine's work is
 * not billed, so the pipeline's time limit alone ends the wait.
 */
function withoutSignal<R extends { signal?: AbortSignal }>({ signal: _signal, ...request }: R): Omit<R, "signal"> {
  return request;
}

export function createOfflineProvider(env: Pick<Env, "OFFLINE_LATENCY_MS" | "OFFLINE_ENGINE">): StoryProvider {
  const latency = parseLatency(env.OFFLINE_LATENCY_MS);
  // The engine's own Worker through the service binding (`npm start`, `npm run dev`, the Worker tests),
  // so that its work never holds the app's requests; in this isolate for an env without the binding.
  const ownWorker = env.OFFLINE_ENGINE;
  const engine: OfflineEngineCalls = ownWorker ?? engineInThisIsolate;
  return {
    name: "offline",
    // No second opinion beyond the moderation engine, which every provider's ideas go through.
    moderate: async () => ({ allowed: true }),
    async writeStory(request) {
      await sleep(latency.text);
      return engine.writeStory(withoutSignal(request));
    },
    async illustrate(request) {
      await sleep(latency.image);
      return engine.illustrate(withoutSignal(request));
    },
    async narrate(request) {
      await sleep(latency.voice);
      return engine.narrate(withoutSignal(request));
    },
    // The pictures' WebP copies too, in the engine's Worker; without it the app's pipeline encodes them.
    ...(ownWorker ? { encodeVariants: (sourceKey: string, source: Uint8Array) => ownWorker.encodeVariants(sourceKey, source) } : {}),
    // espeak's events come only while it speaks: the chapter is read again, by today's narrator.
    async timeNarration(request) {
      const { wordTimings = [], ...replacement } = await engine.narrate(withoutSignal(request));
      return { wordTimings, replacement };
    },
  };
}
