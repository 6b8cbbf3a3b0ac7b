import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../../worker/http/error-handler";
import { provideDb } from "../../worker/http/middleware";
import { createStoryPageRoutes, injectStoryMeta, type StoryMeta } from "../../worker/routes/story-page";
import type { AppEnv } from "../../worker/types";
import { createPlayableStory, createStory, createUser } from "./fixtures";
import { call, env } from "./helpers";

/** A fixed SPA shell, shaped like the built index.html, so these tests need no Vite build. */
const SHELL = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>Fabulo — illustrated, narrated stories for children</title>
    <meta name="description" content="Generic description." />
    <meta property="og:site_name" content="Fabulo" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Generic title" />
    <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The real route, real D1, with only the shell loader replaced. */
function pageApp() {
  const app = new Hono<AppEnv>().use(provideDb).route("/story", createStoryPageRoutes(async () => new Response(SHELL)));
  app.onError(handleError);
  return app;
}
const page = (path: string) => pageApp().request(path, {}, env);

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("injectStoryMeta", () => {
  const meta: StoryMeta = {
    title: `Zoé's <script>alert("x")</script> & the "dragon"`,
    description: `Once upon a time… <img src=x onerror=alert(1)>`,
    url: "https://fabulo.app/story/zoe-s-dragon",
    image: "https://fabulo.app/media/stories/abc/cover.png",
    language: "fr-FR",
    indexable: true,
  };

  it("replaces the shell's sharing tags with the story's, escaped", async () => {
    const html = await injectStoryMeta(new Response(SHELL), meta, 200).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain(
      "<title>Zoé&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the &quot;dragon&quot; — Fabulo</title>",
    );
    const escapedTitle = "Zoé&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the &quot;dragon&quot;";
    const escapedDescription = "Once upon a time… &lt;img src=x onerror=alert(1)&gt;";
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escapedTitle}" />`);
    expect(html).toContain(`<meta name="description" content="${escapedDescription}" />`);
    expect(html).toContain(`<meta property="og:description" content="${escapedDescription}" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${escapedDescription}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://fabulo.app/story/zoe-s-dragon" />');
    expect(html).toContain('<meta property="og:image" content="https://fabulo.app/media/stories/abc/cover.png" />');
    expect(html).toContain('<meta name="twitter:image" content="https://fabulo.app/media/stories/abc/cover.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://fabulo.app/story/zoe-s-dragon" />');
    expect(html).toContain('<html lang="fr-FR">');
    // The generic tags are gone, each tag appears once, the rest of the shell is intact.
    expect(html).not.toContain("Generic");
    expect(html).not.toContain('content="website"');
    for (const tag of ["<title>", 'property="og:title"', 'property="og:type"', 'name="description"', 'property="og:site_name"']) {
      expect(count(html, tag), tag).toBe(1);
    }
    expect(html).toContain('<link rel="icon" href="/icons/favicon-48.png"');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("noindex");
  });

  it("keeps private stories out of search engines and falls back to a small card without a cover", async () => {
    const html = await injectStoryMeta(new Response(SHELL), { ...meta, image: null, indexable: false }, 200).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain("og:image");
  });
});

describe("GET /story/<slug>", () => {
  it("serves the SPA with the story's absolute URLs from APP_URL", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, {
      slug: "le-dragon",
      title: `Le "dragon" <b>bleu</b>`,
      description: "Une histoire de Zoé.",
      isPublic: true,
    });
    const response = await page("/story/le-dragon");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${env.APP_URL}/story/le-dragon" />`);
    expect(html).toContain(`<meta property="og:url" content="${env.APP_URL}/story/le-dragon" />`);
    expect(html).toContain(`<meta property="og:image" content="${env.APP_URL}/media/stories/${story.id}/cover.png" />`);
    expect(html).toContain('<meta property="og:title" content="Le &quot;dragon&quot; &lt;b&gt;bleu&lt;/b&gt;" />');
    expect(html).toContain('<meta name="description" content="Une histoire de Zoé." />');
    expect(html).not.toContain("noindex");
  });

  it("answers an unknown slug with the SPA, 404 and noindex", async () => {
    for (const path of ["/story/nobody-wrote-this", "/story/0123456789abcdef01234567", "/story/%E0%A4%A", "/story/"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe("GET /story/<slug> through the Worker", () => {
  it("redirects a story id to its slug with 301", async () => {
    const owner = await createUser();
    const story = await createStory(owner.id, { slug: "la-lune" });
    const response = await call(`/story/${story.id}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("Location")!, "http://localhost").pathname).toBe("/story/la-lune");
  });
});
