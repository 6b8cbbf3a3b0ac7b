import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { users, type Language, type Plan } from "../db/schema";

/**
 * The caller's plan and language as they are now, from D1: the access token's
 * copies may predate an upgrade, a cancellation or a change of language.
 * Null when the account no longer exists.
 */
export async function accountSettings(env: Pick<Env, "DB">, userId: string): Promise<{ plan: Plan; language: Language } | null> {
  const row = await db(env)
    .select({ plan: users.subscriptionLevel, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return row ?? null;
}
