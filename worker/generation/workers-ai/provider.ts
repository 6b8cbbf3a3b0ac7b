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
import { moderateIdeas, moderateText } from "../moderation";
import { imageType, mediaBytes, WorkersAiError, type AiRunner } from "./binding";
import { narrateWithWorkersAi, retimeWithWorkersAi } from "./narrator";
import type {
  GeneratedMedia,
  IllustrateRequest,
  ModerationResult,
  NarrateRequest,
  StoryProvider,
  StoryText,
  WriteRequest,
} from "../provider";

export { WorkersAiError, type AiRunner };

const LANGUAGE_NAMES: Record<Language, string> = { "en-US": "English", "fr-FR": "French" };

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

/** Llama Guard's verdict: `{ safe }` in JSON mode, or text starting "safe" / "unsafe". */
function guardSaysSafe(answer: unknown): boolean {
  const response = responseOf(answer);
  if (response !== null && typeof response === "object" && "safe" in response && typeof response.safe === "boolean") {
    return response.safe;
  }
  if (typeof response === "string") {
    const verdict = response.trim().toLowerCase();
    if (verdict.startsWith("unsafe")) return false;
    if (verdict.startsWith("safe")) return true;
    if (verdict.startsWith("{")) {
      try {
        return guardSaysSafe({ response: JSON.parse(verdict) as unknown });
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
  const models = async () => ((await readConfig(env, ["aiModels"])).aiModels ?? {}) as Partial<Record<"text" | "image", unknown>>;
  const prompts = async () => ((await readConfig(env, ["aiPrompts"])).aiPrompts ?? {}) as Partial<Record<"story" | "illustration", unknown>>;

  return {
    name: "workers-ai",

    async moderate(ideas: string[], language: Language): Promise<ModerationResult> {
      const listed = await moderateIdeas(env, ideas, language);
      if (!listed.allowed) return listed;
      const { aiGuardModel } = await readConfig(env, ["aiGuardModel"]);
      if (typeof aiGuardModel !== "string" || aiGuardModel.trim() === "") return listed;
      // One question per idea, so the answer can name the ideas at fault.
      const verdicts = await Promise.all(
        ideas.map(async (idea) =>
          guardSaysSafe(
            await ai.run(aiGuardModel.trim(), {
              messages: [{ role: "user", content: idea }],
              response_format: { type: "json_object" },
            }),
          ),
        ),
      );
      const flagged = ideas.filter((_, index) => !verdicts[index]);
      return flagged.length === 0 ? { allowed: true } : { allowed: false, flagged };
    },

    async writeStory({ ideas, language }: WriteRequest): Promise<StoryText> {
      const [{ story: storyPrompt }, { text }] = await Promise.all([prompts(), models()]);
      const prompt = fillPrompt(promptTemplate(storyPrompt, "story"), { ingredients: ideas.join(", "), language: LANGUAGE_NAMES[language] });
      // No seed: a step is retried because its answer was unusable, and the
      // same seed would bring the same answer back.
      const answer = await ai.run(modelName(text, "text"), {
        messages: [{ role: "user", content: prompt }],
        response_format: { type: "json_schema", json_schema: STORY_JSON_SCHEMA },
        max_tokens: STORY_MAX_TOKENS,
      });
      const story = parseStory(answer);
      const written = [story.title, story.description, ...CHAPTERS.map((chapter) => chapterScript(story.narrative[chapter]))];
      const check = await moderateText(env, written.join("\n"));
      if (!check.allowed) throw new WorkersAiError(`Workers AI story: refused by moderation (${check.flagged.join(", ")})`);
      return story;
    },

    async illustrate({ ideas, language, title, chapter, scene }: IllustrateRequest): Promise<GeneratedMedia> {
      const [{ illustration }, { image }] = await Promise.all([prompts(), models()]);
      const prompt = fillPrompt(promptTemplate(illustration, "illustration"), {
        title,
        chapter,
        // For the cover, the scene is the story's description. Its final stop
        // is dropped: the template punctuates around the placeholder.
        scene: shorten(chapterScript(scene), SCENE_MAX_CHARS).replace(/\.+$/, ""),
        ingredients: ideas.join(", "),
        language: LANGUAGE_NAMES[language],
      });
      const answer = await ai.run(modelName(image, "image"), { prompt: shorten(prompt, IMAGE_PROMPT_MAX_CHARS), steps: IMAGE_STEPS });
      const bytes = await mediaBytes(answer, "image");
      return { bytes, contentType: imageType(bytes) };
    },

    narrate: (request: NarrateRequest) => narrateWithWorkersAi(env, ai, request),
    timeNarration: (request: NarrateRequest, audio: GeneratedMedia) => retimeWithWorkersAi(env, ai, request, audio),
  };
}
