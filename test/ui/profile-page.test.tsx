import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore, Provider, useAtomValue } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { ServerDataProvider } from "../../src/app/ServerDataProvider";
import type { ExtraProfile } from "../../src/features/profile/profile-api";
import { sessionAtom, type User } from "../../src/features/session/session";
import { activateLocale, loadScreenMessages, LOCALE_STORAGE_KEY } from "../../src/i18n/locale";
import { localeAtom } from "../../src/i18n/locale-state";
import { user } from "./fixtures";
import { testQueryClient } from "./render";

const thisYear = new Date().getFullYear();

function makeUser(overrides: Partial<User> = {}): User {
  // 1 January: the birthday has always passed, so the age is exactly 8.
  return { ...user, dateOfBirth: `${thisYear - 8}-01-01`, gender: "girl", ...overrides };
}

interface Reply {
  status?: number;
  body?: unknown;
}
type Handler = (body: unknown, path: string) => Reply;
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs the server boundary: "METHOD /path" → handler; anything else is a 404. */
function mockServer(user: User, handlers: Record<string, Handler> = {}): Call[] {
  const calls: Call[] = [];
  const all: Record<string, Handler> = {
    "GET /api/users/user-details": () => ({ body: { user } }),
    "GET /api/users/profiles": () => ({ body: { profiles: [] } }),
    ...handlers,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = String(input);
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler =
        all[`${method} ${path}`] ?? all[`${method} ${path.replace(/\/[0-9a-f]{24}$/, "/:id")}`];
      const reply = handler ? handler(body, path) : { status: 404, body: { message: "Not found" } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

const sent = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** Mirrors src/app/App.tsx: the tree re-mounts in the new language when the locale changes. */
function renderProfile(sessionUser: User, locale: "en-US" | "fr-FR" = "en-US") {
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", user: sessionUser });
  store.set(localeAtom, locale);
  window.history.replaceState(null, "", "/profile");
  function Root() {
    const locale = useAtomValue(localeAtom);
    return (
      <I18nProvider i18n={i18n} key={locale}>
        <AppRoutes />
      </I18nProvider>
    );
  }
  render(
    <Provider store={store}>
      <ServerDataProvider client={testQueryClient()}>
        <Root />
      </ServerDataProvider>
    </Provider>,
  );
  return { store };
}

/** Waits for the page and the fresh user-details load to settle. */
async function loaded(heading = "Profile") {
  await screen.findByRole("heading", { level: 1, name: heading });
  await waitFor(() => expect(screen.queryByText("Loading your profile…")).toBeNull());
}

afterEach(() => {
  // Unmount before un-stubbing: nothing left mounted can reach the real network.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("profile details", () => {
  it("shows the session user at once, then the fresh details from the server", async () => {
    const fresh = makeUser({
      subscriptionLevel: "premium",
      subscriptionEndDate: new Date(Date.UTC(thisYear + 1, 5, 15, 12)).toISOString(),
      storiesGeneratedThisWeek: 2,
      weeklyLimit: 10,
    });
    const calls = mockServer(fresh);
    renderProfile(makeUser({ name: "Old name" }));
    expect(await screen.findByText("Old name")).toBeTruthy();
    expect(await screen.findByText("Camille")).toBeTruthy();
    expect(sent(calls, "GET", "/api/users/user-details")).toHaveLength(1);

    expect(screen.getByText("8 years old")).toBeTruthy();
    expect(screen.getByText("Girl")).toBeTruthy();
    const details = screen.getByRole("region", { name: "My details" });
    expect(within(details).getByText("English")).toBeTruthy();
    expect(screen.getByText("parent@example.com")).toBeTruthy();
    expect(screen.getByText("••••••••")).toBeTruthy();
    expect(screen.getByText("Premium")).toBeTruthy();
    expect(screen.getByText(`Your subscription ends on June 15, ${thisYear + 1}`)).toBeTruthy();
    expect(screen.getByText("2 of 10 stories this week")).toBeTruthy();
    for (const name of ["Edit name", "Edit date of birth", "Edit gender", "Edit preferred language", "Edit e-mail", "Edit password"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
  });

  it("says 'No age' without a date of birth and hides the end notice on the free plan", async () => {
    const user = makeUser({ dateOfBirth: null, subscriptionEndDate: new Date(Date.now() + 86_400_000).toISOString() });
    mockServer(user);
    renderProfile(user);
    await loaded();
    expect(screen.getByText("No age")).toBeTruthy();
    expect(screen.getByText("0 of 1 stories this week")).toBeTruthy();
    expect(screen.queryByText(/Your subscription ends on/)).toBeNull();
  });

  it("shows an error with a retry when the details cannot be loaded", async () => {
    const user = makeUser();
    let fail = true;
    mockServer(user, {
      "GET /api/users/user-details": () => (fail ? { status: 500, body: { message: "Internal server error" } } : { body: { user } }),
    });
    renderProfile(user);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your latest profile details could not be loaded.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows a pending e-mail change with its notice", async () => {
    const user = makeUser({ changingEmail: "new@example.com" });
    mockServer(user);
    renderProfile(user);
    await loaded();
    expect(screen.getByText("New e-mail awaiting confirmation: new@example.com")).toBeTruthy();
    expect(
      screen.getByText("We sent a confirmation link to new@example.com. Your e-mail changes once you confirm it."),
    ).toBeTruthy();
  });
});

describe("editing name, date of birth and gender", () => {
  it("sends the three fields, updates the session and shows a success message that hides after 10 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    const user = makeUser();
    const calls = mockServer(user, {
      "PUT /api/users/user-details": (body) => ({ body: { user: { ...user, ...(body as Partial<User>) } } }),
    });
    const { store } = renderProfile(user);
    await loaded();
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await events.click(screen.getByRole("button", { name: "Edit name" }));
    const dialog = screen.getByRole("dialog", { name: "Edit name, date of birth and gender" });
    const name = within(dialog).getByLabelText("Name");
    await events.clear(name);
    await events.type(name, "Léa");
    await events.selectOptions(within(dialog).getByLabelText("Gender"), "boy");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));

    const notice = await screen.findByRole("dialog", { name: "Saved" });
    expect(within(notice).getByText("Your details have been updated.")).toBeTruthy();
    expect(sent(calls, "PUT", "/api/users/user-details").map((c) => c.body)).toEqual([
      { name: "Léa", dateOfBirth: `${thisYear - 8}-01-01`, gender: "boy" },
    ]);
    expect(store.get(sessionAtom).user?.name).toBe("Léa");
    expect(screen.getByText("Léa")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Edit name, date of birth and gender" })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByRole("dialog", { name: "Saved" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole("dialog", { name: "Saved" })).toBeNull();
  });

  it("requires a name and sends nothing without one", async () => {
    const user = makeUser();
    const calls = mockServer(user);
    renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit gender" }));
    const dialog = screen.getByRole("dialog", { name: "Edit name, date of birth and gender" });
    await userEvent.clear(within(dialog).getByLabelText("Name"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Name is required");
    expect(sent(calls, "PUT", "/api/users/user-details")).toHaveLength(0);
  });

  it("shows 'Data provided is invalid' on a 400", async () => {
    const user = makeUser();
    mockServer(user, { "PUT /api/users/user-details": () => ({ status: 400, body: { message: "Data provided is invalid" } }) });
    renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const dialog = screen.getByRole("dialog", { name: "Edit name, date of birth and gender" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Data provided is invalid");
    expect(screen.queryByRole("dialog", { name: "Saved" })).toBeNull();
  });
});

describe("changing the e-mail", () => {
  it("asks for confirmation before sending, and shows the in-use message on a 409", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "PUT /api/users/user-details": () => ({ status: 409, body: { message: "Email already exists" } }),
    });
    renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit e-mail" }));
    const field = screen.getByLabelText("New e-mail");
    await userEvent.clear(field);
    await userEvent.type(field, "taken@example.com");
    await userEvent.type(screen.getByLabelText("Current password"), "secret12");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const confirm = screen.getByRole("dialog", { name: "Change your e-mail?" });
    expect(sent(calls, "PUT", "/api/users/user-details")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Yes" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "This e-mail is already used. If it is yours, use password recovery.",
    );
    expect(sent(calls, "PUT", "/api/users/user-details").map((c) => c.body)).toEqual([
      { email: "taken@example.com", currentPassword: "secret12" },
    ]);
  });

  it("does not send the current address again unless a change is pending", async () => {
    const user = makeUser();
    const calls = mockServer(user);
    renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit e-mail" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("This is already your e-mail address.");
    expect(screen.queryByRole("dialog", { name: "Change your e-mail?" })).toBeNull();
    await userEvent.clear(screen.getByLabelText("New e-mail"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter your new e-mail address.");
    expect(sent(calls, "PUT", "/api/users/user-details")).toHaveLength(0);
  });

  it("sends the change on 'Yes' and shows the pending address", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "PUT /api/users/user-details": (body) => ({
        body: { user: { ...user, changingEmail: (body as { email: string }).email } },
      }),
    });
    renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit e-mail" }));
    const field = screen.getByLabelText("New e-mail");
    await userEvent.clear(field);
    await userEvent.type(field, "new@example.com");
    await userEvent.type(screen.getByLabelText("Current password"), "secret12");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    const notice = await screen.findByRole("dialog", { name: "Saved" });
    const pendingText = "We sent a confirmation link to new@example.com. Your e-mail changes once you confirm it.";
    expect(within(notice).getByText(pendingText)).toBeTruthy();
    expect(screen.getByText("New e-mail awaiting confirmation: new@example.com")).toBeTruthy();
    expect(sent(calls, "PUT", "/api/users/user-details")).toHaveLength(1);
  });
});

describe("changing the e-mail needs the current password (issue 13)", () => {
  it("asks for it before the yes/no step and sends nothing without it", async () => {
    const user = makeUser();
    const calls = mockServer(user);
    renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit e-mail" }));
    const field = screen.getByLabelText("New e-mail");
    await userEvent.clear(field);
    await userEvent.type(field, "new@example.com");
    const password = screen.getByLabelText("Current password");
    expect(password.getAttribute("type")).toBe("password");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Please enter your current password.");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog", { name: "Change your e-mail?" })).toBeNull();
    expect(sent(calls, "PUT", "/api/users/user-details")).toHaveLength(0);
  });

  const LOCALES = {
    "en-US": {
      heading: "Profile",
      edit: "Edit e-mail",
      email: "New e-mail",
      password: "Current password",
      save: "Save",
      yes: "Yes",
      wrong: "Your current password is incorrect.",
      tooMany: "Too many requests. Please wait 3 minutes and try again.",
    },
    "fr-FR": {
      heading: "Profil",
      edit: "Modifier l’adresse e-mail",
      email: "Nouvelle adresse e-mail",
      password: "Mot de passe actuel",
      save: "Enregistrer",
      yes: "Oui",
      wrong: "Votre mot de passe actuel est incorrect.",
      tooMany: "Trop de tentatives. Veuillez patienter 3 minutes puis réessayer.",
    },
  } as const;

  it.each([
    ["en-US", 405, "Current password is incorrect", "wrong"],
    ["en-US", 429, "Too many requests", "tooMany"],
    ["fr-FR", 405, "Current password is incorrect", "wrong"],
    ["fr-FR", 429, "Too many requests", "tooMany"],
  ] as const)("%s: a %i answer shows its text", async (locale, status, message, key) => {
    if (locale === "fr-FR") {
      await activateLocale("fr-FR");
      await loadScreenMessages();
    }
    const words = LOCALES[locale];
    const user = makeUser({ preferredLanguage: locale });
    const calls = mockServer(user, { "PUT /api/users/user-details": () => ({ status, body: { message } }) });
    renderProfile(user, locale);
    await loaded(words.heading);
    await userEvent.click(screen.getByRole("button", { name: words.edit }));
    const field = screen.getByLabelText(words.email);
    await userEvent.clear(field);
    await userEvent.type(field, "new@example.com");
    await userEvent.type(screen.getByLabelText(words.password), "guess123");
    await userEvent.click(screen.getByRole("button", { name: words.save }));
    await userEvent.click(screen.getByRole("button", { name: words.yes }));
    expect((await screen.findByRole("alert")).textContent).toBe(words[key]);
    // The wrong password is flagged on its own field.
    expect(screen.getByLabelText(words.password).getAttribute("aria-invalid")).toBe(status === 405 ? "true" : null);
    expect(sent(calls, "PUT", "/api/users/user-details").map((c) => c.body)).toEqual([
      { email: "new@example.com", currentPassword: "guess123" },
    ]);
  });
});

describe("changing the password", () => {
  async function fillPassword(current: string, next: string, confirm: string) {
    await userEvent.click(screen.getByRole("button", { name: "Edit password" }));
    await userEvent.type(screen.getByLabelText("Current password"), current);
    await userEvent.type(screen.getByLabelText("New password"), next);
    await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
  }

  it("blocks sending when the new passwords do not match", async () => {
    const user = makeUser();
    const calls = mockServer(user);
    renderProfile(user);
    await loaded();
    await fillPassword("old-pass1", "newpass1", "newpass2");
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(sent(calls, "PUT", "/api/users/update-password")).toHaveLength(0);
  });

  it("checks the password rule before sending", async () => {
    const user = makeUser();
    const calls = mockServer(user);
    renderProfile(user);
    await loaded();
    await fillPassword("old-pass1", "abcdef", "abcdef");
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 6 characters with a letter and a digit");
    expect(sent(calls, "PUT", "/api/users/update-password")).toHaveLength(0);
  });

  it("shows the wrong-current-password text on a 405", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "PUT /api/users/update-password": () => ({ status: 405, body: { message: "Current password is incorrect" } }),
    });
    renderProfile(user);
    await loaded();
    await fillPassword("wrong-pass1", "newpass1", "newpass1");
    expect((await screen.findByRole("alert")).textContent).toBe("Your current password is incorrect.");
    expect(sent(calls, "PUT", "/api/users/update-password").map((c) => c.body)).toEqual([
      { currentPassword: "wrong-pass1", newPassword: "newpass1", confirmPassword: "newpass1" },
    ]);
  });

  it("shows the spec's too-many-requests text on a 429 (5 tries a minute)", async () => {
    const user = makeUser();
    mockServer(user, {
      "PUT /api/users/update-password": () => ({ status: 429, body: { message: "Too many requests", retryAfter: 180 } }),
    });
    renderProfile(user);
    await loaded();
    await fillPassword("wrong-pass1", "newpass1", "newpass1");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please wait 3 minutes and try again.");
  });

  it("confirms a successful change", async () => {
    const user = makeUser();
    mockServer(user, { "PUT /api/users/update-password": () => ({}) });
    renderProfile(user);
    await loaded();
    await fillPassword("old-pass1", "newpass1", "newpass1");
    const notice = await screen.findByRole("dialog", { name: "Saved" });
    expect(within(notice).getByText("Your password has been changed.")).toBeTruthy();
    await userEvent.click(within(notice).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog", { name: "Saved" })).toBeNull();
  });
});

