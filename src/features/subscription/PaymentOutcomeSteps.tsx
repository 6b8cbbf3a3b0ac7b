import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "../../shared/ui/Modal";
import { FormMessage } from "../../shared/ui/fields";
import { usePollTimedOut } from "./subscription-state";
import { usePlanWords } from "./use-plan-words";
import type { StepProps } from "./use-subscription-flow";

/** A payment or change sent, pending until the server confirms it. */
export function WaitingStep({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const timedOut = usePollTimedOut();
  return (
    <Modal
      open
      title={t`Payment`}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {timedOut ? (
        <p className="info-message" role="status">
          <Trans>
            Your payment is taking longer than usual to be confirmed. You can close this window: your profile will
            show your plan once it is confirmed.
          </Trans>
        </p>
      ) : (
        <p className="subscription-waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          <Trans>Payment pending: waiting for confirmation…</Trans>
        </p>
      )}
    </Modal>
  );
}

/** The payment's or change's outcome, with a retry when it failed. */
export function DoneStep({ step, flow, user, config, onClose }: StepProps<"done">) {
  const { t } = useLingui();
  const { planName } = usePlanWords(config);
  const plan = planName(step.plan);
  const limit = user.weeklyLimit;
  const retry = step.retry;
  // A refused first payment that is not tried again is abandoned like a closed payment form.
  const unpaid = !step.succeeded && retry.kind === "pay";
  const close = () => (unpaid ? flow.abandonPayment(onClose) : onClose());
  return (
    <Modal
      open
      title={step.succeeded ? t`Payment successful` : t`Payment failed`}
      onClose={close}
      actions={
        <>
          {!step.succeeded && (
            <button
              type="button"
              className="button"
              onClick={() => (retry.kind === "choose" ? flow.backToChoice(true) : flow.setStep(retry))}
            >
              <Trans>Try again</Trans>
            </button>
          )}
          <button type="button" className="button primary" onClick={close} disabled={flow.busy}>
            <Trans>OK</Trans>
          </button>
        </>
      }
    >
      {step.succeeded ? (
        <p role="status" className="form-success">
          <Trans>
            Payment successful. Your {plan} plan is active: you can create up to {limit} stories a week.
          </Trans>
        </p>
      ) : (
        <p role="alert" className="form-error">
          <Trans>Invalid payment. Please check your card details or try another card.</Trans>
        </p>
      )}
      <FormMessage error={flow.error} />
    </Modal>
  );
}
