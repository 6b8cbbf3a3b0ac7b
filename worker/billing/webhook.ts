import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { db } from "../db/client";
import { billingEvents, users, type Plan, type SubscriptionStatus } from "../db/schema";
import { ApiError } from "../http/errors";
import type { UserRow } from "../users/user-json";
import type { BillingProvider, ProviderSubscription } from "./billing-provider";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** What a verified event can tell us; everything else is re-read from the provider. */
interface BillingEvent {
  id: string;
  type: string;
  data: { object: { object?: string; id?: string; subscription?: unknown; parent?: unknown } };
}

/** Stripe statuses in which the subscription is paid up and its plan applies. */
export const LIVE = new Set(["active", "trialing", "past_due"]);
/** Statuses after which the subscription will never be paid: back to free. */
const OVER = new Set(["incomplete_expired", "canceled", "unpaid", "paused"]);
/** Events saying a payment attempt failed. */
const PAYMENT_FAILED = new Set(["invoice.payment_failed", "payment_intent.payment_failed"]);

export interface WebhookResult {
  received: true;
  duplicate?: true;
}

/**
 * The one webhook handler, for Stripe's events and the sandbox's alike: checks
 * the signature, handles each event id once, and sets the user's plan from the
 * subscription's current state at the provider — never from the event's own
 * copy — so duplicated, late or reordered events all end in the right state.
 */
export async function handleBillingWebhook(
  env: Pick<Env, "DB">,
  provider: BillingProvider,
  payload: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const secret = await provider.webhookSecret();
  if (!secret) throw new ApiError("billingUnavailable");
  if (!signature) throw new ApiError("invalidWebhookSignature");
  let event: BillingEvent;
  try {
    event = (await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      cryptoProvider,
    )) as unknown as BillingEvent;
  } catch {
    throw new ApiError("invalidWebhookSignature");
  }

  const client = db(env);
  const seen = await client.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id)).get();
  if (seen) return { received: true, duplicate: true };

  const record = client
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, processedAt: new Date() })
    .onConflictDoNothing();
  const subscriptionId = subscriptionIdOf(event);
  const subscription = subscriptionId ? await provider.getSubscription(subscriptionId) : null;
  const user = subscription?.userId
    ? await client.select().from(users).where(eq(users.id, subscription.userId)).get()
    : undefined;
  const change = subscription && user ? nextBillingState(user, subscription, event.type) : null;
  if (change && user) {
    // The state change and the event's record land together: never one without the other.
    await client.batch([client.update(users).set(change).where(eq(users.id, user.id)), record]);
  } else {
    await record;
  }
  return { received: true };
}

/** The subscription an event is about: the object itself, or an invoice's subscription. */
export function subscriptionIdOf(event: BillingEvent): string | null {
  const object = event.data?.object;
  if (!object) return null;
  if (object.object === "subscription" && typeof object.id === "string") return object.id;
  if (object.object === "invoice") {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    const fromParent = parent?.subscription_details?.subscription;
    const id = fromParent ?? object.subscription;
    if (typeof id === "string") return id;
    if (typeof id === "object" && id !== null && typeof (id as { id?: unknown }).id === "string") return (id as { id: string }).id;
  }
  return null;
}

export interface BillingState {
  subscriptionLevel: Plan;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionEndDate: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

/**
 * The user's billing fields given the subscription's current state, or null to
 * leave them as they are (an event about a subscription the user has moved on from).
 */
export function nextBillingState(user: UserRow, subscription: ProviderSubscription, eventType: string): BillingState | null {
  const isCurrent = user.stripeSubscriptionId === subscription.id;
  const keep = {
    stripeCustomerId: subscription.customerId,
    stripeSubscriptionId: subscription.id,
  };

  if (LIVE.has(subscription.status) && subscription.plan) {
    // No paid plan is ever reached without a paid invoice; once on one, a late
    // renewal (past_due) keeps it while Stripe retries, and the profile says so.
    const paid = subscription.latestInvoicePaid || (user.subscriptionLevel !== "free" && isCurrent);
    if (!paid) return isCurrent ? { ...levelOf(user), ...keep, subscriptionStatus: "pending" } : null;
    return {
      ...keep,
      subscriptionLevel: subscription.plan,
      subscriptionStatus: subscription.status === "past_due" ? "past_due" : "active",
      subscriptionEndDate: subscription.endsAt,
    };
  }

  if (!isCurrent) return null;

  if (subscription.status === "incomplete") {
    // The first invoice is unpaid: pending until paid, or no longer pending once a payment failed.
    return { ...levelOf(user), ...keep, subscriptionStatus: PAYMENT_FAILED.has(eventType) ? null : "pending" };
  }

  if (OVER.has(subscription.status)) {
    return {
      subscriptionLevel: "free",
      subscriptionStatus: null,
      subscriptionEndDate: null,
      stripeCustomerId: subscription.customerId,
      stripeSubscriptionId: null,
    };
  }
  return null;
}

function levelOf(user: UserRow): Pick<BillingState, "subscriptionLevel" | "subscriptionEndDate"> {
  return { subscriptionLevel: user.subscriptionLevel, subscriptionEndDate: user.subscriptionEndDate ?? null };
}
