import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { StoriesPageJson, StoryCardJson } from "../../shared/story-json";
import { apiToken, createAccount, finishedStoryOf } from "./helpers";
import { overlaps, scrollsSideways } from "./layout-checks";
import { closePlayerSettings, openPlayerSettings } from "./player-settings";

/**
 * The phone at bedtime (issue 41), at 360 × 740 in French, the longer language: the chapter's picture
 * starts within 160 px of the player's top, the settings wait behind one button in a sheet that keeps
 * focus and closes on Escape, the keyboard still plays, and no story card draws one thing over another.
 */
test.use({ locale: "fr-FR", viewport: { width: 360, height: 740 } });

const PICTURE_TOP_LIMIT = 160;

/** The finished French demo story with the longest title: the most lines above the picture. */
async function longestTitledStory(request: APIRequestContext) {
  const { stories } = (await (await request.get("/api/stories/public?lang=fr-FR")).json()) as StoriesPageJson;
  const finished = stories.filter((story) => story.generatingStatus === "CompletelyGenerated");
  expect(finished.length, "finished French demo stories").toBeGreaterThan(0);
  return finished.reduce((longest, story) => (story.title.length > longest.title.length ? story : longest));
}

test("@phone the picture comes first; the settings open in a sheet that keeps focus and closes on Escape", async ({ page, request }) => {
  const story = await longestTitledStory(request);
  await page.goto(`/story/${encodeURIComponent(story.slug)}`);
  const picture = page.locator(".illustration-button");
  await expect(picture).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const top = await page.evaluate(() => {
    const player = document.querySelector("main.story-player")!.getBoundingClientRect();
    return document.querySelector(".illustration-button")!.getBoundingClientRect().top - player.top;
  });
  test.info().annotations.push({ type: "picture top (px, 360 × 740, fr-FR)", description: `${Math.round(top)} — “${story.title}”` });
  expect(top).toBeLessThanOrEqual(PICTURE_TOP_LIMIT);
  expect(await scrollsSideways(page)).toBe(false);

  // One button, then a sheet along the bottom edge with the options under their own labels.
  const button = page.getByRole("button", { name: "Réglages", exact: true });
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await expect(page.getByRole("button", { name: "Surligner les mots" })).toHaveCount(0);
  const sheet = await openPlayerSettings(page);
  await expect(sheet).toHaveAccessibleName("Réglages de lecture");
  for (const name of ["Surligner les mots", "Mode nuit", "Garder hors connexion"]) await expect(sheet.getByRole("button", { name })).toBeVisible();
  await expect(sheet.getByRole("combobox", { name: "Arrêt automatique" })).toBeVisible();
  // Measured where it comes to rest: the sheet rises for 0.2 s.
  await sheet.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(740);
  expect(Math.round(box.width)).toBe(360);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

  // Tab goes round the sheet's controls and never reaches the page behind it (past the last one the
  // browser's own interface may take focus, as for any modal <dialog>; the page has it then).
  const controls = await sheet.locator("button, select").count();
  const visited: string[] = [];
  for (let i = 0; i < controls * 2 + 2; i++) {
    await page.keyboard.press("Tab");
    visited.push(
      await sheet.evaluate((dialog) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return "browser";
        return dialog.contains(focused) ? `sheet: ${focused.textContent?.trim() || focused.tagName}` : `page: ${focused.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(visited.filter((where) => where.startsWith("page"))).toEqual([]);
  expect(new Set(visited.filter((where) => where.startsWith("sheet"))).size).toBe(controls);
  // A toggle works from the sheet.
  await sheet.getByRole("button", { name: "Mode nuit" }).click();
  await expect(page.locator("main.story-player")).toHaveClass(/\bnight\b/);

  // Escape closes it and gives focus back to its button; the keyboard plays the story again.
  await closePlayerSettings(page);
  await expect(button).toBeFocused();
  await page.keyboard.press("k");
  await expect.poll(() => page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
});

test("@phone nothing overlaps on a story card being made, one that failed, or one that is done (My stories)", async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, { tag: "phone-cards", language: "fr-FR" });
  await finishedStoryOf(request, account, "fr-FR");
  const token = await apiToken(request, account);

  // Beside the real finished story, the list answers with the two other states a card can be in.
  const variant = (done: StoryCardJson, id: string, patch: Partial<StoryCardJson>): StoryCardJson => ({ ...done, _id: id, slug: id, ...patch });
  const making = "f00000000000000000000001";
  const failed = "f00000000000000000000002";
  await page.route("**/api/stories/my-stories?*", async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as StoriesPageJson;
    const done = answer.stories[0]!;
    const stories = [
      variant(done, making, { title: "", coverImage: null, generatingStatus: "Initialized" }),
      variant(done, failed, { title: "La chouette qui voulait voir le soleil se lever", generatingStatus: "PartiallyGenerated" }),
      done,
    ];
    await route.fulfill({ response, json: { ...answer, stories } });
  });
  await page.route(`**/api/stories/${making}/status`, (route) => route.fulfill({ json: { success: true, generatingStatus: "Initialized" } }));

  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("fabulo.token", value), token);
  await page.goto("/browse-stories#my-stories");
  const cards = page.locator("#my-stories article");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole("status")).toHaveText("Préparation…");
  await expect(cards.nth(1).getByText("Partiellement générée")).toBeVisible();
  await expect(cards.nth(2).getByRole("link", { name: "Lire", exact: true })).toBeVisible();
  for (const [i, state] of ["making", "failed", "done"].entries()) {
    await cards.nth(i).screenshot({ path: test.info().outputPath(`my-story-card-360-fr-${state}.png`) });
  }

  expect(await overlaps(page, "#my-stories article")).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});
