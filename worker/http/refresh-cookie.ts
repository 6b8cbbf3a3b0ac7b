/**
 * The refresh session's cookie (worker/auth/refresh-sessions.ts): HttpOnly, scoped to the users API.
 * Here, below auth, because the edge cache (edge-cache.ts) also reads its name: a request carrying it
 * is a signed-in person's and never shares a cached answer.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

export const REFRESH_COOKIE = "fabulo_refresh";
export const REFRESH_COOKIE_PATH = "/api/users";
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

export function setRefreshCookie(c: Context, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TTL_SECONDS,
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, { httpOnly: true, secure: true, sameSite: "Strict", path: REFRESH_COOKIE_PATH });
}
