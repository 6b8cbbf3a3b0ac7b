/**
 * Plans and payments for one account (docs/product.md §4, §7; DESIGN "Billing"). The plan itself changes only
 * in the webhook handler, from a verified event; these ask the provider for changes and mark the
 * user `pending` while one is under way.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { ApiError } from "../http/errors";
import { toUserJson, type UserRow } from "../users/user-json";
import { planPrices, type PaidPlan } from "./plans";
import type { BillingProvider, CardDetails, ProviderSubscription } from "./billing-provider";
import { billingProvider, findBillingProvider, type BillingEnv } from "./provider";
import { LIVE } from "./webhook";

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

/** The subscription part of the account, as GET /user-subscription and /cancel-payment answer it. */
export async function subscriptionJson(env: Pick<Env, "DB">, user: UserRow) {
  const json = await toUserJson(env, user);
  return {
    subscriptionLevel: json.subscriptionLevel,
    subscriptionStatus: json.subscriptionStatus,
    subscriptionEndDate: json.subscriptionEndDate,
    storiesGeneratedThisWeek: json.storiesGeneratedThisWeek,
    weeklyLimit: json.weeklyLimit,
  };
}

/** The account again after the provider's answer (a webhook may have changed it meanwhile). */
async function reload(client: Db, user: UserRow): Promise<UserRow> {
  const row = await client.select().from(users).where(eq(users.id, user.id)).get();
  if (!row) throw new ApiError("unauthorized");
  return row;
}

/** The account as the provider now sees it: a pending change may have landed. */
export async function currentSubscription(env: BillingEnv, client: Db, user: UserRow) {
  const provider = findBillingProvider(env);
  const id = provider && ownId(provider, user.stripeSubscriptionId);
  if (!provider || !id) return subscriptionJson(env, user);
  await provider.catchUp(id);
  return subscriptionJson(env, await reload(client, user));
}

/** A new subscription waiting for its first payment: the client secret the payment form needs. */
export async function createSubscription(env: BillingEnv, client: Db, user: UserRow, plan: PaidPlan) {
  if (user.subscriptionLevel !== "free") throw new ApiError("alreadySubscribed");
  const provider = billingProvider(env);
  const pending = { subscriptionLevel: user.subscriptionLevel, subscriptionStatus: "pending" as const };

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
        return { clientSecret: secret, ...pending };
      }
      await provider.cancelNow(previous.id);
    }
  }

  const prices = await planPrices(env);
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
  return { clientSecret: created.clientSecret, ...pending };
}

/**
 * The payment form was closed without paying: the subscription waiting for its first payment
 * is dropped at the provider, and the user is shown the plan as it was, not left pending. A
 * subscription paid meanwhile is kept (its webhook decides).
 */
export async function cancelPayment(env: BillingEnv, client: Db, user: UserRow) {
  const provider = billingProvider(env);
  const id = ownId(provider, user.stripeSubscriptionId);
  if (id && user.subscriptionLevel === "free") {
    const subscription = await provider.getSubscription(id);
    if (subscription?.status === "incomplete") await provider.cancelNow(id);
    if (!subscription || !LIVE.has(subscription.status)) {
      // The provider's own event says the same later; it then finds nothing left to change.
      await client
        .update(users)
        .set({ subscriptionStatus: null, stripeSubscriptionId: null })
        .where(and(eq(users.id, user.id), eq(users.subscriptionLevel, "free"), eq(users.stripeSubscriptionId, id)));
    }
  }
  return subscriptionJson(env, await reload(client, user));
}

export async function changePlan(env: BillingEnv, client: Db, user: UserRow, plan: PaidPlan) {
  if (user.subscriptionLevel === plan) throw new ApiError("samePlan");
  const provider = billingProvider(env);
  const subscription = await liveSubscription(provider, user);
  // Choosing a paid plan keeps the subscription going: a scheduled end is withdrawn first.
  if (subscription.endsAt) await provider.setCancelAtPeriodEnd(subscription.id, false);

  const prices = await planPrices(env);
  await client.update(users).set({ subscriptionStatus: "pending" }).where(eq(users.id, user.id));
  try {
    await provider.changePlan(subscription.id, plan, prices[plan]);
  } catch (error) {
    await client.update(users).set({ subscriptionStatus: user.subscriptionStatus }).where(eq(users.id, user.id));
    throw error;
  }
  const after = await reload(client, user);
  return { subscriptionLevel: plan, subscriptionStatus: after.subscriptionStatus };
}

/** Ends the subscription at the end of the paid period; answers that date. */
export async function cancelSubscription(env: BillingEnv, client: Db, user: UserRow): Promise<Date | null> {
  const provider = billingProvider(env);
  const subscription = await liveSubscription(provider, user);
  const updated = subscription.endsAt ? subscription : await provider.setCancelAtPeriodEnd(subscription.id, true);
  const endDate = updated.endsAt ?? updated.currentPeriodEnd;
  await client.update(users).set({ subscriptionEndDate: endDate }).where(eq(users.id, user.id));
  return endDate;
}

/** Withdraws a scheduled end; answers the end date left (none). */
export async function reactivateSubscription(env: BillingEnv, client: Db, user: UserRow): Promise<Date | null> {
  const provider = billingProvider(env);
  const subscription = await liveSubscription(provider, user);
  if (!subscription.endsAt && !user.subscriptionEndDate) throw new ApiError("notEnding");
  const updated = subscription.endsAt ? await provider.setCancelAtPeriodEnd(subscription.id, false) : subscription;
  await client.update(users).set({ subscriptionEndDate: updated.endsAt }).where(eq(users.id, user.id));
  return updated.endsAt;
}

/**
 * The customer portal for the caller's own customer (update the card, see invoices, cancel), coming
 * back to /profile: the address to send them to. 404 for an account that never had a customer.
 */
export async function openBillingPortal(env: BillingEnv, user: UserRow): Promise<string> {
  const provider = billingProvider(env);
  const customerId = ownId(provider, user.stripeCustomerId);
  if (!customerId) throw new ApiError("noBillingAccount");
  const returnUrl = new URL("/profile", env.APP_URL).href;
  return provider.createPortalSession({ customerId, returnUrl, language: user.preferredLanguage });
}

/** The sandbox payment form's confirmation (development without Stripe keys only). */
export async function confirmSandboxPayment(env: BillingEnv, user: UserRow, clientSecret: string, card: CardDetails) {
  const provider = billingProvider(env);
  if (!provider.confirmPayment) throw new ApiError("notFound");
  const outcome = await provider.confirmPayment(user.id, clientSecret, card);
  if (outcome === "declined") throw new ApiError("paymentDeclined");
  return outcome;
}
