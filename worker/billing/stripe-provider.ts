import Stripe from "stripe";
import type { Language } from "../db/schema";
import { ApiError } from "../http/errors";
import { isPaidPlan, type PaidPlan } from "./plans";
import type { BillingProvider, CustomerInput, NewSubscription, ProviderSubscription } from "./billing-provider";

/** Lookup keys name the plan and amount, so a price change in the config makes a new Stripe price. */
const lookupKey = (plan: PaidPlan, cents: number) => `fabulo_${plan}_eur_${cents}_month`;

/** Prices resolved in this isolate: a lookup key always names the same price. */
const priceIds = new Map<string, string>();

/** The portal in the family's language (Stripe's locales are `en` and `fr`, not `en-US` and `fr-FR`). */
const PORTAL_LOCALES: Record<Language, Stripe.BillingPortal.SessionCreateParams.Locale> = { "en-US": "en", "fr-FR": "fr" };

/** A fresh key per write: Stripe and the SDK's retries then never apply one request twice. */
const writeKey = (operation: string, id: string) => `fabulo:${operation}:${id}:${crypto.randomUUID()}`;

/**
 * Stripe through its fetch HTTP client (the only one workerd has). Every write
 * carries an idempotency key; SDK failures become ApiErrors (402 for a card
 * refused, 502 otherwise) so the routes never answer a bare 500.
 */
export class StripeBilling implements BillingProvider {
  readonly kind = "stripe" as const;
  private readonly stripe: Stripe;

  /** Stripe's ids are a prefix and one run of letters and digits (`sub_1MowQVLkdIwHu7ix`). */
  owns(id: string): boolean {
    return /^[a-z]+_[A-Za-z0-9]+$/.test(id);
  }

  /** Stripe renews and ends subscriptions on its own schedule and tells us by webhook. */
  async catchUp(): Promise<void> {}

  constructor(private readonly env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">) {
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY ?? "", {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 2,
    });
  }

  async webhookSecret(): Promise<string | null> {
    return this.env.STRIPE_WEBHOOK_SECRET ?? null;
  }

  createCustomer(input: CustomerInput): Promise<string> {
    return call(async () => {
      const customer = await this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        // One customer per account, even if two first subscriptions race.
        { idempotencyKey: `fabulo:customer:${input.userId}` },
      );
      return customer.id;
    });
  }

  createSubscription(input: { customerId: string; userId: string; plan: PaidPlan; priceCents: number }): Promise<NewSubscription> {
    return call(async () => {
      const price = await this.priceId(input.plan, input.priceCents);
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price }],
          payment_behavior: "default_incomplete",
          // The card paying the first invoice pays the next ones and prorated changes.
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: { userId: input.userId },
          expand: ["latest_invoice.confirmation_secret"],
        },
        { idempotencyKey: writeKey("subscription-create", input.userId) },
      );
      const clientSecret = confirmationSecret(subscription.latest_invoice);
      if (!clientSecret) throw new ApiError("billingFailed");
      return { subscriptionId: subscription.id, clientSecret };
    });
  }

  paymentSecret(subscriptionId: string): Promise<string | null> {
    return call(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, {
        expand: ["latest_invoice.confirmation_secret"],
      });
      return confirmationSecret(subscription.latest_invoice);
    });
  }

  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    return call(async () => {
      try {
        return toProviderSubscription(
          await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice"] }),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    });
  }

  changePlan(subscriptionId: string, plan: PaidPlan, priceCents: number): Promise<ProviderSubscription> {
    return call(async () => {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new ApiError("noSubscription");
      const price = await this.priceId(plan, priceCents);
      const updated = await this.stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, price }],
          // The difference is invoiced now; with pending_if_incomplete the new plan applies
          // only once that invoice is paid, so a refused card leaves the old plan in place.
          proration_behavior: "always_invoice",
          payment_behavior: "pending_if_incomplete",
          expand: ["latest_invoice"],
        },
        { idempotencyKey: writeKey("subscription-plan", subscriptionId) },
      );
      return toProviderSubscription(updated);
    });
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    return call(async () =>
      toProviderSubscription(
        await this.stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel, expand: ["latest_invoice"] },
          { idempotencyKey: writeKey(cancel ? "subscription-cancel" : "subscription-reactivate", subscriptionId) },
        ),
      ),
    );
  }

  cancelNow(subscriptionId: string): Promise<void> {
    return call(async () => {
      await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: writeKey("subscription-drop", subscriptionId) });
    });
  }

  /**
   * The Billing Portal uses the configuration saved in the Dashboard (docs/deploying.md): in test mode
   * Stripe refuses sessions until it is saved, which answers 502 like any other refusal.
   */
  createPortalSession(input: { customerId: string; returnUrl: string; language: Language }): Promise<string> {
    return call(async () => {
      const session = await this.stripe.billingPortal.sessions.create(
        { customer: input.customerId, return_url: input.returnUrl, locale: PORTAL_LOCALES[input.language] },
        { idempotencyKey: writeKey("portal-session", input.customerId) },
      );
      return session.url;
    });
  }

  /** The monthly euro price for a plan at the configured amount, created in Stripe on first use. */
  private async priceId(plan: PaidPlan, cents: number): Promise<string> {
    const key = lookupKey(plan, cents);
    const known = priceIds.get(key);
    if (known) return known;
    const existing = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const price =
      existing.data[0] ??
      (await this.stripe.prices.create(
        {
          currency: "eur",
          unit_amount: cents,
          recurring: { interval: "month" },
          lookup_key: key,
          metadata: { plan },
          product_data: { name: `Fabulo ${plan}` },
        },
        { idempotencyKey: `fabulo:price:${key}` },
      ));
    priceIds.set(key, price.id);
    return price.id;
  }
}

function confirmationSecret(invoice: string | Stripe.Invoice | null): string | null {
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  // The applied price names the plan (a pending, unpaid change is not applied yet).
  const plan = item?.price.metadata?.plan ?? item?.price.lookup_key?.match(/^fabulo_([a-z]+)_/)?.[1];
  const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : null;
  const endsAt = subscription.cancel_at
    ? new Date(subscription.cancel_at * 1000)
    : subscription.cancel_at_period_end
      ? periodEnd
      : null;
  const invoice = subscription.latest_invoice;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    userId: subscription.metadata?.userId ?? null,
    plan: isPaidPlan(plan) ? plan : null,
    status: subscription.status,
    endsAt,
    currentPeriodEnd: periodEnd,
    latestInvoicePaid: typeof invoice === "object" && invoice !== null && invoice.status === "paid",
  };
}

/** Runs a Stripe call, mapping its failures to the API's errors. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) throw new ApiError("paymentDeclined");
    console.error(
      JSON.stringify({ level: "error", source: "stripe", error: error instanceof Error ? error.message : String(error) }),
    );
    throw new ApiError("billingFailed");
  }
}
