import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { SUBSCRIPTION_POLL_MAX_MS, SUBSCRIPTION_POLL_MS } from "../../../shared/constants";
import { sessionAtom } from "../session/session";
import { fetchSubscription, type SubscriptionState } from "./subscription-api";

/** Whether the last pending payment outlasted the polling window (SPEC §9: 5 minutes). */
const pollTimedOutAtom = atom(false);

export function usePollTimedOut(): boolean {
  return useAtomValue(pollTimedOutAtom);
}

/** Writes fresh subscription fields into the signed-in user. */
export function useMergeSubscription(): (state: Partial<SubscriptionState>) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (state: Partial<SubscriptionState>) =>
      setSession((session) => (session.status === "signedIn" ? { ...session, user: { ...session.user, ...state } } : session)),
    [setSession],
  );
}

/**
 * While the subscription is pending, asks the server for it every
 * SUBSCRIPTION_POLL_MS until it is not, for at most SUBSCRIPTION_POLL_MAX_MS
 * (SPEC §4). Mount it once per page: the profile's plan summary does.
 */
export function usePendingSubscriptionPolling(pending: boolean): void {
  const merge = useMergeSubscription();
  const setTimedOut = useSetAtom(pollTimedOutAtom);

  useEffect(() => {
    if (!pending) return;
    setTimedOut(false);
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      try {
        merge(await fetchSubscription(controller.signal));
      } catch {
        // A failed poll is retried at the next tick; only the time limit ends polling.
      }
      if (controller.signal.aborted) return;
      if (Date.now() - startedAt >= SUBSCRIPTION_POLL_MAX_MS) setTimedOut(true);
      else timer = setTimeout(poll, SUBSCRIPTION_POLL_MS);
    };
    timer = setTimeout(poll, SUBSCRIPTION_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [pending, merge, setTimedOut]);
}
