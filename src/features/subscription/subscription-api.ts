import type { PaidPlan, Plan, SubscriptionStatus } from "../../../shared/enums";
import type { SubscriptionJson } from "../../../shared/user-json";
import { client, json, withSignal } from "../../shared/api/client";

export type { PaidPlan, Plan };

/** GET /api/subscription/user-subscription (SPEC §7). */
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
