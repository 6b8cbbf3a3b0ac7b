import { afterEach, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { invalidateConfigCache } from "../../worker/config/store";
import type { StoryCardJson } from "../../shared/story-json";
import type { ReviewStoryJson } from "../../shared/review";
import { body, createPlayableStory, createStory, createUser, type TestUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

/**
 * The reviewed public library (issue 27 part 6): a story made public waits for an admin unless its
 * owner is trusted (`publishReview`), and others never see it before it is approved.
 */

const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
const WITH_SHELL = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};

async function setMode(value: unknown) {
  await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES ('publishReview', ?, 0)")
    .bind(JSON.stringify(value))
    .run();
  invalidateConfigCache();
}

afterEach(() => invalidateConfigCache());

const publish = (storyId: string, owner: TestUser) => call(`/api/stories/public/${storyId}`, { method: "PUT", headers: owner.auth });
const decide = (storyId: string, admin: TestUser, decision: string) =>
  postJson(`/api/admin/review/${storyId}`, { decision }, admin.auth);

/** A private story of `owner`, made public through the API; answers the owner's story JSON. */
async function published(owner: TestUser, title = "A quiet lighthouse"): Promise<StoryCardJson> {
  const story = await createStory(owner.id, { title });
  const response = await publish(story.id, owner);
  expect(response.status).toBe(200);
  return (await body<{ story: StoryCardJson }>(response)).story;
}

async function publicIds(user?: TestUser): Promise<string[]> {
  const response = await call("/api/stories/public?lang=en-US", { headers: user?.auth ?? {} });
  return (await body<{ stories: { _id: string }[] }>(response)).stories.map((story) => story._id);
}

async function likedIds(user: TestUser): Promise<string[]> {
  const response = await call("/api/stories/liked-stories", { headers: user.auth });
  return (await body<{ stories: { _id: string }[] }>(response)).stories.map((story) => story._id);
}

async function waitingIds(admin: TestUser): Promise<string[]> {
  const response = await call("/api/admin/review", { headers: admin.auth });
  expect(response.status).toBe(200);
  return (await body<{ stories: ReviewStoryJson[] }>(response)).stories.map((story) => story._id);
}

async function ownCard(owner: TestUser, storyId: string): Promise<StoryCardJson | undefined> {
  const response = await call("/api/stories/my-stories", { headers: owner.auth });
  return (await body<{ stories: StoryCardJson[] }>(response)).stories.find((story) => story._id === storyId);
}

describe("publishReview: new-accounts (the default)", () => {
  it("a new account's public story waits: out of every list, listed for review, 'waiting' for its owner only", async () => {
    const owner = await createUser({ name: "New" });
    const reader = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await published(owner);
    expect(story).toMatchObject({ isPublic: true, review: "waiting", reviewReason: "new-account" });

    expect(await publicIds()).not.toContain(story._id);
    expect(await publicIds(reader)).not.toContain(story._id);
    expect(await publicIds(owner)).not.toContain(story._id);
    const entries = (await body<{ stories: ReviewStoryJson[] }>(await call("/api/admin/review", { headers: admin.auth }))).stories;
    expect(entries.find((entry) => entry._id === story._id)).toMatchObject({
      title: "A quiet lighthouse",
      language: "en-US",
      user: { _id: owner.id, name: "New" },
      reason: "new-account",
      reports: 0,
      hidden: false,
    });
    expect(await ownCard(owner, story._id)).toMatchObject({ review: "waiting", reviewReason: "new-account" });

    // Others never read the review state, nor find the story in their favourites.
    await postJson(`/api/stories/${story._id}/react`, { reaction: "like" }, reader.auth);
    expect(await likedIds(reader)).not.toContain(story._id);
    const bySlug = await body<{ story: StoryCardJson }>(await call(`/api/stories/slug/${story.slug}`, { headers: reader.auth }));
    expect(bySlug.story).not.toHaveProperty("review");
    const cover = await body<{ story: StoryCardJson }>(await call(`/api/stories/cover/${story._id}`, { headers: reader.auth }));
    expect(cover.story).not.toHaveProperty("review");
  });

  it("its link preview and search engines get nothing of it until approved", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await published(owner, "Unreviewed title");
    const waitingPage = await app.request(`/story/${story.slug}`, {}, WITH_SHELL);
    const html = await waitingPage.text();
    expect(html).not.toContain("og:title");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toMatch(/<title>Unreviewed title/);

    expect((await decide(story._id, admin, "approve")).status).toBe(200);
    const approvedPage = await app.request(`/story/${story.slug}`, {}, WITH_SHELL);
    const approvedHtml = await approvedPage.text();
    expect(approvedHtml).toContain('<meta property="og:title" content="Unreviewed title" />');
    expect(approvedHtml).not.toContain("noindex");
  });

  it("a paid reader cannot download a waiting story's PDF, only an approved one's", async () => {
    const owner = await createUser();
    const reader = await createUser({ plan: "premium" });
    const admin = await createUser({ role: "admin" });
    const story = await createPlayableStory(owner.id, { title: "Waiting tale" });
    const waiting = (await body<{ story: StoryCardJson }>(await publish(story.id, owner))).story;
    expect(waiting.review).toBe("waiting");
    const pdfUrl = (id: string) => call(`/api/stories/${id}/pdf-url`, { headers: reader.auth });
    expect((await pdfUrl(waiting._id)).status).toBe(404);
    expect((await call(`/api/stories/${waiting._id}/pdf-url`, { headers: owner.auth })).status).toBe(200);
    await decide(waiting._id, admin, "approve");
    expect((await pdfUrl(waiting._id)).status).toBe(200);
  });

  it("approve lists it; the owner sees 'approved'", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await published(owner);
    const response = await decide(story._id, admin, "approve");
    expect(await response.json()).toEqual({ story: { _id: story._id, isPublic: true, review: "approved" } });
    expect(await publicIds()).toContain(story._id);
    expect(await waitingIds(admin)).not.toContain(story._id);
    expect(await ownCard(owner, story._id)).toMatchObject({ review: "approved", reviewReason: null });
  });

  it("decline keeps it out of the lists and takes it out of others' favourites; the owner sees 'declined'", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await published(owner);
    await postJson(`/api/stories/${story._id}/react`, { reaction: "like" }, reader.auth);
    await postJson(`/api/stories/${story._id}/react`, { reaction: "like" }, owner.auth);
    expect((await decide(story._id, admin, "decline")).status).toBe(200);

    expect(await publicIds()).not.toContain(story._id);
    expect(await likedIds(reader)).not.toContain(story._id);
    // The owner keeps their own story everywhere it is theirs.
    expect(await likedIds(owner)).toContain(story._id);
    expect(await ownCard(owner, story._id)).toMatchObject({ isPublic: false, review: "declined", reviewReason: "new-account" });
    expect((await publish(story._id, owner)).status).toBe(403);
  });

  it("an approved story hidden by reports leaves others' favourites until an admin approves it again", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createStory(owner.id, { isPublic: true });
    await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, reader.auth);
    expect(await likedIds(reader)).toContain(story.id);

    expect((await postJson(`/api/stories/${story.id}/report`, { reason: "hate" }, admin.auth)).status).toBe(201);
    expect(await likedIds(reader)).not.toContain(story.id);
    expect(await ownCard(owner, story.id)).toMatchObject({ review: "waiting", reviewReason: "reported" });
    expect(await waitingIds(admin)).toContain(story.id);

    await decide(story.id, admin, "approve");
    expect(await likedIds(reader)).toContain(story.id);
    expect(await publicIds()).toContain(story.id);
  });

  it("the first 3 approved stories make an account trusted: the 4th is listed at once", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < 3; i++) {
      const story = await published(owner, `Story ${i}`);
      expect(story.review).toBe("waiting");
      // A declined story does not count towards the trust.
      if (i === 0) {
        await decide(story._id, admin, "decline");
        const again = await published(owner, `Story ${i} again`);
        await decide(again._id, admin, "approve");
      } else {
        await decide(story._id, admin, "approve");
      }
    }
    const fourth = await published(owner, "The fourth");
    expect(fourth).toMatchObject({ review: "approved", reviewReason: null });
    expect(await publicIds()).toContain(fourth._id);
  });

  it("an admin's own public story is listed at once", async () => {
    const admin = await createUser({ role: "admin" });
    const story = await published(admin);
    expect(story.review).toBe("approved");
    expect(await publicIds()).toContain(story._id);
  });
});

