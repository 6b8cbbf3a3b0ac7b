import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { openPortalSession } from "./subscription-api";
import { callErrorText } from "./subscription-text";

/**
 * Opens the customer portal (Stripe's, or the sandbox's own page) in place of the app: the family
 * updates the card, sees the invoices or cancels there, then comes back to /profile.
 */
export function BillingPortalButton({ children, className = "button" }: { children: ReactNode; className?: string }) {
  const { i18n } = useLingui();
  const opening = useMutation({
    mutationFn: openPortalSession,
    onSuccess: (url) => window.location.assign(url),
  });
  const error = opening.isError ? callErrorText("portal", opening.error, i18n) : "";
  return (
    <>
      {/* Once the address is known the page is leaving: a second press would only open another session. */}
      <button type="button" className={className} onClick={() => opening.mutate()} disabled={opening.isPending || opening.isSuccess}>
        {children}
      </button>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
