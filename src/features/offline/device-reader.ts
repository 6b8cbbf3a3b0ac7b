import { useEffect } from "react";
import { getToken, tokenSubject } from "../../shared/api/token";
import { useSession } from "../session/session";
import type { DeviceReader } from "./saved-stories";
import { SAVED_STORIES_CACHE } from "../../../shared/constants";

/** Who reads on this device once the session has settled: the signed-in account's id, null signed out, undefined while it is checked. */
function useSettledReader(): DeviceReader | undefined {
  const session = useSession();
  if (session.status === "checking") return undefined;
  return session.status === "signedIn" ? session.user._id : null;
}

/**
 * Whose saved stories are listed and saved now. While the session is checked (with no network it
 * stays so until the network is back), the account whose token this device holds: a parent at
 * bedtime still finds their private stories. The check then confirms them, or signs out and forgets them.
 */
export function useDeviceReader(): DeviceReader {
  const reader = useSettledReader();
  if (reader !== undefined) return reader;
  const token = getToken();
  return token ? tokenSubject(token) : null;
}

/**
 * Keeps the stories saved on this device in step with the session: once it settles (signed
 * out, or signed in as someone), the private stories of any other account leave the device
 * (saved-stories.ts). The module that reads them loads only when something is saved.
 */
export function useSavedStoriesFollowSession(): void {
  const reader = useSettledReader();
  useEffect(() => {
    if (reader === undefined || typeof caches === "undefined") return;
    caches
      .has(SAVED_STORIES_CACHE)
      .then(async (saved) => {
        if (!saved) return;
        const { forgetOthersPrivateStories } = await import("./saved-stories");
        await forgetOthersPrivateStories(reader);
      })
      .catch((error: unknown) => console.warn("Could not clear the saved stories of another account", error));
  }, [reader]);
}
