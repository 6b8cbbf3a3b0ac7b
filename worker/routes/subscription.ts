import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { PAID_PLANS } from "../billing/plans";
import { billingProvider, findBillingProvider } from "../billing/provider";
import {
  cancelPayment,
  cancelSubscription,
  changePlan,
  confirmSandboxPayment,
  createSubscription,
  currentSubscription,
  reactivateSubscription,
} from "../billing/subscriptions";
import { handleBillingWebhook } from "../billing/webhook";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import { ApiMessage } from "../../shared/messages";

const planSchema = z.enum(PAID_PLANS, { error: ApiMessage.invalidPlan });

const createBody = z.object({
  userId: z.string().max(64).nullish(),
  subscriptionLevel: planSchema,
});
const updateBody = z.object({ subscriptionLevel: planSchema });
const sandboxConfirmBody = z.object({
  clientSecret: z.string().trim().min(1).max(200),
  cardNumber: z.string().trim().min(1).max(40),
  expiry: z.string().trim().min(1).max(10),
  cvc: z.string().trim().min(1).max(8),
});

/** Our own payment form's route exists only where the provider takes card details itself (the sandbox). */
const ownPaymentForm = createMiddleware<AppEnv>(async (c, next) => {
  if (!findBillingProvider(c.env)?.confirmPayment) throw new ApiError("notFound");
  await next();
});

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** /api/subscription — plans and payments (SPEC §4, §7; DESIGN "Billing"; billing/subscriptions.ts). */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/user-subscription", requireUser, async (c) => {
    return c.json(await currentSubscription(c.env, await loadCaller(c.env, c.get("user"))));
  })

  .post("/create-subscription", requireUser, validate("json", createBody), async (c) => {
    const body = c.req.valid("json");
    if (body.userId && body.userId !== c.get("user").id) throw new ApiError("forbidden");
    const user = await loadCaller(c.env, c.get("user"));
    return c.json(await createSubscription(c.env, user, body.subscriptionLevel));
  })

  .post("/cancel-payment", requireUser, async (c) => {
    return c.json(await cancelPayment(c.env, await loadCaller(c.env, c.get("user"))));
  })

  .post("/update-subscription", requireUser, validate("json", updateBody), async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    return c.json(await changePlan(c.env, user, c.req.valid("json").subscriptionLevel));
  })

  .post("/cancel-subscription", requireUser, async (c) => {
    const endDate = await cancelSubscription(c.env, await loadCaller(c.env, c.get("user")));
    return c.json({ subscriptionEndDate: isoOrNull(endDate) });
  })

  .post("/reactivate-subscription", requireUser, async (c) => {
    const endDate = await reactivateSubscription(c.env, await loadCaller(c.env, c.get("user")));
    return c.json({ success: true, subscriptionEndDate: isoOrNull(endDate) });
  })

  // Stripe's (or the sandbox's) events: no sign-in, the signature is the credential.
  .post("/webhook", async (c) => {
    const provider = billingProvider(c.env);
    const result = await handleBillingWebhook(c.env, provider, await c.req.text(), c.req.header("stripe-signature"));
    return c.json(result);
  })

  .post("/sandbox/confirm", ownPaymentForm, requireUser, validate("json", sandboxConfirmBody), async (c) => {
    const { clientSecret, ...card } = c.req.valid("json");
    const user = await loadCaller(c.env, c.get("user"));
    return c.json({ status: await confirmSandboxPayment(c.env, user, clientSecret, card) });
  });
