import { api } from "../../shared/api/client";
import type { User } from "../session/session";

export type Plan = User["subscriptionLevel"];
export type PaidPlan = Exclude<Plan, "free">;

/** GET /api/subscription/user-subscription (SPEC §7). */
export type SubscriptionState = Pick<
  User,
  "subscriptionLevel" | "subscriptionStatus" | "subscriptionEndDate" | "storiesGeneratedThisWeek" | "weeklyLimit"
>;

export interface SandboxCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return api<SubscriptionState>("/api/subscription/user-subscription", { signal });
}

/** Starts a paid plan; the plan stays pending until the payment form's payment is confirmed. */
export async function createSubscription(userId: string, subscriptionLevel: PaidPlan): Promise<string> {
  const { clientSecret } = await api<{ clientSecret: string }>("/api/subscription/create-subscription", {
    method: "POST",
    body: { userId, subscriptionLevel },
  });
  return clientSecret;
}

/**
 * The payment form closed without paying: the server drops the unpaid
 * subscription and answers the plan as it was (nothing left pending).
 */
export function cancelPayment(): Promise<SubscriptionState> {
  return api<SubscriptionState>("/api/subscription/cancel-payment", { method: "POST" });
}

export function updateSubscription(
  subscriptionLevel: PaidPlan,
): Promise<{ subscriptionLevel: Plan; subscriptionStatus?: User["subscriptionStatus"] }> {
  return api("/api/subscription/update-subscription", { method: "POST", body: { subscriptionLevel } });
}

export async function cancelSubscription(): Promise<string | null> {
  const { subscriptionEndDate } = await api<{ subscriptionEndDate: string | null }>(
    "/api/subscription/cancel-subscription",
    { method: "POST" },
  );
  return subscriptionEndDate;
}

export async function reactivateSubscription(): Promise<void> {
  await api("/api/subscription/reactivate-subscription", { method: "POST" });
}

/** The sandbox payment form (development without Stripe keys). */
export async function confirmSandboxPayment(clientSecret: string, card: SandboxCard): Promise<void> {
  await api("/api/subscription/sandbox/confirm", { method: "POST", body: { clientSecret, ...card } });
}
