/** A forgotten password: the reset link, and the new password it sets (docs/product.md §4, §8). */
import { eq, sql } from "drizzle-orm";
import { consumeEmailToken } from "../auth/email-tokens";
import { clearLoginFailures } from "../auth/login-failures";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { isValidPassword } from "../../shared/constants";
import { mailToken, type LinkMailEnv } from "./account-mail";
import { findUserByEmail, passwordChangedStatements } from "./queries";

export async function mailPasswordReset(env: LinkMailEnv, client: Db, email: string): Promise<void> {
  const user = await findUserByEmail(client, email);
  if (!user) throw new ApiError("emailNotFound");
  await mailToken(env, client, user, "reset", user.email);
}

export async function resetPassword(env: Pick<Env, "DB" | "PASSWORD_PEPPER">, client: Db, rawToken: string | null | undefined, newPassword: string | null | undefined): Promise<void> {
  if (!rawToken) throw new ApiError("invalidToken");
  if (!newPassword || !isValidPassword(newPassword)) throw new ApiError("invalidPassword");
  // The password is hashed before the token is used, so a failure here does not burn the link.
  const passwordHash = await hashPassword(env, newPassword);
  const token = await consumeEmailToken(client, rawToken, ["reset"]);
  if (!token) throw new ApiError("invalidToken");
  const now = Date.now();
  const user = await client.select({ email: users.email }).from(users).where(eq(users.id, token.userId)).get();
  await client.batch([
    // Receiving the reset mail proves the address, so an unconfirmed account becomes confirmed.
    client
      .update(users)
      .set({ passwordHash, changingEmail: null, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
      .where(eq(users.id, token.userId)),
    ...passwordChangedStatements(client, token.userId, null, now),
  ]);
  if (user) await clearLoginFailures(env, user.email);
}
