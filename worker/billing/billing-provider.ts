/**
 * What a billing provider does for the app: Stripe in production (stripe-provider.ts), sandbox billing
 * in development (dev/sandbox-billing/). The choice between them is provider.ts.
 */
import type { Language } from "../db/schema";
import type { PaidPlan } from "./plans";

/**
 * A subscription as the billing provider holds it now, in Stripe's vocabulary
 * (`status` is Stripe's subscription status). The webhook handler reads this
 * rather than trusting the event's copy, so events may arrive in any order.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our user id, from the subscription's metadata. */
  userId: string | null;
  /** The plan its price is for; null when the price is not one of ours. */
  plan: PaidPlan | null;
  status: string;
  /** When the subscription stops (a cancellation at the end of the period), else null. */
  endsAt: Date | null;
  currentPeriodEnd: Date | null;
  /** Whether its latest invoice is paid: no paid plan without one. */
  latestInvoicePaid: boolean;
}

export interface CustomerInput {
  userId: string;
  email: string;
  name: string;
}

export interface NewSubscription {
  subscriptionId: string;
  /** The first invoice's payment client secret, confirmed by the browser's payment form. */
  clientSecret: string;
}

/** Card details typed into our own payment form (the sandbox's; Stripe's are taken by Stripe.js). */
export interface CardDetails {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface BillingProvider {
  readonly kind: "stripe" | "sandbox";
  /**
   * Whether an id stored on the account (customer, subscription) was made by this provider: ids
   * of the other one (sandbox ids once Stripe keys are set) are as good as none.
   */
  owns(id: string): boolean;
  /**
   * Brings a subscription up to date before it is read. Stripe runs its own schedule; the sandbox
   * has no clock, so its renewals and period ends happen when they are looked at.
   */
  catchUp(subscriptionId: string): Promise<void>;
  /**
   * Pays the invoice behind `clientSecret` with card details our own form took: only a provider
   * without a payment page of its own has it (the sandbox). Either outcome reaches the user as a
   * webhook event, as with Stripe.
   */
  confirmPayment?(userId: string, clientSecret: string, card: CardDetails): Promise<"succeeded" | "declined">;
  /** The secret webhook events are signed with; null when none is configured. */
  webhookSecret(): Promise<string | null>;
  createCustomer(input: CustomerInput): Promise<string>;
  /** A subscription that waits for its first invoice to be paid (Stripe's `default_incomplete`). */
  createSubscription(input: { customerId: string; userId: string; plan: PaidPlan; priceCents: number }): Promise<NewSubscription>;
  /** The client secret of an unpaid subscription's latest invoice, to retry its payment. */
  paymentSecret(subscriptionId: string): Promise<string | null>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Moves a paid subscription to another plan, prorated; applied only once the difference is paid. */
  changePlan(subscriptionId: string, plan: PaidPlan, priceCents: number): Promise<ProviderSubscription>;
  /** Schedules (true) or withdraws (false) the cancellation at the end of the billing period. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Drops an unpaid subscription at once (the user chose another plan before paying). */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * A customer portal session (Stripe's Billing Portal, or the sandbox's own page): the address
   * where the customer updates their card, sees their invoices and cancels, then comes back to
   * `returnUrl`. Short-lived, and it acts for that customer alone.
   */
  createPortalSession(input: { customerId: string; returnUrl: string; language: Language }): Promise<string>;
  /**
   * Erases what the provider keeps about a deleted account, where that is ours to erase: the sandbox's
   * rows, in their own database (Stripe keeps its records under its own retention rules).
   */
  forgetCustomer?(userId: string): Promise<void>;
}
