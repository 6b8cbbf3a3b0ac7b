import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import { PLANS } from "../../../shared/enums";
import { useAppConfig } from "../../shared/api/app-config";
import { Modal } from "../../shared/ui/Modal";
import { FormMessage } from "../../shared/ui/fields";
import { useShowNotice } from "../../shared/ui/success-notice";
import type { User } from "../session/session";
import { planAction, type PlanAction } from "./plan-choice";
import { SandboxCardForm } from "./SandboxCardForm";
import { StripePaymentForm } from "./StripePaymentForm";
import {
  cancelPayment,
  cancelSubscription,
  createSubscription,
  reactivateSubscription,
  updateSubscription,
  type PaidPlan,
  type Plan,
} from "./subscription-api";
import { useMergeSubscription, usePollTimedOut } from "./subscription-state";
import { callErrorText, formatDate, formatEuros, PLAN_LABELS, priceOf, weeklyLimitOf } from "./subscription-text";
import "./subscription.css";

type Step =
  | { kind: "choose" }
  | { kind: "confirm"; action: Exclude<PlanAction, "subscribe" | "none">; plan: Plan }
  | { kind: "pay"; plan: PaidPlan; clientSecret: string }
  | { kind: "waiting"; plan: Plan; retry: Step }
  | { kind: "done"; succeeded: boolean; plan: Plan; retry: Step };

interface SubscriptionModalProps {
  user: User;
  onClose: () => void;
}

/**
 * The profile's plan dialog: the plans with their prices, then what the choice
 * means (SPEC §4): a payment, a confirmed change or cancellation, a
 * reactivation, or nothing. Payments and changes wait, pending, for the
 * server's confirmation (polled by the profile's plan summary).
 */
