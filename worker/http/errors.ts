import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiMessage } from "../../shared/messages";
import { RATE_LIMIT_WAIT_SECONDS } from "../../shared/constants";

/**
 * The one error type of the API. Handlers throw it; the error handler turns it
 * into `{ message, ...details }` with its status. `message` is the spec's
 * wording (shared/messages.ts), which the SPA maps to translated text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new ApiError(400, message, details);
export const unauthorized = (message: string = ApiMessage.unauthorized) => new ApiError(401, message);
export const forbidden = (message: string = ApiMessage.forbidden) => new ApiError(403, message);
export const notFound = (message: string = ApiMessage.notFound) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
/** 429; `retryAfter` is the seconds until the refusing limit allows again, where it is known. */
export const tooManyRequests = (retryAfter: number = RATE_LIMIT_WAIT_SECONDS) =>
  new ApiError(429, ApiMessage.tooManyRequests, { retryAfter }, { "Retry-After": String(retryAfter) });
