import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { finishedDemoStory } from "./helpers";

/** Budget for the JavaScript the first screen needs, gzipped (DESIGN "Budgets", issue 17: 100 KB). */
const FIRST_SCREEN_JS_BUDGET = 100 * 1024;

/** Opens `path` and answers every script the page loads until the network is idle, by path. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.ok()) {
      scripts.set(new URL(response.url()).pathname, await response.body());
    }
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return scripts;
}

/** The scripts a finished demo story's page loads, once its player shows. */
async function storyPageScripts(page: Page, request: APIRequestContext): Promise<Map<string, Buffer>> {
  const story = await finishedDemoStory(request);
  const scripts = await scriptsLoadedBy(page, `/story/${encodeURIComponent(story.slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  return scripts;
}

test("the first screen's JavaScript stays under 100 KB gzipped", async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, "/");
  await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
  const gzipped = [...scripts.values()].reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  console.log(`first screen: ${scripts.size} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(FIRST_SCREEN_JS_BUDGET);
});

/** V8's explicit compile hint (scripts/vite/compile-hints.ts), which must open the file. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

test("the first screens' own scripts ask V8 to compile them while they download, and no other script does", async ({
  page,
  request,
}) => {
  const scripts = await storyPageScripts(page, request);
  const hinted = [...scripts].filter(([, body]) => body.toString("utf8").startsWith(`${COMPILE_HINT}\n`)).map(([path]) => path);
  // The entry (the browse screen is part of it) and the story screen.
  expect(hinted).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/StoryPlayerPage-[\w-]+\.js$/)]),
  );
  expect(hinted).toHaveLength(2);
  // The chunks the player shares with later screens (dialogs, forms, catalogs) stay compiled on demand.
  expect(scripts.size).toBeGreaterThan(hinted.length);
});

test("a story's page loads its screen in five scripts: the entry, the screen, what the screen shares with others, two catalogs", async ({
  page,
  request,
}) => {
  // Each request is a round trip on a phone, and HTTP/1.1 gives 6 connections; the shared dialog,
  // feedback form and saved stories were four more small files (scripts/vite/first-screen-modules.ts "story-shared").
  const scripts = await storyPageScripts(page, request);
  const names = [...scripts.keys()].map((path) => path.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, "$1")).sort();
  expect(names).toEqual(["StoryPlayerPage", "index", "messages", "screens", "story-shared"]);
});
