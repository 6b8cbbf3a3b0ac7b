import { and, eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { signAccessToken } from "../auth/access-token";
import { consumeEmailToken, issueEmailToken, voidEmailTokens } from "../auth/email-tokens";
import { clearLoginFailures, countLoginAttempt } from "../auth/login-failures";
import { requireUser } from "../auth/middleware";
import { dummyVerify, hashPassword, verifyPassword } from "../auth/passwords";
import { clientIp, enforceRateLimit } from "../auth/rate-limit";
import {
  clearRefreshCookie,
  createSession,
  familyOfToken,
  readRefreshCookie,
  revokeSessionByToken,
  revokeUserSessions,
  rotateSession,
  setRefreshCookie,
} from "../auth/refresh-sessions";
import { verifyTurnstile } from "../auth/turnstile";
import { db, type Db } from "../db/client";
import { newId } from "../db/ids";
import { LANGUAGES, users, type EmailTokenPurpose, type Language } from "../db/schema";
import { ApiError, badRequest, conflict, forbidden, notFound, unauthorized } from "../http/errors";
import { isPlainText, validate } from "../http/validate";
import { createMailer } from "../mail/mailer";
import { renderMail, type MailKind } from "../mail/templates";
import type { AppEnv, AuthUser } from "../types";
import { loadCaller } from "../users/caller";
import { toUserJson, type UserRow } from "../users/user-json";
import { isValidPassword, type CaptchaAction } from "../../shared/constants";
import { ApiMessage } from "../../shared/messages";
import { dateOfBirthSchema, genderSchema, nameSchema, profileRoutes } from "./profiles";

const MAX_EMAIL_LENGTH = 254;
const MAX_PASSWORD_LENGTH = 1024;

const emailFormat = z.email();
const isEmail = (value: string) => value.length <= MAX_EMAIL_LENGTH && emailFormat.safeParse(value).success;
const normaliseEmail = (value: string) => value.trim().toLowerCase();

const languageSchema = z.enum(LANGUAGES, { error: ApiMessage.invalidLanguage });
const passwordInput = z.string().min(1).max(MAX_PASSWORD_LENGTH);

type Limiter = "LOGIN_LIMITER" | "REGISTER_LIMITER" | "EMAIL_LIMITER" | "LOGIN_CLIENT_LIMITER";

/** Rate limit per client address and route, before the body is even read. */
const rateLimited = (limiter: Limiter) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c.env[limiter], `${clientIp(c)}:${c.req.path}`);
    await next();
  });

/**
 * Rate limit per account on the routes that check the current password or send
 * mail from a signed-in session: a stolen access token cannot guess the
 * password or flood inboxes. One budget for both routes.
 */
const accountRateLimited = createMiddleware<AppEnv & { Variables: { user: AuthUser } }>(async (c, next) => {
  await enforceRateLimit(c.env.ACCOUNT_LIMITER, `account:${c.get("user").id}`);
  await next();
});

function requestHost(c: Context): string {
  return new URL(c.env.APP_URL).hostname;
}

async function captchaPasses(c: Context<AppEnv>, token: string | null | undefined, action: CaptchaAction): Promise<boolean> {
  return verifyTurnstile(c.env, {
    token,
    remoteIp: c.req.header("CF-Connecting-IP"),
    action,
    // Every deployed environment pins the hostname; only local runs serve from any host.
    hostname: c.env.ENVIRONMENT === "development" ? undefined : requestHost(c),
  });
}

async function findUserByEmail(client: Db, email: string): Promise<UserRow | undefined> {
  return client.select().from(users).where(eq(users.email, email)).get();
}

const authUserOf = (row: UserRow): AuthUser => ({
  id: row.id,
  role: row.role,
  plan: row.subscriptionLevel,
  language: row.preferredLanguage,
});

const LINK_PATH: Record<EmailTokenPurpose, string> = {
  confirm: "/confirm-email",
  "email-change": "/confirm-email",
  "email-change-cancel": "/cancel-email-change",
  reset: "/reset-password",
};

