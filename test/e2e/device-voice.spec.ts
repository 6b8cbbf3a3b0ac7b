import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import config from "../../playwright.config";
import { CHAPTERS } from "../../shared/enums";
import { FIRST_DATA_ELEMENT_ID, type FirstData } from "../../shared/first-data";
import type { StoryJson, StoryViewJson } from "../../shared/story-json";
import { finishedDemoStory } from "./helpers";

/**
 * Chromium speaks for real here: Debian's speech-dispatcher with its espeak-ng voices (installed by
 * .ci/run), reached with --enable-speech-dispatcher, its sound sent to ALSA's null device. That engine
 * reports no word boundaries, so the highlight follows the player's timed estimates; boundary events
 * are proven in test/ui/player-device-voice.test.tsx.
 */
const SPEECH_CONFIG = path.resolve("test/e2e/speech");
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), "--enable-speech-dispatcher"],
    env: { ...process.env, XDG_CONFIG_HOME: SPEECH_CONFIG, ALSA_CONFIG_PATH: path.join(SPEECH_CONFIG, "asound.conf") },
  },
});

const LABELS = {
  "en-US": { play: "Play", chapter: (n: number) => `Chapter ${n} of 5`, voice: /^en-US$/i },
  "fr-FR": { play: "Lire", chapter: (n: number) => `Chapitre ${n} sur 5`, voice: /^fr-FR$/i },
} as const;

/** What the server side sends for a story no voice of ours narrated: no audio, no timings, every chapter read by the device. */
function readByTheDevice(story: StoryJson): StoryJson {
  const none = Object.fromEntries(CHAPTERS.map((chapter) => [chapter, null])) as Record<(typeof CHAPTERS)[number], null>;
  return { ...story, audio: none, wordTimings: none, deviceNarration: [...CHAPTERS] };
}

/** A finished demo story in `language`, served to the page (in its HTML and from the API) as one the device reads. */
async function openDeviceReadStory(page: Page, request: APIRequestContext, language: keyof typeof LABELS) {
  const story = await finishedDemoStory(request, language);
  const slug = encodeURIComponent(story.slug);
  await page.route(`**/story/${slug}`, async (route) => {
    const response = await route.fetch();
    const pattern = new RegExp(`(<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">)(.*?)(</script>)`, "s");
    const html = (await response.text()).replace(pattern, (_, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as FirstData & { body: StoryViewJson };
      data.body.story = readByTheDevice(data.body.story);
      return open + JSON.stringify(data).replace(/</g, "\\u003c") + close;
    });
    await route.fulfill({ response, body: html });
  });
  await page.route(`**/api/stories/slug/${slug}`, async (route) => {
    const response = await route.fetch();
    const view = (await response.json()) as StoryViewJson;
    await route.fulfill({ response, json: { ...view, story: readByTheDevice(view.story) } });
  });
  // A spy on the real engine: what the page hands it and what it says back.
  await page.addInitScript(() => {
    const log: { text: string; lang: string; voice: string; events: string[] }[] = [];
    Object.assign(window, { __speech: log });
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (utterance) => {
      const entry = { text: utterance.text, lang: utterance.lang, voice: utterance.voice?.lang ?? "", events: [] as string[] };
      log.push(entry);
      for (const type of ["start", "end", "error"]) utterance.addEventListener(type, () => entry.events.push(type));
      speak(utterance);
    };
  });
  await page.goto(`/story/${slug}`);
  return story;
}

type Spoken = { text: string; lang: string; voice: string; events: string[] }[];
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __speech: Spoken }).__speech);
const highlightedWord = (page: Page) =>
  page.evaluate(() => Number(document.querySelector<HTMLElement>('.chapter-text [aria-current="true"]')?.dataset.word ?? -1));

for (const language of ["fr-FR", "en-US"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test(`a story the device reads is spoken by the device's voice, words highlighted (${language})`, async ({ page, request }) => {
      const l = LABELS[language];
      const story = await openDeviceReadStory(page, request, language);
      await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
      await expect(page.locator("audio")).toHaveCount(0);
      // The engine lists its voices a few seconds after the page asks (espeak-ng has thousands).
      const play = page.getByRole("navigation").getByRole("button", { name: l.play, exact: true });
      await expect(play).not.toHaveAttribute("aria-disabled", "true", { timeout: 30_000 });

      await play.click();
      await expect.poll(async () => (await spoken(page))[0]?.events ?? [], { timeout: 15_000 }).toContain("start");
      const [first] = await spoken(page);
      expect(first!.lang).toBe(language);
      expect(first!.voice).toMatch(l.voice);
      // The chapter's first sentence, as its words are written on the page.
      const words = await page.locator(".chapter-text [data-word]").allTextContents();
      // (French sets "?", "!", ":" apart: the voice is given those marks, the page's words do not count them.)
      const firstWords = first!.text.split(" ").filter((token) => /[\p{L}\p{N}]/u.test(token));
      expect(words.join(" ")).toContain(firstWords.join(" "));

      await expect.poll(() => highlightedWord(page), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect(page.locator('.chapter-text [aria-current="true"]')).toHaveCount(1);
      // Sentence after sentence: the voice goes on past the first.
      await expect.poll(async () => (await spoken(page)).length, { timeout: 30_000 }).toBeGreaterThan(1);
      expect((await spoken(page))[0]!.events).toContain("end");

      // A tapped word: the voice reads from there.
      const target = words.length - 3;
      // The click is dispatched on the word itself: a pointer click scrolls the word into view without a
      // reader's gesture, so the read-along scrolls back to the word being read and the click can land on
      // another word (seen in CI, "But" for "plane"). A reader's own scrolling holds the page still.
      await page.locator(`.chapter-text [data-word="${target}"]`).dispatchEvent("click");
      await expect.poll(async () => (await spoken(page)).at(-1)!.text.split(" ")[0]).toBe(words[target]);
      await expect.poll(() => highlightedWord(page)).toBeGreaterThanOrEqual(target);
      await expect(page.getByRole("heading", { name: l.chapter(1) })).toBeVisible();
    });
  });
}
