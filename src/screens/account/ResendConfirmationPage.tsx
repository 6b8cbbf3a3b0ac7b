import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { resendConfirmationErrorText } from "../../features/auth/error-text";
import { EmailField, FormMessage } from "../../shared/ui/fields";
import { resendConfirmation } from "../../features/auth/account-api";
import { AccountPage } from "./AccountPage";

export default function ResendConfirmationPage() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t`Please enter a valid e-mail address.`);
      return;
    }
    setError(null);
    setSent(false);
    setSending(true);
    try {
      await resendConfirmation(email.trim());
      setSent(true);
    } catch (failure) {
      setError(resendConfirmationErrorText(failure, i18n));
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountPage title={<Trans>Resend the confirmation e-mail</Trans>}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <FormMessage
          error={error}
          success={sent && <Trans>A new confirmation e-mail is on its way. Please check your inbox.</Trans>}
        />
        <button type="submit" className="button primary" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send the e-mail again</Trans>}
        </button>
      </form>
      <p className="account-links">
        <Link to="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
