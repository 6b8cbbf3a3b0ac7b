/** Signing up and the mailed links that prove an address (docs/product.md §2, §4, §7). */
import { and, eq } from "drizzle-orm";
import { claimRegistrationSlot } from "../auth/rate-limit";
import { consumeEmailToken, voidEmailTokens } from "../auth/email-tokens";
import { hashPassword } from "../auth/passwords";
import { revokeUserSessions } from "../auth/refresh-sessions";
import { type Db } from "../db/client";
import { newId } from "../db/ids";
import { users, type Gender, type Language } from "../db/schema";
import { ApiError } from "../http/errors";
import { mailToken, type LinkMailEnv } from "./account-mail";
import { isEmail, normaliseEmail } from "./account-input";
import { findUserByEmail } from "./queries";

export interface Registration {
  email: string;
  password: string;
  name: string;
  dateOfBirth?: string | null;
  gender?: Gender | null;
  preferredLanguage?: Language | null;
}

/**
 * A new, unconfirmed account, and its confirmation link mailed. When the mail cannot be sent the
 * account is not kept (nor the address's registration slot): registering again is the way to retry.
 */
export async function registerUser(env: LinkMailEnv & Pick<Env, "DB" | "PASSWORD_PEPPER">, client: Db, input: Registration, address: string): Promise<void> {
  if (await findUserByEmail(client, input.email)) throw new ApiError("userExists");
  // After the checks that refuse for other reasons: a refused attempt takes no slot of the address's caps.
  const releaseSlot = await claimRegistrationSlot(env, address);
  const user = {
    id: newId(),
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(env, input.password),
    dateOfBirth: input.dateOfBirth ?? null,
    gender: input.gender ?? "not communicated",
    preferredLanguage: input.preferredLanguage ?? "en-US",
  } as const;
  // ON CONFLICT: two concurrent registrations of one address both pass the check above.
  const inserted = await client.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  if (inserted.length === 0) throw new ApiError("userExists");
  try {
    await mailToken(env, client, { ...user, emailConfirmedAt: null }, "confirm", user.email);
  } catch (error) {
    // Its e-mail tokens go with it (foreign key cascade).
    await client.delete(users).where(eq(users.id, user.id));
    await releaseSlot();
    throw error;
  }
}

/** A confirmation link: the account's first address, or the new one of an e-mail change. */
export async function confirmEmail(client: Db, rawToken: string): Promise<void> {
  const token = await consumeEmailToken(client, rawToken, ["confirm", "email-change"]);
  if (!token) throw new ApiError("invalidToken");
  const user = await client.select().from(users).where(eq(users.id, token.userId)).get();
  if (!user) throw new ApiError("invalidToken");
  const now = new Date();
  if (token.purpose === "confirm") {
    await client
      .update(users)
      .set({ emailConfirmedAt: user.emailConfirmedAt ?? now })
      .where(eq(users.id, user.id));
    return;
  }
  // E-mail change: the token names the new address; it must still be the pending one.
  if (user.changingEmail !== token.email) throw new ApiError("invalidToken");
  const taken = await findUserByEmail(client, token.email);
  if (taken && taken.id !== user.id) throw new ApiError("emailExists");
  await client.batch([
    client
      .update(users)
      .set({ email: token.email, changingEmail: null, emailConfirmedAt: user.emailConfirmedAt ?? now })
      .where(and(eq(users.id, user.id), eq(users.changingEmail, token.email))),
    // The old address's cancel link has nothing left to cancel.
    voidEmailTokens(client, user.id, ["email-change-cancel"], now.getTime()),
  ]);
}

/** The one-click link mailed to the old address when a change starts: "this was not me". */
export async function cancelEmailChange(client: Db, rawToken: string): Promise<void> {
  const token = await consumeEmailToken(client, rawToken, ["email-change-cancel"]);
  if (!token) throw new ApiError("invalidToken");
  const now = Date.now();
  await client.batch([
    client.update(users).set({ changingEmail: null }).where(eq(users.id, token.userId)),
    voidEmailTokens(client, token.userId, ["email-change"], now),
    // Whoever started the change holds a session: every sign-in ends.
    revokeUserSessions(client, token.userId, null, now),
  ]);
}

export async function resendConfirmation(env: LinkMailEnv, client: Db, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  if (!email) throw new ApiError("emailRequired");
  if (!isEmail(email)) throw new ApiError("emailNotValid");
  const user = await findUserByEmail(client, email);
  // The same answer either way, so the endpoint does not reveal which addresses have accounts.
  if (user && !user.emailConfirmedAt) await mailToken(env, client, user, "confirm", user.email);
}
