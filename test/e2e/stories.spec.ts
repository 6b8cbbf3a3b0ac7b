import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken, clickCardAction, createAccount, signIn } from "./helpers";

/** Generation of a real story with the offline provider takes seconds; the machine may be busy. */
const GENERATION_TIMEOUT = 120_000;

const LABELS = {
  "en-US": {
    ideas: "Your ideas",
    add: "Add",
    start: "Start creating",
    play: "Play",
    next: "Next",
    theEnd: "The end",
    chapter: (n: number) => `Chapter ${n} of 5`,
    illustration: (n: number) => `Show the illustration of chapter ${n} full screen`,
    actions: (title: string) => `Actions for ${title}`,
  },
  "fr-FR": {
    ideas: "Vos idées",
    add: "Ajouter",
    start: "Lancer la création",
    play: "Lire",
    next: "Suivant",
    theEnd: "Fin",
    chapter: (n: number) => `Chapitre ${n} sur 5`,
    illustration: (n: number) => `Afficher l’illustration du chapitre ${n} en plein écran`,
    actions: (title: string) => `Actions pour ${title}`,
  },
} as const;

type Language = keyof typeof LABELS;

async function addIdeas(page: Page, language: Language, ideas: string[]) {
  const input = page.getByLabel(LABELS[language].ideas);
  for (const idea of ideas) {
    await input.fill(idea);
    await input.press("Enter");
    await expect(input).toHaveValue("");
  }
}

/** The newest story of an account, through the API (to learn its title once written). */
async function newestStory(request: APIRequestContext, token: string) {
  const response = await request.get("/api/stories/my-stories?page=0", { headers: { Authorization: `Bearer ${token}` } });
  const { stories } = (await response.json()) as { stories: { _id: string; slug: string; title: string; generatingStatus: string }[] };
  return stories[0]!;
}

/** Checks the chapter on screen has a picture that decoded and narration that can play. */
async function expectChapterPlayable(page: Page, language: Language, n: number) {
  await expect(page.getByRole("heading", { name: LABELS[language].chapter(n) })).toBeVisible();
  const image = page.getByRole("button", { name: LABELS[language].illustration(n) }).locator("img");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const duration = await page.locator("audio").evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        if (audio.readyState >= 1) resolve(audio.duration);
        else audio.addEventListener("loadedmetadata", () => resolve(audio.duration), { once: true });
      }),
  );
  expect(duration).toBeGreaterThan(1);
}

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(`creating a story (${language})`, () => {
    test.use({ locale: language });

    test("a parent creates a story from three ideas, watches it generate, plays it and downloads its PDF", async ({ page, request }) => {
      test.setTimeout(GENERATION_TIMEOUT + 60_000);
      const l = LABELS[language];
      const account = await createAccount(request, { tag: `creator-${language}`, language });
      // The story is for the account's child: her age sets its length, and she is its hero.
      const token = await apiToken(request, account);
      const born = new Date();
      born.setFullYear(born.getFullYear() - 7);
      const child = await request.post("/api/users/profiles", {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: "Léa", dateOfBirth: born.toISOString().slice(0, 10), gender: "girl" },
      });
      expect(child.status()).toBeLessThan(300);
      await signIn(page, account, language);
      await page.goto("/#create-story");
      await page.getByLabel(language === "en-US" ? "Who is this story for?" : "Pour qui est cette histoire ?").selectOption({ label: "Léa" });
      const ideas = language === "en-US" ? ["a sleepy owl", "a red umbrella"] : ["une chouette endormie", "un parapluie rouge"];
      await addIdeas(page, language, ideas);
      // The third idea comes from the suggestions.
      await page.getByRole("list", { name: "Suggestions" }).getByRole("button").first().click();
      await expect(page.getByRole("list", { name: language === "en-US" ? "Chosen ideas" : "Idées choisies" }).getByRole("listitem")).toHaveCount(3);
      await page.getByRole("button", { name: l.start }).click();

      // The new card shows its progress until the story is complete, then offers to play it.
      const myStories = page.locator("#my-stories");
      await expect(myStories.locator(".my-story-card.in-progress")).toHaveCount(1);
      await expect(myStories.getByRole("link", { name: l.play }).first()).toBeVisible({ timeout: GENERATION_TIMEOUT });
      const story = await newestStory(request, token);
      expect(story.generatingStatus).toBe("CompletelyGenerated");

      // PDF from the card's actions.
      // The card's actions show when the pointer is over the card (or focus is in it).
      const article = myStories.locator("article").filter({ hasText: story.title });
      const card = article.getByRole("group", { name: l.actions(story.title) });
      const downloadPromise = page.waitForEvent("download");
      await clickCardAction(article, card.getByRole("button", { name: language === "en-US" ? "Download PDF" : "Télécharger le PDF" }));
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(`${story.slug}.pdf`);
      expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe("%PDF-");

      await clickCardAction(article, card.getByRole("link", { name: l.play }));
      await expect(page).toHaveURL(new RegExp(`/story/${story.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
      await expect(page.getByText(/Léa/).first()).toBeVisible();
      for (let n = 1; n <= 5; n++) {
        await expectChapterPlayable(page, language, n);
        if (n < 5) await page.getByRole("button", { name: l.next, exact: true }).click();
      }
      await expect(page.getByRole("button", { name: l.theEnd })).toBeVisible();
    });
  });
}
