import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback } from "react";
import type { Locale } from "../../shared/constants";
import { activateLocale, detectLocale, persistLocale } from "./locale";

/** The active locale; main.tsx activates the detected one before the first render. */
export const localeAtom = atom<Locale>(typeof window === "undefined" ? "en-US" : detectLocale());

export function useLocale(): Locale {
  return useAtomValue(localeAtom);
}

/** Switches language: loads the catalog, remembers the choice, re-renders. */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    async (locale: Locale) => {
      await activateLocale(locale);
      persistLocale(locale);
      setLocale(locale);
    },
    [setLocale],
  );
}
