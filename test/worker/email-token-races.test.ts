import { describe, expect, it } from "vitest";
import { env, postJson } from "./helpers";
import { PASSWORD, bearer, fromIp, jsonRequest, login, signedInUser, tokenFromOutbox, uniqueEmail } from "./users-helpers";

/**
 * Issue 13, attack 4: three concurrent reset-password calls with one link all
 * succeeded. A link is now used up by one conditional UPDATE … RETURNING before
 * its change is applied: exactly one concurrent request wins.
 */
const statusesOf = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((r) => r.status).sort();

describe("one e-mail link, one use, even at once", () => {
  it("reset-password: three concurrent calls with one token, exactly one succeeds", async () => {
    const { email } = await signedInUser();
    expect((await postJson("/api/users/forgot-password", { email, captchaValue: "XXXX.DUMMY.TOKEN.XXXX" }, fromIp())).status).toBe(200);
    const token = await tokenFromOutbox(email, "/reset-password");
    const passwords = ["first123", "second123", "third123"];
    const statuses = await statusesOf(passwords.map((newPassword) => postJson("/api/users/reset-password", { token, newPassword })));
    expect(statuses).toEqual([200, 400, 400]);
    const working = [];
    for (const password of passwords) if ((await login(email, password)).status === 200) working.push(password);
    expect(working).toHaveLength(1);
  });

  it("confirm-email (an e-mail change): three concurrent calls, exactly one succeeds", async () => {
    const { accessToken } = await signedInUser();
    const next = uniqueEmail("next");
    await jsonRequest("PUT", "/api/users/user-details", { email: next, currentPassword: PASSWORD }, bearer(accessToken));
    const token = await tokenFromOutbox(next, "/confirm-email");
    const statuses = await statusesOf([0, 1, 2].map(() => postJson("/api/users/confirm-email", { token })));
    expect(statuses).toEqual([200, 400, 400]);
  });

  it("confirm-email (a new account): three concurrent calls, exactly one succeeds", async () => {
    const email = uniqueEmail();
    await postJson("/api/users/register", { email, password: PASSWORD, name: "Zoé", captchaValue: "XXXX.DUMMY.TOKEN.XXXX" }, fromIp());
    const token = await tokenFromOutbox(email, "/confirm-email");
    const statuses = await statusesOf([0, 1, 2].map(() => postJson("/api/users/confirm-email", { token })));
    expect(statuses).toEqual([200, 400, 400]);
  });

  it("cancel-email-change: three concurrent calls, exactly one succeeds", async () => {
    const { accessToken, email } = await signedInUser();
    await jsonRequest("PUT", "/api/users/user-details", { email: uniqueEmail("next"), currentPassword: PASSWORD }, bearer(accessToken));
    const token = await tokenFromOutbox(email, "/cancel-email-change");
    const statuses = await statusesOf([0, 1, 2].map(() => postJson("/api/users/cancel-email-change", { token }, fromIp())));
    expect(statuses).toEqual([200, 400, 400]);
    const used = await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE purpose = 'email-change-cancel' AND used_at IS NOT NULL").first<{ n: number }>();
    expect(used!.n).toBe(1);
  });
});
