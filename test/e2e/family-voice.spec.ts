import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { apiToken, createAccount, finishedStoryOf, signIn } from "./helpers";
import { uploadEngineRecordings, type Language } from "./families";
import { closePlayerSettings, openPlayerSettings } from "./player-settings";
import { highlightsSeen, watchHighlights } from "./media-state";

/**
 * Issue 32: Grandma records all five chapters through Chromium's fake microphone (a WAV made now by
 * espeak-ng, looped by Chromium), hears them back with the words lit, and shares her voice through
 * the story's private link; another account sees no readers; the recordings Firefox and WebKit made
 * play too. Only Chromium runs here (test/browsers has the other engines).
 */
const WAV_DIR = join("test-results", "family-voice");
mkdirSync(WAV_DIR, { recursive: true });
const WAV = join(WAV_DIR, "grandma.wav");
execFileSync("espeak-ng", ["-v", "en-gb", "-s", "140", "-w", WAV, "Once upon a time, a little fox lived in the woods. She loved berries."]);

const playwrightArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...playwrightArgs, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-audio-capture=${WAV}`],
  },
});

const LABELS = {
  "en-US": {
    record: "Record my voice",
    who: "Who is reading?",
    start: "Start recording",
    recordButton: "Record",
    recording: "Recording…",
    stop: "Stop",
    keep: "Keep",
    voice: "Voice",
    play: "Play",
    share: "Include in the shared link",
    recorded: (n: number) => `Chapter ${n} (recorded)`,
  },
  "fr-FR": {
    record: "Enregistrer ma voix",
    who: "Qui lit ?",
    start: "Commencer l'enregistrement",
    recordButton: "Enregistrer",
    recording: "Enregistrement…",
    stop: "Arrêter",
    keep: "Garder",
    voice: "Voix",
    play: "Lire",
    share: "Inclure dans le lien partagé",
    recorded: (n: number) => `Chapitre ${n} (enregistré)`,
  },
} as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface ReaderJson {
  _id: string;
  name: string;
  chapters: { chapter: number; audio: string; mimeType: string; wordTimings: string | null }[];
}

async function recordChapter(page: Page, language: Language, chapter: number) {
  const l = LABELS[language];
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: l.recordButton, exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText(l.recording, { timeout: 10_000 });
  // The take lasts until the fake microphone has been heard (its WAV starts with speech).
  await expect.poll(() => dialog.getByRole("meter").evaluate((meter: HTMLMeterElement) => meter.value)).toBeGreaterThan(0.01);
  await dialog.getByRole("button", { name: l.stop }).click();
  await dialog.getByRole("button", { name: l.keep }).click();
  if (chapter < 5) await expect(dialog.getByRole("button", { name: l.recorded(chapter) })).toBeVisible({ timeout: 20_000 });
  else await expect(dialog).toBeHidden({ timeout: 20_000 });
}

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });
    test(`Grandma reads the story, then shares her voice (${language})`, async ({ page, browser, request }) => {
      test.setTimeout(240_000);
      const l = LABELS[language];
      const owner = await createAccount(request, { tag: `voice-${language}`, language });
      const token = await apiToken(request, owner);
      const id = (await finishedStoryOf(request, owner, language)).story._id;
      const { story } = (await (await request.get(`/api/stories/${id}`, { headers: bearer(token) })).json()) as { story: { slug: string } };

      // Another account: no readers to list, none in the story.
      const other = await createAccount(request, { tag: `voice-other-${language}`, language });
      const otherToken = await apiToken(request, other);
      expect((await request.get(`/api/stories/${id}/readers`, { headers: bearer(otherToken) })).status()).toBe(404);

      await signIn(page, owner, language);
      await page.goto(`/story/${story.slug}`);
      await page.getByRole("button", { name: l.record }).click();
      await page.getByRole("dialog").getByLabel(l.who).fill("Grandma");
      await page.getByRole("dialog").getByRole("button", { name: l.start }).click();
      for (let chapter = 1; chapter <= 5; chapter++) await recordChapter(page, language, chapter);

      // Stored as Chromium recorded it, and aligned to the text (the queue's offline estimate).
      let grandma: ReaderJson | undefined;
      await expect
        .poll(
          async () => {
            const { readers } = (await (await request.get(`/api/stories/${id}/readers`, { headers: bearer(token) })).json()) as { readers: ReaderJson[] };
            grandma = readers[0];
            return grandma?.chapters.filter((take) => take.wordTimings !== null).length;
          },
          { timeout: 60_000 },
        )
        .toBe(5);
      test.info().annotations.push({ type: "chromium recording", description: grandma!.chapters[0]!.mimeType });
      expect(grandma!.chapters[0]!.mimeType).toMatch(/^audio\/webm/);

      // Heard back with the words lit.
      await page.reload();
      await (await openPlayerSettings(page)).getByRole("combobox", { name: l.voice }).selectOption({ label: "Grandma" });
      await closePlayerSettings(page);
      // The signed link's expiry moves with the clock's window, so the take is matched by its path.
      const grandmaTake = new RegExp(`^${grandma!.chapters[0]!.audio.split("?")[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?`);
      await expect(page.locator("audio.chapter-audio")).toHaveAttribute("src", grandmaTake);
      await page.evaluate(watchHighlights);
      await page.getByRole("button", { name: l.play, exact: true }).click();
      await expect.poll(() => page.evaluate(highlightsSeen), { timeout: 15_000 }).toBeGreaterThan(0);

      // Shared in the story's private link: a visitor hears her.
      await page.getByRole("checkbox", { name: l.share }).check();
      await expect(page.getByRole("checkbox", { name: l.share })).toBeChecked();
      const visitor = await browser.newContext({ locale: language });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/story/${story.slug}`);
      await (await openPlayerSettings(visitorPage)).getByRole("combobox", { name: l.voice }).selectOption({ label: "Grandma" });
      await expect(visitorPage.locator("audio.chapter-audio")).toHaveAttribute("src", grandmaTake);
      await visitor.close();

      // The owner's panel fits a 360 px phone (while there is room for another reader).
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole("button", { name: l.record })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 720 });

      // Firefox's and WebKit's recordings play here too, up to the six readers a story holds, beside Chromium's own (test/node/fixtures).
      const engineReaders = await uploadEngineRecordings(request, id, token);
      await page.reload();
      for (const name of engineReaders) {
        await (await openPlayerSettings(page)).getByRole("combobox", { name: l.voice }).selectOption({ label: name });
        await closePlayerSettings(page);
        await page.getByRole("button", { name: l.play, exact: true }).click();
        await expect.poll(() => page.locator("audio.chapter-audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { message: name }).toBeGreaterThan(0.5);
        await page.locator("audio.chapter-audio").evaluate((audio: HTMLAudioElement) => audio.pause());
      }

    });
  });
}
