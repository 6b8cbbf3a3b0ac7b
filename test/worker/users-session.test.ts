import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ROTATION_GRACE_MS } from "../../worker/auth/refresh-sessions";
import { invalidateConfigCache } from "../../worker/config/store";
import { call, env, itInOneRateWindow, postJson } from "./helpers";
import {
  DUMMY_CAPTCHA,
  bearer,
  confirmedUser,
  fromIp,
  login,
  refreshCookieOf,
  signedInUser,
  uniqueEmail,
  withCookie,
} from "./users-helpers";

/** Attempts counted for the one address this test tries (login_failures keys addresses by a keyed hash). */
const failedLogins = async () =>
  (await env.DB.prepare("SELECT coalesce(sum(failures), 0) AS n FROM login_failures").first<{ n: number }>())!.n;

const refresh = (cookie: string) => call("/api/users/refresh-token", { method: "POST", headers: withCookie(cookie) });

describe("POST /api/users/login", () => {
  it("answers an access token and the user, and sets the refresh cookie", async () => {
    const { email, password } = await confirmedUser({ name: "Léa", preferredLanguage: "fr-FR" });
    const response = await login(email.toUpperCase(), password);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { accessToken: string; user: Record<string, unknown> };
    expect(body.accessToken.split(".")).toHaveLength(3);
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email,
      name: "Léa",
      dateOfBirth: null,
      gender: "not communicated",
      preferredLanguage: "fr-FR",
      changingEmail: null,
      role: "user",
      subscriptionLevel: "free",
      subscriptionStatus: null,
      subscriptionEndDate: null,
      storiesGeneratedThisWeek: 0,
      weeklyLimit: 1,
    });

    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^fabulo_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/api/users");
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    const value = refreshCookieOf(response)!;
    const { results } = await env.DB.prepare("SELECT token_hash FROM sessions").all<{ token_hash: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(results[0]!.token_hash).not.toContain(value);
  });

  it("counts wrong passwords, then asks for the captcha, and resets the count on success", async () => {
    const { email, password } = await confirmedUser();
    for (const expected of [1, 2]) {
      const wrong = await login(email, "wrong123");
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: "Invalid credentials" });
      expect(await failedLogins()).toBe(expected);
    }
    const noCaptcha = await login(email, password);
    expect(noCaptcha.status).toBe(400);
    expect(await noCaptcha.json()).toEqual({ message: "CAPTCHA verification failed" });
    expect((await login(email, password, { recaptchaToken: "bad" })).status).toBe(400);
    // Attempts stopped at the captcha count too: every attempt is counted before it is judged.
    expect(await failedLogins()).toBe(4);

    const ok = await login(email, password, { recaptchaToken: DUMMY_CAPTCHA });
    expect(ok.status).toBe(200);
    expect(await failedLogins()).toBe(0);
    expect((await login(email, password)).status).toBe(200);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const response = await login(uniqueEmail("ghost"), "whatever1");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid credentials" });
  });

  it("refuses an unconfirmed account with 403 only once the password is right", async () => {
    const email = uniqueEmail();
    await postJson(
      "/api/users/register",
      { email, password: "secret12", name: "A", captchaValue: DUMMY_CAPTCHA },
      fromIp(),
    );
    expect((await login(email, "wrong123")).status).toBe(401);
    const response = await login(email, "secret12");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Email not confirmed" });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("lists missing fields", async () => {
    const response = await postJson("/api/users/login", { email: "a@b.co" }, fromIp());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Missing required fields", missingFields: ["password"] });
  });

  itInOneRateWindow("answers 429 with Retry-After: 180 past 10 attempts a minute for one client and address", async () => {
    const email = uniqueEmail("limited");
    const ip = { "CF-Connecting-IP": "192.0.2.30" };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await postJson("/api/users/login", { email, password: "wrong123" }, ip)).status);
    }
    // Wrong twice, then the captcha is asked for (attack 2): none of the first ten is limited.
    expect(statuses.slice(0, 10)).toEqual([401, 401, ...Array(8).fill(400)]);
    expect(statuses.at(-1)).toBe(429);
    const refused = await postJson("/api/users/login", { email, password: "wrong123" }, ip);
    expect(refused.headers.get("Retry-After")).toBe("180");
  });
});

