import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "../../worker/http/error-handler";
import { provideDb } from "../../worker/http/middleware";
import { createBrowsePageRoutes } from "../../worker/routes/browse-page";
import { createStoryPageRoutes } from "../../worker/routes/story-page";
import type { AppEnv } from "../../worker/types";
import { body, createPlayableStory, createUser, type TestUser } from "./fixtures";
import { createViaApi, useFakeProvider, waitForStatus } from "./generation-helpers";
import { call, env, postJson } from "./helpers";

/**
 * The shared cache in front of public reading (worker/http/edge-cache.ts), per route: a visitor's
 * second request is a hit; a publish, a review or a hide shows in the very next request; a signed-in
 * caller's answer and a private story's never enter it nor come from it.
 */

const SHELL = `<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Fabulo</title></head><body><div id="root"></div></body></html>`;

/** The page routes with a fixed SPA shell (no Vite build needed), as first-data.test.ts does. */
function pageApp() {
  const shell = async () => new Response(SHELL);
  const app = new Hono<AppEnv>().use(provideDb).route("/story", createStoryPageRoutes(shell)).route("/", createBrowsePageRoutes(shell));
  app.onError(handleError);
  return app;
}

type Get = (path: string, headers?: Record<string, string>) => Promise<Response>;
const api: Get = (path, headers = {}) => call(path, { headers });
const page: Get = async (path, headers = {}) => pageApp().request(path, { headers }, env);

const cacheState = (response: Response) => response.headers.get("X-Cache");

async function publicStoryOf(owner: TestUser, slug: string) {
  return createPlayableStory(owner.id, { slug, isPublic: true, title: `Title of ${slug}` });
}

/** Every cached route: how to get it for a story, and what in its answer shows the story is listed. */
const ROUTES: { name: string; get: Get; path: (story: { id: string; slug: string }) => string; list: boolean }[] = [
  { name: "public list", get: api, path: () => "/api/stories/public?lang=en-US", list: true },
  { name: "story JSON by slug", get: api, path: (story) => `/api/stories/slug/${story.slug}`, list: false },
  { name: "story JSON by id", get: api, path: (story) => `/api/stories/${story.id}`, list: false },
  { name: "story page", get: page, path: (story) => `/story/${story.slug}`, list: false },
  { name: "browse page", get: page, path: () => "/browse-stories", list: true },
];

const admin = () => createUser({ role: "admin" });
const decide = (story: { id: string }, decision: "approve" | "decline", by: TestUser) =>
  postJson(`/api/admin/review/${story.id}`, { decision }, by.auth);

describe.each(ROUTES)("the shared cache: $name", ({ get, path, list }) => {
  it("serves a visitor's second request from the cache, with the browser's own headers", async () => {
    const owner = await createUser();
    const story = await publicStoryOf(owner, "cached-tale");
    const first = await get(path(story));
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe("MISS");
    const second = await get(path(story));
    expect(cacheState(second)).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    // Browsers keep what they kept before: the shared copy's lifetime is the edge's alone.
    expect(second.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    expect(second.headers.get("Cache-Control")).not.toContain("public");
  });

  /** A listed story whose answer on this route a visitor has already put in the cache. */
  async function cachedStory(slug: string) {
    const story = await publicStoryOf(await createUser(), slug);
    await get(path(story));
    expect(cacheState(await get(path(story)))).toBe("HIT");
    return story;
  }

  it("shows a decline (hide) in the next request", async () => {
    const reviewer = await admin();
    const story = await cachedStory("reviewed-tale");

    expect((await decide(story, "decline", reviewer)).status).toBe(200);
    const afterDecline = await get(path(story));
    if (list) {
      expect(cacheState(afterDecline)).toBe("MISS");
      expect(await afterDecline.text()).not.toContain("Title of reviewed-tale");
    } else {
      // Declined: no visitor may open it any more, and the stored copy is gone with it.
      expect(afterDecline.status).toBe(404);
      expect(cacheState(afterDecline)).not.toBe("HIT");
    }
  });

  it("shows a hide by reports in the next request", async () => {
    const reporter = await admin();
    const story = await cachedStory("reported-tale");

    // An admin's report hides the story at once (reports.ts).
    expect((await postJson(`/api/stories/${story.id}/report`, { reason: "violence" }, reporter.auth)).status).toBe(201);
    const afterReport = await get(path(story));
    expect(cacheState(afterReport)).not.toBe("HIT");
    if (list) expect(await afterReport.text()).not.toContain("Title of reported-tale");
  });

  it("shows a publication in the next request", async () => {
    const owner = await createUser({ role: "admin" });
    const story = await createPlayableStory(owner.id, { slug: "new-tale", title: "Title of new-tale" });
    const before = await get(path(story));
    // A private story plays by its link (200) but is never stored; a list without it is.
    expect(cacheState(before)).toBe("MISS");
    expect(cacheState(await get(path(story)))).toBe(list ? "HIT" : "MISS");

    expect((await call(`/api/stories/public/${story.id}`, { method: "PUT", headers: owner.auth })).status).toBe(200);
    const after = await get(path(story));
    expect(after.status).toBe(200);
    expect(cacheState(after)).toBe("MISS");
    expect(await after.text()).toContain("Title of new-tale");
    expect(cacheState(await get(path(story)))).toBe("HIT");
  });

  it("never stores nor serves a signed-in caller's answer", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await publicStoryOf(owner, "signed-in-tale");
    const signedIn = await get(path(story), reader.auth);
    expect(signedIn.status).toBe(200);
    expect(cacheState(signedIn)).toBe("BYPASS");
    // The signed-in answer stored nothing: the visitor's first request is a miss.
    expect(cacheState(await get(path(story)))).toBe("MISS");
    expect(cacheState(await get(path(story)))).toBe("HIT");
    // And with a visitor's copy stored, a signed-in caller (token or session cookie) still gets their own.
    expect(cacheState(await get(path(story), reader.auth))).toBe("BYPASS");
    expect(cacheState(await get(path(story), { Cookie: "fabulo_refresh=abc; locale=en-US" }))).toBe("BYPASS");
  });
});

