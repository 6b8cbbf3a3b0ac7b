/** 256-bit random tokens in base64url, stored only as their SHA-256 hash (hex). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../db/ids";
import { emailTokens, type EmailTokenPurpose } from "../db/schema";

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link stays valid. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  confirm: 24 * HOUR_MS,
  reset: HOUR_MS,
  "email-change": 24 * HOUR_MS,
};

/**
 * Issues a one-time token for `purpose` and returns it in clear (for the link);
 * older unused tokens of the same purpose stop working in the same batch, so
 * only the latest mail's link is valid.
 */
export async function issueEmailToken(
  client: Db,
  input: { userId: string; purpose: EmailTokenPurpose; email: string },
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await client.batch([
    client
      .update(emailTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(eq(emailTokens.userId, input.userId), eq(emailTokens.purpose, input.purpose), isNull(emailTokens.usedAt)),
      ),
    client.insert(emailTokens).values({
      id: newId(),
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: await sha256Hex(token),
      email: input.email,
      expiresAt: new Date(now + EMAIL_TOKEN_TTL_MS[input.purpose]),
    }),
  ]);
  return token;
}

export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** The unused, unexpired token of one of `purposes`, or null. Does not consume it. */
export async function findEmailToken(
  client: Db,
  token: string,
  purposes: readonly EmailTokenPurpose[],
  now = Date.now(),
): Promise<EmailTokenRow | null> {
  if (!token) return null;
  const row = await client
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date(now)),
      ),
    )
    .get();
  return row && purposes.includes(row.purpose) ? row : null;
}

/** The statement that marks a token used; run it in the same batch as the change it authorises. */
export function markEmailTokenUsed(client: Db, id: string, now = Date.now()) {
  return client
    .update(emailTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)));
}
