import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { setToken } from "../../shared/api/token";
import { sessionAtom, type User } from "../session/session";
import { signIn, type SignInInput } from "./account-api";
import { resetFailedLogins } from "./failed-logins";

/**
 * Signs in: stores the access token, marks the session signed in, clears the failed-login
 * counter. Apart from the sign-out (src/features/auth/use-auth.ts): only the login page needs it.
 */
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
