/**
 * What a generation provider does (DESIGN "Generation"): moderate the ideas,
 * write the story, illustrate a chapter or the cover, narrate a chapter.
 * The pipeline only talks to this interface; `AI_PROVIDER` picks the
 * implementation (worker/generation/providers.ts).
 */
import type { Chapter, Language } from "../db/schema";
import type { NarrativeItem } from "../../shared/narrative";

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
  /** What is read aloud: chapterScript() of the chapter. */
  text: string;
}

export type ModerationResult = { allowed: true } | { allowed: false; flagged: string[] };

export interface StoryProvider {
  readonly name: string;
  /** Refuses ideas unsuitable for a children's product; `flagged` names the offending ideas. */
  moderate(ideas: string[], language: Language): Promise<ModerationResult>;
  writeStory(request: WriteRequest): Promise<StoryText>;
  illustrate(request: IllustrateRequest): Promise<GeneratedMedia>;
  narrate(request: NarrateRequest): Promise<GeneratedMedia>;
}
