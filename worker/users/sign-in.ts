/** A successful sign-in's answer: a new refresh family in the cookie and an access token. */
import { type Context } from "hono";
import { signAccessToken } from "../auth/access-token";
import { createSession, setRefreshCookie } from "../auth/refresh-sessions";
import { type Db } from "../db/client";
import type { AppEnv, AuthUser } from "../types";
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
  return c.json({ accessToken, user: await toUserJson(c.env, client, user) });
}

