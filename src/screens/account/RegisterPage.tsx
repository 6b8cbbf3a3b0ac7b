import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { RegisterForm } from "../../features/auth/RegisterForm";
import { AccountPage } from "./AccountPage";

export default function RegisterPage() {
  return (
    <AccountPage title={<Trans>Create an account</Trans>}>
      <RegisterForm />
      <p className="account-links">
        <Link to="/login">
          <Trans>Already have an account? Log in</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
