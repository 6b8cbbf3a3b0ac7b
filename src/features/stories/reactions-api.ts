import type { ReactionName } from "../../../shared/story-json";
import { api } from "../../shared/api/client";

/** What POST /api/stories/{id}/react answers: the counts after the toggle and the caller's reaction. */
export interface ReactionState {
  likes: number;
  dislikes: number;
  userReaction: ReactionName | null;
}

/** Toggles the caller's reaction: the same one again removes it, another replaces it (SPEC §4). */
export function postReaction(storyId: string, reaction: ReactionName): Promise<ReactionState> {
  return api<ReactionState>(`/api/stories/${encodeURIComponent(storyId)}/react`, {
    method: "POST",
    body: { reaction },
  });
}

/** The counts as they will be once the server has applied the same toggle. */
export function toggledReaction(state: ReactionState, reaction: ReactionName): ReactionState {
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

