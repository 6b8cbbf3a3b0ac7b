import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { PLANS } from "../../../shared/enums";
import { Modal } from "../../shared/ui/Modal";
import { FormMessage } from "../../shared/ui/fields";
import { weeklyLimitOf } from "./subscription-text";
import { usePlanWords } from "./use-plan-words";
import type { StepProps } from "./use-subscription-flow";

/** The plans with their prices and weekly limits, the current one marked. */
export function PlanChoiceStep({ flow, user, config, onClose }: Omit<StepProps, "step">) {
  const { t } = useLingui();
  const { planName, perMonth } = usePlanWords(config);
  return (
    <Modal
      open
      title={t`Choose your plan`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button primary" onClick={flow.choose} disabled={flow.busy}>
            <Trans>Continue</Trans>
          </button>
        </>
      }
    >
      <fieldset className="plan-cards">
        <legend className="visually-hidden">{t`Plans`}</legend>
        {PLANS.map((plan) => {
          const limit = weeklyLimitOf(plan, config);
          return (
            <label key={plan} className={plan === flow.selected ? "plan-card selected" : "plan-card"}>
              <input
                type="radio"
                name="plan"
                value={plan}
                checked={plan === flow.selected}
                onChange={() => flow.select(plan)}
              />
              <span className="plan-card-name">{planName(plan)}</span>
              <span className="plan-card-price">{perMonth(plan)}</span>
              <span className="plan-card-detail">
                {plan === "free"
                  ? <Plural value={limit} one="# story a week" other="# stories a week" />
                  : t`Up to ${limit} stories a week, PDF downloads`}
              </span>
              {plan === user.subscriptionLevel && (
                <span className="plan-card-current">
                  <Trans>Current plan</Trans>
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      {flow.note && (
        <p className="info-message" role="status">
          {flow.note}
        </p>
      )}
      <FormMessage error={flow.error} />
    </Modal>
  );
}
