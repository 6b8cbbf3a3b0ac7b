import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { AppConfig } from "../../shared/api/app-config";
import { useShowNotice } from "../../shared/ui/success-notice";
import type { User } from "../session/session";
import { planAction, type PlanAction } from "./plan-choice";
import {
  cancelPayment,
  cancelSubscription,
  createSubscription,
  reactivateSubscription,
  updateSubscription,
  type PaidPlan,
  type Plan,
} from "./subscription-api";
import { useMergeSubscription } from "./subscription-state";
import { callErrorText, formatDate } from "./subscription-text";

export type Step =
  | { kind: "choose" }
  | { kind: "confirm"; action: Exclude<PlanAction, "subscribe" | "none">; plan: Plan }
  | { kind: "pay"; plan: PaidPlan; clientSecret: string }
  | { kind: "waiting"; plan: Plan; retry: Step }
  | { kind: "done"; succeeded: boolean; plan: Plan; retry: Step };

/**
 * The plan dialog's steps and what moves between them (SPEC §4): the choice, a confirmation, a
 * payment, then waiting, pending, for the server's confirmation (polled by the plan summary).
 */
export function useSubscriptionFlow(user: User, config: AppConfig | null, onClose: () => void) {
  const { t, i18n } = useLingui();
  const merge = useMergeSubscription();
  const showNotice = useShowNotice();
  const [selected, setSelected] = useState<Plan>(user.subscriptionLevel);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const current = { level: user.subscriptionLevel, endDate: user.subscriptionEndDate };

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

  const select = (plan: Plan) => {
    setSelected(plan);
    setNote("");
  };

  return { step, setStep, selected, select, note, error, busy, setBusy, backToChoice, abandonPayment, waitFor, choose, confirm };
}

export type SubscriptionFlow = ReturnType<typeof useSubscriptionFlow>;

/** What each step of the dialog is drawn from. */
export interface StepProps<K extends Step["kind"] = "choose"> {
  step: Extract<Step, { kind: K }>;
  flow: SubscriptionFlow;
  user: User;
  config: AppConfig | null;
  onClose: () => void;
}
