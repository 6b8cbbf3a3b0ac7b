import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { secondsToNextWindow } from "../../worker/auth/rate-limit";
import { call, env, itInOneRateWindow, postJson } from "./helpers";
import {
  DUMMY_CAPTCHA,
  PASSWORD,
  fromIp,
  login,
  outbox,
  register,
  tokenFromOutbox,
  uniqueEmail,
} from "./users-helpers";

const userRow = (email: string) =>
  env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();

describe("POST /api/users/register", () => {
  it("creates an unconfirmed account with defaults, a peppered PBKDF2 hash, and mails a confirmation link", async () => {
    const email = uniqueEmail("new");
    const response = await register({ email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });

    const row = await userRow(email);
    expect(row).toMatchObject({
      name: "Zoé",
      gender: "not communicated",
      preferred_language: "en-US",
      email_confirmed_at: null,
      role: "user",
      subscription_level: "free",
    });
    expect(String(row!.password_hash)).toMatch(/^pbkdf2-sha256\$v1\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);

    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Confirm your Fabulo account");
    expect(mails[0]!.links[0]).toMatch(/^http:\/\/localhost:8787\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(mails[0]!.text).toContain(mails[0]!.links[0]);
    // The address is not confirmed yet: no greeting by the name the registrant typed.
    expect(mails[0]!.html).toContain("<p>Hello,</p>");
    expect(mails[0]!.html).not.toContain("Zoé");
    const token = await env.DB.prepare("SELECT * FROM email_tokens WHERE user_id = ?").bind(row!.id).first<
      Record<string, number | string>
    >();
    expect(token!.purpose).toBe("confirm");
    // Only the hash is stored, valid for 24 h.
    expect(mails[0]!.links[0]).not.toContain(String(token!.token_hash));
    expect(Number(token!.expires_at) - Number(token!.created_at)).toBeGreaterThan(23.9 * 3600_000);
    expect(Number(token!.expires_at) - Number(token!.created_at)).toBeLessThanOrEqual(24 * 3600_000 + 1000);
  });

  it("stores the optional fields and writes the mail in French for a French speaker", async () => {
    const email = uniqueEmail();
    const response = await register({ email, dateOfBirth: "2016-04-02", gender: "girl", preferredLanguage: "fr-FR" });
    expect(response.status).toBe(201);
    expect(await userRow(email)).toMatchObject({ date_of_birth: "2016-04-02", gender: "girl", preferred_language: "fr-FR" });
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe("Confirmez votre compte Fabulo");
    expect(mail!.text.startsWith("Bonjour,\n")).toBe(true);
  });

  it("lists missing fields", async () => {
    const response = await postJson("/api/users/register", { email: "", captchaValue: DUMMY_CAPTCHA }, fromIp());
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; missingFields: string[] };
    expect(body.message).toBe("Missing required fields");
    expect(body.missingFields.sort()).toEqual(["email", "name", "password"]);
  });

  it.each([
    [{ password: "abcdef" }, "password is not valid"],
    [{ password: "123456" }, "password is not valid"],
    [{ password: "ab12" }, "password is not valid"],
    [{ preferredLanguage: "de-DE" }, "Invalid language code"],
    [{ email: "not-an-email" }, "email is not valid"],
    [{ captchaValue: "wrong" }, "CAPTCHA verification failed"],
    [{ captchaValue: undefined }, "CAPTCHA verification failed"],
  ])("refuses %o with 400 %s and creates nothing", async (fields, message) => {
    const response = await register(fields);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("refuses an address that already has an account, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await register({ email })).status).toBe(201);
    const again = await register({ email: email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: "User already exists" });
  });

  itInOneRateWindow("answers 429 with Retry-After until the minute's window ends past 5 registrations a minute", async () => {
    const ip = "192.0.2.10";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await register({}, { "CF-Connecting-IP": ip })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.at(-1)).toBe(429);
    const wait = secondsToNextWindow(60);
    const refused = await register({}, { "CF-Connecting-IP": ip });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeLessThanOrEqual(wait);
    expect(retryAfter).toBeGreaterThan(wait - 2);
    expect(await refused.json()).toMatchObject({ message: "Too many requests", retryAfter });
  });
});

