import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO_AUTHOR_ID } from "../../shared/demo-author";

export const PASSWORD = "bedtime42";
export const DUMMY_CAPTCHA = "XXXX.DUMMY.TOKEN.XXXX";
const rand = () => Math.floor(Math.random() * 256);
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest link of the dev outbox for an address (the Worker keeps every mail there in development). */
export async function latestLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { links: string[] }[] };
      link = messages.flatMap((message) => message.links).find((candidate) => candidate.includes(path)) ?? "";
      return link;
    })
    .toContain(path);
  return new URL(link).pathname + new URL(link).search;
}

/**
 * A confirmed account made through the API (register with the development
 * captcha, confirm from the outbox), for tests whose subject comes after sign-up.
 */
export async function createAccount(
  request: APIRequestContext,
  options: { tag?: string; name?: string; language?: "en-US" | "fr-FR" } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail(options.tag ?? "reader");
  const name = options.name ?? "Camille";
  const registered = await request.post("/api/users/register", {
    // Each test account comes "from" its own address, so the registration rate limit (per client) is not what is tested here.
    headers: { "CF-Connecting-IP": `10.${rand()}.${rand()}.${rand()}` },
    data: { email, password: PASSWORD, name, preferredLanguage: options.language ?? "en-US", captchaValue: DUMMY_CAPTCHA },
  });
  expect(registered.status()).toBeLessThan(300);
  const token = new URLSearchParams((await latestLink(request, email, "/confirm-email")).split("?")[1]).get("token");
  expect((await request.post("/api/users/confirm-email", { data: { token } })).status()).toBeLessThan(300);
  return { email, password: PASSWORD, name };
}

