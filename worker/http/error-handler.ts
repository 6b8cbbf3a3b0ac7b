import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import { API_ERRORS, ApiError } from "./errors";

/**
 * Maps every failure to a JSON body `{ message, ... }`. Expected failures
 * (ApiError, answered from API_ERRORS; Hono's HTTPException such as malformed
 * JSON) are answered quietly; anything else is logged with the request id and
 * hidden behind a generic 500.
 */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ message: err.message, ...err.details }, API_ERRORS[err.code].status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? ApiMessage.bodyTooLarge : err.message || ApiMessage.invalidData;
    return c.json({ message }, status);
  }
  console.error(
    JSON.stringify({
      level: "error",
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    }),
  );
  return c.json({ message: API_ERRORS.internal.message, requestId: c.get("requestId") }, API_ERRORS.internal.status);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: API_ERRORS.notFound.message }, API_ERRORS.notFound.status);
