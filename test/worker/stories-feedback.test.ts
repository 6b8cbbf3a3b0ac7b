import { describe, expect, it } from "vitest";
import { body, createStory, createUser, type TestUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

const leave = (storyId: string, payload: unknown, auth: Record<string, string> = {}) =>
  postJson(`/api/stories/${storyId}/feedbacks`, payload, auth);

async function feedbackCount(storyId: string) {
  const row = await env.DB.prepare(
    "SELECT feedback_count AS counted, (SELECT count(*) FROM feedbacks WHERE story_id = ?1) AS stored FROM stories WHERE id = ?1",
  )
    .bind(storyId)
    .first<{ counted: number; stored: number }>();
  return row;
}

interface FeedbackList {
  feedbacks: { _id: string; userId: { _id: string; name: string }; reaction: string | null; feedbackText: string; createdAt: string }[];
  totalFeedbacks: number;
}

describe("POST /api/stories/{id}/feedbacks", () => {
  it("stores the feedback with the caller's reaction and counts it", async () => {
    const owner = await createUser();
    const reader = await createUser({ name: "Noé" });
    const story = await createStory(owner.id, { isPublic: true });
    await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, reader.auth);
    const response = await leave(story.id, { feedbackText: "  We loved the dragon!  " }, reader.auth);
    expect(response.status).toBe(201);
    const { feedback } = await body<{ feedback: FeedbackList["feedbacks"][number] }>(response);
    expect(feedback).toMatchObject({
      userId: { _id: reader.id, name: "Noé" },
      reaction: "like",
      feedbackText: "We loved the dragon!",
    });
    expect(feedback._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(feedback.createdAt).toISOString()).toBe(feedback.createdAt);
    expect(await feedbackCount(story.id)).toEqual({ counted: 1, stored: 1 });
  });

  it("stores no reaction when the caller has none", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id);
    const { feedback } = await body<{ feedback: { reaction: unknown } }>(
      await leave(story.id, { feedbackText: "Nice" }, reader.auth),
    );
    expect(feedback.reaction).toBeNull();
  });

  it("accepts one feedback per user and story: 409 for a second, even sent at once", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id);
    expect((await leave(story.id, { feedbackText: "First" }, reader.auth)).status).toBe(201);
    const again = await leave(story.id, { feedbackText: "Second" }, reader.auth);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You have already left feedback on this story" });

    const racer = await createUser();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => leave(story.id, { feedbackText: `Race ${i}` }, racer.auth).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await feedbackCount(story.id)).toEqual({ counted: 2, stored: 2 });
  });

  it.each([
    [{ feedbackText: "" }, "Feedback text is required"],
    [{ feedbackText: "   \n " }, "Feedback text is required"],
    [{}, "Feedback text is required"],
    [{ feedbackText: null }, "Feedback text is required"],
    [{ feedbackText: "x".repeat(501) }, "Feedback must be at most 500 characters"],
    [{ feedbackText: 42 }, "Data provided is invalid"],
  ])("refuses %j", async (payload, message) => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id);
    const response = await leave(story.id, payload, reader.auth);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await feedbackCount(story.id)).toEqual({ counted: 0, stored: 0 });
  });

  it("accepts exactly 500 characters", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id);
    expect((await leave(story.id, { feedbackText: "é".repeat(500) }, reader.auth)).status).toBe(201);
  });

  it("asks a visitor to log in, forbids the owner, and 404s unknown stories", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id);
    const visitor = await leave(story.id, { feedbackText: "Hi" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "You need to be logged in to perform this action" });
    expect((await leave(story.id, { feedbackText: "Mine is great" }, owner.auth)).status).toBe(403);
    const reader = await createUser();
    expect((await leave("0123456789abcdef01234567", { feedbackText: "Hi" }, reader.auth)).status).toBe(404);
    expect((await leave("bogus", { feedbackText: "Hi" }, reader.auth)).status).toBe(404);
    expect(await feedbackCount(story.id)).toEqual({ counted: 0, stored: 0 });
  });
});

