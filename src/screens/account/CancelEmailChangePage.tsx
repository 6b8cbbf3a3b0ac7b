import { Trans } from "@lingui/react/macro";
import { Link, useSearchParams } from "wouter";
import { LinkOutcome, useSingleUseLink } from "../../features/auth/SingleUseLink";
import { AccountPage } from "./AccountPage";

/**
 * The one-click link mailed to the old address when an e-mail change starts:
 * following it cancels the change and signs the account out everywhere, so
 * the next step offered is a new password.
 */
export default function CancelEmailChangePage() {
  const [params] = useSearchParams();
  const state = useSingleUseLink("/api/users/cancel-email-change", params.get("token"));

  return (
    <AccountPage title={<Trans>Cancel the e-mail change</Trans>}>
      <LinkOutcome
        state={state}
        loading={<Trans>Cancelling the e-mail change…</Trans>}
        success={
          <>
            <p className="form-success" role="status">
              <Trans>
                The e-mail change is cancelled: your account keeps this address, and every sign-in has ended. If you
                did not ask for the change, choose a new password now.
              </Trans>
            </p>
            <Link to="/forgot-password" className="button primary">
              <Trans>Choose a new password</Trans>
            </Link>
          </>
        }
        failure={
          <>
            <p className="form-error" role="alert">
              <Trans>This link is invalid or has expired. The change may already be cancelled or confirmed.</Trans>
            </p>
            <Link to="/login" className="button">
              <Trans>Log in</Trans>
            </Link>
          </>
        }
      />
    </AccountPage>
  );
}
