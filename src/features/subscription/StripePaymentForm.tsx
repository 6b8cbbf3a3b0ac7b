import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormMessage } from "../../shared/ui/fields";
import { loadStripeJs, type StripeElements, type StripeJs } from "./stripe-js";
import { PAYMENT_MUTATION_KEY } from "./subscription-queries";

interface StripePaymentFormProps {
  formId: string;
  publishableKey: string;
  clientSecret: string;
  onPaid: () => void;
  onDeclined: () => void;
}

/** Stripe's Payment Element for the subscription's first invoice (when Stripe keys are set). */
export function StripePaymentForm({ formId, publishableKey, clientSecret, onPaid, onDeclined }: StripePaymentFormProps) {
  const { t, i18n } = useLingui();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState("");

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
      () => active && setLoadError(t`The payment form could not be loaded. Please try again later.`),
    );
    return () => {
      active = false;
      destroy?.();
      stripe.current = null;
    };
  }, [publishableKey, clientSecret, i18n.locale, t]);

  const paying = useMutation({
    mutationKey: PAYMENT_MUTATION_KEY,
    mutationFn: ({ js, elements }: { js: StripeJs; elements: StripeElements }) =>
      js.confirmPayment({
        elements,
        // Cards settle here; only methods needing a redirect (3-D Secure pages, banks) leave the page.
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      }),
    onSuccess: (result) => {
      if (!result.error) onPaid();
      // An incomplete form is the Element's to point out (below); anything else is a refused payment.
      else if (result.error.type !== "validation_error") onDeclined();
    },
  });
  const refused = paying.data?.error;
  const error = loadError || (refused?.type === "validation_error" ? (refused.message ?? "") : "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stripe.current) paying.mutate(stripe.current);
  };

  return (
    <form id={formId} className="form" noValidate onSubmit={submit} aria-busy={!ready}>
      <div ref={mountPoint} className="stripe-payment-element" />
      <FormMessage error={error} />
    </form>
  );
}