describe("GET /api/users/login and /api/users/user-details", () => {
  it.each(["/api/users/login", "/api/users/user-details"])("%s: 401 for a visitor, the user with a token", async (path) => {
    expect((await call(path)).status).toBe(401);
    const { accessToken, email } = await signedInUser();
    const response = await call(path, { headers: bearer(accessToken) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string; weeklyLimit: number } };
    expect(body.user.email).toBe(email);
    expect(body.user.weeklyLimit).toBe(1);
  });

  it("counts this week's stories and reads the limit from the config", async () => {
    const { accessToken, user } = await signedInUser();
    await env.DB.prepare("UPDATE users SET subscription_level = 'basic' WHERE id = ?").bind(user._id).run();
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('weeklyLimits', ?, 0)")
      .bind(JSON.stringify({ free: 2, basic: 7, premium: 12 }))
      .run();
    // As an admin edit does: the isolate that served it drops its cached values.
    invalidateConfigCache();
    // Creations are counted in their own ledger (deleted stories still count).
    const insert = (id: string, createdAt: number) =>
      env.DB.prepare("INSERT INTO story_creations (story_id, user_id, created_at) VALUES (?, ?, ?)")
        .bind(id, user._id, createdAt)
        .run();
    await insert("a00000000000000000000001", Date.now());
    await insert("a00000000000000000000002", Date.now() - 8 * 24 * 3600_000);
    const response = await call("/api/users/user-details", { headers: bearer(accessToken) });
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ subscriptionLevel: "basic", storiesGeneratedThisWeek: 1, weeklyLimit: 7 });
  });

  it("refuses tampered, expired, unsigned and wrong-audience tokens with 401", async () => {
    const { accessToken, user } = await signedInUser();
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const claims = { role: "admin", plan: "premium", lang: "en-US" };
    const [header, payload, signature] = accessToken.split(".");
    const forgedPayload = btoa(JSON.stringify({ ...JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))), role: "admin" }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    const tokens = {
      tampered: `${header}.${forgedPayload}.${signature}`,
      expired: await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user._id))
        .setIssuer("fabulo")
        .setAudience("fabulo-api")
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key),
      algNone: new UnsecuredJWT(claims)
        .setSubject(String(user._id))
        .setIssuer("fabulo")
        .setAudience("fabulo-api")
        .setExpirationTime("10m")
        .encode(),
      wrongAudience: await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user._id))
        .setIssuer("fabulo")
        .setAudience("someone-else")
        .setExpirationTime("10m")
        .sign(key),
      otherSecret: await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user._id))
        .setIssuer("fabulo")
        .setAudience("fabulo-api")
        .setExpirationTime("10m")
        .sign(new TextEncoder().encode("not-the-secret-0123456789abcdef0123456789")),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await call("/api/users/user-details", { headers: bearer(token) });
      expect(response.status, name).toBe(401);
    }
  });
});

/** Moves every rotation back past the grace in which a just-rotated token still answers (two tabs at once). */
const pastRotationGrace = () =>
  env.DB.prepare("UPDATE sessions SET rotated_at = rotated_at - ? WHERE rotated_at IS NOT NULL").bind(ROTATION_GRACE_MS + 1).run();

describe("POST /api/users/refresh-token", () => {
  it("gives a new access token and rotates the cookie", async () => {
    const { cookie, email } = await signedInUser();
    const response = await refresh(cookie);
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const next = refreshCookieOf(response)!;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(cookie);
    const me = await call("/api/users/login", { headers: bearer(accessToken) });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    expect((await refresh(next)).status).toBe(200);
  });

  it("revokes the whole family when a rotated token is used again", async () => {
    const { cookie } = await signedInUser();
    const first = await refresh(cookie);
    const second = refreshCookieOf(first)!;
    await pastRotationGrace();

    const reuse = await refresh(cookie);
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get("Set-Cookie")).toMatch(/fabulo_refresh=;.*Max-Age=0/);
    // The legitimate holder's newer token died with the family.
    expect((await refresh(second)).status).toBe(401);
    const live = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL").first<{ n: number }>();
    expect(live!.n).toBe(0);
  });

  it("leaves other sign-ins alone when one family is revoked", async () => {
    const a = await signedInUser();
    const second = await login(a.email, a.password);
    const otherCookie = refreshCookieOf(second)!;
    await refresh(a.cookie);
    await pastRotationGrace();
    expect((await refresh(a.cookie)).status).toBe(401);
    expect((await refresh(otherCookie)).status).toBe(200);
  });

  it("refuses a missing, unknown or expired cookie", async () => {
    expect((await call("/api/users/refresh-token", { method: "POST" })).status).toBe(401);
    expect((await refresh("made-up")).status).toBe(401);
    const { cookie } = await signedInUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = ?").bind(Date.now() - 1).run();
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe("POST /api/users/logout", () => {
  it("revokes the session and clears the cookie", async () => {
    const { cookie } = await signedInUser();
    const response = await call("/api/users/logout", { method: "POST", headers: withCookie(cookie) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^fabulo_refresh=;/);
    expect(setCookie).toContain("Max-Age=0");
    expect(setCookie).toContain("Path=/api/users");
    expect((await refresh(cookie)).status).toBe(401);
  });

  it("works for a visitor", async () => {
    const response = await call("/api/users/logout", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });
});
