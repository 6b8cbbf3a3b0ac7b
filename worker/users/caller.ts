import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
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

export async function loadCaller(client: Db, auth: AuthUser | undefined): Promise<UserRow> {
  const row = await client.select().from(users).where(eq(users.id, callerId(auth))).get();
  if (!row) throw new ApiError("unauthorized");
  return row;
}
