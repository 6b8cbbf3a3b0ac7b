import { Trans } from "@lingui/react/macro";
import { ResetPasswordForm } from "../../features/auth/ResetPasswordForm";
import { AccountPage } from "./AccountPage";

export default function ResetPasswordPage() {
  return (
    <AccountPage title={<Trans>Choose a new password</Trans>}>
      <ResetPasswordForm />
    </AccountPage>
  );
}
