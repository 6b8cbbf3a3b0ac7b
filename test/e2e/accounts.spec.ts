import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, latestLink, uniqueEmail } from "./helpers";

// Each test signs up from a client of its own (the address Cloudflare gives the Worker): sign-up is
// limited to 5 a minute per client, and this file signs up five people within seconds.
let client = 0;
test.beforeEach(async ({ context }) => {
  client += 1;
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${client}` });
});

async function register(page: Page, email: string, labels: { name: string; email: string; password: string; robot: string; submit: string }) {
  await page.goto("/register");
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.name, { exact: true }).fill("Camille");
  await page.getByLabel(labels.robot).check();
  await page.getByRole("button", { name: labels.submit }).click();
}

test("a newcomer registers, confirms from the e-mail, signs in and signs out", async ({ page, request }) => {
  const email = uniqueEmail("newcomer");
  await register(page, email, {
    name: "Name",
    email: "E-mail",
    password: "Password",
    robot: "I am not a robot (development check)",
    submit: "Create my account",
  });
  const thanks = page.getByRole("dialog", { name: "Thank you for signing up!" });
  await expect(thanks).toBeVisible();

  // Signing in before confirming is refused with a way to get a new link.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("link", { name: /resend/i })).toBeVisible();

  await page.goto(await latestLink(request, email, "/confirm-email"));
  await expect(page.getByText("Your e-mail address is confirmed. You can now log in.")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByText("Camille").first()).toBeVisible();

  // The session survives a reload (token in local storage, user loaded again).
  await page.reload();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("in French", () => {
  test.use({ locale: "fr-FR" });

  test("registration and a failed sign-in speak French", async ({ page }) => {
    const email = uniqueEmail("famille");
    await register(page, email, {
      name: "Prénom",
      email: "E-mail",
      password: "Mot de passe",
      robot: "Je ne suis pas un robot (vérification de développement)",
      submit: "Créer mon compte",
    });
    await expect(page.getByRole("dialog", { name: "Merci pour votre inscription !" })).toBeVisible();

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Se connecter" })).toBeVisible();
    await page.getByLabel("E-mail").fill(uniqueEmail("inconnu"));
    await page.getByLabel("Mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Échec de la connexion");
  });
});

test("a password reset link from the e-mail sets a new password", async ({ page, request }) => {
  const email = uniqueEmail("forgetful");
  await register(page, email, {
    name: "Name",
    email: "E-mail",
    password: "Password",
    robot: "I am not a robot (development check)",
    submit: "Create my account",
  });
  await expect(page.getByRole("dialog", { name: "Thank you for signing up!" })).toBeVisible();
  await page.goto(await latestLink(request, email, "/confirm-email"));
  await expect(page.getByText("Your e-mail address is confirmed. You can now log in.")).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("I am not a robot (development check)").check();
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await page.goto(await latestLink(request, email, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("storytime7");
  await page.getByLabel(/confirm/i).fill("storytime7");
  await page.getByRole("button", { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("storytime7");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
});

const JOURNEY = {
  "en-US": {
    name: "Name", email: "E-mail", password: "Password", robot: "I am not a robot (development check)",
    submit: "Create my account", thanks: "Thank you for signing up!", confirmed: "Your e-mail address is confirmed. You can now log in.",
    logIn: "Log in", profile: "Profile", editName: "Edit name", save: "Save", updated: "Your details have been updated.",
    ok: "OK", editPassword: "Edit password", current: "Current password", newPassword: "New password",
    confirmNew: "Confirm new password", changed: "Your password has been changed.", logOut: "Log out",
  },
  "fr-FR": {
    name: "Prénom", email: "E-mail", password: "Mot de passe", robot: "Je ne suis pas un robot (vérification de développement)",
    submit: "Créer mon compte", thanks: "Merci pour votre inscription !", confirmed: "",
    logIn: "Se connecter", profile: "Profil", editName: "Modifier le prénom", save: "Enregistrer",
    updated: "Vos informations ont été mises à jour.", ok: "OK", editPassword: "Modifier le mot de passe",
    current: "Mot de passe actuel", newPassword: "Nouveau mot de passe", confirmNew: "Confirmer le nouveau mot de passe",
    changed: "Votre mot de passe a été modifié.", logOut: "Se déconnecter",
  },
} as const;

for (const [locale, l] of Object.entries(JOURNEY)) {
  test.describe(`full journey (${locale})`, () => {
    test.use({ locale });

    test("register, confirm, sign in, edit name, change password, sign out, sign in again; captcha after two failures", async ({ page, request }) => {
      const email = uniqueEmail(`journey-${locale}`);
      await register(page, email, l);
      await expect(page.getByRole("dialog", { name: l.thanks })).toBeVisible();
      await page.goto(await latestLink(request, email, "/confirm-email"));
      await expect(page.getByRole("link", { name: l.logIn })).toBeVisible();

      const signIn = async (password: string) => {
        await page.goto("/login");
        await page.getByLabel(l.email).fill(email);
        await page.getByLabel(l.password, { exact: true }).fill(password);
        await page.getByRole("button", { name: l.logIn }).click();
      };
      await signIn(PASSWORD);
      await expect(page).toHaveURL(/\/$/);

      await page.goto("/profile");
      await page.getByRole("button", { name: l.editName, exact: true }).click();
      const identity = page.getByRole("dialog");
      await identity.getByLabel(l.name, { exact: true }).fill("Camille-Rose");
      await identity.getByRole("button", { name: l.save }).click();
      await expect(page.getByText(l.updated)).toBeVisible();
      await page.getByRole("button", { name: l.ok }).click();
      await expect(page.getByText("Camille-Rose").first()).toBeVisible();

      await page.getByRole("button", { name: l.editPassword }).click();
      const passwordDialog = page.getByRole("dialog");
      await passwordDialog.getByLabel(l.current).fill(PASSWORD);
      await passwordDialog.getByLabel(l.newPassword, { exact: true }).fill("moonlight9");
      await passwordDialog.getByLabel(l.confirmNew).fill("moonlight9");
      await passwordDialog.getByRole("button", { name: l.save }).click();
      await expect(page.getByText(l.changed)).toBeVisible();
      await page.getByRole("button", { name: l.ok }).click();

      await page.getByRole("button", { name: l.logOut }).click();
      await expect(page).toHaveURL(/\/login$/);

      // Two wrong passwords: the captcha appears.
      await expect(page.getByLabel(l.robot)).toHaveCount(0);
      await signIn("wrong-password-1");
      await expect(page.getByRole("alert")).toBeVisible();
      await page.getByLabel(l.password, { exact: true }).fill("wrong-password-2");
      await page.getByRole("button", { name: l.logIn }).click();
      await expect(page.getByLabel(l.robot)).toBeVisible();

      // The new password works (with the captcha now required).
      await page.getByLabel(l.password, { exact: true }).fill("moonlight9");
      await page.getByLabel(l.robot).check();
      await page.getByRole("button", { name: l.logIn }).click();
      // Signed in again: back to where the sign-out started (the profile).
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto("/profile");
      await expect(page.getByText("Camille-Rose").first()).toBeVisible();
    });
  });
}
