import { Trans } from "@lingui/react/macro";
import { AccountPage } from "./AccountPage";

export default function ResendConfirmationPage() {
  return <AccountPage title={<Trans>Resend the confirmation e-mail</Trans>} />;
}
