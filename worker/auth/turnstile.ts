/**
 * Server-side Turnstile check (siteverify). In development with Cloudflare's
 * documented always-pass test secret no network call is made: the documented
 * dummy token passes and anything else fails, so tests and offline runs behave
 * like production with a real widget.
 */
import { connectingIp } from "../http/client-address";
import { type CaptchaAction } from "../../shared/constants";

export const TURNSTILE_TEST_SECRET = "1x0000000000000000000000000000000AA";
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

interface SiteverifyAnswer {
  success: boolean;
  hostname?: string;
  action?: string;
  "error-codes"?: string[];
}

export interface TurnstileCheck {
  token: string | undefined | null;
  remoteIp?: string;
  /** When given, the token must have been issued on this host. */
  hostname?: string;
  /** When given, the widget's action must match. */
  action?: string;
}

export async function verifyTurnstile(
  env: Pick<Env, "ENVIRONMENT" | "TURNSTILE_SECRET_KEY">,
  check: TurnstileCheck,
): Promise<boolean> {
  const token = check.token?.trim();
  if (!token) return false;
  if (env.ENVIRONMENT === "development" && env.TURNSTILE_SECRET_KEY === TURNSTILE_TEST_SECRET) {
    return token === TURNSTILE_DUMMY_TOKEN;
  }
  const form = new FormData();
  form.append("secret", env.TURNSTILE_SECRET_KEY);
  form.append("response", token);
  if (check.remoteIp) form.append("remoteip", check.remoteIp);
  try {
    const response = await fetch(SITEVERIFY_URL, { method: "POST", body: form });
    if (!response.ok) return false;
    const answer = (await response.json()) as SiteverifyAnswer;
    if (!answer.success) return false;
    if (check.hostname && answer.hostname !== check.hostname) return false;
    if (check.action && answer.action !== check.action) return false;
    return true;
  } catch (error) {
    // An unreachable siteverify must not let requests through; the caller answers "captcha failed".
    console.error(JSON.stringify({ level: "error", event: "turnstile-unreachable", error: String(error) }));
    return false;
  }
}

/** Whether a form's captcha token passes for `action`, checked against the request's address and the app's host. */
export async function captchaPasses(
  env: Pick<Env, "APP_URL" | "ENVIRONMENT" | "TURNSTILE_SECRET_KEY">,
  request: Request,
  token: string | null | undefined,
  action: CaptchaAction,
): Promise<boolean> {
  return verifyTurnstile(env, {
    token,
    remoteIp: connectingIp(request),
    action,
    // Every deployed environment pins the hostname; only local runs serve from any host.
    hostname: env.ENVIRONMENT === "development" ? undefined : new URL(env.APP_URL).hostname,
  });
}
