import { expect, test } from "@playwright/test";
import { apiToken, createAccount, signIn } from "./helpers";
import { brokenLabels, scrollsSideways } from "./layout-checks";

/**
 * A story is in the making from the first step, and the offline engine's process shares the machine's
 * two cores with the app: every step allows a generous bound for its answer.
 */
const BEHIND_GENERATION = { timeout: 20_000 };

test("a free user subscribes to basic in the sandbox, makes a second story this week, cancels and reactivates", async ({ page, request }) => {
  // Every step shares the cores with the offline engine (BEHIND_GENERATION).
  test.setTimeout(120_000);
  const account = await createAccount(request, { tag: "subscriber" });
  const token = await apiToken(request, account);
  // The week's only free story, made before subscribing.
  const first = await request.post("/api/stories/generate-story", {
    headers: { Authorization: `Bearer ${token}` },
    data: { storyInputs: ["a kite"] },
  });
  expect(first.status()).toBe(201);

  await signIn(page, account);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit subscription" }).click();
  const plans = page.getByRole("dialog", { name: "Choose your plan" });
  await plans.getByRole("radio", { name: /^Basic/ }).check();
  await plans.getByRole("button", { name: "Continue" }).click();

  const payment = page.getByRole("dialog", { name: "Payment" });
  // A declined card first: the payment fails and nothing changes.
  await payment.getByLabel("Card number").fill("4000 0000 0000 0002");
  await payment.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await payment.getByLabel("CVC").fill("123");
  await payment.getByRole("button", { name: "Pay" }).click();
  const failed = page.getByRole("dialog", { name: "Payment failed" });
  await expect(failed.getByText("Invalid payment. Please check your card details or try another card.")).toBeVisible(BEHIND_GENERATION);
  await failed.getByRole("button", { name: "Try again" }).click();
  await payment.getByLabel("Card number").fill("4242 4242 4242 4242");
  await payment.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await payment.getByLabel("CVC").fill("123");
  await payment.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment pending: waiting for confirmation…").first()).toBeVisible(BEHIND_GENERATION);
  await expect(page.getByRole("dialog", { name: "Payment successful" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "OK" }).click();
  const planSection = page.locator("section").filter({ has: page.getByRole("heading", { name: "Subscription" }) });
  await expect(planSection).toContainText("Basic", BEHIND_GENERATION);

  // Basic allows five stories a week: a second one is accepted.
  await page.goto("/#create-story");
  const ideas = page.getByLabel("Your ideas");
  await ideas.fill("a second adventure");
  await ideas.press("Enter");
  await page.getByRole("button", { name: "Start creating" }).click();
  await expect(page.getByText("Your story is on its way! Follow its progress in My stories.")).toBeVisible(BEHIND_GENERATION);
  await expect(page.getByText("You have reached the limit of this week")).toHaveCount(0);

  // Cancelling keeps the plan until the end of the period, then reactivating keeps it going.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit subscription" }).click();
  await page.getByRole("dialog", { name: "Choose your plan" }).getByRole("radio", { name: /^Free/ }).check();
  await page.getByRole("dialog", { name: "Choose your plan" }).getByRole("button", { name: "Continue" }).click();
  await page.getByRole("dialog", { name: "Cancel your subscription?" }).getByRole("button", { name: "Cancel my subscription" }).click();
  const ending = page.getByText(/^Your subscription ends on /);
  await expect(ending).toBeVisible(BEHIND_GENERATION);
  // The notice's own Reactivate link acts at once.
  await planSection.getByRole("button", { name: "Reactivate", exact: true }).click();
  await expect(ending).toHaveCount(0, BEHIND_GENERATION);
  await expect(planSection).toContainText("Basic", BEHIND_GENERATION);
});

const PORTAL_WORDS = {
  "en-US": {
    profile: "Profile",
    manage: "Manage my card and invoices",
    billing: "Billing",
    card: "Card ending in 4242, expires 12/34",
    paid: "Paid",
    back: "Return to Fabulo",
  },
  "fr-FR": {
    profile: "Profil",
    manage: "Gérer ma carte et mes factures",
    billing: "Facturation",
    card: "Carte se terminant par 4242, expire en 12/34",
    paid: "Payée",
    back: "Revenir sur Fabulo",
  },
} as const;

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(`the sandbox's customer portal (${language})`, () => {
    // A phone's width, where the longer French labels must still fit.
    test.use({ locale: language, viewport: { width: 360, height: 760 }, screen: { width: 360, height: 760 } });

    test("opens from /profile with the card and the invoice, and returns there", async ({ page, request }) => {
      const words = PORTAL_WORDS[language];
      const account = await createAccount(request, { tag: "portal", language });
      const headers = { Authorization: `Bearer ${await apiToken(request, account)}` };
      // The plan is bought through the API: the payment form is the test above's subject.
      const created = await request.post("/api/subscription/create-subscription", { headers, data: { subscriptionLevel: "basic" } });
      const { clientSecret } = (await created.json()) as { clientSecret: string };
      const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
      expect((await request.post("/api/subscription/sandbox/confirm", { headers, data: { clientSecret, ...card } })).status()).toBe(200);

      await signIn(page, account, language);
      await page.goto("/profile");
      await page.getByRole("button", { name: words.manage }).click();
      await expect(page).toHaveURL(/\/sandbox\/billing-portal\/bps_sandbox_[0-9a-f]{24}$/, BEHIND_GENERATION);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.billing, BEHIND_GENERATION);
      await expect(page.getByText(words.card)).toBeVisible();
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("cell", { name: words.paid, exact: true })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await brokenLabels(page)).toEqual([]);

      await page.getByRole("link", { name: words.back }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.profile, BEHIND_GENERATION);
      await expect(page.getByRole("button", { name: words.manage })).toBeVisible();
    });
  });
}
