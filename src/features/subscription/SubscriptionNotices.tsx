import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useShowNotice } from "../../shared/ui/success-notice";
import type { User } from "../session/session";
import { reactivateSubscription } from "./subscription-api";
import { useSubscription } from "./subscription-queries";
import { useMergeSubscription } from "./subscription-state";
import { callErrorText, formatDate } from "./subscription-text";
import "./subscription.css";

/** SPEC §4: a future end date on a paid plan shows when it ends, with a link to reactivate. */
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
