import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryKeys } from "../../shared/api/query-keys";
import { postMailedToken, type MailedLinkPath } from "./account-api";

export type LinkState = "loading" | "success" | "noToken" | "failure";

/**
 * Follows a mailed link: posts its token to `path` and reports the SPEC §2 states. Mailed tokens
 * are single-use, so the answer is cached for the page's life under the link's key: StrictMode's
 * second mount, or coming back to the page, reuses it instead of spending the token twice.
 */
export function useSingleUseLink(path: MailedLinkPath, token: string | null): LinkState {
  const link = useQuery({
    queryKey: queryKeys.mailedLink(path, token ?? ""),
    queryFn: () => postMailedToken(path, token ?? ""),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (!token) return "noToken";
  if (link.isPending) return "loading";
  return link.isError ? "failure" : "success";
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

/** The four states of a mailed link's page (SPEC §2: loading, success, noToken, failure). */
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
