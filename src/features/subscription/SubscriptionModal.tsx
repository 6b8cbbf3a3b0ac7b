import { useAppConfig } from "../../shared/api/app-config";
import type { User } from "../session/session";
import { DoneStep, WaitingStep } from "./PaymentOutcomeSteps";
import { PaymentStep } from "./PaymentStep";
import { PlanChoiceStep } from "./PlanChoiceStep";
import { PlanConfirmStep } from "./PlanConfirmStep";
import { useSubscriptionFlow } from "./use-subscription-flow";
import "./subscription.css";

interface SubscriptionModalProps {
  user: User;
  onClose: () => void;
}

/**
 * The profile's plan dialog: the plans with their prices, then what the choice
 * means (docs/product.md §4): a payment, a confirmed change or cancellation, a
 * reactivation, or nothing. Payments and changes wait, pending, for the
 * server's confirmation (polled by the profile's plan summary).
 */
export function SubscriptionModal({ user, onClose }: SubscriptionModalProps) {
  const { config } = useAppConfig();
  const flow = useSubscriptionFlow(user, config, onClose);
  const { step } = flow;
  const props = { flow, user, config, onClose };
  switch (step.kind) {
    case "confirm":
      return <PlanConfirmStep step={step} {...props} />;
    case "pay":
      return <PaymentStep step={step} {...props} />;
    case "waiting":
      return <WaitingStep onClose={onClose} />;
    case "done":
      return <DoneStep step={step} {...props} />;
    default:
      return <PlanChoiceStep {...props} />;
  }
}
