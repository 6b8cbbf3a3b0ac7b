import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import type { ReviewStoryJson } from "../../shared/review";
import {
  apiToken,
  approveInReviewTab,
  createAccount,
  finishedStoryOf,
  randomAddress,
  signIn,
  type FinishedStory,
} from "./helpers";
import { seededAccount } from "./seeded-accounts";

const LABELS = {
  "en-US": {
    report: (title: string) => `Report “${title}”`,
    dialog: "Report this story",
    reason: "Violence or gore",
    more: "Tell us more (optional)",
    send: "Send report",
    thanks: "Report sent",
    sent: "Thank you, an adult will look at it.",
    hidden: "Reported · hidden from the public list",
    reported: "Reported",
    newAccounts: (n: number) => `${n} new accounts`,
  },
  "fr-FR": {
    report: (title: string) => `Signaler « ${title} »`,
    dialog: "Signaler cette histoire",
    reason: "Violence ou scènes sanglantes",
    more: "Dites-nous en plus (facultatif)",
    send: "Envoyer le signalement",
    thanks: "Signalement envoyé",
    sent: "Merci, un adulte va la regarder.",
    hidden: "Signalée · masquée de la liste publique",
    reported: "Signalée",
    newAccounts: (n: number) => `${n} nouveaux comptes`,
  },
} as const;

type Language = keyof typeof LABELS;

/**
 * A finished public story of a new owner's, in `language`, approved by `adminToken` (made through the
 * API: setup, not the subject; publish-review.spec.ts walks the approval in the browser).
 */
async function publicStory(request: APIRequestContext, language: Language, adminToken: string): Promise<FinishedStory> {
  const owner = await createAccount(request, { tag: "report-owner", language });
  const { story, headers } = await finishedStoryOf(request, owner, language);
  expect((await request.put(`/api/stories/public/${story._id}`, { headers })).status()).toBe(200);
  const approved = await request.post(`/api/admin/review/${story._id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { decision: "approve" },
  });
  expect(approved.status()).toBe(200);
  return story;
}

/** The story's card in the public list (found by its link: titles may repeat, slugs do not). */
const cardOf = (page: Page, story: FinishedStory) => page.locator("article.story-card").filter({ has: page.locator(`a[href="/story/${story.slug}"]`) });

/**
 * A reader (established, seeded before the tests, or an account made a moment ago), in their own
 * browser session at their own address (reports from one address count once), reports the story from
 * its card or from the player, and is thanked in their language.
 */
async function report(
  browser: Browser,
  request: APIRequestContext,
  language: Language,
  story: FinishedStory,
  from: "card" | "player",
  n: number,
  reader: "established" | "new" = "established",
) {
  const labels = LABELS[language];
  const account =
    reader === "established"
      ? seededAccount(`reporter-${n}-${language}`)
      : await createAccount(request, { tag: `reporter${n}`, language, name: `Reader ${n}` });
  const context = await browser.newContext({ locale: language, extraHTTPHeaders: { "CF-Connecting-IP": randomAddress() } });
  const page = await context.newPage();
  await signIn(page, account, language);
  if (from === "card") {
    await page.goto("/");
    await cardOf(page, story).getByRole("button", { name: labels.report(story.title) }).click();
  } else {
    await page.goto(`/story/${story.slug}`);
    await page.getByRole("button", { name: labels.report(story.title) }).click();
  }
  const dialog = page.getByRole("dialog", { name: labels.dialog });
  await expect(dialog).toBeVisible();
  if (n === 1) {
    // Tabbing never reaches the page behind the modal dialog (past its last control, Chromium hands
    // focus to its own toolbar, the document's body, then back to the dialog's first control).
    const where: string[] = [];
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Tab");
      where.push(
        await dialog.evaluate((element) =>
          element.contains(document.activeElement) ? "dialog" : document.activeElement === document.body ? "none" : "page",
        ),
      );
    }
    expect(where).not.toContain("page");
    expect(where.filter((place) => place === "dialog").length).toBeGreaterThan(10);
  }
  await dialog.getByRole("radio", { name: labels.reason }).check();
  await dialog.getByLabel(labels.more).fill(`Reader ${n} thinks it is too rough.`);
  await dialog.getByRole("button", { name: labels.send }).click();
  const thanks = page.getByRole("dialog", { name: labels.thanks });
  await expect(thanks.getByRole("status")).toHaveText(labels.sent);
  await context.close();
}

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(language, () => {
    test.use({ locale: language });

    test("three established readers report a public story, it leaves the public list, and comes back when an admin approves it", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const labels = LABELS[language];
      const admin = seededAccount(`hiding-reports-admin-${language}`);
      const story = await publicStory(request, language, await apiToken(request, admin));

      // A visitor sees it first.
      await page.goto("/");
      await expect(cardOf(page, story)).toBeVisible();

      await report(browser, request, language, story, "card", 1);
      await report(browser, request, language, story, "player", 2);
      // Two reports: still listed.
      await page.reload();
      await expect(page.locator("article.story-card").first()).toBeVisible();
      await expect(cardOf(page, story)).toBeVisible();
      await report(browser, request, language, story, "card", 3);

      // The third report hides it from the visitor's list at once.
      await page.reload();
      await expect(page.locator("article.story-card").first()).toBeVisible();
      await expect(cardOf(page, story)).toHaveCount(0);

      // The admin reviews it on /admin and approves it.
      await approveInReviewTab(browser, admin, language, story, async (item) => {
        await expect(item.getByText(labels.hidden)).toBeVisible();
        await expect(item.getByText("Reader 3 thinks it is too rough.")).toBeVisible();
      });

      // Back in the visitor's list.
      await page.reload();
      await expect(cardOf(page, story)).toBeVisible();
    });

    test("three brand-new accounts report a public story: it stays listed, and an admin reads it in the Review list", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const labels = LABELS[language];
      const admin = seededAccount(`new-reporters-admin-${language}`);
      const adminToken = await apiToken(request, admin);
      const story = await publicStory(request, language, adminToken);

      await report(browser, request, language, story, "card", 1, "new");
      await report(browser, request, language, story, "player", 2, "new");
      await report(browser, request, language, story, "card", 3, "new");

      // Three new accounts weigh little: the story stays in the visitor's list.
      await page.goto("/");
      await expect(cardOf(page, story)).toBeVisible();

      // Yet the admin's list has it, from the API...
      const review = await request.get("/api/admin/review", { headers: { Authorization: `Bearer ${adminToken}` } });
      expect(review.status()).toBe(200);
      const { stories } = (await review.json()) as { stories: ReviewStoryJson[] };
      expect(stories.find((entry) => entry._id === story._id)).toMatchObject({
        reason: "reported",
        reports: 3,
        hidden: false,
        reasons: { violence: 3 },
        reporters: { new: 3, established: 0 },
      });
      // ... and on /admin, saying who reported and why; the admin keeps it.
      await approveInReviewTab(browser, admin, language, story, async (item) => {
        await expect(item.getByText(labels.reported, { exact: true })).toBeVisible();
        await expect(item.getByText(labels.newAccounts(3), { exact: true })).toBeVisible();
        await expect(item.getByText("Reader 3 thinks it is too rough.")).toBeVisible();
      });
      await page.reload();
      await expect(cardOf(page, story)).toBeVisible();
    });
  });
}
