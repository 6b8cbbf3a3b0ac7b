/**
 * The Workers AI models each role may use (DESIGN "Generation"): per role an allow-list, and per
 * model an input builder typed by `AiModels` from `@cloudflare/workers-types` (`satisfies`), so a
 * wrong field (MeloTTS `text` instead of `prompt`, Whisper `audio` as bytes) fails the type check.
 * Configuration validation (worker/config/schemas.ts) refuses a model id outside its role's list,
 * and /admin offers the lists as selects. The ids live in shared/ai-models.ts (the SPA reads them
 * too); each builder table `satisfies` its list, so an id without a builder, or a builder without an
 * id, fails the type check. FLUX 2 takes multipart input: it is not on the list. Configuration and
 * generation both name these, so the catalogue sits below both (worker/ai/).
 */
import { AI_MODEL_IDS } from "../../shared/ai-models";

/** A model id of the catalogue `@cloudflare/workers-types` knows. */
export type ModelId = keyof AiModels;
export type ModelInput<M extends ModelId> = AiModels[M]["inputs"];

/** What a text role asks: chat messages, maybe a JSON schema to answer in. */
export interface ChatRequest {
  messages: { role: "user" | "assistant"; content: string }[];
  schema?: Record<string, unknown>;
  maxTokens: number;
}

const LLAMA_70B = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The plan's and the chapters' models (two roles, one list: the same kind of call). */
export const TEXT_MODELS = {
  [LLAMA_70B]: (request: ChatRequest) =>
    ({
      messages: request.messages,
      max_tokens: request.maxTokens,
      ...(request.schema ? { response_format: { type: "json_schema" as const, json_schema: request.schema } } : {}),
    }) satisfies ModelInput<typeof LLAMA_70B>,
} satisfies Record<(typeof AI_MODEL_IDS.text)[number], unknown>;
export type TextModel = keyof typeof TEXT_MODELS;

/** flux-1-schnell takes `prompt` and 1 to 8 `steps` (4 documented as default) and answers base64 JPEG in `{ image }`. */
export const PICTURE_MODELS = {
  "@cf/black-forest-labs/flux-1-schnell": (prompt: string) =>
    ({ prompt, steps: 4 }) satisfies ModelInput<"@cf/black-forest-labs/flux-1-schnell">,
} satisfies Record<(typeof AI_MODEL_IDS.picture)[number], unknown>;
export type PictureModel = keyof typeof PICTURE_MODELS;

/** What a voice reads: one voice's run of lines, in the story's language, maybe with a speaker. */
export interface SpeechRequest {
  text: string;
  lang: "en" | "fr";
  speaker?: string;
}

/** Aura-2's English speakers (the `speaker` union of its input type). */
export const AURA_2_EN_SPEAKERS = [
  "amalthea", "andromeda", "apollo", "arcas", "aries", "asteria", "athena", "atlas", "aurora", "callista", "cora",
  "cordelia", "delia", "draco", "electra", "harmonia", "helena", "hera", "hermes", "hyperion", "iris", "janus", "juno",
  "jupiter", "luna", "mars", "minerva", "neptune", "odysseus", "ophelia", "orion", "orpheus", "pandora", "phoebe",
  "pluto", "saturn", "thalia", "theia", "vesta", "zeus",
] as const satisfies readonly NonNullable<ModelInput<"@cf/deepgram/aura-2-en">["speaker"]>[];
type AuraSpeaker = (typeof AURA_2_EN_SPEAKERS)[number];
const isAuraSpeaker = (name: string | undefined): name is AuraSpeaker => (AURA_2_EN_SPEAKERS as readonly string[]).includes(name ?? "");

export const SPEECH_MODELS = {
  "@cf/deepgram/aura-2-en": (request: SpeechRequest) =>
    ({ text: request.text, ...(isAuraSpeaker(request.speaker) ? { speaker: request.speaker } : {}) }) satisfies ModelInput<"@cf/deepgram/aura-2-en">,
  // MeloTTS reads `prompt`, not `text`; it answers `8002: Invalid input` to `lang: "fr"` (cloudflare/ai#221).
  "@cf/myshell-ai/melotts": (request: SpeechRequest) =>
    ({ prompt: request.text, lang: request.lang }) satisfies ModelInput<"@cf/myshell-ai/melotts">,
};
export type SpeechModel = keyof typeof SPEECH_MODELS;

/** The last voice of every chain: the reader's own device (Web Speech API in the player); nothing is stored. */
export const DEVICE_VOICE = "device";
/** The offline espeak-ng narrator: in the development bundle only. */
export const EMBEDDED_NARRATOR = "embedded";

/** The voices each language may use, in no order (the chain's order is configuration). */
export const VOICES = {
  "en-US": ["@cf/deepgram/aura-2-en", "@cf/myshell-ai/melotts", EMBEDDED_NARRATOR, DEVICE_VOICE],
  "fr-FR": ["@cf/myshell-ai/melotts", EMBEDDED_NARRATOR, DEVICE_VOICE],
} as const satisfies Record<string, readonly (SpeechModel | typeof DEVICE_VOICE | typeof EMBEDDED_NARRATOR)[]>;

export function isSpeechModel(model: string): model is SpeechModel {
  return model in SPEECH_MODELS;
}

/** Whisper takes the audio as base64 text (not bytes) and answers `segments[].words`. */
export const TIMING_MODELS = {
  "@cf/openai/whisper-large-v3-turbo": (audio: { base64: string; lang: "en" | "fr" }) =>
    ({ audio: audio.base64, language: audio.lang }) satisfies ModelInput<"@cf/openai/whisper-large-v3-turbo">,
} satisfies Record<(typeof AI_MODEL_IDS.wordTimings)[number], unknown>;
export type TimingModel = keyof typeof TIMING_MODELS;

/** Llama Guard at temperature 0 (its default 0.6 makes verdicts vary): the user's ideas, then the generated text as the assistant's turn. */
export const SAFETY_MODELS = {
  "@cf/meta/llama-guard-3-8b": (conversation: { user: string; assistant?: string }) =>
    ({
      messages: [
        { role: "user" as const, content: conversation.user },
        ...(conversation.assistant === undefined ? [] : [{ role: "assistant" as const, content: conversation.assistant }]),
      ],
      temperature: 0,
      response_format: { type: "json_object" },
    }) satisfies ModelInput<"@cf/meta/llama-guard-3-8b">,
} satisfies Record<(typeof AI_MODEL_IDS.safety)[number], unknown>;
export type SafetyModel = keyof typeof SAFETY_MODELS;
/** Llama Guard 3's hazard categories; which refuse is configuration (`aiGuardCategories`), read by workers-ai/safety-model.ts. */
export const LLAMA_GUARD_CATEGORIES = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12", "S13", "S14"] as const;
export type LlamaGuardCategory = (typeof LLAMA_GUARD_CATEGORIES)[number];

/** Each role's allow-list, for configuration validation and /admin's selects. */
export const MODEL_ROLES = {
  plan: AI_MODEL_IDS.text satisfies readonly TextModel[],
  chapters: AI_MODEL_IDS.text satisfies readonly TextModel[],
  picture: AI_MODEL_IDS.picture satisfies readonly PictureModel[],
  voice: VOICES,
  wordTimings: AI_MODEL_IDS.wordTimings satisfies readonly TimingModel[],
  safety: AI_MODEL_IDS.safety satisfies readonly SafetyModel[],
};
