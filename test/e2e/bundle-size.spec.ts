import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { finishedDemoStory } from "./helpers";

/** Budget for the JavaScript the first screen needs, gzipped (DESIGN "Budgets", issue 17: 100 KB). */
const FIRST_SCREEN_JS_BUDGET = 100 * 1024;

test("the first screen's JavaScript stays under 100 KB gzipped", async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.ok()) {
      scripts.set(response.url(), await response.body());
    }
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
  const gzipped = [...scripts.values()].reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  console.log(`first screen: ${scripts.size} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(FIRST_SCREEN_JS_BUDGET);
});

/** V8's explicit compile hint (vite.config.ts compileHints), which must open the file. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

test("the first screens' own scripts ask V8 to compile them while they download, and no other script does", async ({
  page,
  request,
}) => {
  const story = await finishedDemoStory(request);
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.ok()) {
      scripts.set(new URL(response.url()).pathname, (await response.body()).toString("utf8"));
    }
  });
  await page.goto(`/story/${encodeURIComponent(story.slug)}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  const hinted = [...scripts].filter(([, body]) => body.startsWith(`${COMPILE_HINT}\n`)).map(([path]) => path);
  // The entry (the browse screen is part of it) and the story screen.
  expect(hinted).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/StoryPlayerPage-[\w-]+\.js$/)]),
  );
  expect(hinted).toHaveLength(2);
  // The chunks the player shares with later screens (dialogs, forms, catalogs) stay compiled on demand.
  expect(scripts.size).toBeGreaterThan(hinted.length);
});
