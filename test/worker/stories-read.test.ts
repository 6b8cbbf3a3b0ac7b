import { describe, expect, it } from "vitest";
import { CHAPTERS } from "../../shared/enums";
import { addAsset, body, createPlayableStory, createStory, createUser } from "./fixtures";
import { call, env, postJson } from "./helpers";

interface StoryBody {
  story: Record<string, unknown> & {
    images: Record<string, string | null>;
    audio: Record<string, string | null>;
    narrative: Record<string, unknown>;
  };
  userFeedback?: unknown;
}

describe("GET /api/stories/slug/{slug}", () => {
  it("gives a visitor the whole story with media URLs and no caller data", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { slug: "the-brave-cat", title: "The brave cat" });
    const response = await call("/api/stories/slug/the-brave-cat");
    expect(response.status).toBe(200);
    const { story: json, userFeedback } = await body<StoryBody>(response);
    expect(userFeedback).toBeNull();
    expect(json).toMatchObject({
      _id: story.id,
      slug: "the-brave-cat",
      title: "The brave cat",
      description: "A short tale.",
      coverImage: `/media/stories/${story.id}/cover.png`,
      user: owner.id,
      date: story.createdAt.toISOString(),
      isPublic: false,
      generatingStatus: "CompletelyGenerated",
      likes: 0,
      dislikes: 0,
      feedbackCount: 0,
      language: "en-US",
      userReaction: null,
      userFeedbackText: null,
    });
    expect(Object.keys(json.images)).toEqual([...CHAPTERS]);
    expect(json.images.buildUp).toBe(`/media/stories/${story.id}/buildup.png`);
    expect(json.audio.closing).toBe(`/media/stories/${story.id}/closing.mp3`);
    expect(json.narrative.opening).toBe("The opening line.\nAnother line.");
    // The URLs are really served.
    const media = await call(json.audio.closing!);
    expect(media.status).toBe(200);
  });

  it("gives only finished media, and narrative items of known types", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, {
      slug: "half-done",
      narrative: {
        opening: [
          { type: "title", text: "Once" },
          { type: "dialogue", speaker: "Zoé", text: "Hello!" },
          { type: "plain", text: "The end." },
          { type: "script", text: "dropped" },
        ],
        buildUp: 42,
      },
    });
    await addAsset(story.id, "opening", "image");
    await addAsset(story.id, "dilemma", "image", { status: "pending" });
    await addAsset(story.id, "resolution", "audio", { status: "failed", r2Key: null });
    const { story: json } = await body<StoryBody>(await call("/api/stories/slug/half-done"));
    expect(json.images).toEqual({
      opening: `/media/stories/${story.id}/opening.png`,
      buildUp: null,
      dilemma: null,
      resolution: null,
      closing: null,
    });
    expect(Object.values(json.audio).every((url) => url === null)).toBe(true);
    expect(json.narrative).toEqual({
      opening: [
        { type: "title", text: "Once" },
        { type: "dialogue", speaker: "Zoé", text: "Hello!" },
        { type: "plain", text: "The end." },
      ],
      buildUp: null,
      dilemma: null,
      resolution: null,
      closing: null,
    });
    expect(json.coverImage).toBeNull();
  });

  it("includes the caller's reaction and feedback", async () => {
    const owner = await createUser();
    const reader = await createUser({ name: "Léa" });
    const story = await createPlayableStory(owner.id, { slug: "shared", isPublic: true });
    await postJson(`/api/stories/${story.id}/react`, { reaction: "dislike" }, reader.auth);
    await postJson(`/api/stories/${story.id}/feedbacks`, { feedbackText: "Too scary" }, reader.auth);
    const json = await body<StoryBody>(await call("/api/stories/slug/shared", { headers: reader.auth }));
    expect(json.story).toMatchObject({ userReaction: "dislike", userFeedbackText: "Too scary", dislikes: 1, feedbackCount: 1 });
    expect(json.userFeedback).toMatchObject({
      userId: { _id: reader.id, name: "Léa" },
      reaction: "dislike",
      feedbackText: "Too scary",
    });
    // Another user sees none of it.
    const other = await createUser();
    const theirs = await body<StoryBody>(await call("/api/stories/slug/shared", { headers: other.auth }));
    expect(theirs.story).toMatchObject({ userReaction: null, userFeedbackText: null });
    expect(theirs.userFeedback).toBeNull();
  });

  it("lets anyone with the link read a private story", async () => {
    const owner = await createUser();
    await createPlayableStory(owner.id, { slug: "secret", isPublic: false });
    const other = await createUser();
    expect((await call("/api/stories/slug/secret")).status).toBe(200);
    expect((await call("/api/stories/slug/secret", { headers: other.auth })).status).toBe(200);
  });

  it("answers an unknown slug with 404 Story not found", async () => {
    const response = await call("/api/stories/slug/nobody-wrote-this");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Story not found" });
  });
});

describe("GET /api/stories/{idOrSlug}", () => {
  it("finds a story by id and by slug", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { slug: "by-either" });
    for (const key of [story.id, "by-either"]) {
      const response = await call(`/api/stories/${key}`);
      expect(response.status).toBe(200);
      const json = await body<StoryBody>(response);
      expect(json.story).toMatchObject({ _id: story.id, slug: "by-either" });
      expect(json).not.toHaveProperty("userFeedback");
    }
  });

  it.each(["000000000000000000000000", "not-a-story", "ZZZ", "0123456789abcdef0123456X"])(
    "answers %s with 404",
    async (key) => {
      const response = await call(`/api/stories/${key}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Story not found" });
    },
  );
});

describe("GET /api/stories/cover/{id}", () => {
  it("gives the card: card fields only, with the caller's reaction", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true });
    await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, reader.auth);
    const response = await call(`/api/stories/cover/${story.id}`, { headers: reader.auth });
    expect(response.status).toBe(200);
    const { story: card } = await body<StoryBody>(response);
    expect(Object.keys(card).sort()).toEqual(
      [
        "_id",
        "slug",
        "title",
        "description",
        "coverImage",
        "coverImageSources",
        "date",
        "isPublic",
        "generatingStatus",
        "likes",
        "dislikes",
        "feedbackCount",
        "language",
        "user",
        "userReaction",
      ].sort(),
    );
    expect(card).toMatchObject({ _id: story.id, likes: 1, userReaction: "like", isPublic: true });
    const visitor = await body<StoryBody>(await call(`/api/stories/cover/${story.id}`));
    expect(visitor.story.userReaction).toBeNull();
  });

  it.each(["0123456789abcdef01234567", "bad-id"])("answers %s with 404", async (id) => {
    const response = await call(`/api/stories/cover/${id}`);
    expect(response.status).toBe(404);
  });
});

describe("GET /api/stories/{id}/summary", () => {
  it("gives the counts", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { likes: 3, dislikes: 2, feedbackCount: 1 });
    const response = await call(`/api/stories/${story.id}/summary`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ likes: 3, dislikes: 2, feedbackCount: 1 });
  });

  it.each(["0123456789abcdef01234567", "nope", "%00"])("answers %s with 404", async (id) => {
    expect((await call(`/api/stories/${id}/summary`)).status).toBe(404);
  });
});

describe("bindings used by story reads", () => {
  it("keeps story media under the story's own prefix", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const listed = await env.MEDIA.list({ prefix: `stories/${story.id}/` });
    expect(listed.objects).toHaveLength(11);
  });
});
