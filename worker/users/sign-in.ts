/** Signing in and out: the password check, the refresh family in its cookie, the access token. */
import { eq } from "drizzle-orm";
import { type Context } from "hono";
import { signAccessToken } from "../auth/access-token";
import { clearLoginFailures, countLoginAttempt } from "../auth/login-failures";
import { dummyVerify, hashPassword, verifyPassword } from "../auth/passwords";
import { clientIp, enforceRateLimit } from "../auth/rate-limit";
import { captchaPasses } from "../auth/request-guards";
import { createSession, revokeSessionByToken, rotateSession } from "../auth/refresh-sessions";
import { db, type Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from "../http/refresh-cookie";
import type { AppEnv, AuthUser } from "../types";
import { isEmail } from "./account-input";
import { findUserByEmail } from "./queries";
import { toUserJson, type UserRow } from "./user-json";

export const authUserOf = (row: UserRow): AuthUser => ({
  id: row.id,
  role: row.role,
  plan: row.subscriptionLevel,
  language: row.preferredLanguage,
});

/** Answers a successful sign-in: a new refresh family in the cookie and an access token. */
export async function signIn(c: Context<AppEnv>, client: Db, user: UserRow) {
  setRefreshCookie(c, await createSession(client, user.id));
  const accessToken = await signAccessToken(c.env, authUserOf(user));
  return c.json({ accessToken, user: await toUserJson(c.env, user) });
}

export interface Credentials {
  email: string;
  password: string;
  recaptchaToken?: string | null;
}

/** POST /login: known and unknown addresses answer alike, in the same time. */
export async function logIn(c: Context<AppEnv>, credentials: Credentials) {
  const { env } = c;
  await enforceRateLimit(env.LOGIN_LIMITER, `${clientIp(c)}:${c.req.path}:${credentials.email}`);
  // No account has an address that is not one: nothing to count, the same 401 as a wrong password.
  if (!isEmail(credentials.email)) {
    await dummyVerify(env, credentials.password);
    throw new ApiError("wrongCredentials");
  }
  // Counted before anything about the account is read, so known and unknown
  // addresses answer alike, and atomically (see login-failures.ts).
  const { captchaRequired } = await countLoginAttempt(env, credentials.email);
  if (captchaRequired && !(await captchaPasses(c, credentials.recaptchaToken, "login"))) {
    throw new ApiError("captchaFailed");
  }
  const client = db(env);
  const user = await findUserByEmail(client, credentials.email);
  if (!user) {
    await dummyVerify(env, credentials.password);
    throw new ApiError("wrongCredentials");
  }
  const check = await verifyPassword(env, credentials.password, user.passwordHash);
  if (!check.ok) throw new ApiError("wrongCredentials");
  await clearLoginFailures(env, credentials.email);
  const passwordHash = check.needsRehash ? await hashPassword(env, credentials.password) : user.passwordHash;
  if (check.needsRehash) await client.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  // Checked after the password, so only the owner learns the address is unconfirmed.
  if (!user.emailConfirmedAt) throw new ApiError("emailNotConfirmed");
  return signIn(c, client, { ...user, passwordHash });
}

/** POST /refresh-token: the cookie's session rotates; a spent or unknown one ends the sign-in. */
export async function refreshSession(c: Context<AppEnv>): Promise<string> {
  const token = readRefreshCookie(c);
  if (!token) throw new ApiError("unauthorized");
  const client = db(c.env);
  const rotated = await rotateSession(c.env, client, token);
  if (!rotated.ok) {
    clearRefreshCookie(c);
    throw new ApiError("unauthorized");
  }
  const user = await client.select().from(users).where(eq(users.id, rotated.userId)).get();
  if (!user) {
    clearRefreshCookie(c);
    throw new ApiError("unauthorized");
  }
  setRefreshCookie(c, rotated.token);
  return signAccessToken(c.env, authUserOf(user));
}

export async function logOut(c: Context<AppEnv>): Promise<void> {
  const token = readRefreshCookie(c);
  if (token) await revokeSessionByToken(db(c.env), token);
  clearRefreshCookie(c);
}
