import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { ApiRequestError } from "../../shared/api/client";
import { FormMessage, InputField } from "../../shared/ui/fields";
import { confirmSandboxPayment } from "./subscription-api";
import { PAYMENT_MUTATION_KEY } from "./subscription-queries";

/** 402: the card was refused (the declined test card), which is the outcome step's to say. */
function isDeclined(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 402;
}

interface SandboxCardFormProps {
  formId: string;
  clientSecret: string;
  onPaid: () => void;
  onDeclined: () => void;
}

/**
 * The sandbox's payment form (development without Stripe keys): card number,
 * expiry and CVC, confirmed by the Worker with Stripe's test card numbers.
 */
export function SandboxCardForm({ formId, clientSecret, onPaid, onDeclined }: SandboxCardFormProps) {
  const { t } = useLingui();
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [invalid, setInvalid] = useState("");
  const paying = useMutation({
    mutationKey: PAYMENT_MUTATION_KEY,
    mutationFn: () => confirmSandboxPayment(clientSecret, card),
    onSuccess: onPaid,
    onError: (caught) => {
      if (isDeclined(caught)) onDeclined();
    },
  });
  const error =
    invalid || (paying.isError && !isDeclined(paying.error) ? t`The payment could not be sent. Please try again.` : "");

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
        <Trans>
          Test mode: no real payment is made. Pay with the card 4242 4242 4242 4242, any future expiry date and any
          CVC. The card 4000 0000 0000 0002 is declined.
        </Trans>
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
