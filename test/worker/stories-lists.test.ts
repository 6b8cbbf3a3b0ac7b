import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { newId } from "../../worker/db/ids";
import { publicStoriesQuery } from "../../worker/stories/queries";
import { body, createStory, createUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

interface Card {
  _id: string;
  userReaction: string | null;
  language: string;
  isPublic: boolean;
}
interface PublicBody {
  success: boolean;
  stories: Card[];
}
interface PageBody {
  stories: Card[];
  totalPages: number;
}

describe("GET /api/stories/public", () => {
  it("lists the 12 newest public, finished stories of the language, excluding what was seen", async () => {
    const owner = await createUser();
    const english: string[] = [];
    for (let i = 0; i < 14; i++) english.push((await createStory(owner.id, { isPublic: true })).id);
    const partial = await createStory(owner.id, { isPublic: true, generatingStatus: "PartiallyGenerated" });
    await createStory(owner.id, { isPublic: true, generatingStatus: "ImageGenerating" });
    await createStory(owner.id, { isPublic: false });
    const french = await createStory(owner.id, { isPublic: true, language: "fr-FR" });

    const first = await call("/api/stories/public?lang=en-US");
    expect(first.status).toBe(200);
    const page = await body<PublicBody>(first);
    expect(page.success).toBe(true);
    const newestFirst = [partial.id, ...english.slice().reverse()];
    expect(page.stories.map((s) => s._id)).toEqual(newestFirst.slice(0, 12));

    const seen = page.stories.map((s) => s._id).join(",");
    const next = await body<PublicBody>(await call(`/api/stories/public?lang=en-US&exclude=${seen}`));
    expect(next.stories.map((s) => s._id)).toEqual(newestFirst.slice(12));

    const fr = await body<PublicBody>(await call("/api/stories/public?lang=fr-FR"));
    expect(fr.stories.map((s) => s._id)).toEqual([french.id]);
  });

  it("marks the caller's reactions on the cards", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const liked = await createStory(owner.id, { isPublic: true });
    const other = await createStory(owner.id, { isPublic: true });
    await postJson(`/api/stories/${liked.id}/react`, { reaction: "like" }, reader.auth);
    const list = await body<PublicBody>(await call("/api/stories/public?lang=en-US", { headers: reader.auth }));
    const byId = Object.fromEntries(list.stories.map((s) => [s._id, s.userReaction]));
    expect(byId).toEqual({ [liked.id]: "like", [other.id]: null });
  });

  it("defaults to en-US and refuses an unknown language", async () => {
    const owner = await createUser();
    await createStory(owner.id, { isPublic: true });
    expect((await body<PublicBody>(await call("/api/stories/public"))).stories).toHaveLength(1);
    const response = await call("/api/stories/public?lang=de-DE");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Invalid language code" });
  });

  it("refuses more than 200 exclusions and malformed ids, with 400 not 500", async () => {
    const tooMany = Array.from({ length: 201 }, () => newId()).join(",");
    const huge = await call(`/api/stories/public?lang=en-US&exclude=${tooMany}`);
    expect(huge.status).toBe(400);
    const enormous = await call(`/api/stories/public?lang=en-US&exclude=${"a".repeat(20_000)}`);
    expect(enormous.status).toBe(400);
    const malformed = await call("/api/stories/public?lang=en-US&exclude=abc,'); drop table stories; --");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: "Data provided is invalid" });
  });

  it("accepts 200 exclusions (more than D1's 100 bound parameters)", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { isPublic: true });
    const excluded = [story.id, ...Array.from({ length: 199 }, () => newId())].join(",");
    const response = await call(`/api/stories/public?lang=en-US&exclude=${excluded}`);
    expect(response.status).toBe(200);
    expect((await body<PublicBody>(response)).stories).toEqual([]);
  });

  it("reads through stories_public_by_language, with no scan or sort of stories", async () => {
    const query = publicStoriesQuery(db(env), "fr-FR", [newId(), newId()], newId()).toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join("\n");
    expect(plan).toContain("stories_public_by_language");
    expect(plan).not.toMatch(/SCAN stories\b(?! USING)/);
    expect(plan).not.toContain("TEMP B-TREE");
  });
});

describe("GET /api/stories/my-stories", () => {
  it("pages the caller's own stories, every status, newest first", async () => {
    const owner = await createUser();
    const other = await createUser();
    const mine: string[] = [];
    for (let i = 0; i < 13; i++) {
      mine.push((await createStory(owner.id, { generatingStatus: i === 12 ? "TextGenerating" : "CompletelyGenerated" })).id);
    }
    await createStory(other.id);
    const first = await body<PageBody>(await call("/api/stories/my-stories?page=0", { headers: owner.auth }));
    expect(first.totalPages).toBe(2);
    expect(first.stories.map((s) => s._id)).toEqual(mine.slice().reverse().slice(0, 12));
    const second = await body<PageBody>(await call("/api/stories/my-stories?page=1", { headers: owner.auth }));
    expect(second.stories.map((s) => s._id)).toEqual([mine[0]]);
    const none = await body<PageBody>(await call("/api/stories/my-stories", { headers: (await createUser()).auth }));
    expect(none).toEqual({ stories: [], totalPages: 0 });
  });

  it("needs sign-in and a valid page", async () => {
    expect((await call("/api/stories/my-stories")).status).toBe(401);
    const user = await createUser();
    expect((await call("/api/stories/my-stories?page=-1", { headers: user.auth })).status).toBe(400);
    expect((await call("/api/stories/my-stories?page=abc", { headers: user.auth })).status).toBe(400);
  });
});

describe("GET /api/stories/liked-stories", () => {
  it("pages the stories the caller likes, most recently liked first", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const a = await createStory(owner.id, { isPublic: true });
    const b = await createStory(owner.id, { isPublic: true });
    const disliked = await createStory(owner.id, { isPublic: true });
    await postJson(`/api/stories/${b.id}/react`, { reaction: "like" }, reader.auth);
    await postJson(`/api/stories/${a.id}/react`, { reaction: "like" }, reader.auth);
    await postJson(`/api/stories/${disliked.id}/react`, { reaction: "dislike" }, reader.auth);
    // Someone else's like is not the reader's.
    await postJson(`/api/stories/${disliked.id}/react`, { reaction: "like" }, owner.auth);
    const page = await body<PageBody>(await call("/api/stories/liked-stories?page=0", { headers: reader.auth }));
    expect(page.totalPages).toBe(1);
    expect(new Set(page.stories.map((s) => s._id))).toEqual(new Set([a.id, b.id]));
    expect(page.stories.every((s) => s.userReaction === "like")).toBe(true);
    // Un-liking removes it from the list.
    await postJson(`/api/stories/${a.id}/react`, { reaction: "like" }, reader.auth);
    const after = await body<PageBody>(await call("/api/stories/liked-stories", { headers: reader.auth }));
    expect(after.stories.map((s) => s._id)).toEqual([b.id]);
  });

  it("needs sign-in", async () => {
    expect((await call("/api/stories/liked-stories")).status).toBe(401);
  });
});