/** Issues a one-time token and mails its link, in the user's language, to `to`. */
async function mailToken(
  env: Env,
  client: Db,
  user: { id: string; name: string; preferredLanguage: Language },
  purpose: EmailTokenPurpose,
  to: string,
): Promise<void> {
  const token = await issueEmailToken(client, { userId: user.id, purpose, email: to });
  const link = `${env.APP_URL.replace(/\/$/, "")}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`;
  const kind: MailKind = purpose;
  const content = renderMail(kind, user.preferredLanguage, user.name, link);
  await createMailer(env).send({ to, ...content, links: [link] });
}

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

/**
 * What a new password ends, besides the password: every other sign-in, any
 * pending e-mail change (the caller also clears `changingEmail`) and every
 * outstanding e-mail link, so a session stolen before the change cannot finish
 * moving the account to another inbox.
 */
function passwordChangedStatements(client: Db, userId: string, keepFamily: string | null, now = Date.now()) {
  return [revokeUserSessions(client, userId, keepFamily, now), voidEmailTokens(client, userId, undefined, now)] as const;
}

/** Answers a successful sign-in: a new refresh family in the cookie and an access token. */
async function signIn(c: Context<AppEnv>, client: Db, user: UserRow) {
  setRefreshCookie(c, await createSession(client, user.id));
  const accessToken = await signAccessToken(c.env, authUserOf(user));
  return c.json({ accessToken, user: await toUserJson(c.env, client, user) });
}

