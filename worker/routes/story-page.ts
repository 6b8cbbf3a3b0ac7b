import { Hono } from "hono";
import type { AppEnv } from "../types";

/**
 * GET /story/<slug> — the standalone player. The Worker answers first so that
 * it can give the page the story's social meta; the SPA's index.html is the body.
 */
export const storyPageRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const index = await c.env.ASSETS.fetch(new URL("/index.html", c.req.url));
  return new Response(index.body, {
    status: index.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
});
