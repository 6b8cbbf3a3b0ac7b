import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { sessionAtom, type User } from "../session/session";

/** Stores the server's fresh copy of the signed-in user (after a profile edit or a reload). */
export function useSetSessionUser(): (user: User) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback((user: User) => setSession({ status: "signedIn", user }), [setSession]);
}
