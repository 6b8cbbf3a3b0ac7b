import { eq } from "drizzle-orm";
import { db, type Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import type { AuthUser } from "../types";
import type { UserRow } from "./user-json";

/**
 * The one way a route knows who is calling. `callerId` trusts the access token (enough to scope a
 * query to the caller: the auth middleware has checked that its account exists); `loadCaller` reads the
 * account from D1, for anything the token's copies may have outdated (plan, language, e-mail).
 */
export function callerId(auth: AuthUser | undefined): string {
  if (!auth) throw new ApiError("unauthorized");
  return auth.id;
}

export async function loadCaller(env: Pick<Env, "DB">, auth: AuthUser | undefined): Promise<UserRow> {
  const row = await db(env).select().from(users).where(eq(users.id, callerId(auth))).get();
  if (!row) throw new ApiError("unauthorized");
  return row;
}

/**
 * Whether a verified token's account still exists (one primary-key read). A token outlives a deleted
 * account by up to its 15 minutes: such a token is no token (401), not a caller whose writes fail.
 */
export async function accountExists(client: Db, id: string): Promise<boolean> {
  return (await client.select({ id: users.id }).from(users).where(eq(users.id, id)).get()) !== undefined;
}
