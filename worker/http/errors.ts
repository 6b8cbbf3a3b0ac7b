import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiMessage } from "../../shared/messages";
import { RATE_LIMIT_WAIT_SECONDS } from "../../shared/constants";

interface ErrorEntry {
  status: ContentfulStatusCode;
  message: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * Every error the API answers with: its code, status and the spec's wording (shared/messages.ts,
 * docs/product.md §8), which the SPA maps to translated text. One message may have two codes where the spec
 * gives it two statuses (the captcha on sign-up and on password reset).
 */
export const API_ERRORS = {
  // Requests
  missingFields: { status: 400, message: ApiMessage.missingFields },
  invalidData: { status: 400, message: ApiMessage.invalidData },
  unauthorized: { status: 401, message: ApiMessage.unauthorized },
  loginRequired: { status: 401, message: ApiMessage.loginRequired },
  forbidden: { status: 403, message: ApiMessage.forbidden },
  foreignOrigin: { status: 403, message: ApiMessage.foreignOrigin },
  notFound: { status: 404, message: ApiMessage.notFound },
  preconditionFailed: { status: 412, message: ApiMessage.preconditionFailed },
  bodyTooLarge: { status: 413, message: ApiMessage.bodyTooLarge },
  rangeNotSatisfiable: { status: 416, message: ApiMessage.rangeNotSatisfiable },
  // Not a browser request: the SPA never sees it, so it has no spec wording.
  webSocketExpected: { status: 426, message: "Expected a WebSocket upgrade" },
  internal: { status: 500, message: ApiMessage.internal },
  tooManyRequests: {
    status: 429,
    message: ApiMessage.tooManyRequests,
    details: { retryAfter: RATE_LIMIT_WAIT_SECONDS },
    headers: { "Retry-After": String(RATE_LIMIT_WAIT_SECONDS) },
  },
  // Accounts
  userExists: { status: 400, message: ApiMessage.userExists },
  captchaFailed: { status: 400, message: ApiMessage.captchaFailed },
  // docs/product.md §8: the forgot-password screen reads a 404 carrying the captcha message as "complete the captcha".
  resetCaptchaFailed: { status: 404, message: ApiMessage.captchaFailed },
  invalidToken: { status: 400, message: ApiMessage.invalidToken },
  emailRequired: { status: 400, message: ApiMessage.emailRequired },
  emailNotValid: { status: 400, message: ApiMessage.emailNotValid },
  invalidEmail: { status: 400, message: ApiMessage.invalidEmail },
  invalidPassword: { status: 400, message: ApiMessage.invalidPassword },
  passwordNotMatch: { status: 400, message: ApiMessage.passwordNotMatch },
  wrongCredentials: { status: 401, message: ApiMessage.wrongCredentials },
  emailNotConfirmed: { status: 403, message: ApiMessage.emailNotConfirmed },
  emailNotFound: { status: 404, message: ApiMessage.emailNotFound },
  wrongCurrentPassword: { status: 405, message: ApiMessage.wrongCurrentPassword },
  emailExists: { status: 409, message: ApiMessage.emailExists },
  profileLimit: { status: 400, message: ApiMessage.profileLimit },
  // The send_email binding refused or failed: nothing was kept that blocks trying again (worker/mail/mailer.ts).
  mailNotSent: { status: 503, message: ApiMessage.mailNotSent, headers: { "Retry-After": "60" } },
  // Stories
  ideasRequired: { status: 400, message: ApiMessage.ideasRequired },
  tooManyIdeas: { status: 400, message: ApiMessage.tooManyIdeas },
  ideaTooLong: { status: 400, message: ApiMessage.ideaTooLong },
  unsafeIdeas: { status: 400, message: ApiMessage.unsafeIdeas },
  feedbackRequired: { status: 400, message: ApiMessage.feedbackRequired },
  feedbackTooLong: { status: 400, message: ApiMessage.feedbackTooLong },
  ownStoryReport: { status: 400, message: ApiMessage.ownStoryReport },
  weeklyLimit: { status: 403, message: ApiMessage.weeklyLimit },
  declinedByReview: { status: 403, message: ApiMessage.declinedByReview },
  pdfUpgradeRequired: { status: 403, message: ApiMessage.pdfUpgradeRequired },
  pdfLinkInvalid: { status: 403, message: ApiMessage.pdfLinkInvalid },
  storyNotFound: { status: 404, message: ApiMessage.storyNotFound },
  pdfNotFound: { status: 404, message: ApiMessage.pdfNotFound },
  feedbackExists: { status: 409, message: ApiMessage.feedbackExists },
  alreadyReported: { status: 409, message: ApiMessage.alreadyReported },
  creationUnavailable: { status: 503, message: ApiMessage.creationUnavailable },
  dailyStoryBudget: { status: 503, message: ApiMessage.dailyStoryBudget },
  // Subscription
  noSubscription: { status: 400, message: ApiMessage.noSubscription },
  samePlan: { status: 400, message: ApiMessage.samePlan },
  notEnding: { status: 400, message: ApiMessage.notEnding },
  // The sandbox's own form: a payment that is not (or no longer) waiting, or a test card that fails.
  paymentInvalid: { status: 400, message: ApiMessage.paymentFailed },
  invalidWebhookSignature: { status: 400, message: ApiMessage.invalidWebhookSignature },
  paymentDeclined: { status: 402, message: ApiMessage.paymentFailed },
  // Nothing to manage: the account has never had a customer at the provider.
  noBillingAccount: { status: 404, message: ApiMessage.noBillingAccount },
  alreadySubscribed: { status: 409, message: ApiMessage.alreadySubscribed },
  billingFailed: { status: 502, message: ApiMessage.billingFailed },
  billingUnavailable: { status: 503, message: ApiMessage.billingUnavailable },
  // Family recordings
  invalidLevels: { status: 400, message: ApiMessage.invalidLevels },
  readerLimit: { status: 400, message: ApiMessage.readerLimit },
  recordingTooLong: { status: 400, message: ApiMessage.recordingTooLong },
  unsafeReaderName: { status: 400, message: ApiMessage.unsafeReaderName },
  readerNotFound: { status: 404, message: ApiMessage.readerNotFound },
  recordingTooLarge: { status: 413, message: ApiMessage.recordingTooLarge },
  notAudio: { status: 415, message: ApiMessage.notAudio },
  // Admin
  configTooDeep: { status: 400, message: ApiMessage.configTooDeep },
  moderationCoverage: { status: 400, message: ApiMessage.moderationCoverage },
  moderationLetThrough: { status: 400, message: ApiMessage.moderationLetThrough },
  keyExists: { status: 409, message: ApiMessage.keyExists },
} as const satisfies Record<string, ErrorEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorOptions {
  /** A more precise spec wording of the same error: a field's own message, a refusal in the story's language. */
  message?: string;
  /** Headers that depend on the request (a range error's Content-Range). */
  headers?: Record<string, string>;
}

/**
 * The one error type of the API: thrown by code, answered by the error handler from API_ERRORS as
 * `{ message, ...details }` with the code's status and headers.
 */
export class ApiError extends Error {
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ApiErrorCode,
    details: Record<string, unknown> = {},
    options: ApiErrorOptions = {},
  ) {
    const entry: ErrorEntry = API_ERRORS[code];
    super(options.message ?? entry.message);
    this.name = "ApiError";
    this.details = { ...entry.details, ...details };
    this.headers = { ...entry.headers, ...options.headers };
  }

  get status(): ContentfulStatusCode {
    return API_ERRORS[this.code].status;
  }
}

/** 429 with the seconds until the refusing limit allows again, where that is known (not docs/product.md's 180). */
export function tooManyRequestsFor(retryAfter: number): ApiError {
  return new ApiError("tooManyRequests", { retryAfter }, { headers: { "Retry-After": String(retryAfter) } });
}
