import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError } from "../../shared/api/client";
import { isMailNotSent, tooManyRequestsText } from "../auth/error-text";

/**
 * docs/product.md §8 profile errors mapped to translated text. The server's English
 * `message` is only matched, never shown.
 */

export function passwordRuleText(i18n: I18n): string {
  return i18n._(msg`Password must be at least 6 characters with a letter and a digit`);
}

export function invalidEmailText(i18n: I18n): string {
  return i18n._(msg`Please enter a valid e-mail address.`);
}

export function invalidDataText(i18n: I18n): string {
  return i18n._(msg`Data provided is invalid`);
}

export function wrongCurrentPasswordText(i18n: I18n): string {
  return i18n._(msg`Your current password is incorrect.`);
}

/** PUT /api/users/user-details (name/date of birth/gender, language or e-mail). */
export function updateErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiRequestError) {
    // An e-mail change checks the current password, at most 5 times a minute.
    if (error.status === 405) return wrongCurrentPasswordText(i18n);
    if (error.status === 429) return tooManyRequestsText(i18n);
    if (error.status === 409) return i18n._(msg`This e-mail is already used. If it is yours, use password recovery.`);
    if (isMailNotSent(error)) return i18n._(msg`Your e-mail was not changed: the confirmation e-mail could not be sent. Please try again in a few minutes.`);
    if (error.status === 400) {
      return error.body.message === ApiMessage.invalidEmail ? invalidEmailText(i18n) : invalidDataText(i18n);
    }
  }
  return i18n._(msg`Updating failed`);
}

/** PUT /api/users/update-password. */
export function passwordErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 405) return wrongCurrentPasswordText(i18n);
    if (error.status === 429) return tooManyRequestsText(i18n);
    if (error.status === 400 && error.body.message === ApiMessage.invalidPassword) return passwordRuleText(i18n);
  }
  return i18n._(msg`Updating password failed`);
}

/** Extra profiles: bad input is named as such, anything else gets the action's own message. */
export function extraProfileErrorText(error: unknown, i18n: I18n, fallback: string): string {
  if (error instanceof ApiRequestError && error.status === 400) return invalidDataText(i18n);
  return fallback;
}

/** DELETE /api/users/me. */
export function deleteAccountErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 405) return wrongCurrentPasswordText(i18n);
    if (error.status === 429) return tooManyRequestsText(i18n);
  }
  return i18n._(msg`Your account could not be deleted. Please try again.`);
}
