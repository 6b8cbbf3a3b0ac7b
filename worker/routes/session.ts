import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { ApiError } from "../http/errors";
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from "../http/refresh-cookie";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import { toUserJson } from "../users/user-json";
import { isValidPassword } from "../../shared/constants";
import { ApiMessage } from "../../shared/messages";
import { rateLimited, registrationLimited } from "../auth/request-guards";
import { captchaPasses } from "../auth/turnstile";
import { clientIp } from "../http/client-address";
import { logIn, logOut, refreshSession } from "../users/sign-in";
import { cancelEmailChange, confirmEmail, registerUser, resendConfirmation } from "../users/registration";
import { mailPasswordReset, resetPassword } from "../users/password-reset";
import {
  dateOfBirthSchema,
  genderSchema,
  isEmail,
  languageSchema,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  nameSchema,
  passwordInput,
} from "../users/account-input";

const registerBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .refine(isEmail, { error: ApiMessage.emailNotValid }),
  password: passwordInput.refine(isValidPassword, { error: ApiMessage.passwordNotValid }),
  name: nameSchema,
  dateOfBirth: dateOfBirthSchema,
  preferredLanguage: languageSchema.nullish(),
  gender: genderSchema.nullish(),
  captchaValue: z.string().nullish(),
});

const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(MAX_EMAIL_LENGTH),
  password: passwordInput,
  recaptchaToken: z.string().nullish(),
});

/** Bodies whose missing values have their own spec message, so fields are checked by hand. */
const tokenBody = z.object({ token: z.string().nullish() });
const resendBody = z.object({ email: z.string().nullish() });
const forgotBody = z.object({ email: z.string().trim().toLowerCase().min(1), captchaValue: z.string().nullish() });
const resetBody = z.object({ token: z.string().nullish(), newPassword: z.string().max(MAX_PASSWORD_LENGTH).nullish() });

/** /api/users — signing up, in and out, and the mailed links (docs/product.md §2, §4, §7, §8). */
export const sessionRoutes = new Hono<AppEnv>()
  .post("/register", registrationLimited, validate("json", registerBody), async (c) => {
    const body = c.req.valid("json");
    if (!(await captchaPasses(c.env, c.req.raw, body.captchaValue, "register"))) throw new ApiError("captchaFailed");
    await registerUser(c.env, c.var.db, body, clientIp(c.req.raw));
    return c.json({ success: true }, 201);
  })

  .post("/confirm-email", validate("json", tokenBody), async (c) => {
    await confirmEmail(c.var.db, c.req.valid("json").token ?? "");
    return c.json({ success: true });
  })

  // The one-click link mailed to the old address when a change starts: "this was not me".
  .post("/cancel-email-change", validate("json", tokenBody), async (c) => {
    await cancelEmailChange(c.var.db, c.req.valid("json").token ?? "");
    return c.json({ success: true });
  })

  .post("/resend-confirmation", rateLimited("EMAIL_LIMITER"), validate("json", resendBody), async (c) => {
    await resendConfirmation(c.env, c.var.db, c.req.valid("json").email ?? "");
    return c.json({ success: true });
  })

  .post("/login", rateLimited("LOGIN_CLIENT_LIMITER"), validate("json", loginBody), async (c) => {
    const credentials = c.req.valid("json");
    const request = { clientIp: clientIp(c.req.raw), path: c.req.path, captchaPasses: () => captchaPasses(c.env, c.req.raw, credentials.recaptchaToken, "login") };
    const session = await logIn(c.env, c.var.db, credentials, request);
    setRefreshCookie(c, session.refreshToken);
    return c.json({ accessToken: session.accessToken, user: session.user });
  })

  .get("/login", requireUser, async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json({ user: await toUserJson(c.env, user) });
  })

  .post("/refresh-token", async (c) => {
    const token = readRefreshCookie(c);
    if (!token) throw new ApiError("unauthorized");
    const session = await refreshSession(c.env, c.var.db, token);
    if (!session) {
      clearRefreshCookie(c);
      throw new ApiError("unauthorized");
    }
    setRefreshCookie(c, session.refreshToken);
    return c.json({ accessToken: session.accessToken });
  })

  .post("/logout", async (c) => {
    await logOut(c.var.db, readRefreshCookie(c));
    clearRefreshCookie(c);
    return c.json({ success: true });
  })

  .post("/forgot-password", rateLimited("EMAIL_LIMITER"), validate("json", forgotBody), async (c) => {
    const body = c.req.valid("json");
    if (!(await captchaPasses(c.env, c.req.raw, body.captchaValue, "forgot-password"))) throw new ApiError("resetCaptchaFailed");
    await mailPasswordReset(c.env, c.var.db, body.email);
    return c.json({ success: true });
  })

  .post("/reset-password", validate("json", resetBody), async (c) => {
    const body = c.req.valid("json");
    await resetPassword(c.env, c.var.db, body.token, body.newPassword);
    return c.json({ success: true });
  });
