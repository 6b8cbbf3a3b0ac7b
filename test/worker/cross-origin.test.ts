import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { bearer, refreshCookieOf, signedInUser, withCookie } from "./users-helpers";

/**
 * Issue 33, part 4: POST /api/users/logout with another site's Origin was honoured (only
 * SameSite stood in the way), and so was a refresh. The routes the refresh cookie reaches
 * refuse a foreign Origin with a JSON 403, and change nothing; the SPA's own calls (same
 * origin) and calls without Origin (curl, servers) keep working.
 */

const FOREIGN = "https://evil.example";
const refresh = (cookie: string, headers: Record<string, string> = {}) =>
  call("/api/users/refresh-token", { method: "POST", headers: { ...withCookie(cookie), ...headers } });
const logout = (cookie: string, headers: Record<string, string> = {}) =>
  call("/api/users/logout", { method: "POST", headers: { ...withCookie(cookie), ...headers } });

describe("cookie-authenticated routes and the Origin header", () => {
  const refusals = [
    ["another site", { Origin: FOREIGN }],
    ["an opaque origin (sandboxed frame)", { Origin: "null" }],
    ["the app's host on another scheme", { Origin: "https://localhost" }],
    ["no Origin but a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
  ] as const;
  it.each([
    ...refusals.map(([from, headers]) => ["logout", from, headers, logout] as const),
    ["refresh", "another site", { Origin: FOREIGN }, refresh] as const,
  ])("refuses %s from %s with a JSON 403 and keeps the session", async (_, __, headers, send) => {
    const session = await signedInUser();
    const refused = await send(session.cookie, headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Requests from another site are refused" });
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    // The refresh token still works: nothing was revoked or rotated.
    expect((await refresh(session.cookie)).status).toBe(200);
  });

  it("refuses a password change from another site", async () => {
    const session = await signedInUser();
    const refused = await call("/api/users/update-password", {
      method: "PUT",
      headers: { ...bearer(session.accessToken), ...withCookie(session.cookie), Origin: FOREIGN, "Content-Type": "application/json" },
      body: JSON.stringify({ currentPassword: session.password, newPassword: "another12", confirmPassword: "another12" }),
    });
    expect(refused.status).toBe(403);
    expect((await refresh(session.cookie)).status).toBe(200);
  });

  it.each([
    ["the request's own origin", { Origin: "http://localhost" }],
    ["APP_URL's origin", { Origin: new URL(env.APP_URL).origin }],
    ["a same-origin fetch", { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" }],
    ["no Origin (not a browser)", {}],
  ])("accepts refresh then logout from %s", async (_, headers) => {
    const session = await signedInUser();
    const refreshed = await refresh(session.cookie, headers);
    expect(refreshed.status).toBe(200);
    const cookie = refreshCookieOf(refreshed)!;
    const out = await logout(cookie, headers);
    expect(out.status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it("leaves reads alone: GET /api/users/login from another site's page is answered (the bearer token guards it)", async () => {
    const session = await signedInUser();
    const response = await call("/api/users/login", { headers: { ...bearer(session.accessToken), Origin: FOREIGN } });
    expect(response.status).toBe(200);
  });
});
