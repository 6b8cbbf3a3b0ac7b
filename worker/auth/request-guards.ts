/** What the account routes check before their work: per-client and per-account rates, the captcha. */
import { type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clientIp, enforceRateLimit, enforceRegistrationAttempts } from "./rate-limit";
import { verifyTurnstile } from "./turnstile";
import type { AppEnv, AuthUser } from "../types";
import { type CaptchaAction } from "../../shared/constants";

type Limiter = "LOGIN_LIMITER" | "EMAIL_LIMITER" | "LOGIN_CLIENT_LIMITER";

/** Rate limit per client address and route, before the body is even read. */
export const rateLimited = (limiter: Limiter) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c.env[limiter], `${clientIp(c)}:${c.req.path}`);
    await next();
  });

/** Registration attempts per client address, before the body is read (Retry-After: the true wait). */
export const registrationLimited = createMiddleware<AppEnv>(async (c, next) => {
  await enforceRegistrationAttempts(c.env, clientIp(c));
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

export function requestHost(c: Context): string {
  return new URL(c.env.APP_URL).hostname;
}

export async function captchaPasses(c: Context<AppEnv>, token: string | null | undefined, action: CaptchaAction): Promise<boolean> {
  return verifyTurnstile(c.env, {
    token,
    remoteIp: c.req.header("CF-Connecting-IP"),
    action,
    // Every deployed environment pins the hostname; only local runs serve from any host.
    hostname: c.env.ENVIRONMENT === "development" ? undefined : requestHost(c),
  });
}

