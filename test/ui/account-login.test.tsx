import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { sessionAtom } from "../../src/features/session/session";
import { FAILED_LOGINS_KEY } from "../../src/features/auth/failed-logins";
import { getToken, setToken } from "../../src/shared/api/token";
import { mockApi } from "./account-helpers";
import { user } from "./fixtures";
import { DUMMY_TOKEN, resetWidget } from "./account-turnstile-mock";
import { renderRoutes } from "./render";

vi.mock("@marsidev/react-turnstile", () => import("./account-turnstile-mock"));

const signedOut = { status: "signedOut", user: null } as const;

async function fillAndSubmit(email = "parent@example.com", password = "secret1") {
  const input = userEvent.setup();
  await input.type(await screen.findByLabelText("E-mail"), email);
  await input.type(screen.getByLabelText("Password"), password);
  await input.click(screen.getByRole("button", { name: "Log in" }));
  return input;
}

beforeEach(() => resetWidget.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("login", () => {
  it("stores the token and the session, resets the counter and goes home", async () => {
    localStorage.setItem(FAILED_LOGINS_KEY, "1");
    const api = mockApi({ "POST /api/users/login": { status: 200, body: { accessToken: "access.token.value", user } } });
    const { store } = renderRoutes(<AppRoutes />, "/login", signedOut);

    await fillAndSubmit();

    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(api.callsTo("POST /api/users/login")[0]?.body).toEqual({ email: "parent@example.com", password: "secret1" });
    expect(getToken()).toBe("access.token.value");
    expect(store.get(sessionAtom)).toEqual({ status: "signedIn", user });
    expect(localStorage.getItem(FAILED_LOGINS_KEY)).toBe("0");
  });

  it("returns to the page that required sign-in", async () => {
    mockApi({ "POST /api/users/login": { status: 200, body: { accessToken: "access.token.value", user } } });
    renderRoutes(<AppRoutes />, "/profile", signedOut);
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    await fillAndSubmit();
    await waitFor(() => expect(window.location.pathname).toBe("/profile"));
  });

  it("sends signed-in users home", async () => {
    mockApi({});
    renderRoutes(<AppRoutes />, "/login", { status: "signedIn", user });
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });

  it("requires e-mail and password before sending", async () => {
    const api = mockApi({});
    renderRoutes(<AppRoutes />, "/login", signedOut);
    const input = userEvent.setup();
    await input.click(await screen.findByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter your e-mail and password.");
    expect(api.callsTo("POST /api/users/login")).toHaveLength(0);
  });

  it("counts failures, shows the captcha at 2 and then sends its token", async () => {
    const api = mockApi({ "POST /api/users/login": { status: 401, body: { message: "Invalid credentials" } } });
    renderRoutes(<AppRoutes />, "/login", signedOut);

    const input = await fillAndSubmit("parent@example.com", "wrong1");
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed. Please check your credentials.");
    expect(localStorage.getItem(FAILED_LOGINS_KEY)).toBe("1");
    expect(screen.queryByRole("button", { name: "Solve the captcha" })).toBeNull();

    await input.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(localStorage.getItem(FAILED_LOGINS_KEY)).toBe("2"));
    const solve = await screen.findByRole("button", { name: "Solve the captcha" });
    expect(solve.getAttribute("data-site-key")).toBe("1x00000000000000000000AA");
    expect(solve.getAttribute("data-action")).toBe("login");

    // Without solving it, nothing is sent.
    await input.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("alert").textContent).toBe("Please complete the captcha");
    expect(api.callsTo("POST /api/users/login")).toHaveLength(2);

    await input.click(solve);
    await input.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(api.callsTo("POST /api/users/login")).toHaveLength(3));
    expect(api.callsTo("POST /api/users/login")[2]?.body).toEqual({
      email: "parent@example.com",
      password: "wrong1",
      recaptchaToken: DUMMY_TOKEN,
    });
    await waitFor(() => expect(localStorage.getItem(FAILED_LOGINS_KEY)).toBe("3"));
    // The spent token is dropped after the error: the widget is reset.
    expect(resetWidget).toHaveBeenCalled();
  });

  it("shows the captcha from the start when the stored counter is already 2", async () => {
    localStorage.setItem(FAILED_LOGINS_KEY, "2");
    mockApi({});
    renderRoutes(<AppRoutes />, "/login", signedOut);
    expect(await screen.findByRole("button", { name: "Solve the captcha" })).toBeTruthy();
  });

  it("offers to resend the confirmation on 403, without counting a failure", async () => {
    mockApi({ "POST /api/users/login": { status: 403, body: { message: "Email not confirmed" } } });
    renderRoutes(<AppRoutes />, "/login", signedOut);
    await fillAndSubmit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your e-mail is not confirmed yet.");
    const link = screen.getByRole("link", { name: "Resend the confirmation e-mail" });
    expect(link.getAttribute("href")).toBe("/resend-confirmation");
    expect(localStorage.getItem(FAILED_LOGINS_KEY)).toBeNull();
  });

  it("asks to wait on 429 and to complete the captcha when the server refuses it", async () => {
    let status = 429;
    mockApi({
      "POST /api/users/login": () =>
        status === 429 ? { status, body: { message: "Too many requests" } } : { status, body: { message: "CAPTCHA verification failed" } },
    });
    renderRoutes(<AppRoutes />, "/login", signedOut);
    const input = await fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please wait 3 minutes and try again.");

    status = 400;
    await input.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Please complete the captcha"));
    expect(screen.getByRole("button", { name: "Solve the captcha" })).toBeTruthy();
    expect(localStorage.getItem(FAILED_LOGINS_KEY)).toBeNull();
  });

  it("links to registration and password recovery", async () => {
    mockApi({});
    renderRoutes(<AppRoutes />, "/login", signedOut);
    expect((await screen.findByRole("link", { name: "Forgot your password?" })).getAttribute("href")).toBe("/forgot-password");
    expect(screen.getByRole("link", { name: "No account yet? Create one" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
  });
});

describe("logout", () => {
  it("clears the token, tells the server and goes to /login", async () => {
    setToken("access.token.value");
    const api = mockApi({ "POST /api/users/logout": { status: 204 } });
    const { store } = renderRoutes(<AppRoutes />, "/", { status: "signedIn", user });
    const input = userEvent.setup();
    await input.click(await screen.findByRole("button", { name: "Log out" }));

    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(getToken()).toBeNull();
    expect(store.get(sessionAtom).status).toBe("signedOut");
    const [call] = api.callsTo("POST /api/users/logout");
    expect(call?.headers.get("Authorization")).toBe("Bearer access.token.value");
  });
});
