import { expect, test } from "@playwright/test";
import config from "../../playwright.config";
import { finishedDemoStory } from "./helpers";

/**
 * A browser that lets sound start by itself (an installed app, a site the reader often plays sound
 * on; here Chromium's own switch): a story opened from a shared link starts reading without a tap.
 * The refusing case is in player.spec.ts.
 */
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), "--autoplay-policy=no-user-gesture-required"] } });

const LABELS = {
  "en-US": { start: "Play the story", pause: "Pause" },
  "fr-FR": { start: "Écouter l’histoire", pause: "Pause" },
} as const;

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test(`a story opened from a shared link starts by itself where the browser allows it (${language})`, async ({ page, request }) => {
      const story = await finishedDemoStory(request, language);
      await page.goto(`/story/${encodeURIComponent(story.slug)}`);
      // No tap anywhere: the narration loads and plays.
      await expect
        .poll(() => page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0.5);
      await expect(page.getByRole("navigation").getByRole("button", { name: LABELS[language].pause, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: LABELS[language].start })).toHaveCount(0);
    });
  });
}
