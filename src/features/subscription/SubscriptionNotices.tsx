import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAppConfig } from "../../shared/api/app-config";
import { useShowNotice } from "../../shared/ui/success-notice";
import type { User } from "../session/session";
import { BillingPortalButton } from "./BillingPortalButton";
import { reactivateSubscription } from "./subscription-api";
import { useSubscription } from "./subscription-queries";
import { useMergeSubscription } from "./subscription-state";
import { callErrorText, formatDate, PLAN_LABELS } from "./subscription-text";
import "./subscription.css";

/** docs/product.md §4: a future end date on a paid plan shows when it ends, with a link to reactivate. */
export function SubscriptionEndNotice({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const merge = useMergeSubscription();
  const showNotice = useShowNotice();
  const reactivating = useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: () => {
      merge({ subscriptionEndDate: null });
      showNotice(msg`Your subscription has been reactivated.`);
    },
  });
  // "Future" as of when the notice was first drawn: a render must not read the clock (React keeps
  // renders pure), and an end date passing while the page is open changes nothing until it reloads.
  const [now] = useState(Date.now);
  const end = user.subscriptionEndDate;
  if (user.subscriptionLevel === "free" || !end || new Date(end).getTime() <= now) return null;
  const date = formatDate(end, i18n.locale);

  const error = reactivating.isError ? callErrorText("reactivate", reactivating.error, i18n) : "";

  return (
    <span className="info-message subscription-end-notice">
      <span>{t`Your subscription ends on ${date}`}</span>{" "}
      <button type="button" className="link-button" onClick={() => reactivating.mutate()} disabled={reactivating.isPending}>
        <Trans>Reactivate</Trans>
      </button>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** While a payment or plan change is pending: says so, and polls until it settles. */
export function SubscriptionPendingNote({ user }: { user: User }) {
  const pending = user.subscriptionStatus === "pending";
  const { timedOut } = useSubscription(user);
  if (!pending) return null;
  return (
    <span className="info-message" role="status">
      {timedOut ? (
        <Trans>Your payment is taking longer than usual to be confirmed. Come back later to see your plan.</Trans>
      ) : (
        <Trans>Payment pending: waiting for confirmation…</Trans>
      )}
    </span>
  );
}

/**
 * A renewal the card did not pay (`past_due`): the plan goes on while the provider retries, and the
 * family is told so, with the way to fix it (the customer portal, where the card is updated).
 */
export function SubscriptionPastDueNotice({ user }: { user: User }) {
  const { i18n } = useLingui();
  if (user.subscriptionStatus !== "past_due" || user.subscriptionLevel === "free") return null;
  const plan = i18n._(PLAN_LABELS[user.subscriptionLevel]);
  return (
    <span className="warning-message subscription-past-due" role="status">
      <strong>
        <Trans>Your last payment did not go through.</Trans>
      </strong>{" "}
      <Trans>Your {plan} plan continues while we try again. Update your card to keep it.</Trans>{" "}
      <BillingPortalButton className="button primary">
        <Trans>Update my card</Trans>
      </BillingPortalButton>
    </span>
  );
}

/** The way to the customer portal for a paid plan (a past-due one has its own, in its notice). */
export function BillingPortalLink({ user }: { user: User }) {
  const { config } = useAppConfig();
  if (!config?.billing || user.subscriptionLevel === "free" || user.subscriptionStatus === "past_due") return null;
  return (
    <span className="subscription-billing">
      <BillingPortalButton className="link-button">
        <Trans>Manage my card and invoices</Trans>
      </BillingPortalButton>
    </span>
  );
}