describe("the shared cache and what is not everyone's", () => {
  it("never stores a private story's JSON or page, though a visitor may play it by link", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { slug: "family-secret" });
    for (const [get, path] of [
      [api, `/api/stories/slug/${story.slug}`],
      [api, `/api/stories/${story.id}`],
      [page, `/story/${story.slug}`],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        expect(cacheState(answer), path).toBe("MISS");
      }
    }
  });

  it("keeps the signed-in caller's reaction out of the visitor's copy", async () => {
    const owner = await createUser();
    const reader = await createUser();
    const story = await publicStoryOf(owner, "liked-tale");
    await postJson(`/api/stories/${story.id}/react`, { reaction: "like" }, reader.auth);
    const own = await body<{ stories: { userReaction: string | null }[] }>(await api("/api/stories/public?lang=en-US", reader.auth));
    expect(own.stories[0]?.userReaction).toBe("like");
    const visitor = await body<{ stories: { userReaction: string | null; likes: number }[] }>(await api("/api/stories/public?lang=en-US"));
    expect(visitor.stories[0]).toMatchObject({ userReaction: null, likes: 1 });
    expect(cacheState(await api("/api/stories/public?lang=en-US", reader.auth))).toBe("BYPASS");
  });

  it("keeps pages of each language apart, and later pages of the list out", async () => {
    const owner = await createUser();
    await publicStoryOf(owner, "english-tale");
    await page("/browse-stories", { "Accept-Language": "en-US" });
    const french = await page("/browse-stories", { "Accept-Language": "fr-FR" });
    expect(cacheState(french)).toBe("MISS");
    expect(await french.text()).toContain('lang="fr-FR"');
    expect(cacheState(await page("/", { "Accept-Language": "en-US" }))).toBe("HIT");
    const later = `/api/stories/public?lang=en-US&exclude=${"0".repeat(24)}`;
    await api(later);
    expect(cacheState(await api(later))).toBeNull();
  });
});

describe("the shared cache and generation", () => {
  const provider = useFakeProvider();

  it.each(ROUTES.filter((route) => route.list))(
    "shows in the $name a published story the moment its generation ends",
    async ({ get, path }) => {
      // Published while its narration is still being made: not listed yet, and a visitor caches the list.
      let narrationHeld = true;
      provider.options.intercept = async (step) => {
        while (narrationHeld && step.startsWith("audio:")) await scheduler.wait(20);
      };
      const owner = await createUser({ role: "admin" });
      const storyId = await createViaApi(owner.auth, ["a lighthouse", "a sleepy whale"]);
      await waitForStatus(storyId, ["VoiceGenerating"]);
      expect((await call(`/api/stories/public/${storyId}`, { method: "PUT", headers: owner.auth })).status).toBe(200);
      await get(path({ id: storyId, slug: "" }));
      const cached = await get(path({ id: storyId, slug: "" }));
      expect(cacheState(cached)).toBe("HIT");
      expect(await cached.text()).not.toContain("a sleepy whale");

      narrationHeld = false;
      await waitForStatus(storyId, ["CompletelyGenerated"]);
      const after = await get(path({ id: storyId, slug: "" }));
      expect(cacheState(after)).toBe("MISS");
      expect(await after.text()).toContain("a sleepy whale");
    },
  );

  it("publishes and finishes a story though the cache refuses every purge", async () => {
    const refused = vi.spyOn(caches.default, "delete").mockRejectedValue(new Error("cache unavailable"));
    try {
      const owner = await createUser({ role: "admin" });
      const storyId = await createViaApi(owner.auth, ["a kite", "a windy hill"]);
      expect((await call(`/api/stories/public/${storyId}`, { method: "PUT", headers: owner.auth })).status).toBe(200);
      await waitForStatus(storyId, ["CompletelyGenerated"]);
      expect(refused).toHaveBeenCalled();
    } finally {
      refused.mockRestore();
    }
  });
});
