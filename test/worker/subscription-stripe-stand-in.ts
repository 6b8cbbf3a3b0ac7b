import Stripe from "stripe";
import { vi } from "vitest";

/**
 * A local stand-in for the slice of Stripe's HTTP API that worker/billing uses,
 * answering in Stripe's shapes (customers, prices, subscriptions with their
 * latest invoice, errors). The real Stripe SDK talks to it: `install()` routes
 * the Worker's fetches to https://api.stripe.com here, everything else through.
 * Tests drive what Stripe would do on its side (a payment succeeding, a card
 * refused) and deliver signed webhook events built from its state.
 */

export const STAND_IN_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_standin",
  STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
  STRIPE_WEBHOOK_SECRET: "whsec_test_standin",
} as const;

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const DAY = 86_400;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
}

interface PriceRecord {
  id: string;
  lookupKey: string | null;
  amount: number;
  metadata: Record<string, string>;
}

interface InvoiceRecord {
  id: string;
  subscriptionId: string;
  customerId: string;
  amount: number;
  status: "draft" | "open" | "paid" | "void";
  clientSecret: string;
}

interface SubscriptionRecord {
  id: string;
  customerId: string;
  status: string;
  metadata: Record<string, string>;
  itemId: string;
  priceId: string;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  latestInvoiceId: string;
  paymentBehavior: string;
}

let counter = 0;
const sharedPrices = new Map<string, PriceRecord>();
const nextId = (prefix: string) => `${prefix}_standin${++counter}`;
const now = () => Math.floor(Date.now() / 1000);

