import { QueryClientProvider, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useSession } from "../features/session/session";

/**
 * Cached server data belongs to whoever was signed in: when the account changes (sign-out,
 * another sign-in), every query is reset, and those on screen load again. The first answer
 * of the session check is not a change: the first screen's data was asked with the token.
 */
function ResetOnAccountChange() {
  const queryClient = useQueryClient();
  const session = useSession();
  const account = session.status === "checking" ? undefined : (session.user?._id ?? null);
  const last = useRef(account);
  useEffect(() => {
    if (account === undefined) return;
    if (last.current !== undefined && last.current !== account) void queryClient.resetQueries();
    last.current = account;
  }, [account, queryClient]);
  return null;
}

/** The SPA's server data (TanStack Query) for everything below it. */
export function ServerDataProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ResetOnAccountChange />
      {children}
    </QueryClientProvider>
  );
}
