/**
 * The stand-in's chaos mode (`npm run rehearse -- --chaos <seed>`): what real models do to an answer,
 * drawn per call from the seed, in the shapes and with the errors the providers document.
 *
 * Sources:
 * - Workers AI errors (developers.cloudflare.com/workers-ai/platform/errors): 3040 "Out of capacity"
 *   (HTTP 429, "No more data centers to forward the request to"), 3007 Timeout and 3008 "Request was
 *   aborted" (408); the binding throws them as `Error`s whose message starts with the code.
 * - Llama 3.3 70B fp8-fast (developers.cloudflare.com/workers-ai/models/llama-3.3-70b-instruct-fp8-fast;
 *   the `Ai_Cf_Meta_Llama_3_3_70B_Instruct_Fp8_Fast_Output` type in @cloudflare/workers-types): a 24,000-
 *   token context; the answer is `{ response, usage: { prompt_tokens, completion_tokens, total_tokens } }`
 *   with no finish reason, so an answer that reached `max_tokens` simply stops, mid-object, with
 *   `completion_tokens` equal to `max_tokens` (OpenAI's documentation of the same JSON mode: the content
 *   "may be partially cut off if finish_reason is length").
 * - JSON mode (developers.cloudflare.com/workers-ai/json-mode): `response_format: { type: "json_schema" }`
 *   answers `response` as an object, and fails with "JSON Mode couldn't be met" when the model's output
 *   cannot be forced into the schema. Outside JSON mode (a repair), the JSON comes as text, often in a
 *   fenced block or with a sentence before and after.
 * - FLUX.1 [schnell] (developers.cloudflare.com/workers-ai/models/flux-1-schnell): `prompt` of 1 to 2048
 *   characters, `steps` ≤ 8, `{ image }` base64 JPEG. Workers AI documents no refusal code; Black Forest
 *   Labs' API answers "Request Moderated" (the prompt was flagged) or "Content Moderated" (the picture
 *   was), docs.bfl.ai/api_integration/errors. A prompt's moderation is a property of the prompt: the
 *   same prompt is refused every time.
 * - Rate limits (developers.cloudflare.com/workers-ai/platform/limits): text generation 300 requests a
 *   minute, text-to-image and speech recognition 720 — capacity errors come in bursts, not per account.
 * - Latency: Llama 3.3 70B fp8-fast writes on the order of 50 tokens a second, so a five-chapter story
 *   takes tens of seconds; FLUX schnell at 4 steps a few seconds.
 *
 * Deterministic from the seed: a call's draw depends on the seed, the model, the call's inputs and how
 * many times the same inputs came before (a retry draws again), never on timing, so a run with the
 * same seed meets the same events, story by story, whatever order the queue runs them in.
 */
import { hash, random, type Random } from "../../../shared/seeded-random";
import { schemaAnswer, tongueOf, type Schema } from "./text";

export const TEXT_EVENTS = [
  "capacity",
  "slow",
  "json-mode",
  "refusal",
  "cut",
  "fenced",
  "chatty",
  "overlong",
  "missing-speaker",
  "wrong-language",
] as const;
export const MEDIA_EVENTS = ["capacity", "slow", "moderated"] as const;
export type ChaosEvent = (typeof TEXT_EVENTS)[number] | (typeof MEDIA_EVENTS)[number] | "clean";

/** Chances per call, by model family (a call meets at most one event). */
const TEXT_CHANCES: Record<(typeof TEXT_EVENTS)[number], number> = {
  capacity: 0.05,
  slow: 0.025,
  "json-mode": 0.02,
  refusal: 0.03,
  cut: 0.06,
  fenced: 0.06,
  chatty: 0.06,
  overlong: 0.12,
  "missing-speaker": 0.12,
  "wrong-language": 0.08,
};
const MEDIA_CHANCES: Record<string, Partial<Record<(typeof MEDIA_EVENTS)[number], number>>> = {
  guard: { capacity: 0.04 },
  picture: { capacity: 0.04, slow: 0.015, moderated: 0.01 },
  voice: { capacity: 0.03, slow: 0.01 },
  recogniser: { capacity: 0.03, slow: 0.02 },
};
/** A prompt FLUX's moderation refuses, every time it is sent. */
const PROMPT_MODERATED = 0.05;

export const CAPACITY_ERROR = "3040: No more data centers to forward the request to";
export const JSON_MODE_ERROR = "JSON Mode couldn't be met";
export const ABORTED_ERROR = "3008: Request was aborted";
export const REQUEST_MODERATED = "Request Moderated: the prompt was flagged by the content moderation system";
export const CONTENT_MODERATED = "Content Moderated: the generated image was flagged by the content moderation system";
const REFUSALS = ["I can't help with that.", "I'm sorry, but I can't create that story.", "Je ne peux pas répondre à cette demande."];

export type Family = "text" | "guard" | "picture" | "voice" | "recogniser" | "other";

