import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { reactionTallies, users } from "../../worker/db/schema";
import { deleteAccount } from "../../worker/users/account-deletion";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { storyTallyStub } from "../../worker/stories/reaction-tally";
import { body, createStory, createUser, foldTallies, rowCounts, type TestUser } from "./fixtures";
import { runInDurableObject } from "cloudflare:test";
import { call, env, postJson } from "./helpers";

/**
 * A like storm on one story (issue 42 item 4): reactions append tallies instead of rewriting the
 * story's row, its StoryTally object folds them in batches, and no like is lost on the way.
 */

const react = (storyId: string, reaction: "like" | "dislike", user: TestUser) =>
  postJson(`/api/stories/${storyId}/react`, { reaction }, user.auth);

const readers = (n: number) => Promise.all(Array.from({ length: n }, () => createUser()));

describe("reaction tallies", () => {
  it("counts every like of a 300-like storm, with the story's row written once", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true, likes: 7 });
    const storm = await readers(300);

    const answers = await Promise.all(storm.map((reader) => react(story.id, "like", reader)));
    expect(answers.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
    const likesSeen = await Promise.all(answers.map(async (r) => (await body<{ likes: number }>(r)).likes));
    // Each answer counts at least its own like, and the last one answered counts them all.
    expect(Math.min(...likesSeen)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...likesSeen)).toBe(307);

    // Not one request rewrote the story's row: the likes wait in their tallies, and reads add them.
    expect(await rowCounts(story.id)).toEqual({ likes: 7, dislikes: 0, pendingTallies: 300 });
    expect(await body(await call(`/api/stories/${story.id}/summary`))).toEqual({ likes: 307, dislikes: 0, feedbackCount: 0 });

    expect(await foldTallies(story.id)).toBe(true);
    expect(await rowCounts(story.id)).toEqual({ likes: 307, dislikes: 0, pendingTallies: 0 });
    expect(await body(await call(`/api/stories/${story.id}/summary`))).toEqual({ likes: 307, dislikes: 0, feedbackCount: 0 });
  }, 120_000);

  it("folds what arrives after a fold in the next one, and a switch moves both counts", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const [first, second, third] = await readers(3);
    await react(story.id, "like", first!);
    await react(story.id, "like", second!);
    expect(await foldTallies(story.id)).toBe(true);
    expect(await rowCounts(story.id)).toEqual({ likes: 2, dislikes: 0, pendingTallies: 0 });

    // A fold ran and nothing new came: no alarm is left waiting.
    expect(await foldTallies(story.id)).toBe(false);

    expect(await body(await react(story.id, "dislike", second!))).toEqual({ likes: 1, dislikes: 1, userReaction: "dislike" });
    expect(await body(await react(story.id, "dislike", third!))).toEqual({ likes: 1, dislikes: 2, userReaction: "dislike" });
    expect(await body(await react(story.id, "like", first!))).toEqual({ likes: 0, dislikes: 2, userReaction: null });
    expect(await foldTallies(story.id)).toBe(true);
    expect(await rowCounts(story.id)).toEqual({ likes: 0, dislikes: 2, pendingTallies: 0 });
  });

  it("schedules one fold for many reactions", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    await Promise.all((await readers(20)).map((reader) => react(story.id, "like", reader)));
    const stub = storyTallyStub(env, story.id);
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(await foldTallies(story.id)).toBe(true);
    expect(await foldTallies(story.id)).toBe(false);
    expect(await rowCounts(story.id)).toEqual({ likes: 20, dislikes: 0, pendingTallies: 0 });
  });

  it("lets housekeeping fold tallies whose fold never ran", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true, likes: 2 });
    // As if the reaction's call to the story's object had been lost after its batch committed.
    await db(env).insert(reactionTallies).values([
      { storyId: story.id, likes: 1, dislikes: 0 },
      { storyId: story.id, likes: -1, dislikes: 1 },
      { storyId: story.id, likes: 1, dislikes: 0 },
    ]);
    const report = await runHousekeeping(env);
    expect(report.talliesFolded).toBe(1);
    expect(await rowCounts(story.id)).toEqual({ likes: 3, dislikes: 1, pendingTallies: 0 });
  });

  it("takes a deleted account's like off the count while it is still a pending tally", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const [leaving, staying] = await readers(2);
    await react(story.id, "like", leaving!);
    await react(story.id, "dislike", staying!);
    expect(await rowCounts(story.id)).toEqual({ likes: 0, dislikes: 0, pendingTallies: 2 });

    const account = await db(env).select().from(users).where(eq(users.id, leaving!.id)).get();
    await deleteAccount(env, db(env), account!, null);
    expect(await rowCounts(story.id)).toEqual({ likes: 0, dislikes: 1, pendingTallies: 0 });
    // The fold the reactions scheduled finds nothing left to add.
    await foldTallies(story.id);
    expect(await rowCounts(story.id)).toEqual({ likes: 0, dislikes: 1, pendingTallies: 0 });
  });
});
