import { expect, test } from "@playwright/test";
import { AI_MODEL_IDS } from "../../shared/ai-models";
import { createAccount, signIn } from "./helpers";
import { brokenLabels, scrollsSideways } from "./layout-checks";
import { seededAccount } from "./seeded-accounts";

test("an admin edits the story suggestions and a user sees them on the create-story screen", async ({ page, browser, request }) => {
  const admin = seededAccount("suggestions-admin");
  await signIn(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Configuration" })).toBeVisible();
  // The seed stored the defaults; Init again changes nothing.
  await page.getByRole("button", { name: "Edit storySuggestions" }).click();
  const editor = page.getByRole("dialog", { name: "Edit storySuggestions" });
  const value = editor.getByLabel("Value (JSON)");
  // Invalid JSON is flagged as typed and cannot be saved.
  await value.fill("{ not json");
  await expect(editor.getByText("Not valid format")).toBeVisible();
  await expect(editor.getByRole("button", { name: "Save" })).toBeDisabled();
  await value.fill(JSON.stringify({ "en-US": ["a purple cow who sings opera"], "fr-FR": ["une vache violette qui chante"] }));
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText("Saved storySuggestions.")).toBeVisible();

  // Another person, in their own browser session, sees the new suggestion at once.
  const user = await createAccount(request, { tag: "suggestions" });
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signIn(userPage, user);
  await userPage.goto("/#create-story");
  const suggestions = userPage.getByRole("list", { name: "Suggestions" });
  await expect(suggestions.getByRole("button", { name: "Add a purple cow who sings opera" })).toBeVisible();
  await expect(suggestions.getByRole("button")).toHaveCount(1);
  await context.close();

  // Put the defaults back for the other tests on this server.
  await page.getByRole("button", { name: "Edit storySuggestions" }).click();
  const { DEFAULT_CONFIG } = await import("../../worker/config/defaults");
  await page.getByRole("dialog", { name: "Edit storySuggestions" }).getByLabel("Value (JSON)").fill(JSON.stringify(DEFAULT_CONFIG.storySuggestions));
  await page.getByRole("dialog", { name: "Edit storySuggestions" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved storySuggestions.")).toBeVisible();
});

test("a signed-in user who is not an admin sees a clear 'not allowed' page", async ({ page, request }) => {
  const user = await createAccount(request, { tag: "notadmin" });
  await signIn(page, user);
  await page.goto("/admin");
  await expect(page.getByText("You do not have access to this page")).toBeVisible();
});

test("an admin on a 360 px phone, in French, picks the models from their allow-lists", async ({ browser }) => {
  const admin = seededAccount("models-admin");
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page, admin, "fr-FR");
  await page.goto("/admin");
  await page.getByRole("button", { name: "Modifier aiModels" }).click();
  const editor = page.getByRole("dialog", { name: "Modifier aiModels" });
  const chapters = editor.getByLabel("Modèle des chapitres");
  await expect(chapters.locator("option")).toHaveText([...AI_MODEL_IDS.text]);
  await expect(editor.getByLabel("Modèle des illustrations").locator("option")).toHaveText([...AI_MODEL_IDS.picture]);
  // The long model ids fit the phone: every control stays inside the dialog, nothing scrolls sideways,
  // no label breaks inside a word.
  const sticksOut = await editor.evaluate((dialog) => {
    const right = dialog.getBoundingClientRect().right;
    return [...dialog.querySelectorAll("select, textarea")].filter((control) => control.getBoundingClientRect().right > right + 1).length;
  });
  expect(sticksOut).toBe(0);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await brokenLabels(page)).toEqual([]);
  await chapters.selectOption(AI_MODEL_IDS.text[0]);
  await expect(editor.getByLabel("Valeur (JSON)")).toHaveValue(new RegExp(`"text": "${AI_MODEL_IDS.text[0]}"`));
  await context.close();
});
