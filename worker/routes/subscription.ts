import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { PAID_PLANS } from "../billing/plans";
import { billingProvider } from "../billing/provider";
import {
  cancelPayment,
  cancelSubscription,
  changePlan,
  createSubscription,
  currentSubscription,
  openBillingPortal,
  reactivateSubscription,
} from "../billing/subscriptions";
import { handleBillingWebhook } from "../billing/webhook";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import type { PortalSessionJson } from "../../shared/billing-portal";
import { ApiMessage } from "../../shared/messages";

const planSchema = z.enum(PAID_PLANS, { error: ApiMessage.invalidPlan });

const createBody = z.object({
  userId: z.string().max(64).nullish(),
  subscriptionLevel: planSchema,
});
const updateBody = z.object({ subscriptionLevel: planSchema });

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * /api/subscription — plans and payments (docs/product.md §4, §7; DESIGN "Billing"; billing/subscriptions.ts).
 * The sandbox's own payment form and portal are routes/sandbox-billing.ts.
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/user-subscription", requireUser, async (c) => {
    return c.json(await currentSubscription(c.env, c.var.db, await loadCaller(c.var.db, c.get("user"))));
  })

  .post("/create-subscription", requireUser, validate("json", createBody), async (c) => {
    const body = c.req.valid("json");
    if (body.userId && body.userId !== c.get("user").id) throw new ApiError("forbidden");
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json(await createSubscription(c.env, c.var.db, user, body.subscriptionLevel));
  })

  .post("/cancel-payment", requireUser, async (c) => {
    return c.json(await cancelPayment(c.env, c.var.db, await loadCaller(c.var.db, c.get("user"))));
  })

  .post("/update-subscription", requireUser, validate("json", updateBody), async (c) => {
    const user = await loadCaller(c.var.db, c.get("user"));
    return c.json(await changePlan(c.env, c.var.db, user, c.req.valid("json").subscriptionLevel));
  })

  .post("/cancel-subscription", requireUser, async (c) => {
    const endDate = await cancelSubscription(c.env, c.var.db, await loadCaller(c.var.db, c.get("user")));
    return c.json({ subscriptionEndDate: isoOrNull(endDate) });
  })

  .post("/reactivate-subscription", requireUser, async (c) => {
    const endDate = await reactivateSubscription(c.env, c.var.db, await loadCaller(c.var.db, c.get("user")));
    return c.json({ success: true, subscriptionEndDate: isoOrNull(endDate) });
  })

  .post("/portal-session", requireUser, async (c) => {
    const url = await openBillingPortal(c.env, await loadCaller(c.var.db, c.get("user")));
    return c.json({ url } satisfies PortalSessionJson);
  })

  // Stripe's (or the sandbox's) events: no sign-in, the signature is the credential.
  .post("/webhook", async (c) => {
    const provider = billingProvider(c.env);
    const result = await handleBillingWebhook(c.env, provider, await c.req.text(), c.req.header("stripe-signature"));
    return c.json(result);
  });
