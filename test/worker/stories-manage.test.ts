import { describe, expect, it } from "vitest";
import { body, createPlayableStory, createStory, createUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

const publish = (id: string, auth: Record<string, string> = {}) =>
  call(`/api/stories/public/${id}`, { method: "PUT", headers: auth });
const remove = (id: string, auth: Record<string, string> = {}) =>
  call(`/api/stories/${id}`, { method: "DELETE", headers: auth });

async function isPublic(id: string) {
  return (await env.DB.prepare("SELECT is_public FROM stories WHERE id = ?").bind(id).first<{ is_public: number }>())
    ?.is_public;
}

describe("PUT /api/stories/public/{id}", () => {
  it("publishes the owner's story, once and for good", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const response = await publish(story.id, owner.auth);
    expect(response.status).toBe(200);
    const { story: json } = await body<{ story: Record<string, unknown> }>(response);
    expect(json).toMatchObject({ _id: story.id, isPublic: true, slug: story.slug });
    expect(json.images).toBeDefined();
    expect(await isPublic(story.id)).toBe(1);
    // Publishing again keeps it public; nothing makes it private.
    expect((await publish(story.id, owner.auth)).status).toBe(200);
    expect(await isPublic(story.id)).toBe(1);
  });

  it("is the owner's only: 401 visitor; 404 other user (as unknown), unknown or malformed", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id);
    expect((await publish(story.id)).status).toBe(401);
    const other = await createUser();
    expect((await publish(story.id, other.auth)).status).toBe(404);
    expect((await publish("0123456789abcdef01234567", owner.auth)).status).toBe(404);
    expect((await publish("not-an-id", owner.auth)).status).toBe(404);
    expect(await isPublic(story.id)).toBe(0);
  });
});

describe("DELETE /api/stories/{id}", () => {
  it("deletes the story, what hangs on it and its R2 objects, and nothing else", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true });
    const kept = await createPlayableStory(owner.id);
    await env.MEDIA.put(`stories/${story.id}/story.pdf`, new Uint8Array([3]));
    await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, reader.auth);
    await postJson(`/api/stories/${story.id}/feedbacks`, { feedbackText: "Bye" }, reader.auth);

    const response = await remove(story.id, owner.auth);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    expect((await env.MEDIA.list({ prefix: `stories/${story.id}/` })).objects).toEqual([]);
    expect((await env.MEDIA.list({ prefix: `stories/${kept.id}/` })).objects).toHaveLength(11);
    for (const table of ["stories", "story_assets", "reactions", "feedbacks"]) {
      const column = table === "stories" ? "id" : "story_id";
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`)
        .bind(story.id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await call(`/api/stories/slug/${story.slug}`)).status).toBe(404);
    expect((await call(`/api/stories/slug/${kept.slug}`)).status).toBe(200);
  });

  it("lets an admin delete any story", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createPlayableStory(owner.id);
    expect((await remove(story.id, admin.auth)).status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `stories/${story.id}/` })).objects).toEqual([]);
  });

  it("refuses visitors (401), and other users (404) as it does unknown or malformed ids", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    expect((await remove(story.id)).status).toBe(401);
    const other = await createUser();
    expect((await remove(story.id, other.auth)).status).toBe(404);
    expect((await remove("0123456789abcdef01234567", owner.auth)).status).toBe(404);
    expect((await remove("../../etc", owner.auth)).status).toBe(404);
    expect((await call(`/api/stories/${story.id}`)).status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `stories/${story.id}/` })).objects).toHaveLength(11);
  });
});
