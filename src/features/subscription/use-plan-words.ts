import { useLingui } from "@lingui/react/macro";
import type { AppConfig } from "../../shared/api/app-config";
import type { Plan } from "./subscription-api";
import { formatEuros, PLAN_LABELS, priceOf } from "./subscription-text";

/** A plan's name and monthly price as the dialog words them. */
export function usePlanWords(config: AppConfig | null) {
  const { t, i18n } = useLingui();
  return {
    planName: (plan: Plan) => i18n._(PLAN_LABELS[plan]),
    perMonth: (plan: Plan) => {
      const price = formatEuros(priceOf(plan, config), i18n.locale);
      return t`${price} per month`;
    },
  };
}
