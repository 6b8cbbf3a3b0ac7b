import { Hono } from "hono";
import { readConfig } from "../config/store";
import type { AppEnv } from "../types";

/**
 * GET /api/app-config — the public settings the SPA needs at start: the
 * Turnstile site key, the contact form, whether Stripe or the sandbox bills.
 */
export const appConfigRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const config = await readConfig(c.env, ["contactFormUrl", "contactEmail"]);
  return c.json({
    environment: c.env.ENVIRONMENT,
    turnstileSiteKey: c.env.TURNSTILE_SITE_KEY,
    stripePublishableKey: c.env.STRIPE_PUBLISHABLE_KEY ?? null,
    contactFormUrl: config.contactFormUrl,
    contactEmail: config.contactEmail,
  });
});
