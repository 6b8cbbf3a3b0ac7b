import { expect, test } from "@playwright/test";
import { createAccount, latestLink, signIn, uniqueEmail } from "./helpers";

/**
 * Issue 13, attack 1, as a person meets it: changing the e-mail asks for the
 * current password, and the old address gets a mail whose link cancels the
 * change (the new address's link then stops working).
 */
const WORDS = {
  "en-US": {
    edit: "Edit e-mail",
    email: "New e-mail",
    current: "Current password",
    save: "Save",
    yes: "Yes",
    wrong: "Your current password is incorrect.",
    pending: (address: string) => `New e-mail awaiting confirmation: ${address}`,
    saved: "Saved",
    cancelled: "The e-mail change is cancelled",
    dead: "This link is invalid or has expired.",
  },
  "fr-FR": {
    edit: "Modifier l’adresse e-mail",
    email: "Nouvelle adresse e-mail",
    current: "Mot de passe actuel",
    save: "Enregistrer",
    yes: "Oui",
    wrong: "Votre mot de passe actuel est incorrect.",
    pending: (address: string) => `Nouvelle adresse e-mail en attente de confirmation : ${address}`,
    saved: "Enregistré",
    cancelled: "Le changement d’adresse e-mail est annulé",
    dead: "Ce lien est invalide ou a expiré.",
  },
} as const;

// A tap's press and release must meet the same button: stop 55's CI pressed Edit while the fresh details
// were arriving, the page moved up a line, the release landed elsewhere, and no dialog opened.
test("the Edit buttons stay in place while the fresh details arrive", async ({ page, request }) => {
  const account = await createAccount(request, { tag: "steady" });
  await signIn(page, account);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/users/user-details", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/profile");
  const edit = page.getByRole("button", { name: WORDS["en-US"].edit, exact: true });
  await expect(page.getByRole("status").filter({ hasText: "Loading your profile…" })).toBeVisible();
  const before = await edit.boundingBox();
  release();
  await expect(page.getByText("Loading your profile…")).toHaveCount(0);
  expect(await edit.boundingBox()).toEqual(before);
});

for (const [locale, w] of Object.entries(WORDS) as [keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]][]) {
  test.describe(`e-mail change (${locale})`, () => {
    test.use({ locale });

    test("needs the current password; the old address cancels it in one click", async ({ page, request }) => {
      const account = await createAccount(request, { tag: `move-${locale}`, language: locale });
      await signIn(page, account, locale);
      await page.goto("/profile");
      const next = uniqueEmail(`moved-${locale}`);

      await page.getByRole("button", { name: w.edit, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(w.email).fill(next);
      await dialog.getByLabel(w.current).fill("not-my-password1");
      await dialog.getByRole("button", { name: w.save }).click();
      await page.getByRole("dialog").getByRole("button", { name: w.yes }).click();
      await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(w.wrong);

      await page.getByRole("dialog").getByLabel(w.current).fill(account.password);
      await page.getByRole("dialog").getByRole("button", { name: w.save }).click();
      await page.getByRole("dialog").getByRole("button", { name: w.yes }).click();
      await expect(page.getByRole("dialog", { name: w.saved })).toBeVisible();
      await expect(page.getByText(w.pending(next))).toBeVisible();

      // The old inbox: the notice's link cancels the change.
      const confirmLink = await latestLink(request, next, "/confirm-email");
      await page.goto(await latestLink(request, account.email, "/cancel-email-change"));
      await expect(page.getByText(w.cancelled)).toBeVisible();
      await page.goto(confirmLink);
      await expect(page.getByRole("alert")).toHaveText(w.dead);
    });
  });
}
