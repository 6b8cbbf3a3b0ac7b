import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { signAccessToken } from "../auth/access-token";
import { consumeEmailToken, voidEmailTokens } from "../auth/email-tokens";
import { clearLoginFailures, countLoginAttempt } from "../auth/login-failures";
import { requireUser } from "../auth/middleware";
import { dummyVerify, hashPassword, verifyPassword } from "../auth/passwords";
import { clientIp, enforceRateLimit } from "../auth/rate-limit";
import { clearRefreshCookie, readRefreshCookie, revokeSessionByToken, revokeUserSessions, rotateSession, setRefreshCookie } from "../auth/refresh-sessions";
import { db } from "../db/client";
import { newId } from "../db/ids";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import { toUserJson } from "../users/user-json";
import { isValidPassword } from "../../shared/constants";
import { ApiMessage } from "../../shared/messages";
import { dateOfBirthSchema, genderSchema, nameSchema } from "./profiles";
import { captchaPasses, rateLimited } from "../auth/request-guards";
import { authUserOf, signIn } from "../users/sign-in";
import { mailToken } from "../users/account-mail";
import { isEmail, languageSchema, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, normaliseEmail, passwordInput } from "../users/account-input";
import { findUserByEmail, passwordChangedStatements } from "../users/queries";


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

