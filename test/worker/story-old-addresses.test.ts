import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { db } from "../../worker/db/client";
import { decideReview } from "../../worker/stories/review";
import { createPlayableStory, createStory, createUser, type TestUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

/**
 * Issue 33, part 4: a story taken out of the public library (declined by an admin in
 * review) or deleted answers 404 at every address it had while public — its public slug,
 * its id, its card and the social page — to everyone but its owner and the admins; and
 * /story/<id> of a story still generating (whose slug is its id until the text is written)
 * answers the page instead of redirecting to itself.
 */

const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
const WITH_SHELL = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};
const page = (path: string) => app.request(path, { redirect: "manual" }, WITH_SHELL);

/** Every address a public story is known by: API reads and the social page, by slug and by id. */
const addresses = (story: { id: string; slug: string }) => [
  `/api/stories/slug/${story.slug}`,
  `/api/stories/${story.id}`,
  `/api/stories/${story.slug}`,
  `/api/stories/cover/${story.id}`,
  `/api/stories/${story.id}/summary`,
];

async function expectGoneFor(story: { id: string; slug: string; title: string }, reader?: TestUser) {
  for (const path of addresses(story)) {
    const response = await call(path, { headers: reader?.auth ?? {} });
    expect(response.status, path).toBe(404);
    expect(await response.json(), path).toEqual({ message: "Story not found" });
  }
  for (const path of [`/story/${story.slug}`, `/story/${story.id}`]) {
    const response = await page(path);
    expect(response.status, path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain(story.title);
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
  }
}

describe("a story withdrawn from the public library", () => {
  it("answers 404 at its old public addresses to visitors and other readers", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true, slug: "the-withdrawn-tale", title: "The withdrawn tale" });
    expect((await call(`/api/stories/slug/${story.slug}`)).status).toBe(200);
    expect((await page(`/story/${story.slug}`)).status).toBe(200);

    // Through the admin's route, as an admin declines: it also drops the visitors' cached copies.
    const admin = await createUser({ role: "admin" });
    expect((await postJson(`/api/admin/review/${story.id}`, { decision: "decline" }, admin.auth)).status).toBe(200);

    await expectGoneFor(story);
    await expectGoneFor(story, await createUser());
  });

  it("stays readable by its owner and the admins", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createPlayableStory(owner.id, { isPublic: true, slug: "kept-for-its-owner" });
    await decideReview(db(env), story.id, "decline");
    for (const reader of [owner, admin]) {
      for (const path of addresses(story)) {
        expect((await call(path, { headers: reader.auth })).status, path).toBe(200);
      }
    }
  });

  it("is not confused with a private story shared by its link, which any reader can play", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { slug: "a-private-link-abcdefghijklm" });
    expect((await call(`/api/stories/slug/${story.slug}`)).status).toBe(200);
    expect((await page(`/story/${story.slug}`)).status).toBe(200);
  });
});

describe("a deleted story", () => {
  it("answers 404 at every old address, and its media are gone", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true, slug: "the-deleted-tale", title: "The deleted tale" });
    const deleted = await call(`/api/stories/${story.id}`, { method: "DELETE", headers: owner.auth });
    expect(deleted.status).toBe(200);
    await expectGoneFor(story);
    await expectGoneFor(story, owner);
    expect((await call(`/media/stories/${story.id}/cover.png`)).status).toBe(404);
  });
});

describe("GET /story/<id> of a story still generating", () => {
  it("answers the player page, not a redirect to itself", async () => {
    const owner = await createUser();
    // generate-story gives a new story its id as slug until the text step names it.
    const generating = await createStory(owner.id, { generatingStatus: "TextGenerating", title: "A cat" });
    await env.DB.prepare("UPDATE stories SET slug = id WHERE id = ?").bind(generating.id).run();

    const response = await page(`/story/${generating.id}`);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id=root></div>');
    // What the SPA then asks for: the story by its id, whose slug is that id (no redirect there either).
    const api = await call(`/api/stories/${generating.id}`, { headers: owner.auth });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { story: { slug: string } }).story.slug).toBe(generating.id);
  });
});
