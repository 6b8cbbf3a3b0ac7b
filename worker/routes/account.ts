import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { voidEmailTokens } from "../auth/email-tokens";
import { requireUser } from "../auth/middleware";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { enforceRateLimit } from "../auth/rate-limit";
import { clearRefreshCookie, familyOfToken, readRefreshCookie } from "../auth/refresh-sessions";
import { db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import { toUserJson, type UserRow } from "../users/user-json";
import { isValidPassword } from "../../shared/constants";
import { ACCOUNT_EXPORT_FILE_NAME } from "../../shared/user-json";
import { dateOfBirthSchema, genderSchema, profileRoutes } from "./profiles";
import { accountRateLimited } from "../auth/request-guards";
import { mailToken } from "../users/account-mail";
import { isEmail, languageSchema, MAX_EMAIL_LENGTH, normaliseEmail, passwordInput } from "../users/account-input";
import { findUserByEmail, passwordChangedStatements } from "../users/queries";
import { deleteAccount } from "../users/account-deletion";
import { exportAccount } from "../users/account-export";


const detailsBody = z.object({
  name: z
    .string()
    .max(100)
    .refine((name) => isPlainText(name))
    .nullish(),
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema.nullish(),
  preferredLanguage: languageSchema.optional(),
  email: z.string().max(MAX_EMAIL_LENGTH).nullish(),
  currentPassword: passwordInput.nullish(),
});

const updatePasswordBody = z.object({
  currentPassword: passwordInput,
  newPassword: passwordInput,
  confirmPassword: passwordInput,
});

const languageBody = z.object({ language: languageSchema });

const deleteAccountBody = z.object({ password: passwordInput });

/** /api/users — the signed-in account: details, e-mail, password, language, extra profiles (SPEC §5, §7). */
export const accountRoutes = new Hono<AppEnv>()
  .get("/user-details", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    return c.json({ user: await toUserJson(c.env, db(c.env), user) });
  })

  .put("/user-details", requireUser, validate("json", detailsBody), async (c) => {
    const body = c.req.valid("json");
    const user = await loadCaller(c.env, c.get("user"));
    const client = db(c.env);
    let updated: UserRow | undefined;

    if (body.email !== undefined && body.email !== null) {
      // A session alone (a stolen access token) must not be able to move the account to another inbox.
      if (!body.currentPassword) throw new ApiError("missingFields", { missingFields: ["currentPassword"] });
      const email = normaliseEmail(body.email);
      if (!isEmail(email)) throw new ApiError("invalidEmail");
      await enforceRateLimit(c.env.ACCOUNT_LIMITER, `account:${user.id}`);
      const check = await verifyPassword(c.env, body.currentPassword, user.passwordHash);
      if (!check.ok) throw new ApiError("wrongCurrentPassword");
      if (email === user.email) {
        // Asking for the current address cancels a pending change.
        [updated] = await client.update(users).set({ changingEmail: null }).where(eq(users.id, user.id)).returning();
        await voidEmailTokens(client, user.id, ["email-change", "email-change-cancel"]);
      } else {
        const taken = await findUserByEmail(client, email);
        if (taken) throw new ApiError("emailExists");
        [updated] = await client.update(users).set({ changingEmail: email }).where(eq(users.id, user.id)).returning();
        await mailToken(c.env, client, user, "email-change", email);
        // The old address hears of it, with a link that cancels the change.
        await mailToken(c.env, client, user, "email-change-cancel", user.email);
      }
    } else if (body.preferredLanguage !== undefined && body.name == null) {
      [updated] = await client
        .update(users)
        .set({ preferredLanguage: body.preferredLanguage })
        .where(eq(users.id, user.id))
        .returning();
    } else {
      const name = body.name?.trim();
      if (!name) throw new ApiError("missingFields", { missingFields: ["name"] });
      [updated] = await client
        .update(users)
        .set({
          name,
          dateOfBirth: body.dateOfBirth === undefined ? user.dateOfBirth : body.dateOfBirth,
          gender: body.gender ?? user.gender,
        })
        .where(eq(users.id, user.id))
        .returning();
    }
    if (!updated) throw new ApiError("unauthorized");
    return c.json({ user: await toUserJson(c.env, client, updated) });
  })

  .put("/update-password", requireUser, validate("json", updatePasswordBody), accountRateLimited, async (c) => {
    const body = c.req.valid("json");
    const user = await loadCaller(c.env, c.get("user"));
    const check = await verifyPassword(c.env, body.currentPassword, user.passwordHash);
    if (!check.ok) throw new ApiError("wrongCurrentPassword");
    if (body.newPassword !== body.confirmPassword) throw new ApiError("passwordNotMatch");
    if (!isValidPassword(body.newPassword)) throw new ApiError("invalidPassword");
    const client = db(c.env);
    // Other sign-ins end with the old password; this browser's stays.
    const keepFamily = await familyOfToken(client, readRefreshCookie(c));
    await client.batch([
      client
        .update(users)
        .set({ passwordHash: await hashPassword(c.env, body.newPassword), changingEmail: null })
        .where(eq(users.id, user.id)),
      ...passwordChangedStatements(client, user.id, keepFamily),
    ]);
    return c.json({ success: true });
  })

  .put("/language", requireUser, validate("json", languageBody), async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    await db(c.env)
      .update(users)
      .set({ preferredLanguage: c.req.valid("json").language })
      .where(eq(users.id, user.id));
    return c.json({ success: true });
  })

  // GDPR art. 15 and 20: everything the account holds, as a file.
  .get("/export", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    const data = await exportAccount(c.env, db(c.env), user);
    c.header("Content-Disposition", `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
    return c.json(data);
  })

  // GDPR art. 17. The password, as for a password change: a stolen access token alone cannot erase a family.
  .delete("/me", requireUser, validate("json", deleteAccountBody), accountRateLimited, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    const check = await verifyPassword(c.env, c.req.valid("json").password, user.passwordHash);
    if (!check.ok) throw new ApiError("wrongCurrentPassword");
    await deleteAccount(c.env, db(c.env), user);
    clearRefreshCookie(c);
    return c.json({ success: true });
  })

  .route("/profiles", profileRoutes);
