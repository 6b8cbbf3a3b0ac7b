import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  approveInReviewTab,
  clickCardAction,
  createAccount,
  finishedStoryOf,
  signIn,
  type FinishedStory,
} from "./helpers";
import { brokenLabels } from "./layout-checks";
import { seededAccount } from "./seeded-accounts";

const LABELS = {
  "en-US": {
    actions: (title: string) => `Actions for ${title}`,
    makePublic: "Make public",
    confirmPublish: "Make this story public?",
    inReview: "In review",
    why: "A new account’s stories are checked first",
    newAccount: "New account · waiting to be published",
  },
  "fr-FR": {
    actions: (title: string) => `Actions pour ${title}`,
    makePublic: "Rendre publique",
    confirmPublish: "Rendre cette histoire publique ?",
    inReview: "En vérification",
    why: "Les histoires d’un nouveau compte sont d’abord vérifiées",
    newAccount: "Nouveau compte · en attente de publication",
  },
} as const;

type Language = keyof typeof LABELS;

/** A finished private story of a new account. */
async function finishedStory(request: APIRequestContext, language: Language) {
  const owner = await createAccount(request, { tag: "review-owner", language });
  return { owner, story: (await finishedStoryOf(request, owner, language)).story };
}

/** At 360 px no label breaks inside a word and nothing scrolls sideways (then back to the desktop size). */
async function readableOnPhone(page: Page) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await brokenLabels(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (desktop) await page.setViewportSize(desktop);
}

/** The story's card in a visitor's public list, found by its link (titles may repeat, slugs do not). */
const publicCard = (page: Page, story: FinishedStory) =>
  page.locator("article.story-card").filter({ has: page.locator(`a[href="/story/${story.slug}"]`) });

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test("a new account's public story reaches the public list only once an admin approves it on /admin", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const labels = LABELS[language];
      const { owner, story } = await finishedStory(request, language);

      // The owner makes it public from My stories; the card says it is in review, and why (readable on a phone).
      await signIn(page, owner, language);
      await page.goto("/#my-stories");
      const card = page.locator("#my-stories article").filter({ hasText: story.title });
      await clickCardAction(card, card.getByRole("group", { name: labels.actions(story.title) }).getByRole("button", { name: labels.makePublic }));
      await page.getByRole("dialog", { name: labels.confirmPublish }).getByRole("button", { name: labels.makePublic }).click();
      await expect(card.getByText(labels.inReview, { exact: true })).toBeVisible();
      await expect(card.getByText(labels.why)).toBeVisible();
      await readableOnPhone(page);

      // A visitor's public list does not show it.
      const visitor = await browser.newContext({ locale: language });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto("/");
      await expect(visitorPage.locator("article.story-card").first()).toBeVisible();
      await expect(publicCard(visitorPage, story)).toHaveCount(0);

      // An admin approves it in the Review tab.
      await approveInReviewTab(browser, seededAccount(`review-admin-${language}`), language, story, async (item) => {
        await expect(item.getByText(labels.newAccount)).toBeVisible();
        await readableOnPhone(item.page());
      });

      // Now the visitor finds it.
      await visitorPage.reload();
      await expect(publicCard(visitorPage, story)).toBeVisible();
      await visitor.close();
    });
  });
}