describe("publishReview: everyone and off", () => {
  it("everyone: even a trusted account's and an admin's stories wait", async () => {
    await setMode("everyone");
    const owner = await createUser();
    for (let i = 0; i < 3; i++) await createStory(owner.id, { isPublic: true });
    const admin = await createUser({ role: "admin" });
    const story = await published(owner);
    const own = await published(admin);
    expect([story.review, own.review]).toEqual(["waiting", "waiting"]);
    expect(await publicIds()).not.toContain(story._id);
    expect(await publicIds()).not.toContain(own._id);
  });

  it("off: a new account's story is listed at once", async () => {
    await setMode("off");
    const owner = await createUser();
    const story = await published(owner);
    expect(story.review).toBe("approved");
    expect(await publicIds()).toContain(story._id);
  });

  it("a value that is not a mode gives the default (new-accounts)", async () => {
    await setMode("nobody");
    const owner = await createUser();
    expect((await published(owner)).review).toBe("waiting");
  });
});

describe("publishing", () => {
  it("a partially generated story can be made public, and waits like any other", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { generatingStatus: "PartiallyGenerated" });
    const response = await publish(story.id, owner);
    expect(response.status).toBe(200);
    expect((await body<{ story: StoryCardJson }>(response)).story).toMatchObject({ isPublic: true, review: "waiting" });
  });
});
