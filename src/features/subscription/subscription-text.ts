import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PLAN_PRICES_EUR, WEEKLY_LIMITS } from "../../../shared/constants";
import type { AppConfig } from "../../shared/api/app-config";
import { ApiRequestError } from "../../shared/api/client";
import type { Plan } from "./subscription-api";

/** The plans' names, as the plan dialog and the profile's summary show them. */
export const PLAN_LABELS: Record<Plan, MessageDescriptor> = {
  free: msg`Free`,
  basic: msg`Basic`,
  premium: msg`Premium`,
};

/** docs/product.md §8: each subscription call has its own generic error message. */
export const CALL_ERRORS = {
  create: msg`Your subscription could not be started. Please try again.`,
  update: msg`Your plan could not be changed. Please try again.`,
  cancel: msg`Your subscription could not be cancelled. Please try again.`,
  reactivate: msg`Your subscription could not be reactivated. Please try again.`,
  cancelPayment: msg`The unfinished payment could not be cancelled. Please try again.`,
  portal: msg`The billing page could not be opened. Please try again.`,
} as const;

export function callErrorText(call: keyof typeof CALL_ERRORS, error: unknown, i18n: I18n): string {
  if (error instanceof ApiRequestError && error.status === 503) return i18n._(msg`Payments are not available right now.`);
  return i18n._(CALL_ERRORS[call]);
}

/** The plan's monthly price in euros, from /api/app-config when it has loaded. */
export function priceOf(plan: Plan, config: AppConfig | null): number {
  const cents = config?.planPrices?.[plan];
  return typeof cents === "number" ? cents / 100 : PLAN_PRICES_EUR[plan];
}

/** The plan's stories a week, from /api/app-config when it has loaded. */
export function weeklyLimitOf(plan: Plan, config: AppConfig | null): number {
  const limit = config?.weeklyLimits?.[plan];
  return typeof limit === "number" ? limit : WEEKLY_LIMITS[plan];
}

export function formatEuros(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(amount);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}
