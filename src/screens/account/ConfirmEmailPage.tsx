import { Trans } from "@lingui/react/macro";
import { Link, useSearchParams } from "wouter";
import { LinkOutcome, useSingleUseLink } from "../../features/auth/SingleUseLink";
import { AccountPage } from "./AccountPage";

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const state = useSingleUseLink("/api/users/confirm-email", params.get("token"));

  return (
    <AccountPage title={<Trans>Confirm your e-mail</Trans>}>
      <LinkOutcome
        state={state}
        loading={<Trans>Confirming your e-mail address…</Trans>}
        success={
          <>
            <p className="form-success" role="status">
              <Trans>Your e-mail address is confirmed. You can now log in.</Trans>
            </p>
            <Link to="/login" className="button primary">
              <Trans>Log in</Trans>
            </Link>
          </>
        }
        failure={
          <>
            <p className="form-error" role="alert">
              <Trans>This link is invalid or has expired.</Trans>
            </p>
            <Link to="/resend-confirmation" className="button">
              <Trans>Resend the confirmation e-mail</Trans>
            </Link>
          </>
        }
      />
    </AccountPage>
  );
}
