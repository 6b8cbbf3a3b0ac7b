/**
 * The Workers AI stand-in for `npm run rehearse`. Workers AI has no local mode (wrangler dev wants a
 * Cloudflare login for an `[ai]` binding), so the rehearsal binds `AI` to this Worker's `AiStandIn`
 * entrypoint instead: `env.AI.run(model, inputs, options)` is then a JS RPC call here, answered in
 * the shapes Cloudflare documents for each model, with their documented failures:
 *
 * - text (`@cf/meta/llama-*-instruct*`): `{ response, usage }`, `response` an object in JSON mode;
 *   `REHEARSE_FAIL=json` answers JSON-mode calls with "JSON Mode couldn't be met".
 * - Llama Guard (`@cf/meta/llama-guard-*`): `{ response }`, alternately the text "safe" and the object
 *   `{ safe: true, categories: [] }` (both forms are seen).
 * - FLUX-1-schnell: `{ prompt, steps ≤ 8 }` → `{ image: base64 JPEG }`.
 * - Deepgram Aura: `{ text, speaker? }` → a stream of MP3 bytes.
 * - MeloTTS: `{ prompt, lang }` → `{ audio: base64 MP3 }`; `lang: "fr"` → "8002: Invalid input"
 *   (cloudflare/ai#221).
 * - Whisper large v3 turbo: `{ audio: base64 }` → `{ text, word_count, segments[].words[] }`.
 *
 * `REHEARSE_FAIL` (comma-separated) also takes `capacity` (each model's first two calls answer
 * 3040), `picture` (the image model is gone: 5007 on every call) and `slow` (every answer waits
 * `REHEARSE_SLOW_MS`, or until the caller's `options.signal` aborts: "3008: Request was aborted").
 * `REHEARSE_CHAOS_SEED` turns on the chaos mode (chaos.ts): each call takes a model's time and may
 * meet what real models do, drawn from the seed. Each call is logged as one `[ai-stand-in] {json}`
 * line for the report, with the chaos event it met.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { Buffer } from "node:buffer";
import { MP3_START_DELAY_SAMPLES } from "../../../dev/offline-engine/mp3";
import { pause } from "../../../worker/generation/providers/workers-ai/binding";
import { LOG_PREFIX } from "../failures";
import { hash, random } from "../../../shared/seeded-random";
import { ABORTED_ERROR, CAPACITY_ERROR, Chaos, CONTENT_MODERATED, JSON_MODE_ERROR, REQUEST_MODERATED, textAnswer, tokensOf, type ChaosEvent } from "./chaos";
import { heardParts, pictureJpeg, speechMp3 } from "./media";
import { schemaAnswer, type Schema } from "./text";

interface StandInEnv {
  REHEARSE_FAIL: string;
  REHEARSE_SLOW_MS: string;
  /** Chaos mode when set (chaos.ts): its seed, latency scale and the app's step limit. */
  REHEARSE_CHAOS_SEED?: string;
  REHEARSE_CHAOS_TIME_SCALE?: string;
  REHEARSE_STEP_TIMEOUT_MS?: string;
}

const CAPACITY = "3040: Capacity temporarily exceeded, please try again.";
const FLUX_MAX_STEPS = 8;
/** Made once per isolate: its memory of repeated calls is what makes a retry draw again. */
let chaos: Chaos | null | undefined;

function chaosOf(env: StandInEnv): Chaos | null {
  if (chaos !== undefined) return chaos;
  const seed = env.REHEARSE_CHAOS_SEED ? Number(env.REHEARSE_CHAOS_SEED) : NaN;
  chaos = Number.isFinite(seed)
    ? new Chaos({ seed, timeScale: Number(env.REHEARSE_CHAOS_TIME_SCALE) || 1, stepLimitMs: Number(env.REHEARSE_STEP_TIMEOUT_MS) || 120_000 })
    : null;
  return chaos;
}

/** Calls per model so far (this isolate lives as long as the rehearsal). */
const callsByModel = new Map<string, number>();

type Inputs = Record<string, unknown>;

function required(inputs: Inputs, name: string, type: "string" | "object") {
  if (typeof inputs[name] !== type || inputs[name] === null) throw new Error(`5006: Error: required properties at '/' are '${name}'`);
}

/** What a call met: its chaos event, and how long to take before answering. */
interface Met {
  event: ChaosEvent;
  latencyMs: number;
}
type Answered = { value: unknown; event: ChaosEvent };

