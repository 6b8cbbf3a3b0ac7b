import { expect, test } from "@playwright/test";
import { createAccount, grantAdmin, signIn } from "./helpers";

test("an admin edits the story suggestions and a user sees them on the create-story screen", async ({ page, browser, request }) => {
  const admin = await createAccount(request, { tag: "admin", name: "Alex" });
  grantAdmin(admin.email);
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
