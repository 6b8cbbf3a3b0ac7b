/** Account queries the session and account routes share. */
import { eq } from "drizzle-orm";
import { voidEmailTokens } from "../auth/email-tokens";
import { revokeUserSessions } from "../auth/refresh-sessions";
import { type Db } from "../db/client";
import { users } from "../db/schema";
import { type UserRow } from "./user-json";

export async function findUserByEmail(client: Db, email: string): Promise<UserRow | undefined> {
  return client.select().from(users).where(eq(users.email, email)).get();
}

/**
 * What a new password ends, besides the password: every other sign-in, any
 * pending e-mail change (the caller also clears `changingEmail`) and every
 * outstanding e-mail link, so a session stolen before the change cannot finish
 * moving the account to another inbox.
 */
export function passwordChangedStatements(client: Db, userId: string, keepFamily: string | null, now = Date.now()) {
  return [revokeUserSessions(client, userId, keepFamily, now), voidEmailTokens(client, userId, undefined, now)] as const;
}

