import { readConfig } from "../config/store";
import { DEFAULT_CONFIG } from "../config/defaults";
import type { Plan } from "../db/schema";

/** The plans that are bought; free is what a user has without a subscription. */
export const PAID_PLANS = ["basic", "premium"] as const satisfies readonly Plan[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export function isPaidPlan(value: unknown): value is PaidPlan {
  return typeof value === "string" && (PAID_PLANS as readonly string[]).includes(value);
}

/** Monthly prices in euro cents from the admin-editable config; a malformed edit falls back to the defaults. */
export async function planPrices(env: Pick<Env, "DB">): Promise<Record<Plan, number>> {
  const { planPrices: value } = await readConfig(env, ["planPrices"]);
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const priceOf = (plan: Plan) => {
    const cents = record[plan];
    return typeof cents === "number" && Number.isInteger(cents) && cents >= 0 ? cents : DEFAULT_CONFIG.planPrices[plan];
  };
  return { free: priceOf("free"), basic: priceOf("basic"), premium: priceOf("premium") };
}
