import { createMiddleware } from "hono/factory";
import { ApiError } from "../http/errors";
import type { AppEnv, AuthUser } from "../types";
import { accountExists, verifyAccessToken } from "./access-token";

/**
 * Reads the bearer token when there is one and sets `user`. A missing token
 * leaves the caller a visitor; a present but invalid one is a 401 so the SPA
 * refreshes it (docs/product.md §7) — and so is a valid one whose account was deleted since,
 * here for every route rather than as a failed write in some.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  if (header?.startsWith("Bearer ")) {
    const user = await verifyAccessToken(c.env, header.slice("Bearer ".length).trim());
    if (!user || !(await accountExists(c.var.db, user.id))) throw new ApiError("unauthorized");
    c.set("user", user);
  }
  await next();
});

/** Sign-in required: 401 for visitors. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: AuthUser } }>(async (c, next) => {
  if (!c.get("user")) throw new ApiError("unauthorized");
  await next();
});

/** requireUser, answering with the spec's wording for reactions, feedback and reports (docs/product.md §6). */
export const requireLogin = createMiddleware<AppEnv & { Variables: { user: AuthUser } }>(async (c, next) => {
  if (!c.get("user")) throw new ApiError("loginRequired");
  await next();
});

/** The admin role, checked on the server: 401 for visitors, 403 for other users. */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: AuthUser } }>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw new ApiError("unauthorized");
  if (user.role !== "admin") throw new ApiError("forbidden");
  await next();
});
