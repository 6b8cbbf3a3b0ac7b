/** Who may reach a story's family readers: its owner (an admin may read, not change). */
import { isId } from "../db/ids";
import { ApiError } from "../http/errors";
import { storyOr404 } from "../stories/access";
import type { StoryRow } from "../stories/story-json";
import type { AuthUser } from "../types";

/**
 * The story, when the caller owns it (an admin may read, not change). Anyone else learns nothing:
 * a story of another family answers as one that does not exist. (No requireUser on the sub-app: it
 * shares /stories with routes visitors may call.)
 */
export async function ownStory(env: Env, storyId: string, user: AuthUser | undefined, options: { adminReads: boolean }): Promise<StoryRow> {
  if (!user) throw new ApiError("unauthorized");
  if (!isId(storyId)) throw new ApiError("storyNotFound");
  const story = await storyOr404(env, storyId);
  if (story.userId === user.id) return story;
  if (user.role === "admin") {
    if (options.adminReads) return story;
    throw new ApiError("forbidden");
  }
  throw new ApiError("storyNotFound");
}

export function readerIdOr404(readerId: string): string {
  if (!isId(readerId)) throw new ApiError("readerNotFound");
  return readerId;
}
