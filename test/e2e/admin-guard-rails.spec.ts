import { expect, test, type Page } from "@playwright/test";
import { apiToken, signIn } from "./helpers";
import { brokenLabels, scrollsSideways } from "./layout-checks";
import { ofAttempt, perAttempt, seededAccount } from "./seeded-accounts";

/**
 * Configuration that cannot break the app, as an admin meets it in /admin: a key edited then reset to
 * its default, both changes in the audit log, and moderation lists checked against the labelled corpus
 * (figures per language) and refused when they would catch less than the defaults, or saved only once
 * the admin confirms the ideas they let through. In English on a desktop, in French on a 360 px phone.
 */

const EMPTY_LISTS = { en: {}, fr: {}, combinations: [], safe: [] };
/**
 * Checking or saving moderation lists judges the corpus and some ten thousand ideas on the one workerd
 * thread that also runs generation: seconds alone, over 30 s once in a full run at load 3. The limit
 * only stops a check that never answers.
 */
const CHECK_TIMEOUT = 120_000;

const TEXT = {
  "en-US": {
    edit: (key: string) => `Edit ${key}`,
    value: "Value (JSON)",
    save: "Save",
    cancel: "Cancel",
    saved: (key: string) => `Saved ${key}.`,
    reset: (key: string) => `Reset ${key}`,
    resetDialog: (key: string) => `Reset ${key}?`,
    resetConfirm: "Reset to default",
    isDefault: (key: string) => `${key} is back to its default.`,
    auditTab: "Audit log",
    edited: "Edited",
    backToDefault: "Back to default",
    beforeAfter: "Before and after",
    nothingStored: "Nothing stored: the default applies",
    check: "Check against the corpus",
    figures: "On the labelled corpus, these lists and the defaults",
    english: "English",
    refused: "Not saved: these lists catch fewer unsafe ideas, or refuse more safe ones, than the defaults.",
    letThrough: /^These lists let through \d+ ideas the defaults refuse$/,
    violence: "Violence or gore",
    confirm: /^I confirm: let these \d+ ideas through$/,
    unconfirmed: "Not saved: these lists let through ideas the defaults refuse. Read them, and confirm to save anyway.",
    confirmed: "Confirmed: the lists let through ideas the defaults refuse",
  },
  "fr-FR": {
    edit: (key: string) => `Modifier ${key}`,
    value: "Valeur (JSON)",
    save: "Enregistrer",
    cancel: "Annuler",
    saved: (key: string) => `La clé ${key} a été enregistrée.`,
    reset: (key: string) => `Réinitialiser ${key}`,
    resetDialog: (key: string) => `Réinitialiser ${key} ?`,
    resetConfirm: "Rétablir la valeur par défaut",
    isDefault: (key: string) => `La clé ${key} a retrouvé sa valeur par défaut.`,
    auditTab: "Journal des modifications",
    edited: "Modifiée",
    backToDefault: "Remise à la valeur par défaut",
    beforeAfter: "Avant et après",
    nothingStored: "Rien d’enregistré : la valeur par défaut s’applique",
    check: "Vérifier sur le corpus",
    figures: "Sur le corpus étiqueté, ces listes et celles par défaut",
    english: "Anglais",
    refused: "Non enregistré : ces listes repèrent moins d’idées dangereuses, ou refusent plus d’idées sûres, que les listes par défaut.",
    letThrough: /^Ces listes laissent passer \d+ idées que les listes par défaut refusent$/,
    violence: "Violence ou scènes sanglantes",
    confirm: /^Je confirme : laisser passer ces \d+ idées$/,
    unconfirmed:
      "Non enregistré : ces listes laissent passer des idées que les listes par défaut refusent. Lisez-les, puis confirmez pour enregistrer quand même.",
    confirmed: "Confirmé : les listes laissent passer des idées que les listes par défaut refusent",
  },
} as const;

const CASES = [
  { language: "en-US", key: "contactEmail", value: "families@example.org", phone: false },
  { language: "fr-FR", key: "contactFormUrl", value: "https://forms.example.org/contact", phone: true },
] as const;

async function expectFitsThePhone(page: Page) {
  expect(await scrollsSideways(page)).toBe(false);
  expect(await brokenLabels(page)).toEqual([]);
}

