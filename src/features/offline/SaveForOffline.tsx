import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { PlayerIcon } from "../player/player-icons";
import { useDeviceReader } from "./device-reader";
import { canSaveOffline, isStorySaved, removeSavedStory, saveStory } from "./saved-stories";
import type { StoryJson } from "../../../shared/story-json";

type SaveState = "checking" | "saved" | "notSaved" | "saving" | "removing";

/**
 * The player's "Save for offline" toggle: pressed, the story (text, pictures,
 * narration, word timings) is kept on this device and plays without a network;
 * pressed again, it is removed. Hidden where the browser cannot store it.
 */
export function SaveForOffline({ story }: { story: StoryJson }) {
  const [state, setState] = useState<SaveState>("checking");
  const [message, setMessage] = useState<"saved" | "removed" | "failed" | null>(null);
  const supported = canSaveOffline();
  const reader = useDeviceReader();

  useEffect(() => {
    if (!supported) return;
    let current = true;
    isStorySaved(story.slug).then(
      (saved) => current && setState(saved ? "saved" : "notSaved"),
      () => current && setState("notSaved"),
    );
    return () => {
      current = false;
    };
  }, [story.slug, supported]);

  if (!supported) return null;

  const busy = state === "checking" || state === "saving" || state === "removing";
  const toggle = async () => {
    if (busy) return;
    const saving = state !== "saved";
    setState(saving ? "saving" : "removing");
    setMessage(null);
    try {
      if (saving) await saveStory(story, reader);
      else await removeSavedStory(story.slug);
      setState(saving ? "saved" : "notSaved");
      setMessage(saving ? "saved" : "removed");
    } catch {
      setState(saving ? "notSaved" : "saved");
      setMessage("failed");
    }
  };

  return (
    <>
      <button
        type="button"
        className="player-option"
        aria-pressed={state === "saved" || state === "removing"}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
      >
        <PlayerIcon name={state === "saved" ? "saved" : "save"} />
        <span>
          <Trans>Save for offline</Trans>
        </span>
      </button>
      <p className="player-option-status" role="status">
        {state === "saving" && <Trans>Saving…</Trans>}
        {message === "saved" && <Trans>Saved on this device: it plays without a network.</Trans>}
        {message === "removed" && <Trans>Removed from this device.</Trans>}
        {message === "failed" && <Trans>The story could not be saved or removed. Please try again.</Trans>}
      </p>
    </>
  );
}
