import { expect, test, type Page } from "@playwright/test";
import config from "../../playwright.config";
import { apiToken, createAccount, finishedStoryOf, signIn } from "./helpers";
import { audioState } from "./media-state";

/**
 * Grandma records over a silent player (issue 41): while "Record my voice" is open, the narrator's
 * <audio> stays paused and the device speaks nothing — through the name, the countdown, the take and
 * a keyboard attempt to play — and once it closes the keyboard plays the story again. Chromium's fake
 * microphone (a tone) stands in for hers.
 */
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  locale: "fr-FR",
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"] },
});

interface Heard {
  /** What started while the recorder was open: a media element's play, an utterance. */
  started: string[];
  /** Frames drawn with the recorder open while the narration played or the device spoke. */
  soundingFrames: number;
}

/**
 * Listens from inside the page from now on: every play event and every utterance handed to the
 * device while a recorder dialog is open, and every frame in which one is open and the narration
 * is not paused or the device is speaking.
 */
async function listenWhileRecorderOpen(page: Page) {
  await page.evaluate(() => {
    const heard: Heard = { started: [], soundingFrames: 0 };
    Object.assign(window, { __heard: heard });
    const recorderOpen = () => document.querySelector("dialog[open] :is(.recorder, .reader-name-form)") !== null;
    document.addEventListener("play", (event) => recorderOpen() && heard.started.push(`play ${(event.target as HTMLMediaElement).src}`), true);
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (utterance) => {
      if (recorderOpen()) heard.started.push(`speak ${utterance.text}`);
      speak(utterance);
    };
    const sample = () => {
      const narration = document.querySelector<HTMLAudioElement>("audio.chapter-audio");
      if (recorderOpen() && ((narration && !narration.paused) || speechSynthesis.speaking)) heard.soundingFrames++;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** Whether the player is silent right now: its <audio> paused and no speech going on. */
const silent = (page: Page) =>
  page.evaluate(() => (document.querySelector<HTMLAudioElement>("audio.chapter-audio")?.paused ?? true) && !speechSynthesis.speaking);

const narrationTime = (page: Page) => page.locator("audio.chapter-audio").evaluate((audio: HTMLAudioElement) => audio.currentTime);

test("the narration pauses while the family recorder is open, and plays again once it closes", async ({ page, request }) => {
  test.setTimeout(210_000);
  const owner = await createAccount(request, { tag: "quiet-recorder", language: "fr-FR" });
  const id = (await finishedStoryOf(request, owner, "fr-FR")).story._id;
  const { story } = (await (await request.get(`/api/stories/${id}`, { headers: { Authorization: `Bearer ${await apiToken(request, owner)}` } })).json()) as {
    story: { slug: string };
  };
  await signIn(page, owner, "fr-FR");
  await page.goto(`/story/${story.slug}`);
  await page.getByRole("navigation").getByRole("button", { name: "Lire", exact: true }).click();
  try {
    await expect.poll(() => narrationTime(page), { timeout: 20_000 }).toBeGreaterThan(0.3);
  } catch (error) {
    // Stood at 0.035 s for 20 s once (stop 55): what the element was doing says why.
    throw new Error(`the narration did not play: ${JSON.stringify(await page.evaluate(audioState))}`, { cause: error });
  }
  await listenWhileRecorderOpen(page);

  await page.getByRole("button", { name: "Enregistrer ma voix" }).click();
  const recorder = page.getByRole("dialog", { name: "Enregistrer ma voix" });
  await expect(recorder).toBeVisible();
  expect(await silent(page)).toBe(true);
  const pausedAt = await narrationTime(page);

  // Her name, then a take through the (fake) microphone.
  await recorder.getByLabel("Qui lit ?").fill("Mamie");
  await recorder.getByRole("button", { name: "Commencer l'enregistrement" }).click();
  const taking = page.getByRole("dialog", { name: "Mamie lit l'histoire" });
  await taking.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(taking.getByRole("status")).toHaveText("Enregistrement…", { timeout: 10_000 });
  // The fake microphone beeps about once a second: wait until the meter has shown a beep, however
  // seldom a busy machine lets a poll look at it (polling saw only the silence between beeps at load 5).
  await taking.getByRole("meter").evaluate(
    (meter: HTMLMeterElement) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => heard());
        const heard = () => {
          if (meter.value <= 0.01) return;
          observer.disconnect();
          resolve();
        };
        observer.observe(meter, { attributes: true, attributeFilter: ["value"] });
        heard();
      }),
  );

  // The player's keys, tried while she reads: K, and Space with nothing focused.
  await page.keyboard.press("k");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Space");
  expect(await silent(page)).toBe(true);
  await taking.getByRole("button", { name: "Arrêter" }).click();
  await expect(taking.getByRole("button", { name: "Garder" })).toBeVisible();
  expect(await silent(page)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(taking).toHaveCount(0);
  const heard = (await page.evaluate(() => (window as unknown as { __heard: Heard }).__heard)) as Heard;
  expect(heard).toEqual({ started: [], soundingFrames: 0 });
  expect(await narrationTime(page)).toBe(pausedAt);

  // Closed, it waits for the reader; the keyboard plays it again.
  expect(await silent(page)).toBe(true);
  await page.keyboard.press("k");
  await expect.poll(() => narrationTime(page), { timeout: 20_000 }).toBeGreaterThan(pausedAt);
});
