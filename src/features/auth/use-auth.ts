import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { removeToken } from "../../shared/api/token";
import { sessionAtom } from "../session/session";
import { signOutOnServer } from "../session/session-api";

/** docs/product.md §4: logout clears the token, calls the server and goes to /login. */
export function useSignOut(): () => void {
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  return useCallback(() => {
    // The request reads the token synchronously, so it still carries it after removeToken() below.
    const request = signOutOnServer();
    removeToken();
    setSession({ status: "signedOut", user: null });
    navigate("/login");
    request.catch((error: unknown) => {
      // The local sign-out already happened; a failed call only leaves a refresh cookie that expires on its own.
      console.warn("Logout request failed", error);
    });
  }, [navigate, setSession]);
}
