import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { db } from "../../worker/db/client";
import { billingEvents, users } from "../../worker/db/schema";
import { sandboxDb, sandboxInvoices, sandboxPortalSessions, sandboxSubscriptions } from "../../dev/sandbox-billing/schema";
import { body, createUser, type TestUser } from "./fixtures";
import { call, env } from "./helpers";

/**
 * Sandbox billing: the Worker as `npm start` runs it (development, no Stripe
 * keys). Payments are confirmed by the sandbox form's endpoint and reach the
 * user only through the webhook handler, with locally signed events.
 */

const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" };
const DECLINED_CARD = { cardNumber: "4000 0000 0000 0002", expiry: "12/40", cvc: "123" };

const post = (path: string, user: TestUser | null, payload?: unknown) =>
  call(`/api/subscription${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(user?.auth ?? {}) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });

interface SubscriptionBody {
  subscriptionLevel: string;
  subscriptionStatus: string | null;
  subscriptionEndDate: string | null;
  storiesGeneratedThisWeek: number;
  weeklyLimit: number;
}

async function state(user: TestUser): Promise<SubscriptionBody> {
  const response = await call("/api/subscription/user-subscription", { headers: user.auth });
  expect(response.status).toBe(200);
  return body<SubscriptionBody>(response);
}

async function create(user: TestUser, plan: "basic" | "premium") {
  const response = await post("/create-subscription", user, { userId: user.id, subscriptionLevel: plan });
  expect(response.status).toBe(200);
  return (await body<{ clientSecret: string }>(response)).clientSecret;
}

async function paidUser(plan: "basic" | "premium") {
  const user = await createUser();
  const clientSecret = await create(user, plan);
  expect((await post("/sandbox/confirm", user, { clientSecret, ...GOOD_CARD })).status).toBe(200);
  return user;
}

const sandboxRow = async (userId: string) =>
  (await sandboxDb(env).select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, userId)).all()).at(-1)!;

/** Ends the user's period now (after everything so far): the next read renews (or ends) it. */
const endPeriod = (userId: string) =>
  sandboxDb(env).update(sandboxSubscriptions).set({ currentPeriodEnd: new Date() }).where(eq(sandboxSubscriptions.userId, userId));

describe("sandbox billing, end to end in workerd", () => {
  it("subscribes, fails and retries a payment, changes plan, cancels and reactivates", async () => {
    const user = await createUser();
    expect(await state(user)).toEqual({
      subscriptionLevel: "free",
      subscriptionStatus: null,
      subscriptionEndDate: null,
      storiesGeneratedThisWeek: 0,
      weeklyLimit: 1,
    });

    const clientSecret = await create(user, "basic");
    expect(clientSecret).toMatch(/^pi_sandbox_[0-9a-f]{24}_secret_[0-9a-f]{24}$/);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: "pending" });

    // A declining card: 402 'Invalid payment', and the failure reached the user through the webhook.
    const declined = await post("/sandbox/confirm", user, { clientSecret, ...DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(await body(declined)).toEqual({ message: "Invalid payment" });
    expect(await state(user)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null });

    // Asking again for the same plan resumes the same payment; the test card pays it.
    expect(await create(user, "basic")).toBe(clientSecret);
    const paid = await post("/sandbox/confirm", user, { clientSecret, ...GOOD_CARD });
    expect(paid.status).toBe(200);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });
    const events = await db(env).select().from(billingEvents).all();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["customer.subscription.created", "invoice.payment_failed", "invoice.paid", "customer.subscription.updated"]),
    );
    // The same invoice cannot be paid twice.
    expect((await post("/sandbox/confirm", user, { clientSecret, ...GOOD_CARD })).status).toBe(400);

    const upgraded = await post("/update-subscription", user, { subscriptionLevel: "premium" });
    expect(upgraded.status).toBe(200);
    expect(await body(upgraded)).toEqual({ subscriptionLevel: "premium", subscriptionStatus: "active" });
    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", weeklyLimit: 10 });

    const cancelled = await post("/cancel-subscription", user);
    const { subscriptionEndDate } = await body<{ subscriptionEndDate: string }>(cancelled);
    const periodEnd = (await sandboxRow(user.id)).currentPeriodEnd!;
    expect(subscriptionEndDate).toBe(periodEnd.toISOString());
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", subscriptionEndDate });

    expect((await post("/reactivate-subscription", user)).status).toBe(200);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", subscriptionEndDate: null });
  });

  it("ends a cancelled subscription once its period is over, and renews one that is not", async () => {
    const ending = await paidUser("basic");
    await post("/cancel-subscription", ending);
    const renewing = await paidUser("premium");
    const past = new Date(Date.now() - 1000);
    await sandboxDb(env).update(sandboxSubscriptions).set({ currentPeriodEnd: past });

    expect(await state(ending)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null, subscriptionEndDate: null, weeklyLimit: 1 });
    expect((await sandboxRow(ending.id)).status).toBe("canceled");

    expect(await state(renewing)).toMatchObject({ subscriptionLevel: "premium", subscriptionStatus: "active" });
    expect((await sandboxRow(renewing.id)).currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
  });

  it("keeps user-details' weekly limit in step with the plan", async () => {
    const user = await paidUser("premium");
    const response = await call("/api/users/user-details", { headers: user.auth });
    expect((await body<{ user: SubscriptionBody }>(response)).user).toMatchObject({
      subscriptionLevel: "premium",
      subscriptionStatus: "active",
      weeklyLimit: 10,
    });
  });

  it("lets only the subscriber confirm, and only well-formed test cards pass", async () => {
    const user = await createUser();
    const other = await createUser();
    const clientSecret = await create(user, "basic");
    expect((await post("/sandbox/confirm", null, { clientSecret, ...GOOD_CARD })).status).toBe(401);
    expect((await post("/sandbox/confirm", other, { clientSecret, ...GOOD_CARD })).status).toBe(403);
    expect((await post("/sandbox/confirm", user, { clientSecret: "pi_sandbox_unknown", ...GOOD_CARD })).status).toBe(404);
    for (const card of [
      { ...GOOD_CARD, expiry: "01/20" },
      { ...GOOD_CARD, cvc: "1" },
      { ...GOOD_CARD, cardNumber: "4242 4242 4242 4241" },
    ]) {
      expect((await post("/sandbox/confirm", user, { clientSecret, ...card })).status).toBe(402);
    }
    const missing = await post("/sandbox/confirm", user, { clientSecret });
    expect(missing.status).toBe(400);
    expect((await body(missing)).missingFields).toEqual(["cardNumber", "expiry", "cvc"]);
    expect((await db(env).select().from(users).where(eq(users.id, user.id)).get())!.subscriptionLevel).toBe("free");
  });

  it("refuses webhook events not signed with the sandbox's secret", async () => {
    const user = await createUser();
    const response = await call("/api/subscription/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=00` },
      body: JSON.stringify({ id: "evt_x", type: "invoice.paid", data: { object: { object: "invoice" } } }),
    });
    expect(response.status).toBe(400);
    expect((await state(user)).subscriptionLevel).toBe("free");
  });

  it("describes the sandbox in /api/app-config", async () => {
    const response = await call("/api/app-config");
    expect(await body(response)).toMatchObject({
      billing: "sandbox",
      stripePublishableKey: null,
      planPrices: { free: 0, basic: 799, premium: 1299 },
    });
  });
});