describe("POST /api/users/confirm-email", () => {
  it("confirms with the mailed token once, which then lets the user sign in", async () => {
    const email = uniqueEmail();
    await register({ email });
    const before = await login(email, PASSWORD);
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual({ message: "Email not confirmed" });

    const token = await tokenFromOutbox(email, "/confirm-email");
    const confirmed = await postJson("/api/users/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true });
    expect((await userRow(email))!.email_confirmed_at).not.toBeNull();
    expect((await login(email, PASSWORD)).status).toBe(200);

    const reused = await postJson("/api/users/confirm-email", { token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: "Invalid or missing token" });
  });

  it.each([{}, { token: "" }, { token: "nope" }])("refuses %o with 'Invalid or missing token'", async (body) => {
    const response = await postJson("/api/users/confirm-email", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid or missing token" });
  });

  it("refuses an expired token", async () => {
    const email = uniqueEmail();
    await register({ email });
    const token = await tokenFromOutbox(email, "/confirm-email");
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ?").bind(Date.now() - 1).run();
    const response = await postJson("/api/users/confirm-email", { token });
    expect(response.status).toBe(400);
    expect((await userRow(email))!.email_confirmed_at).toBeNull();
  });

  it("refuses a password-reset token", async () => {
    const email = uniqueEmail();
    await register({ email });
    await postJson("/api/users/forgot-password", { email, captchaValue: DUMMY_CAPTCHA }, fromIp());
    const resetToken = await tokenFromOutbox(email, "/reset-password");
    const response = await postJson("/api/users/confirm-email", { token: resetToken });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/users/resend-confirmation", () => {
  it("mails a new link that replaces the old one", async () => {
    const email = uniqueEmail();
    await register({ email });
    const first = await tokenFromOutbox(email, "/confirm-email");
    const response = await postJson("/api/users/resend-confirmation", { email }, fromIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    const second = await tokenFromOutbox(email, "/confirm-email");
    expect(second).not.toBe(first);
    expect((await postJson("/api/users/confirm-email", { token: first })).status).toBe(400);
    expect((await postJson("/api/users/confirm-email", { token: second })).status).toBe(200);
  });

  it("answers the same for unknown and confirmed addresses and mails neither", async () => {
    const unknown = uniqueEmail("ghost");
    const a = await postJson("/api/users/resend-confirmation", { email: unknown }, fromIp());
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual({ success: true });
    expect(await outbox(unknown)).toEqual([]);

    const email = uniqueEmail();
    await register({ email });
    await postJson("/api/users/confirm-email", { token: await tokenFromOutbox(email, "/confirm-email") });
    const b = await postJson("/api/users/resend-confirmation", { email }, fromIp());
    expect(b.status).toBe(200);
    expect(await outbox(email)).toHaveLength(1);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "  " }, "Email is required"],
    [{ email: "nope" }, "email is not valid"],
  ])("refuses %o with 400 %s", async (body, message) => {
    const response = await postJson("/api/users/resend-confirmation", body, fromIp());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it("is rate limited per client (5 a minute)", async () => {
    const ip = { "CF-Connecting-IP": "192.0.2.20" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await postJson("/api/users/resend-confirmation", { email: uniqueEmail() }, ip)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the newest mail first", async () => {
    const email = uniqueEmail();
    await register({ email });
    await postJson("/api/users/resend-confirmation", { email }, fromIp());
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
    const tokens = (await env.DB.prepare("SELECT used_at FROM email_tokens ORDER BY created_at").all()).results;
    // The first link was invalidated when the second was issued.
    expect(tokens[0]!.used_at).not.toBeNull();
    expect(tokens[1]!.used_at).toBeNull();
    expect(mails[0]!.links[0]).not.toBe(mails[1]!.links[0]);
  });

  it("does not exist outside development", async () => {
    const response = await app.request("/api/dev/outbox?to=a%40example.com", {}, { ...env, ENVIRONMENT: "production" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("needs an address", async () => {
    expect((await call("/api/dev/outbox")).status).toBe(400);
  });
});
