import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { LoginForm } from "../../features/auth/LoginForm";
import { AccountPage } from "./AccountPage";

export default function LoginPage() {
  return (
    <AccountPage title={<Trans>Log in</Trans>}>
      <LoginForm />
      <p className="account-links">
        <Link to="/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/register">
          <Trans>No account yet? Create one</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