describe("closing the sandbox payment form without paying", () => {
  it("cancels the incomplete subscription and its invoice, and the plan shows as it was", async () => {
    const user = await createUser();
    const clientSecret = await create(user, "premium");
    expect(await state(user)).toMatchObject({ subscriptionStatus: "pending" });
    const response = await post("/cancel-payment", user);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null, weeklyLimit: 1 });
    expect(await sandboxRow(user.id)).toMatchObject({ status: "canceled" });
    expect(await state(user)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null });
    // The abandoned invoice can no longer be paid.
    expect((await post("/sandbox/confirm", user, { clientSecret, ...GOOD_CARD })).status).toBe(400);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "free" });
    // Starting again makes a new subscription that pays as usual.
    const fresh = await create(user, "basic");
    expect(fresh).not.toBe(clientSecret);
    expect((await post("/sandbox/confirm", user, { clientSecret: fresh, ...GOOD_CARD })).status).toBe(200);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active" });
  });

  it("leaves a paid subscription alone", async () => {
    const user = await paidUser("basic");
    expect((await post("/cancel-payment", user)).status).toBe(200);
    expect(await sandboxRow(user.id)).toMatchObject({ status: "active" });
    expect(await state(user)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active" });
  });
});

describe("outside development without Stripe keys", () => {
  const production = { ...env, ENVIRONMENT: "production" };

  it("has no sandbox and no billing", async () => {
    const user = await createUser();
    const request = (path: string, payload: unknown) =>
      app.request(
        `/api/subscription${path}`,
        { method: "POST", headers: { "Content-Type": "application/json", ...user.auth }, body: JSON.stringify(payload) },
        production,
      );
    expect((await request("/sandbox/confirm", { clientSecret: "x", ...GOOD_CARD })).status).toBe(404);
    expect((await request("/sandbox/portal/bps_sandbox_x/cancel", {})).status).toBe(404);
    expect((await request("/portal-session", {})).status).toBe(503);
    const create = await request("/create-subscription", { userId: user.id, subscriptionLevel: "basic" });
    expect(create.status).toBe(503);
    const config = await app.request("/api/app-config", {}, production);
    expect((await body(config)).billing).toBeNull();
  });
});

