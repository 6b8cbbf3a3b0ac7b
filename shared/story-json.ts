/**
 * The story shapes the API answers with (docs/product.md §3 field names), shared by the
 * Worker that builds them and the SPA that reads them.
 */
import type { Chapter, Language, Reaction } from "./enums";
import type { NarrativeItem } from "./narrative";
import type { StoryWordTimings } from "./read-along";
import type { Reader } from "./recordings";
import type { ReviewReason, ReviewState } from "./review";

export type { Chapter, NarrativeItem, Reaction };

/** Generation progress in the order docs/product.md §4 reports it, then the partial state. */
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
  language: Language;
  user: string;
  userReaction: Reaction | null;
  /** WebP copies of the cover, narrowest first; null (or absent) until made: use coverImage. The Worker always sends it. */
  coverImageSources?: ImageSource[] | null;
  /**
   * Owner only (shared/review.ts): where the story stands in the public library's review; null when it
   * was never made public. Why it is (or was) in review: `reviewReason`.
   */
  review?: ReviewState | null;
  reviewReason?: ReviewReason | null;
}

/** What POST /api/stories/generate-story answers with (docs/product.md §7): the card as it starts. */
export type NewStoryJson = Pick<StoryCardJson, "_id" | "title" | "coverImage" | "generatingStatus" | "isPublic" | "date">;

/** The whole story for the player. */
export interface StoryJson extends StoryCardJson {
  userFeedbackText: string | null;
  images: Record<Chapter, string | null>;
  /** WebP copies of each chapter's picture, narrowest first (null: use `images`). */
  imageSources?: Record<Chapter, ImageSource[] | null>;
  audio: Record<Chapter, string | null>;
  narrative: Record<Chapter, ChapterNarrative | null>;
  /** Per chapter, the media URL of the narration's word timings (shared/read-along.ts), or null. */
  wordTimings: StoryWordTimings;
  /**
   * Chapters with no stored narration that the reader's own device reads aloud (Web Speech API, in the
   * story's language): the last voice of every narration chain. Absent or empty: every chapter has audio.
   */
  deviceNarration?: Chapter[];
  /**
   * Family voices (shared/recordings.ts): all of them for the owner; for anyone else the shared ones,
   * and only while the story is not public (its private link). Never in lists.
   */
  readers?: Reader[];
}

export interface FeedbackJson {
  _id: string;
  userId: { _id: string; name: string };
  reaction: Reaction | null;
  feedbackText: string;
  createdAt: string;
}

/** GET /api/stories/slug/{slug}: the story and the caller's own feedback on it. */
export interface StoryViewJson {
  story: StoryJson;
  userFeedback: FeedbackJson | null;
}

/** A page of the caller's stories or liked stories (GET /api/stories/my-stories, /liked-stories). */
export interface StoriesPageJson {
  stories: StoryCardJson[];
  totalPages: number;
}

/** GET /api/stories/{id}/summary: the counts an owner sees on a public story. */
export interface StorySummaryJson {
  likes: number;
  dislikes: number;
  feedbackCount: number;
}

/** A page of readers' feedback on an owner's story (GET /api/stories/{id}/feedbacks). */
export interface FeedbackPageJson {
  feedbacks: FeedbackJson[];
  totalFeedbacks: number;
}

/** What POST /api/stories/{id}/react answers: the counts after the toggle and the caller's reaction. */
export interface ReactionResultJson {
  likes: number;
  dislikes: number;
  userReaction: Reaction | null;
}

/** Page sizes of the story lists. */
export const STORIES_PAGE_SIZE = 12;
export const PUBLIC_PAGE_SIZE = 12;
