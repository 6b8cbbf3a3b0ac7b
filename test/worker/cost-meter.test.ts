import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { COST_HEADER, type RequestCost } from "../../worker/http/cost-meter";
import { body, createStory, createUser } from "./fixtures";
import { env } from "./helpers";

/** The Worker's own fetch with the bench's COST_METER=on (or other overrides). */
async function fetchWith(path: string, init: RequestInit<IncomingRequestCfProperties>, overrides: Partial<Env> = { COST_METER: "on" }): Promise<Response> {
  const request = new Request<unknown, IncomingRequestCfProperties>(new URL(path, "http://localhost"), init);
  return worker.fetch(request, { ...env, ...overrides }, createExecutionContext());
}

const metered = (headers: Record<string, string> = {}) => ({ headers: { ...headers, [COST_HEADER]: "1" } });
const costOf = (response: Response) => JSON.parse(response.headers.get(COST_HEADER) ?? "null") as RequestCost | null;

describe("the cost meter (npm run bench:cost)", () => {
  it("counts a like's D1 rows from D1's own metadata, and the answer is the unmetered one", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const liked = await fetchWith(`/api/stories/${story.id}/react`, {
      method: "POST",
      headers: { ...reader.auth, "Content-Type": "application/json", [COST_HEADER]: "1" },
      body: JSON.stringify({ reaction: "like" }),
    });
    expect(await body(liked)).toEqual({ likes: 1, dislikes: 0, userReaction: "like" });
    const cost = costOf(liked)!;
    // The reaction's row and the story's counter, at least.
    expect(cost.rowsWritten).toBeGreaterThanOrEqual(2);
    expect(cost.d1Queries).toBeGreaterThanOrEqual(2);
    expect(cost).toMatchObject({ r2ClassA: 0, r2ClassB: 0, durableObjectCalls: 0, queueMessages: 0 });

    const read = await fetchWith(`/api/stories/${story.id}/summary`, metered());
    expect(await body(read)).toEqual({ likes: 1, dislikes: 0, feedbackCount: 0 });
    expect(costOf(read)).toMatchObject({ rowsWritten: 0 });
    expect(costOf(read)!.rowsRead).toBeGreaterThan(0);
  });

  it("counts a picture's R2 read", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    await env.MEDIA.put(`stories/${story.id}/opening.png`, new Uint8Array([1, 2, 3, 4]), { httpMetadata: { contentType: "image/png" } });
    const picture = await fetchWith(`/media/stories/${story.id}/opening.png`, metered());
    expect(picture.status).toBe(200);
    expect(costOf(picture)).toMatchObject({ r2ClassB: 1, r2ClassA: 0 });
  });

  it("meters nothing unless asked, nor outside development", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const path = `/api/stories/${story.id}/summary`;
    expect((await fetchWith(path, {})).headers.has(COST_HEADER)).toBe(false);
    expect((await fetchWith(path, metered(), {})).headers.has(COST_HEADER)).toBe(false);
    const production = await fetchWith(path, metered(), { COST_METER: "on", ENVIRONMENT: "production" });
    expect(production.headers.has(COST_HEADER)).toBe(false);
  });
});
