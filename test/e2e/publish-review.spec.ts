import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken, clickCardAction, createAccount, grantAdmin, signIn } from "./helpers";

/** Generation of a real story with the offline provider takes seconds; the machine may be busy. */
const GENERATION_TIMEOUT = 120_000;

const LABELS = {
  "en-US": {
    actions: (title: string) => `Actions for ${title}`,
    makePublic: "Make public",
    confirmPublish: "Make this story public?",
    inReview: "In review",
    why: "A new account’s stories are checked first",
    reviewTab: "Review",
    newAccount: "New account · waiting to be published",
    approve: (title: string) => `Approve “${title}”`,
    confirmApprove: (title: string) => `Approve “${title}”?`,
    approveButton: "Approve",
    approved: (title: string) => `“${title}” is approved.`,
  },
  "fr-FR": {
    actions: (title: string) => `Actions pour ${title}`,
    makePublic: "Rendre publique",
    confirmPublish: "Rendre cette histoire publique ?",
    inReview: "En vérification",
    why: "Les histoires d’un nouveau compte sont d’abord vérifiées",
    reviewTab: "Modération",
    newAccount: "Nouveau compte · en attente de publication",
    approve: (title: string) => `Approuver « ${title} »`,
    confirmApprove: (title: string) => `Approuver « ${title} » ?`,
    approveButton: "Approuver",
    approved: (title: string) => `« ${title} » est approuvée.`,
  },
} as const;

type Language = keyof typeof LABELS;

interface Story {
  _id: string;
  slug: string;
  title: string;
}

/** A finished private story of a new account (made through the API: setup, not the subject). */
async function finishedStory(request: APIRequestContext, language: Language) {
  const owner = await createAccount(request, { tag: "review-owner", language });
  const headers = { Authorization: `Bearer ${await apiToken(request, owner)}` };
  const created = await request.post("/api/stories/generate-story", { headers, data: { storyInputs: ["a paper boat", "a puddle"] } });
  expect(created.status()).toBe(201);
  const { story } = (await created.json()) as { story: { _id: string } };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/stories/${story._id}/status`, { headers })).json()) as { generatingStatus: string })
          .generatingStatus,
      { timeout: GENERATION_TIMEOUT },
    )
    .toBe("CompletelyGenerated");
  const { story: full } = (await (await request.get(`/api/stories/${story._id}`, { headers })).json()) as { story: Story };
  return { owner, story: full };
}

/** The story's card in a visitor's public list, found by its link (titles may repeat, slugs do not). */
const publicCard = (page: Page, story: Story) =>
  page.locator("article.story-card").filter({ has: page.locator(`a[href="/story/${story.slug}"]`) });

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test("a new account's public story reaches the public list only once an admin approves it on /admin", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(GENERATION_TIMEOUT + 120_000);
      const labels = LABELS[language];
      const { owner, story } = await finishedStory(request, language);

      // The owner makes it public from My stories; the card says it is in review, and why.
      await signIn(page, owner, language);
      await page.goto("/#my-stories");
      const card = page.locator("#my-stories article").filter({ hasText: story.title });
      await clickCardAction(card, card.getByRole("group", { name: labels.actions(story.title) }).getByRole("button", { name: labels.makePublic }));
      await page.getByRole("dialog", { name: labels.confirmPublish }).getByRole("button", { name: labels.makePublic }).click();
      await expect(card.getByText(labels.inReview, { exact: true })).toBeVisible();
      await expect(card.getByText(labels.why)).toBeVisible();

      // A visitor's public list does not show it.
      const visitor = await browser.newContext({ locale: language });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto("/");
      await expect(visitorPage.locator("article.story-card").first()).toBeVisible();
      await expect(publicCard(visitorPage, story)).toHaveCount(0);

      // An admin approves it in the Review tab.
      const admin = await createAccount(request, { tag: "review-admin", language, name: "Alex" });
      grantAdmin(admin.email);
      const adminContext = await browser.newContext({ locale: language });
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, admin, language);
      await adminPage.goto("/admin");
      await adminPage.getByRole("tab", { name: labels.reviewTab }).click();
      const item = adminPage.getByRole("listitem").filter({ has: adminPage.locator(`a[href="/story/${story.slug}"]`) });
      await expect(item.getByText(labels.newAccount)).toBeVisible();
      await item.getByRole("button", { name: labels.approve(story.title) }).click();
      await adminPage
        .getByRole("dialog", { name: labels.confirmApprove(story.title) })
        .getByRole("button", { name: labels.approveButton, exact: true })
        .click();
      await expect(adminPage.getByText(labels.approved(story.title))).toBeVisible();
      await expect(item).toHaveCount(0);
      await adminContext.close();

      // Now the visitor finds it.
      await visitorPage.reload();
      await expect(publicCard(visitorPage, story)).toBeVisible();
      await visitor.close();
    });
  });
}
