import { and, eq, inArray, lte } from "drizzle-orm";
import Stripe from "stripe";
import { newId } from "../../worker/db/ids";
import { ApiError } from "../../worker/http/errors";
import type { BillingProvider, CardDetails, CustomerInput, NewSubscription, ProviderSubscription } from "../../worker/billing/billing-provider";
import type { PaidPlan } from "../../worker/billing/plans";
import { handleBillingWebhook } from "../../worker/billing/webhook";
import { cardPays, cardToSave, chargeSucceeds, type SavedCard } from "./sandbox-cards";
import { sandboxDb, sandboxInvoices, sandboxPortalSessions, sandboxSubscriptions } from "./schema";

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type InvoiceRow = typeof sandboxInvoices.$inferSelect;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Stripe leaves a first invoice payable for 23 hours before the subscription expires. */
const INCOMPLETE_EXPIRES_MS = 23 * 60 * 60 * 1000;
/**
 * How long a failed renewal is retried before the subscription is cancelled: docs/deploying.md's Dashboard
 * setting (Smart Retries, 8 tries within 2 weeks, then cancel the subscription).
 */
export const RETRY_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** Portal sessions are short-lived at Stripe too (its duration is not published); an hour here. */
const PORTAL_SESSION_MS = 60 * 60 * 1000;
/** Where a subscription is paid up, or being retried: its plan applies and the portal manages it. */
export const SANDBOX_LIVE = new Set<SubscriptionRow["status"]>(["active", "past_due"]);

/** One calendar month later (UTC), as a monthly billing period. */
function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** In every id the sandbox makes (`sub_sandbox_…`): Stripe's never have it. */
export const SANDBOX_MARK = "_sandbox_";
const sandboxId = (prefix: string) => `${prefix}${SANDBOX_MARK}${newId()}`;

/** The sandbox's customer for a user: one per account, named after it. */
const CUSTOMER_PREFIX = `cus${SANDBOX_MARK}`;
const customerIdOf = (userId: string) => `${CUSTOMER_PREFIX}${userId}`;

const savedCardOf = (subscription: SubscriptionRow): SavedCard | null =>
  subscription.cardLast4 && subscription.cardExpiry
    ? { last4: subscription.cardLast4, expiry: subscription.cardExpiry, chargesFail: subscription.cardChargesFail }
    : null;
const cardColumns = (card: SavedCard) => ({ cardLast4: card.last4, cardExpiry: card.expiry, cardChargesFail: card.chargesFail });

/**
 * Sandbox billing for development without Stripe keys. It keeps in D1 what
 * Stripe would keep (subscriptions, invoices), and reports every change the way
 * Stripe does: an event in Stripe's shape, signed with a local webhook secret
 * and handed to the same webhook handler. So the plan still changes only
 * through a verified event, and pending → active is the real path.
 */
/** The sandbox's own database, its portal links and webhook signatures, and the plans it changes. */
export type SandboxBillingEnv = Pick<Env, "SANDBOX_DB" | "APP_URL" | "JWT_SECRET" | "DB">;

export class SandboxBilling implements BillingProvider {
  readonly kind = "sandbox" as const;

  constructor(private readonly env: SandboxBillingEnv) {}

