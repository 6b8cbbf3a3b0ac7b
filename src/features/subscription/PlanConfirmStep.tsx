import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Modal } from "../../shared/ui/Modal";
import { FormMessage } from "../../shared/ui/fields";
import { formatDate } from "./subscription-text";
import { usePlanWords } from "./use-plan-words";
import type { StepProps } from "./use-subscription-flow";

/** What a cancellation, a change or a reactivation means, before it is made. */
export function PlanConfirmStep({ step, flow, user, config, onClose }: StepProps<"confirm">) {
  const { t, i18n } = useLingui();
  const { planName, perMonth } = usePlanWords(config);
  const plan = planName(step.plan);
  const from = planName(user.subscriptionLevel);
  const endDate = user.subscriptionEndDate ? formatDate(user.subscriptionEndDate, i18n.locale) : "";
  const dialogs: Record<typeof step.action, { title: string; body: ReactNode; confirm: string }> = {
    cancel: {
      title: t`Cancel your subscription?`,
      body: <Trans>Your {from} plan stays active until the end of the current billing period. Then your account moves to the free plan.</Trans>,
      confirm: t`Cancel my subscription`,
    },
    update: {
      title: t`Change your plan?`,
      body: (
        <Trans>
          Your plan changes from {from} to {plan} ({perMonth(step.plan)}). The price difference for the rest of the
          current billing period is settled at once with your card on file.
        </Trans>
      ),
      confirm: t`Change my plan`,
    },
    reactivate: {
      title: t`Reactivate your subscription?`,
      body: endDate ? (
        <Trans>Your {from} plan was due to end on {endDate}. It will carry on and renew as usual.</Trans>
      ) : (
        <Trans>Your {from} plan will carry on and renew as usual.</Trans>
      ),
      confirm: t`Reactivate`,
    },
  };
  const dialog = dialogs[step.action];
  return (
    <Modal
      open
      title={dialog.title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={() => flow.backToChoice(false)} disabled={flow.busy}>
            <Trans>Back</Trans>
          </button>
          <button
            type="button"
            className={step.action === "cancel" ? "button primary danger" : "button primary"}
            onClick={() => flow.confirm(step.action, step.plan)}
            disabled={flow.busy}
          >
            {dialog.confirm}
          </button>
        </>
      }
    >
      <p>{dialog.body}</p>
      <FormMessage error={flow.error} />
    </Modal>
  );
}