describe("the sandbox's customer portal", () => {
  /** Stripe's test card that is saved, but whose every charge fails. */
  const FAILING_CARD = { cardNumber: "4000 0000 0000 0341", expiry: "12/40", cvc: "123" };
  const portal = (user: TestUser | null, session: string, action = "", payload?: unknown) =>
    action
      ? post(`/sandbox/portal/${session}/${action}`, user, payload)
      : call(`/api/subscription/sandbox/portal/${session}`, { headers: user?.auth ?? {} });

  interface PortalBody {
    returnUrl: string;
    subscription: { plan: string; priceCents: number; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null;
    card: { last4: string; expiry: string } | null;
    invoices: { id: string; createdAt: string; amountCents: number; status: string }[];
  }

  /** POST /portal-session: the page's address and its session id. */
  async function openPortal(user: TestUser) {
    const response = await post("/portal-session", user);
    expect(response.status).toBe(200);
    const { url } = await body<{ url: string }>(response);
    return { url, session: new URL(url).pathname.split("/").at(-1)! };
  }

  async function portalState(user: TestUser, session: string): Promise<PortalBody> {
    const response = await portal(user, session);
    expect(response.status).toBe(200);
    return body<PortalBody>(response);
  }

  it("opens on the Worker's own page, showing the plan, the card that paid and the invoice", async () => {
    const user = await paidUser("basic");
    const { url, session } = await openPortal(user);
    expect(url).toBe(new URL(`/sandbox/billing-portal/${session}`, env.APP_URL).href);
    expect(session).toMatch(/^bps_sandbox_[0-9a-f]{24}$/);
    const row = await sandboxRow(user.id);
    expect(await portalState(user, session)).toEqual({
      returnUrl: new URL("/profile", env.APP_URL).href,
      subscription: {
        plan: "basic",
        priceCents: 799,
        status: "active",
        currentPeriodEnd: row.currentPeriodEnd!.toISOString(),
        cancelAtPeriodEnd: false,
      },
      card: { last4: "4242", expiry: "12/40" },
      invoices: [{ id: row.latestInvoiceId, createdAt: expect.any(String), amountCents: 799, status: "paid" }],
    });
  });

  it("answers 404 to an account that never had a customer", async () => {
    const user = await createUser({ plan: "premium" });
    const response = await post("/portal-session", user);
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ message: "No billing account yet: choose a plan first" });
  });

  it("goes past due when the card on file fails a renewal, and back to active once a new card pays it", async () => {
    const user = await paidUser("premium");
    const { session } = await openPortal(user);
    // The card is saved (Stripe attaches 0341), so renewals will charge it.
    expect((await portal(user, session, "card", FAILING_CARD)).status).toBe(200);
    await endPeriod(user.id);

    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", subscriptionStatus: "past_due", weeklyLimit: 10 });
    const pastDue = await portalState(user, session);
    expect(pastDue.subscription).toMatchObject({ status: "past_due" });
    expect(pastDue.card).toEqual({ last4: "0341", expiry: "12/40" });
    expect(pastDue.invoices.map((i) => [i.amountCents, i.status])).toEqual([
      [1299, "open"],
      [1299, "paid"],
    ]);
    expect((await db(env).select().from(billingEvents).all()).map((e) => e.type)).toContain("invoice.payment_failed");

    // The failing card again is saved but pays nothing; a good one pays the open invoice at once.
    await portal(user, session, "card", FAILING_CARD);
    expect(await state(user)).toMatchObject({ subscriptionStatus: "past_due" });
    const fixed = await portal(user, session, "card", { cardNumber: "5555 5555 5555 4444", expiry: "08/41", cvc: "321" });
    expect(fixed.status).toBe(200);
    const after = await body<PortalBody>(fixed);
    expect(after.subscription).toMatchObject({ status: "active" });
    expect(after.card).toEqual({ last4: "4444", expiry: "08/41" });
    expect(after.invoices.map((i) => i.status)).toEqual(["paid", "paid"]);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", subscriptionStatus: "active" });
  });

  it("fails a renewal on a card that has expired since, and cancels once the retries are over", async () => {
    const user = await paidUser("basic");
    await sandboxDb(env).update(sandboxSubscriptions).set({ cardExpiry: "01/24" }).where(eq(sandboxSubscriptions.userId, user.id));
    await endPeriod(user.id);
    expect(await state(user)).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "past_due" });

    // Two weeks of retries later, still unpaid: Stripe (as docs/deploying.md sets it up) cancels the subscription.
    const { latestInvoiceId } = await sandboxRow(user.id);
    await sandboxDb(env)
      .update(sandboxInvoices)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(sandboxInvoices.id, latestInvoiceId!));
    expect(await state(user)).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null, weeklyLimit: 1 });
    expect(await sandboxRow(user.id)).toMatchObject({ status: "canceled" });
  });

  it("refuses a declined card (402) and keeps the one on file", async () => {
    const user = await paidUser("basic");
    const { session } = await openPortal(user);
    for (const card of [
      { cardNumber: "4000 0000 0000 0002", expiry: "12/40", cvc: "123" },
      { ...GOOD_CARD, expiry: "01/20" },
    ]) {
      const response = await portal(user, session, "card", card);
      expect(response.status).toBe(402);
      expect(await body(response)).toEqual({ message: "Invalid payment" });
    }
    const missing = await portal(user, session, "card", { cardNumber: "4242 4242 4242 4242" });
    expect(missing.status).toBe(400);
    expect((await body(missing)).missingFields).toEqual(["expiry", "cvc"]);
    expect((await portalState(user, session)).card).toEqual({ last4: "4242", expiry: "12/40" });
  });

  it("cancels at the end of the period and renews, and the profile hears it through the webhook", async () => {
    const user = await paidUser("premium");
    const { session } = await openPortal(user);
    const cancelled = await body<PortalBody>(await portal(user, session, "cancel"));
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    const periodEnd = cancelled.subscription!.currentPeriodEnd;
    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", subscriptionEndDate: periodEnd });

    const renewed = await body<PortalBody>(await portal(user, session, "renew"));
    expect(renewed.subscription).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await state(user)).toMatchObject({ subscriptionLevel: "premium", subscriptionEndDate: null });
  });

  it("acts only for the session's own signed-in account, and not once the session has expired (then it is removed)", async () => {
    const user = await paidUser("basic");
    const other = await paidUser("basic");
    const { session } = await openPortal(user);
    expect((await portal(null, session)).status).toBe(401);
    expect((await portal(other, session)).status).toBe(404);
    expect((await portal(other, session, "cancel")).status).toBe(404);
    expect((await portal(other, session, "card", GOOD_CARD)).status).toBe(404);
    expect((await portal(user, "bps_sandbox_000000000000000000000000")).status).toBe(404);
    expect((await sandboxRow(user.id)).cancelAtPeriodEnd).toBe(false);

    await sandboxDb(env).update(sandboxPortalSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sandboxPortalSessions.id, session));
    expect((await portal(user, session)).status).toBe(404);
    expect((await portal(user, session, "cancel")).status).toBe(404);
    expect((await sandboxRow(user.id)).cancelAtPeriodEnd).toBe(false);

    // A new session works, and the expired one is gone from D1.
    const fresh = await openPortal(user);
    expect((await portal(user, fresh.session)).status).toBe(200);
    const sessions = await sandboxDb(env).select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.userId, user.id)).all();
    expect(sessions.map((row) => row.id)).toEqual([fresh.session]);
  });
});
