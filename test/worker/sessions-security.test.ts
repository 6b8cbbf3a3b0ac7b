import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { issueEmailToken } from "../../worker/auth/email-tokens";
import { createSession, ROTATION_GRACE_MS } from "../../worker/auth/refresh-sessions";
import { db } from "../../worker/db/client";
import { snapshotDb } from "./db-snapshot";
import { body, createStory, createUser, type TestUser } from "./fixtures";
import { call, env, postJson } from "./helpers";
import { bearer, refreshCookieOf, withCookie } from "./users-helpers";

/**
 * What users-session.test.ts and users-password.test.ts do not already pin
 * down: every kind of forged access token on every kind of protected endpoint
 * (and on the live socket), concurrent refreshes (two tabs) and reuse after the grace,
 * reuse deep in a family, a refresh re-reading the role, logout ending one
 * sign-in only, and a password reset ending rotated sign-ins on every device.
 */

const encoder = new TextEncoder();
const SECRET = () => encoder.encode(env.JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

const b64url = (text: string) => btoa(text).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const fromB64url = (part: string) => atob(part.replace(/-/g, "+").replace(/_/g, "/"));

/** A token signed with the real secret; `edit` changes the header or the claims before signing. */
function signed(claims: Record<string, unknown>, edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt, alg = "HS256") {
  return edit(
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: "JWT" })
      .setIssuer("fabulo")
      .setAudience("fabulo-api")
      .setIssuedAt()
      .setExpirationTime("10m"),
  ).sign(SECRET());
}

/** The victim's genuine token, its parts, and every forgery built from it; all claim the admin role. */
async function forgeries(victim: TestUser, admin: TestUser): Promise<Record<string, string>> {
  const genuine = victim.auth.Authorization.slice("Bearer ".length);
  const [header, payload, signature] = genuine.split(".") as [string, string, string];
  const claims = JSON.parse(fromB64url(payload)) as Record<string, unknown>;
  const asAdmin = { ...claims, role: "admin", plan: "premium" };
  const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
  const rest = { role: "admin", plan: "premium", lang: "en-US", sub: victim.id };
  return {
    "payload edited (role: admin), signature kept": `${header}.${b64url(JSON.stringify(asAdmin))}.${signature}`,
    "subject swapped to the admin, signature kept": `${header}.${b64url(JSON.stringify({ ...claims, sub: admin.id }))}.${signature}`,
    "signature altered": `${header}.${payload}.${flipped}`,
    "signature removed": `${header}.${payload}.`,
    "alg: none, unsigned": new UnsecuredJWT(rest).setIssuer("fabulo").setAudience("fabulo-api").setExpirationTime("10m").encode(),
    "alg: none, signature kept": `${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.${signature}`,
    "alg: HS512 with the real secret (not allowed)": await signed(rest, undefined, "HS512"),
    expired: await signed(rest, (jwt) => jwt.setIssuedAt(now() - 3600).setExpirationTime(now() - 60)),
    "not valid yet": await signed(rest, (jwt) => jwt.setNotBefore(now() + 3600)),
    "wrong audience": await signed(rest, (jwt) => jwt.setAudience("someone-else")),
    "wrong issuer": await signed(rest, (jwt) => jwt.setIssuer("not-fabulo")),
    "no subject": await signed({ role: "admin", plan: "premium", lang: "en-US" }),
    "another secret": await new SignJWT(rest)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("fabulo")
      .setAudience("fabulo-api")
      .setExpirationTime("10m")
      .sign(encoder.encode("another-secret-0123456789abcdef0123456789abcdef")),
    // jose checks exp only when present: verifyAccessToken requires it (issue 13).
    "no expiry, real secret": await new SignJWT(rest)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("fabulo")
      .setAudience("fabulo-api")
      .setIssuedAt()
      .sign(SECRET()),
    "not a JWT": "not-a-jwt",
    "three empty parts": "..",
  };
}

interface Endpoint {
  name: string;
  method?: string;
  path: string;
  body?: unknown;
  /** What the victim's genuine token gets: proof the 401s come from the token, not from the route. */
  genuine: number;
}

