/** A reader's written feedback on someone else's story (docs/product.md §5): once, plain, at most 500 characters. */
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import type { AuthUser } from "../types";
import { FEEDBACK_MAX_LENGTH } from "../../shared/constants";
import { addFeedback, findFeedbackOf } from "./queries";
import type { StoryRow } from "./story-json";

export async function leaveFeedback(client: Db, story: Pick<StoryRow, "id" | "userId">, user: AuthUser, rawText: string | null | undefined) {
  if (story.userId === user.id) throw new ApiError("forbidden");
  const text = (rawText ?? "").trim();
  if (text === "") throw new ApiError("feedbackRequired");
  if (text.length > FEEDBACK_MAX_LENGTH) throw new ApiError("feedbackTooLong");
  if (await findFeedbackOf(client, story.id, user.id)) throw new ApiError("feedbackExists");
  try {
    return await addFeedback(client, story.id, user.id, text);
  } catch (error) {
    // Two requests at once: the unique index lets one through and refuses the other.
    if (String(error).includes("UNIQUE constraint failed")) throw new ApiError("feedbackExists");
    throw error;
  }
}
