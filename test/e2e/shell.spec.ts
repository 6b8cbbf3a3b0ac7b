import { expect, test } from "@playwright/test";

test.describe("app shell", () => {
  test("the browse page loads in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Discover" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in to create stories" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test.describe("for a French browser", () => {
    test.use({ locale: "fr-FR" });
    test("the browse page loads in French", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Connectez-vous pour créer des histoires" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    });
  });

  test("a deep link is served by the SPA with security headers", async ({ page }) => {
    const response = await page.goto("/terms-of-use");
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await expect(page.getByText("at least 13 years old")).toBeVisible();
    await expect(page.getByText("Last updated: April 2025")).toBeVisible();
  });

  test("a protected route sends a visitor to /login", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  });

  test("the language choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr-FR");
    await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Découvrir" })).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeVisible();
  });

  test("the contact page offers a way to reach us", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@fabulo.app" })).toHaveAttribute("href", "mailto:hello@fabulo.app");
  });

  test("phones get a top bar whose menu opens the navigation @phone", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Favourites" })).toBeInViewport();
  });
});
