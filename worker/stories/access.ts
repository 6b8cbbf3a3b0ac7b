/** Who may act on a story: shared by the story routes. */
import { db } from "../db/client";
import { ApiError } from "../http/errors";
import type { AuthUser } from "../types";
import { findStoryById } from "./queries";
import type { StoryRow } from "./story-json";

/** Malformed ids are unknown stories: 404, as for an id that does not exist. */
export async function storyOr404(env: Pick<Env, "DB">, id: string): Promise<StoryRow> {
  const story = await findStoryById(db(env), id);
  if (!story) throw new ApiError("storyNotFound");
  return story;
}

/** Owner only (and an admin, where `allowAdmin`); anyone else gets 403. */
export function assertOwner(story: StoryRow, user: AuthUser, options: { allowAdmin: boolean }): void {
  if (story.userId === user.id) return;
  if (options.allowAdmin && user.role === "admin") return;
  throw new ApiError("forbidden");
}

/**
 * Whether this reader may read the story. Private stories play for anyone with their link
 * (SPEC §6); one an admin declined in review was public, so its slug and id are
 * known to everyone: only its owner and the admins still read it.
 */
export function canRead(story: Pick<StoryRow, "isPublic" | "review" | "userId">, reader: AuthUser | undefined): boolean {
  if (story.isPublic || story.review !== "declined") return true;
  return reader !== undefined && (reader.id === story.userId || reader.role === "admin");
}

/** storyOr404 for a reader: a story they may not read answers as one that does not exist. */
export async function readableStoryOr404(env: Pick<Env, "DB">, id: string, reader: AuthUser | undefined): Promise<StoryRow> {
  const story = await storyOr404(env, id);
  if (!canRead(story, reader)) throw new ApiError("storyNotFound");
  return story;
}
