import type { Reaction } from "../../../shared/enums";
import type { ReactionResultJson } from "../../../shared/story-json";
import { client, json } from "../../shared/api/client";

/** What POST /api/stories/{id}/react answers: the counts after the toggle and the caller's reaction. */
export type ReactionState = ReactionResultJson;

/** Toggles the caller's reaction: the same one again removes it, another replaces it (docs/product.md §4). */
export function postReaction(storyId: string, reaction: Reaction): Promise<ReactionState> {
  return json(client.api.stories[":id"].react.$post({ param: { id: encodeURIComponent(storyId) }, json: { reaction } }));
}

/** The counts as they will be once the server has applied the same toggle. */
export function toggledReaction(state: ReactionState, reaction: Reaction): ReactionState {
  const next = { ...state };
  if (state.userReaction === "like") next.likes -= 1;
  if (state.userReaction === "dislike") next.dislikes -= 1;
  next.userReaction = state.userReaction === reaction ? null : reaction;
  if (next.userReaction === "like") next.likes += 1;
  if (next.userReaction === "dislike") next.dislikes += 1;
  next.likes = Math.max(0, next.likes);
  next.dislikes = Math.max(0, next.dislikes);
  return next;
}

