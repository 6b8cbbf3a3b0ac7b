import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormMessage } from "../../shared/ui/fields";
import { loadStripeJs, type StripeElements, type StripeJs } from "./stripe-js";

interface StripePaymentFormProps {
  formId: string;
  publishableKey: string;
  clientSecret: string;
  onBusy: (busy: boolean) => void;
  onPaid: () => void;
  onDeclined: () => void;
}

/** Stripe's Payment Element for the subscription's first invoice (when Stripe keys are set). */
export function StripePaymentForm({ formId, publishableKey, clientSecret, onBusy, onPaid, onDeclined }: StripePaymentFormProps) {
  const { t, i18n } = useLingui();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    let active = true;
    let destroy: (() => void) | undefined;
    loadStripeJs().then(
      (Stripe) => {
        if (!active || !mountPoint.current) return;
        const js = Stripe(publishableKey);
        const elements = js.elements({ clientSecret, locale: i18n.locale.slice(0, 2) });
        const element = elements.create("payment");
        element.mount(mountPoint.current);
        destroy = () => element.destroy();
        stripe.current = { js, elements };
        setReady(true);
      },
      () => active && setError(t`The payment form could not be loaded. Please try again later.`),
    );
    return () => {
      active = false;
      destroy?.();
      stripe.current = null;
    };
  }, [publishableKey, clientSecret, i18n.locale, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe.current) return;
    setError("");
    onBusy(true);
    try {
      const { js, elements } = stripe.current;
      const result = await js.confirmPayment({
        elements,
        // Cards settle here; only methods needing a redirect (3-D Secure pages, banks) leave the page.
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (!result.error) onPaid();
      // An incomplete form is the Element's to point out; anything else is a refused payment.
      else if (result.error.type === "validation_error") setError(result.error.message ?? "");
      else onDeclined();
    } finally {
      onBusy(false);
    }
  };

  return (
    <form id={formId} className="form" noValidate onSubmit={submit} aria-busy={!ready}>
      <div ref={mountPoint} className="stripe-payment-element" />
      <FormMessage error={error} />
    </form>
  );
}
