/**
 * The default configuration: every value the product reads at run time and
 * /admin may change without a deploy. This is the one place defaults live.
 *
 * - `POST /api/configs/init` writes these (never overwriting a key that exists).
 * - A key missing from D1 falls back here (worker/config/store.ts, `readConfig`).
 * - An edit in /admin is seen at once by the isolate that served it, and by
 *   every other isolate within the store's 10 s cache TTL.
 *
 * Values are plain JSON (they are stored as JSON text in the `configs` table).
 */
import { PLAN_PRICES_EUR, WEEKLY_LIMITS } from "../../shared/constants";
export const DEFAULT_CONFIG = {
  /** Stories a user may create per week (Monday 00:00 UTC onwards), by plan (SPEC §6, §9). */
  weeklyLimits: { ...WEEKLY_LIMITS },

  /** Monthly prices in euro cents, by plan (SPEC §3: 0, 7.99 and 12.99 euro). */
  planPrices: {
    free: Math.round(PLAN_PRICES_EUR.free * 100),
    basic: Math.round(PLAN_PRICES_EUR.basic * 100),
    premium: Math.round(PLAN_PRICES_EUR.premium * 100),
  },

  /**
   * Ideas offered as chips on the create-story screen (`GET /api/stories/suggestion`),
   * by interface language. Short, concrete and gentle, so any mix of them makes a story.
   */
  storySuggestions: {
    "en-US": [
      "a dragon who is afraid of the dark",
      "a treehouse in the clouds",
      "a lost kitten looking for home",
      "a friendly robot who loves to bake",
      "a magic paintbrush",
      "a picnic on the moon",
      "a shy octopus at the school play",
      "a talking bicycle",
      "a garden where vegetables sing",
      "a pirate who collects seashells",
      "a snowman who wants to see summer",
      "a library that opens at midnight",
      "a giraffe who learns to dance",
      "a rainbow that lost its colours",
    ],
    "fr-FR": [
      "un dragon qui a peur du noir",
      "une cabane perchée dans les nuages",
      "un chaton perdu qui cherche sa maison",
      "un robot gentil qui adore faire des gâteaux",
      "un pinceau magique",
      "un pique-nique sur la Lune",
      "une pieuvre timide au spectacle de l'école",
      "un vélo qui parle",
      "un potager où les légumes chantent",
      "un pirate qui collectionne les coquillages",
      "un bonhomme de neige qui rêve de voir l'été",
      "une bibliothèque qui ouvre à minuit",
      "une girafe qui apprend à danser",
      "un arc-en-ciel qui a perdu ses couleurs",
    ],
  },

  /**
   * Workers AI models used by the `workers-ai` generation provider (DESIGN "Generation"):
   * text with JSON output, illustrations (base64 JPEG). Narration: `aiNarration`.
   * The `offline` provider ignores them.
   */
  aiModels: {
    text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
    image: "@cf/black-forest-labs/flux-1-schnell",
  },

  /**
   * Narration by the `workers-ai` provider (worker/generation/workers-ai/narrator.ts). `models`: per
   * language, the text-to-speech models tried in order until one answers. Deepgram Aura-2 has
   * speakers, so the narrator and each character get their own (the first `narrators` suit a
   * storyteller); it speaks English only. MeloTTS takes `lang` but is reported to refuse French
   * (`8002: Invalid input`, cloudflare/ai#221) and has a single voice. "embedded" is the offline
   * espeak-ng narrator: present in development, left out of the production bundle, where that link
   * fails too and the step is retried later. `alignmentModel` gives word timestamps to align the
   * text to ("" estimates the timings from syllables instead).
   */
  aiNarration: {
    models: {
      "en-US": [
        {
          model: "@cf/deepgram/aura-2-en",
          speakers: ["luna", "athena", "orion", "asteria", "thalia", "arcas", "apollo", "hera", "helena", "zeus", "callista", "pluto", "iris", "mars"],
          narrators: 6,
        },
        { model: "@cf/myshell-ai/melotts" },
        { model: "embedded" },
      ],
      "fr-FR": [{ model: "@cf/myshell-ai/melotts" }, { model: "embedded" }],
    },
    alignmentModel: "@cf/openai/whisper-large-v3-turbo",
  },

  /**
   * Safety classifier the `workers-ai` provider asks about each story idea, after
   * the blocklist (`moderationBlocklist`) has passed them. An empty string turns
   * this second check off. The `offline` provider ignores it.
   */
  aiGuardModel: "@cf/meta/llama-guard-3-8b",

  /**
   * Prompt templates for the `workers-ai` provider. Placeholders in braces are
   * filled by the provider: {ingredients} (the user's ideas, comma-separated),
   * {language} (e.g. "French"), {chapter} (opening, buildUp, dilemma, resolution,
   * closing), {title} and {scene} (the chapter's text, shortened).
   */
  aiPrompts: {
    story:
      "You write warm, age-appropriate bedtime stories for children aged 4 to 10. " +
      "Write a story in {language} using these ideas: {ingredients}. " +
      "The story has exactly five chapters, in this order: opening, buildUp, dilemma, resolution, closing. " +
      "Each chapter is 80 to 140 words, may include short dialogue, and contains no violence, fear, " +
      "romance, brand names or real people. End on a kind, reassuring note. " +
      'Answer with JSON only: {"title": string, "description": string (one sentence), ' +
      '"chapters": {"opening": Item[], "buildUp": Item[], "dilemma": Item[], "resolution": Item[], "closing": Item[]}} ' +
      'where Item is {"type": "plain", "text": string} or {"type": "dialogue", "speaker": string, "text": string} ' +
      'or {"type": "title", "text": string}.',
    illustration:
      "Children's picture-book illustration, soft watercolour, bright friendly colours, rounded shapes, " +
      "no text or letters. Story \"{title}\", chapter {chapter}. Scene: {scene}. " +
      "Include: {ingredients}. Gentle, safe and cheerful for young children.",
  },

  /**
   * Words refused in story ideas and generated text, by language (whole words,
   * case- and accent-insensitive). Violent, sexual and drug terms unsuitable for
   * children; kept short on purpose so ordinary play (pirates, knights) still works.
   */
  moderationBlocklist: {
    "en-US": [
      "kill",
      "killing",
      "murder",
      "suicide",
      "torture",
      "gore",
      "behead",
      "massacre",
      "terrorist",
      "rape",
      "sex",
      "sexy",
      "porn",
      "nude",
      "naked",
      "cocaine",
      "heroin",
      "meth",
      "cannabis",
      "marijuana",
      "weed",
      "drugs",
      "overdose",
    ],
    "fr-FR": [
      "tuer",
      "meurtre",
      "assassiner",
      "suicide",
      "torture",
      "égorger",
      "décapiter",
      "massacre",
      "terroriste",
      "viol",
      "violer",
      "sexe",
      "sexy",
      "porno",
      "pornographie",
      "nue",
      "cocaïne",
      "cannabis",
      "marijuana",
      "haschich",
      "drogue",
      "drogues",
      "overdose",
    ],
  },

  /** URL of the external contact form embedded at /contact; empty shows a mail link. */
  contactFormUrl: "",

  /** Address shown at /contact when no form is configured. */
  contactEmail: "hello@fabulo.app",
} satisfies Record<string, unknown>;

export type ConfigKey = keyof typeof DEFAULT_CONFIG;
export type ConfigValue<K extends ConfigKey> = (typeof DEFAULT_CONFIG)[K];
