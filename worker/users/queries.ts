/** Account queries the session and account routes share. */
import { eq, sql } from "drizzle-orm";
import { voidEmailTokens } from "../auth/email-tokens";
import { revokeUserSessions } from "../auth/refresh-sessions";
import { type Db } from "../db/client";
import { users, type Gender } from "../db/schema";
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


/** Adds a child profile unless the account has `limit` already: the count and the insert are one statement, so concurrent requests cannot pass it. */
export async function insertProfileWithin(
  client: Db,
  limit: number,
  row: { id: string; userId: string; name: string; dateOfBirth: string | null; gender: Gender },
): Promise<boolean> {
  const result = await client.run(
    sql`INSERT INTO profiles (id, user_id, name, date_of_birth, gender)
        SELECT ${row.id}, ${row.userId}, ${row.name}, ${row.dateOfBirth}, ${row.gender}
        WHERE (SELECT count(*) FROM profiles WHERE user_id = ${row.userId}) < ${limit}`,
  );
  return result.meta.changes > 0;
}
