import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { ApiRequestError } from "../../shared/api/client";
import { FormMessage, InputField } from "../../shared/ui/fields";
import type { SandboxCard } from "./subscription-api";
import { PAYMENT_MUTATION_KEY } from "./subscription-queries";

/** 402: the card was refused (the declined test card), which is the outcome step's to say. */
function isDeclined(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 402;
}

interface SandboxCardFormProps<Answer> {
  formId: string;
  /** Sends the card to the Worker (a payment, or the portal's new card); a 402 means it was refused. */
  send: (card: SandboxCard) => Promise<Answer>;
  onAccepted: (answer: Answer) => void;
  onDeclined: () => void;
  /** The test-mode note: which of Stripe's test cards do what here. */
  children: ReactNode;
}

/**
 * The sandbox's card form (development without Stripe keys): card number,
 * expiry and CVC, judged by the Worker with Stripe's test card numbers.
 */
export function SandboxCardForm<Answer>({ formId, send, onAccepted, onDeclined, children }: SandboxCardFormProps<Answer>) {
  const { t } = useLingui();
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [invalid, setInvalid] = useState("");
  const paying = useMutation({
    mutationKey: PAYMENT_MUTATION_KEY,
    mutationFn: () => send(card),
    onSuccess: onAccepted,
    onError: (caught) => {
      if (isDeclined(caught)) onDeclined();
    },
  });
  const error =
    invalid || (paying.isError && !isDeclined(paying.error) ? t`The card could not be sent. Please try again.` : "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!card.cardNumber.trim() || !card.expiry.trim() || !card.cvc.trim()) {
      return setInvalid(t`Please enter the card number, the expiry date and the CVC.`);
    }
    setInvalid("");
    paying.mutate();
  };

  const field = (name: keyof typeof card) => ({
    name,
    value: card[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setCard((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form id={formId} className="form sandbox-card-form" noValidate onSubmit={submit}>
      <p className="info-message" role="note">
        {children}
      </p>
      <InputField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        {...field("cardNumber")}
      />
      <div className="sandbox-card-row">
        <InputField
          label={t`Expiry date (MM/YY)`}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/34"
          maxLength={7}
          {...field("expiry")}
        />
        <InputField label={t`CVC`} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...field("cvc")} />
      </div>
      <FormMessage error={error} />
    </form>
  );
}