  /** What the production schema's cascade did when these tables lived there: the account's rows go with it. */
  async forgetCustomer(userId: string): Promise<void> {
    const client = sandboxDb(this.env);
    const subscriptions = client.select({ id: sandboxSubscriptions.id }).from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, userId));
    await client.batch([
      client.delete(sandboxInvoices).where(inArray(sandboxInvoices.subscriptionId, subscriptions)),
      client.delete(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, userId)),
      client.delete(sandboxPortalSessions).where(eq(sandboxPortalSessions.userId, userId)),
    ]);
  }

  owns(id: string): boolean {
    return id.includes(SANDBOX_MARK);
  }

  /** Derived from the JWT secret, so the local secret is never a published constant. */
  async webhookSecret(): Promise<string> {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(this.env.JWT_SECRET),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode("fabulo sandbox webhooks"));
    return `whsec_${Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("")}`;
  }

  async createCustomer(input: CustomerInput): Promise<string> {
    return customerIdOf(input.userId);
  }

  async createSubscription(input: { customerId: string; userId: string; plan: PaidPlan; priceCents: number }): Promise<NewSubscription> {
    const client = sandboxDb(this.env);
    const subscriptionId = sandboxId("sub");
    const invoice = this.newInvoice(subscriptionId, input.priceCents, "open");
    await client.batch([
      client.insert(sandboxSubscriptions).values({
        id: subscriptionId,
        userId: input.userId,
        plan: input.plan,
        priceCents: input.priceCents,
        status: "incomplete",
        latestInvoiceId: invoice.id,
      }),
      client.insert(sandboxInvoices).values(invoice),
    ]);
    await this.emitSubscription("customer.subscription.created", subscriptionId);
    return { subscriptionId, clientSecret: invoice.clientSecret };
  }

  async paymentSecret(subscriptionId: string): Promise<string | null> {
    const found = await this.load(subscriptionId);
    return found?.invoice?.status === "open" ? found.invoice.clientSecret : null;
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const found = await this.load(subscriptionId);
    return found ? toProviderSubscription(found.subscription, found.invoice) : null;
  }

  async changePlan(subscriptionId: string, plan: PaidPlan, priceCents: number): Promise<ProviderSubscription> {
    const found = await this.load(subscriptionId);
    if (!found || found.subscription.status !== "active") throw new ApiError("noSubscription");
    const { subscription } = found;
    const now = Date.now();
    const periodEnd = subscription.currentPeriodEnd?.getTime() ?? now;
    const periodStart = new Date(periodEnd);
    periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
    const remaining = Math.min(1, Math.max(0, (periodEnd - now) / (periodEnd - periodStart.getTime())));
    // The card on file pays the prorated difference at once; a move down is not refunded here.
    const amount = Math.max(0, Math.round((priceCents - subscription.priceCents) * remaining));
    const invoice = this.newInvoice(subscriptionId, amount, "paid");
    const client = sandboxDb(this.env);
    await client.batch([
      client.insert(sandboxInvoices).values(invoice),
      client
        .update(sandboxSubscriptions)
        .set({ plan, priceCents, cancelAtPeriodEnd: false, latestInvoiceId: invoice.id })
        .where(eq(sandboxSubscriptions.id, subscriptionId)),
    ]);
    await this.emitInvoice("invoice.paid", invoice.id);
    await this.emitSubscription("customer.subscription.updated", subscriptionId);
    return (await this.getSubscription(subscriptionId))!;
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const found = await this.load(subscriptionId);
    if (!found || !SANDBOX_LIVE.has(found.subscription.status)) throw new ApiError("noSubscription");
    await sandboxDb(this.env)
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    await this.emitSubscription("customer.subscription.updated", subscriptionId);
    return (await this.getSubscription(subscriptionId))!;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const found = await this.load(subscriptionId);
    if (!found) return;
    await this.end(found.subscription, "canceled");
  }

  /**
   * The payment form's confirmation: pays the invoice behind `clientSecret` with
   * a test card. Success activates the subscription; a refusal leaves the
   * invoice open. Either way the outcome reaches the user through a webhook event.
   */
  async confirmPayment(userId: string, clientSecret: string, card: CardDetails): Promise<"succeeded" | "declined"> {
    const client = sandboxDb(this.env);
    const invoice = await client.select().from(sandboxInvoices).where(eq(sandboxInvoices.clientSecret, clientSecret)).get();
    if (!invoice) throw new ApiError("notFound");
    const subscription = await client
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, invoice.subscriptionId))
      .get();
    if (!subscription || subscription.userId !== userId) throw new ApiError("forbidden");
    if (invoice.status !== "open" || subscription.status !== "incomplete") throw new ApiError("paymentInvalid");

    const saved = cardToSave(card);
    if (!saved || !cardPays(card)) {
      await this.emitInvoice("invoice.payment_failed", invoice.id);
      return "declined";
    }
    const paidAt = new Date();
    // Conditional on the invoice still being open: two confirmations never both pay.
    const [paid] = await client
      .update(sandboxInvoices)
      .set({ status: "paid" })
      .where(and(eq(sandboxInvoices.id, invoice.id), eq(sandboxInvoices.status, "open")))
      .returning({ id: sandboxInvoices.id });
    if (!paid) throw new ApiError("paymentInvalid");
    // The card that paid the first invoice pays the next ones (Stripe's save_default_payment_method).
    await client
      .update(sandboxSubscriptions)
      .set({ status: "active", currentPeriodEnd: addMonth(paidAt), ...cardColumns(saved) })
      .where(eq(sandboxSubscriptions.id, subscription.id));
    await this.emitInvoice("invoice.paid", invoice.id);
    await this.emitSubscription("customer.subscription.updated", subscription.id);
    return "succeeded";
  }

  /**
   * Plays the sandbox's clock forward to now, as Stripe's own schedule would:
   * an unpaid first invoice expires; a failed renewal still unpaid after the
   * retry window cancels the subscription; a period ends (cancelled → ended,
   * otherwise renewed with the card on file, which may fail: past due).
   */
  async catchUp(subscriptionId: string, now = new Date()): Promise<void> {
    const found = await this.load(subscriptionId);
    if (!found) return;
    const { subscription, invoice } = found;
    if (subscription.status === "incomplete" && subscription.createdAt.getTime() + INCOMPLETE_EXPIRES_MS <= now.getTime()) {
      await this.end(subscription, "incomplete_expired");
      return;
    }
    if (subscription.status === "past_due" && invoice?.status === "open" && invoice.createdAt.getTime() + RETRY_WINDOW_MS <= now.getTime()) {
      await this.end(subscription, "canceled");
      return;
    }
    if (!SANDBOX_LIVE.has(subscription.status) || !subscription.currentPeriodEnd) return;
    if (subscription.currentPeriodEnd.getTime() > now.getTime()) return;
    if (subscription.cancelAtPeriodEnd) {
      await this.end(subscription, "canceled");
      return;
    }
    // A failed renewal's retries end (above) before the next period does.
    if (subscription.status === "past_due") return;
    await this.renew(subscription, now);
  }

  /** The renewal at the end of the period, charged to the card on file. */
  private async renew(subscription: SubscriptionRow, now: Date): Promise<void> {
    const renewedAt = subscription.currentPeriodEnd!;
    const client = sandboxDb(this.env);
    if (!chargeSucceeds(savedCardOf(subscription), renewedAt)) {
      // Stripe moves to the next period and keeps the renewal's invoice open while it retries.
      const invoice = { ...this.newInvoice(subscription.id, subscription.priceCents, "open"), createdAt: renewedAt };
      await client.batch([
        client.insert(sandboxInvoices).values(invoice),
        client
          .update(sandboxSubscriptions)
          .set({ status: "past_due", currentPeriodEnd: addMonth(renewedAt), latestInvoiceId: invoice.id })
          .where(eq(sandboxSubscriptions.id, subscription.id)),
      ]);
      await this.emitInvoice("invoice.payment_failed", invoice.id);
      await this.emitSubscription("customer.subscription.updated", subscription.id);
      return;
    }
    let periodEnd = renewedAt;
    while (periodEnd.getTime() <= now.getTime()) periodEnd = addMonth(periodEnd);
    const invoice = this.newInvoice(subscription.id, subscription.priceCents, "paid");
    await client.batch([
      client.insert(sandboxInvoices).values(invoice),
      client
        .update(sandboxSubscriptions)
        .set({ currentPeriodEnd: periodEnd, latestInvoiceId: invoice.id })
        .where(eq(sandboxSubscriptions.id, subscription.id)),
    ]);
    await this.emitInvoice("invoice.paid", invoice.id);
  }

  /**
   * The portal's card update: the new card is saved on the subscription, and a
   * failed renewal is retried with it at once (Stripe would retry on its own
   * schedule; the sandbox has no clock). Declined cards change nothing.
   */
  async updateCard(subscriptionId: string, card: CardDetails): Promise<"saved" | "declined"> {
    const found = await this.load(subscriptionId);
    if (!found || !SANDBOX_LIVE.has(found.subscription.status)) throw new ApiError("noSubscription");
    const saved = cardToSave(card);
    if (!saved) return "declined";
    const client = sandboxDb(this.env);
    await client.update(sandboxSubscriptions).set(cardColumns(saved)).where(eq(sandboxSubscriptions.id, subscriptionId));
    const { subscription, invoice } = found;
    if (subscription.status === "past_due" && invoice?.status === "open") {
      if (!chargeSucceeds(saved, new Date())) {
        await this.emitInvoice("invoice.payment_failed", invoice.id);
        return "saved";
      }
      // Conditional on the invoice still being open: two retries never both pay.
      const [paid] = await client
        .update(sandboxInvoices)
        .set({ status: "paid" })
        .where(and(eq(sandboxInvoices.id, invoice.id), eq(sandboxInvoices.status, "open")))
        .returning({ id: sandboxInvoices.id });
      if (paid) {
        await client.update(sandboxSubscriptions).set({ status: "active" }).where(eq(sandboxSubscriptions.id, subscriptionId));
        await this.emitInvoice("invoice.paid", invoice.id);
      }
    }
    await this.emitSubscription("customer.subscription.updated", subscriptionId);
    return "saved";
  }

  /** A session of the sandbox's own portal page (/sandbox/billing-portal/<id>), for the customer's account. */
  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string> {
    if (!input.customerId.startsWith(CUSTOMER_PREFIX)) throw new ApiError("notFound");
    const id = sandboxId("bps");
    const userId = input.customerId.slice(CUSTOMER_PREFIX.length);
    const client = sandboxDb(this.env);
    const now = new Date();
    // The account's expired sessions go as a new one comes: nothing else would ever remove them.
    await client.batch([
      client.delete(sandboxPortalSessions).where(and(eq(sandboxPortalSessions.userId, userId), lte(sandboxPortalSessions.expiresAt, now))),
      client
        .insert(sandboxPortalSessions)
        .values({ id, userId, returnUrl: input.returnUrl, expiresAt: new Date(now.getTime() + PORTAL_SESSION_MS) }),
    ]);
    return new URL(`/sandbox/billing-portal/${id}`, this.env.APP_URL).href;
  }

  private async end(subscription: SubscriptionRow, status: "canceled" | "incomplete_expired"): Promise<void> {
    const client = sandboxDb(this.env);
    await client.batch([
      client.update(sandboxSubscriptions).set({ status }).where(eq(sandboxSubscriptions.id, subscription.id)),
      client
        .update(sandboxInvoices)
        .set({ status: "void" })
        .where(and(eq(sandboxInvoices.subscriptionId, subscription.id), eq(sandboxInvoices.status, "open"))),
    ]);
    await this.emitSubscription(status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated", subscription.id);
  }

  private newInvoice(subscriptionId: string, amount: number, status: InvoiceRow["status"]) {
    const id = sandboxId("in");
    return {
      id,
      subscriptionId,
      amount,
      status,
      clientSecret: `pi_sandbox_${newId()}_secret_${newId()}`,
      createdAt: new Date(),
    };
  }

  private async load(subscriptionId: string): Promise<{ subscription: SubscriptionRow; invoice: InvoiceRow | null } | null> {
    const client = sandboxDb(this.env);
    const subscription = await client.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId)).get();
    if (!subscription) return null;
    const invoice = subscription.latestInvoiceId
      ? await client.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, subscription.latestInvoiceId)).get()
      : undefined;
    return { subscription, invoice: invoice ?? null };
  }

  private async emitSubscription(type: string, subscriptionId: string): Promise<void> {
    const found = await this.load(subscriptionId);
    if (found) await this.emit(type, stripeSubscriptionShape(found.subscription, found.invoice));
  }

  private async emitInvoice(type: string, invoiceId: string): Promise<void> {
    const client = sandboxDb(this.env);
    const invoice = await client.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId)).get();
    const subscription = invoice
      ? await client.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, invoice.subscriptionId)).get()
      : undefined;
    if (invoice && subscription) await this.emit(type, stripeInvoiceShape(invoice, subscription));
  }

  /** Signs the event as Stripe would and hands it to the webhook handler. */
  private async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify({
      id: sandboxId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    const secret = await this.webhookSecret();
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider });
    await handleBillingWebhook(this.env, this, payload, signature);
  }
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function toProviderSubscription(subscription: SubscriptionRow, invoice: InvoiceRow | null): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: customerIdOf(subscription.userId),
    userId: subscription.userId,
    plan: subscription.plan === "free" ? null : subscription.plan,
    status: subscription.status,
    endsAt: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    currentPeriodEnd: subscription.currentPeriodEnd,
    latestInvoicePaid: invoice?.status === "paid",
  };
}

