import type { SandboxPortalJson } from "../../../shared/billing-portal";
import type { PaidPlan, Plan, SubscriptionStatus } from "../../../shared/enums";
import type { SubscriptionJson } from "../../../shared/user-json";
import { client, json, withSignal } from "../../shared/api/client";

export type { PaidPlan, Plan, SandboxPortalJson };

/** GET /api/subscription/user-subscription (docs/product.md §7). */
export type SubscriptionState = SubscriptionJson;

export interface SandboxCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const subscription = client.api.subscription;

export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return json(subscription["user-subscription"].$get(undefined, withSignal(signal)));
}

/** Starts a paid plan; the plan stays pending until the payment form's payment is confirmed. */
export async function createSubscription(userId: string, subscriptionLevel: PaidPlan): Promise<string> {
  const { clientSecret } = await json(subscription["create-subscription"].$post({ json: { userId, subscriptionLevel } }));
  return clientSecret;
}

/**
 * The payment form closed without paying: the server drops the unpaid
 * subscription and answers the plan as it was (nothing left pending).
 */
export function cancelPayment(): Promise<SubscriptionState> {
  return json(subscription["cancel-payment"].$post());
}

export function updateSubscription(
  subscriptionLevel: PaidPlan,
): Promise<{ subscriptionLevel: Plan; subscriptionStatus?: SubscriptionStatus | null }> {
  return json(subscription["update-subscription"].$post({ json: { subscriptionLevel } }));
}

export async function cancelSubscription(): Promise<string | null> {
  const { subscriptionEndDate } = await json(subscription["cancel-subscription"].$post());
  return subscriptionEndDate;
}

export async function reactivateSubscription(): Promise<void> {
  await json(subscription["reactivate-subscription"].$post());
}

/** The sandbox payment form (development without Stripe keys). */
export async function confirmSandboxPayment(clientSecret: string, card: SandboxCard): Promise<void> {
  await json(subscription.sandbox.confirm.$post({ json: { clientSecret, ...card } }));
}

/** POST /api/subscription/portal-session: the customer portal's address (Stripe's, or the sandbox's page). */
export async function openPortalSession(): Promise<string> {
  const { url } = await json(subscription["portal-session"].$post());
  return url;
}

const sandboxPortal = subscription.sandbox.portal[":session"];
const sessionParam = (session: string) => ({ param: { session: encodeURIComponent(session) } });

/** The sandbox portal page's state (development without Stripe keys). */
export function fetchSandboxPortal(session: string, signal?: AbortSignal): Promise<SandboxPortalJson> {
  return json(sandboxPortal.$get(sessionParam(session), withSignal(signal)));
}

export function updateSandboxPortalCard(session: string, card: SandboxCard): Promise<SandboxPortalJson> {
  return json(sandboxPortal.card.$post({ ...sessionParam(session), json: card }));
}

/** Cancels at the end of the period (true) or withdraws that (false). */
export function setSandboxPortalCancellation(session: string, cancel: boolean): Promise<SandboxPortalJson> {
  const action = cancel ? sandboxPortal.cancel : sandboxPortal.renew;
  return json(action.$post(sessionParam(session)));
}
