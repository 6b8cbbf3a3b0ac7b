import type { Plan } from "./subscription-api";

/** What choosing a plan does (docs/product.md §4, "Plan choice"). */
export type PlanAction = "subscribe" | "update" | "cancel" | "reactivate" | "none";

/**
 * - free → paid: a new subscription (payment);
 * - free → free: nothing;
 * - the current plan: reactivation when an end date exists, else nothing;
 * - paid → free: cancel (confirmed first), or reactivation when an end date already exists;
 * - paid → another paid: update (confirmed first).
 */
export function planAction(current: { level: Plan; endDate: string | null }, chosen: Plan): PlanAction {
  if (current.level === "free") return chosen === "free" ? "none" : "subscribe";
  if (chosen === current.level) return current.endDate ? "reactivate" : "none";
  if (chosen === "free") return current.endDate ? "reactivate" : "cancel";
  return "update";
}
