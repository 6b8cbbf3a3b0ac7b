import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../shared/html";
import { picturePreloadLink, splashPicture } from "../../worker/http/first-data";

/**
 * The one HTML/XML escaper (shared/html.ts). Its other users are covered where they write: mails
 * (test/worker/auth-units.test.ts), story pages (test/worker/story-page.test.ts), the offline
 * illustrations' SVG text (test/worker/offline-illustrator.test.ts).
 */
describe("escapeHtml", () => {
  it("writes the five characters that could end text or an attribute as entities", () => {
    expect(escapeHtml(`Zoé's <b>"dragon"</b> & co`)).toBe("Zoé&#39;s &lt;b&gt;&quot;dragon&quot;&lt;/b&gt; &amp; co");
  });

  it("escapes an ampersand once, even when it starts an entity, and leaves other text alone", () => {
    expect(escapeHtml("&amp; &#39;")).toBe("&amp;amp; &amp;#39;");
    expect(escapeHtml("Il était une fois… 🐉")).toBe("Il était une fois… 🐉");
  });
});

describe("first-data's picture markup", () => {
  const hostile = `/media/a.png" onerror="alert(1)`;
  const sources = [{ url: `/media/a-480.webp?x=1&y="2"`, width: 480, height: 320, type: "image/webp" as const }];

  it("escapes the preload's URL, srcset and sizes", () => {
    const link = picturePreloadLink(hostile, sources, `100vw" onload="x`);
    expect(link).toBe(
      `<link rel="preload" as="image" href="/media/a.png&quot; onerror=&quot;alert(1)" ` +
        `imagesrcset="/media/a-480.webp?x=1&amp;y=&quot;2&quot; 480w" imagesizes="100vw&quot; onload=&quot;x" fetchpriority="high" />`,
    );
  });

  it("escapes the splash picture's URL", () => {
    expect(splashPicture(hostile, null, "100vw").html).toBe(
      `<img class="boot-splash-picture" src="/media/a.png&quot; onerror=&quot;alert(1)" width="960" height="640" alt="" fetchpriority="high" />`,
    );
  });
});