/** The schema a repair without JSON mode quotes in its last words ("…matching this schema: {…}"). */
function schemaInPrompt(messages: { role: string; content: string }[]): Schema | null {
  for (const message of [...messages].reverse()) {
    const schema = /matching this schema[^{]*(\{[\s\S]*\})\s*$/.exec(message.content)?.[1];
    if (message.role === "user" && schema) return JSON.parse(schema) as Schema;
  }
  return null;
}

async function textModel(inputs: Inputs, fail: Set<string>, meet: (outputTokens: number) => Promise<Met>, seed: number): Promise<Answered> {
  required(inputs, "messages", "object");
  const messages = inputs.messages as { role: string; content: string }[];
  const format = inputs.response_format as { type: string; json_schema?: Schema } | undefined;
  const jsonMode = format?.type === "json_schema";
  if (jsonMode && fail.has("json")) throw new Error(JSON_MODE_ERROR);
  const prompt = messages[0]?.content ?? "";
  const schema = jsonMode ? (format.json_schema ?? {}) : schemaInPrompt(messages);
  const clean = schema ? schemaAnswer(schema, prompt, seed) : {};
  const met = await meet(tokensOf(JSON.stringify(clean)));
  if (met.event === "capacity") throw new Error(CAPACITY_ERROR);
  if (met.event === "json-mode" && jsonMode) throw new Error(JSON_MODE_ERROR);
  const call = { schema: schema ?? {}, prompt, seed, maxTokens: Number(inputs.max_tokens) || 256, promptTokens: tokensOf(JSON.stringify(messages)), jsonMode };
  const { event, answer } = textAnswer(met.event === "json-mode" ? "clean" : met.event, clean, call, random(hash(seed, "shape", JSON.stringify(messages))));
  return { value: answer, event };
}

async function answer(model: string, inputs: Inputs, fail: Set<string>, call: number, meet: (outputTokens?: number) => Promise<Met>, seed: number): Promise<Answered> {
  if (fail.has("capacity") && call <= 2) throw new Error(CAPACITY);
  if (model.startsWith("@cf/meta/llama") && !model.startsWith("@cf/meta/llama-guard")) return textModel(inputs, fail, meet, seed);
  const { event } = await meet();
  if (event === "capacity") throw new Error(CAPACITY_ERROR);
  const answered = (value: unknown): Answered => ({ value, event });

  if (model.startsWith("@cf/meta/llama-guard")) {
    required(inputs, "messages", "object");
    return answered({ response: call % 2 === 1 ? "safe" : { safe: true, categories: [] } });
  }
  if (model === "@cf/black-forest-labs/flux-1-schnell") {
    if (fail.has("picture")) throw new Error(`5007: No such model ${model} or task`);
    required(inputs, "prompt", "string");
    if (typeof inputs.steps === "number" && inputs.steps > FLUX_MAX_STEPS) throw new Error(`5006: Error: must be <= ${FLUX_MAX_STEPS} at '/steps'`);
    if (event === "moderated") throw new Error(chaos?.isPromptModerated(String(inputs.prompt)) ? REQUEST_MODERATED : CONTENT_MODERATED);
    return answered({ image: Buffer.from(await pictureJpeg(String(inputs.prompt))).toString("base64") });
  }
  if (model.startsWith("@cf/deepgram/aura")) {
    required(inputs, "text", "string");
    const mp3 = await speechMp3(String(inputs.text));
    return answered(new Response(mp3).body);
  }
  if (model === "@cf/myshell-ai/melotts") {
    required(inputs, "prompt", "string");
    if (inputs.lang !== undefined && inputs.lang !== "en") throw new Error("8002: Invalid input");
    return answered({ audio: Buffer.from(await speechMp3(String(inputs.prompt))).toString("base64") });
  }
  if (model.startsWith("@cf/openai/whisper")) {
    if (typeof inputs.audio !== "string") throw new Error(`5004: Invalid data type for base64 input: ${typeof inputs.audio}`);
    const parts = heardParts(Buffer.from(inputs.audio, "base64"));
    const delay = MP3_START_DELAY_SAMPLES / 24_000;
    const segments = parts.map((part) => {
      const words = part.text.split(/\s+/).filter(Boolean);
      const step = part.duration / Math.max(1, words.length);
      return {
        start: part.start,
        end: part.start + part.duration,
        text: part.text,
        words: words.map((word, index) => ({ word, start: part.start + delay + index * step, end: part.start + delay + index * step + step * 0.7 })),
      };
    });
    const text = parts.map((part) => part.text).join(" ");
    return answered({ text, word_count: text.split(/\s+/).filter(Boolean).length, segments, transcription_info: { language: inputs.language ?? "en" } });
  }
  throw new Error(`5007: No such model ${model} or task`);
}

/** A slow answer; the caller's `signal` (AiOptions.signal) ends the wait as the binding would end its request. */
const slowly = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  pause(ms, signal).catch(() => {
    throw new Error(ABORTED_ERROR);
  });

export class AiStandIn extends WorkerEntrypoint<StandInEnv> {
  async run(model: string, inputs: Inputs, options?: Record<string, unknown>): Promise<unknown> {
    const started = Date.now();
    const call = (callsByModel.get(model) ?? 0) + 1;
    callsByModel.set(model, call);
    const fail = new Set(this.env.REHEARSE_FAIL.split(",").map((mode) => mode.trim()).filter(Boolean));
    const signal = options?.signal as AbortSignal | undefined;
    const mode = chaosOf(this.env);
    let event: ChaosEvent = "clean";
    // The call's chaos draw and the model's time (a slow one waits until the caller gives up).
    const meet = async (outputTokens = 0): Promise<Met> => {
      const met = mode ? mode.draw(model, inputs, outputTokens) : { event: "clean" as const, latencyMs: 0 };
      event = met.event;
      if (met.latencyMs > 0) await slowly(met.latencyMs, signal);
      return met;
    };
    const log = (outcome: string) =>
      console.log(`${LOG_PREFIX}${JSON.stringify({ model, outcome, ms: Date.now() - started, chaos: event, lang: inputs.lang, options: options ? Object.keys(options) : [] })}`);
    try {
      if (fail.has("slow")) await slowly(Number(this.env.REHEARSE_SLOW_MS) || 10_000, signal);
      const result = await answer(model, inputs, fail, call, meet, mode?.settings.seed ?? 0);
      event = result.event;
      log("ok");
      return result.value;
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}

export default {
  fetch: () => new Response("The Workers AI stand-in answers over RPC only (AiStandIn.run).", { status: 404 }),
} satisfies ExportedHandler<StandInEnv>;
