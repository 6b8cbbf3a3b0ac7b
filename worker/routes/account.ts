import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { findBillingProvider } from "../billing/provider";
import { clearRefreshCookie, readRefreshCookie } from "../http/refresh-cookie";
import { isPlainText, validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import { toUserJson } from "../users/user-json";
import { ACCOUNT_EXPORT_FILE_NAME } from "../../shared/user-json";
import { accountRateLimited } from "../auth/request-guards";
import { dateOfBirthSchema, genderSchema, languageSchema, MAX_EMAIL_LENGTH, passwordInput } from "../users/account-input";
import { changePassword, closeAccount, setLanguage, updateDetails } from "../users/account-details";
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

/** /api/users — the signed-in account: details, e-mail, password, language (docs/product.md §5, §7). */
export const accountRoutes = new Hono<AppEnv>()
  .get("/user-details", requireUser, async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json({ user: await toUserJson(c.env, user) });
  })

  .put("/user-details", requireUser, validate("json", detailsBody), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json({ user: await updateDetails(c.env, c.var.db, user, c.req.valid("json")) });
  })

  .put("/update-password", requireUser, validate("json", updatePasswordBody), accountRateLimited, async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    await changePassword(c.env, c.var.db, user, c.req.valid("json"), readRefreshCookie(c));
    return c.json({ success: true });
  })

  .put("/language", requireUser, validate("json", languageBody), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    await setLanguage(c.var.db, user.id, c.req.valid("json").language);
    return c.json({ success: true });
  })

  // GDPR art. 15 and 20: everything the account holds, as a file.
  .get("/export", requireUser, async (c) => {
    const data = await exportAccount(c.env, await loadCaller(c.var.db, c.get("user")));
    c.header("Content-Disposition", `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
    return c.json(data);
  })

  .delete("/me", requireUser, validate("json", deleteAccountBody), accountRateLimited, async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    await closeAccount(c.env, c.var.db, user, c.req.valid("json").password, findBillingProvider(c.env));
    clearRefreshCookie(c);
    return c.json({ success: true });
  });
