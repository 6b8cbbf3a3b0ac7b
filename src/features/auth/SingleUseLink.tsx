import { Trans } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { postMailedToken, type MailedLinkPath } from "./account-api";

export type LinkState = "loading" | "success" | "noToken" | "failure";

/**
 * One request per endpoint, token and page load: mailed tokens are single-use, so StrictMode's
 * second effect run (or a remount) must reuse the first answer, not spend the token twice.
 */
const requests = new Map<string, Promise<unknown>>();

function postToken(path: MailedLinkPath, token: string): Promise<unknown> {
  const key = `${path} ${token}`;
  let request = requests.get(key);
  if (!request) {
    request = postMailedToken(path, token);
    requests.set(key, request);
  }
  return request;
}

/** Follows a mailed link: posts its token to `path` once and reports the docs/product.md §2 states. */
export function useSingleUseLink(path: MailedLinkPath, token: string | null): LinkState {
  const key = `${path} ${token}`;
  // The outcome of the link it belongs to; another link (or none yet) reads as loading.
  const [outcome, setOutcome] = useState<{ key: string; state: "success" | "failure" } | null>(null);
  useEffect(() => {
    if (!token) return;
    let active = true;
    postToken(path, token).then(
      () => active && setOutcome({ key, state: "success" }),
      () => active && setOutcome({ key, state: "failure" }),
    );
    return () => {
      active = false;
    };
  }, [key, path, token]);
  if (!token) return "noToken";
  return outcome?.key === key ? outcome.state : "loading";
}

interface LinkOutcomeProps {
  state: LinkState;
  /** What the page says while the server answers. */
  loading: ReactNode;
  /** The success message and what to do next. */
  success: ReactNode;
  /** The refusal (token used, expired or unknown) and what to do instead. */
  failure: ReactNode;
}

/** The four states of a mailed link's page (docs/product.md §2: loading, success, noToken, failure). */
export function LinkOutcome({ state, loading, success, failure }: LinkOutcomeProps) {
  if (state === "loading") {
    return (
      <p className="muted" role="status" aria-busy="true">
        {loading}
      </p>
    );
  }
  if (state === "noToken") {
    return (
      <p className="form-error" role="alert">
        <Trans>Invalid or missing token</Trans>
      </p>
    );
  }
  return <>{state === "success" ? success : failure}</>;
}
