import { describe, expect, it } from "vitest";
import { body, createStory, createUser, foldTallies } from "./fixtures";
import { env, postJson } from "./helpers";

const react = (storyId: string, reaction: unknown, auth: Record<string, string> = {}) =>
  postJson(`/api/stories/${storyId}/react`, { reaction }, auth);

async function reactionRows(storyId: string) {
  const { results } = await env.DB.prepare("SELECT user_id, reaction FROM reactions WHERE story_id = ?")
    .bind(storyId)
    .all<{ user_id: string; reaction: string }>();
  return results;
}

describe("POST /api/stories/{id}/react", () => {
  it("toggles: like, switch to dislike, same again removes it", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: true });

    const liked = await react(story.id, "like", reader.auth);
    expect(liked.status).toBe(200);
    expect(await liked.json()).toEqual({ likes: 1, dislikes: 0, userReaction: "like" });

    expect(await body(await react(story.id, "dislike", reader.auth))).toEqual({
      likes: 0,
      dislikes: 1,
      userReaction: "dislike",
    });
    expect(await reactionRows(story.id)).toEqual([{ user_id: reader.id, reaction: "dislike" }]);

    expect(await body(await react(story.id, "dislike", reader.auth))).toEqual({
      likes: 0,
      dislikes: 0,
      userReaction: null,
    });
    expect(await reactionRows(story.id)).toEqual([]);

    expect(await body(await react(story.id, "like", reader.auth))).toEqual({ likes: 1, dislikes: 0, userReaction: "like" });
    expect(await body(await react(story.id, "like", owner.auth))).toEqual({ likes: 2, dislikes: 0, userReaction: "like" });
    expect(await body(await react(story.id, "like", reader.auth))).toEqual({ likes: 1, dislikes: 0, userReaction: null });
  });

  it("keeps likes equal to the rows under 50 concurrent reactions", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const readers = await Promise.all(Array.from({ length: 50 }, () => createUser()));
    const responses = await Promise.all(
      readers.map((reader, i) => react(story.id, i % 5 === 0 ? "dislike" : "like", reader.auth)),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    // The story's row once its tallies are folded (reaction-tally.ts).
    await foldTallies(story.id);
    const counts = await env.DB.prepare("SELECT likes, dislikes FROM stories WHERE id = ?")
      .bind(story.id)
      .first<{ likes: number; dislikes: number }>();
    const rows = await reactionRows(story.id);
    expect(counts).toEqual({
      likes: rows.filter((r) => r.reaction === "like").length,
      dislikes: rows.filter((r) => r.reaction === "dislike").length,
    });
    expect(counts).toEqual({ likes: 40, dislikes: 10 });
  });

  it("keeps counts right when one user sends many toggles at once", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    await Promise.all(Array.from({ length: 11 }, (_, i) => react(story.id, i % 2 ? "dislike" : "like", reader.auth)));
    // The story's row once its tallies are folded (reaction-tally.ts).
    await foldTallies(story.id);
    const counts = await env.DB.prepare("SELECT likes, dislikes FROM stories WHERE id = ?")
      .bind(story.id)
      .first<{ likes: number; dislikes: number }>();
    const rows = await reactionRows(story.id);
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(counts).toEqual({
      likes: rows.filter((r) => r.reaction === "like").length,
      dislikes: rows.filter((r) => r.reaction === "dislike").length,
    });
  });

  it("asks a visitor to log in", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const response = await react(story.id, "like");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "You need to be logged in to perform this action" });
    expect(await reactionRows(story.id)).toEqual([]);
  });

  it.each([["love"], [""], [null], [1]])("refuses the reaction %j", async (reaction) => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const response = await react(story.id, reaction, reader.auth);
    expect(response.status).toBe(400);
    expect(await reactionRows(story.id)).toEqual([]);
  });

  it.each(["0123456789abcdef01234567", "not-hex"])("answers 404 for story %s", async (id) => {
    const reader = await createUser();
    const response = await react(id, "like", reader.auth);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Story not found" });
  });
});
