import { expect } from "vitest";
import { call, postJson } from "./helpers";

/** Shared by the users-*.test.ts files: accounts created through the public API, as the SPA does. */
export const DUMMY_CAPTCHA = "XXXX.DUMMY.TOKEN.XXXX";
export const PASSWORD = "secret12";

/**
 * Each call comes from its own address, so the per-client rate limits (whose
 * counters outlive a test's storage reset) never interfere between tests.
 */
export function randomIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const fromIp = (ip = randomIp()) => ({ "CF-Connecting-IP": ip });

export function jsonRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method,
    headers: { "Content-Type": "application/json", ...fromIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function register(fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return postJson(
    "/api/users/register",
    { email: uniqueEmail(), password: PASSWORD, name: "Zoé", captchaValue: DUMMY_CAPTCHA, ...fields },
    { ...fromIp(), ...headers },
  );
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/** The token of the newest mail to `to` whose link goes to `path`. */
export async function tokenFromOutbox(
  to: string,
  path: "/confirm-email" | "/reset-password" | "/cancel-email-change",
): Promise<string> {
  const mails = await outbox(to);
  const link = mails.flatMap((m) => m.links).find((l) => new URL(l).pathname === path);
  expect(link, `a ${path} link mailed to ${to}`).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

export async function confirmedUser(fields: Record<string, unknown> = {}): Promise<{ email: string; password: string }> {
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const password = (fields.password as string | undefined) ?? PASSWORD;
  const registered = await register({ ...fields, email, password });
  expect(registered.status).toBe(201);
  const token = await tokenFromOutbox(email, "/confirm-email");
  const confirmed = await postJson("/api/users/confirm-email", { token });
  expect(confirmed.status).toBe(200);
  return { email, password };
}

/** The refresh cookie's value from a response's Set-Cookie, or null. */
export function refreshCookieOf(response: Response): string | null {
  const header = response.headers.get("Set-Cookie") ?? "";
  const match = /(?:^|,\s*)fabulo_refresh=([^;]*)/.exec(header);
  return match ? match[1]! : null;
}

export interface SignedIn {
  email: string;
  password: string;
  accessToken: string;
  cookie: string;
  user: Record<string, unknown>;
}

export async function login(email: string, password: string, extra: Record<string, unknown> = {}) {
  return postJson("/api/users/login", { email, password, ...extra }, fromIp());
}

export async function signedInUser(fields: Record<string, unknown> = {}): Promise<SignedIn> {
  const account = await confirmedUser(fields);
  const response = await login(account.email, account.password);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { accessToken: string; user: Record<string, unknown> };
  return { ...account, accessToken: body.accessToken, user: body.user, cookie: refreshCookieOf(response)! };
}

export function withCookie(cookie: string) {
  return { Cookie: `fabulo_refresh=${cookie}` };
}
