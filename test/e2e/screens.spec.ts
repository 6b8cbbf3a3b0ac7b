import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { ownerWithFeedback, type Language } from "./families";
import { clickCardAction } from "./helpers";
import { brokenLabels, scrollsSideways, type BrokenLabel } from "./layout-checks";
import { perAttempt, seededAccount } from "./seeded-accounts";

/**
 * Every screen and dialog, in both languages: axe finds nothing on a 360 px
 * phone and a 1280 px desktop, and on 320 and 360 px phones no label breaks
 * inside a word and nothing widens the page (French is the longer language). The player's own controls
 * are the player's: it is checked by axe here, not for its labels.
 */

const PHONE_HEIGHT = 760;
const phone = (width: number): BrowserContextOptions => ({ viewport: { width, height: PHONE_HEIGHT }, isMobile: true, hasTouch: true });
// The labels are read at 360 px and again at 320 px on the same screen (the viewport narrowed, then put
// back), so the phone's screens are visited once: a third visit cost a tenth of the suite's browser time.
const WIDTHS: { name: string; options: BrowserContextOptions; labels: readonly number[]; axe: boolean }[] = [
  { name: "phone 360 (labels also at 320)", options: phone(360), labels: [360, 320], axe: true },
  { name: "desktop 1280", options: { viewport: { width: 1280, height: 900 } }, labels: [], axe: true },
];

interface Findings {
  axe: string[];
  labels: (BrokenLabel & { screen: string })[];
  sideways: string[];
}

/** Waits until nothing on screen says it is loading (lists dim while busy, which axe would measure). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator(".loading-overlay")).toHaveCount(0, { timeout: 20_000 });
}

interface Checks {
  /** The phone widths the labels are read at, the context's own first. */
  labels: readonly number[];
  axe: boolean;
}

async function inspect(page: Page, screen: string, findings: Findings, checks: Checks) {
  await settled(page);
  const result = checks.axe ? await new AxeBuilder({ page }).analyze() : { violations: [] };
  for (const violation of result.violations) {
    const where = violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ");
    findings.axe.push(`${screen}: ${violation.impact} ${violation.id} (${violation.help}) at ${where}`);
  }
  if (screen.startsWith("player")) return;
  for (const [i, width] of checks.labels.entries()) {
    if (i > 0) {
      await page.setViewportSize({ width, height: PHONE_HEIGHT });
      // A frame for what listens to the resize (observers, media queries) before measuring.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    for (const broken of await brokenLabels(page)) findings.labels.push({ ...broken, screen: `${screen} at ${width} px` });
    if (await scrollsSideways(page)) findings.sideways.push(`${screen} at ${width} px`);
  }
  if (checks.labels.length > 1) await page.setViewportSize({ width: checks.labels[0]!, height: PHONE_HEIGHT });
}

async function openDialog(page: Page, open: () => Promise<void>) {
  await open();
  await expect(page.locator("dialog[open]")).toBeVisible();
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog[open]")).toHaveCount(0);
}

async function visitEverything(
  browser: Browser,
  options: BrowserContextOptions,
  language: Language,
  member: { token: string; slug: string; title: string },
  checks: Checks,
) {
  const context = await browser.newContext({ ...options, locale: language });
  const page = await context.newPage();
  const findings: Findings = { axe: [], labels: [], sideways: [] };
  const fr = language === "fr-FR";

  const visitorScreens = ["/", "/login", "/register", "/forgot-password", "/resend-confirmation", "/reset-password?token=x", "/confirm-email", "/privacy-policy", "/terms-of-use", "/contact", "/no-such-page"];
  for (const path of visitorScreens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await inspect(page, path, findings, checks);
  }
  await page.goto(`/story/${member.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: member.title })).toBeVisible();
  await inspect(page, "player", findings, checks);

  // Signed in (the token as the login screen stores it).
  await page.evaluate((token) => localStorage.setItem("fabulo.token", token), member.token);
  await page.goto("/browse-stories#my-stories");
  const myCard = page.locator("#my-stories article").filter({ hasText: member.title });
  await expect(myCard).toBeVisible();
  await inspect(page, "browse (member)", findings, checks);
  await openDialog(page, () => myCard.getByRole("button", { name: fr ? /^Avis des lecteurs/ : /^Readers’ feedback/ }).click());
  await expect(page.locator("dialog[open]").getByRole("listitem")).toHaveCount(1);
  await inspect(page, "owner feedback dialog", findings, checks);
  await closeDialog(page);
  for (const name of fr ? ["Partager", "Supprimer"] : ["Share", "Delete"]) {
    await openDialog(page, () => clickCardAction(myCard, myCard.getByRole("button", { name, exact: true })));
    await inspect(page, `my stories: ${name}`, findings, checks);
    await closeDialog(page);
  }
  const othersCard = page.getByRole("button", { name: fr ? /^Donner votre avis/ : /^Give feedback/ }).first();
  await openDialog(page, () => othersCard.click());
  await inspect(page, "feedback dialog", findings, checks);
  await closeDialog(page);
  if (options.isMobile) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: fr ? "Navigation principale" : "Main" })).toBeInViewport();
    await inspect(page, "navigation drawer", findings, checks);
    await page.keyboard.press("Escape");
  }

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await inspect(page, "profile", findings, checks);
  const edits = page.locator(".profile-item-action button");
  for (let i = 0; i < (await edits.count()); i++) {
    const name = (await edits.nth(i).getAttribute("aria-label")) ?? `edit ${i}`;
    await openDialog(page, () => edits.nth(i).click());
    await inspect(page, `profile: ${name}`, findings, checks);
    await closeDialog(page);
  }
  await openDialog(page, () => page.getByRole("button", { name: fr ? "Ajouter un profil" : "Add a profile" }).click());
  await inspect(page, "profile: add a profile", findings, checks);
  await closeDialog(page);

  await page.goto("/admin");
  await expect(page.getByRole("button", { name: fr ? "Ajouter une configuration" : "Add config" })).toBeVisible();
  await inspect(page, "admin", findings, checks);
  await openDialog(page, () => page.getByRole("button", { name: fr ? "Ajouter une configuration" : "Add config" }).click());
  await inspect(page, "admin: add config", findings, checks);
  await closeDialog(page);

  await context.close();
  return findings;
}

test.describe.configure({ timeout: 480_000 });

for (const language of ["en-US", "fr-FR"] as const) {
  test(`every screen, ${language}: axe finds nothing at 360 and 1280 px, and no label breaks inside a word at 320 and 360 px`, async ({ browser, request }) => {
    // An admin, seeded before the tests (its token carries the role); one per attempt, so a retry's owner has
    // no second card of the same title.
    const { slug, title, token } = await ownerWithFeedback(request, language, 1, seededAccount(perAttempt(`screens-owner-${language}`)));
    for (const width of WIDTHS) {
      const findings = await visitEverything(browser, width.options, language, { token, slug, title }, width);
      expect(findings.axe, `axe at ${width.name}`).toEqual([]);
      expect(findings.labels, `labels broken inside a word at ${width.name}`).toEqual([]);
      expect(findings.sideways, `screens wider than the phone at ${width.name}`).toEqual([]);
    }
  });
}
