import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "../shared/api/client";

/** A failed load worth asking again: no answer (network) or a server failure, never a 4xx refusal. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status >= 500;
}

/** At most this many retries of a failed load, 1 s then 2 s apart (TanStack's backoff). */
const MAX_RETRIES = 2;

/**
 * The SPA's one cache of server data. Screens refetch on mount when their data is older
 * than STALE_MS; focus and reconnect refetches are off, so no list jumps or flashes
 * under a reader coming back to the tab (polls and invalidations keep what moves fresh).
 */
const STALE_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      // A mutation is the user's action: its failure is shown, and pressing again retries it. Offline
      // too: sent at once and failing, rather than paused as pending until the network returns.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
