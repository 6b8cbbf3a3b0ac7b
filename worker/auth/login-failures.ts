import { hmacSha256 } from "./email-tokens";
import { deleteLoginFailures, deleteLoginFailuresBefore, upsertLoginFailure } from "./queries";
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
  const failures = await upsertLoginFailure(env.DB, await addressKey(env, email), now);
  // This attempt is counted too: the first CAPTCHA_AFTER_FAILED_LOGINS go through without one.
  return { captchaRequired: (failures ?? Number.POSITIVE_INFINITY) > CAPTCHA_AFTER_FAILED_LOGINS };
}

/** A successful sign-in (or a password reset) starts the count again. */
export async function clearLoginFailures(env: Pick<Env, "DB" | "PASSWORD_PEPPER">, email: string): Promise<void> {
  await deleteLoginFailures(env.DB, await addressKey(env, email));
}

/** How long an address's failed sign-ins are remembered after the last one. */
const LOGIN_FAILURES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Housekeeping: a failure count left alone this long starts again from zero. */
export async function forgetOldLoginFailures(d1: D1Database, now: Date): Promise<void> {
  await deleteLoginFailuresBefore(d1, now.getTime() - LOGIN_FAILURES_KEPT_MS);
}
