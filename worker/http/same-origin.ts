import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * For routes the refresh cookie authenticates (the users API, where the cookie is scoped):
 * a state-changing request sent by a page of another site is refused with 403, so no other
 * site can sign a reader out or spend their refresh token, whatever SameSite a browser
 * honours. A request without Origin or Sec-Fetch-Site (curl, a server, a test) is no
 * browser's cross-site request and goes through. hono/csrf is not used: it refuses those,
 * answers in plain text and lets JSON bodies through unchecked.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const allowed = [new URL(c.req.url).origin, new URL(c.env.APP_URL).origin];
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const foreign =
    origin !== undefined ? !allowed.includes(origin) : fetchSite === "cross-site" || fetchSite === "same-site";
  if (foreign) throw new ApiError("foreignOrigin");
  return next();
});