describe("changing the preferred language", () => {
  it("updates the account and the session language, then switches the interface to French", async () => {
    // The page loads the details again once it re-mounts in French: the server keeps state.
    let user = makeUser();
    const calls = mockServer(user, {
      "GET /api/users/user-details": () => ({ body: { user } }),
      "PUT /api/users/user-details": (body) => {
        user = { ...user, ...(body as Partial<User>) };
        return { body: { user } };
      },
      "PUT /api/users/language": () => ({}),
    });
    const { store } = renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit preferred language" }));
    await userEvent.selectOptions(screen.getByLabelText("Preferred language"), "fr-FR");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Profil" })).toBeTruthy();
    expect(sent(calls, "PUT", "/api/users/user-details").map((c) => c.body)).toEqual([{ preferredLanguage: "fr-FR" }]);
    expect(sent(calls, "PUT", "/api/users/language").map((c) => c.body)).toEqual([{ language: "fr-FR" }]);
    expect(store.get(sessionAtom).user?.preferredLanguage).toBe("fr-FR");
    expect(store.get(localeAtom)).toBe("fr-FR");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("fr-FR");
    expect(document.documentElement.lang).toBe("fr-FR");
  });

  it("keeps the interface language when the update fails", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "PUT /api/users/user-details": () => ({ status: 500, body: { message: "Internal server error" } }),
    });
    const { store } = renderProfile(user);
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Edit preferred language" }));
    await userEvent.selectOptions(screen.getByLabelText("Preferred language"), "fr-FR");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Updating failed");
    expect(sent(calls, "PUT", "/api/users/language")).toHaveLength(0);
    expect(store.get(localeAtom)).toBe("en-US");
  });
});

