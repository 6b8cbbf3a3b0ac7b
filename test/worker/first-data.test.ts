import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../../worker/http/error-handler";
import { provideDb } from "../../worker/http/middleware";
import { jsonForScript } from "../../worker/http/first-data";
import { createBrowsePageRoutes } from "../../worker/routes/browse-page";
import { createStoryPageRoutes } from "../../worker/routes/story-page";
import type { AppEnv } from "../../worker/types";
import { CARD_IMAGE_SIZES, PLAYER_IMAGE_SIZES } from "../../shared/image-sources";
import type { FirstData } from "../../shared/first-data";
import type { StoryJson } from "../../shared/story-json";
import { body, createPlayableStory, createStory, createUser } from "./fixtures";
import { call, env } from "./helpers";

/** A fixed SPA shell, shaped like the built index.html, so these tests need no Vite build. */
const SHELL = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Fabulo</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link data-rel="modulepreload" crossorigin href="/assets/BrowsePage.js" data-first-screen="browse">
    <link data-rel="preload" as="style" crossorigin href="/assets/BrowsePage.css" data-first-screen="browse">
    <link data-rel="modulepreload" crossorigin href="/assets/StoryPlayerPage.js" data-first-screen="story">
    <link data-rel="modulepreload" crossorigin href="/assets/messages-fr.js" data-first-screen="catalog" data-locale="fr-FR">
    <link data-rel="modulepreload" crossorigin href="/assets/messages-en.js" data-first-screen="catalog" data-locale="en-US">
    <link data-rel="modulepreload" crossorigin href="/assets/screens-fr.js" data-first-screen="screens-catalog" data-locale="fr-FR">
    <link data-rel="modulepreload" crossorigin href="/assets/screens-en.js" data-first-screen="screens-catalog" data-locale="en-US">
  </head>
  <body><div id="root"><div class="boot-splash" aria-hidden="true"><span class="boot-splash-brand">Fabulo</span><span class="spinner"></span></div></div></body>
