import { useQuery } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { SUBSCRIPTION_POLL_MAX_MS, SUBSCRIPTION_POLL_MS } from "../../../shared/constants";
import { queryKeys } from "../../shared/api/query-keys";
import type { User } from "../session/session";
import { fetchSubscription, type SubscriptionState } from "./subscription-api";
import { pollTimedOutAtom, useMergeSubscription } from "./subscription-state";

/** The card forms' payment, whichever form takes it: the plan dialog stays busy while one is in flight. */
export const PAYMENT_MUTATION_KEY = ["subscription", "payment"] as const;

const subscriptionOf = (user: User): SubscriptionState => ({
  subscriptionLevel: user.subscriptionLevel,
  subscriptionStatus: user.subscriptionStatus,
  subscriptionEndDate: user.subscriptionEndDate,
  storiesGeneratedThisWeek: user.storiesGeneratedThisWeek,
  weeklyLimit: user.weeklyLimit,
});

/**
 * GET /api/subscription/user-subscription every SUBSCRIPTION_POLL_MS while the user's plan is
 * pending (docs/product.md §4), for at most SUBSCRIPTION_POLL_MAX_MS: each answer goes into the session
 * user, so the poll stops once it is not pending. The first ask is one interval after the
 * pending state is seen; a failed ask is retried at the next one. Mount it once per page
 * (the profile's plan summary does). Answers whether the poll gave up.
 */
export function useSubscription(user: User): { timedOut: boolean } {
  const pending = user.subscriptionStatus === "pending";
  const merge = useMergeSubscription();
  const [timedOut, setTimedOut] = useAtom(pollTimedOutAtom);
  const startedAt = useRef(0);
  useEffect(() => {
    if (!pending) return;
    startedAt.current = Date.now();
    setTimedOut(false);
  }, [pending, setTimedOut]);

  const query = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => fetchSubscription(signal),
    enabled: pending,
    // The session's copy is the state seen so far; only the interval asks again.
    initialData: () => subscriptionOf(user),
    staleTime: Infinity,
    retry: false,
    refetchInterval: pending && !timedOut ? SUBSCRIPTION_POLL_MS : false,
  });

  const { data, dataUpdatedAt, errorUpdatedAt } = query;
  const handled = useRef({ dataUpdatedAt, errorUpdatedAt });
  useEffect(() => {
    const last = handled.current;
    if (last.dataUpdatedAt === dataUpdatedAt && last.errorUpdatedAt === errorUpdatedAt) return;
    handled.current = { dataUpdatedAt, errorUpdatedAt };
    if (last.dataUpdatedAt !== dataUpdatedAt) merge(data);
    if (Date.now() - startedAt.current >= SUBSCRIPTION_POLL_MAX_MS) setTimedOut(true);
  }, [data, dataUpdatedAt, errorUpdatedAt, merge, setTimedOut]);

  return { timedOut };
}