/** /api/users — signing up, in and out, and the mailed links (SPEC §2, §4, §7, §8). */
export const sessionRoutes = new Hono<AppEnv>()
  .post("/register", rateLimited("REGISTER_LIMITER"), validate("json", registerBody), async (c) => {
    const body = c.req.valid("json");
    if (!(await captchaPasses(c, body.captchaValue, "register"))) throw new ApiError("captchaFailed");
    const client = db(c.env);
    if (await findUserByEmail(client, body.email)) throw new ApiError("userExists");
    const user = {
      id: newId(),
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(c.env, body.password),
      dateOfBirth: body.dateOfBirth ?? null,
      gender: body.gender ?? "not communicated",
      preferredLanguage: body.preferredLanguage ?? "en-US",
    } as const;
    // ON CONFLICT: two concurrent registrations of one address both pass the check above.
    const inserted = await client.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
    if (inserted.length === 0) throw new ApiError("userExists");
    await mailToken(c.env, client, { ...user, emailConfirmedAt: null }, "confirm", user.email);
    return c.json({ success: true }, 201);
  })

  .post("/confirm-email", validate("json", tokenBody), async (c) => {
    const client = db(c.env);
    const token = await consumeEmailToken(client, c.req.valid("json").token ?? "", ["confirm", "email-change"]);
    if (!token) throw new ApiError("invalidToken");
    const user = await client.select().from(users).where(eq(users.id, token.userId)).get();
    if (!user) throw new ApiError("invalidToken");
    const now = new Date();
    if (token.purpose === "confirm") {
      await client
        .update(users)
        .set({ emailConfirmedAt: user.emailConfirmedAt ?? now })
        .where(eq(users.id, user.id));
      return c.json({ success: true });
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
    return c.json({ success: true });
  })

  // The one-click link mailed to the old address when a change starts: "this was not me".
  .post("/cancel-email-change", validate("json", tokenBody), async (c) => {
    const client = db(c.env);
    const token = await consumeEmailToken(client, c.req.valid("json").token ?? "", ["email-change-cancel"]);
    if (!token) throw new ApiError("invalidToken");
    const now = Date.now();
    await client.batch([
      client.update(users).set({ changingEmail: null }).where(eq(users.id, token.userId)),
      voidEmailTokens(client, token.userId, ["email-change"], now),
      // Whoever started the change holds a session: every sign-in ends.
      revokeUserSessions(client, token.userId, null, now),
    ]);
    return c.json({ success: true });
  })

  .post("/resend-confirmation", rateLimited("EMAIL_LIMITER"), validate("json", resendBody), async (c) => {
    const email = normaliseEmail(c.req.valid("json").email ?? "");
    if (!email) throw new ApiError("emailRequired");
    if (!isEmail(email)) throw new ApiError("emailNotValid");
    const client = db(c.env);
    const user = await findUserByEmail(client, email);
    // The same answer either way, so the endpoint does not reveal which addresses have accounts.
    if (user && !user.emailConfirmedAt) await mailToken(c.env, client, user, "confirm", user.email);
    return c.json({ success: true });
  })

  .post("/login", rateLimited("LOGIN_CLIENT_LIMITER"), validate("json", loginBody), async (c) => {
    const body = c.req.valid("json");
    await enforceRateLimit(c.env.LOGIN_LIMITER, `${clientIp(c)}:${c.req.path}:${body.email}`);
    // No account has an address that is not one: nothing to count, the same 401 as a wrong password.
    if (!isEmail(body.email)) {
      await dummyVerify(c.env, body.password);
      throw new ApiError("wrongCredentials");
    }
    // Counted before anything about the account is read, so known and unknown
    // addresses answer alike, and atomically (see login-failures.ts).
    const { captchaRequired } = await countLoginAttempt(c.env, body.email);
    if (captchaRequired && !(await captchaPasses(c, body.recaptchaToken, "login"))) {
      throw new ApiError("captchaFailed");
    }
    const client = db(c.env);
    const user = await findUserByEmail(client, body.email);
    if (!user) {
      await dummyVerify(c.env, body.password);
      throw new ApiError("wrongCredentials");
    }
    const check = await verifyPassword(c.env, body.password, user.passwordHash);
    if (!check.ok) throw new ApiError("wrongCredentials");
    await clearLoginFailures(c.env, body.email);
    const passwordHash = check.needsRehash ? await hashPassword(c.env, body.password) : user.passwordHash;
    if (check.needsRehash) await client.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Checked after the password, so only the owner learns the address is unconfirmed.
    if (!user.emailConfirmedAt) throw new ApiError("emailNotConfirmed");
    return signIn(c, client, { ...user, passwordHash });
  })

  .get("/login", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    return c.json({ user: await toUserJson(c.env, db(c.env), user) });
  })

  .post("/refresh-token", async (c) => {
    const token = readRefreshCookie(c);
    if (!token) throw new ApiError("unauthorized");
    const client = db(c.env);
    const rotated = await rotateSession(c.env, client, token);
    if (!rotated.ok) {
      clearRefreshCookie(c);
      throw new ApiError("unauthorized");
    }
    const user = await client.select().from(users).where(eq(users.id, rotated.userId)).get();
    if (!user) {
      clearRefreshCookie(c);
      throw new ApiError("unauthorized");
    }
    setRefreshCookie(c, rotated.token);
    return c.json({ accessToken: await signAccessToken(c.env, authUserOf(user)) });
  })

  .post("/logout", async (c) => {
    const token = readRefreshCookie(c);
    if (token) await revokeSessionByToken(db(c.env), token);
    clearRefreshCookie(c);
    return c.json({ success: true });
  })

  .post("/forgot-password", rateLimited("EMAIL_LIMITER"), validate("json", forgotBody), async (c) => {
    const body = c.req.valid("json");
    // SPEC §8: the screen reads a 404 carrying the captcha message as "complete the captcha".
    if (!(await captchaPasses(c, body.captchaValue, "forgot-password"))) throw new ApiError("resetCaptchaFailed");
    const client = db(c.env);
    const user = await findUserByEmail(client, body.email);
    if (!user) throw new ApiError("emailNotFound");
    await mailToken(c.env, client, user, "reset", user.email);
    return c.json({ success: true });
  })

  .post("/reset-password", validate("json", resetBody), async (c) => {
    const body = c.req.valid("json");
    if (!body.token) throw new ApiError("invalidToken");
    if (!body.newPassword || !isValidPassword(body.newPassword)) throw new ApiError("invalidPassword");
    const client = db(c.env);
    // The password is hashed before the token is used, so a failure here does not burn the link.
    const passwordHash = await hashPassword(c.env, body.newPassword);
    const token = await consumeEmailToken(client, body.token, ["reset"]);
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
    if (user) await clearLoginFailures(c.env, user.email);
    return c.json({ success: true });
  });
