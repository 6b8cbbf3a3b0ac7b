/**
 * What a generation provider does (DESIGN "Generation"): moderate the ideas,
 * write the story, illustrate a chapter or the cover, narrate a chapter.
 * The pipeline only talks to this interface; `AI_PROVIDER` picks the
 * implementation (worker/generation/providers.ts).
 */
import type { Chapter, Language } from "../db/schema";
import type { NarrativeItem } from "../../shared/narrative";
import type { SafetyCategory } from "../../shared/safety";

/** The written story: a title, a one-sentence description and five chapters. */
export interface StoryText {
  title: string;
  description: string;
  narrative: Record<Chapter, NarrativeItem[] | string>;
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
  /**
   * 0 (or absent) for the first writing; 1 when the story is written again because the moderation
   * engine refused the first one. A provider must then write a different story (offline: another seed).
   */
  attempt?: number;
  /** Why the previous writing was refused, so a model can be told what to avoid. */
  refusal?: SafetyCategory;
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
}

export interface NarrateRequest {
  language: Language;
  seed: number;
  chapter: Chapter;
  /** What is read aloud: chapterScript() of the chapter. */
  text: string;
}

/**
 * A judgement on ideas or generated text. `category` is null when the judge (a classifier) gives
 * no category the product knows; `flagged` names what was refused, for logs only (never shown).
 */
export type ModerationResult = { allowed: true } | { allowed: false; category: SafetyCategory | null; flagged: string[] };

export interface StoryProvider {
  readonly name: string;
  /**
   * A second opinion on ideas the moderation engine (worker/safety/) has passed: Llama Guard on Workers
   * AI; the offline provider has none and allows them.
   */
  moderate(ideas: string[], language: Language): Promise<ModerationResult>;
  /**
   * A second opinion on generated text the engine has passed (Workers AI: Llama Guard), one verdict per
   * text, in order. Absent when the provider has none.
   */
  reviewText?(texts: string[]): Promise<ModerationResult[]>;
  writeStory(request: WriteRequest): Promise<StoryText>;
  illustrate(request: IllustrateRequest): Promise<GeneratedMedia>;
  narrate(request: NarrateRequest): Promise<GeneratedMedia>;
}
