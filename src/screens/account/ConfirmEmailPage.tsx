import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "../../app/router";
import { api } from "../../shared/api/client";
import { AccountPage } from "./AccountPage";

type ConfirmState = "loading" | "success" | "noToken" | "failure";

/**
 * One request per token and page load: the token is single-use, so StrictMode's
 * second effect run (or a remount) must reuse the first answer, not spend it twice.
 */
const confirmations = new Map<string, Promise<unknown>>();

function confirmEmail(token: string): Promise<unknown> {
  let request = confirmations.get(token);
  if (!request) {
    request = api<unknown>("/api/users/confirm-email", { method: "POST", body: { token } });
    confirmations.set(token, request);
  }
  return request;
}

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [state, setState] = useState<ConfirmState>(token ? "loading" : "noToken");

  useEffect(() => {
    if (!token) {
      setState("noToken");
      return;
    }
    let active = true;
    setState("loading");
    confirmEmail(token).then(
      () => active && setState("success"),
      () => active && setState("failure"),
    );
    return () => {
      active = false;
    };
  }, [token]);

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
