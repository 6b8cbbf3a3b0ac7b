import { Hono } from "hono";
import type { AppEnv } from "../types";

/** Paths that are never a page: their unknown addresses answer the JSON 404. */
const NOT_PAGES = /^\/(api|media)(\/|$)/;

/**
 * The SPA's other pages (/login, /profile, /privacy-policy…) and the few static files outside
 * /assets: answered by the static assets as they would be (index.html for a page), but through the
 * Worker (wrangler.toml run_worker_first), so a page gets the Worker's headers and, when it is on,
 * the web-analytics beacon with the CSP that allows it (worker/http/middleware.ts).
 */
export const spaPageRoutes = new Hono<AppEnv>().get("*", (c) => (NOT_PAGES.test(c.req.path) ? c.notFound() : c.env.ASSETS.fetch(c.req.raw)));
