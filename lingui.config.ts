import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Source strings are written in English in the code (macros); `npm run i18n:extract`
// refreshes both catalogs and `npm test` fails when they are out of sync or when a
// French translation is missing.
export default defineConfig({
  sourceLocale: "en-US",
  locales: ["en-US", "fr-FR"],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.*"],
    },
  ],
  // No line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
});
