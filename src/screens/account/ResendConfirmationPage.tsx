import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { ResendConfirmationForm } from "../../features/auth/ResendConfirmationForm";
import { AccountPage } from "./AccountPage";

export default function ResendConfirmationPage() {
  return (
    <AccountPage title={<Trans>Resend the confirmation e-mail</Trans>}>
      <ResendConfirmationForm />
      <p className="account-links">
        <Link to="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
