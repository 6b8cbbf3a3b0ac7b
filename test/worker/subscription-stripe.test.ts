import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { db } from "../../worker/db/client";
import { billingEvents, users } from "../../worker/db/schema";
import { body, createUser, type TestUser } from "./fixtures";
import { env } from "./helpers";
import { STAND_IN_KEYS, StripeStandIn } from "./subscription-stripe-stand-in";

/** The Worker with Stripe keys set: the real Stripe SDK, talking to the stand-in. */
const stripeEnv = { ...env, ...STAND_IN_KEYS };

function send(path: string, init: RequestInit = {}, headers: Record<string, string> = {}) {
  return app.request(`/api/subscription${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } }, stripeEnv);
}
const post = (path: string, user: TestUser | null, payload?: unknown) =>
  send(
    path,
    { method: "POST", body: payload === undefined ? undefined : JSON.stringify(payload) },
    { "Content-Type": "application/json", ...(user?.auth ?? {}) },
  );
const getSubscription = (user: TestUser) => send("/user-subscription", {}, user.auth);
const deliver = (delivery: { payload: string; signature: string }) =>
  send("/webhook", { method: "POST", body: delivery.payload }, { "Stripe-Signature": delivery.signature, "Content-Type": "application/json" });

async function userRow(id: string) {
  return (await db(env).select().from(users).where(eq(users.id, id)).get())!;
}

interface SubscriptionBody {
  subscriptionLevel: string;
  subscriptionStatus: string | null;
  subscriptionEndDate: string | null;
  storiesGeneratedThisWeek: number;
  weeklyLimit: number;
}

let stripe: StripeStandIn;
beforeEach(() => {
  stripe = new StripeStandIn();
  stripe.install();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A free user who asked for `plan`: a pending subscription at the stand-in. */
async function subscribe(plan: "basic" | "premium" = "basic") {
  const user = await createUser();
  const response = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: plan });
  expect(response.status).toBe(200);
  const { clientSecret } = await body<{ clientSecret: string }>(response);
  const subscription = stripe.subscriptionOf(user.id)!;
  return { user, clientSecret, subscription };
}

/** A user on a paid plan, reached the real way: payment at Stripe, then its webhook. */
async function paidUser(plan: "basic" | "premium" = "basic") {
  const started = await subscribe(plan);
  stripe.pay(started.subscription.id);
  const paid = stripe.invoiceJson(stripe.invoices.get(started.subscription.latestInvoiceId)!);
  expect((await deliver(await stripe.delivery("invoice.paid", paid))).status).toBe(200);
  expect((await userRow(started.user.id)).subscriptionLevel).toBe(plan);
  return started;
}

describe("who may call /api/subscription", () => {
  it.each([
    ["GET", "/user-subscription"],
    ["POST", "/create-subscription"],
    ["POST", "/update-subscription"],
    ["POST", "/cancel-subscription"],
    ["POST", "/reactivate-subscription"],
    ["POST", "/portal-session"],
  ])("%s %s is 401 for visitors", async (method, path) => {
    const response = await send(path, { method, body: method === "POST" ? "{}" : undefined }, { "Content-Type": "application/json" });
    expect(response.status).toBe(401);
    expect(stripe.requests).toHaveLength(0);
  });

  it("lets anyone reach the webhook, where the signature is the credential", async () => {
    const response = await send("/webhook", { method: "POST", body: "{}" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid webhook signature" });
  });

  it("refuses to subscribe someone else (403) and plans that are not for sale (400)", async () => {
    const user = await createUser();
    const other = await createUser();
    expect((await post("/create-subscription", user, { userId: other.id, subscriptionLevel: "basic" })).status).toBe(403);
    for (const level of ["free", "gold"]) {
      const response = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: level });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe("Invalid subscription level");
    }
    expect(stripe.writes()).toHaveLength(0);
  });
});

describe("subscribing with Stripe", () => {
  it("creates a customer and a default_incomplete subscription and returns the first invoice's client secret", async () => {
    const { user, clientSecret, subscription } = await subscribe("premium");
    const invoice = stripe.invoices.get(subscription.latestInvoiceId)!;
    expect(clientSecret).toBe(invoice.clientSecret);
    expect(invoice.amount).toBe(1299);

    const create = stripe.writes().find((r) => r.path === "/v1/subscriptions")!;
    expect(create.params).toMatchObject({
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      "metadata[userId]": user.id,
    });
    expect(Object.values(create.params)).toContain("latest_invoice.confirmation_secret");
    const price = stripe.prices.get(subscription.priceId)!;
    expect(price).toMatchObject({ amount: 1299, metadata: { plan: "premium" } });
    // Every write carries our own idempotency key.
    for (const write of stripe.writes()) expect(write.idempotencyKey).toMatch(/^fabulo:/);
    expect(stripe.writes().find((r) => r.path === "/v1/customers")!.idempotencyKey).toBe(`fabulo:customer:${user.id}`);

    // Pending, and still free: nothing is paid yet.
    const state = await body<SubscriptionBody>(await getSubscription(user));
    expect(state).toEqual({
      subscriptionLevel: "free",
      subscriptionStatus: "pending",
      subscriptionEndDate: null,
      storiesGeneratedThisWeek: 0,
      weeklyLimit: 1,
    });
    const row = await userRow(user.id);
    expect(row.stripeSubscriptionId).toBe(subscription.id);
    expect(row.stripeCustomerId).toBe(subscription.customerId);
  });

  it("becomes active on the verified invoice.paid webhook, and the weekly limit follows the plan", async () => {
    const { user } = await paidUser("basic");
    const state = await body<SubscriptionBody>(await getSubscription(user));
    expect(state).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active", subscriptionEndDate: null, weeklyLimit: 5 });
    const details = await app.request("/api/users/user-details", { headers: user.auth }, stripeEnv);
    expect((await body<{ user: SubscriptionBody }>(details)).user).toMatchObject({ subscriptionLevel: "basic", weeklyLimit: 5 });
  });

  it("reuses the customer and the unpaid subscription when asked twice for the same plan, and replaces it for another", async () => {
    const { user, clientSecret, subscription } = await subscribe("basic");
    const again = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: "basic" });
    expect((await body<{ clientSecret: string }>(again)).clientSecret).toBe(clientSecret);
    expect(stripe.subscriptions.size).toBe(1);

    const other = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: "premium" });
    expect(other.status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("incomplete_expired");
    expect(stripe.customers.size).toBe(1);
    expect((await userRow(user.id)).stripeSubscriptionId).toBe(stripe.subscriptionOf(user.id)!.id);
  });

  it("refuses a second subscription once on a paid plan (409)", async () => {
    const { user } = await paidUser();
    const response = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: "premium" });
    expect(response.status).toBe(409);
  });

  it("ends pending without a plan when the payment fails", async () => {
    const { user, subscription } = await subscribe();
    const invoice = stripe.invoiceJson(stripe.invoices.get(subscription.latestInvoiceId)!);
    expect((await deliver(await stripe.delivery("invoice.payment_failed", invoice))).status).toBe(200);
    const state = await body<SubscriptionBody>(await getSubscription(user));
    expect(state).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null, weeklyLimit: 1 });
  });

  it("answers 502 (not 500) when Stripe fails, and leaves the user as they were", async () => {
    const user = await createUser();
    stripe.failWrites = true;
    const response = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: "basic" });
    expect(response.status).toBe(502);
    expect((await body(response)).message).toBe("The payment provider could not complete the request");
    expect((await userRow(user.id)).subscriptionStatus).toBeNull();
  });
});

describe("closing the payment form without paying (POST /cancel-payment)", () => {
  it("cancels the incomplete subscription at Stripe and shows the plan as it was, even after Stripe's late event", async () => {
    const { user, subscription } = await subscribe("basic");
    const response = await post("/cancel-payment", user);
    expect(response.status).toBe(200);
    expect(await body<SubscriptionBody>(response)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null, weeklyLimit: 1 });
    const deletes = stripe.writes().filter((w) => w.method === "DELETE");
    expect(deletes.map((w) => w.path)).toEqual([`/v1/subscriptions/${subscription.id}`]);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("incomplete_expired");
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: null, stripeSubscriptionId: null });
    // Stripe's own event about the dropped subscription arrives later and changes nothing.
    await deliver(await stripe.delivery("customer.subscription.deleted", stripe.subscriptionJson(stripe.subscriptions.get(subscription.id)!)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null });
    // Starting again makes a new subscription.
    expect((await post("/create-subscription", user, { userId: user.id, subscriptionLevel: "premium" })).status).toBe(200);
    expect(stripe.subscriptionOf(user.id)!.id).not.toBe(subscription.id);
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "pending" });
  });

  it("keeps a subscription paid meanwhile (its webhook makes the plan)", async () => {
    const { user, subscription } = await subscribe("basic");
    stripe.pay(subscription.id);
    const response = await post("/cancel-payment", user);
    expect(response.status).toBe(200);
    expect(stripe.writes().filter((w) => w.method === "DELETE")).toHaveLength(0);
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "pending", stripeSubscriptionId: subscription.id });
    const paid = stripe.invoiceJson(stripe.invoices.get(subscription.latestInvoiceId)!);
    await deliver(await stripe.delivery("invoice.paid", paid));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active" });
  });

  it("touches nothing for a paid user or one with nothing pending, and only the caller's own subscription", async () => {
    const { user: paid, subscription: live } = await paidUser("basic");
    const { user: pending, subscription: waiting } = await subscribe("premium");
    const bystander = await createUser();
    expect((await post("/cancel-payment", paid)).status).toBe(200);
    expect((await post("/cancel-payment", bystander)).status).toBe(200);
    expect(stripe.writes().filter((w) => w.method === "DELETE")).toHaveLength(0);
    expect(stripe.subscriptions.get(live.id)!.status).toBe("active");
    expect(stripe.subscriptions.get(waiting.id)!.status).toBe("incomplete");
    expect(await userRow(paid.id)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active" });
    expect(await userRow(pending.id)).toMatchObject({ subscriptionStatus: "pending", stripeSubscriptionId: waiting.id });
    expect((await post("/cancel-payment", null)).status).toBe(401);
  });

  it("answers 502 when Stripe refuses the cancellation, leaving the payment to finish or expire", async () => {
    const { user, subscription } = await subscribe("basic");
    stripe.failWrites = true;
    const response = await post("/cancel-payment", user);
    expect(response.status).toBe(502);
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "pending", stripeSubscriptionId: subscription.id });
  });
});

describe("the webhook", () => {
  it("refuses a bad signature, a tampered payload and another secret, changing nothing", async () => {
    const { user, subscription } = await subscribe();
    stripe.pay(subscription.id);
    const event = await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription));
    const forged = await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription), {
      secret: "whsec_someone_else",
    });
    for (const attempt of [
      { payload: event.payload, signature: "t=1,v1=deadbeef" },
      { payload: event.payload.replace("active", "activf"), signature: event.signature },
      forged,
    ]) {
      const response = await deliver(attempt);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe("Invalid webhook signature");
    }
    expect((await userRow(user.id)).subscriptionLevel).toBe("free");
    expect(await db(env).select().from(billingEvents).all()).toHaveLength(0);
  });

  it("processes the same event once", async () => {
    const { user, subscription } = await subscribe();
    stripe.pay(subscription.id);
    const event = await stripe.delivery("invoice.paid", stripe.invoiceJson(stripe.invoices.get(subscription.latestInvoiceId)!));
    expect(await body(await deliver(event))).toEqual({ received: true });
    expect((await userRow(user.id)).subscriptionLevel).toBe("basic");

    // Were it processed again it would read the subscription, now canceled, and drop the plan.
    stripe.subscriptions.get(subscription.id)!.status = "canceled";
    const reading = stripe.requests.length;
    expect(await body(await deliver(event))).toEqual({ received: true, duplicate: true });
    expect(stripe.requests.length).toBe(reading);
    expect((await userRow(user.id)).subscriptionLevel).toBe("basic");
    expect(await db(env).select().from(billingEvents).all()).toEqual([
      expect.objectContaining({ id: event.id, type: "invoice.paid" }),
    ]);
  });

  it("ends active when invoice.paid arrives before customer.subscription.created", async () => {
    const { user, subscription } = await subscribe();
    const created = await stripe.delivery("customer.subscription.created", stripe.subscriptionJson(subscription));
    stripe.pay(subscription.id);
    const paid = await stripe.delivery("invoice.paid", stripe.invoiceJson(stripe.invoices.get(subscription.latestInvoiceId)!));
    await deliver(paid);
    // The older event says "incomplete"; the subscription's current state says otherwise.
    expect(created.payload).toContain('"status":"incomplete"');
    await deliver(created);
    const state = await body<SubscriptionBody>(await getSubscription(user));
    expect(state).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });
  });

  it("never gives a paid plan without a paid invoice, whatever the event claims", async () => {
    const { user, subscription } = await subscribe("premium");
    // A correctly signed event whose copy claims "active" while Stripe still has it incomplete.
    const claimed = { ...stripe.subscriptionJson(subscription), status: "active" };
    await deliver(await stripe.delivery("customer.subscription.updated", claimed));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: "pending" });

    // Even a subscription Stripe reports active, while its latest invoice is unpaid.
    stripe.subscriptions.get(subscription.id)!.status = "active";
    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: "pending" });

    stripe.invoices.get(subscription.latestInvoiceId)!.status = "paid";
    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "premium", subscriptionStatus: "active" });
  });

  it("goes back to free when the subscription is deleted at the end of the period", async () => {
    const { user, subscription } = await paidUser();
    stripe.subscriptions.get(subscription.id)!.status = "canceled";
    await deliver(await stripe.delivery("customer.subscription.deleted", stripe.subscriptionJson(subscription)));
    expect(await userRow(user.id)).toMatchObject({
      subscriptionLevel: "free",
      subscriptionStatus: null,
      subscriptionEndDate: null,
      stripeSubscriptionId: null,
    });
  });

  it("ignores events about a subscription the user has moved on from", async () => {
    const { user, subscription } = await subscribe("basic");
    await post("/create-subscription", user, { userId: user.id, subscriptionLevel: "premium" });
    const dropped = stripe.subscriptions.get(subscription.id)!;
    await deliver(await stripe.delivery("customer.subscription.deleted", stripe.subscriptionJson(dropped)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "pending", stripeSubscriptionId: stripe.subscriptionOf(user.id)!.id });
  });
});

describe("changing, cancelling and reactivating with Stripe", () => {
  it("updates a paid plan with proration; the plan changes on the webhook", async () => {
    const { user, subscription } = await paidUser("basic");
    const response = await post("/update-subscription", user, { subscriptionLevel: "premium" });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ subscriptionLevel: "premium", subscriptionStatus: "pending" });
    const update = stripe.writes().at(-1)!;
    expect(update.params).toMatchObject({
      "items[0][id]": subscription.itemId,
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
    });
    expect(update.idempotencyKey).toMatch(/^fabulo:subscription-plan:/);
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "pending" });

    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    const state = await body<SubscriptionBody>(await getSubscription(user));
    expect(state).toMatchObject({ subscriptionLevel: "premium", subscriptionStatus: "active", weeklyLimit: 10 });
    expect(stripe.invoices.get(stripe.subscriptions.get(subscription.id)!.latestInvoiceId)).toMatchObject({ amount: 500, status: "paid" });
  });

  it("keeps the old plan when the prorated payment is refused", async () => {
    const { user, subscription } = await paidUser("basic");
    stripe.refuseNextPlanChange = true;
    await post("/update-subscription", user, { subscriptionLevel: "premium" });
    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active" });
  });

  it("restores the status when Stripe refuses the update", async () => {
    const { user } = await paidUser("basic");
    stripe.failWrites = true;
    expect((await post("/update-subscription", user, { subscriptionLevel: "premium" })).status).toBe(502);
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active" });
  });

  it("refuses updates that are not paid-to-other-paid", async () => {
    const free = await createUser();
    expect((await post("/update-subscription", free, { subscriptionLevel: "basic" })).status).toBe(400);
    const { user } = await paidUser("basic");
    const same = await post("/update-subscription", user, { subscriptionLevel: "basic" });
    expect(same.status).toBe(400);
    expect((await body(same)).message).toBe("You are already on this plan");
    expect((await post("/update-subscription", user, { subscriptionLevel: "free" })).status).toBe(400);
  });

  it("cancels at the end of the period and reactivates", async () => {
    const { user, subscription } = await paidUser("premium");
    const periodEnd = new Date(stripe.subscriptions.get(subscription.id)!.periodEnd! * 1000).toISOString();

    const cancelled = await post("/cancel-subscription", user);
    expect(cancelled.status).toBe(200);
    expect(await body(cancelled)).toEqual({ subscriptionEndDate: periodEnd });
    expect(stripe.subscriptions.get(subscription.id)!.cancelAtPeriodEnd).toBe(true);
    // Still premium until then.
    expect(await body<SubscriptionBody>(await getSubscription(user))).toMatchObject({
      subscriptionLevel: "premium",
      subscriptionEndDate: periodEnd,
    });

    const reactivated = await post("/reactivate-subscription", user);
    expect(reactivated.status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)!.cancelAtPeriodEnd).toBe(false);
    expect(await body<SubscriptionBody>(await getSubscription(user))).toMatchObject({
      subscriptionLevel: "premium",
      subscriptionEndDate: null,
    });
    const again = await post("/reactivate-subscription", user);
    expect(again.status).toBe(400);
    expect((await body(again)).message).toBe("The subscription is not scheduled to end");
  });

  it("refuses cancel and reactivate without a paid subscription", async () => {
    const user = await createUser();
    for (const path of ["/cancel-subscription", "/reactivate-subscription"]) {
      const response = await post(path, user);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe("No active subscription");
    }
  });

  it("withdraws a scheduled end when moving to another paid plan", async () => {
    const { user, subscription } = await paidUser("basic");
    await post("/cancel-subscription", user);
    await post("/update-subscription", user, { subscriptionLevel: "premium" });
    expect(stripe.subscriptions.get(subscription.id)!.cancelAtPeriodEnd).toBe(false);
    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "premium", subscriptionEndDate: null });
  });
});

describe("GET /api/app-config with Stripe keys", () => {
  it("names Stripe, its publishable key and the prices", async () => {
    const response = await app.request("/api/app-config", {}, stripeEnv);
    expect(await body(response)).toMatchObject({
      billing: "stripe",
      stripePublishableKey: "pk_test_standin",
      planPrices: { free: 0, basic: 799, premium: 1299 },
    });
  });
});

describe("a renewal the card does not pay (past_due)", () => {
  it("keeps the plan and says past_due while Stripe retries, then active once paid, free once cancelled", async () => {
    const { user, subscription } = await paidUser("premium");
    const failed = stripe.failRenewal(subscription.id);
    // Stripe's order: the invoice's failure, then the subscription's change of status.
    await deliver(await stripe.delivery("invoice.payment_failed", stripe.invoiceJson(failed)));
    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    expect(await body<SubscriptionBody>(await getSubscription(user))).toMatchObject({
      subscriptionLevel: "premium",
      subscriptionStatus: "past_due",
      weeklyLimit: 10,
    });

    // The family updates the card in the portal and Stripe's retry pays the invoice.
    failed.status = "paid";
    stripe.subscriptions.get(subscription.id)!.status = "active";
    await deliver(await stripe.delivery("invoice.paid", stripe.invoiceJson(failed)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "premium", subscriptionStatus: "active" });

    // Another renewal fails, and after the last retry Stripe cancels the subscription (docs/deploying.md's setting).
    const again = stripe.failRenewal(subscription.id);
    await deliver(await stripe.delivery("invoice.payment_failed", stripe.invoiceJson(again)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "past_due" });
    stripe.subscriptions.get(subscription.id)!.status = "canceled";
    await deliver(await stripe.delivery("customer.subscription.deleted", stripe.subscriptionJson(subscription)));
    expect(await body<SubscriptionBody>(await getSubscription(user))).toMatchObject({
      subscriptionLevel: "free",
      subscriptionStatus: null,
      weeklyLimit: 1,
    });
  });
});

describe("the customer portal with Stripe (POST /portal-session)", () => {
  const portalCalls = () => stripe.writes().filter((w) => w.path === "/v1/billing_portal/sessions");

  it("opens Stripe's portal for the caller's own customer, in their language, coming back to /profile", async () => {
    const { user, subscription } = await paidUser("basic");
    const response = await post("/portal-session", user);
    expect(response.status).toBe(200);
    const { url } = await body<{ url: string }>(response);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    expect(stripe.portalSessions.at(-1)).toMatchObject({ object: "billing_portal.session", url });
    const [call] = portalCalls();
    expect(call!.params).toEqual({
      customer: subscription.customerId,
      return_url: new URL("/profile", env.APP_URL).href,
      locale: "en",
    });
    expect(call!.idempotencyKey).toMatch(/^fabulo:portal-session:/);

    await db(env).update(users).set({ preferredLanguage: "fr-FR" }).where(eq(users.id, user.id));
    expect((await post("/portal-session", user)).status).toBe(200);
    expect(portalCalls().at(-1)!.params.locale).toBe("fr");
  });

  it("opens it for a past-due family too, and for one whose plan has ended (invoices stay theirs)", async () => {
    const { user, subscription } = await paidUser("basic");
    stripe.failRenewal(subscription.id);
    await deliver(await stripe.delivery("customer.subscription.updated", stripe.subscriptionJson(subscription)));
    expect((await post("/portal-session", user)).status).toBe(200);
    stripe.subscriptions.get(subscription.id)!.status = "canceled";
    await deliver(await stripe.delivery("customer.subscription.deleted", stripe.subscriptionJson(subscription)));
    expect(await userRow(user.id)).toMatchObject({ subscriptionLevel: "free", stripeCustomerId: subscription.customerId });
    expect((await post("/portal-session", user)).status).toBe(200);
    expect(portalCalls().map((c) => c.params.customer)).toEqual([subscription.customerId, subscription.customerId]);
  });

  it("answers 404 to an account that never had a customer, without asking Stripe", async () => {
    const user = await createUser({ plan: "premium" });
    const response = await post("/portal-session", user);
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ message: "No billing account yet: choose a plan first" });
    expect(stripe.requests).toHaveLength(0);
  });

  it("answers 502 (not 500) when Stripe refuses: portal settings never saved, or a customer gone", async () => {
    const { user, subscription } = await paidUser("basic");
    stripe.portalConfigured = false;
    const unsaved = await post("/portal-session", user);
    expect(unsaved.status).toBe(502);
    expect((await body(unsaved)).message).toBe("The payment provider could not complete the request");

    stripe.portalConfigured = true;
    stripe.customers.delete(subscription.customerId);
    expect((await post("/portal-session", user)).status).toBe(502);
    expect(stripe.portalSessions).toHaveLength(0);
  });
});
