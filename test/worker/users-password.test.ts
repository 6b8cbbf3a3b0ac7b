import { describe, expect, it } from "vitest";
import { call, env, itInOneRateWindow, postJson } from "./helpers";
import {
  DUMMY_CAPTCHA,
  bearer,
  fromIp,
  jsonRequest,
  login,
  outbox,
  refreshCookieOf,
  signedInUser,
  tokenFromOutbox,
  uniqueEmail,
  withCookie,
} from "./users-helpers";

const forgot = (body: Record<string, unknown>, headers: Record<string, string> = fromIp()) =>
  postJson("/api/users/forgot-password", body, headers);
const refresh = (cookie: string) => call("/api/users/refresh-token", { method: "POST", headers: withCookie(cookie) });

describe("forgot and reset password", () => {
  it("mails a 1-hour link; the reset changes the password, ends every session and works once", async () => {
    const { email, password, cookie } = await signedInUser({ preferredLanguage: "fr-FR" });
    const response = await forgot({ email: email.toUpperCase(), captchaValue: DUMMY_CAPTCHA });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const [mail] = await outbox(email);
    expect(mail!.subject).toBe("Réinitialisez votre mot de passe Fabulo");
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:8787\/reset-password\?token=/);
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM email_tokens WHERE purpose = 'reset'").first<{
      created_at: number;
      expires_at: number;
    }>();
    expect(row!.expires_at - row!.created_at).toBeLessThanOrEqual(3600_000 + 1000);
    expect(row!.expires_at - row!.created_at).toBeGreaterThan(3590_000);

    const token = await tokenFromOutbox(email, "/reset-password");
    const reset = await postJson("/api/users/reset-password", { token, newPassword: "fresh123" });
    expect(reset.status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, "fresh123")).status).toBe(200);

    const again = await postJson("/api/users/reset-password", { token, newPassword: "other123" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: "Invalid or missing token" });
  });

  it("answers 404 with the captcha message when the captcha fails, and mails nothing", async () => {
    const { email } = await signedInUser();
    for (const captchaValue of [undefined, "wrong"]) {
      const response = await forgot({ email, captchaValue });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "CAPTCHA verification failed" });
    }
    expect((await outbox(email)).filter((m) => m.links[0]!.includes("reset-password"))).toEqual([]);
  });

  it("answers 404 \"Email doesn't exist.\" for an unknown address", async () => {
    const response = await forgot({ email: uniqueEmail("ghost"), captchaValue: DUMMY_CAPTCHA });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Email doesn't exist." });
  });

  itInOneRateWindow("is rate limited per client (5 a minute)", async () => {
    const ip = { "CF-Connecting-IP": "192.0.2.40" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await forgot({ email: uniqueEmail(), captchaValue: DUMMY_CAPTCHA }, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
  });

  it.each([
    [{ newPassword: "fresh123" }, "Invalid or missing token"],
    [{ token: "bogus", newPassword: "fresh123" }, "Invalid or missing token"],
    [{ token: "bogus", newPassword: "short" }, "Invalid password"],
    [{ token: "bogus", newPassword: "lettersonly" }, "Invalid password"],
  ])("refuses %o with 400 %s", async (body, message) => {
    const response = await postJson("/api/users/reset-password", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it("refuses an expired reset token and keeps the old password", async () => {
    const { email, password } = await signedInUser();
    await forgot({ email, captchaValue: DUMMY_CAPTCHA });
    const token = await tokenFromOutbox(email, "/reset-password");
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE purpose = 'reset'").bind(Date.now() - 1).run();
    expect((await postJson("/api/users/reset-password", { token, newPassword: "fresh123" })).status).toBe(400);
    expect((await login(email, password)).status).toBe(200);
  });

  it("does not burn the token on an invalid new password", async () => {
    const { email } = await signedInUser();
    await forgot({ email, captchaValue: DUMMY_CAPTCHA });
    const token = await tokenFromOutbox(email, "/reset-password");
    expect((await postJson("/api/users/reset-password", { token, newPassword: "short" })).status).toBe(400);
    expect((await postJson("/api/users/reset-password", { token, newPassword: "fresh123" })).status).toBe(200);
  });
});

describe("PUT /api/users/update-password", () => {
  const update = (token: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    jsonRequest("PUT", "/api/users/update-password", body, { ...(token ? bearer(token) : {}), ...headers });

  it("is for signed-in users only", async () => {
    const response = await update(null, { currentPassword: "a", newPassword: "b", confirmPassword: "b" });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ currentPassword: "wrong123", newPassword: "fresh123", confirmPassword: "fresh123" }, 405, "Current password is incorrect"],
    [{ newPassword: "fresh123", confirmPassword: "other123" }, 400, "Passwords do not match"],
    [{ newPassword: "short", confirmPassword: "short" }, 400, "Invalid password"],
  ])("refuses %o with %i %s", async (fields, status, message) => {
    const { accessToken, email, password } = await signedInUser();
    const response = await update(accessToken, { currentPassword: password, ...fields });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect((await login(email, password)).status).toBe(200);
  });

  it("changes the password and ends the other sign-ins but not this one", async () => {
    const { accessToken, email, password, cookie } = await signedInUser();
    const other = refreshCookieOf(await login(email, password))!;
    const response = await update(
      accessToken,
      { currentPassword: password, newPassword: "fresh123", confirmPassword: "fresh123" },
      withCookie(cookie),
    );
    expect(response.status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, "fresh123")).status).toBe(200);
    expect((await refresh(other)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(200);
  });
});