export function familyOf(model: string): Family {
  if (model.startsWith("@cf/meta/llama-guard")) return "guard";
  if (model.startsWith("@cf/meta/llama")) return "text";
  if (model.startsWith("@cf/black-forest-labs/")) return "picture";
  if (model.startsWith("@cf/deepgram/") || model === "@cf/myshell-ai/melotts") return "voice";
  if (model.startsWith("@cf/openai/whisper")) return "recogniser";
  return "other";
}

export interface ChaosSettings {
  seed: number;
  /** Model latencies are multiplied by this (0.25: a rehearsal four times faster than production). */
  timeScale: number;
  /** The app's step time limit (GENERATION_STEP_TIMEOUT_MS): a slow answer outlasts every stage's share of it. */
  stepLimitMs: number;
}

export interface Draw {
  event: ChaosEvent;
  /** How long the answer takes (ms, scaled); a slow one longer than any stage may wait. */
  latencyMs: number;
}

/** Production-time latency of a call, before scaling: text by the tokens it writes, media by kind. */
function latencySeconds(family: Family, rnd: Random, outputTokens: number): number {
  switch (family) {
    case "text":
      return rnd.range(0.4, 1.2) + outputTokens / rnd.range(40, 60);
    case "guard":
      return rnd.range(0.2, 0.8);
    case "picture":
      return rnd.range(1.5, 4);
    case "voice":
      return rnd.range(0.6, 2.5);
    case "recogniser":
      return rnd.range(0.5, 2);
    default:
      return 0;
  }
}

/** Approximate tokens of a text (about four characters each, as the models' tokenisers average). */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

export class Chaos {
  private readonly seen = new Map<string, number>();
  constructor(readonly settings: ChaosSettings) {}

  /** The event and latency of one call; `outputTokens` sizes a text answer's time. */
  draw(model: string, inputs: Record<string, unknown>, outputTokens = 0): Draw {
    const family = familyOf(model);
    const key = `${model}\u241f${JSON.stringify(inputs)}`;
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    const rnd = random(hash(this.settings.seed, key, occurrence));
    const event = this.event(family, inputs, rnd);
    const latencyMs =
      event === "slow" ? this.settings.stepLimitMs * 2.5 : latencySeconds(family, rnd, event === "cut" ? Number(inputs.max_tokens ?? 0) : outputTokens) * 1000 * this.settings.timeScale;
    return { event, latencyMs };
  }

  /** Whether FLUX's moderation refuses this prompt: the same answer every time it is sent. */
  isPromptModerated(prompt: string): boolean {
    return random(hash(this.settings.seed, "moderation", prompt)).chance(PROMPT_MODERATED);
  }

  private event(family: Family, inputs: Record<string, unknown>, rnd: Random): ChaosEvent {
    if (family === "picture" && this.isPromptModerated(String(inputs.prompt))) return "moderated";
    const chances: Partial<Record<string, number>> = family === "text" ? TEXT_CHANCES : (MEDIA_CHANCES[family] ?? {});
    const roll = rnd.next();
    let sum = 0;
    for (const [event, chance] of Object.entries(chances)) {
      sum += chance ?? 0;
      if (roll < sum) return event as ChaosEvent;
    }
    return "clean";
  }
}

// The shapes of a mangled text answer: each takes the clean answer and gives what the binding returns.

type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };
export const usageOf = (promptTokens: number, completionTokens: number): Usage => ({
  prompt_tokens: promptTokens,
  completion_tokens: completionTokens,
  total_tokens: promptTokens + completionTokens,
});

/** The JSON in a fenced block, as a model writes it when asked for JSON in prose. */
export const fenced = (value: unknown) => "```json\n" + JSON.stringify(value, null, 2) + "\n```";

/** The JSON between a cheerful sentence and an offer (with braces of its own after it). */
export const chatty = (value: unknown) =>
  `Here is the story you asked for! I kept it gentle and warm.\n\n${JSON.stringify(value)}\n\nI hope the children enjoy it {smile}. Let me know if you would like any changes.`;

/** The answer as it stands when the model reached `max_tokens`: cut mid-object. */
export function cutShort(value: unknown, rnd: Random): string {
  const text = JSON.stringify(value, null, 1);
  return text.slice(0, Math.floor(text.length * rnd.range(0.35, 0.85)));
}

export const refusal = (rnd: Random) => rnd.pick(REFUSALS);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);