describe("GET /api/stories/{id}/feedbacks", () => {
  async function storyWithFeedback(n: number): Promise<{ owner: TestUser; storyId: string; texts: string[] }> {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const texts: string[] = [];
    for (let i = 0; i < n; i++) {
      const reader = await createUser({ name: `Reader ${i}` });
      texts.push(`Feedback ${i}`);
      expect((await leave(story.id, { feedbackText: `Feedback ${i}` }, reader.auth)).status).toBe(201);
      // Distinct creation times so that "newest first" is deterministic.
      await env.DB.prepare("UPDATE feedbacks SET created_at = ? WHERE feedback_text = ?")
        .bind(Date.UTC(2026, 1, 1) + i * 1000, `Feedback ${i}`)
        .run();
    }
    return { owner, storyId: story.id, texts };
  }

  it("pages 12 feedbacks by 5 for the owner, newest first", async () => {
    const { owner, storyId, texts } = await storyWithFeedback(12);
    const newestFirst = texts.slice().reverse();
    const pages: FeedbackList[] = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await call(`/api/stories/${storyId}/feedbacks?page=${page}&limit=5`, { headers: owner.auth });
      expect(response.status).toBe(200);
      pages.push(await body<FeedbackList>(response));
    }
    expect(pages.map((p) => p.totalFeedbacks)).toEqual([12, 12, 12, 12]);
    expect(pages.map((p) => p.feedbacks.map((f) => f.feedbackText))).toEqual([
      newestFirst.slice(0, 5),
      newestFirst.slice(5, 10),
      newestFirst.slice(10),
      [],
    ]);
    expect(pages[0]!.feedbacks[0]!.userId.name).toBe("Reader 11");
    // A bigger limit is still served 5 at a time.
    const big = await body<FeedbackList>(
      await call(`/api/stories/${storyId}/feedbacks?page=1&limit=50`, { headers: owner.auth }),
    );
    expect(big.feedbacks).toHaveLength(5);
  });

  it("is the owner's only: 401 visitor, 404 other user (as unknown), 403 admin", async () => {
    const { storyId } = await storyWithFeedback(1);
    expect((await call(`/api/stories/${storyId}/feedbacks`)).status).toBe(401);
    const other = await createUser();
    expect((await call(`/api/stories/${storyId}/feedbacks`, { headers: other.auth })).status).toBe(404);
    const admin = await createUser({ role: "admin" });
    expect((await call(`/api/stories/${storyId}/feedbacks`, { headers: admin.auth })).status).toBe(403);
    expect((await call("/api/stories/0123456789abcdef01234567/feedbacks", { headers: other.auth })).status).toBe(404);
  });

  it("pages feedback written in the same millisecond without repeating or losing any", async () => {
    const { owner, storyId } = await storyWithFeedback(7);
    await env.DB.prepare("UPDATE feedbacks SET created_at = ? WHERE story_id = ?").bind(Date.UTC(2026, 1, 1), storyId).run();
    const seen: string[] = [];
    for (const page of [1, 2]) {
      const list = await body<FeedbackList>(await call(`/api/stories/${storyId}/feedbacks?page=${page}&limit=5`, { headers: owner.auth }));
      seen.push(...list.feedbacks.map((f) => f.feedbackText));
    }
    expect(seen.slice().sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Feedback ${i}`).sort());
  });

  it("tells a non-owner only what an unknown id would: no feedback, no count", async () => {
    const { storyId } = await storyWithFeedback(2);
    const other = await createUser();
    const response = await call(`/api/stories/${storyId}/feedbacks?page=1&limit=5`, { headers: other.auth });
    expect(response.status).toBe(404);
    const answer = await body<Record<string, unknown>>(response);
    expect(answer).toEqual({ message: "Story not found" });
    // The public counts stay readable by anyone, owner included.
    const summary = await body(await call(`/api/stories/${storyId}/summary`, { headers: other.auth }));
    expect(summary).toEqual({ likes: 0, dislikes: 0, feedbackCount: 2 });
  });

  it.each(["page=0", "page=x", "limit=0", "limit=-3"])("refuses %s", async (query) => {
    const { owner, storyId } = await storyWithFeedback(0);
    expect((await call(`/api/stories/${storyId}/feedbacks?${query}`, { headers: owner.auth })).status).toBe(400);
  });
});
