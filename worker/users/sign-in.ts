/** Signing in and out: the password check, the refresh family (its cookie is the route's), the access token. */
import { eq } from "drizzle-orm";
import { signAccessToken } from "../auth/access-token";
import { clearLoginFailures, countLoginAttempt } from "../auth/login-failures";
import { dummyVerify, hashPassword, verifyPassword } from "../auth/passwords";
import { enforceRateLimit } from "../auth/rate-limit";
import { createSession, revokeSessionByToken, rotateSession } from "../auth/refresh-sessions";
import { type Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import type { AuthUser } from "../types";
import { isEmail } from "./account-input";
import { findUserByEmail } from "./queries";
import { toUserJson, type UserRow } from "./user-json";
import type { UserJson } from "../../shared/user-json";

export const authUserOf = (row: UserRow): AuthUser => ({
  id: row.id,
  role: row.role,
  plan: row.subscriptionLevel,
  language: row.preferredLanguage,
});

/** A successful sign-in: a new refresh family's first token (for the cookie) and the answer's access token and account. */
export interface StartedSession {
  refreshToken: string;
  accessToken: string;
  user: UserJson;
}

/** Starting or renewing a session: the account's row and the access token's key. */
type SessionEnv = Pick<Env, "DB" | "JWT_SECRET">;

async function startSession(env: SessionEnv, client: Db, user: UserRow): Promise<StartedSession> {
  const refreshToken = await createSession(client, user.id);
  const accessToken = await signAccessToken(env, authUserOf(user));
  return { refreshToken, accessToken, user: await toUserJson(env, user) };
}

export interface Credentials {
  email: string;
  password: string;
  recaptchaToken?: string | null;
}

/** What a sign-in needs of its request: the client's address and path (the rate limit's key), and its captcha, asked only when failures call for it. */
export interface SignInRequest {
  clientIp: string;
  path: string;
  captchaPasses: () => Promise<boolean>;
}

/** POST /login: known and unknown addresses answer alike, in the same time. */
export async function logIn(env: SessionEnv & Pick<Env, "LOGIN_LIMITER" | "PASSWORD_PEPPER">, client: Db, credentials: Credentials, request: SignInRequest): Promise<StartedSession> {
  await enforceRateLimit(env.LOGIN_LIMITER, `${request.clientIp}:${request.path}:${credentials.email}`);
  // No account has an address that is not one: nothing to count, the same 401 as a wrong password.
  if (!isEmail(credentials.email)) {
    await dummyVerify(env, credentials.password);
    throw new ApiError("wrongCredentials");
  }
  // Counted before anything about the account is read, so known and unknown
  // addresses answer alike, and atomically (see login-failures.ts).
  const { captchaRequired } = await countLoginAttempt(env, credentials.email);
  if (captchaRequired && !(await request.captchaPasses())) {
    throw new ApiError("captchaFailed");
  }
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
  return startSession(env, client, { ...user, passwordHash });
}

/**
 * POST /refresh-token: the cookie's session rotates, giving the cookie's next token and an access token;
 * null when the session is spent or unknown, or its account gone: the sign-in ends (the route clears the cookie).
 */
export async function refreshSession(
  env: SessionEnv,
  client: Db,
  token: string,
): Promise<{ refreshToken: string; accessToken: string } | null> {
  const rotated = await rotateSession(env, client, token);
  if (!rotated.ok) return null;
  const user = await client.select().from(users).where(eq(users.id, rotated.userId)).get();
  if (!user) return null;
  return { refreshToken: rotated.token, accessToken: await signAccessToken(env, authUserOf(user)) };
}

export async function logOut(client: Db, token: string | undefined): Promise<void> {
  if (token) await revokeSessionByToken(client, token);
}
