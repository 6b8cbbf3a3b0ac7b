/**
 * What a generation provider does (DESIGN "Generation"): moderate the ideas,
 * write the story, illustrate a chapter or the cover, narrate a chapter.
 * The pipeline only talks to this interface; `AI_PROVIDER` picks the
 * implementation (worker/generation/providers/choose-provider.ts).
 */
import type { Chapter, Language } from "../../db/schema";
import type { NarrativeItem } from "../../../shared/narrative";
import type { AgeBand } from "../../../shared/age-bands";
import type { WordTiming } from "../../../shared/read-along";
import type { SafetyCategory } from "../../../shared/safety";
import type { StoryPlan } from "../../../shared/story-plan";
import type { EncodedVariant } from "../../stories/picture-variants";

/** The written story: a title, a one-sentence description and five chapters. */
export interface StoryText {
  title: string;
  description: string;
  narrative: Record<Chapter, NarrativeItem[] | string>;
  /** What the writer planned (characters, each chapter's picture), stored for the illustration steps. */
  plan?: StoryPlan;
}

/** Writing's first stage: the title and the plan, stored before the chapters are written. */
export interface PlannedStory {
  title: string;
  plan: StoryPlan;
}

/** Who the story is for: the child's name may be the hero's. */
export interface StoryChild {
  name: string;
  gender?: "m" | "f";
}

/** Bytes ready for R2, with the type the browser and the PDF need. */
export interface GeneratedMedia {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg" | "audio/mpeg" | "audio/wav";
}

export interface WriteRequest {
  ideas: string[];
  language: Language;
  /** Stable per story, so a retried step writes the same story. */
  seed: number;
  /** Sets chapter length and words; DEFAULT_AGE_BAND when absent. */
  ageBand?: AgeBand;
  child?: StoryChild;
  /**
   * 0 (or absent) for the first writing; 1 when the story is written again because the moderation
   * engine refused the first one. A provider must then write a different story (offline: another seed).
   */
  attempt?: number;
  /** Why the previous writing was refused, so a model can be told what to avoid. */
  refusal?: SafetyCategory;
  /** A plan already made (planStory, stored): the chapters are written from it, with no new plan. */
  planned?: PlannedStory;
  /** Cancels the running model call when the stage's time limit passes. */
  signal?: AbortSignal;
}

export interface IllustrateRequest {
  ideas: string[];
  language: Language;
  seed: number;
  title: string;
  /** A chapter's picture, or the story's cover. */
  chapter: Chapter | "cover";
  /** The chapter's text (the story's description for the cover). */
  scene: NarrativeItem[] | string;
  /** The stored plan: who is in each picture and how they look. */
  plan?: StoryPlan;
  ageBand?: AgeBand;
  attempt?: number;
  /** Cancels the running model call when the step's time limit passes. */
  signal?: AbortSignal;
}

export interface NarrateRequest {
  language: Language;
  seed: number;
  chapter: Chapter;
  /**
   * The chapter as stored: its items (a string chapter is its lines). Titles and plain lines are the
   * narrator's, a dialogue line its speaker's voice; speaker names are not read (shared/read-along.ts).
   */
  items: NarrativeItem[] | string;
  /** Who the story is for: the youngest band is read more slowly. Default DEFAULT_AGE_BAND. */
  ageBand?: AgeBand;
  /** The step's last attempt: a voice failing for now passes the chapter on instead of failing the step. */
  finalAttempt?: boolean;
  /** Cancels the running model calls when the step's time limit passes. */
  signal?: AbortSignal;
}

/**
 * A chapter with no stored narration: the reader's own device reads it aloud (Web Speech API, in the
 * story's language), the last voice of every narration chain. Its word timings come from the browser.
 */
export interface DeviceReading {
  readByDevice: true;
}

/** A chapter's narration: the audio and, when the provider could time them, its words (indexes of narrationWords). */
export interface Narration extends GeneratedMedia {
  wordTimings?: WordTiming[];
}

/** Word timings for a narration stored before timings existed (housekeeping). */
export interface Retiming {
  wordTimings: WordTiming[];
  /** A new narration to store instead, when the provider could only time audio it makes again. */
  replacement?: GeneratedMedia;
}

/**
 * A part the provider will not make however often it is asked (the image model's safety filter
 * refused the prompt and its calmer fallback): the pipeline records the step failed at once, with
 * this message as the reason, instead of spending four more attempts. Housekeeping may try it later.
 */
export class PartRefusedError extends Error {
  override name = "PartRefusedError";
}

/**
 * A judgement on ideas or generated text. `category` is null when the judge (a classifier) gives
 * no category the product knows; `flagged` names what was refused, for logs only (never shown).
 */
export type ModerationResult = { allowed: true } | { allowed: false; category: SafetyCategory | null; flagged: string[] };

export interface StoryProvider {
  readonly name: string;
  /**
   * A second opinion on ideas the moderation engine (safety/engine/) has passed: Llama Guard on Workers
   * AI; the offline provider has none and allows them.
   */
  moderate(ideas: string[], language: Language): Promise<ModerationResult>;
  /**
   * A second opinion on generated text the engine has passed (Workers AI: Llama Guard), one verdict per
   * text, in order. Absent when the provider has none.
   */
  reviewText?(texts: string[], ideas?: string[]): Promise<ModerationResult[]>;
  writeStory(request: WriteRequest): Promise<StoryText>;
  /**
   * Writing's first stage on its own (Workers AI): the plan, which the pipeline stores so a retried
   * text step writes the chapters from it without paying for a second plan. Absent: writeStory plans.
   */
  planStory?(request: WriteRequest): Promise<PlannedStory>;
  illustrate(request: IllustrateRequest): Promise<GeneratedMedia>;
    narrate(request: NarrateRequest): Promise<Narration | DeviceReading>;
  /**
   * Encodes a picture's WebP copies where the provider's own work runs (the offline engine's Worker,
   * so that the encoding does not hold the app's requests either). Absent: the app encodes them.
   */
  encodeVariants?(sourceKey: string, source: Uint8Array): Promise<EncodedVariant[]>;
  /** Times a stored narration of `request`'s chapter (absent: the provider cannot). */
  timeNarration?(request: NarrateRequest, audio: GeneratedMedia): Promise<Retiming>;
}