function protectedEndpoints(storyId: string): Endpoint[] {
  return [
    { name: "own account", path: "/api/users/user-details", genuine: 200 },
    { name: "own stories", path: "/api/stories/my-stories", genuine: 200 },
    { name: "own subscription", path: "/api/subscription/user-subscription", genuine: 200 },
    { name: "own story's status", path: `/api/stories/${storyId}/status`, genuine: 200 },
    { name: "publish own story", method: "PUT", path: `/api/stories/public/${storyId}`, genuine: 200 },
    { name: "own story's live ticket", method: "POST", path: `/api/stories/${storyId}/live-ticket`, genuine: 200 },
    { name: "admin list", path: "/api/configs", genuine: 403 },
    {
      name: "admin write",
      method: "PUT",
      path: "/api/configs",
      body: { key: "contactEmail", value: "evil@example.com" },
      genuine: 403,
    },
    { name: "create a story", method: "POST", path: "/api/stories/generate-story", body: { storyInputs: [] }, genuine: 400 },
    // Public, but a token that is presented must be valid: the SPA then refreshes it (docs/product.md §7).
    { name: "public list", path: "/api/stories/public", genuine: 200 },
  ];
}

const send = (endpoint: Endpoint, token: string) =>
  call(endpoint.path, {
    method: endpoint.method ?? "GET",
    headers: { ...bearer(token), ...(endpoint.body ? { "Content-Type": "application/json" } : {}) },
    body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
  });

describe("forged access tokens", () => {
  it("are all refused with 401 on every kind of endpoint, and change nothing", async () => {
    const victim = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createStory(victim.id);
    const tokens = await forgeries(victim, admin);
    const endpoints = protectedEndpoints(story.id);
    const before = await snapshotDb();

    const answers: Record<string, Record<string, number>> = {};
    for (const [tokenName, token] of Object.entries(tokens)) {
      answers[tokenName] = {};
      for (const endpoint of endpoints) {
        const response = await send(endpoint, token);
        answers[tokenName][endpoint.name] = response.status;
        expect(await body(response)).toEqual({ message: "Unauthorized" });
      }
    }
    const all401 = Object.fromEntries(endpoints.map((endpoint) => [endpoint.name, 401]));
    expect(answers).toEqual(Object.fromEntries(Object.keys(tokens).map((name) => [name, all401])));
    expect(await snapshotDb()).toEqual(before);

    // The control: the genuine token gets through the same gates.
    const genuine = victim.auth.Authorization.slice("Bearer ".length);
    for (const endpoint of endpoints) {
      expect((await send(endpoint, genuine)).status, endpoint.name).toBe(endpoint.genuine);
    }
  });

  it("are refused on the live socket, which no longer reads an access token from its URL at all", async () => {
    const victim = await createUser();
    const admin = await createUser({ role: "admin" });
    const story = await createStory(victim.id);
    const upgrade = { headers: { Upgrade: "websocket" } };
    for (const [name, token] of Object.entries(await forgeries(victim, admin))) {
      const response = await call(`/api/stories/${story.id}/live?access_token=${encodeURIComponent(token)}`, upgrade);
      expect(response.status, name).toBe(401);
    }
    // Even the genuine token: a token in a URL leaks into logs; the socket takes a ticket (live-ticket.test.ts).
    const genuine = victim.auth.Authorization.slice("Bearer ".length);
    expect((await call(`/api/stories/${story.id}/live?access_token=${genuine}`, upgrade)).status).toBe(401);
    for (const [name, token] of Object.entries(await forgeries(victim, admin))) {
      const response = await call(`/api/stories/${story.id}/live-ticket`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
      expect(response.status, `live-ticket: ${name}`).toBe(401);
    }
  });

  it("only counts as a token after 'Bearer ': other schemes leave the caller a visitor", async () => {
    const victim = await createUser();
    const genuine = victim.auth.Authorization.slice("Bearer ".length);
    for (const header of [`Basic ${genuine}`, `Token ${genuine}`, genuine, `bearer${genuine}`]) {
      const response = await call("/api/users/user-details", { headers: { Authorization: header } });
      expect(response.status, header.slice(0, 10)).toBe(401);
    }
  });
});

const refresh = (cookie: string) => call("/api/users/refresh-token", { method: "POST", headers: withCookie(cookie) });

async function rotate(cookie: string): Promise<string> {
  const response = await refresh(cookie);
  expect(response.status).toBe(200);
  return refreshCookieOf(response)!;
}

/** Tokens that would still refresh: neither revoked nor already rotated. */
const liveSessions = async (userId: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND rotated_at IS NULL",
  )
    .bind(userId)
    .first<{ n: number }>())!.n;

