import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RATE_LIMIT_WAIT_SECONDS } from "../../../shared/constants";
import { ApiMessage } from "../../../shared/messages";
import { ApiRequestError } from "../../shared/api/client";

/**
 * Maps the account API's statuses and messages (docs/product.md §8) to translated text.
 * The server's English `message` is only ever matched, never shown, except
 * the per-field messages of an `errors` list, which have no fixed wording.
 */

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  email: msg`E-mail`,
  password: msg`Password`,
  newPassword: msg`New password`,
  name: msg`Name`,
  dateOfBirth: msg`Date of birth`,
  gender: msg`Gender`,
  preferredLanguage: msg`Preferred language`,
  captchaValue: msg`Captcha`,
  recaptchaToken: msg`Captcha`,
  token: msg`Link`,
};

export function fieldName(field: string, i18n: I18n): string {
  const name = FIELD_NAMES[field];
  return name ? i18n._(name) : field;
}

export function tooManyRequestsText(i18n: I18n): string {
  const minutes = RATE_LIMIT_WAIT_SECONDS / 60;
  return i18n._(msg`Too many requests. Please wait ${minutes} minutes and try again.`);
}

/** When the server says how long its refusal lasts (registration does): the time to try again. */
function tryAgainAtText(i18n: I18n, retryAfterSeconds: number): string {
  const time = i18n.date(new Date(Date.now() + retryAfterSeconds * 1000), { timeStyle: "short" });
  return i18n._(msg`Too many requests. Please try again after ${time}.`);
}

export function completeCaptchaText(i18n: I18n): string {
  return i18n._(msg`Please complete the captcha`);
}

function isApiError(error: unknown, status?: number): error is ApiRequestError {
  return error instanceof ApiRequestError && (status === undefined || error.status === status);
}

/** 503 "mailNotSent": the server kept nothing that blocks trying again (worker/mail/mailer.ts). */
export function isMailNotSent(error: unknown): boolean {
  return isApiError(error, 503) && error.body.message === ApiMessage.mailNotSent;
}

export type LoginFailure = "emailNotConfirmed" | "tooManyRequests" | "captcha" | "credentials";

/** docs/product.md §8 login; only "credentials" counts as a failed attempt. */
export function loginFailure(error: unknown): LoginFailure {
  if (isApiError(error, 403)) return "emailNotConfirmed";
  if (isApiError(error, 429)) return "tooManyRequests";
  if (isApiError(error) && error.body.message === ApiMessage.captchaFailed) return "captcha";
  return "credentials";
}

export function registerErrorText(error: unknown, i18n: I18n): string {
  if (!isApiError(error)) return i18n._(msg`Registration error`);
  if (isMailNotSent(error)) {
    return i18n._(msg`Your account was not created: the confirmation e-mail could not be sent. Please try again in a few minutes.`);
  }
  if (error.status === 429) {
    const { retryAfter } = error.body;
    return retryAfter === undefined ? tooManyRequestsText(i18n) : tryAgainAtText(i18n, retryAfter);
  }
  const { message, missingFields, errors } = error.body;
  if (error.status === 400) {
    if (missingFields && missingFields.length > 0) {
      const fields = missingFields.map((field) => fieldName(field, i18n)).join(", ");
      return i18n._(msg`Please provide: ${fields}`);
    }
    if (message === ApiMessage.passwordNotValid) return i18n._(msg`Password must be at least 6 characters with a letter and a digit`);
    if (message === ApiMessage.invalidLanguage) return i18n._(msg`Please choose a supported language.`);
    if (message === ApiMessage.userExists) return i18n._(msg`Email already exists`);
    if (message === ApiMessage.captchaFailed) return completeCaptchaText(i18n);
    if (errors && errors.length > 0) {
      return errors.map((item) => `${fieldName(item.field, i18n)}: ${item.message}`).join("\n");
    }
  }
  return i18n._(msg`Registration error`);
}

export function resendConfirmationErrorText(error: unknown, i18n: I18n): string {
  if (isApiError(error, 429)) return tooManyRequestsText(i18n);
  if (isMailNotSent(error)) return i18n._(msg`The confirmation e-mail could not be sent just now. Please try again in a few minutes.`);
  if (
    isApiError(error, 400) &&
    (error.body.message === ApiMessage.emailNotValid || error.body.message === ApiMessage.emailRequired)
  ) {
    return i18n._(msg`Please enter a valid e-mail address.`);
  }
  return i18n._(msg`The confirmation e-mail could not be sent. Please try again.`);
}

/** docs/product.md §8 forgot password; "captcha" means the page must show and require the captcha again. */
export function forgotPasswordErrorText(error: unknown, i18n: I18n): string {
  if (isApiError(error, 429)) return tooManyRequestsText(i18n);
  if (isMailNotSent(error)) return i18n._(msg`The reset e-mail could not be sent just now. Please try again in a few minutes.`);
  if (isApiError(error, 404)) {
    if (error.body.message === ApiMessage.captchaFailed) return completeCaptchaText(i18n);
    return i18n._(msg`Email doesn't exist.`);
  }
  return i18n._(msg`Failed to send the reset e-mail.`);
}
