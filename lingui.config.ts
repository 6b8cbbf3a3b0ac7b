import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * What the first screen (the browse page's public stories) shows: its strings
 * make the small `messages` catalog loaded at start. Every other screen's
 * strings are in `screens`, loaded with the first of those screens
 * (src/i18n/locale.ts), so new screens do not grow the first download.
 */
const FIRST_SCREEN = [
  "<rootDir>/src/app",
  "<rootDir>/src/i18n",
  "<rootDir>/src/shared",
  "<rootDir>/src/features/layout",
  "<rootDir>/src/features/session",
  "<rootDir>/src/features/stories",
  "<rootDir>/src/screens/browse",
];

// Source strings are written in English in the code (macros); `npm run i18n:extract`
// refreshes the catalogs and `npm test` fails when they are out of sync or when a
// French translation is missing.
export default defineConfig({
  sourceLocale: "en-US",
  locales: ["en-US", "fr-FR"],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: FIRST_SCREEN,
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/screens",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*", ...FIRST_SCREEN],
    },
  ],
  // No line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
});
