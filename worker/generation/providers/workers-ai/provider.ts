/**
 * The `workers-ai` provider (DESIGN "Generation"): the story text from a
 * text model in JSON mode, in two stages — a plan (title, character sheet,
 * setting, archetype, each chapter's moment), then the chapters — each answer
 * checked with zod and repaired once; illustrations from an image model, with
 * the character sheet and one fixed art-style line in every prompt so the
 * hero looks the same on every page; narration from a text-to-speech model,
 * all through the Workers AI binding. Ideas go into prompts as quoted JSON
 * data, never as instructions. Model names and prompts come from
 * configuration (`aiModels`, `aiPrompts`, `aiGuardModel`), so /admin can
 * change them without a deploy.
 *
 * Workers AI has no local mode, so the binding is passed in as an `AiRunner`:
 * production hands over `env.AI`, tests a stand-in answering the documented
 * response shapes. Every malformed answer throws a `WorkersAiError`; the
 * pipeline retries the step.
 */
import { z } from "zod";
import { chapterScript, type NarrativeItem } from "../../../../shared/narrative";
import { readConfig } from "../../../config/store";
import { CHAPTERS, type Chapter, type Language } from "../../../db/schema";
import { DEFAULT_AGE_BAND, type AgeBand } from "../../../../shared/age-bands";
import { ARCHETYPES, MOODS, plannedCharacterSchema, plannedSceneSchema, readStoryPlan, type StoryPlan } from "../../../../shared/story-plan";
import { CHAPTER_WORDS } from "../../../../shared/chapter-words";
import { SAFETY_REFUSAL_HINTS } from "../../../safety/refusal";
import { checkText } from "../../moderation";
import type { SafetyCategory } from "../../../../shared/safety";
import { imageType, mediaBytes, responseOf, WorkersAiError, type AiRunner } from "./binding";
import { PICTURE_MODELS, SAFETY_MODELS, TEXT_MODELS, type TextModel } from "./models";
import { narrateWithWorkersAi, retimeWithWorkersAi } from "./narrator";
import { guardVerdict } from "./safety-model";
import type {
  GeneratedMedia,
  IllustrateRequest,
  ModerationResult,
  NarrateRequest,
  PlannedStory,
  StoryProvider,
  StoryText,
  WriteRequest,
} from "../provider";

export { WorkersAiError, type AiRunner };

const LANGUAGE_NAMES: Record<Language, string> = { "en-US": "English", "fr-FR": "French" };

/** Room for five chapters of up to 250 words plus the JSON around them (French takes more tokens). */
const STORY_MAX_TOKENS = 4096;
/** A plan is short: a title, two or three characters and five one-sentence moments. */
const PLAN_MAX_TOKENS = 1200;
/** One art style for every picture of every story, so a story's pages look like one book. */
export const ART_STYLE =
  "Children's picture-book illustration, soft watercolour, bright friendly colours, rounded shapes, warm light.";
const AGES: Record<AgeBand, string> = { "3-5": "3 to 5", "6-8": "6 to 8", "9-12": "9 to 12" };
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
    description: { type: "string" },
    chapters: {
      type: "object",
      properties: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, { type: "array", items: ITEM_JSON_SCHEMA }])),
      required: [...CHAPTERS],
    },
  },
  required: ["description", "chapters"],
};

