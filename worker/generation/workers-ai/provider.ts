/**
 * The `workers-ai` provider (DESIGN "Generation"): the story text from a
 * text model in JSON mode, illustrations from an image model, narration from
 * a text-to-speech model, all through the Workers AI binding. Model names and
 * prompts come from configuration (`aiModels`, `aiPrompts`, `aiGuardModel`),
 * so /admin can change them without a deploy.
 *
 * Workers AI has no local mode, so the binding is passed in as an `AiRunner`:
 * production hands over `env.AI`, tests a stand-in answering the documented
 * response shapes. Every malformed answer throws a `WorkersAiError`; the
 * pipeline retries the step.
 */
import { z } from "zod";
import { chapterScript, type ChapterName, type NarrativeItem } from "../../../shared/narrative";
import { readConfig } from "../../config/store";
import { CHAPTERS, type Language } from "../../db/schema";
import { SAFETY_REFUSAL_HINTS } from "../../safety/refusal";
import { checkText } from "../../safety/moderation";
import type { SafetyCategory } from "../../../shared/safety";
import type {
  GeneratedMedia,
  IllustrateRequest,
  ModerationResult,
  NarrateRequest,
  StoryProvider,
  StoryText,
  WriteRequest,
} from "../provider";

/** What the provider needs of the AI binding; `env.AI` satisfies it. */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

export class WorkersAiError extends Error {
  override name = "WorkersAiError";
}

const LANGUAGE_NAMES: Record<Language, string> = { "en-US": "English", "fr-FR": "French" };
const VOICE_LANGS: Record<Language, "en" | "fr"> = { "en-US": "en", "fr-FR": "fr" };

/** Room for five chapters of up to 140 words plus the JSON around them (French takes more tokens). */
const STORY_MAX_TOKENS = 4096;
/** flux-1-schnell takes 1 to 8 steps; 4 is its documented default. */
const IMAGE_STEPS = 4;
/** The scene in an illustration prompt is shortened so the prompt stays focused (and under the model's limit). */
const SCENE_MAX_CHARS = 300;
const IMAGE_PROMPT_MAX_CHARS = 2048;

/** Fills `{name}` placeholders; unknown ones are left as written. */
export function fillPrompt(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Whitespace collapsed, cut at a word boundary with an ellipsis when longer than `max`. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

// The JSON schema handed to the model (JSON mode). Kept flat — one item shape
// with an optional speaker — because the models follow simple schemas best;
// zod below is the authority on what is accepted.
const ITEM_JSON_SCHEMA = {
  type: "object",
  properties: {
    type: { type: "string", enum: ["plain", "dialogue", "title"] },
    speaker: { type: "string" },
    text: { type: "string" },
  },
  required: ["type", "text"],
};
export const STORY_JSON_SCHEMA = {
  type: "object",
  properties: {
    title: { type: "string" },
    description: { type: "string" },
    chapters: {
      type: "object",
      properties: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, { type: "array", items: ITEM_JSON_SCHEMA }])),
      required: [...CHAPTERS],
    },
  },
  required: ["title", "description", "chapters"],
};

const filled = z.string().trim().min(1);
const itemSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("plain"), text: filled }),
  z.object({ type: z.literal("dialogue"), speaker: filled, text: filled }),
  z.object({ type: z.literal("title"), text: filled }),
]);
// A model sometimes answers a chapter as one string; that is a plain line.
const chapterSchema = z.union([
  z.array(itemSchema).min(1),
  filled.transform((text): NarrativeItem[] => [{ type: "plain", text }]),
]);
const storySchema = z.object({
  title: filled,
  description: filled,
  chapters: z.object(Object.fromEntries(CHAPTERS.map((chapter) => [chapter, chapterSchema])) as Record<ChapterName, typeof chapterSchema>),
});

/** A text model's `response` (the binding may also answer bare text). */
function responseOf(answer: unknown): unknown {
  if (typeof answer === "string") return answer;
  return answer !== null && typeof answer === "object" && "response" in answer ? answer.response : undefined;
}

/** The model's answer as an object: `{ response }` holding an object or JSON text (maybe fenced), or bare text. */
function storyJson(answer: unknown): unknown {
  const response = responseOf(answer);
  if (response !== null && typeof response === "object") return response;
  if (typeof response !== "string") throw new WorkersAiError("Workers AI story: the answer has no response");
  const start = response.indexOf("{");
  if (start < 0) throw new WorkersAiError("Workers AI story: the response is not JSON");
  const end = response.lastIndexOf("}");
  try {
    return JSON.parse(end > start ? response.slice(start, end + 1) : response.slice(start));
  } catch {
    // Often an answer cut off by max_tokens.
    throw new WorkersAiError("Workers AI story: the response is malformed JSON");
  }
}