const LOGIN_LABELS = {
  "en-US": { email: "E-mail", password: "Password", submit: "Log in" },
  "fr-FR": { email: "E-mail", password: "Mot de passe", submit: "Se connecter" },
} as const;

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }, language: "en-US" | "fr-FR" = "en-US") {
  const labels = LOGIN_LABELS[language];
  await page.goto("/login");
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
  // A story another step started may be in the making: the offline engine's process shares the two cores.
  await expect(page).toHaveURL(/\/(browse-stories)?(#.*)?$/, { timeout: 20_000 });
}

/**
 * Runs SQL on the e2e server's local D1 (a SQLite file the server writes too), as an operator does
 * (`wrangler d1 execute --local`), and returns each statement's result. A command that meets one of the
 * server's writes exits 1 (seen in CI with two lanes), so it runs again, up to five times: each command
 * must be idempotent. The server's write can fail too (SQLITE_BUSY): the "seeded accounts" project
 * makes its changes before any test runs.
 */
export function localD1(command: string): { results: unknown[] }[] {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e-state", "--json", "--command", command];
  for (let attempt = 1; ; attempt++) {
    try {
      const output = execFileSync("npx", args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
      // Wrangler prints one result per statement: [{ results, success, meta }].
      return JSON.parse(output.slice(output.indexOf("["))) as { results: unknown[] }[];
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/** An address of its own, for a request or a browser context (rate limits and reports count per address). */
export const randomAddress = () => `10.${rand()}.${rand()}.${rand()}`;

/** An access token for API calls made on a test's behalf (setup, not the subject of the test). */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post("/api/users/login", {
    // From its own address, as in createAccount: the sign-in rate limit per client is not what is tested here.
    headers: { "CF-Connecting-IP": `10.${rand()}.${rand()}.${rand()}` },
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Clicks one of a story card's actions, which show while the pointer is over the card (on a
 * screen with a pointer). A click scrolls its target into view first; when that scroll (or the
 * page growing above the card) moves the card from under the pointer, the actions hide again and
 * the click waits forever behind the cover picture (seen in CI). So the action is scrolled into
 * view before the pointer goes over the card, and a try that still misses starts again.
 */
export async function clickCardAction(card: Locator, action: Locator): Promise<void> {
  await expect(async () => {
    await action.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await card.hover();
    await action.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A finished demo story (the demo content is generated before the first test): the demo author's, not
 * a story another test published (one whose narration it left to the device would start without a tap).
 */
export async function finishedDemoStory(request: APIRequestContext, language: "en-US" | "fr-FR" = "en-US"): Promise<FinishedStory> {
  const { stories } = (await (await request.get(`/api/stories/public?lang=${language}`)).json()) as {
    stories: (FinishedStory & { generatingStatus: string; user: string })[];
  };
  const story = stories.find((candidate) => candidate.user === DEMO_AUTHOR_ID && candidate.generatingStatus === "CompletelyGenerated");
  expect(story, `a finished ${language} demo story`).toBeDefined();
  return story!;
}

/** How long the offline provider may take to finish one story on a busy machine. */
export const GENERATION_TIMEOUT = 120_000;

export interface FinishedStory {
  _id: string;
  slug: string;
  title: string;
}

/**
 * A story the offline provider makes for `account` from `ideas` (its language is the account's), once
 * CompletelyGenerated, with the account's bearer header: for a test that needs a story no other one
 * shares, down to its title. Most start from a copy (finishedStoryOf, below).
 */
export async function madeStoryOf(
  request: APIRequestContext,
  account: { email: string; password: string },
  ideas: string[],
): Promise<{ story: FinishedStory; headers: Record<string, string> }> {
  const headers = { Authorization: `Bearer ${await apiToken(request, account)}` };
  const created = await request.post("/api/stories/generate-story", { headers, data: { storyInputs: ideas } });
  expect(created.status()).toBe(201);
  const { story } = (await created.json()) as { story: { _id: string } };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/stories/${story._id}/status`, { headers })).json()) as { generatingStatus: string }).generatingStatus,
      { timeout: GENERATION_TIMEOUT },
    )
    .toBe("CompletelyGenerated");
  const full = (await (await request.get(`/api/stories/${story._id}`, { headers })).json()) as { story: FinishedStory };
  return { story: full.story, headers };
}

/**
 * A finished private story of `account`'s own in `language`, with the account's bearer header for
 * further calls: a copy of a demo story (POST /api/dev/stories/:id/copy) for the tests that start from
 * a story rather than test its making. The offline engine spends some six CPU-seconds on each story it
 * makes, on the two cores that run the whole suite. Its title is its source's, a public story's. With
 * `narration: "device"`, the reader's device reads it aloud (no narration stored), as a Workers AI French story.
 */
export async function finishedStoryOf(
  request: APIRequestContext,
  account: { email: string; password: string },
  language: "en-US" | "fr-FR",
  narration: "stored" | "device" = "stored",
): Promise<{ story: FinishedStory; headers: Record<string, string> }> {
  const headers = { Authorization: `Bearer ${await apiToken(request, account)}` };
  const source = await finishedDemoStory(request, language);
  const copied = await request.post(`/api/dev/stories/${source._id}/copy?narration=${narration}`, { headers });
  expect(copied.status()).toBe(201);
  return { story: ((await copied.json()) as { story: FinishedStory }).story, headers };
}

/** /admin's Review tab, as each language words it. */
const REVIEW_LABELS = {
  "en-US": {
    reviewTab: "Review",
    approve: (title: string) => `Approve “${title}”`,
    confirmApprove: (title: string) => `Approve “${title}”?`,
    approveButton: "Approve",
    approved: (title: string) => `“${title}” is approved.`,
  },
  "fr-FR": {
    reviewTab: "Modération",
    approve: (title: string) => `Approuver « ${title} »`,
    confirmApprove: (title: string) => `Approuver « ${title} » ?`,
    approveButton: "Approuver",
    approved: (title: string) => `« ${title} » est approuvée.`,
  },
} as const;

/**
 * An admin, in their own browser session, opens /admin's Review tab, runs `check` on the story's entry,
 * then approves the story (confirming) and sees it leave the list.
 */
export async function approveInReviewTab(
  browser: Browser,
  admin: { email: string; password: string },
  language: "en-US" | "fr-FR",
  story: FinishedStory,
  check: (item: Locator) => Promise<void>,
): Promise<void> {
  const labels = REVIEW_LABELS[language];
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  await signIn(page, admin, language);
  await page.goto("/admin");
  await page.getByRole("tab", { name: labels.reviewTab }).click();
  const item = page.getByRole("listitem").filter({ has: page.locator(`a[href="/story/${story.slug}"]`) });
  await check(item);
  await item.getByRole("button", { name: labels.approve(story.title) }).click();
  await page
    .getByRole("dialog", { name: labels.confirmApprove(story.title) })
    .getByRole("button", { name: labels.approveButton, exact: true })
    .click();
  await expect(page.getByText(labels.approved(story.title))).toBeVisible();
  await expect(item).toHaveCount(0);
  await context.close();
}
