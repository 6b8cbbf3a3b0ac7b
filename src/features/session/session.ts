import { atom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import type { UserJson } from "../../../shared/user-json";
import { ApiRequestError, client, json, withSignal } from "../../shared/api/client";
import { getToken, onTokenRemoved, removeToken, tokenExpiry } from "../../shared/api/token";

/** The signed-in user, as the API returns it (docs/product.md §3; shared/user-json.ts). */
export type User = UserJson;

export type Session =
  | { status: "checking"; user: null }
  | { status: "signedOut"; user: null }
  | { status: "signedIn"; user: User };

/**
 * Without a stored token there is nothing to check: the visitor is signed out from the first
 * render, which spares the first screen a second render once the bootstrap has run.
 */
export const sessionAtom = atom<Session>(getToken() ? { status: "checking", user: null } : { status: "signedOut", user: null });

/**
 * PUT /api/users/language: the account's language, which its stories,
 * suggestions and e-mails follow (here, not in the profile's API, because the
 * navigation's picker on the first screen calls it too).
 */
export async function updateLanguage(language: User["preferredLanguage"]): Promise<void> {
  await json(client.api.users.language.$put({ json: { language } }));
}

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

/**
 * At start: a stored token is decoded and the current user loaded; an unreadable token, or one
 * the server refuses (a 401 the refresh cannot mend, a 404 for an account gone), is removed
 * (signed out). No answer — no network, the server's 5xx — is no verdict: the session stays
 * "checking" with its token (and the family's saved stories), and is checked again when the
 * network comes back.
 */
export function useSessionBootstrap(): void {
  const setSession = useSetAtom(sessionAtom);
  useEffect(() => {
    // Kept as it is when already signed out (a visitor from the first render): a new object would
    // re-render every reader of the session, the first screen's dozen cards among them.
    const signOut = () => setSession((session) => (session.status === "signedOut" ? session : { status: "signedOut", user: null }));
    const unsubscribe = onTokenRemoved(signOut);
    const token = getToken();
    const expiry = token ? tokenExpiry(token) : null;
    if (!token || expiry === null) {
      if (token) removeToken();
      else signOut();
      return unsubscribe;
    }
    const controller = new AbortController();
    const check = () => {
      // An expired access token is still sent: the client refreshes it on the 401.
      json(client.api.users.login.$get(undefined, withSignal(controller.signal)))
        .then(({ user }: { user: User }) => setSession({ status: "signedIn", user }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) removeToken();
          else window.addEventListener("online", check, { once: true, signal: controller.signal });
        });
    };
    check();
    return () => {
      controller.abort();
      unsubscribe();
    };
  }, [setSession]);
}
