import { Trans } from "@lingui/react/macro";
import { AccountPage } from "./AccountPage";

export default function LoginPage() {
  return <AccountPage title={<Trans>Log in</Trans>} />;
}
