import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback } from "react";
import { sessionAtom } from "../session/session";
import type { SubscriptionState } from "./subscription-api";

/** Whether the last pending payment outlasted the polling window (docs/product.md §9: 5 minutes). */
export const pollTimedOutAtom = atom(false);

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
