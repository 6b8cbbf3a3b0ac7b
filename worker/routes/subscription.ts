import { and, eq, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { requireUser } from "../auth/middleware";
import { PAID_PLANS, planPrices } from "../billing/plans";
import { billingProvider, findBillingProvider, type BillingProvider, type ProviderSubscription } from "../billing/provider";
import { handleBillingWebhook, LIVE } from "../billing/webhook";
import { db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { loadCaller } from "../users/caller";
import { toUserJson, type UserRow } from "../users/user-json";
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

/** Ids made by the other provider (e.g. sandbox ids once Stripe keys are set) are as good as none. */
function ownId(provider: BillingProvider, id: string | null): string | null {
  return id && provider.owns(id) ? id : null;
}

/** The user's subscription at the provider, when it is paid up. */
async function liveSubscription(provider: BillingProvider, user: UserRow): Promise<ProviderSubscription> {
  const id = ownId(provider, user.stripeSubscriptionId);
  const subscription = id && user.subscriptionLevel !== "free" ? await provider.getSubscription(id) : null;
  if (!subscription || !LIVE.has(subscription.status)) throw new ApiError("noSubscription");
  return subscription;
}

async function subscriptionJson(env: Env, user: UserRow) {
  const json = await toUserJson(env, db(env), user);
  return {
    subscriptionLevel: json.subscriptionLevel,
    subscriptionStatus: json.subscriptionStatus,
    subscriptionEndDate: json.subscriptionEndDate,
    storiesGeneratedThisWeek: json.storiesGeneratedThisWeek,
    weeklyLimit: json.weeklyLimit,
  };
}

/**
 * /api/subscription — plans and payments (SPEC §4, §7; DESIGN "Billing").
 * The plan itself changes only in the webhook handler, from a verified event;
 * these routes ask the provider for changes and mark the user `pending` while
 * one is under way.
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/user-subscription", requireUser, async (c) => {
    let user = await loadCaller(c.env, c.get("user"));
    const provider = findBillingProvider(c.env);
    const id = provider && ownId(provider, user.stripeSubscriptionId);
    if (provider && id) {
      await provider.catchUp(id);
      user = await loadCaller(c.env, c.get("user"));
    }
    return c.json(await subscriptionJson(c.env, user));
  })

  .post("/create-subscription", requireUser, validate("json", createBody), async (c) => {
    const body = c.req.valid("json");
    const auth = c.get("user");
    if (body.userId && body.userId !== auth.id) throw new ApiError("forbidden");
    const user = await loadCaller(c.env, auth);
    if (user.subscriptionLevel !== "free") throw new ApiError("alreadySubscribed");
    const provider = billingProvider(c.env);
    const plan = body.subscriptionLevel;
    const client = db(c.env);

    const customerId =
      ownId(provider, user.stripeCustomerId) ??
      (await provider.createCustomer({ userId: user.id, email: user.email, name: user.name }));

    const previousId = ownId(provider, user.stripeSubscriptionId);
    if (previousId) {
      const previous = await provider.getSubscription(previousId);
      if (previous && LIVE.has(previous.status)) throw new ApiError("alreadySubscribed");
      if (previous?.status === "incomplete") {
        // Asked again before paying: the same plan resumes its payment, another plan replaces it.
        const secret = previous.plan === plan ? await provider.paymentSecret(previous.id) : null;
        if (secret) {
          await client.update(users).set({ subscriptionStatus: "pending" }).where(eq(users.id, user.id));
          return c.json({ clientSecret: secret, subscriptionLevel: user.subscriptionLevel, subscriptionStatus: "pending" });
        }
        await provider.cancelNow(previous.id);
      }
    }

    const prices = await planPrices(c.env);
    const created = await provider.createSubscription({ customerId, userId: user.id, plan, priceCents: prices[plan] });
    // Only if no other request attached a subscription meanwhile; the loser's is dropped.
    const attached = await client
      .update(users)
      .set({ stripeCustomerId: customerId, stripeSubscriptionId: created.subscriptionId, subscriptionStatus: "pending" })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.subscriptionLevel, "free"),
          previousId
            ? or(isNull(users.stripeSubscriptionId), eq(users.stripeSubscriptionId, previousId))
            : isNull(users.stripeSubscriptionId),
        ),
      )
      .returning({ id: users.id });
    if (attached.length === 0) {
      await provider.cancelNow(created.subscriptionId);
      throw new ApiError("alreadySubscribed");
    }
    return c.json({ clientSecret: created.clientSecret, subscriptionLevel: user.subscriptionLevel, subscriptionStatus: "pending" });
  })

  /**
   * The payment form was closed without paying: the subscription waiting for its first payment
   * is dropped at the provider, and the user is shown the plan as it was, not left pending. A
   * subscription paid meanwhile is kept (its webhook decides). Answers the state, like /user-subscription.
   */
  .post("/cancel-payment", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    const provider = billingProvider(c.env);
    const id = ownId(provider, user.stripeSubscriptionId);
    if (id && user.subscriptionLevel === "free") {
      const subscription = await provider.getSubscription(id);
      if (subscription?.status === "incomplete") await provider.cancelNow(id);
      if (!subscription || !LIVE.has(subscription.status)) {
        // The provider's own event says the same later; it then finds nothing left to change.
        await db(c.env)
          .update(users)
          .set({ subscriptionStatus: null, stripeSubscriptionId: null })
          .where(and(eq(users.id, user.id), eq(users.subscriptionLevel, "free"), eq(users.stripeSubscriptionId, id)));
      }
    }
    return c.json(await subscriptionJson(c.env, await loadCaller(c.env, c.get("user"))));
  })

  .post("/update-subscription", requireUser, validate("json", updateBody), async (c) => {
    const plan = c.req.valid("json").subscriptionLevel;
    const user = await loadCaller(c.env, c.get("user"));
    if (user.subscriptionLevel === plan) throw new ApiError("samePlan");
    const provider = billingProvider(c.env);
    const subscription = await liveSubscription(provider, user);
    const client = db(c.env);
    // Choosing a paid plan keeps the subscription going: a scheduled end is withdrawn first.
    if (subscription.endsAt) await provider.setCancelAtPeriodEnd(subscription.id, false);

    const prices = await planPrices(c.env);
    await client.update(users).set({ subscriptionStatus: "pending" }).where(eq(users.id, user.id));
    try {
      await provider.changePlan(subscription.id, plan, prices[plan]);
    } catch (error) {
      await client.update(users).set({ subscriptionStatus: user.subscriptionStatus }).where(eq(users.id, user.id));
      throw error;
    }
    const after = await loadCaller(c.env, c.get("user"));
    return c.json({ subscriptionLevel: plan, subscriptionStatus: after.subscriptionStatus });
  })

  .post("/cancel-subscription", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    const provider = billingProvider(c.env);
    const subscription = await liveSubscription(provider, user);
    const updated = subscription.endsAt ? subscription : await provider.setCancelAtPeriodEnd(subscription.id, true);
    const endDate = updated.endsAt ?? updated.currentPeriodEnd;
    await db(c.env).update(users).set({ subscriptionEndDate: endDate }).where(eq(users.id, user.id));
    return c.json({ subscriptionEndDate: endDate ? endDate.toISOString() : null });
  })

  .post("/reactivate-subscription", requireUser, async (c) => {
    const user = await loadCaller(c.env, c.get("user"));
    const provider = billingProvider(c.env);
    const subscription = await liveSubscription(provider, user);
    if (!subscription.endsAt && !user.subscriptionEndDate) throw new ApiError("notEnding");
    const updated = subscription.endsAt ? await provider.setCancelAtPeriodEnd(subscription.id, false) : subscription;
    await db(c.env).update(users).set({ subscriptionEndDate: updated.endsAt }).where(eq(users.id, user.id));
    return c.json({ success: true, subscriptionEndDate: updated.endsAt ? updated.endsAt.toISOString() : null });
  })

  // Stripe's (or the sandbox's) events: no sign-in, the signature is the credential.
  .post("/webhook", async (c) => {
    const provider = billingProvider(c.env);
    const result = await handleBillingWebhook(c.env, provider, await c.req.text(), c.req.header("stripe-signature"));
    return c.json(result);
  })

  // The sandbox payment form's confirmation (development without Stripe keys only).
  .post("/sandbox/confirm", ownPaymentForm, requireUser, validate("json", sandboxConfirmBody), async (c) => {
    const { clientSecret, ...card } = c.req.valid("json");
    const user = await loadCaller(c.env, c.get("user"));
    const provider = billingProvider(c.env);
    if (!provider.confirmPayment) throw new ApiError("notFound");
    const outcome = await provider.confirmPayment(user.id, clientSecret, card);
    if (outcome === "declined") throw new ApiError("paymentDeclined");
    return c.json({ status: outcome });
  });
