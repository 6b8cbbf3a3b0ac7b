import { useEffect } from "react";
import { useSession } from "../session/session";
import type { DeviceReader } from "./saved-stories";
import { SAVED_STORIES_CACHE } from "../../../shared/constants";

/** Who reads on this device now: the signed-in account's id, null signed out, undefined while the session is checked. */
export function useDeviceReader(): DeviceReader | undefined {
  const session = useSession();
  if (session.status === "checking") return undefined;
  return session.status === "signedIn" ? session.user._id : null;
}

/**
 * Keeps the stories saved on this device in step with the session: once it settles (signed
 * out, or signed in as someone), the private stories of any other account leave the device
 * (saved-stories.ts). The module that reads them loads only when something is saved.
 */
export function useSavedStoriesFollowSession(): void {
  const reader = useDeviceReader();
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
