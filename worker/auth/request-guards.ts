/** What the account routes check before their work: per-client and per-account rates. */
import { createMiddleware } from "hono/factory";
import { enforceRateLimit, enforceRegistrationAttempts } from "./rate-limit";
import { clientIp } from "../http/client-address";
import type { AppEnv, AuthUser } from "../types";

type Limiter = "LOGIN_LIMITER" | "EMAIL_LIMITER" | "LOGIN_CLIENT_LIMITER";

/** Rate limit per client address and route, before the body is even read. */
export const rateLimited = (limiter: Limiter) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c.env[limiter], `${clientIp(c.req.raw)}:${c.req.path}`);
    await next();
  });

/** Registration attempts per client address, before the body is read (Retry-After: the true wait). */
export const registrationLimited = createMiddleware<AppEnv>(async (c, next) => {
  await enforceRegistrationAttempts(c.env, clientIp(c.req.raw));
  await next();
});

/**
 * Rate limit per account on the routes that check the current password or send
 * mail from a signed-in session: a stolen access token cannot guess the
 * password or flood inboxes. One budget for both routes.
 */
export const accountRateLimited = createMiddleware<AppEnv & { Variables: { user: AuthUser } }>(async (c, next) => {
  await enforceRateLimit(c.env.ACCOUNT_LIMITER, `account:${c.get("user").id}`);
  await next();
});
