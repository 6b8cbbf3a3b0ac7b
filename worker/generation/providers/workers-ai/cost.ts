/**
 * What a story costs on Workers AI, in neurons, from the published prices
 * (developers.cloudflare.com/workers-ai/platform/pricing: $0.011 per 1,000 neurons, 10,000 free a day)
 * and the configured models: used by the daily budget at creation and by docs/benchmarks.md's table
 * (`npm run bench:ai-cost`). An estimate: the text's length follows the age band's words per chapter.
 */
import { CHAPTER_WORDS } from "../../../../shared/chapter-words";
import type { AgeBand } from "../../../../shared/age-bands";
import type { ConfigValues } from "../../../config/schemas";
import type { Language } from "../../../db/schema";
import { CHAPTERS } from "../../../db/schema";
import { isSpeechModel, type PictureModel, type SafetyModel, type SpeechModel, type TextModel, type TimingModel } from "../../../ai/models";

/** Neurons per million tokens in and out. */
const TEXT_PRICES: Record<TextModel | SafetyModel, { input: number; output: number }> = {
  "@cf/meta/llama-3.3-70b-instruct-fp8-fast": { input: 26_668, output: 204_805 },
  "@cf/meta/llama-guard-3-8b": { input: 44_003, output: 2_730 },
};
/** flux-1-schnell: per 512×512 tile of its 1024×1024 picture, and per diffusion step (4). */
const PICTURE_PRICES: Record<PictureModel, { perTile: number; perStep: number; tiles: number; steps: number }> = {
  "@cf/black-forest-labs/flux-1-schnell": { perTile: 4.8, perStep: 9.6, tiles: 4, steps: 4 },
};
const SPEECH_PRICES: Record<SpeechModel, { perThousandCharacters?: number; perAudioMinute?: number }> = {
  "@cf/deepgram/aura-2-en": { perThousandCharacters: 2_727.27 },
  "@cf/myshell-ai/melotts": { perAudioMinute: 18.63 },
};
const TIMING_PRICES: Record<TimingModel, { perAudioMinute: number }> = {
  "@cf/openai/whisper-large-v3-turbo": { perAudioMinute: 46.63 },
};

// The text's measures: tokens per word (French takes more), characters per word with its space and
// punctuation, a storyteller's pace, and the prompts' and JSON's overheads.
const TOKENS_PER_WORD: Record<Language, number> = { "en-US": 1.4, "fr-FR": 1.7 };
const CHARACTERS_PER_WORD = 5.7;
const WORDS_PER_MINUTE = 150;
const PROMPT_TOKENS = 700;
const PLAN_TOKENS = 600;
const JSON_OVERHEAD = 1.3;
/** Llama Guard's prompt lists its fourteen categories around the text judged. */
const GUARD_PROMPT_TOKENS = 400;
const IDEA_TOKENS = 10;
const PICTURES = CHAPTERS.length + 1;

export interface StoryCost {
  text: number;
  safety: number;
  pictures: number;
  narration: number;
  wordTimings: number;
  total: number;
}

type CostConfig = Pick<ConfigValues, "aiModels" | "aiNarration" | "aiGuardModel">;

const perMillion = (tokens: number, price: number) => (tokens * price) / 1_000_000;

/** Neurons for one story of `ageBand` in `language` with the configured models (the first voice of the chain narrates). */
export function storyNeurons(ageBand: AgeBand, language: Language, config: CostConfig, ideas = 3): StoryCost {
  const [min, max] = CHAPTER_WORDS[ageBand];
  const words = ((min + max) / 2) * CHAPTERS.length;
  const storyTokens = words * TOKENS_PER_WORD[language];
  const planModel = TEXT_PRICES[config.aiModels.plan];
  const chaptersModel = TEXT_PRICES[config.aiModels.text];
  const text =
    perMillion(PROMPT_TOKENS, planModel.input) +
    perMillion(PLAN_TOKENS, planModel.output) +
    perMillion(PROMPT_TOKENS + PLAN_TOKENS, chaptersModel.input) +
    perMillion(storyTokens * JSON_OVERHEAD, chaptersModel.output);
  // Each idea alone, then the story (and its plan) as the answer to them; the verdict is a few tokens.
  const guard = config.aiGuardModel === "" ? null : TEXT_PRICES[config.aiGuardModel];
  const safety = guard
    ? perMillion(ideas * (GUARD_PROMPT_TOKENS + IDEA_TOKENS) + GUARD_PROMPT_TOKENS + storyTokens + PLAN_TOKENS, guard.input) +
      perMillion((ideas + 1) * 5, guard.output)
    : 0;
  const picture = PICTURE_PRICES[config.aiModels.image];
  const pictures = PICTURES * (picture.tiles * picture.perTile + picture.steps * picture.perStep);
  const voice = config.aiNarration.models[language][0]!.model;
  const speech = isSpeechModel(voice) ? SPEECH_PRICES[voice] : null;
  const minutes = words / WORDS_PER_MINUTE;
  const narration = speech
    ? ((words * CHARACTERS_PER_WORD) / 1000) * (speech.perThousandCharacters ?? 0) + minutes * (speech.perAudioMinute ?? 0)
    : 0;
  const alignment = config.aiNarration.alignmentModel;
  // Only stored audio is timed; the device times its own words.
  const wordTimings = speech && alignment !== "" ? minutes * TIMING_PRICES[alignment].perAudioMinute : 0;
  const total = text + safety + pictures + narration + wordTimings;
  const round = Math.round;
  return { text: round(text), safety: round(safety), pictures: round(pictures), narration: round(narration), wordTimings: round(wordTimings), total: round(total) };
}
