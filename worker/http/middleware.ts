import { createMiddleware } from "hono/factory";
import { db } from "../db/client";
import type { AppEnv } from "../types";
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders } from "./security-headers";
import { withBeacon } from "./web-analytics";

/**
 * Adds security headers: the full set on HTML, the base set on everything else. HTML also gets the
 * web-analytics beacon when it is on, with the CSP that allows it, so the two never disagree. The token
 * ("" when off) comes from `webAnalyticsToken`, read only for HTML (app.ts passes the configuration's).
 */
export const securityHeaders = (webAnalyticsToken: (env: Pick<Env, "DB">) => Promise<string>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    // A WebSocket upgrade (101) is handed over as is: its response cannot be copied or changed.
    if (c.res.status === 101) return;
    const isHtml = c.res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
    const token = isHtml ? await webAnalyticsToken(c.env) : "";
    const headers = isHtml ? htmlSecurityHeaders({ webAnalytics: token !== "" }) : BASE_SECURITY_HEADERS;
    // Responses from fetch() (e.g. ASSETS) have immutable headers: copy first.
    const page = token ? withBeacon(c.res, token) : c.res;
    c.res = new Response(page.body, page);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

/**
 * hono's requestId() sets its header before the handler runs, and an answer the handler builds itself (a
 * /media file, an HTML page) replaces the response that held it: every answer gets it again on the way out.
 * Placed outside securityHeaders, which hands it a response whose headers can be changed.
 */
export const requestIdOnEveryAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A WebSocket upgrade (101) is handed over as is.
  if (c.res.status !== 101) c.res.headers.set("X-Request-Id", c.get("requestId"));
});

/** API answers and refused media are per-user data: never cached by browsers or shared caches. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

/**
 * The request's drizzle client on the context, so routes pass it to domain functions without
 * importing the database layer (eslint.config.js keeps worker/routes/ free of it).
 */
export const provideDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", db(c.env));
  await next();
});

/**
 * Local runs only (ENVIRONMENT=development): reads to its end a request body the answer left unread
 * (a 413 decided from Content-Length, a refusal before an upload is read). workerd otherwise closes
 * the connection with the body unread, the reset discards the answer, and `vite preview` shows its own
 * error page instead of the Worker's. Cloudflare's edge needs no such help.
 */
export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  const request = c.req.raw;
  await next();
  if (c.env.ENVIRONMENT !== "development" || !request.body || request.bodyUsed || request.body.locked) return;
  await request.body.pipeTo(new WritableStream()).catch(() => undefined);
});
