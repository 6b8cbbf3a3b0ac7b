/**
 * The story shapes the API answers with (SPEC §3 field names), shared by the
 * Worker that builds them and the SPA that reads them.
 */
import type { ChapterName, NarrativeItem } from "./narrative";
import type { StoryWordTimings } from "./read-along";

export type { ChapterName, NarrativeItem };
export type ReactionName = "like" | "dislike";
export type StoryLanguage = "en-US" | "fr-FR";

/** Generation progress in the order SPEC §4 reports it, then the partial state. */
export const GENERATING_STATUSES = [
  "Initialized",
  "TextGenerating",
  "TextGenerated",
  "PreparingForIllustration",
  "IllustrationPrepared",
  "ImageGenerating",
  "ImageGenerated",
  "VoiceGenerating",
  "VoiceGenerated",
  "CompletelyGenerated",
  "PartiallyGenerated",
] as const;
export type GeneratingStatusName = (typeof GENERATING_STATUSES)[number];

/** Statuses after which nothing more is generated (polling stops). */
export function isFinalStatus(status: GeneratingStatusName): boolean {
  return status === "CompletelyGenerated" || status === "PartiallyGenerated";
}

export type ChapterNarrative = string | NarrativeItem[];

/** A resized WebP copy of a picture, for `srcset` (the PNG/JPEG in coverImage/images stays the fallback). */
export interface ImageSource {
  url: string;
  width: number;
  height: number;
  type: "image/webp";
}

/** A story card (lists and GET /api/stories/cover/{id}). */
export interface StoryCardJson {
  _id: string;
  slug: string;
  title: string;
  description: string;
  coverImage: string | null;
  date: string;
  isPublic: boolean;
  generatingStatus: GeneratingStatusName;
  likes: number;
  dislikes: number;
  feedbackCount: number;
  language: StoryLanguage;
  user: string;
  userReaction: ReactionName | null;
  /** WebP copies of the cover, narrowest first; null (or absent) until made: use coverImage. The Worker always sends it. */
  coverImageSources?: ImageSource[] | null;
}

/** The whole story for the player. */
export interface StoryJson extends StoryCardJson {
  userFeedbackText: string | null;
  images: Record<ChapterName, string | null>;
  /** WebP copies of each chapter's picture, narrowest first (null: use `images`). */
  imageSources?: Record<ChapterName, ImageSource[] | null>;
  audio: Record<ChapterName, string | null>;
  narrative: Record<ChapterName, ChapterNarrative | null>;
  /** Per chapter, the media URL of the narration's word timings (shared/read-along.ts), or null. */
  wordTimings: StoryWordTimings;
}

export interface FeedbackJson {
  _id: string;
  userId: { _id: string; name: string };
  reaction: ReactionName | null;
  feedbackText: string;
  createdAt: string;
}

/** Page sizes of the story lists. */
export const STORIES_PAGE_SIZE = 12;
export const PUBLIC_PAGE_SIZE = 12;
