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
 * Each call is logged as one `[ai-stand-in] {json}` line for the report.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { Buffer } from "node:buffer";
import { MP3_START_DELAY_SAMPLES } from "../../../worker/generation/providers/offline/mp3";
import { LOG_PREFIX } from "../failures";
import { heardParts, pictureJpeg, speechMp3 } from "./media";
import { schemaAnswer } from "./text";

interface StandInEnv {
  REHEARSE_FAIL: string;
  REHEARSE_SLOW_MS: string;
}

const CAPACITY = "3040: Capacity temporarily exceeded, please try again.";
const JSON_MODE = "JSON Mode couldn't be met";
const FLUX_MAX_STEPS = 8;

/** Calls per model so far (this isolate lives as long as the rehearsal). */
const callsByModel = new Map<string, number>();

type Inputs = Record<string, unknown>;

function required(inputs: Inputs, name: string, type: "string" | "object") {
  if (typeof inputs[name] !== type || inputs[name] === null) throw new Error(`5006: Error: required properties at '/' are '${name}'`);
}

function lastUserText(inputs: Inputs): string {
  const messages = inputs.messages as { role: string; content: string }[];
  return [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
}

async function answer(model: string, inputs: Inputs, fail: Set<string>, call: number): Promise<unknown> {
  if (fail.has("capacity") && call <= 2) throw new Error(CAPACITY);

  if (model.startsWith("@cf/meta/llama-guard")) {
    required(inputs, "messages", "object");
    return { response: call % 2 === 1 ? "safe" : { safe: true, categories: [] } };
  }
  if (model.startsWith("@cf/meta/llama")) {
    required(inputs, "messages", "object");
    const format = inputs.response_format as { type: string; json_schema?: Record<string, unknown> } | undefined;
    const prompt = lastUserText(inputs);
    const firstPrompt = (inputs.messages as { content: string }[])[0]?.content ?? prompt;
    const usage = { prompt_tokens: Math.ceil(JSON.stringify(inputs.messages).length / 4), completion_tokens: 600 };
    if (format?.type === "json_schema") {
      if (fail.has("json")) throw new Error(JSON_MODE);
      return { response: schemaAnswer(format.json_schema ?? {}, firstPrompt), usage };
    }
    // Without JSON mode (a repair): the schema is in the prompt; the JSON comes inside prose.
    const schema = /matching this schema[^{]*(\{[\s\S]*\})\s*$/.exec(prompt)?.[1];
    const json = schema ? JSON.stringify(schemaAnswer(JSON.parse(schema) as Record<string, unknown>, firstPrompt)) : "{}";
    return { response: `Here is the story:\n${json}`, usage };
  }
  if (model === "@cf/black-forest-labs/flux-1-schnell") {
    if (fail.has("picture")) throw new Error(`5007: No such model ${model} or task`);
    required(inputs, "prompt", "string");
    if (typeof inputs.steps === "number" && inputs.steps > FLUX_MAX_STEPS) throw new Error(`5006: Error: must be <= ${FLUX_MAX_STEPS} at '/steps'`);
    return { image: Buffer.from(await pictureJpeg(String(inputs.prompt))).toString("base64") };
  }
  if (model.startsWith("@cf/deepgram/aura")) {
    required(inputs, "text", "string");
    const mp3 = await speechMp3(String(inputs.text));
    return new Response(mp3).body;
  }
  if (model === "@cf/myshell-ai/melotts") {
    required(inputs, "prompt", "string");
    if (inputs.lang !== undefined && inputs.lang !== "en") throw new Error("8002: Invalid input");
    return { audio: Buffer.from(await speechMp3(String(inputs.prompt))).toString("base64") };
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
    return { text, word_count: text.split(/\s+/).filter(Boolean).length, segments, transcription_info: { language: inputs.language ?? "en" } };
  }
  throw new Error(`5007: No such model ${model} or task`);
}

/** A slow answer; the caller's `signal` (AiOptions.signal) ends the wait as the binding would end its request. */
function slowly(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new Error("3008: Request was aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener("abort", aborted, { once: true });
  });
}

export class AiStandIn extends WorkerEntrypoint<StandInEnv> {
  async run(model: string, inputs: Inputs, options?: Record<string, unknown>): Promise<unknown> {
    const started = Date.now();
    const call = (callsByModel.get(model) ?? 0) + 1;
    callsByModel.set(model, call);
    const fail = new Set(this.env.REHEARSE_FAIL.split(",").map((mode) => mode.trim()).filter(Boolean));
    const log = (outcome: string) =>
      console.log(`${LOG_PREFIX}${JSON.stringify({ model, outcome, ms: Date.now() - started, lang: inputs.lang, options: options ? Object.keys(options) : [] })}`);
    try {
      if (fail.has("slow")) await slowly(Number(this.env.REHEARSE_SLOW_MS) || 10_000, options?.signal as AbortSignal | undefined);
      const result = await answer(model, inputs, fail, call);
      log("ok");
      return result;
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}

export default {
  fetch: () => new Response("The Workers AI stand-in answers over RPC only (AiStandIn.run).", { status: 404 }),
} satisfies ExportedHandler<StandInEnv>;
