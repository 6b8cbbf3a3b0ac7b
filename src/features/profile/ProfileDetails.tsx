import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useAppConfig } from "../../shared/api/app-config";
import type { User } from "../session/session";
import {
  BillingPortalLink,
  SubscriptionEndNotice,
  SubscriptionPastDueNotice,
  SubscriptionPendingNote,
} from "../subscription/SubscriptionNotices";
import { SubscriptionModal } from "../subscription/SubscriptionModal";
import { ageFromDateOfBirth } from "./age";
import { pendingEmailMessage } from "./EmailModal";
import { formatEuros, PLAN_LABELS, priceOf } from "../subscription/subscription-text";
import { GENDER_LABELS, LANGUAGE_LABELS } from "./labels";

export type Editor = "identity" | "language" | "email" | "password";

interface ItemProps {
  label: ReactNode;
  children: ReactNode;
  /** Accessible name of the edit button, saying what it edits. */
  editLabel?: string;
  onEdit?: () => void;
}

function Item({ label, children, editLabel, onEdit }: ItemProps) {
  const { t } = useLingui();
  return (
    <div className="profile-item">
      <dt>{label}</dt>
      <dd>{children}</dd>
      {onEdit && (
        <dd className="profile-item-action">
          <button type="button" className="button" aria-label={editLabel} onClick={onEdit}>
            {t`Edit`}
          </button>
        </dd>
      )}
    </div>
  );
}

/** The account's own details, each with its edit button. */
export function AccountDetails({ user, onEdit }: { user: User; onEdit: (editor: Editor) => void }) {
  const { t, i18n } = useLingui();
  const age = ageFromDateOfBirth(user.dateOfBirth);
  const pending = user.changingEmail;
  return (
    <section className="profile-section" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">
        <Trans>My details</Trans>
      </h2>
      <dl className="profile-items">
        <Item label={<Trans>Name</Trans>} editLabel={t`Edit name`} onEdit={() => onEdit("identity")}>
          {user.name}
        </Item>
        <Item label={<Trans>Age</Trans>} editLabel={t`Edit date of birth`} onEdit={() => onEdit("identity")}>
          {age === null ? <Trans>No age</Trans> : <Plural value={age} one="# year old" other="# years old" />}
        </Item>
        <Item label={<Trans>Gender</Trans>} editLabel={t`Edit gender`} onEdit={() => onEdit("identity")}>
          {i18n._(GENDER_LABELS[user.gender])}
        </Item>
        <Item label={<Trans>Preferred language</Trans>} editLabel={t`Edit preferred language`} onEdit={() => onEdit("language")}>
          {i18n._(LANGUAGE_LABELS[user.preferredLanguage])}
        </Item>
        <Item label={<Trans>E-mail</Trans>} editLabel={t`Edit e-mail`} onEdit={() => onEdit("email")}>
          {user.email}
          {pending && (
            <span className="profile-pending">
              <span className="profile-pending-address">
                <Trans>New e-mail awaiting confirmation: {pending}</Trans>
              </span>
              <span className="info-message" role="note">
                {i18n._(pendingEmailMessage(pending))}
              </span>
            </span>
          )}
        </Item>
        <Item label={<Trans>Password</Trans>} editLabel={t`Edit password`} onEdit={() => onEdit("password")}>
          <span aria-hidden="true">••••••••</span>
          <span className="visually-hidden">{t`Password hidden`}</span>
        </Item>
      </dl>
    </section>
  );
}

/** The plan data; its edit button opens the subscription modal (plans and payment). */
export function SubscriptionSummary({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openPlans = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoosing(true);
  };
  const closePlans = () => setChoosing(false);
  // Once the dialog is gone, keyboard users land back on the button that opened it.
  useEffect(() => {
    if (!choosing) opener.current?.focus();
  }, [choosing]);
  const plan = i18n._(PLAN_LABELS[user.subscriptionLevel]);
  const { config } = useAppConfig();
  const price = formatEuros(priceOf(user.subscriptionLevel, config), i18n.locale);
  const used = user.storiesGeneratedThisWeek;
  const limit = user.weeklyLimit;
  return (
    <section className="profile-section" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">
        <Trans>Subscription</Trans>
      </h2>
      <dl className="profile-items">
        <Item label={<Trans>Plan</Trans>} editLabel={t`Edit subscription`} onEdit={openPlans}>
          {plan} <span className="muted">({t`${price} per month`})</span>
          <SubscriptionPendingNote user={user} />
          <SubscriptionPastDueNotice user={user} />
          <SubscriptionEndNotice user={user} />
          <BillingPortalLink user={user} />
        </Item>
        <Item label={<Trans>Stories this week</Trans>}>{t`${used} of ${limit} stories this week`}</Item>
      </dl>
      {choosing && <SubscriptionModal user={user} onClose={closePlans} />}
    </section>
  );
}
