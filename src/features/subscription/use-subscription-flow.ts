import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useIsMutating, useMutation } from "@tanstack/react-query";
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
import { PAYMENT_MUTATION_KEY } from "./subscription-queries";
import { useMergeSubscription } from "./subscription-state";
import { callErrorText, formatDate } from "./subscription-text";

export type Step =
  | { kind: "choose" }
  | { kind: "confirm"; action: Exclude<PlanAction, "subscribe" | "none">; plan: Plan }
  | { kind: "pay"; plan: PaidPlan; clientSecret: string }
  | { kind: "waiting"; plan: Plan; retry: Step }
  | { kind: "done"; succeeded: boolean; plan: Plan; retry: Step };

/**
 * The plan dialog's steps and what moves between them (docs/product.md §4): the choice, a confirmation, a
 * payment, then waiting, pending, for the server's confirmation (polled by the plan summary).
 */
export function useSubscriptionFlow(user: User, config: AppConfig | null, onClose: () => void) {
  const { t, i18n } = useLingui();
  const merge = useMergeSubscription();
  const showNotice = useShowNotice();
  const [selected, setSelected] = useState<Plan>(user.subscriptionLevel);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [note, setNote] = useState("");
  const [refusal, setRefusal] = useState("");
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

  const waitFor = (plan: Plan, retry: Step) => {
    merge({ subscriptionStatus: "pending" });
    setStep({ kind: "waiting", plan, retry });
  };

  /**
   * Leaving the payment unpaid (closing, going back, or giving up after a
   * refused card) cancels the subscription it was for, so the plan shows as it
   * was instead of pending. If the server cannot be told, the dialog stays.
   */
  const abandoning = useMutation({
    mutationFn: (_then: () => void) => cancelPayment(),
    onSuccess: (state, then) => {
      merge(state);
      then();
    },
  });

  const creating = useMutation({
    mutationFn: (plan: PaidPlan) => createSubscription(user._id, plan),
    onSuccess: (clientSecret, plan) => setStep({ kind: "pay", plan, clientSecret }),
  });

  const confirming = useMutation({
    mutationFn: async ({ action, plan }: { action: "cancel" | "update" | "reactivate"; plan: Plan }) => {
      if (action === "cancel") return cancelSubscription();
      if (action === "reactivate") await reactivateSubscription();
      else await updateSubscription(plan as PaidPlan);
      return null;
    },
    onSuccess: (endDate, { action, plan }) => {
      if (action === "cancel") {
        merge({ subscriptionEndDate: endDate });
        const date = endDate ? formatDate(endDate, i18n.locale) : "";
        showNotice(msg`Your subscription is cancelled. You keep your plan until ${date}.`);
        onClose();
      } else if (action === "reactivate") {
        merge({ subscriptionEndDate: null });
        showNotice(msg`Your subscription has been reactivated.`);
        onClose();
      } else {
        waitFor(plan, { kind: "choose" });
      }
    },
    onError: (_, { action }) => {
      // docs/product.md §8: a failed update puts the selection back on the current plan.
      if (action === "update") backToChoice(true);
    },
  });

  const paying = useIsMutating({ mutationKey: PAYMENT_MUTATION_KEY }) > 0;
  const busy = abandoning.isPending || creating.isPending || confirming.isPending || paying;
  // One message at a time: each step clears the last one (clearMessages) before it asks the server.
  const error =
    refusal ||
    (abandoning.isError ? callErrorText("cancelPayment", abandoning.error, i18n) : "") ||
    (creating.isError ? callErrorText("create", creating.error, i18n) : "") ||
    (confirming.isError && confirming.variables ? callErrorText(confirming.variables.action, confirming.error, i18n) : "");
  const clearMessages = () => {
    setRefusal("");
    abandoning.reset();
    creating.reset();
    confirming.reset();
  };

  const abandonPayment = (then: () => void) => {
    clearMessages();
    abandoning.mutate(then);
  };

  const choose = () => {
    setNote("");
    clearMessages();
    const action = planAction(current, selected);
    if (action === "none") return setNote(t`This is already your plan: there is nothing to change.`);
    if (action !== "subscribe") return setStep({ kind: "confirm", action, plan: selected });
    if (config && !config.billing) return setRefusal(t`Payments are not available right now.`);
    creating.mutate(selected as PaidPlan);
  };

  const confirm = (action: "cancel" | "update" | "reactivate", plan: Plan) => {
    clearMessages();
    confirming.mutate({ action, plan });
  };

  const select = (plan: Plan) => {
    setSelected(plan);
    setNote("");
  };

  return { step, setStep, selected, select, note, error, busy, backToChoice, abandonPayment, waitFor, choose, confirm };
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