const SCENE_JSON_SCHEMA = {
  type: "object",
  properties: { moment: { type: "string" }, ideas: { type: "array", items: { type: "integer" } }, mood: { type: "string", enum: [...MOODS] } },
  required: ["moment", "mood"],
};
export const PLAN_JSON_SCHEMA = {
  type: "object",
  properties: {
    title: { type: "string" },
    archetype: { type: "string", enum: [...ARCHETYPES] },
    setting: { type: "string" },
    characters: {
      type: "array",
      items: {
        type: "object",
        properties: { name: { type: "string" }, role: { type: "string", enum: ["hero", "companion", "other"] }, kind: { type: "string" }, look: { type: "string" } },
        required: ["name", "role", "look"],
      },
    },
    scenes: { type: "object", properties: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, SCENE_JSON_SCHEMA])), required: [...CHAPTERS] },
  },
  required: ["title", "archetype", "setting", "characters", "scenes"],
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
  description: filled,
  chapters: z.object(Object.fromEntries(CHAPTERS.map((chapter) => [chapter, chapterSchema])) as Record<Chapter, typeof chapterSchema>),
});
const planAnswerSchema = z.object({
  title: filled.max(120),
  archetype: z.enum(ARCHETYPES),
  setting: filled.max(200),
  characters: z.array(plannedCharacterSchema).min(1).max(6).refine((list) => list.some((character) => character.role === "hero"), "no hero"),
  scenes: z.object(Object.fromEntries(CHAPTERS.map((chapter) => [chapter, plannedSceneSchema])) as Record<Chapter, typeof plannedSceneSchema>),
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;

/** The model's answer as an object: `{ response }` holding an object or JSON text (maybe fenced), or bare text. */
function answerJson(answer: unknown, what: string): unknown {
  const response = responseOf(answer);
  if (response !== null && typeof response === "object") return response;
  if (typeof response !== "string") throw new WorkersAiError(`Workers AI ${what}: the answer has no response`);
  const start = response.indexOf("{");
  if (start < 0) throw new WorkersAiError(`Workers AI ${what}: the response is not JSON`);
  const end = response.lastIndexOf("}");
  try {
    return JSON.parse(end > start ? response.slice(start, end + 1) : response.slice(start));
  } catch {
    // Often an answer cut off by max_tokens.
    throw new WorkersAiError(`Workers AI ${what}: the response is malformed JSON (cut off?)`);
  }
}

function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || what}: ${issue.message}`);
    throw new WorkersAiError(`Workers AI ${what}: ${problems.slice(0, 5).join("; ")}`);
  }
  return parsed.data;
}

/** Parses and checks the model's chapters; throws a `WorkersAiError` naming what is wrong. */
export function parseStory(answer: unknown, title = ""): StoryText {
  const { description, chapters } = checked(storySchema, answerJson(answer, "story"), "story");
  return { title, description, narrative: chapters };
}

/** Parses and checks the model's plan. */
export function parsePlan(answer: unknown): PlanAnswer {
  return checked(planAnswerSchema, answerJson(answer, "plan"), "plan");
}

/** The binding's own failures (it throws): a message like "8002: Invalid input" or "JSON Mode couldn't be met". */
function bindingMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
const JSON_MODE_FAILED = /JSON Mode couldn't be met/i;

interface Chat {
  model: TextModel;
  prompt: string;
  /** Aborts the running call when the stage's time limit passes (the pipeline's). */
  signal?: AbortSignal;
  schema: Record<string, unknown>;
  maxTokens: number;
}

/**
 * Asks for JSON and checks the answer; a failed answer is repaired once: the
 * model sees its answer and what was wrong with it ("JSON Mode couldn't be
 * met": asked again without the schema, JSON in the text). A second failure,
 * or an error repairing cannot help (8002: Invalid input), ends as a
 * `WorkersAiError`: the pipeline retries the step with backoff.
 */
async function askJson<T>(ai: AiRunner, chat: Chat, parse: (answer: unknown) => T, what: string): Promise<T> {
  const messages = [{ role: "user" as const, content: chat.prompt }];
  const options = chat.signal ? { signal: chat.signal } : undefined;
  let problem: string;
  let previous = "";
  let jsonMode = true;
  try {
    const answer = await ai.run(chat.model, TEXT_MODELS[chat.model]({ messages, schema: chat.schema, maxTokens: chat.maxTokens }), options);
    try {
      return parse(answer);
    } catch (error) {
      if (!(error instanceof WorkersAiError)) throw error;
      problem = error.message;
      const response = responseOf(answer);
      previous = typeof response === "string" ? response : JSON.stringify(response ?? null);
    }
  } catch (error) {
    if (error instanceof WorkersAiError) throw error;
    const message = bindingMessage(error);
    if (!JSON_MODE_FAILED.test(message)) throw new WorkersAiError(`Workers AI ${what}: ${message}`);
    problem = message;
    jsonMode = false;
  }
  const repair = [
    ...messages,
    ...(previous ? [{ role: "assistant" as const, content: shorten(previous, 6000) }] : []),
    {
      role: "user" as const,
      content: `That answer could not be used (${problem}). Answer again with the complete JSON only, matching this schema, and keep it short enough to finish: ${JSON.stringify(chat.schema)}`,
    },
  ];
  try {
    const answer = await ai.run(chat.model, TEXT_MODELS[chat.model]({ messages: repair, ...(jsonMode ? { schema: chat.schema } : {}), maxTokens: chat.maxTokens }), options);
    return parse(answer);
  } catch (error) {
    throw new WorkersAiError(`Workers AI ${what}: still unusable after one repair (${error instanceof WorkersAiError ? error.message : bindingMessage(error)})`);
  }
}

/** A refused image: the binding says the input or output was flagged by the model's safety filter. */
const IMAGE_REFUSED = /nsfw|flagged|unsafe|safety|refus/i;

/** Why a previous version was refused, for the model to keep clear of it; nothing on a first attempt. */
function refusalLine(refusal: SafetyCategory | undefined, childName: string | undefined): string {
  const hero = childName ? `The hero may be called ${JSON.stringify(childName)}. ` : "";
  return refusal ? `${hero}${SAFETY_REFUSAL_HINTS[refusal]} ` : hero;
}

/** Idea indexes a model invented beyond the list are dropped. */
function withIdeasInRange(scenes: StoryPlan["scenes"], count: number): StoryPlan["scenes"] {
  return Object.fromEntries(CHAPTERS.map((chapter) => [chapter, { ...scenes[chapter], ideas: scenes[chapter].ideas.filter((index) => index < count) }])) as StoryPlan["scenes"];
}

/** The character sheet: who is in the story and how they look, the same on every page. */
export function characterSheet(plan: StoryPlan | undefined): string {
  if (!plan) return "as the story tells";
  return plan.characters.map((character) => `${character.name}${character.kind ? ` (${character.kind})` : ""}: ${character.look || "as the story tells"}`).join("; ");
}

/** Where a chapter sits in the story, in words a picture model understands (never a key such as `buildUp`). */
const CHAPTER_PLACES: Record<Chapter | "cover", string> = {
  cover: "the story's cover",
  opening: "the beginning of the story",
  buildUp: "the adventure under way",
  dilemma: "the moment of choice",
  resolution: "the problem solved",
  closing: "the happy ending",
};

/** Quotes are drawn as lettering: none reach a picture prompt. */
const unquoted = (text: string) => text.replace(/["“”«»„‟]/g, "").replace(/\s+/g, " ").trim();

/**
 * The picture's prompt: the art style, the chapter's planned moment, the character sheet and the
 * setting, all from the plan's English visual fields; the cover shows the opening's moment. Without
 * a plan (older stories) the chapter's text, shortened.
 */
export function illustrationPrompt(template: string, { ideas, title, chapter, scene, plan: stored }: IllustrateRequest): string {
  const plan = readStoryPlan(stored);
  const moment = plan?.scenes[chapter === "cover" ? "opening" : chapter].moment;
  const prompt = fillPrompt(template, {
    style: ART_STYLE,
    title: unquoted(title),
    chapter: CHAPTER_PLACES[chapter],
    characters: unquoted(characterSheet(plan)),
    setting: unquoted(plan?.setting ?? "a sunny storybook land"),
    // The final stop is dropped: the template punctuates.
    scene: unquoted(shorten(moment ?? chapterScript(scene), SCENE_MAX_CHARS)).replace(/\.+$/, ""),
    ingredients: unquoted(ideas.join(", ")),
  });
  return shorten(prompt, IMAGE_PROMPT_MAX_CHARS);
}

/** After a refusal: the style, who is in the picture and where, nothing else. */
function safeIllustrationPrompt(request: IllustrateRequest): string {
  const plan = readStoryPlan(request.plan);
  return shorten(unquoted(`${ART_STYLE} ${characterSheet(plan)}, smiling, in ${plan?.setting ?? "a sunny meadow"}. Gentle and cheerful.`), IMAGE_PROMPT_MAX_CHARS);
}

/** The placeholders both writing stages fill. Ideas are quoted JSON: "ignore the rules" stays a string in a list, not an instruction. */
function promptValues({ ideas, language, ageBand = DEFAULT_AGE_BAND, child, refusal }: WriteRequest) {
  const [min, max] = CHAPTER_WORDS[ageBand];
  return {
    ingredients: JSON.stringify(ideas),
    language: LANGUAGE_NAMES[language],
    ages: AGES[ageBand],
    words: `${min} to ${max}`,
    archetypes: ARCHETYPES.join(", "),
    refusal: refusalLine(refusal, child?.name),
  };
}

export function createWorkersAiProvider(env: Pick<Env, "DB">, ai: AiRunner): StoryProvider {
  const models = async () => (await readConfig(env, ["aiModels"])).aiModels;
  const prompts = async () => (await readConfig(env, ["aiPrompts"])).aiPrompts;

  /**
   * Llama Guard on each text (one question each, so the answer can name the texts at fault); allowed
   * when none is configured. With `ideas`, each text is judged as the assistant's answer to them.
   */
  const judge = async (texts: string[], ideas?: string[]): Promise<ModerationResult> => {
    const { aiGuardModel, aiGuardCategories } = await readConfig(env, ["aiGuardModel", "aiGuardCategories"]);
    if (aiGuardModel === "") return { allowed: true };
    const conversation = (text: string) => (ideas ? { user: ideas.join("\n"), assistant: text } : { user: text });
    const verdicts = await Promise.all(
      texts.map(async (text) => guardVerdict(await ai.run(aiGuardModel, SAFETY_MODELS[aiGuardModel](conversation(text))), aiGuardCategories)),
    );
    const flagged = texts.filter((_, index) => !verdicts[index]!.safe);
    if (flagged.length === 0) return { allowed: true };
    const category = verdicts.map((verdict) => (verdict.safe ? null : verdict.category)).find((found) => found) ?? null;
    return { allowed: false, category, flagged };
  };

  /**
   * The engine on an illustration prompt: nothing unsafe reaches the image model. Llama Guard has
   * already judged what the prompt is built from (the ideas, the story and its plan), so it is not asked twice.
   */
  const promptIsSafe = async (prompt: string): Promise<boolean> => (await checkText(env, prompt)).safe;

  /** Writing's first stage: the title and the plan (character sheet, setting, each chapter's moment). */
  const planStory = async (request: WriteRequest): Promise<PlannedStory> => {
    const [{ plan: template }, { plan: model }] = await Promise.all([prompts(), models()]);
    const ageBand = request.ageBand ?? DEFAULT_AGE_BAND;
    const chat = { model, prompt: fillPrompt(template, promptValues(request)), schema: PLAN_JSON_SCHEMA, maxTokens: PLAN_MAX_TOKENS, signal: request.signal };
    const planned = await askJson(ai, chat, parsePlan, "plan");
    const { title, ...plan } = planned;
    return { title, plan: { ...plan, ageBand, scenes: withIdeasInRange(planned.scenes, request.ideas.length) } };
  };

  return {
    name: "workers-ai",

    async moderate(ideas: string[]): Promise<ModerationResult> {
      return judge(ideas);
    },

    reviewText: async (texts: string[], ideas?: string[]) => Promise.all(texts.map((text) => judge([text], ideas))),

    planStory,

    /** The chapters, from the given plan (stage 2), or after planning one (stage 1) when none is given. */
    async writeStory(request: WriteRequest): Promise<StoryText> {
      const { title, plan } = request.planned ?? (await planStory(request));
      const [{ story: template }, { text: model }] = await Promise.all([prompts(), models()]);
      // No seed: a step is retried because its answer was unusable, and the same seed would bring the same answer back.
      const prompt = fillPrompt(template, { ...promptValues(request), plan: JSON.stringify({ title, ...plan }) });
      const chat = { model, prompt, schema: STORY_JSON_SCHEMA, maxTokens: STORY_MAX_TOKENS, signal: request.signal };
      const story = await askJson(ai, chat, (answer) => parseStory(answer, title), "story");
      // Moderated by the pipeline (worker/generation/story-safety.ts) before it is stored.
      return { ...story, plan };
    },

    async illustrate(request: IllustrateRequest): Promise<GeneratedMedia> {
      const [{ illustration }, { image }] = await Promise.all([prompts(), models()]);
      let prompt = illustrationPrompt(illustration, request);
      // The engine and Llama Guard judge the prompt before the image model sees it; a refused one is
      // tried once more with the calm essentials only (style, characters, setting), else no picture.
      if (!(await promptIsSafe(prompt))) {
        prompt = safeIllustrationPrompt(request);
        if (!(await promptIsSafe(prompt))) throw new WorkersAiError(`Workers AI: the ${request.chapter} illustration prompt was refused by moderation`);
      }
      let answer: unknown;
      try {
        answer = await ai.run(image, PICTURE_MODELS[image](prompt));
      } catch (error) {
        const message = bindingMessage(error);
        if (!IMAGE_REFUSED.test(message)) throw new WorkersAiError(`Workers AI image: ${message}`);
        // Refused by the model's own safety filter: once more with the calm essentials only
        // (style, characters, setting), then the step fails and is retried later.
        try {
          answer = await ai.run(image, PICTURE_MODELS[image](safeIllustrationPrompt(request)));
        } catch (again) {
          throw new WorkersAiError(`Workers AI image: refused twice (${bindingMessage(again)})`);
        }
      }
      const bytes = await mediaBytes(answer, "image");
      return { bytes, contentType: imageType(bytes) };
    },

    narrate: (request: NarrateRequest) => narrateWithWorkersAi(env, ai, request),
    timeNarration: (request: NarrateRequest, audio: GeneratedMedia) => retimeWithWorkersAi(env, ai, request, audio),
  };
}
