import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { isValidPassword, RESET_REDIRECT_MS } from "../../../shared/constants";
import { InputField, FormMessage } from "../../shared/ui/fields";
import { resetPassword } from "./account-api";

/** The new-password form of a reset link (its token in the query), then the way back to log in. */
export function ResetPasswordForm() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const saving = useMutation({ mutationFn: (password: string) => resetPassword(token, password) });
  const done = saving.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const expiredText = t`The link has expired or is invalid.`;
  // docs/product.md §8: whatever went wrong, the user's way out is the same — ask for a new link.
  const error = invalid ?? (saving.isError ? expiredText : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword !== confirmPassword) return setInvalid(t`Passwords do not match`);
    if (!isValidPassword(newPassword)) return setInvalid(t`Password must be at least 6 characters with a letter and a digit`);
    setInvalid(null);
    saving.mutate(newPassword);
  };

  if (!token) {
    return (
      <>
        <FormMessage error={expiredText} />
        <Link to="/forgot-password" className="button primary">
          <Trans>Ask for a new link</Trans>
        </Link>
      </>
    );
  }

  if (done) {
    return (
      <p className="form-success" role="status">
        <Trans>Your password has been changed. Taking you to the log-in page…</Trans>
      </p>
    );
  }

  return (
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
      <button type="submit" className="button primary" disabled={saving.isPending}>
        {saving.isPending ? <Trans>Saving…</Trans> : <Trans>Change my password</Trans>}
      </button>
    </form>
  );
}