export function SubscriptionModal({ user, onClose }: SubscriptionModalProps) {
  const { t, i18n } = useLingui();
  const { config } = useAppConfig();
  const merge = useMergeSubscription();
  const showNotice = useShowNotice();
  const timedOut = usePollTimedOut();
  const formId = useId();
  const [selected, setSelected] = useState<Plan>(user.subscriptionLevel);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const current = { level: user.subscriptionLevel, endDate: user.subscriptionEndDate };
  const planName = (plan: Plan) => i18n._(PLAN_LABELS[plan]);
  const perMonth = (plan: Plan) => {
    const price = formatEuros(priceOf(plan, config), i18n.locale);
    return t`${price} per month`;
  };

  // Pending → settled: the polled state says whether the payment or change went through. Adjusted
  // while rendering (the state follows the user prop), so the waiting step is never drawn settled.
  if (step.kind === "waiting" && user.subscriptionStatus !== "pending") {
    const succeeded = user.subscriptionLevel === step.plan && user.subscriptionStatus === "active";
    setStep({ kind: "done", succeeded, plan: step.plan, retry: step.retry });
  }

  const backToChoice = (resetSelection: boolean) => {
    if (resetSelection) setSelected(user.subscriptionLevel);
    setStep({ kind: "choose" });
  };

  /**
   * Leaving the payment unpaid (closing, going back, or giving up after a
   * refused card) cancels the subscription it was for, so the plan shows as it
   * was instead of pending. If the server cannot be told, the dialog stays.
   */
  const abandonPayment = async (then: () => void) => {
    setError("");
    setBusy(true);
    try {
      merge(await cancelPayment());
    } catch (caught) {
      setError(callErrorText("cancelPayment", caught, i18n));
      setBusy(false);
      return;
    }
    setBusy(false);
    then();
  };

  const waitFor = (plan: Plan, retry: Step) => {
    merge({ subscriptionStatus: "pending" });
    setStep({ kind: "waiting", plan, retry });
  };

  const choose = async () => {
    setNote("");
    setError("");
    const action = planAction(current, selected);
    if (action === "none") {
      setNote(t`This is already your plan: there is nothing to change.`);
      return;
    }
    if (action !== "subscribe") {
      setStep({ kind: "confirm", action, plan: selected });
      return;
    }
    if (config && !config.billing) {
      setError(t`Payments are not available right now.`);
      return;
    }
    const plan = selected as PaidPlan;
    setBusy(true);
    try {
      const clientSecret = await createSubscription(user._id, plan);
      setStep({ kind: "pay", plan, clientSecret });
    } catch (caught) {
      setError(callErrorText("create", caught, i18n));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (action: "cancel" | "update" | "reactivate", plan: Plan) => {
    setError("");
    setBusy(true);
    try {
      if (action === "cancel") {
        const endDate = await cancelSubscription();
        merge({ subscriptionEndDate: endDate });
        const date = endDate ? formatDate(endDate, i18n.locale) : "";
        showNotice(msg`Your subscription is cancelled. You keep your plan until ${date}.`);
        onClose();
      } else if (action === "reactivate") {
        await reactivateSubscription();
        merge({ subscriptionEndDate: null });
        showNotice(msg`Your subscription has been reactivated.`);
        onClose();
      } else {
        await updateSubscription(plan as PaidPlan);
        waitFor(plan, { kind: "choose" });
      }
    } catch (caught) {
      if (action === "update") {
        // SPEC §8: a failed update puts the selection back on the current plan.
        backToChoice(true);
      }
      setError(callErrorText(action, caught, i18n));
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === "confirm") {
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
            <button type="button" className="button" onClick={() => backToChoice(false)} disabled={busy}>
              <Trans>Back</Trans>
            </button>
            <button
              type="button"
              className={step.action === "cancel" ? "button primary danger" : "button primary"}
              onClick={() => confirm(step.action, step.plan)}
              disabled={busy}
            >
              {dialog.confirm}
            </button>
          </>
        }
      >
        <p>{dialog.body}</p>
        <FormMessage error={error} />
      </Modal>
    );
  }

  if (step.kind === "pay") {
    const plan = planName(step.plan);
    const price = perMonth(step.plan);
    const onPaid = () => waitFor(step.plan, step);
    const onDeclined = () => setStep({ kind: "done", succeeded: false, plan: step.plan, retry: step });
    // While the payment is being confirmed, closing would cancel what may be paid: it waits.
    const close = () => {
      if (!busy) void abandonPayment(onClose);
    };
    return (
      <Modal
        open
        title={t`Payment`}
        onClose={close}
        actions={
          <>
            <button type="button" className="button" onClick={() => void abandonPayment(() => backToChoice(false))} disabled={busy}>
              <Trans>Back</Trans>
            </button>
            <button type="submit" form={formId} className="button primary" disabled={busy}>
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
        <FormMessage error={error} />
        {config?.billing === "sandbox" ? (
          <SandboxCardForm formId={formId} clientSecret={step.clientSecret} onBusy={setBusy} onPaid={onPaid} onDeclined={onDeclined} />
        ) : config?.billing === "stripe" && config.stripePublishableKey ? (
          <StripePaymentForm
            formId={formId}
            publishableKey={config.stripePublishableKey}
            clientSecret={step.clientSecret}
            onBusy={setBusy}
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

  if (step.kind === "waiting") {
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

  if (step.kind === "done") {
    const plan = planName(step.plan);
    const limit = user.weeklyLimit;
    const retry = step.retry;
    // A refused first payment that is not tried again is abandoned like a closed payment form.
    const unpaid = !step.succeeded && retry.kind === "pay";
    const close = () => (unpaid ? void abandonPayment(onClose) : onClose());
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
                onClick={() => (retry.kind === "choose" ? backToChoice(true) : setStep(retry))}
              >
                <Trans>Try again</Trans>
              </button>
            )}
            <button type="button" className="button primary" onClick={close} disabled={busy}>
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
        <FormMessage error={error} />
      </Modal>
    );
  }

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
          <button type="button" className="button primary" onClick={choose} disabled={busy}>
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
            <label key={plan} className={plan === selected ? "plan-card selected" : "plan-card"}>
              <input
                type="radio"
                name="plan"
                value={plan}
                checked={plan === selected}
                onChange={() => {
                  setSelected(plan);
                  setNote("");
                }}
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
      {note && (
        <p className="info-message" role="status">
          {note}
        </p>
      )}
      <FormMessage error={error} />
    </Modal>
  );
}
