import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { findBillingProvider } from "../billing/provider";
// The portal itself is a development part (dev/sandbox-billing/), through the alias production builds replace.
import { sandboxPortal, setSandboxPortalCancellation, updateSandboxPortalCard } from "@fabulo/dev-parts";
import { confirmSandboxPayment } from "../billing/subscriptions";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";

const cardBody = z.object({
  cardNumber: z.string().trim().min(1).max(40),
  expiry: z.string().trim().min(1).max(10),
  cvc: z.string().trim().min(1).max(8),
});
const confirmBody = cardBody.extend({ clientSecret: z.string().trim().min(1).max(200) });
const sessionParam = z.object({ session: z.string().min(1).max(64) });

/** These routes exist only where the sandbox bills (development without Stripe keys): 404 elsewhere, before sign-in. */
const sandboxOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (findBillingProvider(c.env)?.kind !== "sandbox") throw new ApiError("notFound");
  await next();
});

/**
 * /api/subscription/sandbox — what Stripe's own pages do, for the sandbox (DESIGN "Billing"): the
 * payment form's confirmation, and the customer portal page's state and actions
 * (dev/sandbox-billing/sandbox-portal.ts). Each portal route acts only within the caller's own live session.
 */
export const sandboxBillingRoutes = new Hono<AppEnv>()
  .use(sandboxOnly)
  .post("/confirm", requireUser, validate("json", confirmBody), async (c) => {
    const { clientSecret, ...card } = c.req.valid("json");
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json({ status: await confirmSandboxPayment(c.env, user, clientSecret, card) });
  })

  .get("/portal/:session", requireUser, validate("param", sessionParam), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json(await sandboxPortal(c.env, user, c.req.valid("param").session));
  })

  .post("/portal/:session/card", requireUser, validate("param", sessionParam), validate("json", cardBody), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json(await updateSandboxPortalCard(c.env, user, c.req.valid("param").session, c.req.valid("json")));
  })

  .post("/portal/:session/cancel", requireUser, validate("param", sessionParam), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json(await setSandboxPortalCancellation(c.env, user, c.req.valid("param").session, true));
  })

  .post("/portal/:session/renew", requireUser, validate("param", sessionParam), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json(await setSandboxPortalCancellation(c.env, user, c.req.valid("param").session, false));
  });
