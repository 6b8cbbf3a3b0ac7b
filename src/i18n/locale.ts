import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../shared/enums";

/** The choice is kept in local storage and in a cookie (the Worker reads the cookie). */
export const LOCALE_STORAGE_KEY = "fabulo.locale";
export const LOCALE_COOKIE = "locale";

type Catalog = () => Promise<{ messages: Messages }>;

/** The first screen's strings (see lingui.config.ts). */
const firstScreenCatalogs: Record<Language, Catalog> = {
  "en-US": () => import("../../locales/en-US/messages.po"),
  "fr-FR": () => import("../../locales/fr-FR/messages.po"),
};

/** Every other screen's strings, loaded with the first of those screens. */
const screenCatalogs: Record<Language, Catalog> = {
  "en-US": () => import("../../locales/en-US/screens.po"),
  "fr-FR": () => import("../../locales/fr-FR/screens.po"),
};

/** Once a screen needed them, a change of language loads them too. */
let screensNeeded = false;
const screensLoaded = new Set<Language>();

/** Each language named in itself, as a language picker shows it (not translated: a reader looks for their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { "en-US": "English", "fr-FR": "Français" };

export function isLocale(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser language tag (fr, fr-CA, en-GB…) to a supported locale. */
export function localeFromLanguageTag(tag: string): Language | null {
  const language = tag.toLowerCase().split("-")[0];
  return LANGUAGES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** Local storage, then the cookie, then the browser's languages, then English. */
export function detectLocale(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked); the cookie still works.
  }
  if (isLocale(stored)) return stored;
  const cookie = readCookie(LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LANGUAGE;
}

export function persistLocale(locale: Language): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Ignored: the cookie below keeps the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Loads the locale's catalog (its own chunk) and makes it the active one. */
export async function activateLocale(locale: Language): Promise<void> {
  const [{ messages }, screens] = await Promise.all([
    firstScreenCatalogs[locale](),
    screensNeeded ? screenCatalogs[locale]() : null,
  ]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...screens?.messages } });
  if (screens) screensLoaded.add(locale);
  document.documentElement.lang = locale;
}

/** Fetches the other screens' strings without loading them into i18n (loadScreenMessages does that). */
export function preloadScreenMessages(locale: Language): void {
  screenCatalogs[locale]().catch(() => undefined);
}

/**
 * Makes the other screens' strings available in the active language (and in
 * any language chosen later). Screens and sections outside the first screen
 * await this with their code; i18n.load merges, so nothing already shown changes.
 */
export async function loadScreenMessages(): Promise<void> {
  screensNeeded = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  if (screensLoaded.has(locale)) return;
  const { messages } = await screenCatalogs[locale]();
  i18n.load(locale, messages);
  screensLoaded.add(locale);
}
