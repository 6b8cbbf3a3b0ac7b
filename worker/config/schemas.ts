/**
 * What each configuration value must look like: one zod schema per key of DEFAULT_CONFIG. The store
 * reads every value through its schema and falls back to the default when an admin's edit does not
 * fit (worker/config/store.ts), so callers get typed values and never re-check them.
 */
import { z } from "zod";
import { moderationListsSchema } from "../safety/lists";
import { DEFAULT_CONFIG, type ConfigKey } from "./defaults";
import { PUBLISH_REVIEW_MODES } from "../../shared/review";
import { DEVICE_VOICE, MODEL_ROLES, VOICES } from "../generation/providers/workers-ai/models";
import { LLAMA_GUARD_CATEGORIES } from "../generation/providers/workers-ai/safety-model";

const count = z.number().int().min(0);
const byPlan = <T extends z.ZodType>(value: T) => z.object({ free: value, basic: value, premium: value });
const byLanguage = <T extends z.ZodType>(value: T) => z.object({ "en-US": value, "fr-FR": value });
/** A model id from its role's allow-list (worker/generation/providers/workers-ai/models.ts); the message names the field's choices. */
const modelOf = <T extends string>(allowed: readonly T[]) =>
  z.string().trim().refine((id): id is T => (allowed as readonly string[]).includes(id), `Choose one of: ${allowed.join(", ")}`);
/** One voice of a language's narration chain (worker/generation/providers/workers-ai/narrator.ts). */
const narrationChainEntry = <T extends string>(voices: readonly T[]) =>
  z.object({
    model: modelOf(voices),
    /** The model's speakers: the first few suit a storyteller; characters take the others too. */
    speakers: z.array(z.string().trim().min(1)).optional(),
    /** How many of `speakers` may narrate (the rest are for characters). */
    narrators: z.number().int().positive().optional(),
  });
export const narrationChainEntrySchema = narrationChainEntry([...VOICES["en-US"], ...VOICES["fr-FR"]]);
/** A language's voices in order; the reader's device is the last, so every chapter gets a voice. */
const narrationChain = <T extends string>(voices: readonly T[]) =>
  z
    .array(narrationChainEntry(voices))
    .min(1)
    .refine((chain) => chain.at(-1)?.model === DEVICE_VOICE, `The last voice must be "${DEVICE_VOICE}" (the reader's device)`);
const narrationConfigSchema = z.object({
  models: z.object({ "en-US": narrationChain(VOICES["en-US"]), "fr-FR": narrationChain(VOICES["fr-FR"]) }),
  /** Speech recognition with word timestamps, for the timings; "" skips it (estimate only). */
  alignmentModel: z.union([z.literal(""), modelOf(MODEL_ROLES.wordTimings)]),
});
const prompt = z.string().refine((text) => text.trim() !== "", "A prompt cannot be empty");

export const CONFIG_SCHEMAS = {
  weeklyLimits: byPlan(z.number().min(0).finite()),
  planPrices: byPlan(count),
  storySuggestions: byLanguage(z.array(z.string())),
  /** `plan` came later: an older edit without it plans with its chapters' model. */
  aiModels: z
    .object({ plan: modelOf(MODEL_ROLES.plan).optional(), text: modelOf(MODEL_ROLES.chapters), image: modelOf(MODEL_ROLES.picture) })
    .transform(({ plan, text, image }) => ({ plan: plan ?? text, text, image })),
  aiNarration: narrationConfigSchema,
  /** "" turns the second opinion off. */
  aiGuardModel: z.union([z.literal(""), modelOf(MODEL_ROLES.safety)]),
  /** Llama Guard 3's hazard categories (S1…S14) that refuse; the others (S8 intellectual property…) pass. */
  aiGuardCategories: z.array(z.enum(LLAMA_GUARD_CATEGORIES)),
  /** Neurons the workers-ai provider may spend in a UTC day (story estimates); 0: no cap. */
  aiDailyNeuronBudget: count,
  /** The plan prompt came later: an older edit without it keeps its own story and picture prompts. */
  aiPrompts: z.object({ plan: prompt.default(DEFAULT_CONFIG.aiPrompts.plan), story: prompt, illustration: prompt }),
  moderationLists: moderationListsSchema,
  maxStoryRepairs: count,
  /** At least one report: 0 or a fraction would hide every story at its first report, or none ever. */
  reportsToHide: z.number().int().min(1),
  publishReview: z.enum(PUBLISH_REVIEW_MODES),
  contactFormUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  contactEmail: z.email(),
} satisfies Record<ConfigKey, z.ZodType>;

export type ConfigValues = { [K in ConfigKey]: z.output<(typeof CONFIG_SCHEMAS)[K]> };
