import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

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
  // A story another step started may be in the making: the offline engine runs in the Worker's own
  // isolate, and the sign-in can wait behind one of its batches (4–5 s each on two cores).
  await expect(page).toHaveURL(/\/(browse-stories)?(#.*)?$/, { timeout: 20_000 });
}

/** The operator's script, on the browser tests' own local state. */
export function grantAdmin(email: string): void {
  execFileSync("node", ["scripts/admin-grant.mjs", email], {
    env: { ...process.env, FABULO_STATE_DIR: ".wrangler/e2e-state" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** An access token for API calls made on a test's behalf (setup, not the subject of the test). */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post("/api/users/login", { data: { email: account.email, password: account.password } });
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

/** A finished English demo story (the demo content is generated before the first test). */
export async function finishedDemoStory(
  request: APIRequestContext,
  language: "en-US" | "fr-FR" = "en-US",
): Promise<{ slug: string; title: string }> {
  const { stories } = (await (await request.get(`/api/stories/public?lang=${language}`)).json()) as {
    stories: { slug: string; title: string; generatingStatus: string }[];
  };
  const story = stories.find((candidate) => candidate.generatingStatus === "CompletelyGenerated");
  expect(story, `a finished ${language} demo story`).toBeDefined();
  return story!;
}