/** The subscription as a Stripe event carries it (the fields this app reads, and a few more). */
function stripeSubscriptionShape(subscription: SubscriptionRow, invoice: InvoiceRow | null): Record<string, unknown> {
  const periodEnd = seconds(subscription.currentPeriodEnd);
  return {
    id: subscription.id,
    object: "subscription",
    customer: customerIdOf(subscription.userId),
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? periodEnd : null,
    metadata: { userId: subscription.userId },
    latest_invoice: invoice?.id ?? null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_end: periodEnd,
          price: {
            id: `price_sandbox_${subscription.plan}_${subscription.priceCents}`,
            object: "price",
            currency: "eur",
            unit_amount: subscription.priceCents,
            recurring: { interval: "month" },
            metadata: { plan: subscription.plan },
          },
        },
      ],
    },
  };
}

function stripeInvoiceShape(invoice: InvoiceRow, subscription: SubscriptionRow): Record<string, unknown> {
  return {
    id: invoice.id,
    object: "invoice",
    customer: customerIdOf(subscription.userId),
    currency: "eur",
    amount_due: invoice.amount,
    amount_paid: invoice.status === "paid" ? invoice.amount : 0,
    status: invoice.status,
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
  };
}

/** Billing's sandbox (dev/index.ts), chosen by worker/billing/provider.ts in development without Stripe keys. */
export function createSandboxBilling(env: SandboxBillingEnv): BillingProvider {
  return new SandboxBilling(env);
}
