import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../types";
import { ApiMessage } from "../../shared/messages";
import { ApiError } from "./errors";

/**
 * Maps every failure to a JSON body `{ message, ... }`. Expected failures
 * (ApiError, Hono's HTTPException such as body-limit or malformed JSON) are
 * answered quietly; anything else is logged with the request id and hidden
 * behind a generic 500.
 */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ message: err.message, ...err.details }, err.status);
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
  return c.json({ message: ApiMessage.internal, requestId: c.get("requestId") }, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: ApiMessage.notFound }, 404);
