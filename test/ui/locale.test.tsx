import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider, useAtomValue } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../../src/features/layout/Footer";
import { LanguageSwitcher } from "../../src/features/layout/LanguageSwitcher";
import { detectLocale, LOCALE_STORAGE_KEY } from "../../src/i18n/locale";
import { localeAtom } from "../../src/i18n/locale-state";
import { MemoryRouter } from "../../src/app/router";

afterEach(() => vi.unstubAllGlobals());

describe("detectLocale", () => {
  it("prefers local storage, then the cookie, then the browser, then English", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["de-DE"], language: "de-DE" });
    expect(detectLocale()).toBe("en-US");
    vi.stubGlobal("navigator", { ...navigator, languages: ["fr-CA", "en-US"], language: "fr-CA" });
    expect(detectLocale()).toBe("fr-FR");
    document.cookie = "locale=en-US; path=/";
    expect(detectLocale()).toBe("en-US");
    localStorage.setItem(LOCALE_STORAGE_KEY, "fr-FR");
    expect(detectLocale()).toBe("fr-FR");
  });

  it("ignores stored values that are not supported locales", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-GB"], language: "en-GB" });
    localStorage.setItem(LOCALE_STORAGE_KEY, "xx-XX");
    expect(detectLocale()).toBe("en-US");
  });
});

function App() {
  // Mirrors src/app/App.tsx: the tree re-renders when the locale atom changes.
  const locale = useAtomValue(localeAtom);
  return (
    <I18nProvider i18n={i18n} key={locale}>
      <MemoryRouter>
        <LanguageSwitcher />
        <Footer />
      </MemoryRouter>
    </I18nProvider>
  );
}

describe("LanguageSwitcher", () => {
  it("switches the interface to French and remembers the choice in storage and a cookie", async () => {
    render(
      <Provider>
        <App />
      </Provider>,
    );
    expect(screen.getByRole("link", { name: "Privacy policy" })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr-FR");
    expect(await screen.findByRole("link", { name: "Politique de confidentialité" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Langue" })).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("fr-FR");
    expect(document.cookie).toContain("locale=fr-FR");
    expect(document.documentElement.lang).toBe("fr-FR");
  });
});
