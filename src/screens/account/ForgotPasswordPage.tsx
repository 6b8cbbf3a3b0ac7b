import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { ForgotPasswordForm } from "../../features/auth/ForgotPasswordForm";
import { AccountPage } from "./AccountPage";

export default function ForgotPasswordPage() {
  return (
    <AccountPage title={<Trans>Forgot your password?</Trans>}>
      <p className="muted">
        <Trans>Enter your e-mail address and we will send you a link to choose a new password.</Trans>
      </p>
      <ForgotPasswordForm />
      <p className="account-links">
        <Link to="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