</html>`;

/** The real routes and D1, with only the shell loader replaced. */
function pageApp() {
  const shell = async () => new Response(SHELL);
  const app = new Hono<AppEnv>().use(provideDb).route("/story", createStoryPageRoutes(shell)).route("/", createBrowsePageRoutes(shell));
  app.onError(handleError);
  return app;
}
const page = (path: string, headers: Record<string, string> = {}) => pageApp().request(path, { headers }, env);

/** The data block's text and what it parses to. */
function firstDataOf(html: string): { text: string; data: FirstData } {
  const match = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no first-data element in the page");
  return { text: match[1], data: JSON.parse(match[1]) as FirstData };
}

/** The boot splash as the page has it. */
function splashOf(html: string): string {
  const match = /<div class="boot-splash[^"]*"[\s\S]*?<span class="spinner"><\/span><\/div>/.exec(html);
  if (!match) throw new Error("no boot splash in the page");
  return match[0];
}

/** The lazily loaded chunks the page preloads: href → rel (index.html lists them inert, without rel). */
function chunkPreloads(html: string): Record<string, string | null> {
  const links = html.match(/<link [^>]*data-first-screen[^>]*>/g) ?? [];
  return Object.fromEntries(links.map((link) => [/href="([^"]+)"/.exec(link)![1]!, / rel="([^"]+)"/.exec(link)?.[1] ?? null]));
}

const variants = (base: string) => [
  { key: `${base}-480.webp`, width: 480, height: 320 },
  { key: `${base}-960.webp`, width: 960, height: 640 },
];

async function publicStoriesIn(language: "en-US" | "fr-FR", title: string) {
  const owner = await createUser();
  const story = await createStory(owner.id, { language, title, isPublic: true });
  await env.DB.prepare("UPDATE stories SET cover_key = ?, cover_variants = ? WHERE id = ?")
    .bind(`stories/${story.id}/cover.png`, JSON.stringify(variants(`stories/${story.id}/cover`)), story.id)
    .run();
  return story;
}

describe("GET / and /browse-stories with the first public page in the page", () => {
  it("carries the visitor's language's first page, exactly as the API answers it, and preloads the first cover", async () => {
    await publicStoriesIn("en-US", "The kite");
    const french = await publicStoriesIn("fr-FR", "Le cerf-volant");
    for (const path of ["/", "/browse-stories"]) {
      const response = await page(path, { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="fr-FR">');
      const { data } = firstDataOf(html);
      expect(data.path).toBe("/api/stories/public?lang=fr-FR");
      const api = await body(await call("/api/stories/public?lang=fr-FR"));
      expect(data.body).toEqual(api);
      const stories = (data.body as { stories: { _id: string }[] }).stories;
      expect(stories[0]?._id).toBe(french.id);
      // The first card's picture: the WebP copies with the card's sizes, high priority, in <head>.
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain(
        `<link rel="preload" as="image" href="/media/stories/${french.id}/cover.png" ` +
          `imagesrcset="/media/stories/${french.id}/cover-480.webp 480w, /media/stories/${french.id}/cover-960.webp 960w" ` +
          `imagesizes="${CARD_IMAGE_SIZES}" fetchpriority="high" />`,
      );
      // The same file drawn in the splash, cropped as the card crops it, before any script has run.
      expect(splashOf(html)).toBe(
        `<div class="boot-splash with-picture with-cover" aria-hidden="true"><span class="boot-splash-brand">Fabulo</span>` +
          `<img class="boot-splash-picture" src="/media/stories/${french.id}/cover.png" ` +
          `srcset="/media/stories/${french.id}/cover-480.webp 480w, /media/stories/${french.id}/cover-960.webp 960w" ` +
          `sizes="${CARD_IMAGE_SIZES}" width="960" height="720" alt="" fetchpriority="high" />` +
          `<span class="spinner"></span></div>`,
      );
      expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    }
  });

  it("follows the language the visitor chose (cookie) over the browser's, and English otherwise", async () => {
    const english = await publicStoriesIn("en-US", "The boat");
    const chosen = await page("/", { Cookie: "theme=dark; locale=en-US", "Accept-Language": "fr-FR" });
    const { data } = firstDataOf(await chosen.text());
    expect(data.path).toBe("/api/stories/public?lang=en-US");
    expect((data.body as { stories: { _id: string }[] }).stories[0]?._id).toBe(english.id);
    const others: Record<string, string>[] = [{}, { "Accept-Language": "de-DE,es;q=0.8" }, { Cookie: "locale=de-DE" }];
    for (const headers of others) {
      const html = await (await page("/", headers)).text();
      expect(firstDataOf(html).data.path, JSON.stringify(headers)).toBe("/api/stories/public?lang=en-US");
      expect(html).toContain('<html lang="en-US">');
    }
    const french = await (await page("/", { Cookie: "locale=fr-FR", "Accept-Language": "en-US" })).text();
    expect(firstDataOf(french).data.path).toBe("/api/stories/public?lang=fr-FR");
  });

  it("preloads the browse screen's chunks and its catalog in the visitor's language, nothing else", async () => {
    expect(chunkPreloads(await (await page("/", { Cookie: "locale=fr-FR" })).text())).toEqual({
      "/assets/BrowsePage.js": "modulepreload",
      "/assets/BrowsePage.css": "preload",
      "/assets/messages-fr.js": "modulepreload",
    });
    expect(chunkPreloads(await (await page("/browse-stories", { "Accept-Language": "en" })).text())).toEqual({
      "/assets/BrowsePage.js": "modulepreload",
      "/assets/BrowsePage.css": "preload",
      "/assets/messages-en.js": "modulepreload",
    });
  });

  it("stays fresh: revalidated on each visit, never kept by a shared cache, varying with the language inputs", async () => {
    const response = await page("/");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("Vary")).toContain("Cookie");
    expect(response.headers.get("Vary")).toContain("Accept-Language");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("cannot be broken out of by a story's text: </script>, comments and U+2028 stay inside the JSON", async () => {
    const title = `</script><script>alert("x")</script><!-- \u2028\u2029 & <b>`;
    const attack = await publicStoriesIn("en-US", title);
    const html = await (await page("/", { "Accept-Language": "en-US" })).text();
    const { text, data } = firstDataOf(html);
    // The element holds no markup at all; JSON.parse gives the title back exactly.
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(html).not.toContain("<script>alert");
    expect(html.split("</script>")).toHaveLength(3); // the shell's module script and the data block
    const first = (data.body as { stories: { _id: string; title: string }[] }).stories[0];
    expect(first).toMatchObject({ _id: attack.id, title });
  });

  it("writes no preload and draws no picture when the first story has no picture yet", async () => {
    expect(jsonForScript({ a: "</script>", b: "\u2028" })).toBe('{"a":"\\u003c/script\\u003e","b":"\\u2028"}');
    const owner = await createUser();
    const bare = await createStory(owner.id, { language: "fr-FR", isPublic: true, coverKey: null });
    const html = await (await page("/", { Cookie: "locale=fr-FR" })).text();
    const { data } = firstDataOf(html);
    expect((data.body as { stories: { _id: string; coverImage: string | null }[] }).stories[0]).toMatchObject({
      _id: bare.id,
      coverImage: null,
    });
    expect(html).not.toContain('as="image"');
    // Nothing to draw: the plain splash.
    expect(splashOf(html)).toBe(
      `<div class="boot-splash" aria-hidden="true"><span class="boot-splash-brand">Fabulo</span><span class="spinner"></span></div>`,
    );
  });
});

describe("GET /story/<slug> with the story and its first picture in the page", () => {
  it("carries the story as the API answers a visitor and preloads the opening picture's copies", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { slug: "l-été-du-hibou", isPublic: true });
    await env.DB.prepare("UPDATE story_assets SET variants = ? WHERE story_id = ? AND chapter = 'opening' AND kind = 'image'")
      .bind(JSON.stringify(variants(`stories/${story.id}/opening`)), story.id)
      .run();
    const response = await page(`/story/${encodeURIComponent("l-été-du-hibou")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    const html = await response.text();
    const { data } = firstDataOf(html);
    // The path the SPA asks for first (src/app/first-data.ts): the slug encoded the same way.
    expect(data.path).toBe(`/api/stories/slug/${encodeURIComponent("l-été-du-hibou")}`);
    expect(data.body).toEqual(await body(await call(data.path)));
    expect((data.body as { story: StoryJson }).story.imageSources?.opening?.map((s) => s.width)).toEqual([480, 960]);
    // The player's code and both its catalogs, in the visitor's language (English by default).
    expect(chunkPreloads(html)).toEqual({
      "/assets/StoryPlayerPage.js": "modulepreload",
      "/assets/messages-en.js": "modulepreload",
      "/assets/screens-en.js": "modulepreload",
    });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      `<link rel="preload" as="image" href="/media/stories/${story.id}/opening.png" ` +
        `imagesrcset="/media/stories/${story.id}/opening-480.webp 480w, /media/stories/${story.id}/opening-960.webp 960w" ` +
        `imagesizes="${PLAYER_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    // Requested before the scripts: it comes first in <head>, right after the viewport.
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf("<script"));
    // The same file drawn in the splash while the player loads, before any script has run.
    expect(splashOf(html)).toBe(
      `<div class="boot-splash with-picture" aria-hidden="true"><span class="boot-splash-brand">Fabulo</span>` +
        `<img class="boot-splash-picture" src="/media/stories/${story.id}/opening.png" ` +
        `srcset="/media/stories/${story.id}/opening-480.webp 480w, /media/stories/${story.id}/opening-960.webp 960w" ` +
        `sizes="${PLAYER_IMAGE_SIZES}" width="960" height="640" alt="" fetchpriority="high" />` +
        `<span class="spinner"></span></div>`,
    );
  });

  it("preloads the PNG itself for a story without copies, and carries nothing for an unknown story", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { slug: "sans-copies" });
    const html = await (await page("/story/sans-copies")).text();
    expect(html).toContain(`<link rel="preload" as="image" href="/media/stories/${story.id}/opening.png" fetchpriority="high" />`);
    expect(splashOf(html)).toContain(
      `<img class="boot-splash-picture" src="/media/stories/${story.id}/opening.png" width="960" height="640" alt="" fetchpriority="high" />`,
    );
    const missing = await (await page("/story/nobody-wrote-this")).text();
    expect(missing).not.toContain("first-data");
    expect(missing).not.toContain('as="image"');
    // The splash stays the plain one.
    expect(splashOf(missing)).toBe(
      `<div class="boot-splash" aria-hidden="true"><span class="boot-splash-brand">Fabulo</span><span class="spinner"></span></div>`,
    );
  });
});
