import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { sessions } from "../db/schema";
import { randomToken, sha256Hex } from "./email-tokens";

/**
 * Refresh sessions: an opaque 256-bit token in an HttpOnly cookie scoped to the
 * users API, stored hashed, rotated on every use. All tokens descending from one
 * sign-in share a family; presenting an already rotated token means it was
 * copied, so the whole family is revoked.
 */
export const REFRESH_COOKIE = "fabulo_refresh";
export const REFRESH_COOKIE_PATH = "/api/users";
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

export function setRefreshCookie(c: Context, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TTL_SECONDS,
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, { httpOnly: true, secure: true, sameSite: "Strict", path: REFRESH_COOKIE_PATH });
}

/** Starts a new family (a sign-in) and returns its first token. */
export async function createSession(client: Db, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await client.insert(sessions).values({
    id: newId(),
    userId,
    familyId: newId(),
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now + REFRESH_TTL_SECONDS * 1000),
  });
  return token;
}

export type RotateResult = { ok: true; userId: string; token: string } | { ok: false };

/**
 * Exchanges a valid token for a new one of the same family. The new row is
 * inserted only if the old one is still unrotated, in one atomic batch, so two
 * concurrent uses cannot both succeed.
 */
export async function rotateSession(env: Pick<Env, "DB">, client: Db, token: string, now = Date.now()): Promise<RotateResult> {
  const row = await client.select().from(sessions).where(eq(sessions.tokenHash, await sha256Hex(token))).get();
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return { ok: false };
  if (row.rotatedAt) {
    await revokeFamily(client, row.familyId, now);
    return { ok: false };
  }
  const next = randomToken();
  const [, rotated] = await env.DB.batch<{ id: string }>([
    env.DB.prepare(
      `INSERT INTO sessions (id, user_id, family_id, token_hash, expires_at)
       SELECT ?1, user_id, family_id, ?2, ?3 FROM sessions
       WHERE id = ?4 AND rotated_at IS NULL AND revoked_at IS NULL`,
    ).bind(newId(), await sha256Hex(next), now + REFRESH_TTL_SECONDS * 1000, row.id),
    env.DB.prepare(
      "UPDATE sessions SET rotated_at = ?1 WHERE id = ?2 AND rotated_at IS NULL AND revoked_at IS NULL RETURNING id",
    ).bind(now, row.id),
  ]);
  if (!rotated?.results.length) {
    // Lost a race with another use of the same token: that is a reuse too.
    await revokeFamily(client, row.familyId, now);
    return { ok: false };
  }
  return { ok: true, userId: row.userId, token: next };
}

export async function revokeFamily(client: Db, familyId: string, now = Date.now()): Promise<void> {
  await client
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Ends the sign-in the token belongs to (logout). Unknown tokens are ignored. */
export async function revokeSessionByToken(client: Db, token: string, now = Date.now()): Promise<void> {
  const row = await client
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (row) await revokeFamily(client, row.familyId, now);
}

/** The family of a token, to keep the caller signed in while revoking the others. */
export async function familyOfToken(client: Db, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const row = await client
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  return row?.familyId ?? null;
}

/** The statement revoking every session of a user (optionally but one family), for a batch. */
export function revokeUserSessions(client: Db, userId: string, exceptFamilyId: string | null = null, now = Date.now()) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptFamilyId) conditions.push(ne(sessions.familyId, exceptFamilyId));
  return client
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(...conditions));
}