for (const { language, key, value, phone } of CASES) {
  test(`${language}${phone ? " at 360 px" : ""}: an admin resets an edited key, reads the audit log, and cannot save weaker moderation lists`, async ({
    browser,
    request,
  }) => {
    // Four moderation checks and saves, each judging the corpus and the lists' ideas.
    test.setTimeout(480_000);
    const text = TEXT[language];
    // Named apart from a first attempt's admin, whose audit entries a retry would otherwise count.
    const admin = seededAccount(perAttempt(`guard-rails-admin-${language}`));
    const { retry } = test.info();
    if (retry > 0) {
      // A first attempt may have reset the key (nothing stored: no Edit button). Its defaults are written
      // again by that attempt's admin, whose audit entries this attempt's does not read.
      const first = seededAccount(ofAttempt(`guard-rails-admin-${language}`, retry - 1));
      const headers = { Authorization: `Bearer ${await apiToken(request, first)}` };
      expect((await request.post("/api/configs/init", { headers })).status()).toBe(200);
    }
    const context = await browser.newContext(
      phone ? { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true, locale: language } : { locale: language },
    );
    const page = await context.newPage();
    await signIn(page, admin, language);
    await page.goto("/admin");

    // Edit the key, then reset it to its default after confirming.
    await page.getByRole("button", { name: text.edit(key), exact: true }).click();
    const editor = page.getByRole("dialog", { name: text.edit(key) });
    await editor.getByLabel(text.value).fill(JSON.stringify(value));
    await editor.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.saved(key))).toBeVisible();
    await page.getByRole("button", { name: text.reset(key), exact: true }).click();
    const confirm = page.getByRole("dialog", { name: text.resetDialog(key) });
    await confirm.getByRole("button", { name: text.resetConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(text.isDefault(key))).toBeVisible();
    await expect(page.getByRole("button", { name: text.edit(key), exact: true })).toHaveCount(0);

    // Weaker moderation lists: the check shows the figures, and the save is refused with them.
    await page.getByRole("button", { name: text.edit("moderationLists"), exact: true }).click();
    const lists = page.getByRole("dialog", { name: text.edit("moderationLists") });
    const current = JSON.parse(await lists.getByLabel(text.value).inputValue()) as { safe: string[] };
    // The lists go back as they were, whatever happens here: other tests rely on "kill" being refused.
    const restore = async () => {
      const headers = { Authorization: `Bearer ${await apiToken(request, admin)}` };
      expect((await request.put("/api/configs", { headers, data: { key: "moderationLists", value: current } })).status()).toBe(200);
    };
    try {
      await lists.getByLabel(text.value).fill(JSON.stringify(EMPTY_LISTS));
      await lists.getByRole("button", { name: text.check }).click();
      const figures = lists.getByRole("table", { name: text.figures });
      await expect(figures).toBeVisible({ timeout: CHECK_TIMEOUT });
      const english = figures.getByRole("row").filter({ has: page.getByRole("rowheader", { name: text.english }) });
      // The English recall cell is flagged as worse than the defaults' (emptied lists also refuse a safe
      // idea more: the defaults' safe phrases are gone).
      await expect(english.locator("td").first()).toHaveClass(/\bworse\b/);
      if (phone) await expectFitsThePhone(page);
      await lists.getByRole("button", { name: text.save }).click();
      await expect(lists.getByText(text.refused)).toBeVisible({ timeout: CHECK_TIMEOUT });

      // "kill" made safe keeps the figures but lets ideas through: the check names them, and Save needs the confirmation.
      await lists.getByLabel(text.value).fill(JSON.stringify({ ...current, safe: [...current.safe, "kill"] }));
      await lists.getByRole("button", { name: text.check }).click();
      const letThrough = lists.getByRole("region", { name: text.letThrough });
      await expect(letThrough.getByRole("listitem").filter({ hasText: text.violence })).toContainText("kill", { timeout: CHECK_TIMEOUT });
      if (phone) await expectFitsThePhone(page);
      await lists.getByRole("button", { name: text.save }).click();
      await expect(lists.getByText(text.unconfirmed)).toBeVisible({ timeout: CHECK_TIMEOUT });
      await letThrough.getByRole("checkbox", { name: text.confirm }).check();
      await lists.getByRole("button", { name: text.save }).click();
      await expect(lists).toBeHidden({ timeout: CHECK_TIMEOUT });
      await expect(page.getByText(text.saved("moderationLists"))).toBeVisible();
    } finally {
      await restore();
    }

    // The audit log: this admin's two changes to the key, newest first, and nothing for the refused lists.
    await page.getByRole("tab", { name: text.auditTab }).click();
    const mine = page.getByRole("listitem").filter({ hasText: ` ${admin.name}` });
    const changes = mine.filter({ hasText: key });
    await expect(changes).toHaveCount(2);
    await expect(changes.nth(0)).toContainText(text.backToDefault);
    await expect(changes.nth(1)).toContainText(text.edited);
    await changes.nth(0).getByText(text.beforeAfter).click();
    await expect(changes.nth(0).getByText(JSON.stringify(value))).toBeVisible();
    await expect(changes.nth(0).getByText(text.nothingStored)).toBeVisible();
    // The refused lists left no trace; the confirmed ones say what was confirmed.
    const listsChanges = mine.filter({ hasText: "moderationLists" });
    await expect(listsChanges).toHaveCount(2);
    await listsChanges.getByText(text.confirmed).click();
    await expect(listsChanges.getByRole("region", { name: text.letThrough })).toContainText("kill");
    if (phone) await expectFitsThePhone(page);
    await context.close();
  });
}