/** /api/users — accounts (SPEC §4, §5, §7, §8). */
export const usersRoutes = new Hono<AppEnv>()
  .post("/register", rateLimited("REGISTER_LIMITER"), validate("json", registerBody), async (c) => {
    const body = c.req.valid("json");
    if (!(await captchaPasses(c, body.captchaValue, "register"))) throw badRequest(ApiMessage.captchaFailed);
    const client = db(c.env);
    if (await findUserByEmail(client, body.email)) throw badRequest(ApiMessage.userExists);
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
    if (inserted.length === 0) throw badRequest(ApiMessage.userExists);
    await mailToken(c.env, client, user, "confirm", user.email);
    return c.json({ success: true }, 201);
  })

  .post("/confirm-email", validate("json", tokenBody), async (c) => {
    const client = db(c.env);
    const token = await consumeEmailToken(client, c.req.valid("json").token ?? "", ["confirm", "email-change"]);
    if (!token) throw badRequest(ApiMessage.invalidToken);
    const user = await client.select().from(users).where(eq(users.id, token.userId)).get();
    if (!user) throw badRequest(ApiMessage.invalidToken);
    const now = new Date();
    if (token.purpose === "confirm") {
      await client
        .update(users)
        .set({ emailConfirmedAt: user.emailConfirmedAt ?? now })
        .where(eq(users.id, user.id));
      return c.json({ success: true });
    }
    // E-mail change: the token names the new address; it must still be the pending one.
    if (user.changingEmail !== token.email) throw badRequest(ApiMessage.invalidToken);
    const taken = await findUserByEmail(client, token.email);
    if (taken && taken.id !== user.id) throw conflict(ApiMessage.emailExists);
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
    if (!token) throw badRequest(ApiMessage.invalidToken);
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
    if (!email) throw badRequest(ApiMessage.emailRequired);
    if (!isEmail(email)) throw badRequest(ApiMessage.emailNotValid);
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
      throw unauthorized(ApiMessage.wrongCredentials);
    }
    // Counted before anything about the account is read, so known and unknown
    // addresses answer alike, and atomically (see login-failures.ts).
    const { captchaRequired } = await countLoginAttempt(c.env, body.email);
    if (captchaRequired && !(await captchaPasses(c, body.recaptchaToken, "login"))) {
      throw badRequest(ApiMessage.captchaFailed);
    }
    const client = db(c.env);
    const user = await findUserByEmail(client, body.email);
    if (!user) {
      await dummyVerify(c.env, body.password);
      throw unauthorized(ApiMessage.wrongCredentials);
    }
    const check = await verifyPassword(c.env, body.password, user.passwordHash);
    if (!check.ok) throw unauthorized(ApiMessage.wrongCredentials);
    await clearLoginFailures(c.env, body.email);
    const passwordHash = check.needsRehash ? await hashPassword(c.env, body.password) : user.passwordHash;
    if (check.needsRehash) await client.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Checked after the password, so only the owner learns the address is unconfirmed.
    if (!user.emailConfirmedAt) throw forbidden(ApiMessage.emailNotConfirmed);
    return signIn(c, client, { ...user, passwordHash });
  })

  .get("/login", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    return c.json({ user: await toUserJson(c.env, db(c.env), user) });
  })

  .post("/refresh-token", async (c) => {
    const token = readRefreshCookie(c);
    if (!token) throw unauthorized();
    const client = db(c.env);
    const rotated = await rotateSession(c.env, client, token);
    if (!rotated.ok) {
      clearRefreshCookie(c);
      throw unauthorized();
    }
    const user = await client.select().from(users).where(eq(users.id, rotated.userId)).get();
    if (!user) {
      clearRefreshCookie(c);
      throw unauthorized();
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
    if (!(await captchaPasses(c, body.captchaValue, "forgot-password"))) throw notFound(ApiMessage.captchaFailed);
    const client = db(c.env);
    const user = await findUserByEmail(client, body.email);
    if (!user) throw notFound(ApiMessage.emailNotFound);
    await mailToken(c.env, client, user, "reset", user.email);
    return c.json({ success: true });
  })

  .post("/reset-password", validate("json", resetBody), async (c) => {
    const body = c.req.valid("json");
    if (!body.token) throw badRequest(ApiMessage.invalidToken);
    if (!body.newPassword || !isValidPassword(body.newPassword)) throw badRequest(ApiMessage.invalidPassword);
    const client = db(c.env);
    // The password is hashed before the token is used, so a failure here does not burn the link.
    const passwordHash = await hashPassword(c.env, body.newPassword);
    const token = await consumeEmailToken(client, body.token, ["reset"]);
    if (!token) throw badRequest(ApiMessage.invalidToken);
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
  })

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
      if (!body.currentPassword) throw new ApiError(400, ApiMessage.missingFields, { missingFields: ["currentPassword"] });
      const email = normaliseEmail(body.email);
      if (!isEmail(email)) throw badRequest(ApiMessage.invalidEmail);
      await enforceRateLimit(c.env.ACCOUNT_LIMITER, `account:${user.id}`);
      const check = await verifyPassword(c.env, body.currentPassword, user.passwordHash);
      if (!check.ok) throw new ApiError(405, ApiMessage.wrongCurrentPassword);
      if (email === user.email) {
        // Asking for the current address cancels a pending change.
        [updated] = await client.update(users).set({ changingEmail: null }).where(eq(users.id, user.id)).returning();
        await voidEmailTokens(client, user.id, ["email-change", "email-change-cancel"]);
      } else {
        const taken = await findUserByEmail(client, email);
        if (taken) throw conflict(ApiMessage.emailExists);
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
      if (!name) throw new ApiError(400, ApiMessage.missingFields, { missingFields: ["name"] });
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
    if (!updated) throw unauthorized();
    return c.json({ user: await toUserJson(c.env, client, updated) });
  })

  .put("/update-password", requireUser, validate("json", updatePasswordBody), accountRateLimited, async (c) => {
    const body = c.req.valid("json");
    const user = await loadCaller(c.env, c.get("user"));
    const check = await verifyPassword(c.env, body.currentPassword, user.passwordHash);
    if (!check.ok) throw new ApiError(405, ApiMessage.wrongCurrentPassword);
    if (body.newPassword !== body.confirmPassword) throw badRequest(ApiMessage.passwordNotMatch);
    if (!isValidPassword(body.newPassword)) throw badRequest(ApiMessage.invalidPassword);
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

  .route("/profiles", profileRoutes);
