const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** 256-bit random tokens in base64url, stored only as their SHA-256 hash (hex). */
export function randomToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(value: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value))));
}

/** HMAC-SHA256 of `message` under `secret`, as base64url (the shape of randomToken) or hex. */
export async function hmacSha256(secret: string, message: string, encoding: "base64url" | "hex"): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return encoding === "hex" ? hex(mac) : base64Url(mac);
}

import { and, eq, gt, inArray, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { emailTokens, type EmailTokenPurpose } from "../db/schema";

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link stays valid. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  confirm: 24 * HOUR_MS,
  reset: HOUR_MS,
  "email-change": 24 * HOUR_MS,
  // The cancel link lives as long as the change it cancels.
  "email-change-cancel": 24 * HOUR_MS,
};

/**
 * Issues a one-time token for `purpose` and returns it in clear (for the link). Older unused tokens of
 * the same purpose still work until its mail is out: then `keepOnlyEmailToken` voids them (only the
 * latest mail's link is valid), or `withdrawEmailToken` removes it when the mail could not be sent.
 */
export async function issueEmailToken(
  client: Db,
  input: { userId: string; purpose: EmailTokenPurpose; email: string },
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await client.insert(emailTokens).values({
    id: newId(),
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: await sha256Hex(token),
    email: input.email,
    expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/** The token's mail was sent: every other unused token of its user and purpose stops working. */
export async function keepOnlyEmailToken(client: Db, input: { userId: string; purpose: EmailTokenPurpose }, token: string, now = Date.now()): Promise<void> {
  await client
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailTokens.userId, input.userId),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
        ne(emailTokens.tokenHash, await sha256Hex(token)),
      ),
    );
}

/** The token's mail could not be sent: the token goes, the links mailed before stay as they were. */
export async function withdrawEmailToken(client: Db, token: string): Promise<void> {
  await client.delete(emailTokens).where(eq(emailTokens.tokenHash, await sha256Hex(token)));
}

export type EmailTokenRow = typeof emailTokens.$inferSelect;

/**
 * Uses up the unused, unexpired token of one of `purposes` and returns its row,
 * or null. One conditional UPDATE … RETURNING: of several concurrent requests
 * carrying the same token exactly one gets the row, so a link changes the
 * account once. Callers check everything that does not need the token first,
 * so a refused request does not burn it.
 */
export async function consumeEmailToken(
  client: Db,
  token: string,
  purposes: readonly EmailTokenPurpose[],
  now = Date.now(),
): Promise<EmailTokenRow | null> {
  if (!token) return null;
  const [row] = await client
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        inArray(emailTokens.purpose, [...purposes]),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The statement voiding every outstanding token of a user (optionally of some purposes only), for a batch. */
export function voidEmailTokens(client: Db, userId: string, purposes?: readonly EmailTokenPurpose[], now = Date.now()) {
  const conditions = [eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)];
  if (purposes) conditions.push(inArray(emailTokens.purpose, [...purposes]));
  return client
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(and(...conditions));
}

/** Housekeeping: links past their expiry are gone; answers how many. */
export async function deleteExpiredEmailTokens(client: Db, now: Date): Promise<number> {
  const expired = await client.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).run();
  return expired.meta.changes ?? 0;
}
