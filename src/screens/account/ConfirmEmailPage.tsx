import { Trans } from "@lingui/react/macro";
import { AccountPage } from "./AccountPage";

export default function ConfirmEmailPage() {
  return <AccountPage title={<Trans>Confirm your e-mail</Trans>} />;
}
