/** The signed-in account's own changes (docs/product.md §5, §7): details, e-mail, password, language, closing. */
import { eq } from "drizzle-orm";
import { voidEmailTokens } from "../auth/email-tokens";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { enforceRateLimit } from "../auth/rate-limit";
import { familyOfToken } from "../auth/refresh-sessions";
import { type Db } from "../db/client";
import { users, type Gender, type Language } from "../db/schema";
import { ApiError } from "../http/errors";
import { isValidPassword } from "../../shared/constants";
import { mailToken, type LinkMailEnv } from "./account-mail";
import { deleteAccount } from "./account-deletion";
import type { BillingProvider } from "../billing/billing-provider";
import type { MailEnv } from "../mail/mailer";
import { isEmail, normaliseEmail } from "./account-input";
import { findUserByEmail, passwordChangedStatements } from "./queries";
import { toUserJson, type UserRow } from "./user-json";

/** PUT /user-details: one form sends one of three changes, told apart by the fields it carries. */
export interface DetailsInput {
  name?: string | null;
  dateOfBirth?: string | null;
  gender?: Gender | null;
  preferredLanguage?: Language;
  email?: string | null;
  currentPassword?: string | null;
}

type PepperEnv = Pick<Env, "PASSWORD_PEPPER">;
/** An e-mail change: its rate limit, the password check and both addresses' mails. */
type EmailChangeEnv = LinkMailEnv & Pick<Env, "ACCOUNT_LIMITER" | "PASSWORD_PEPPER">;

async function checkCurrentPassword(env: PepperEnv, user: UserRow, password: string): Promise<void> {
  const check = await verifyPassword(env, password, user.passwordHash);
  if (!check.ok) throw new ApiError("wrongCurrentPassword");
}

/**
 * An e-mail change waits for the new address's confirmation and tells the old one; asking for the
 * current address cancels a pending change.
 */
async function changeEmail(env: EmailChangeEnv, client: Db, user: UserRow, newEmail: string, currentPassword: string | null | undefined) {
  // A session alone (a stolen access token) must not be able to move the account to another inbox.
  if (!currentPassword) throw new ApiError("missingFields", { missingFields: ["currentPassword"] });
  const email = normaliseEmail(newEmail);
  if (!isEmail(email)) throw new ApiError("invalidEmail");
  await enforceRateLimit(env.ACCOUNT_LIMITER, `account:${user.id}`);
  await checkCurrentPassword(env, user, currentPassword);
  if (email === user.email) {
    const [updated] = await client.update(users).set({ changingEmail: null }).where(eq(users.id, user.id)).returning();
    await voidEmailTokens(client, user.id, ["email-change", "email-change-cancel"]);
    return updated;
  }
  if (await findUserByEmail(client, email)) throw new ApiError("emailExists");
  const [updated] = await client.update(users).set({ changingEmail: email }).where(eq(users.id, user.id)).returning();
  try {
    await mailToken(env, client, user, "email-change", email);
    // The old address hears of it, with a link that cancels the change.
    await mailToken(env, client, user, "email-change-cancel", user.email);
  } catch (error) {
    // Unless both addresses were told, the change does not start (the old one must hear of every change): asking again starts it.
    await client.batch([
      client.update(users).set({ changingEmail: null }).where(eq(users.id, user.id)),
      voidEmailTokens(client, user.id, ["email-change", "email-change-cancel"]),
    ]);
    throw error;
  }
  return updated;
}

async function changePersonalDetails(client: Db, user: UserRow, input: DetailsInput) {
  const name = input.name?.trim();
  if (!name) throw new ApiError("missingFields", { missingFields: ["name"] });
  const [updated] = await client
    .update(users)
    .set({
      name,
      dateOfBirth: input.dateOfBirth === undefined ? user.dateOfBirth : input.dateOfBirth,
      gender: input.gender ?? user.gender,
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

/** Applies the change the form carries and answers the account as it now is. */
export async function updateDetails(env: EmailChangeEnv & Pick<Env, "DB">, client: Db, user: UserRow, input: DetailsInput) {
  let updated: UserRow | undefined;
  if (input.email !== undefined && input.email !== null) {
    updated = await changeEmail(env, client, user, input.email, input.currentPassword);
  } else if (input.preferredLanguage !== undefined && input.name == null) {
    updated = await setLanguage(client, user.id, input.preferredLanguage);
  } else {
    updated = await changePersonalDetails(client, user, input);
  }
  if (!updated) throw new ApiError("unauthorized");
  return toUserJson(env, updated);
}

export async function setLanguage(client: Db, userId: string, language: Language): Promise<UserRow | undefined> {
  const [updated] = await client.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId)).returning();
  return updated;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A new password ends every other sign-in; the one holding `keepRefreshToken` (this browser's) stays. */
export async function changePassword(env: PepperEnv, client: Db, user: UserRow, change: PasswordChange, keepRefreshToken: string | undefined) {
  await checkCurrentPassword(env, user, change.currentPassword);
  if (change.newPassword !== change.confirmPassword) throw new ApiError("passwordNotMatch");
  if (!isValidPassword(change.newPassword)) throw new ApiError("invalidPassword");
  const keepFamily = await familyOfToken(client, keepRefreshToken);
  await client.batch([
    client
      .update(users)
      .set({ passwordHash: await hashPassword(env, change.newPassword), changingEmail: null })
      .where(eq(users.id, user.id)),
    ...passwordChangedStatements(client, user.id, keepFamily),
  ]);
}

/** GDPR art. 17, with the password: a stolen access token alone cannot erase a family. */
export async function closeAccount(env: MailEnv & PepperEnv, client: Db, user: UserRow, password: string, billing: BillingProvider | null): Promise<void> {
  await checkCurrentPassword(env, user, password);
  await deleteAccount(env, client, user, billing);
}
