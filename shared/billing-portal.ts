/**
 * The customer portal on the wire: POST /api/subscription/portal-session answers where to send the
 * family (Stripe's Billing Portal, or the sandbox's own page in development), and the sandbox's page
 * reads its state from GET /api/subscription/sandbox/portal/{session}.
 */
import type { PaidPlan } from "./enums";

export interface PortalSessionJson {
  /** Short-lived, and it acts for the caller's own customer only. */
  url: string;
}

export interface SandboxInvoiceJson {
  id: string;
  createdAt: string;
  amountCents: number;
  /** Stripe's invoice statuses the portal lists: `open` is a payment still owed (a failed renewal). */
  status: "open" | "paid";
}

/** What the sandbox's portal page shows: the plan, the card renewals charge, and the invoices. */
export interface SandboxPortalJson {
  returnUrl: string;
  subscription: {
    plan: PaidPlan;
    priceCents: number;
    status: "active" | "past_due";
    /** When the next renewal is charged, or the plan ends when `cancelAtPeriodEnd`. */
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  card: { last4: string; expiry: string } | null;
  /** Newest first. */
  invoices: SandboxInvoiceJson[];
}
