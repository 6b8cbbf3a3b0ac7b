import { Hono } from "hono";
import type { AppEnv } from "../types";

/** GET /api/health — liveness plus a D1 round trip, so a broken binding shows. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const row = await c.env.DB.prepare("SELECT 1 AS ok").first<{ ok: number }>();
  return c.json({ status: "ok", database: row?.ok === 1 ? "ok" : "unavailable", environment: c.env.ENVIRONMENT });
});
