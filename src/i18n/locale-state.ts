import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback } from "react";
import type { Language } from "../../shared/enums";
import { activateLocale, detectLocale, persistLocale } from "./locale";

/** The active locale; main.tsx activates the detected one before the first render. */
export const localeAtom = atom<Language>(typeof window === "undefined" ? "en-US" : detectLocale());

export function useLocale(): Language {
  return useAtomValue(localeAtom);
}

/** Switches language: loads the catalog, remembers the choice, re-renders. */
export function useChangeLocale(): (locale: Language) => Promise<void> {
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    async (locale: Language) => {
      await activateLocale(locale);
      persistLocale(locale);
      setLocale(locale);
    },
    [setLocale],
  );
}
