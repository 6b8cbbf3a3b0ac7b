import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore, Provider, useAtomValue } from "jotai";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerDataProvider } from "../../src/app/ServerDataProvider";
import { Footer } from "../../src/features/layout/Footer";
import { LanguageSwitcher } from "../../src/features/layout/LanguageSwitcher";
import { detectLocale, LOCALE_STORAGE_KEY } from "../../src/i18n/locale";
import { localeAtom } from "../../src/i18n/locale-state";
import { sessionAtom, type Session } from "../../src/features/session/session";
import { user } from "./fixtures";
import { testQueryClient } from "./render";
import { mockServer } from "./server-stub";

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
  const [queryClient] = useState(testQueryClient);
  return (
    <ServerDataProvider client={queryClient}>
      <I18nProvider i18n={i18n} key={locale}>
        <LanguageSwitcher />
        <Footer />
      </I18nProvider>
    </ServerDataProvider>
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

function renderPicker(session: Session) {
  const store = createStore();
  store.set(sessionAtom, session);
  store.set(localeAtom, "en-US");
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return store;
}

const signedIn: Session = { status: "signedIn", user };

describe("the navigation's language picker (docs/product.md §7, §9)", () => {
  it("signed in: saves the language on the account, then switches the screen and the session's user", async () => {
    const { callsTo } = mockServer({ "PUT /api/users/language": { body: { success: true } } });
    const store = renderPicker(signedIn);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr-FR");
    expect(await screen.findByRole("link", { name: "Politique de confidentialité" })).toBeTruthy();
    expect(callsTo("PUT /api/users/language").map((call) => call.body)).toEqual([{ language: "fr-FR" }]);
    expect(store.get(sessionAtom).user?.preferredLanguage).toBe("fr-FR");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("fr-FR");
  });

  it("signed out: stays in this browser (storage and cookie), with no call to the server", async () => {
    const { sent } = mockServer({});
    renderPicker({ status: "signedOut", user: null });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr-FR");
    expect(await screen.findByRole("link", { name: "Politique de confidentialité" })).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("fr-FR");
    expect(document.cookie).toContain("locale=fr-FR");
  });

  it("when the server refuses: keeps the screen's language and the account's, says so, and stores nothing", async () => {
    const { callsTo } = mockServer({ "PUT /api/users/language": { status: 500, body: { message: "Internal error" } } });
    const store = renderPicker(signedIn);
    const picker = screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    await userEvent.selectOptions(picker, "fr-FR");
    expect((await screen.findByRole("alert")).textContent).toBe("Your language could not be saved. Please try again.");
    expect(callsTo("PUT /api/users/language")).toHaveLength(1);
    expect(picker.value).toBe("en-US");
    expect(screen.getByRole("link", { name: "Privacy policy" })).toBeTruthy();
    expect(store.get(localeAtom)).toBe("en-US");
    expect(store.get(sessionAtom).user?.preferredLanguage).toBe("en-US");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    // A second try that the server accepts goes through.
    mockServer({ "PUT /api/users/language": { body: { success: true } } });
    await userEvent.selectOptions(picker, "fr-FR");
    await waitFor(() => expect(store.get(localeAtom)).toBe("fr-FR"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