describe("extra profiles", () => {
  const profile = (n: number, name: string, dateOfBirth: string | null = null): ExtraProfile => ({
    _id: `aaaaaaaaaaaaaaaaaaaaaa${String(n).padStart(2, "0")}`,
    name,
    dateOfBirth,
    gender: "not communicated",
  });

  it("lists, adds and deletes (after confirmation) profiles", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "GET /api/users/profiles": () => ({ body: { profiles: [profile(1, "Léo", `${thisYear - 5}-01-01`)] } }),
      "POST /api/users/profiles": (body) => ({ body: { profile: { ...profile(2, ""), ...(body as object) } } }),
      "DELETE /api/users/profiles/:id": () => ({}),
    });
    renderProfile(user);
    await loaded();
    expect(await screen.findByText("Léo")).toBeTruthy();
    expect(screen.getByText("5 years old", { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Add a profile" }));
    const dialog = screen.getByRole("dialog", { name: "Add a profile" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Name is required");
    expect(sent(calls, "POST", "/api/users/profiles")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Name"), "Zoé");
    await userEvent.selectOptions(within(dialog).getByLabelText("Gender"), "girl");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("button", { name: "Edit profile Zoé" })).toBeTruthy();
    expect(sent(calls, "POST", "/api/users/profiles").map((c) => c.body)).toEqual([{ name: "Zoé", gender: "girl" }]);
    expect(within(await screen.findByRole("dialog", { name: "Saved" })).getByText("The profile has been added.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));

    await userEvent.click(screen.getByRole("button", { name: "Delete profile Léo" }));
    const confirm = screen.getByRole("dialog", { name: "Delete profile Léo?" });
    expect(sent(calls, "DELETE", "/api/users/profiles/aaaaaaaaaaaaaaaaaaaaaa01")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Léo")).toBeNull());
    expect(sent(calls, "DELETE", "/api/users/profiles/aaaaaaaaaaaaaaaaaaaaaa01")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Delete profile Zoé" })).toBeTruthy();
  });

  it("keeps a profile when the deletion is cancelled", async () => {
    const user = makeUser();
    const calls = mockServer(user, { "GET /api/users/profiles": () => ({ body: { profiles: [profile(1, "Léo")] } }) });
    renderProfile(user);
    await loaded();
    await userEvent.click(await screen.findByRole("button", { name: "Delete profile Léo" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Léo")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
  });

  it("edits a profile with PUT", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "GET /api/users/profiles": () => ({ body: { profiles: [profile(1, "Léo")] } }),
      "PUT /api/users/profiles/:id": (body) => ({ body: { profile: { ...profile(1, ""), ...(body as object) } } }),
    });
    renderProfile(user);
    await loaded();
    await userEvent.click(await screen.findByRole("button", { name: "Edit profile Léo" }));
    const dialog = screen.getByRole("dialog", { name: "Edit profile Léo" });
    const name = within(dialog).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Léon");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("button", { name: "Edit profile Léon" })).toBeTruthy();
    expect(sent(calls, "PUT", "/api/users/profiles/aaaaaaaaaaaaaaaaaaaaaa01").map((c) => c.body)).toEqual([
      { name: "Léon", dateOfBirth: null, gender: "not communicated" },
    ]);
  });

  it("hides 'Add a profile' at six profiles", async () => {
    const user = makeUser();
    const six = ["A", "B", "C", "D", "E", "F"].map((name, i) => profile(i + 1, name));
    mockServer(user, { "GET /api/users/profiles": () => ({ body: { profiles: six } }) });
    renderProfile(user);
    await loaded();
    expect(await screen.findByRole("button", { name: "Edit profile F" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a profile" })).toBeNull();
    expect(screen.getByText("You have reached the maximum of 6 extra profiles.")).toBeTruthy();
  });
});
