import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Captcha, useCaptcha } from "../../features/auth/Captcha";
import { completeCaptchaText, forgotPasswordErrorText } from "../../features/auth/error-text";
import { EmailField, FormMessage } from "../../shared/ui/fields";
import { requestPasswordReset } from "../../features/auth/account-api";
import { AccountPage } from "./AccountPage";

export default function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha("forgot-password");
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t`Please enter your e-mail address.`);
      return;
    }
    if (!captcha.token) {
      setError(completeCaptchaText(i18n));
      return;
    }
    setError(null);
    setSent(false);
    setSending(true);
    try {
      await requestPasswordReset(email.trim(), captcha.token);
      setSent(true);
    } catch (failure) {
      setError(forgotPasswordErrorText(failure, i18n));
    } finally {
      // The token is spent by the server whatever the answer.
      captcha.reset();
      setSending(false);
    }
  };

  return (
    <AccountPage title={<Trans>Forgot your password?</Trans>}>
      <p className="muted">
        <Trans>Enter your e-mail address and we will send you a link to choose a new password.</Trans>
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <Captcha {...captcha.props} />
        <FormMessage
          error={error}
          success={sent && <Trans>We have sent you an e-mail with a link to reset your password.</Trans>}
        />
        <button type="submit" className="button primary" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send the reset link</Trans>}
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