/** Fields longer than the product allows: a title with a subtitle, a rambling setting, look and moment, description and speaker name. */
export function overlong(value: unknown): unknown {
  if (!isObject(value)) return value;
  const copy = structuredClone(value);
  if (typeof copy.title === "string") copy.title = `${copy.title}: A Magical Tale of Friendship, Courage and Wonder Under the Wide and Starry Evening Sky, Told Softly at Bedtime`;
  if (typeof copy.setting === "string") {
    copy.setting = `${copy.setting}, where soft green hills roll gently towards a sparkling blue river, tall old trees whisper in the breeze, colourful wildflowers dot every path and a little stone bridge leads to a cosy village`;
  }
  if (Array.isArray(copy.characters) && isObject(copy.characters[0]) && typeof copy.characters[0].look === "string") {
    copy.characters[0].look = `${copy.characters[0].look}, ${"with a bright smile, rosy cheeks, a little satchel covered in embroidered flowers, a silver star-shaped hair clip, striped woolly socks, a tiny wooden whistle on a string and a patchwork scarf that flutters in the wind, ".repeat(2)}always ready for adventure`;
  }
  if (isObject(copy.scenes) && isObject(copy.scenes.opening) && typeof copy.scenes.opening.moment === "string") {
    copy.scenes.opening.moment = `${copy.scenes.opening.moment}. ${"The morning light spills over everything, the flowers nod, the birds gather on the branches to watch and the whole meadow seems to hold its breath with excitement and joy. ".repeat(3)}`;
  }
  if (typeof copy.description === "string") {
    copy.description = `${copy.description} ${"It is a warm and gentle tale about friendship, kindness and courage, full of little surprises, soft laughter and cosy moments, perfect for reading aloud at bedtime. ".repeat(3)}`;
  }
  if (isObject(copy.chapters)) {
    for (const items of Object.values(copy.chapters)) {
      const line = Array.isArray(items) ? items.find((item: unknown) => isObject(item) && item.type === "dialogue") : undefined;
      if (isObject(line) && typeof line.speaker === "string") line.speaker = `${line.speaker}, the little friend who lives under the old oak tree at the edge of the meadow`;
    }
  }
  return copy;
}

/** Dialogue lines whose speaker the model left out (about half of them), as models drop optional fields. */
export function withoutSpeakers(value: unknown, rnd: Random): unknown {
  const copy = structuredClone(value);
  const visit = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) if (isObject(item) && item.type === "dialogue" && rnd.chance(0.5)) delete item.speaker;
    // At least one, so the event is real.
    const first = items.find((item: unknown) => isObject(item) && item.type === "dialogue");
    if (isObject(first)) delete first.speaker;
  };
  if (isObject(copy) && isObject(copy.chapters)) for (const items of Object.values(copy.chapters)) visit(items);
  if (isObject(copy)) visit(copy.items);
  return copy;
}

/** One chapter written in the other language, as the model slipped into it. */
export function inWrongLanguage(value: unknown, schema: Schema, prompt: string, seed: number, rnd: Random): unknown {
  if (!isObject(value) || !isObject(value.chapters)) return value;
  const chapter = rnd.pick(Object.keys(value.chapters));
  const other = tongueOf(prompt) === "fr" ? "en" : "fr";
  const slipped = schemaAnswer(schema, prompt, seed, other) as { chapters: Json };
  return { ...value, chapters: { ...value.chapters, [chapter]: slipped.chapters[chapter] } };
}

export interface TextCall {
  schema: Schema;
  /** The prompt the answer is written from (the conversation's first message). */
  prompt: string;
  seed: number;
  maxTokens: number;
  promptTokens: number;
  jsonMode: boolean;
}

/**
 * The binding's answer to a text call met by `event` (one of the answer-shaping events), from the
 * clean answer: the event actually applied (an overlong event on an answer with no such field is
 * clean) and `{ response, usage }`. Outside JSON mode a clean answer is JSON after a sentence, as
 * models write it. Any answer longer than `max_tokens` is cut there, as the model would stop.
 */
export function textAnswer(event: ChaosEvent, clean: unknown, call: TextCall, rnd: Random): { event: ChaosEvent; answer: { response: unknown; usage: Usage } } {
  const shaped: Partial<Record<ChaosEvent, () => unknown>> = {
    overlong: () => overlong(clean),
    "missing-speaker": () => withoutSpeakers(clean, rnd),
    "wrong-language": () => inWrongLanguage(clean, call.schema, call.prompt, call.seed, rnd),
  };
  const value = shaped[event]?.() ?? clean;
  let applied: ChaosEvent = event in shaped && JSON.stringify(value) === JSON.stringify(clean) ? "clean" : event;
  const texts: Partial<Record<ChaosEvent, () => string>> = {
    fenced: () => fenced(value),
    chatty: () => chatty(value),
    cut: () => cutShort(value, rnd),
    refusal: () => refusal(rnd),
  };
  let response: unknown = texts[applied]?.() ?? (call.jsonMode ? value : `Here is the JSON you asked for:\n${JSON.stringify(value)}`);
  const written = typeof response === "string" ? response : JSON.stringify(response);
  let completionTokens = applied === "cut" ? call.maxTokens : tokensOf(written);
  if (completionTokens > call.maxTokens) {
    response = written.slice(0, call.maxTokens * 4);
    completionTokens = call.maxTokens;
    applied = "cut";
  }
  return { event: applied, answer: { response, usage: usageOf(call.promptTokens, completionTokens) } };
}
