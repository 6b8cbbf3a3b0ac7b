import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { slugify } from "../../worker/stories/slug";
import { body, createStory, createUser } from "./fixtures";
import { createViaApi, useFakeProvider, waitForStatus } from "./generation-helpers";
import { call, env } from "./helpers";

/**
 * Issue 13, attack 5: a private story's link was its title's slug, and offline
 * titles come from a handful of patterns, so a visitor could guess
 * /api/stories/slug/the-day-pip-met-the-purple-giraffe and read it. Slugs now
 * carry 65 random bits after the title's words; existing private stories got
 * 64 (migration 0003).
 */
useFakeProvider();

const SHELL = "<!doctype html><html><head><title>Fabulo</title></head><body><div id=root></div></body></html>";
const WITH_SHELL = {
  ...env,
  ASSETS: { fetch: async () => new Response(SHELL, { headers: { "Content-Type": "text/html; charset=utf-8" } }) },
};
const page = (slug: string) => app.request(`/story/${slug}`, {}, WITH_SHELL);

async function storyBySlug(slug: string) {
  return env.DB.prepare("SELECT id, slug, title, is_public FROM stories WHERE slug = ?").bind(slug).first<{
    id: string;
    slug: string;
    title: string;
  }>();
}

describe("private story links cannot be guessed from their titles", () => {
  it("a new story's slug is its title's words plus 13 base32 characters; the title alone finds nothing", async () => {
    const owner = await createUser();
    const id = await createViaApi(owner.auth, ["a kite", "a fox"]);
    expect(await waitForStatus(id, ["CompletelyGenerated", "PartiallyGenerated"])).toBe("CompletelyGenerated");
    const row = await env.DB.prepare("SELECT slug, title FROM stories WHERE id = ?").bind(id).first<{ slug: string; title: string }>();
    const guess = slugify(row!.title);
    expect(row!.slug).toMatch(new RegExp(`^${guess}-[a-z2-7]{13}$`));

    const guessed = await call(`/api/stories/slug/${guess}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.json()).toEqual({ message: "Story not found" });
    const guessedPage = await page(guess);
    expect(guessedPage.status).toBe(404);
    const html = await guessedPage.text();
    expect(html).not.toContain(row!.title);
    expect(html).toContain('<meta name="robots" content="noindex" />');

    // The real link, shared by its owner, still plays for anyone (docs/product.md §1, §6).
    const shared = await call(`/api/stories/slug/${row!.slug}`);
    expect(shared.status).toBe(200);
    expect((await body<{ story: { title: string } }>(shared)).story.title).toBe(row!.title);
    const sharedPage = await page(row!.slug);
    expect(sharedPage.status).toBe(200);
    expect(await sharedPage.text()).toContain(row!.title);
  });

  it("publishing keeps the slug, so links already shared keep working", async () => {
    const owner = await createUser();
    const id = await createViaApi(owner.auth, ["a lighthouse"]);
    await waitForStatus(id, ["CompletelyGenerated", "PartiallyGenerated"]);
    const before = await env.DB.prepare("SELECT slug FROM stories WHERE id = ?").bind(id).first<{ slug: string }>();
    const published = await call(`/api/stories/public/${id}`, { method: "PUT", headers: owner.auth });
    expect(published.status).toBe(200);
    const after = await storyBySlug(before!.slug);
    expect(after?.id).toBe(id);
    expect((await call(`/api/stories/slug/${before!.slug}`)).status).toBe(200);
  });

  it("migration 0003 moves existing private stories off their titles' slugs and leaves public ones", async () => {
    const owner = await createUser();
    const secret = await createStory(owner.id, {
      slug: "the-day-pip-met-the-purple-giraffe",
      title: "The day Pip met the purple giraffe",
    });
    const open = await createStory(owner.id, { slug: "a-public-tale", title: "A public tale", isPublic: true });
    expect((await call("/api/stories/slug/the-day-pip-met-the-purple-giraffe")).status).toBe(200);

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("account_hardening"));
    const backfill = migration!.queries.filter((q) => q.includes("UPDATE `stories`"));
    expect(backfill).toHaveLength(1);
    for (const query of backfill) await env.DB.prepare(query).run();

    const guessed = await call("/api/stories/slug/the-day-pip-met-the-purple-giraffe");
    expect(guessed.status).toBe(404);
    expect((await page("the-day-pip-met-the-purple-giraffe")).status).toBe(404);
    const moved = await env.DB.prepare("SELECT slug FROM stories WHERE id = ?").bind(secret.id).first<{ slug: string }>();
    expect(moved!.slug).toMatch(/^the-day-pip-met-the-purple-giraffe-[0-9a-f]{16}$/);
    expect((await call(`/api/stories/slug/${moved!.slug}`)).status).toBe(200);
    expect((await storyBySlug("a-public-tale"))?.id).toBe(open.id);
  });
});