/** Parses and checks the model's story; throws a `WorkersAiError` naming what is wrong. */
export function parseStory(answer: unknown): StoryText {
  const parsed = storySchema.safeParse(storyJson(answer));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "story"}: ${issue.message}`);
    throw new WorkersAiError(`Workers AI story: ${problems.slice(0, 5).join("; ")}`);
  }
  const { title, description, chapters } = parsed.data;
  return { title, description, narrative: chapters };
}

function decodeBase64(text: string): Uint8Array {
  const data = text.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  const invalid = new WorkersAiError("Workers AI: the media is not valid base64");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw invalid;
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    throw invalid;
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * The bytes of a media answer: `{ [field]: base64 }` as documented, or the
 * binary forms the binding may return instead (bytes, a buffer, a stream).
 */
async function mediaBytes(answer: unknown, field: "image" | "audio"): Promise<Uint8Array> {
  let bytes: Uint8Array | undefined;
  if (typeof answer === "string") bytes = decodeBase64(answer);
  else if (answer instanceof Uint8Array) bytes = answer;
  else if (answer instanceof ArrayBuffer) bytes = new Uint8Array(answer);
  else if (ArrayBuffer.isView(answer)) bytes = new Uint8Array(answer.buffer, answer.byteOffset, answer.byteLength);
  else if (answer instanceof ReadableStream || answer instanceof Response) {
    bytes = new Uint8Array(await new Response(answer instanceof Response ? answer.body : answer).arrayBuffer());
  } else if (answer !== null && typeof answer === "object" && field in answer) {
    return mediaBytes((answer as Record<string, unknown>)[field], field);
  }
  if (!bytes) throw new WorkersAiError(`Workers AI: the answer has no ${field}`);
  if (bytes.byteLength === 0) throw new WorkersAiError(`Workers AI: the ${field} is empty`);
  return bytes;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

function imageType(bytes: Uint8Array): GeneratedMedia["contentType"] {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  throw new WorkersAiError("Workers AI: the image is neither JPEG nor PNG");
}

/** WAV ("RIFF"…"WAVE") when it says so; otherwise the documented MP3. */
function audioType(bytes: Uint8Array): GeneratedMedia["contentType"] {
  const wav = startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x41, 0x56, 0x45], 8);
  return wav ? "audio/wav" : "audio/mpeg";
}

/**
 * Llama Guard 3's hazard categories (S1…S14) as the product's safety categories; the others (privacy,
 * elections, advice…) have no category of ours and are refused without one.
 */
const GUARD_CATEGORIES: Record<string, SafetyCategory> = {
  S1: "violence",
  S3: "sexual",
  S4: "sexual",
  S9: "weapons",
  S10: "hate",
  S11: "self-harm",
  S12: "sexual",
};

function guardCategory(codes: unknown): SafetyCategory | null {
  const list = Array.isArray(codes) ? codes : typeof codes === "string" ? codes.split(/[\s,]+/) : [];
  for (const code of list) {
    const category = typeof code === "string" ? GUARD_CATEGORIES[code.trim().toUpperCase()] : undefined;
    if (category) return category;
  }
  return null;
}

type GuardVerdict = { safe: true } | { safe: false; category: SafetyCategory | null };

/** Llama Guard's verdict: `{ safe, categories }` in JSON mode, or text "safe" / "unsafe\nS1,S10". */
function guardVerdict(answer: unknown): GuardVerdict {
  const response = responseOf(answer);
  if (response !== null && typeof response === "object" && "safe" in response && typeof response.safe === "boolean") {
    return response.safe ? { safe: true } : { safe: false, category: guardCategory("categories" in response ? response.categories : []) };
  }
  if (typeof response === "string") {
    const verdict = response.trim();
    if (verdict.toLowerCase().startsWith("unsafe")) return { safe: false, category: guardCategory(verdict.slice("unsafe".length)) };
    if (verdict.toLowerCase().startsWith("safe")) return { safe: true };
    if (verdict.startsWith("{")) {
      try {
        return guardVerdict({ response: JSON.parse(verdict) as unknown });
      } catch {
        // Not JSON after all: reported as unreadable below.
      }
    }
  }
  throw new WorkersAiError("Workers AI: the safety check gave no verdict");
}

// Admins edit these configs as free JSON, so a broken value gets a clear error, not a TypeError.
function modelName(value: unknown, key: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new WorkersAiError(`Workers AI: no model configured for ${key}`);
  return value.trim();
}

function promptTemplate(value: unknown, key: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new WorkersAiError(`Workers AI: no prompt configured for ${key}`);
  return value;
}

export function createWorkersAiProvider(env: Pick<Env, "DB">, ai: AiRunner): StoryProvider {
  const models = async () => ((await readConfig(env, ["aiModels"])).aiModels ?? {}) as Partial<Record<"text" | "image" | "voice", unknown>>;
  const prompts = async () => ((await readConfig(env, ["aiPrompts"])).aiPrompts ?? {}) as Partial<Record<"story" | "illustration", unknown>>;

  /** Llama Guard on each text (one question each, so the answer can name the texts at fault); allowed when none is configured. */
  const judge = async (texts: string[]): Promise<ModerationResult> => {
    const { aiGuardModel } = await readConfig(env, ["aiGuardModel"]);
    if (typeof aiGuardModel !== "string" || aiGuardModel.trim() === "") return { allowed: true };
    const verdicts = await Promise.all(
      texts.map(async (content) =>
        guardVerdict(
          await ai.run(aiGuardModel.trim(), { messages: [{ role: "user", content }], response_format: { type: "json_object" } }),
        ),
      ),
    );
    const flagged = texts.filter((_, index) => !verdicts[index]!.safe);
    if (flagged.length === 0) return { allowed: true };
    const category = verdicts.map((verdict) => (verdict.safe ? null : verdict.category)).find((found) => found) ?? null;
    return { allowed: false, category, flagged };
  };

  /** The engine, then Llama Guard, on an illustration prompt: nothing unsafe reaches the image model. */
  const promptIsSafe = async (prompt: string): Promise<boolean> =>
    (await checkText(env, prompt)).safe && (await judge([prompt])).allowed;

  return {
    name: "workers-ai",

    async moderate(ideas: string[]): Promise<ModerationResult> {
      return judge(ideas);
    },

    reviewText: async (texts: string[]) => Promise.all(texts.map((text) => judge([text]))),

    async writeStory({ ideas, language, refusal }: WriteRequest): Promise<StoryText> {
      const [{ story: storyPrompt }, { text }] = await Promise.all([prompts(), models()]);
      const filled = fillPrompt(promptTemplate(storyPrompt, "story"), { ingredients: ideas.join(", "), language: LANGUAGE_NAMES[language] });
      // Written again after a refusal: the model is told what the first version got wrong.
      const prompt = refusal ? `${filled} ${SAFETY_REFUSAL_HINTS[refusal]}` : filled;
      // No seed: a step is retried because its answer was unusable, and the
      // same seed would bring the same answer back.
      const answer = await ai.run(modelName(text, "text"), {
        messages: [{ role: "user", content: prompt }],
        response_format: { type: "json_schema", json_schema: STORY_JSON_SCHEMA },
        max_tokens: STORY_MAX_TOKENS,
      });
      // Moderated by the pipeline (worker/generation/story-safety.ts) before it is stored.
      return parseStory(answer);
    },

    async illustrate({ ideas, language, title, chapter, scene }: IllustrateRequest): Promise<GeneratedMedia> {
      const [{ illustration }, { image }] = await Promise.all([prompts(), models()]);
      const promptWith = (sceneText: string) =>
        shorten(
          fillPrompt(promptTemplate(illustration, "illustration"), {
            title,
            chapter,
            scene: sceneText,
            ingredients: ideas.join(", "),
            language: LANGUAGE_NAMES[language],
          }),
          IMAGE_PROMPT_MAX_CHARS,
        );
      // For the cover, the scene is the story's description. Its final stop
      // is dropped: the template punctuates around the placeholder.
      let prompt = promptWith(shorten(chapterScript(scene), SCENE_MAX_CHARS).replace(/\.+$/, ""));
      // A refused prompt is tried once more without the scene (the ideas and title were checked before);
      // if that is refused too, the picture is not made.
      if (!(await promptIsSafe(prompt))) {
        prompt = promptWith("");
        if (!(await promptIsSafe(prompt))) throw new WorkersAiError(`Workers AI: the ${chapter} illustration prompt was refused by moderation`);
      }
      const answer = await ai.run(modelName(image, "image"), { prompt, steps: IMAGE_STEPS });
      const bytes = await mediaBytes(answer, "image");
      return { bytes, contentType: imageType(bytes) };
    },

    async narrate({ language, text }: NarrateRequest): Promise<GeneratedMedia> {
      const { voice } = await models();
      if (text.trim() === "") throw new WorkersAiError("Workers AI: nothing to narrate");
      const answer = await ai.run(modelName(voice, "voice"), { prompt: text, lang: VOICE_LANGS[language] });
      const bytes = await mediaBytes(answer, "audio");
      return { bytes, contentType: audioType(bytes) };
    },
  };
}
