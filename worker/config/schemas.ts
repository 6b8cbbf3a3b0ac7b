/**
 * What each configuration value must look like: one zod schema per key of DEFAULT_CONFIG. The store
 * reads every value through its schema and falls back to the default when an admin's edit does not
 * fit (worker/config/store.ts), so callers get typed values and never re-check them.
 */
import { z } from "zod";
import { moderationListsSchema } from "../safety/lists";
import { DEFAULT_CONFIG, type ConfigKey } from "./defaults";
import { PUBLISH_REVIEW_MODES } from "../../shared/review";

const count = z.number().int().min(0);
const byPlan = <T extends z.ZodType>(value: T) => z.object({ free: value, basic: value, premium: value });
const byLanguage = <T extends z.ZodType>(value: T) => z.object({ "en-US": value, "fr-FR": value });
const modelId = z.string().trim().min(1);
/** One text-to-speech model of a narration chain (worker/generation/workers-ai/narrator.ts). */
export const narrationChainEntrySchema = z.object({
  model: modelId,
  /** The model's speakers: the first few suit a storyteller; characters take the others too. */
  speakers: z.array(z.string().trim().min(1)).optional(),
  /** How many of `speakers` may narrate (the rest are for characters). */
  narrators: z.number().int().positive().optional(),
});
const narrationConfigSchema = z.object({
  models: byLanguage(z.array(narrationChainEntrySchema).min(1)),
  /** Speech recognition with word timestamps, for the timings; "" skips it (estimate only). */
  alignmentModel: z.string().trim(),
});
const prompt = z.string().refine((text) => text.trim() !== "", "A prompt cannot be empty");

export const CONFIG_SCHEMAS = {
  weeklyLimits: byPlan(z.number().min(0).finite()),
  planPrices: byPlan(count),
  storySuggestions: byLanguage(z.array(z.string())),
  aiModels: z.object({ text: modelId, image: modelId }),
  aiNarration: narrationConfigSchema,
  /** "" turns the second opinion off. */
  aiGuardModel: z.string().trim(),
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
