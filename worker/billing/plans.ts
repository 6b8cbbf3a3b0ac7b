import { readConfig } from "../config/store";
import type { Plan } from "../db/schema";

/** The plans that are bought; free is what a user has without a subscription. */
export const PAID_PLANS = ["basic", "premium"] as const satisfies readonly Plan[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export function isPaidPlan(value: unknown): value is PaidPlan {
  return typeof value === "string" && (PAID_PLANS as readonly string[]).includes(value);
}

/** Monthly prices in euro cents from the admin-editable config (a malformed edit gives the defaults). */
export async function planPrices(env: Pick<Env, "DB">): Promise<Record<Plan, number>> {
  return (await readConfig(env, ["planPrices"])).planPrices;
}
