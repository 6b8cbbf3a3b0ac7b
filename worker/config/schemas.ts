/**
 * What each configuration value must look like: one zod schema per key of DEFAULT_CONFIG. The store
 * reads every value through its schema and falls back to the default when an admin's edit does not
 * fit (worker/config/store.ts), so callers get typed values and never re-check them.
 */
import { z } from "zod";
import { DEFAULT_MODERATION_LISTS } from "../../safety/engine/default-lists";
import { moderationListsSchema } from "../../safety/engine/lists";
import { DEFAULT_CONFIG, type ConfigKey } from "./defaults";
import { PUBLISH_REVIEW_MODES } from "../../shared/review";
import { DEVICE_VOICE, LLAMA_GUARD_CATEGORIES, MODEL_ROLES, VOICES } from "../ai/models";
import { MAX_IDEA_LENGTH } from "../../shared/constants";

const count = z.number().int().min(0);
/** Stripe refuses a charge under 0.50 euro. */
const STRIPE_MIN_CENTS = 50;
const MAX_STORY_REPAIRS = 20;
const byPlan = <T extends z.ZodType>(value: T) => z.object({ free: value, basic: value, premium: value });
const byLanguage = <T extends z.ZodType>(value: T) => z.object({ "en-US": value, "fr-FR": value });
/** A model id from its role's allow-list (worker/ai/models.ts); the message names the field's choices. */
const modelOf = <T extends string>(allowed: readonly T[]) =>
  z.string().trim().refine((id): id is T => (allowed as readonly string[]).includes(id), `Choose one of: ${allowed.join(", ")}`);
/** One voice of a language's narration chain (worker/generation/providers/workers-ai/narrator.ts). */
const narrationChainEntry = <T extends string>(voices: readonly T[]) =>
  z.object({
    model: modelOf(voices),
    /** The model's speakers: the first few suit a storyteller; characters take the others too. */
    speakers: z.array(z.string().trim().min(1)).min(1, "Name at least one speaker, or leave speakers out").optional(),
    /** How many of `speakers` may narrate (the rest are for characters). */
    narrators: z.number().int().positive().optional(),
  })
  .refine((entry) => entry.narrators === undefined || entry.narrators <= (entry.speakers?.length ?? 0), {
    message: "narrators cannot exceed the speakers listed",
    path: ["narrators"],
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
/** A prompt must keep the placeholders that carry the child's ideas (and the plan), or stories ignore them. */
const promptWith = (...placeholders: string[]) =>
  prompt.refine(
    (text) => placeholders.every((name) => text.includes(`{${name}}`)),
    `The prompt must contain ${placeholders.map((name) => `{${name}}`).join(" and ")}`,
  );
/** A picture prompt must say what to draw: the chapter's moment or the ideas. */
const picturePrompt = prompt.refine((text) => text.includes("{scene}") || text.includes("{ingredients}"), "The prompt must contain {scene} or {ingredients}");
/**
 * At least 3 letters or digits in a term that refuses on its own: "a" or "*x*" would refuse nearly every
 * story. The defaults' few shorter terms ("=nu", "tg"), reviewed against the corpus, stay allowed.
 */
const MIN_TERM_LETTERS = 3;
const defaultTerms = new Set(
  (["en", "fr"] as const).flatMap((language) => Object.values(DEFAULT_MODERATION_LISTS[language]).flatMap((terms) => terms ?? [])),
);
const tooShort = (term: string) => (term.match(/[\p{L}\p{N}]/gu) ?? []).length < MIN_TERM_LETTERS && !defaultTerms.has(term);
const guardedModerationLists = moderationListsSchema.superRefine((lists, context) => {
  for (const language of ["en", "fr"] as const) {
    for (const [category, terms] of Object.entries(lists[language] ?? {})) {
      (terms ?? []).forEach((term, index) => {
        if (!tooShort(term)) return;
        context.addIssue({ code: "custom", path: [language, category, index], message: `A term needs at least ${MIN_TERM_LETTERS} letters: "${term}"` });
      });
    }
  }
});
/** A suggestion chip: as long as a story idea may be (MAX_IDEA_LENGTH). */
const suggestion = z.string().trim().min(1, "A suggestion cannot be empty").max(MAX_IDEA_LENGTH);

export const CONFIG_SCHEMAS = {
  /** Whole stories a week, at least 1: 0 would stop every family of the plan creating. */
  weeklyLimits: byPlan(z.number().int().min(1)),
  /** The free plan costs nothing; a paid one at least Stripe's minimum charge (0.50 euro). */
  planPrices: z.object({
    free: z.literal(0, "The free plan costs 0"),
    basic: count.min(STRIPE_MIN_CENTS, `A paid plan costs at least ${STRIPE_MIN_CENTS} cents`),
    premium: count.min(STRIPE_MIN_CENTS, `A paid plan costs at least ${STRIPE_MIN_CENTS} cents`),
  }),
  /** At least one chip per language, none blank. */
  storySuggestions: byLanguage(z.array(suggestion).min(1, "Offer at least one suggestion").max(100)),
  /** `plan` came later: an older edit without it plans with its chapters' model. */
  aiModels: z
    .object({ plan: modelOf(MODEL_ROLES.plan).optional(), text: modelOf(MODEL_ROLES.chapters), image: modelOf(MODEL_ROLES.picture) })
    .transform(({ plan, text, image }) => ({ plan: plan ?? text, text, image })),
  aiNarration: narrationConfigSchema,
  /** "" turns the second opinion off. */
  aiGuardModel: z.union([z.literal(""), modelOf(MODEL_ROLES.safety)]),
  /** Llama Guard 3's hazard categories (S1…S14) that refuse; the others (S8 intellectual property…) pass. */
  aiGuardCategories: z.array(z.enum(LLAMA_GUARD_CATEGORIES)).min(1, 'Choose at least one category (aiGuardModel "" turns the check off)'),
  /** Neurons the workers-ai provider may spend in a UTC day (story estimates); 0: no cap. */
  aiDailyNeuronBudget: count,
  /** The plan prompt came later: an older edit without it keeps its own story and picture prompts. */
  aiPrompts: z.object({
    plan: promptWith("ingredients", "language").default(DEFAULT_CONFIG.aiPrompts.plan),
    story: promptWith("ingredients", "language", "plan"),
    illustration: picturePrompt,
  }),
  /** Coverage against the labelled corpus is checked on write (./moderation-coverage.ts), not on every read. */
  moderationLists: guardedModerationLists,
  /** Each repair spends a generation: more than a few only burns the budget. */
  maxStoryRepairs: count.max(MAX_STORY_REPAIRS),
  /** At least one report: 0 or a fraction would hide every story at its first report, or none ever. */
  reportsToHide: z.number().int().min(1),
  publishReview: z.enum(PUBLISH_REVIEW_MODES),
  contactFormUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  contactEmail: z.email(),
  /** Letters and digits only: it is written into every page's HTML. */
  webAnalyticsToken: z.union([z.literal(""), z.string().regex(/^[A-Za-z0-9]{16,64}$/, "A web-analytics token is 16 to 64 letters and digits")]),
} satisfies Record<ConfigKey, z.ZodType>;

export type ConfigValues = { [K in ConfigKey]: z.output<(typeof CONFIG_SCHEMAS)[K]> };
