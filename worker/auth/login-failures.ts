import { hmacSha256 } from "./email-tokens";
import { CAPTCHA_AFTER_FAILED_LOGINS } from "../../shared/constants";

/**
 * Failed sign-ins counted per submitted address, known or not, so the answers
 * (401, then "captcha failed" without a captcha) come in the same order for an
 * address with an account and one without: login cannot tell which exist.
 *
 * An attempt is counted before its password is checked, in one upsert that
 * returns the new count: ten parallel attempts get ten different counts, so at
 * most CAPTCHA_AFTER_FAILED_LOGINS of them pass without a captcha. A correct
 * password clears the count.
 */
/** Keyed with the pepper: the table alone does not say which addresses were tried. */
const addressKey = (env: Pick<Env, "PASSWORD_PEPPER">, email: string) =>
  hmacSha256(`login-failures:${env.PASSWORD_PEPPER}`, email, "hex");

/** Counts one sign-in attempt for `email`; true when this attempt needs a captcha. */
export async function countLoginAttempt(
  env: Pick<Env, "DB" | "PASSWORD_PEPPER">,
  email: string,
  now = Date.now(),
): Promise<{ captchaRequired: boolean }> {
  const row = await env.DB.prepare(
    `INSERT INTO login_failures (email_hash, failures, updated_at) VALUES (?1, 1, ?2)
     ON CONFLICT (email_hash) DO UPDATE SET failures = failures + 1, updated_at = ?2
     RETURNING failures`,
  )
    .bind(await addressKey(env, email), now)
    .first<{ failures: number }>();
  // This attempt is counted too: the first CAPTCHA_AFTER_FAILED_LOGINS go through without one.
  return { captchaRequired: (row?.failures ?? Number.POSITIVE_INFINITY) > CAPTCHA_AFTER_FAILED_LOGINS };
}

/** A successful sign-in (or a password reset) starts the count again. */
export async function clearLoginFailures(env: Pick<Env, "DB" | "PASSWORD_PEPPER">, email: string): Promise<void> {
  await env.DB.prepare("DELETE FROM login_failures WHERE email_hash = ?1").bind(await addressKey(env, email)).run();
}

/** How long an address's failed sign-ins are remembered after the last one. */
const LOGIN_FAILURES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Housekeeping: a failure count left alone this long starts again from zero. */
export async function forgetOldLoginFailures(env: Pick<Env, "DB">, now: Date): Promise<void> {
  await env.DB.prepare("DELETE FROM login_failures WHERE updated_at < ?1").bind(now.getTime() - LOGIN_FAILURES_KEPT_MS).run();
}
