/**
 * The Workers AI model ids each role may use, as plain lists both sides read: the Worker types one
 * input builder per id against them (worker/ai/models.ts) and refuses any other id
 * in configuration; /admin offers them as selects.
 */
export const AI_MODEL_IDS = {
  /** The plan's and the chapters' models (the same kind of call). */
  text: ["@cf/meta/llama-3.3-70b-instruct-fp8-fast"],
  picture: ["@cf/black-forest-labs/flux-1-schnell"],
  wordTimings: ["@cf/openai/whisper-large-v3-turbo"],
  safety: ["@cf/meta/llama-guard-3-8b"],
} as const;

export type AiModelRole = keyof typeof AI_MODEL_IDS;
