/**
 * Sandbox billing's own database (the SANDBOX_DB binding, development only; migrations in
 * ./migrations, drizzle.sandbox.config.ts): the subscriptions, invoices and portal sessions Stripe
 * would hold, in Stripe's vocabulary, so the app's webhook handler reads them back. The production
 * schema (worker/db/schema.ts) has none of it.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PLANS } from "../../shared/enums";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const SANDBOX_SUBSCRIPTION_STATUSES = ["incomplete", "incomplete_expired", "active", "past_due", "canceled"] as const;
export const SANDBOX_INVOICE_STATUSES = ["open", "paid", "void"] as const;

export const sandboxSubscriptions = sqliteTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    /** The app's user (its own database: no foreign key across the two). */
    userId: text("user_id").notNull(),
    plan: text("plan", { enum: PLANS }).notNull(),
    /** The plan's monthly price in euro cents when subscribed (prorations start from it). */
    priceCents: integer("price_cents").notNull(),
    status: text("status", { enum: SANDBOX_SUBSCRIPTION_STATUSES }).notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    latestInvoiceId: text("latest_invoice_id"),
    /** The card renewals charge (Stripe's default payment method): its last digits and MM/YY expiry. */
    cardLast4: text("card_last4"),
    cardExpiry: text("card_expiry"),
    /** Stripe's test card 4000 0000 0000 0341: saved, but every charge to it fails. */
    cardChargesFail: integer("card_charges_fail", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_subscriptions_by_user").on(t.userId)],
);

export const sandboxInvoices = sqliteTable(
  "sandbox_invoices",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => sandboxSubscriptions.id, { onDelete: "cascade" }),
    /** Amount due in euro cents. */
    amount: integer("amount").notNull(),
    status: text("status", { enum: SANDBOX_INVOICE_STATUSES }).notNull(),
    /** What the payment form confirms, like a PaymentIntent's client secret. */
    clientSecret: text("client_secret").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_invoices_by_subscription").on(t.subscriptionId)],
);

/** The sandbox's customer portal sessions: the page at their address acts for one customer until it expires. */
export const sandboxPortalSessions = sqliteTable("sandbox_portal_sessions", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  returnUrl: text("return_url").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  createdAt: createdAt(),
});

const schema = { sandboxSubscriptions, sandboxInvoices, sandboxPortalSessions };

/** The sandbox's drizzle client; only development configures its binding (wrangler.toml, vitest.config.ts). */
export function sandboxDb(env: Pick<Env, "SANDBOX_DB">) {
  if (!env.SANDBOX_DB) throw new Error("Sandbox billing needs its SANDBOX_DB binding (development only)");
  return drizzle(env.SANDBOX_DB, { schema });
}
