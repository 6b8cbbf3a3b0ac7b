/**
 * Billing's choice of provider (billingKind): Stripe, or sandbox billing, a development part reached
 * through the `@fabulo/dev-parts` alias that production builds replace (dev/index.ts).
 */
import { createSandboxBilling } from "@fabulo/dev-parts";
import { ApiError } from "../http/errors";
import type { BillingProvider } from "./billing-provider";
import { StripeBilling } from "./stripe-provider";

/** Stripe when its keys are set; sandbox billing in development without them; otherwise none. */
export function billingKind(env: Pick<Env, "STRIPE_SECRET_KEY" | "ENVIRONMENT">): "stripe" | "sandbox" | null {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return env.ENVIRONMENT === "development" ? "sandbox" : null;
}

/**
 * What billing reads: the choice (billingKind), Stripe's keys, the sandbox's bindings (dev/sandbox-billing),
 * and for the flows the plans' prices, the accounts and the site's address.
 */
export type BillingEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "ENVIRONMENT" | "SANDBOX_DB" | "APP_URL" | "JWT_SECRET" | "DB">;

/** The one place a provider is chosen (billingKind); null where nothing bills. */
export function findBillingProvider(env: BillingEnv): BillingProvider | null {
  switch (billingKind(env)) {
    case "stripe":
      return new StripeBilling(env);
    case "sandbox":
      return createSandboxBilling(env);
    default:
      return null;
  }
}

/** The provider for a request that needs one: 503 where nothing bills. */
export function billingProvider(env: BillingEnv): BillingProvider {
  const provider = findBillingProvider(env);
  if (!provider) throw new ApiError("billingUnavailable");
  return provider;
}
