import { Hono } from "hono";
import { planPrices } from "../billing/plans";
import { billingKind } from "../billing/provider";
import { readConfig } from "../config/store";
import type { AppEnv } from "../types";

/**
 * GET /api/app-config — the public settings the SPA needs at start: the
 * Turnstile site key, the contact form, whether Stripe or the sandbox bills,
 * and the plans' configured prices and weekly limits.
 */
export const appConfigRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const [config, prices] = await Promise.all([readConfig(c.env, ["contactFormUrl", "contactEmail", "weeklyLimits"]), planPrices(c.env)]);
  return c.json({
    environment: c.env.ENVIRONMENT,
    turnstileSiteKey: c.env.TURNSTILE_SITE_KEY,
    stripePublishableKey: c.env.STRIPE_PUBLISHABLE_KEY ?? null,
    // Who takes payments: Stripe (keys set), the local sandbox (development), or nobody.
    billing: billingKind(c.env),
    // Monthly prices in euro cents, by plan.
    planPrices: prices,
    // Stories a week, by plan: the plan cards show what an admin configured.
    weeklyLimits: config.weeklyLimits,
    contactFormUrl: config.contactFormUrl,
    contactEmail: config.contactEmail,
  });
});
