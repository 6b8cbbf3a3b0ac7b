import { describe, expect, it } from "vitest";
import { call, env, postJson } from "./helpers";
import {
  DUMMY_CAPTCHA,
  PASSWORD,
  bearer,
  fromIp,
  jsonRequest,
  login,
  outbox,
  signedInUser,
  tokenFromOutbox,
  uniqueEmail,
  withCookie,
} from "./users-helpers";

/**
 * Issue 13, attack 1: with only a stolen access token, an attacker started an
 * e-mail change to their own inbox, and the victim's password reset did not
 * stop it. Now the change needs the current password, the old address is told
 * (with a one-click cancel link), and a new password voids the change and every
 * outstanding e-mail link.
 */
const changeEmail = (token: string, body: Record<string, unknown>) =>
  jsonRequest("PUT", "/api/users/user-details", body, bearer(token));
const refresh = (cookie: string) => call("/api/users/refresh-token", { method: "POST", headers: withCookie(cookie) });

async function pendingEmail(token: string): Promise<unknown> {
  const me = await call("/api/users/user-details", { headers: bearer(token) });
  return ((await me.json()) as { user: { changingEmail: unknown } }).user.changingEmail;
}

describe("e-mail change with a stolen session", () => {
  it("needs the current password: missing → 400 missingFields, wrong → 405; no change, no mail", async () => {
    const { accessToken } = await signedInUser();
    const attacker = uniqueEmail("attacker");
    const missing = await changeEmail(accessToken, { email: attacker });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Missing required fields", missingFields: ["currentPassword"] });
    const wrong = await changeEmail(accessToken, { email: attacker, currentPassword: "guess1234" });
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toEqual({ message: "Current password is incorrect" });
    expect(await pendingEmail(accessToken)).toBeNull();
    expect(await outbox(attacker)).toEqual([]);
  });

  it.each([
    ["en-US", "Your Fabulo e-mail address is about to change", "Cancel the change"],
    ["fr-FR", "L'adresse e-mail de votre compte Fabulo va changer", "Annuler le changement"],
  ])("tells the old address (%s) and its one-click link cancels the change, once", async (language, subject, action) => {
    const { accessToken, email, cookie } = await signedInUser({ preferredLanguage: language });
    const next = uniqueEmail("next");
    expect((await changeEmail(accessToken, { email: next, currentPassword: PASSWORD })).status).toBe(200);
    const notice = (await outbox(email)).find((m) => m.subject === subject);
    expect(notice, "a notice to the old address").toBeDefined();
    expect(notice!.text).toContain(action);
    expect(notice!.links[0]).toMatch(/^http:\/\/localhost:8787\/cancel-email-change\?token=/);

    const confirmToken = await tokenFromOutbox(next, "/confirm-email");
    const cancelToken = await tokenFromOutbox(email, "/cancel-email-change");
    const cancelled = await postJson("/api/users/cancel-email-change", { token: cancelToken }, fromIp());
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ success: true });
    // The new address's link is dead, the account keeps its address, and every sign-in ended.
    expect((await postJson("/api/users/confirm-email", { token: confirmToken })).status).toBe(400);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await login(next, PASSWORD)).status).toBe(401);
    const again = await postJson("/api/users/cancel-email-change", { token: cancelToken }, fromIp());
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: "Invalid or missing token" });
  });

  it("a password reset voids the pending change and every outstanding e-mail link", async () => {
    const { accessToken, email } = await signedInUser();
    const next = uniqueEmail("attacker");
    expect((await changeEmail(accessToken, { email: next, currentPassword: PASSWORD })).status).toBe(200);
    const confirmToken = await tokenFromOutbox(next, "/confirm-email");
    expect((await postJson("/api/users/forgot-password", { email, captchaValue: DUMMY_CAPTCHA }, fromIp())).status).toBe(200);
    const resetToken = await tokenFromOutbox(email, "/reset-password");
    expect((await postJson("/api/users/reset-password", { token: resetToken, newPassword: "fresh123" })).status).toBe(200);

    const late = await postJson("/api/users/confirm-email", { token: confirmToken });
    expect(late.status).toBe(400);
    const user = await env.DB.prepare("SELECT email, changing_email FROM users WHERE email = ?").bind(email).first();
    expect(user).toEqual({ email, changing_email: null });
    const live = await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE used_at IS NULL").first<{ n: number }>();
    expect(live!.n).toBe(0);
  });

  it("a password change voids the pending change too", async () => {
    const { accessToken, email } = await signedInUser();
    const next = uniqueEmail("attacker");
    expect((await changeEmail(accessToken, { email: next, currentPassword: PASSWORD })).status).toBe(200);
    const confirmToken = await tokenFromOutbox(next, "/confirm-email");
    const changed = await jsonRequest(
      "PUT",
      "/api/users/update-password",
      { currentPassword: PASSWORD, newPassword: "fresh123", confirmPassword: "fresh123" },
      bearer(accessToken),
    );
    expect(changed.status).toBe(200);
    expect((await postJson("/api/users/confirm-email", { token: confirmToken })).status).toBe(400);
    expect(await pendingEmail(accessToken)).toBeNull();
    expect((await login(email, "fresh123")).status).toBe(200);
  });
});
