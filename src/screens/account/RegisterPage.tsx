import { Trans } from "@lingui/react/macro";
import { AccountPage } from "./AccountPage";

export default function RegisterPage() {
  return <AccountPage title={<Trans>Create an account</Trans>} />;
}
