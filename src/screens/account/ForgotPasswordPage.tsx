import { Trans } from "@lingui/react/macro";
import { AccountPage } from "./AccountPage";

export default function ForgotPasswordPage() {
  return <AccountPage title={<Trans>Forgot your password?</Trans>} />;
}
