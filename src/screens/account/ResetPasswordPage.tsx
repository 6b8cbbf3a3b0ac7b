import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { isValidPassword, RESET_REDIRECT_MS } from "../../../shared/constants";
import { InputField, FormMessage } from "../../shared/ui/fields";
import { resetPassword } from "../../features/auth/account-api";
import { AccountPage } from "./AccountPage";

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const expiredText = t`The link has expired or is invalid.`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword !== confirmPassword) {
      setError(t`Passwords do not match`);
      return;
    }
    if (!isValidPassword(newPassword)) {
      setError(t`Password must be at least 6 characters with a letter and a digit`);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await resetPassword(token, newPassword);
      setDone(true);
    } catch {
      // SPEC §8: whatever went wrong, the user's way out is the same — ask for a new link.
      setError(expiredText);
    } finally {
      setSending(false);
    }
  };

  if (!token) {
    return (
      <AccountPage title={<Trans>Choose a new password</Trans>}>
        <FormMessage error={expiredText} />
        <Link to="/forgot-password" className="button primary">
          <Trans>Ask for a new link</Trans>
        </Link>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={<Trans>Choose a new password</Trans>}>
      {done ? (
        <p className="form-success" role="status">
          <Trans>Your password has been changed. Taking you to the log-in page…</Trans>
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <InputField
            label={<Trans>New password</Trans>}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <InputField
            label={<Trans>Confirm the new password</Trans>}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          <FormMessage error={error} />
          {error === expiredText && (
            <Link to="/forgot-password">
              <Trans>Ask for a new link</Trans>
            </Link>
          )}
          <button type="submit" className="button primary" disabled={sending}>
            {sending ? <Trans>Saving…</Trans> : <Trans>Change my password</Trans>}
          </button>
        </form>
      )}
    </AccountPage>
  );
}
