import { useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { useSyncExternalStore } from "react";

/**
 * The reader's player choices, remembered on this device (local storage, kept in
 * step across tabs by jotai). Read on start so the first frame already shows them.
 */
export const highlightWordsAtom = atomWithStorage<boolean>("fabulo.player.highlightWords", true, undefined, {
  getOnInit: true,
});

/** True or false once the reader has chosen; null follows the system's dark preference. */
export const nightLookChoiceAtom = atomWithStorage<boolean | null>("fabulo.player.nightLook", null, undefined, {
  getOnInit: true,
});

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToDarkPreference(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Whether the player shows its night look, and a toggle that records the reader's choice. */
export function useNightLook(): [boolean, () => void] {
  const [choice, setChoice] = useAtom(nightLookChoiceAtom);
  const systemDark = useSyncExternalStore(subscribeToDarkPreference, systemPrefersDark, () => false);
  const night = choice ?? systemDark;
  return [night, () => setChoice(!night)];
}
