import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { isId } from "../../worker/db/ids";
import { storyGenerationStub } from "../../worker/generation/story-generation";
import { DEMO_STORY_IDEAS, demoStoryId } from "../../worker/seed/demo";
import { useFakeProvider } from "./generation-helpers";
import { createPlayableStory, createUser } from "./fixtures";
import { call, postJson } from "./helpers";

describe("GET /api/health", () => {
  it("answers with a D1 round trip, a request id and security headers", async () => {
    const response = await call("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", environment: "development" });
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("API conventions", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const response = await call("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("puts X-Request-Id on every answer: HTML pages, /media files and refusals, the API", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true });
    const shell = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
    const withShell = { ...env, ASSETS: { fetch: async () => new Response(shell, { headers: { "Content-Type": "text/html; charset=utf-8" } }) } };
    const answers: [string, Response][] = [
      ["story page", await app.request(`/story/${story.slug}`, {}, withShell)],
      ["unknown story page", await app.request("/story/no-such-story", {}, withShell)],
      ["browse page", await app.request("/", {}, withShell)],
      ["another SPA page", await app.request("/profile", {}, withShell)],
      ["a file", await call(`/media/stories/${story.id}/cover.png`)],
      ["a range of a file", await call(`/media/stories/${story.id}/opening.mp3`, { headers: { Range: "bytes=0-0" } })],
      ["a refused file", await call(`/media/stories/${story.id}/readers/0123456789abcdef01234567/1-x.webm`)],
      ["an unsigned PDF link", await call(`/media/pdf/${story.id}`)],
      ["the API", await call(`/api/stories/${story.id}`)],
    ];
    for (const [name, response] of answers) {
      expect(response.headers.get("X-Request-Id"), name).toMatch(/^[0-9a-f-]{36}$/);
      await response.arrayBuffer();
    }
    // A well-formed id the client sent is kept, so a trace crosses the hop.
    const echoed = await call(`/media/stories/${story.id}/cover.png`, { headers: { "X-Request-Id": "trace-1234" } });
    expect(echoed.headers.get("X-Request-Id")).toBe("trace-1234");
    await echoed.arrayBuffer();
  }, 30_000);

  it("refuses a body over the limit with 413 JSON, before any handler runs", async () => {
    const response = await postJson("/api/dev/seed", { padding: "x".repeat(100_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large" });
    const seeded = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(seeded?.n).toBe(0);
  });
});

describe("schema", () => {
  it("creates a table for every entity", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    const names = results.map((row) => row.name);
    for (const table of [
      "users",
      "profiles",
      "sessions",
      "email_tokens",
      "stories",
      "story_assets",
      "reactions",
      "feedbacks",
      "configs",
      "billing_events",
    ]) {
      expect(names).toContain(table);
    }
  });

  it.each([
    [
      "public stories of a language",
      "SELECT id FROM stories WHERE is_public = 1 AND language = 'fr-FR' ORDER BY created_at DESC LIMIT 12",
      "stories_public_by_language",
    ],
    ["my stories", "SELECT id FROM stories WHERE user_id = 'u' ORDER BY created_at DESC LIMIT 12", "stories_by_owner"],
    [
      "liked stories",
      "SELECT story_id FROM reactions WHERE user_id = 'u' AND reaction = 'like' ORDER BY created_at DESC LIMIT 12",
      "reactions_by_user",
    ],
    [
      "feedback pages",
      "SELECT id FROM feedbacks WHERE story_id = 's' ORDER BY created_at DESC LIMIT 5",
      "feedbacks_by_story",
    ],
    [
      "the weekly limit's count",
      "SELECT count(*) FROM story_creations WHERE user_id = 'u' AND created_at >= 0",
      "story_creations_by_user",
    ],
  ])("serves the %s list from an index, not a scan", async (_name, query, indexName) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join("\n");
    expect(plan).toContain(indexName);
    expect(plan).not.toMatch(/SCAN (stories|reactions|feedbacks)\b(?! USING)/);
  });
});

describe("development routes", () => {
  // The demo stories go through generation; a fast stand-in provider keeps this quick.
  useFakeProvider();

  it("seeds demo content once: configuration, and public stories in both languages made by the pipeline", async () => {
    expect(await (await call("/api/dev/seed")).json()).toEqual({ seeded: false, stories: 0, generating: 0 });
    const first = await call("/api/dev/seed", { method: "POST" });
    expect(await first.json()).toEqual({ seeded: true, stories: 12 });
    const second = await call("/api/dev/seed", { method: "POST" });
    expect(await second.json()).toEqual({ seeded: false, stories: 0 });
    const configs = await env.DB.prepare("SELECT count(*) AS n FROM configs").first<{ n: number }>();
    expect(configs?.n).toBeGreaterThan(0);
    // Right after seeding, the progress counts every demo story as still generating.
    const progress = (await (await call("/api/dev/seed")).json()) as { seeded: boolean; stories: number; generating: number };
    expect(progress).toMatchObject({ seeded: true, stories: 12 });
    expect(progress.generating).toBeGreaterThan(0);
    // The demo stories are generated like any other, then listed publicly; the progress follows.
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare(
          "SELECT count(*) AS n FROM stories WHERE generating_status = 'CompletelyGenerated' AND is_public = 1",
        ).first<{ n: number }>();
        expect(row?.n).toBe(12);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(await (await call("/api/dev/seed")).json()).toEqual({ seeded: true, stories: 12, generating: 0 });
    for (const lang of ["en-US", "fr-FR"]) {
      const list = (await (await call(`/api/stories/public?lang=${lang}`)).json()) as { stories: unknown[] };
      expect(list.stories, lang).toHaveLength(6);
    }
  });

  it("seeds the same demo stories on every fresh checkout: fixed ids, from which the offline engine draws each story", async () => {
    await call("/api/dev/seed", { method: "POST" });
    const rows = await env.DB.prepare("SELECT id, language FROM stories ORDER BY id").all<{ id: string; language: string }>();
    const expected = (["en-US", "fr-FR"] as const).flatMap((language) =>
      DEMO_STORY_IDEAS[language].map((_, index) => ({ id: demoStoryId(language, index), language })),
    );
    expect(rows.results).toEqual(expected);
    expect(new Set(expected.map((row) => row.id)).size).toBe(12);
    for (const { id } of expected) expect(isId(id), id).toBe(true);
  });

  it("bulk-inserts public stories over many owners for load and browsing tests", async () => {
    // A visitor's copy of the (empty) list is in the shared cache: the stories show all the same.
    await call("/api/stories/public?lang=fr-FR");
    expect((await call("/api/stories/public?lang=fr-FR")).headers.get("X-Cache")).toBe("HIT");
    const response = await postJson("/api/dev/bulk-stories", { count: 130, language: "fr-FR", owners: 25 });
    expect(await response.json()).toEqual({ stories: 130, owners: 25 });
    const row = await env.DB.prepare(
      "SELECT count(*) AS n, count(DISTINCT user_id) AS owners FROM stories WHERE is_public = 1 AND language = 'fr-FR'",
    ).first<{ n: number; owners: number }>();
    expect(row).toEqual({ n: 130, owners: 25 });
    const list = (await (await call("/api/stories/public?lang=fr-FR")).json()) as { stories: { title: string }[] };
    expect(list.stories[0]?.title).toBe("Story number 1");
    expect((await postJson("/api/dev/bulk-stories", { count: 0 })).status).toBe(400);
  });

  it("do not exist outside development", async () => {
    const { app } = await import("../../worker/app");
    const response = await app.request("/api/dev/seed", { method: "POST" }, { ...env, ENVIRONMENT: "production" });
    expect(response.status).toBe(404);
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(users?.n).toBe(0);
  });
});

describe("GET /api/app-config", () => {
  it("gives the SPA the Turnstile site key and the contact settings, D1 overriding defaults", async () => {
    const before = (await (await call("/api/app-config")).json()) as Record<string, unknown>;
    expect(before).toMatchObject({ turnstileSiteKey: "1x00000000000000000000AA", contactFormUrl: "" });
    const { invalidateConfigCache } = await import("../../worker/config/store");
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('contactFormUrl', ?, 0)")
      .bind(JSON.stringify("https://forms.example/contact"))
      .run();
    invalidateConfigCache();
    const after = (await (await call("/api/app-config")).json()) as Record<string, unknown>;
    expect(after.contactFormUrl).toBe("https://forms.example/contact");
  });

  it("gives the plans' configured prices and weekly limits, for the plan cards", async () => {
    const { invalidateConfigCache } = await import("../../worker/config/store");
    const limits = { free: 2, basic: 7, premium: 21 };
    const prices = { free: 0, basic: 450, premium: 1575 };
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('weeklyLimits', ?, 0), ('planPrices', ?, 0)")
      .bind(JSON.stringify(limits), JSON.stringify(prices))
      .run();
    invalidateConfigCache();
    expect(await (await call("/api/app-config")).json()).toMatchObject({ weeklyLimits: limits, planPrices: prices });
  });
});

describe("bindings", () => {
  it("reaches the story Durable Object", async () => {
    const stub = storyGenerationStub(env, "000000000000000000000abc");
    expect(await stub.getStatus()).toBeNull();
  });
});
