import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Db } from "../db/client";
import { users, type Language, type Plan, type Role } from "../db/schema";
import type { AuthUser } from "../types";

/** Access tokens are short-lived; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "fabulo";
const AUDIENCE = "fabulo-api";
const ALGORITHMS = ["HS256"];

const encoder = new TextEncoder();
const key = (secret: string) => encoder.encode(secret);

/** Signs an access token carrying what authorisation needs (the auth middleware only checks that its account exists). */
export async function signAccessToken(env: Pick<Env, "JWT_SECRET">, user: AuthUser): Promise<string> {
  return new SignJWT({ role: user.role, plan: user.plan, lang: user.language })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key(env.JWT_SECRET));
}

/**
 * Verifies signature, issuer, audience and expiry (required) with HS256 only (so `alg: none`
 * or an asymmetric algorithm cannot be slipped in). Null for any invalid token.
 */
export async function verifyAccessToken(env: Pick<Env, "JWT_SECRET">, token: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, key(env.JWT_SECRET), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ALGORITHMS,
      // jose checks exp only when present: a token without one would never expire.
      requiredClaims: ["exp"],
    });
    if (typeof payload.sub !== "string") return null;
    return {
      id: payload.sub,
      role: payload.role as Role,
      plan: payload.plan as Plan,
      language: payload.lang as Language,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/**
 * Whether a verified token's account still exists (one primary-key read). A token outlives a deleted
 * account by up to its 15 minutes: such a token is no token (401), not a caller whose writes fail.
 */
export async function accountExists(client: Db, id: string): Promise<boolean> {
  return (await client.select({ id: users.id }).from(users).where(eq(users.id, id)).get()) !== undefined;
}
