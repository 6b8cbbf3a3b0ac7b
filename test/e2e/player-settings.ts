import { expect, type Locator, type Page } from "@playwright/test";

/** The player's one settings button and its sheet, in either language. */
const SETTINGS = /^(Settings|Réglages)$/;
const SETTINGS_SHEET = /^(Player settings|Réglages de lecture)$/;

/**
 * Opens the player's settings sheet with its button, as a reader does, and returns it: the highlight,
 * night look, sleep timer, voice and offline save live there, with their own labels.
 */
export async function openPlayerSettings(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: SETTINGS }).click();
  const sheet = page.getByRole("dialog", { name: SETTINGS_SHEET });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the settings sheet with Escape, back to the story. */
export async function closePlayerSettings(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: SETTINGS_SHEET })).toHaveCount(0);
}
