/**
 * The sandbox's customer portal (development without Stripe keys): what Stripe's Billing Portal
 * offers a family — update the card, see the invoices, cancel at the end of the period — on a page
 * of our own (/sandbox/billing-portal/<session>). Every change goes through SandboxBilling, which
 * reports it as a signed event to the one webhook handler, as the real portal's changes do.
 */
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import type { SandboxPortalJson } from "../../shared/billing-portal";
import type { CardDetails } from "../../worker/billing/billing-provider";
import { ApiError } from "../../worker/http/errors";
import type { UserRow } from "../../worker/users/user-json";
import { SANDBOX_LIVE, SandboxBilling } from "./sandbox-provider";
import { sandboxDb, sandboxInvoices, sandboxPortalSessions, sandboxSubscriptions } from "./schema";

// The routes answer only where the sandbox bills (routes/sandbox-billing.ts's sandboxOnly, by billingKind).
const sandboxBilling = (env: Env) => new SandboxBilling(env);

/** The session, if it is the caller's and has not expired: anyone else's looks like none (404). */
async function portalSession(env: Env, user: UserRow, sessionId: string) {
  const session = await sandboxDb(env)
    .select()
    .from(sandboxPortalSessions)
    .where(
      and(
        eq(sandboxPortalSessions.id, sessionId),
        eq(sandboxPortalSessions.userId, user.id),
        gt(sandboxPortalSessions.expiresAt, new Date()),
      ),
    )
    .get();
  if (!session) throw new ApiError("notFound");
  return session;
}

/** The account's subscription the portal manages: its latest that is paid up or being retried. */
async function liveSubscription(env: Env, userId: string) {
  return sandboxDb(env)
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.userId, userId), inArray(sandboxSubscriptions.status, [...SANDBOX_LIVE])))
    .orderBy(desc(sandboxSubscriptions.createdAt))
    .get();
}

async function portalJson(env: Env, userId: string, returnUrl: string): Promise<SandboxPortalJson> {
  const client = sandboxDb(env);
  const subscription = await liveSubscription(env, userId);
  // Stripe's invoice history: what was paid and what is still owed, not the drafts of unpaid sign-ups.
  const invoices = await client
    .select({ invoice: sandboxInvoices })
    .from(sandboxInvoices)
    .innerJoin(sandboxSubscriptions, eq(sandboxInvoices.subscriptionId, sandboxSubscriptions.id))
    .where(
      and(
        eq(sandboxSubscriptions.userId, userId),
        ne(sandboxSubscriptions.status, "incomplete"),
        inArray(sandboxInvoices.status, ["open", "paid"]),
      ),
    )
    .orderBy(desc(sandboxInvoices.createdAt))
    .all();
  return {
    returnUrl,
    subscription:
      subscription && subscription.plan !== "free"
        ? {
            plan: subscription.plan,
            priceCents: subscription.priceCents,
            status: subscription.status === "past_due" ? "past_due" : "active",
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
    card:
      subscription?.cardLast4 && subscription.cardExpiry ? { last4: subscription.cardLast4, expiry: subscription.cardExpiry } : null,
    invoices: invoices.map(({ invoice }) => ({
      id: invoice.id,
      createdAt: invoice.createdAt.toISOString(),
      amountCents: invoice.amount,
      status: invoice.status === "paid" ? "paid" : "open",
    })),
  };
}

/** The portal page's state. */
export async function sandboxPortal(env: Env, user: UserRow, sessionId: string): Promise<SandboxPortalJson> {
  const provider = sandboxBilling(env);
  const session = await portalSession(env, user, sessionId);
  const subscription = await liveSubscription(env, user.id);
  // As everywhere the sandbox is read: its renewals and retry deadlines happen when looked at.
  if (subscription) await provider.catchUp(subscription.id);
  return portalJson(env, user.id, session.returnUrl);
}

async function manageSubscription(env: Env, user: UserRow, sessionId: string) {
  const provider = sandboxBilling(env);
  const session = await portalSession(env, user, sessionId);
  const subscription = await liveSubscription(env, user.id);
  if (!subscription) throw new ApiError("noSubscription");
  return { provider, session, subscription };
}

/** A new card for the renewals (and for a failed one, at once); a declined card is 402 and changes nothing. */
export async function updateSandboxPortalCard(env: Env, user: UserRow, sessionId: string, card: CardDetails): Promise<SandboxPortalJson> {
  const { provider, session, subscription } = await manageSubscription(env, user, sessionId);
  if ((await provider.updateCard(subscription.id, card)) === "declined") throw new ApiError("paymentDeclined");
  return portalJson(env, user.id, session.returnUrl);
}

/** Cancels at the end of the period (true), or withdraws that (false), as the portal's Cancel and Renew do. */
export async function setSandboxPortalCancellation(env: Env, user: UserRow, sessionId: string, cancel: boolean): Promise<SandboxPortalJson> {
  const { provider, session, subscription } = await manageSubscription(env, user, sessionId);
  await provider.setCancelAtPeriodEnd(subscription.id, cancel);
  return portalJson(env, user.id, session.returnUrl);
}
