import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiMessage } from "../../shared/messages";
import { app } from "../../worker/app";
import { env, postJson } from "./helpers";
import {
  DUMMY_CAPTCHA,
  PASSWORD,
  bearer,
  fromIp,
  login,
  outbox,
  randomIp,
  register,
  signedInUser,
  tokenFromOutbox,
  uniqueEmail,
} from "./users-helpers";

/**
 * Issue 40 part 2: when the send_email binding refuses or fails, the person gets a clear 503 to retry,
 * and no account is left unconfirmed without a way out. The binding throws as Cloudflare's does:
 * Email Service errors carry a `code`; Email Routing's (and wrangler's simulation of it) are plain
 * errors naming the refused address.
 */
type Refusal = () => Error;
const REFUSALS: Record<string, Refusal> = {
  "an unverified sender domain (Email Service)": () => Object.assign(new Error("Sender domain not verified"), { code: "E_SENDER_NOT_VERIFIED" }),
  "a rate limit (Email Service)": () => Object.assign(new Error("Rate limit exceeded"), { code: "E_RATE_LIMIT_EXCEEDED" }),
  "a destination outside the allowed list (Email Routing)": () => new Error("email to someone@example.com not allowed"),
};

/** The send_email binding, refusing the messages `refuses` picks (every one by default) and sending the others. */
function refusingMailer(refusal: Refusal, refuses: (to: string) => boolean = () => true): SendEmail & { refused: string[] } {
  const refused: string[] = [];
  return {
    refused,
    async send(message: EmailMessage) {
      if (!refuses(message.to)) return env.MAILER.send(message);
      refused.push(message.to);
      throw refusal();
    },
  } as SendEmail & { refused: string[] };
}

function callWith(mailer: SendEmail, path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...fromIp(), ...headers },
    body: JSON.stringify(body),
  });
  return app.fetch(request, { ...env, MAILER: mailer }, createExecutionContext());
}

async function expectMailNotSent(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("60");
  expect(await response.json()).toEqual({ message: ApiMessage.mailNotSent });
}

const count = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())!.n;
const unusedTokens = (email: string, purpose: string) =>
  count("SELECT count(*) AS n FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.purpose = ? AND t.used_at IS NULL", email, purpose);

describe("a confirmation mail the binding refuses", () => {
  it.each(Object.entries(REFUSALS))("answers 503 to a registration refused by %s, keeps no account, and registering again works", async (_, refusal) => {
    const email = uniqueEmail("refused");
    const ip = randomIp();
    const mailer = refusingMailer(refusal);
    const fields = { email, password: PASSWORD, name: "Zoé", captchaValue: DUMMY_CAPTCHA };
    await expectMailNotSent(await callWith(mailer, "/api/users/register", fields, fromIp(ip)));
    expect(mailer.refused).toEqual([email]);
    // No account, no token, no registration slot taken from the address, nothing in the outbox.
    expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", email)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM email_tokens")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM registration_slots")).toBe(0);
    expect(await outbox(email)).toEqual([]);

    // Once mail goes out again, the same registration goes through and confirms.
    expect((await register(fields, fromIp(ip))).status).toBe(201);
    expect((await postJson("/api/users/confirm-email", { token: await tokenFromOutbox(email, "/confirm-email") })).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("answers 503 to a refused resend, and the link mailed before still confirms the account", async () => {
    const email = uniqueEmail("resend");
    expect((await register({ email })).status).toBe(201);
    const first = await tokenFromOutbox(email, "/confirm-email");

    await expectMailNotSent(await callWith(refusingMailer(REFUSALS["a rate limit (Email Service)"]!), "/api/users/resend-confirmation", { email }));
    // The token made for the refused mail is gone; the first one is untouched.
    expect(await unusedTokens(email, "confirm")).toBe(1);
    expect((await outbox(email)).length).toBe(1);
    expect((await postJson("/api/users/confirm-email", { token: first })).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it("lets a resend that goes through replace the earlier link, as before", async () => {
    const email = uniqueEmail("resend-ok");
    expect((await register({ email })).status).toBe(201);
    const first = await tokenFromOutbox(email, "/confirm-email");
    expect((await postJson("/api/users/resend-confirmation", { email }, fromIp())).status).toBe(200);
    const second = await tokenFromOutbox(email, "/confirm-email");
    expect(second).not.toBe(first);
    expect((await postJson("/api/users/confirm-email", { token: first })).status).toBe(400);
    expect((await postJson("/api/users/confirm-email", { token: second })).status).toBe(200);
  });
});

describe("other mails the binding refuses", () => {
  it("answers 503 to a refused password reset and leaves no reset link; asking again works", async () => {
    const { email } = await signedInUser();
    await expectMailNotSent(
      await callWith(refusingMailer(REFUSALS["an unverified sender domain (Email Service)"]!), "/api/users/forgot-password", { email, captchaValue: DUMMY_CAPTCHA }),
    );
    expect(await unusedTokens(email, "reset")).toBe(0);
    expect((await postJson("/api/users/forgot-password", { email, captchaValue: DUMMY_CAPTCHA }, fromIp())).status).toBe(200);
    expect(await tokenFromOutbox(email, "/reset-password")).toBeTruthy();
  });

  it("does not start an e-mail change unless both addresses were told", async () => {
    const user = await signedInUser();
    const next = uniqueEmail("next");
    // The new address gets its link; the old one's notice is refused.
    const mailer = refusingMailer(REFUSALS["a rate limit (Email Service)"]!, (to) => to === user.email);
    await expectMailNotSent(await callWith(mailer, "/api/users/user-details", { email: next, currentPassword: PASSWORD }, bearer(user.accessToken), "PUT"));
    expect(mailer.refused).toEqual([user.email]);

    const row = await env.DB.prepare("SELECT email, changing_email FROM users WHERE email = ?").bind(user.email).first();
    expect(row).toEqual({ email: user.email, changing_email: null });
    // The link that did reach the new address changes nothing.
    expect((await postJson("/api/users/confirm-email", { token: await tokenFromOutbox(next, "/confirm-email") })).status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", next)).toBe(0);
  });
});