describe("refresh tokens", () => {
  it("used twice at once (two tabs): both get the same successor, and the family lives on", async () => {
    const user = await createUser();
    const cookie = await createSession(db(env), user.id);
    const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const [a, b] = answers.map((response) => refreshCookieOf(response)!);
    expect(a).toBe(b);
    expect(await liveSessions(user.id)).toBe(1);
    expect((await refresh(a!)).status).toBe(200);
  });

  it("reused after the grace: the family is revoked, the successor included", async () => {
    const user = await createUser();
    const cookie = await createSession(db(env), user.id);
    const successor = await rotate(cookie);
    await env.DB.prepare("UPDATE sessions SET rotated_at = rotated_at - ? WHERE rotated_at IS NOT NULL").bind(ROTATION_GRACE_MS + 1).run();
    const reuse = await refresh(cookie);
    expect(reuse.status).toBe(401);
    expect((await refresh(successor)).status).toBe(401);
    expect(await liveSessions(user.id)).toBe(0);
  });

  it("reused deep in a family: the newest token dies too", async () => {
    const user = await createUser();
    const first = await createSession(db(env), user.id);
    const second = await rotate(first);
    const third = await rotate(second);
    const fourth = await rotate(third);
    const reuse = await refresh(second);
    expect(reuse.status).toBe(401);
    expect(reuse.headers.get("Set-Cookie")).toMatch(/fabulo_refresh=;.*Max-Age=0/);
    expect((await refresh(fourth)).status).toBe(401);
    expect(await liveSessions(user.id)).toBe(0);
  });

  it("re-reads the account: a demoted admin's next access token is not an admin's", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await createSession(db(env), admin.id);
    const before = await refresh(cookie);
    const { accessToken: adminToken } = await body<{ accessToken: string }>(before);
    expect((await call("/api/configs", { headers: bearer(adminToken) })).status).toBe(200);

    await env.DB.prepare("UPDATE users SET role = 'user' WHERE id = ?").bind(admin.id).run();
    const after = await refresh(refreshCookieOf(before)!);
    expect(after.status).toBe(200);
    const { accessToken } = await body<{ accessToken: string }>(after);
    expect((await call("/api/configs", { headers: bearer(accessToken) })).status).toBe(403);
  });
});

describe("logout", () => {
  it("ends this sign-in, rotated tokens included, and leaves the other devices signed in", async () => {
    const user = await createUser();
    const laptop = await rotate(await createSession(db(env), user.id));
    const phone = await createSession(db(env), user.id);
    const response = await call("/api/users/logout", { method: "POST", headers: withCookie(laptop) });
    expect(response.status).toBe(200);
    expect((await refresh(laptop)).status).toBe(401);
    // A logged-out token is refused without touching the other family.
    expect((await refresh(phone)).status).toBe(200);
    expect(await liveSessions(user.id)).toBe(1);
  });
});

describe("password reset", () => {
  it("ends every sign-in on every device, rotated ones included", async () => {
    const user = await createUser();
    const laptop = await rotate(await rotate(await createSession(db(env), user.id)));
    const phone = await createSession(db(env), user.id);
    const token = await issueEmailToken(db(env), { userId: user.id, purpose: "reset", email: `${user.id}@example.test` });
    const reset = await postJson("/api/users/reset-password", { token, newPassword: "fresh123" });
    expect(reset.status).toBe(200);
    expect((await refresh(laptop)).status).toBe(401);
    expect((await refresh(phone)).status).toBe(401);
    expect(await liveSessions(user.id)).toBe(0);
  });

  it("refused (bad new password) ends nothing", async () => {
    const user = await createUser();
    const cookie = await createSession(db(env), user.id);
    const token = await issueEmailToken(db(env), { userId: user.id, purpose: "reset", email: `${user.id}@example.test` });
    expect((await postJson("/api/users/reset-password", { token, newPassword: "abc" })).status).toBe(400);
    expect((await refresh(cookie)).status).toBe(200);
  });
});
