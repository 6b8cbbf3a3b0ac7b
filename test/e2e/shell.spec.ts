import { expect, test, type Page } from "@playwright/test";
import { finishedDemoStory } from "./helpers";

/**
 * Opens `path` with every script refused, so the page stays at its splash, and answers where the
 * splash's name sits. Without the picture: as a paint made before the rest of the streamed page
 * had been read would lay it out.
 */
async function splashNameTop(page: Page, path: string, withoutPicture = false): Promise<number> {
  await page.route(/\.js$/, (route) => route.abort());
  if (withoutPicture) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<img class="boot-splash-picture"[\s\S]*?<\/div><\/div>/, "</div></div>");
      await route.fulfill({ response, body: html });
    });
  }
  await page.goto(path);
  return page.locator(".boot-splash-brand").evaluate((name) => name.getBoundingClientRect().top);
}

test.describe("app shell", () => {
  test("the browse page loads in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in to create stories" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test.describe("for a French browser", () => {
    test.use({ locale: "fr-FR" });
    test("the browse page loads in French", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Connectez-vous pour créer des histoires" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    });
  });

  test("a deep link is served by the SPA with security headers", async ({ page }) => {
    const response = await page.goto("/terms-of-use");
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await expect(page.getByText("at least 13 years old")).toBeVisible();
    await expect(page.getByText("Last updated: April 2025")).toBeVisible();
  });

  test("a protected route sends a visitor to /login", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  });

  test("the language choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr-FR");
    await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeVisible();
  });

  test("the contact page offers a way to reach us", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@fabulo.app" })).toHaveAttribute("href", "mailto:hello@fabulo.app");
  });

  /**
   * With scripts refused, `path`'s splash shows its largest picture (one of the WebP copies, as the
   * screen's <img> will choose it) and answers that file; the name above it sits where it would
   * without the picture, so nothing moves when the picture arrives. Answers the file and the box.
   */
  async function expectSplashPicture(page: Page, path: string, file: RegExp) {
    const top = await splashNameTop(page, path);
    const picture = page.locator(".boot-splash-picture");
    // The picture's own load, however long a busy machine takes to serve it (a 10 s poll once ran out at
    // load 4), and its error at once: no script runs here, so nothing swaps its source meanwhile.
    expect(await picture.evaluate(async (img: HTMLImageElement) => (await img.decode(), img.naturalWidth))).toBeGreaterThan(0);
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(file);
    const box = (await picture.boundingBox())!;
    await page.unrouteAll();
    expect(await splashNameTop(page, path, true)).toBe(top);
    await expect(page.locator(".boot-splash-picture")).toHaveCount(0);
    await page.unrouteAll();
    return { src, box };
  }

  test("a story's page shows its first picture before any script has run, and the name above it does not move @phone", async ({
    page,
    request,
  }) => {
    const story = await finishedDemoStory(request);
    await expectSplashPicture(page, `/story/${encodeURIComponent(story.slug)}`, /\/opening-\d+\.webp$/);
  });

  test("the browse page shows the first card's picture before any script has run, the same file the card then shows @phone", async ({
    page,
    request,
  }) => {
    await finishedDemoStory(request);
    const splash = await expectSplashPicture(page, "/", /\/cover-\d+\.webp$/);
    // Cropped as the card crops it (4:3).
    expect(splash.box.width / splash.box.height).toBeCloseTo(4 / 3, 1);
    await page.goto("/");
    const card = page.locator(".story-card-cover img").first();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBe(splash.src);
    // A little larger than the card's, so the browser's largest paint is the splash's early one.
    const cover = (await card.boundingBox())!;
    expect(splash.box.width * splash.box.height).toBeGreaterThan(cover.width * cover.height);
  });

  test("the player's first frame is drawn without its <audio>, which joins in a later frame @phone", async ({ page, request }) => {
    const story = await finishedDemoStory(request);
    // Each frame notes, before it is drawn, whether the player and the narration's element are in the page
    // (React commits in tasks of its own, never inside a frame callback).
    await page.addInitScript(() => {
      const frames: string[] = [];
      Object.assign(window, { playerFrames: frames });
      const note = () => {
        const player = document.querySelector(".player-title") ? "player" : "splash";
        frames.push(document.querySelector("audio") ? `${player}+audio` : player);
        if (frames.length < 1_000) requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await page.goto(`/story/${encodeURIComponent(story.slug)}`);
    await expect(page.locator("audio")).toHaveCount(1);
    const frames = await page.evaluate(() => (window as unknown as { playerFrames: string[] }).playerFrames);
    expect(frames).toContain("player");
    expect(frames.indexOf("player")).toBeLessThan(frames.indexOf("player+audio"));
  });

  test("the splash shows its spinner only when the app takes more than a second to start", async ({ page }) => {
    // Scripts refused: the page stays at its splash for as long as the test looks.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/");
    const spinner = page.locator(".boot-splash .spinner");
    // Read on the page's own animation clock, set to a moment: on a busy machine a second of wall time
    // may pass before the test's first look, so the look cannot be "at once".
    const opacityAt = (ms: number) =>
      spinner.evaluate((element, at) => {
        const appear = element.getAnimations().find((animation) => (animation as CSSAnimation).animationName === "spinner-appear");
        if (!appear) return null;
        appear.pause();
        appear.currentTime = at;
        return Number(getComputedStyle(element).opacity);
      }, ms);
    expect(await opacityAt(900)).toBe(0);
    expect(await opacityAt(1_400)).toBe(1);
    // And it turns once shown.
    const angle = () => spinner.evaluate((element) => getComputedStyle(element).transform);
    const first = await angle();
    await expect.poll(angle).not.toBe(first);
  });

  test("phones get a top bar whose menu opens the navigation @phone", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Favourites" })).toBeInViewport();
  });
});
