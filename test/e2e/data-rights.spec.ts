import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { apiToken, createAccount, signIn } from "./helpers";

/** Issue 31, item 6: a family downloads its data from the profile, then deletes the account for good. */
const WORDS = {
  "en-US": {
    download: "Download my data",
    remove: "Delete my account",
    confirm: "Delete my account for good",
    current: "Current password",
    typed: "Type DELETE to confirm",
    word: "DELETE",
    wrong: "Your current password is incorrect.",
    email: "E-mail",
    password: "Password",
    login: "Log in",
    failed: "Login failed. Please check your credentials.",
  },
  "fr-FR": {
    download: "Télécharger mes données",
    remove: "Supprimer mon compte",
    confirm: "Supprimer mon compte définitivement",
    current: "Mot de passe actuel",
    typed: "Tapez SUPPRIMER pour confirmer",
    word: "SUPPRIMER",
    wrong: "Votre mot de passe actuel est incorrect.",
    email: "E-mail",
    password: "Mot de passe",
    login: "Se connecter",
    failed: "Échec de la connexion. Vérifiez votre e-mail et votre mot de passe.",
  },
} as const;

for (const [locale, w] of Object.entries(WORDS) as [keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]][]) {
  test.describe(`data rights (${locale})`, () => {
    test.use({ locale });

    test("downloads the family's data, then deletes the account so that sign-in fails", async ({ page, request }) => {
      const account = await createAccount(request, { tag: `rights-${locale.toLowerCase()}`, name: "Dominique", language: locale });
      const token = await apiToken(request, account);
      const added = await request.post("/api/users/profiles", {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: "Petit Léo" },
      });
      expect(added.status()).toBe(201);
      await signIn(page, account, locale);
      await page.goto("/profile");

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: w.download }).click()]);
      expect(download.suggestedFilename()).toBe("fabulo-my-data.json");
      const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
        account: { email: string; name: string };
        profiles: { name: string }[];
        stories: unknown[];
      };
      expect(data.account).toMatchObject({ email: account.email, name: "Dominique" });
      expect(data.profiles.map((profile) => profile.name)).toEqual(["Petit Léo"]);
      expect(data.stories).toEqual([]);

      // The dialog closes on Escape and gives focus back to its button.
      const opener = page.getByRole("button", { name: w.remove, exact: true });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: w.remove });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByLabel(w.current).fill("not-my-password1");
      await dialog.getByLabel(w.typed).fill(w.word);
      await dialog.getByRole("button", { name: w.confirm }).click();
      await expect(dialog.getByRole("alert")).toHaveText(w.wrong);

      await dialog.getByLabel(w.current).fill(account.password);
      await dialog.getByRole("button", { name: w.confirm }).click();
      await expect(page).toHaveURL(/\/login$/);

      await page.getByLabel(w.email).fill(account.email);
      await page.getByLabel(w.password, { exact: true }).fill(account.password);
      await page.getByRole("button", { name: w.login, exact: true }).click();
      await expect(page.getByText(w.failed)).toBeVisible();
      expect((await request.post("/api/users/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
    });
  });
}
