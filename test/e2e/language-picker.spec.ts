import { expect, test, type Page } from "@playwright/test";
import { apiToken, createAccount, signIn } from "./helpers";

const OTHER = { "en-US": "fr-FR", "fr-FR": "en-US" } as const;
const DISCOVER = { "en-US": "Discover", "fr-FR": "Découvrir" } as const;
const LANGUAGE = { "en-US": "Language", "fr-FR": "Langue" } as const;

/** Every PUT /api/users/language the page sends. */
function languageCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/users/language") {
      calls.push(request.postData() ?? "");
    }
  });
  return calls;
}

// The first catalogs and accounts of a fresh server can be slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const language of ["en-US", "fr-FR"] as const) {
  test.describe(`the navigation's language picker (${language})`, () => {
    test.use({ locale: language });

    test("signed in, the choice becomes the account's: the server, the session and the suggestions follow", async ({ page, request }) => {
      const next = OTHER[language];
      const account = await createAccount(request, { tag: `picker-${language}`, language });
      await signIn(page, account, language);
      const calls = languageCalls(page);
      await page.goto("/#create-story");
      await page.getByRole("combobox", { name: LANGUAGE[language] }).selectOption(next);
      await expect(page.getByRole("heading", { name: DISCOVER[next] })).toBeVisible({ timeout: 20_000 });
      expect(calls.map((body) => JSON.parse(body))).toEqual([{ language: next }]);

      // The account now reads the new language (stories, suggestions and e-mails are made in it).
      const token = await apiToken(request, account);
      const details = await request.get("/api/users/user-details", { headers: { Authorization: `Bearer ${token}` } });
      expect(((await details.json()) as { user: { preferredLanguage: string } }).user.preferredLanguage).toBe(next);
      // The suggestions shown are the new language's.
      const expected = (await (await request.get(`/api/stories/suggestion?lang=${next}`)).json()) as {
        suggestion: { suggestions: string[] };
      };
      const shown = page.getByRole("list", { name: "Suggestions" }).getByRole("button");
      await expect(shown.first()).toBeVisible();
      const first = (await shown.first().textContent())?.replace(/^\+\s*/, "").trim() ?? "";
      expect(expected.suggestion.suggestions.some((idea) => first.includes(idea))).toBe(true);
      // The profile shows it too, after a reload.
      await page.goto("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(next === "fr-FR" ? "Profil" : "Profile");
    });

    test("signed out, the choice stays in this browser and the server is not told", async ({ page }) => {
      const next = OTHER[language];
      const calls = languageCalls(page);
      await page.goto("/");
      await page.getByRole("combobox", { name: LANGUAGE[language] }).selectOption(next);
      await expect(page.getByRole("heading", { name: DISCOVER[next] })).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => localStorage.getItem("fabulo.locale"))).toBe(next);
      expect((await page.context().cookies()).find((cookie) => cookie.name === "locale")?.value).toBe(next);
      await page.reload();
      await expect(page.getByRole("heading", { name: DISCOVER[next] })).toBeVisible({ timeout: 20_000 });
      expect(calls).toEqual([]);
    });

    test("when the server refuses, the screen keeps its language and says so", async ({ page, request }) => {
      const account = await createAccount(request, { tag: `picker-fail-${language}`, language });
      await signIn(page, account, language);
      await page.route("**/api/users/language", (route) => route.fulfill({ status: 503, json: { message: "Service unavailable" } }));
      const picker = page.getByRole("combobox", { name: LANGUAGE[language] });
      await picker.selectOption(OTHER[language]);
      await expect(page.getByRole("alert")).toHaveText(
        language === "en-US" ? "Your language could not be saved. Please try again." : "Votre langue n’a pas pu être enregistrée. Veuillez réessayer.",
      );
      await expect(picker).toHaveValue(language);
      await expect(page.getByRole("heading", { name: DISCOVER[language] })).toBeVisible();
    });
  });
}
