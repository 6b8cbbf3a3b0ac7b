import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Modal } from "../../shared/ui/Modal";
import { FormMessage } from "../../shared/ui/fields";
import { SandboxCardForm } from "./SandboxCardForm";
import { StripePaymentForm } from "./StripePaymentForm";
import { confirmSandboxPayment } from "./subscription-api";
import { usePlanWords } from "./use-plan-words";
import type { StepProps } from "./use-subscription-flow";

/** The card form of a new subscription; leaving it unpaid cancels that subscription. */
export function PaymentStep({ step, flow, config, onClose }: StepProps<"pay">) {
  const { t } = useLingui();
  const formId = useId();
  const { planName, perMonth } = usePlanWords(config);
  const plan = planName(step.plan);
  const price = perMonth(step.plan);
  const onPaid = () => flow.waitFor(step.plan, step);
  const onDeclined = () => flow.setStep({ kind: "done", succeeded: false, plan: step.plan, retry: step });
  // While the payment is being confirmed, closing would cancel what may be paid: it waits.
  const close = () => {
    if (!flow.busy) flow.abandonPayment(onClose);
  };
  return (
    <Modal
      open
      title={t`Payment`}
      onClose={close}
      actions={
        <>
          <button type="button" className="button" onClick={() => flow.abandonPayment(() => flow.backToChoice(false))} disabled={flow.busy}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" form={formId} className="button primary" disabled={flow.busy}>
            <Trans>Pay</Trans>
          </button>
        </>
      }
    >
      <p className="subscription-summary-line">
        <Trans>
          {plan} plan: {price}
        </Trans>
      </p>
      <FormMessage error={flow.error} />
      {config?.billing === "sandbox" ? (
        <SandboxCardForm
          formId={formId}
          send={(card) => confirmSandboxPayment(step.clientSecret, card)}
          onAccepted={onPaid}
          onDeclined={onDeclined}
        >
          <Trans>
            Test mode: no real payment is made. Pay with the card 4242 4242 4242 4242, any future expiry date and any
            CVC. The card 4000 0000 0000 0002 is declined.
          </Trans>
        </SandboxCardForm>
      ) : config?.billing === "stripe" && config.stripePublishableKey ? (
        <StripePaymentForm
          formId={formId}
          publishableKey={config.stripePublishableKey}
          clientSecret={step.clientSecret}
         
          onPaid={onPaid}
          onDeclined={onDeclined}
        />
      ) : (
        <p role="status" className="muted">
          <Trans>Loading the payment form…</Trans>
        </p>
      )}
    </Modal>
  );
}
