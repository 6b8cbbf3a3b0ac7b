import { Trans } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";
import { useSingleUseLink } from "../../features/auth/use-single-use-link";
import { AccountPage } from "./AccountPage";

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const state = useSingleUseLink("/api/users/confirm-email", params.get("token"));

  return (
    <AccountPage title={<Trans>Confirm your e-mail</Trans>}>
      {state === "loading" && (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Confirming your e-mail address…</Trans>
        </p>
      )}
      {state === "success" && (
        <>
          <p className="form-success" role="status">
            <Trans>Your e-mail address is confirmed. You can now log in.</Trans>
          </p>
          <Link to="/login" className="button primary">
            <Trans>Log in</Trans>
          </Link>
        </>
      )}
      {state === "noToken" && (
        <p className="form-error" role="alert">
          <Trans>Invalid or missing token</Trans>
        </p>
      )}
      {state === "failure" && (
        <>
          <p className="form-error" role="alert">
            <Trans>This link is invalid or has expired.</Trans>
          </p>
          <Link to="/resend-confirmation" className="button">
            <Trans>Resend the confirmation e-mail</Trans>
          </Link>
        </>
      )}
    </AccountPage>
  );
}
