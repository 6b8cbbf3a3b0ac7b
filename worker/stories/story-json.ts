import type { Chapter, Reaction, storyAssets, stories } from "../db/schema";
import { CHAPTERS } from "../db/schema";
import { mediaUrl } from "./media-keys";
import { toImageSources } from "./picture-variants";
import type { ChapterNarrative, FeedbackJson, StoryCardJson, StoryJson } from "../../shared/story-json";
import type { NarrativeItem } from "../../shared/narrative";
import type { OwnerReviewJson } from "../../shared/review";

export type { ChapterNarrative, FeedbackJson, StoryCardJson, StoryJson };

export type StoryRow = typeof stories.$inferSelect;
export type AssetRow = typeof storyAssets.$inferSelect;

/** The columns a card needs: everything but the narrative and the inputs. */
export type CardRow = Pick<
  StoryRow,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "coverKey"
  | "coverVariants"
  | "createdAt"
  | "isPublic"
  | "generatingStatus"
  | "likes"
  | "dislikes"
  | "feedbackCount"
  | "language"
  | "userId"
  | "hiddenAt"
  | "review"
  | "reviewReason"
>;

/** Where the owner's story stands in the public library's review: a story hidden by reports is back in review. */
export function ownerReview(story: Pick<StoryRow, "hiddenAt" | "review" | "reviewReason">): OwnerReviewJson {
  if (story.hiddenAt !== null && story.review !== "declined") return { review: "waiting", reviewReason: "reported" };
  return { review: story.review, reviewReason: story.review === "approved" ? null : story.reviewReason };
}

/** A card; `callerId` is the reader's, and only the owner gets the story's review state. */
export function toStoryCard(row: CardRow, userReaction: Reaction | null, callerId?: string): StoryCardJson {
  return {
    ...(callerId === row.userId ? ownerReview(row) : {}),
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: row.coverKey ? mediaUrl(row.coverKey) : null,
    date: row.createdAt.toISOString(),
    isPublic: row.isPublic,
    generatingStatus: row.generatingStatus,
    likes: row.likes,
    dislikes: row.dislikes,
    feedbackCount: row.feedbackCount,
    language: row.language,
    user: row.userId,
    userReaction: userReaction ?? null,
    coverImageSources: toImageSources(row.coverVariants),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toNarrativeItem(value: unknown): NarrativeItem | null {
  if (!isRecord(value) || typeof value.text !== "string") return null;
  if (value.type === "dialogue" && typeof value.speaker === "string") {
    return { type: "dialogue", speaker: value.speaker, text: value.text };
  }
  if (value.type === "title" || value.type === "plain") return { type: value.type, text: value.text };
  return null;
}

/**
 * The narrative column is JSON written by the generator; the player only
 * understands strings and the three item types, so anything else is dropped
 * rather than handed to the SPA.
 */
export function toChapterNarrative(value: unknown): ChapterNarrative | null {
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) return null;
  const items = value.map(toNarrativeItem).filter((item): item is NarrativeItem => item !== null);
  return items.length > 0 ? items : null;
}

function byChapter<T>(pick: (chapter: Chapter) => T): Record<Chapter, T> {
  return Object.fromEntries(CHAPTERS.map((chapter) => [chapter, pick(chapter)])) as Record<Chapter, T>;
}

/** The full story for the player: card fields, media URLs and narrative per chapter. */
export function toStoryJson(
  row: StoryRow,
  assets: readonly AssetRow[],
  caller: { id?: string; reaction: Reaction | null; feedbackText: string | null },
): StoryJson {
  const doneAsset = (chapter: Chapter, kind: AssetRow["kind"]) =>
    assets.find((a) => a.chapter === chapter && a.kind === kind && a.status === "done" && a.r2Key);
  const urlOf = (chapter: Chapter, kind: AssetRow["kind"]) => {
    const asset = doneAsset(chapter, kind);
    return asset?.r2Key ? mediaUrl(asset.r2Key) : null;
  };
  const narrative = isRecord(row.narrative) ? row.narrative : {};
  // A narration done with nothing stored is read by the reader's device (worker/generation/providers/workers-ai/narrator.ts).
  const deviceNarration = CHAPTERS.filter((chapter) =>
    assets.some((a) => a.chapter === chapter && a.kind === "audio" && a.status === "done" && !a.r2Key),
  );
  return {
    ...toStoryCard(row, caller.reaction, caller.id),
    userFeedbackText: caller.feedbackText,
    images: byChapter((chapter) => urlOf(chapter, "image")),
    imageSources: byChapter((chapter) => toImageSources(doneAsset(chapter, "image")?.variants)),
    audio: byChapter((chapter) => urlOf(chapter, "audio")),
    narrative: byChapter((chapter) => toChapterNarrative(narrative[chapter])),
    wordTimings: byChapter((chapter) => {
      const audio = doneAsset(chapter, "audio");
      return audio?.timingsKey ? mediaUrl(audio.timingsKey) : null;
    }),
    deviceNarration,
  };
}

export function toFeedbackJson(
  row: { id: string; userId: string; reaction: Reaction | null; feedbackText: string; createdAt: Date },
  userName: string,
): FeedbackJson {
  return {
    _id: row.id,
    userId: { _id: row.userId, name: userName },
    reaction: row.reaction,
    feedbackText: row.feedbackText,
    createdAt: row.createdAt.toISOString(),
  };
}