/** Flattens Stripe's form encoding (`items[0][price]=…`) into `{ "items[0][price]": "…" }`. */
function flatParams(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

function listOf(params: Record<string, string>, name: string): string[] {
  return Object.entries(params)
    .filter(([key]) => key.startsWith(`${name}[`))
    .map(([, value]) => value);
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  /** Shared by every stand-in, as prices outlive a test at Stripe and in the provider's per-isolate cache. */
  readonly prices = sharedPrices;
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly invoices = new Map<string, InvoiceRecord>();
  /** First answers by idempotency key: Stripe replays them for a repeated key. */
  private readonly replays = new Map<string, unknown>();
  /** When set, the next plan change's prorated invoice is refused (Stripe keeps the old price). */
  refuseNextPlanChange = false;
  /** When set, every write answers a 500 api_error. */
  failWrites = false;
  /**
   * Whether the Dashboard's customer portal settings were saved: in test mode Stripe refuses portal
   * sessions until they are (and in live mode until they are saved there).
   */
  portalConfigured = true;
  /** Portal sessions created, as Stripe returned them. */
  readonly portalSessions: Record<string, unknown>[] = [];

  install(): void {
    const passThrough = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).hostname !== "api.stripe.com") return passThrough(input, init);
      return this.handle(request);
    });
  }

  /** Writes the SDK sent (POST and DELETE). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== "GET");
  }

  subscriptionOf(userId: string): SubscriptionRecord | undefined {
    return [...this.subscriptions.values()].reverse().find((s) => s.metadata.userId === userId);
  }

  /** The customer pays the first invoice: what Stripe does when the Payment Element confirms. */
  pay(subscriptionId: string): void {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get(subscription.latestInvoiceId)!;
    invoice.status = "paid";
    subscription.status = "active";
    subscription.periodEnd = now() + 30 * DAY;
  }

  /**
   * A renewal the card on file does not pay: Stripe moves to the next period, leaves the renewal's
   * invoice open and the subscription past_due while it retries. Answers that invoice.
   */
  failRenewal(subscriptionId: string): InvoiceRecord {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const price = this.prices.get(subscription.priceId)!;
    const invoice = this.newInvoice(subscription.id, subscription.customerId, price.amount, "open");
    subscription.latestInvoiceId = invoice.id;
    subscription.status = "past_due";
    subscription.periodEnd = (subscription.periodEnd ?? now()) + 30 * DAY;
    return invoice;
  }

  /** A signed delivery of an event about `object`, as Stripe posts it to the webhook. */
  async delivery(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; secret?: string } = {},
  ): Promise<{ id: string; payload: string; signature: string }> {
    const id = options.id ?? nextId("evt");
    const payload = JSON.stringify({
      id,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      type,
      data: { object },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: options.secret ?? STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET,
      cryptoProvider,
    });
    return { id, payload, signature };
  }

  subscriptionJson(subscription: SubscriptionRecord, expand: string[] = []): Record<string, unknown> {
    const price = this.prices.get(subscription.priceId)!;
    const invoice = this.invoices.get(subscription.latestInvoiceId)!;
    const expandInvoice = expand.some((e) => e === "latest_invoice" || e.startsWith("latest_invoice."));
    return {
      id: subscription.id,
      object: "subscription",
      customer: subscription.customerId,
      status: subscription.status,
      metadata: subscription.metadata,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      latest_invoice: expandInvoice ? this.invoiceJson(invoice, expand.includes("latest_invoice.confirmation_secret")) : invoice.id,
      items: {
        object: "list",
        has_more: false,
        data: [
          {
            id: subscription.itemId,
            object: "subscription_item",
            current_period_end: subscription.periodEnd,
            price: this.priceJson(price),
          },
        ],
      },
    };
  }

  invoiceJson(invoice: InvoiceRecord, withSecret = false): Record<string, unknown> {
    return {
      id: invoice.id,
      object: "invoice",
      customer: invoice.customerId,
      status: invoice.status,
      amount_due: invoice.amount,
      currency: "eur",
      parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscriptionId } },
      ...(withSecret ? { confirmation_secret: { client_secret: invoice.clientSecret, type: "payment_intent" } } : {}),
    };
  }

  private priceJson(price: PriceRecord): Record<string, unknown> {
    return {
      id: price.id,
      object: "price",
      active: true,
      currency: "eur",
      unit_amount: price.amount,
      lookup_key: price.lookupKey,
      metadata: price.metadata,
      recurring: { interval: "month" },
    };
  }

  private newInvoice(subscriptionId: string, customerId: string, amount: number, status: InvoiceRecord["status"]) {
    const id = nextId("in");
    const invoice: InvoiceRecord = {
      id,
      subscriptionId,
      customerId,
      amount,
      status,
      clientSecret: `pi_${id}_secret_${crypto.randomUUID().slice(0, 8)}`,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const params = request.method === "GET" ? flatParams(url.search) : flatParams(await request.text());
    const idempotencyKey = request.headers.get("Idempotency-Key");
    this.requests.push({ method: request.method, path: url.pathname, params, idempotencyKey });
    if (request.headers.get("Authorization") !== `Bearer ${STAND_IN_KEYS.STRIPE_SECRET_KEY}`) {
      return error(401, "invalid_request_error", "Invalid API Key provided");
    }
    if (request.method !== "GET" && this.failWrites) return error(500, "api_error", "Something went wrong");
    if (request.method === "POST" && idempotencyKey && this.replays.has(idempotencyKey)) {
      return json(this.replays.get(idempotencyKey));
    }
    const answer = this.route(request.method, url.pathname, params);
    if (answer instanceof Response) return answer;
    if (request.method === "POST" && idempotencyKey) this.replays.set(idempotencyKey, answer);
    return json(answer);
  }

  private route(method: string, path: string, params: Record<string, string>): unknown {
    const expand = listOf(params, "expand");
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);

    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: nextId("cus"), email: params.email ?? "", metadata: { userId: params["metadata[userId]"] ?? "" } };
      this.customers.set(customer.id, customer);
      return { ...customer, object: "customer" };
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = listOf(params, "lookup_keys");
      const data = [...this.prices.values()].filter((p) => p.lookupKey && keys.includes(p.lookupKey));
      return { object: "list", has_more: false, url: "/v1/prices", data: data.map((p) => this.priceJson(p)) };
    }
    if (method === "POST" && path === "/v1/prices") {
      if (params.currency !== "eur" || params["recurring[interval]"] !== "month" || !params["product_data[name]"]) {
        return error(400, "invalid_request_error", "Missing price parameters");
      }
      const price: PriceRecord = {
        id: nextId("price"),
        lookupKey: params.lookup_key ?? null,
        amount: Number(params.unit_amount),
        metadata: { plan: params["metadata[plan]"] ?? "" },
      };
      this.prices.set(price.id, price);
      return this.priceJson(price);
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const customerId = params.customer ?? "";
      const price = this.prices.get(params["items[0][price]"] ?? "");
      if (!this.customers.has(customerId) || !price) return error(400, "invalid_request_error", "No such customer or price");
      const id = nextId("sub");
      const invoice = this.newInvoice(id, customerId, price.amount, "open");
      const subscription: SubscriptionRecord = {
        id,
        customerId,
        status: params.payment_behavior === "default_incomplete" ? "incomplete" : "active",
        metadata: { userId: params["metadata[userId]"] ?? "" },
        itemId: nextId("si"),
        priceId: price.id,
        periodEnd: null,
        cancelAtPeriodEnd: false,
        latestInvoiceId: invoice.id,
        paymentBehavior: params.payment_behavior ?? "",
      };
      this.subscriptions.set(id, subscription);
      return this.subscriptionJson(subscription, expand);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") return this.portalSession(params);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return error(404, "invalid_request_error", "No such subscription", "resource_missing");
      if (method === "GET") return this.subscriptionJson(subscription, expand);
      if (method === "DELETE") {
        subscription.status = subscription.status === "incomplete" ? "incomplete_expired" : "canceled";
        return this.subscriptionJson(subscription, expand);
      }
      if (params.cancel_at_period_end !== undefined) subscription.cancelAtPeriodEnd = params.cancel_at_period_end === "true";
      const newPrice = params["items[0][price]"];
      if (newPrice) {
        const price = this.prices.get(newPrice);
        if (!price || params["items[0][id]"] !== subscription.itemId) return error(400, "invalid_request_error", "Bad item");
        const old = this.prices.get(subscription.priceId)!;
        const refused = this.refuseNextPlanChange;
        this.refuseNextPlanChange = false;
        const invoice = this.newInvoice(subscription.id, subscription.customerId, Math.max(0, price.amount - old.amount), refused ? "open" : "paid");
        subscription.latestInvoiceId = invoice.id;
        // pending_if_incomplete: the new price applies only once its invoice is paid.
        if (!refused || params.payment_behavior !== "pending_if_incomplete") subscription.priceId = price.id;
      }
      return this.subscriptionJson(subscription, expand);
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  /** POST /v1/billing_portal/sessions, with the refusals Stripe documents for it. */
  private portalSession(params: Record<string, string>): unknown {
    const customer = params.customer ?? "";
    if (!this.customers.has(customer)) {
      return error(400, "invalid_request_error", `No such customer: '${customer}'`, "resource_missing", "customer");
    }
    if (params.return_url !== undefined && !URL.canParse(params.return_url)) {
      return error(400, "invalid_request_error", "Not a valid URL", "url_invalid", "return_url");
    }
    if (!this.portalConfigured) {
      return error(
        400,
        "invalid_request_error",
        "You can’t create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
      );
    }
    const id = nextId("bps");
    const session = {
      id,
      object: "billing_portal.session",
      configuration: "bpc_standin_default",
      created: now(),
      customer,
      flow: null,
      livemode: false,
      locale: params.locale ?? null,
      on_behalf_of: null,
      return_url: params.return_url ?? null,
      url: `https://billing.stripe.com/p/session/test_${btoa(id).replace(/=+$/, "")}`,
    };
    this.portalSessions.push(session);
    return session;
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Request-Id": `req_${crypto.randomUUID().slice(0, 12)}` },
  });
}

function error(status: number, type: string, message: string, code?: string, param?: string): Response {
  return json({ error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } }, status);
}
