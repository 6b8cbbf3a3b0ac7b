import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "wouter";
import { ApiRequestError } from "../../shared/api/client";
import { queryKeys } from "../../shared/api/query-keys";
import { FormMessage } from "../../shared/ui/fields";
import { ConfirmModal } from "../../shared/ui/ConfirmModal";
import { LoadError } from "../../shared/ui/LoadError";
import { Modal } from "../../shared/ui/Modal";
import { SandboxCardForm } from "./SandboxCardForm";
import {
  fetchSandboxPortal,
  setSandboxPortalCancellation,
  updateSandboxPortalCard,
  type SandboxPortalJson,
} from "./subscription-api";
import { formatDate, formatEuros, PLAN_LABELS } from "./subscription-text";
import "./subscription.css";

type Subscription = NonNullable<SandboxPortalJson["subscription"]>;

/**
 * The sandbox's customer portal (development without Stripe keys), standing in for Stripe's: the
 * plan, the card renewals charge, the invoices, and cancelling at the end of the period. Each
 * change reaches the account through the webhook, as the real portal's do.
 */
export function SandboxPortal({ session }: { session: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = queryKeys.sandboxPortal(session);
  const portal = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchSandboxPortal(session, signal), retry: false });
  const [notice, setNotice] = useState("");
  const show = (state: SandboxPortalJson, message: string) => {
    queryClient.setQueryData(key, state);
    setNotice(message);
  };

  if (portal.isPending) {
    return (
      <p role="status" className="muted">
        <Trans>Loading your billing details…</Trans>
      </p>
    );
  }
  if (portal.isError) {
    if (portal.error instanceof ApiRequestError && portal.error.status === 404) {
      return (
        <div className="form-error" role="alert">
          <p>
            <Trans>This billing page has expired. Open it again from your profile.</Trans>
          </p>
          <Link to="/profile" className="button">
            <Trans>Back to my profile</Trans>
          </Link>
        </div>
      );
    }
    return (
      <LoadError onRetry={() => void portal.refetch()}>
        <Trans>Your billing details could not be loaded.</Trans>
      </LoadError>
    );
  }

  const { subscription, card, invoices, returnUrl } = portal.data;
  return (
    <>
      <p className="info-message" role="note">
        <Trans>Test mode: this page stands in for Stripe&apos;s customer portal. No real payment is made.</Trans>
      </p>
      <p role="status" className="form-success">
        {notice}
      </p>
      <section className="profile-section" aria-labelledby="portal-plan-heading">
        <h2 id="portal-plan-heading">
          <Trans>Current plan</Trans>
        </h2>
        {subscription ? (
          <PlanPanel session={session} subscription={subscription} onChanged={show} />
        ) : (
          <p>
            <Trans>You have no paid plan at the moment.</Trans>
          </p>
        )}
      </section>
      <section className="profile-section" aria-labelledby="portal-card-heading">
        <h2 id="portal-card-heading">
          <Trans>Payment method</Trans>
        </h2>
        <p>{card ? <CardOnFile {...card} /> : <Trans>No card on file.</Trans>}</p>
        {subscription && <CardUpdate session={session} onSaved={(state) => show(state, t`Your card has been updated.`)} />}
      </section>
      <section className="profile-section" aria-labelledby="portal-invoices-heading">
        <h2 id="portal-invoices-heading">
          <Trans>Invoice history</Trans>
        </h2>
        <InvoiceList invoices={invoices} />
      </section>
      <a href={returnUrl} className="button primary">
        <Trans>Return to Fabulo</Trans>
      </a>
    </>
  );
}

function CardOnFile({ last4, expiry }: { last4: string; expiry: string }) {
  return (
    <Trans>
      Card ending in {last4}, expires {expiry}
    </Trans>
  );
}

function PlanPanel({
  session,
  subscription,
  onChanged,
}: {
  session: string;
  subscription: Subscription;
  onChanged: (state: SandboxPortalJson, message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const plan = i18n._(PLAN_LABELS[subscription.plan]);
  const price = formatEuros(subscription.priceCents / 100, i18n.locale);
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, i18n.locale) : "";
  const changing = useMutation({
    mutationFn: (cancel: boolean) => setSandboxPortalCancellation(session, cancel),
    onSuccess: (state, cancel) => {
      setConfirming(false);
      onChanged(state, cancel ? t`Your plan has been cancelled.` : t`Your plan has been renewed.`);
    },
  });
  const error = changing.isError ? t`Your plan could not be changed. Please try again.` : "";
  return (
    <>
      <p className="subscription-summary-line">{t`${plan} plan, ${price} per month`}</p>
      {subscription.status === "past_due" && (
        <p className="warning-message">
          <Trans>Your last payment failed. Update your card: the amount due is charged to it at once.</Trans>
        </p>
      )}
      {date && <p>{subscription.cancelAtPeriodEnd ? t`Your plan ends on ${date}.` : t`Your plan renews on ${date}.`}</p>}
      {!confirming && <FormMessage error={error} />}
      {subscription.cancelAtPeriodEnd ? (
        <button type="button" className="button" onClick={() => changing.mutate(false)} disabled={changing.isPending}>
          <Trans>Renew plan</Trans>
        </button>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          <Trans>Cancel plan</Trans>
        </button>
      )}
      {confirming && (
        <ConfirmModal
          title={t`Cancel your plan?`}
          confirmLabel={t`Cancel my plan`}
          busy={changing.isPending}
          error={error}
          onConfirm={() => changing.mutate(true)}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {date ? (
              <Trans>
                Your {plan} plan stays until {date}. Then your account moves to the free plan.
              </Trans>
            ) : (
              <Trans>Your {plan} plan stays until the end of the billing period. Then your account moves to the free plan.</Trans>
            )}
          </p>
        </ConfirmModal>
      )}
    </>
  );
}

function CardUpdate({ session, onSaved }: { session: string; onSaved: (state: SandboxPortalJson) => void }) {
  const { t } = useLingui();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [declined, setDeclined] = useState(false);
  const close = () => {
    setOpen(false);
    setDeclined(false);
  };
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
      >
        <Trans>Update card</Trans>
      </button>
      <Modal
        open={open}
        title={t`Update your card`}
        onClose={close}
        actions={
          <>
            <button type="button" className="button" onClick={close}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" form={formId} className="button primary">
              <Trans>Save card</Trans>
            </button>
          </>
        }
      >
        {open && (
          <SandboxCardForm
            formId={formId}
            send={(card) => updateSandboxPortalCard(session, card)}
            onAccepted={(state) => {
              close();
              onSaved(state);
            }}
            onDeclined={() => setDeclined(true)}
          >
            <Trans>
              Test mode: the card 4242 4242 4242 4242 pays. The card 4000 0000 0000 0341 is saved, but its payments fail.
              The card 4000 0000 0000 0002 is declined.
            </Trans>
          </SandboxCardForm>
        )}
        <FormMessage error={declined ? t`This card was declined. Please try another card.` : ""} />
      </Modal>
    </>
  );
}

function InvoiceList({ invoices }: { invoices: SandboxPortalJson["invoices"] }) {
  const { i18n } = useLingui();
  if (invoices.length === 0) {
    return (
      <p>
        <Trans>No invoices yet.</Trans>
      </p>
    );
  }
  return (
    <table className="portal-invoices">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{formatDate(invoice.createdAt, i18n.locale)}</td>
            <td>{formatEuros(invoice.amountCents / 100, i18n.locale)}</td>
            <td>{invoice.status === "paid" ? <Trans>Paid</Trans> : <Trans>Payment due</Trans>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
