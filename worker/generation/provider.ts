/**
 * What a generation provider does (DESIGN "Generation"): moderate the ideas,
 * write the story, illustrate a chapter or the cover, narrate a chapter.
 * The pipeline only talks to this interface; `AI_PROVIDER` picks the
 * implementation (worker/generation/providers.ts).
 */
import type { Chapter, Language } from "../db/schema";
import type { NarrativeItem } from "../../shared/narrative";
import type { AgeBand } from "../../shared/age-bands";
import type { WordTiming } from "../../shared/read-along";

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
  /**
   * The chapter as stored: its items (a string chapter is its lines). Titles and plain lines are the
   * narrator's, a dialogue line its speaker's voice; speaker names are not read (shared/read-along.ts).
   */
  items: NarrativeItem[] | string;
  /** Who the story is for: the youngest band is read more slowly. Default DEFAULT_AGE_BAND. */
  ageBand?: AgeBand;
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

export type ModerationResult = { allowed: true } | { allowed: false; flagged: string[] };

export interface StoryProvider {
  readonly name: string;
  /** Refuses ideas unsuitable for a children's product; `flagged` names the offending ideas. */
  moderate(ideas: string[], language: Language): Promise<ModerationResult>;
  writeStory(request: WriteRequest): Promise<StoryText>;
  illustrate(request: IllustrateRequest): Promise<GeneratedMedia>;
  narrate(request: NarrateRequest): Promise<Narration>;
  /** Times a stored narration of `request`'s chapter (absent: the provider cannot). */
  timeNarration?(request: NarrateRequest, audio: GeneratedMedia): Promise<Retiming>;
}
