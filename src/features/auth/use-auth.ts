import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useNavigate } from "../../app/router";
import { signIn, signOutOnServer, type SignInInput } from "./account-api";
import { removeToken, setToken } from "../../shared/api/token";
import { sessionAtom, type User } from "../session/session";
import { resetFailedLogins } from "./failed-logins";


/** Signs in: stores the access token, marks the session signed in, clears the failed-login counter. */
export function useSignIn(): (input: SignInInput) => Promise<User> {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    async (input: SignInInput) => {
      const { accessToken, user } = await signIn(input);
      setToken(accessToken);
      resetFailedLogins();
      setSession({ status: "signedIn", user });
      return user;
    },
    [setSession],
  );
}

/** SPEC §4: logout clears the token, calls the server and goes to /login. */
export function useSignOut(): () => void {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
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
