/**
 * Refresh sessions: an opaque 256-bit token in an HttpOnly cookie scoped to the
 * users API (worker/http/refresh-cookie.ts), stored hashed, rotated on every use. All tokens descending from one
 * sign-in share a family; presenting an already rotated token means it was
 * copied, so the whole family is revoked, except within a few seconds of its
 * rotation while its successor is unused: two tabs refreshing at once both get
 * that same successor (it is derived from the token with a server key, so the
 * second request can answer it without it being stored). A family lives at
 * most SESSION_MAX_LIFETIME_MS from its sign-in, however often it rotates.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { sessions } from "../db/schema";
import { REFRESH_TTL_SECONDS } from "../http/refresh-cookie";
import { hmacSha256, randomToken, sha256Hex } from "./email-tokens";
import { insertSuccessorSession } from "./queries";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Absolute lifetime of a sign-in: rotation never extends it. */
export const SESSION_MAX_LIFETIME_MS = 90 * DAY_MS;
/** How long a just-rotated token still answers its successor (concurrent refreshes from two tabs). */
export const ROTATION_GRACE_MS = 10_000;

/** Starts a new family (a sign-in) and returns its first token. */
export async function createSession(client: Db, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await client.insert(sessions).values({
    id: newId(),
    userId,
    familyId: newId(),
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(now + REFRESH_TTL_SECONDS * 1000),
    familyStartedAt: new Date(now),
  });
  return token;
}

export type RotateResult = { ok: true; userId: string; token: string } | { ok: false };

/** The one successor a token can have: HMAC of the token under a server key, shaped like randomToken. */
const successorOf = (env: Pick<Env, "JWT_SECRET">, token: string) =>
  hmacSha256(`refresh-successor:${env.JWT_SECRET}`, token, "base64url");

type SessionRow = typeof sessions.$inferSelect;

/** Within the grace after its rotation, the token's successor if nobody has used or revoked it yet. */
async function graceSuccessor(client: Db, row: SessionRow, next: string, now: number): Promise<boolean> {
  if (!row.rotatedAt || now - row.rotatedAt.getTime() > ROTATION_GRACE_MS) return false;
  const successor = await client.select().from(sessions).where(eq(sessions.tokenHash, await sha256Hex(next))).get();
  return !!successor && !successor.revokedAt && !successor.rotatedAt && successor.expiresAt.getTime() > now;
}

/**
 * Exchanges a valid token for its successor in the same family. The successor
 * is inserted only if the old token is still unrotated, in one atomic batch;
 * a concurrent use of the same token within the grace gets the same successor,
 * any other reuse revokes the family.
 */
export async function rotateSession(
  env: Pick<Env, "DB" | "JWT_SECRET">,
  client: Db,
  token: string,
  now = Date.now(),
): Promise<RotateResult> {
  const row = await client.select().from(sessions).where(eq(sessions.tokenHash, await sha256Hex(token))).get();
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return { ok: false };
  const startedAt = (row.familyStartedAt ?? row.createdAt).getTime();
  if (now >= startedAt + SESSION_MAX_LIFETIME_MS) return { ok: false };
  const next = await successorOf(env, token);
  if (row.rotatedAt) {
    if (await graceSuccessor(client, row, next, now)) return { ok: true, userId: row.userId, token: next };
    await revokeFamily(client, row.familyId, now);
    return { ok: false };
  }
  const expiresAt = Math.min(now + REFRESH_TTL_SECONDS * 1000, startedAt + SESSION_MAX_LIFETIME_MS);
  const rotated = await insertSuccessorSession(
    env.DB,
    { id: newId(), tokenHash: await sha256Hex(next), expiresAt, familyStartedAt: startedAt },
    row.id,
    now,
  );
  if (!rotated) {
    // Another request rotated this token just now: a second tab gets the same successor, anything else is a reuse.
    const again = await client.select().from(sessions).where(eq(sessions.id, row.id)).get();
    if (again && !again.revokedAt && (await graceSuccessor(client, again, next, now))) {
      return { ok: true, userId: row.userId, token: next };
    }
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
