import { describe, expect, it } from "vitest";
import { SESSION_MAX_LIFETIME_MS } from "../../worker/auth/refresh-sessions";
import { call, env } from "./helpers";
import { refreshCookieOf, signedInUser, withCookie } from "./users-helpers";

/**
 * Issue 13, attack 6 (sessions): a refresh family rotated for ever, each
 * rotation granting 30 more days, so a stolen cookie kept working as long as it
 * was used. A sign-in now lives at most 90 days, however often it rotates.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const refresh = (cookie: string) => call("/api/users/refresh-token", { method: "POST", headers: withCookie(cookie) });

/** Pretends the family's sign-in happened `ago` ms before now (its rows' expiries left as they are). */
const signedInAgo = (ago: number) =>
  env.DB.prepare("UPDATE sessions SET family_started_at = ?, created_at = ?").bind(Date.now() - ago, Date.now() - ago).run();

describe("refresh sessions have an absolute lifetime", () => {
  it("is 90 days", () => {
    expect(SESSION_MAX_LIFETIME_MS).toBe(90 * DAY_MS);
  });

  it("rotation does not extend it: a successor expires with its family's 90 days", async () => {
    const { cookie } = await signedInUser();
    await signedInAgo(80 * DAY_MS);
    const response = await refresh(cookie);
    expect(response.status).toBe(200);
    const successor = await env.DB.prepare(
      "SELECT expires_at, family_started_at FROM sessions WHERE rotated_at IS NULL AND revoked_at IS NULL",
    ).first<{ expires_at: number; family_started_at: number }>();
    // Ten days left of the ninety, not thirty more.
    expect(successor!.family_started_at).toBeLessThan(Date.now() - 79 * DAY_MS);
    expect(successor!.expires_at).toBe(successor!.family_started_at + 90 * DAY_MS);
    expect(successor!.expires_at - Date.now()).toBeLessThan(10 * DAY_MS + 1000);
    const cookieHeader = response.headers.get("Set-Cookie")!;
    expect(refreshCookieOf(response)).not.toBeNull();
    expect(cookieHeader).toMatch(/HttpOnly/i);
  });

  it("a family signed in more than 90 days ago cannot refresh, even with an unexpired, unrotated token", async () => {
    const { cookie } = await signedInUser();
    await signedInAgo(90 * DAY_MS + 60_000);
    await env.DB.prepare("UPDATE sessions SET expires_at = ?").bind(Date.now() + 20 * DAY_MS).run();
    const response = await refresh(cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toMatch(/fabulo_refresh=;.*Max-Age=0/);
  });
});
