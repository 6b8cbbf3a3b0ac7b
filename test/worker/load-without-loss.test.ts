import { describe, expect, it } from "vitest";
import type { Reaction } from "../../worker/db/schema";
import { body, createStory, createUser, foldTallies, type TestUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

/**
 * Many people reacting to and commenting on one story at the same moment:
 * every request is answered (no 500), and the story's counters end equal to
 * the rows they count. Each user's own reactions are checked against what
 * toggling allows for either order of their concurrent presses.
 */

type State = Reaction | null;

/** What a press does (docs/product.md): the same reaction again removes it, the other one switches. */
const press = (state: State, reaction: Reaction): State => (state === reaction ? null : reaction);

/** Two presses per reader: a double like (toggle off), a double dislike, and both switches. */
const PATTERNS: [Reaction, Reaction][] = [
  ["like", "like"],
  ["dislike", "dislike"],
  ["like", "dislike"],
  ["dislike", "like"],
];

const react = (storyId: string, reaction: Reaction, user: TestUser) =>
  postJson(`/api/stories/${storyId}/react`, { reaction }, user.auth);

const leave = (storyId: string, text: string, user: TestUser) =>
  postJson(`/api/stories/${storyId}/feedbacks`, { feedbackText: text }, user.auth);

/** The story's row once its reaction tallies are folded in (reaction-tally.ts), and the rows it counts. */
async function counters(storyId: string) {
  await foldTallies(storyId);
  return env.DB.prepare(
    `SELECT likes, dislikes, feedback_count AS feedbackCount,
       (SELECT count(*) FROM reactions WHERE story_id = ?1 AND reaction = 'like') AS likeRows,
       (SELECT count(*) FROM reactions WHERE story_id = ?1 AND reaction = 'dislike') AS dislikeRows,
       (SELECT count(*) FROM feedbacks WHERE story_id = ?1) AS feedbackRows
     FROM stories WHERE id = ?1`,
  )
    .bind(storyId)
    .first<{ likes: number; dislikes: number; feedbackCount: number; likeRows: number; dislikeRows: number; feedbackRows: number }>();
}

async function reactionOf(storyId: string): Promise<Map<string, State>> {
  const { results } = await env.DB.prepare("SELECT user_id, reaction FROM reactions WHERE story_id = ?")
    .bind(storyId)
    .all<{ user_id: string; reaction: Reaction }>();
  return new Map(results.map((row) => [row.user_id, row.reaction]));
}

/** 100 readers, the first 40 holding a reaction already (25 likes, 15 dislikes), so the counters start above zero. */
async function readersWithHistory(storyId: string): Promise<{ readers: TestUser[]; before: State[] }> {
  const readers = await Promise.all(Array.from({ length: 100 }, () => createUser()));
  const before: State[] = readers.map((_, i) => (i < 25 ? "like" : i < 40 ? "dislike" : null));
  const setup = await Promise.all(readers.map((reader, i) => (before[i] ? react(storyId, before[i], reader) : null)));
  expect(setup.filter((r) => r !== null && r.status !== 200)).toEqual([]);
  expect(await counters(storyId)).toMatchObject({ likes: 25, dislikes: 15 });
  return { readers, before };
}

/** The states a reader can end in after their two presses arrive in either order. */
function possibleEnds(before: State, [first, second]: [Reaction, Reaction]): State[] {
  return [press(press(before, first), second), press(press(before, second), first)];
}

describe("load without loss on one story", () => {
  it("keeps likes and dislikes equal to the rows under 200 concurrent reactions from 100 readers", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const { readers, before } = await readersWithHistory(story.id);

    const responses = await Promise.all(
      readers.flatMap((reader, i) => PATTERNS[i % PATTERNS.length]!.map((reaction) => react(story.id, reaction, reader))),
    );
    expect(responses).toHaveLength(200);
    expect(responses.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
    for (const response of responses) {
      const answer = await body<{ likes: number; dislikes: number; userReaction: State }>(response);
      expect(answer.likes).toBeGreaterThanOrEqual(0);
      expect(answer.dislikes).toBeGreaterThanOrEqual(0);
      expect(answer.likes + answer.dislikes).toBeLessThanOrEqual(readers.length);
    }

    const finalState = await reactionOf(story.id);
    readers.forEach((reader, i) => {
      expect(possibleEnds(before[i]!, PATTERNS[i % PATTERNS.length]!), `reader ${i}`).toContain(finalState.get(reader.id) ?? null);
    });
    const after = await counters(story.id);
    expect(after).toMatchObject({ likes: after!.likeRows, dislikes: after!.dislikeRows });
    // Double presses cancel out and switches leave one reaction: the total is known whatever the order.
    const expectedRows = readers.filter((_, i) => possibleEnds(before[i]!, PATTERNS[i % PATTERNS.length]!).every((s) => s !== null)).length;
    expect(after!.likeRows + after!.dislikeRows).toBe(expectedRows);
    expect(await body(await call(`/api/stories/${story.id}/summary`))).toEqual({
      likes: after!.likeRows,
      dislikes: after!.dislikeRows,
      feedbackCount: 0,
    });
  }, 60_000);

  it("keeps feedbackCount equal to the rows under 200 concurrent feedbacks from 200 readers", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const readers = await Promise.all(Array.from({ length: 200 }, () => createUser()));

    const responses = await Promise.all(readers.map((reader, i) => leave(story.id, `Feedback number ${i}`, reader)));
    expect(responses.map((r) => r.status).filter((status) => status !== 201)).toEqual([]);
    const ids = await Promise.all(responses.map(async (r) => (await body<{ feedback: { _id: string } }>(r)).feedback._id));
    expect(new Set(ids).size).toBe(200);

    expect(await counters(story.id)).toMatchObject({ feedbackCount: 200, feedbackRows: 200 });
    const perReader = await env.DB.prepare(
      "SELECT count(DISTINCT user_id) AS readers, count(DISTINCT feedback_text) AS texts FROM feedbacks WHERE story_id = ?",
    )
      .bind(story.id)
      .first<{ readers: number; texts: number }>();
    expect(perReader).toEqual({ readers: 200, texts: 200 });
    const list = await body<{ totalFeedbacks: number }>(await call(`/api/stories/${story.id}/feedbacks`, { headers: owner.auth }));
    expect(list.totalFeedbacks).toBe(200);
  }, 60_000);

  it("keeps every counter equal to its rows when 200 reactions and 200 feedbacks arrive together", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const { readers, before } = await readersWithHistory(story.id);
    const quiet = await Promise.all(Array.from({ length: 100 }, () => createUser()));

    const requests = [
      ...readers.flatMap((reader, i) => [
        ...PATTERNS[i % PATTERNS.length]!.map((reaction) => react(story.id, reaction, reader)),
        leave(story.id, `Reader ${i} says hello`, reader),
      ]),
      ...quiet.map((reader, i) => leave(story.id, `Quiet reader ${i}`, reader)),
    ];
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(200);

    const after = await counters(story.id);
    expect(after).toMatchObject({
      likes: after!.likeRows,
      dislikes: after!.dislikeRows,
      feedbackCount: 200,
      feedbackRows: 200,
    });
    // Each feedback carries the reaction its author held at that moment: one they really passed through.
    const { results: feedbackRows } = await env.DB.prepare("SELECT user_id, reaction FROM feedbacks WHERE story_id = ?")
      .bind(story.id)
      .all<{ user_id: string; reaction: State }>();
    const index = new Map(readers.map((reader, i) => [reader.id, i]));
    for (const row of feedbackRows) {
      const i = index.get(row.user_id);
      if (i === undefined) {
        expect(row.reaction).toBeNull();
        continue;
      }
      const start = before[i]!;
      const [a, b] = PATTERNS[i % PATTERNS.length]!;
      const passedThrough = [start, press(start, a), press(start, b), ...possibleEnds(start, [a, b])];
      expect(passedThrough, `reader ${i}`).toContain(row.reaction);
    }
  }, 60_000);
});
