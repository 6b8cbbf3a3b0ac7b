import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { mockApi } from "./account-helpers";
import { renderRoutes } from "./render";
import { activateLocale, loadScreenMessages } from "../../src/i18n/locale";

vi.mock("@marsidev/react-turnstile", () => import("./account-turnstile-mock"));

const signedOut = { status: "signedOut", user: null } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  configure({ reactStrictMode: false });
});

describe("confirm e-mail", () => {
  it("says the token is missing without calling the server", async () => {
    const api = mockApi({});
    renderRoutes(<AppRoutes />, "/confirm-email", signedOut);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid or missing token");
    expect(api.callsTo("POST /api/users/confirm-email")).toHaveLength(0);
  });

  it("confirms once, even in StrictMode, then links to /login", async () => {
    configure({ reactStrictMode: true });
    const api = mockApi({ "POST /api/users/confirm-email": { status: 200, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/confirm-email?token=good-token", signedOut);
    expect(await screen.findByText("Your e-mail address is confirmed. You can now log in.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(api.callsTo("POST /api/users/confirm-email")).toEqual([expect.objectContaining({ body: { token: "good-token" } })]);
  });

  it("shows the loading state while the server answers", async () => {
    mockApi({});
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    renderRoutes(<AppRoutes />, "/confirm-email?token=slow-token", signedOut);
    expect(await screen.findByText("Confirming your e-mail address…")).toBeTruthy();
  });

  it("explains a refused link and offers to resend", async () => {
    mockApi({ "POST /api/users/confirm-email": { status: 400, body: { message: "Invalid or missing token" } } });
    renderRoutes(<AppRoutes />, "/confirm-email?token=old-token", signedOut);
    expect((await screen.findByRole("alert")).textContent).toBe("This link is invalid or has expired.");
    expect(screen.getByRole("link", { name: "Resend the confirmation e-mail" }).getAttribute("href")).toBe("/resend-confirmation");
  });
});

describe("resend confirmation", () => {
  async function submit(email: string) {
    const input = userEvent.setup();
    await input.type(await screen.findByLabelText("E-mail"), email);
    await input.click(screen.getByRole("button", { name: "Send the e-mail again" }));
  }

  it("sends the address and confirms", async () => {
    const api = mockApi({ "POST /api/users/resend-confirmation": { status: 200, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/resend-confirmation", signedOut);
    await submit("parent@example.com");
    expect(await screen.findByText("A new confirmation e-mail is on its way. Please check your inbox.")).toBeTruthy();
    expect(api.callsTo("POST /api/users/resend-confirmation")[0]?.body).toEqual({ email: "parent@example.com" });
  });

  it.each([
    [400, "email is not valid", "Please enter a valid e-mail address."],
    [400, "Email is required", "Please enter a valid e-mail address."],
    [429, "Too many requests", "Too many requests. Please wait 3 minutes and try again."],
    [404, "Not found", "The confirmation e-mail could not be sent. Please try again."],
    [
      503,
      "The e-mail could not be sent, please try again in a few minutes",
      "The confirmation e-mail could not be sent just now. Please try again in a few minutes.",
    ],
  ])("maps %i %s", async (status, message, text) => {
    mockApi({ "POST /api/users/resend-confirmation": { status, body: { message } } });
    renderRoutes(<AppRoutes />, "/resend-confirmation", signedOut);
    await submit("parent@example");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text));
  });
});

describe("cancel an e-mail change (the link mailed to the old address)", () => {
  it("says the token is missing without calling the server", async () => {
    const api = mockApi({});
    renderRoutes(<AppRoutes />, "/cancel-email-change", signedOut);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid or missing token");
    expect(api.callsTo("POST /api/users/cancel-email-change")).toHaveLength(0);
  });

  it("cancels once, even in StrictMode, then offers a new password", async () => {
    configure({ reactStrictMode: true });
    const api = mockApi({ "POST /api/users/cancel-email-change": { status: 200, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/cancel-email-change?token=cancel-token", signedOut);
    expect(await screen.findByText(/The e-mail change is cancelled/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a new password" }).getAttribute("href")).toBe("/forgot-password");
    expect(api.callsTo("POST /api/users/cancel-email-change")).toEqual([
      expect.objectContaining({ body: { token: "cancel-token" } }),
    ]);
  });

  it("explains a refused link", async () => {
    mockApi({ "POST /api/users/cancel-email-change": { status: 400, body: { message: "Invalid or missing token" } } });
    renderRoutes(<AppRoutes />, "/cancel-email-change?token=used-token", signedOut);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link is invalid or has expired. The change may already be cancelled or confirmed.",
    );
  });

  it("speaks French", async () => {
    await activateLocale("fr-FR");
    await loadScreenMessages();
    mockApi({ "POST /api/users/cancel-email-change": { status: 200, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/cancel-email-change?token=cancel-token-fr", signedOut);
    expect(await screen.findByRole("heading", { name: "Annuler le changement d’adresse e-mail" })).toBeTruthy();
    expect(await screen.findByText(/Le changement d’adresse e-mail est annulé/)).toBeTruthy();
  });
});
