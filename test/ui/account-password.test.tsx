import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { mockApi } from "./account-helpers";
import { DUMMY_TOKEN } from "./account-turnstile-mock";
import { renderRoutes } from "./render";

vi.mock("@marsidev/react-turnstile", () => import("./account-turnstile-mock"));

const signedOut = { status: "signedOut", user: null } as const;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("forgot password", () => {
  it("requires the captcha, then sends the address with its token", async () => {
    const api = mockApi({ "POST /api/users/forgot-password": { status: 200, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/forgot-password", signedOut);
    const input = userEvent.setup();
    await input.type(await screen.findByLabelText("E-mail"), "parent@example.com");
    await input.click(screen.getByRole("button", { name: "Send the reset link" }));
    expect(screen.getByRole("alert").textContent).toBe("Please complete the captcha");
    expect(api.callsTo("POST /api/users/forgot-password")).toHaveLength(0);

    expect(screen.getByRole("button", { name: "Solve the captcha" }).getAttribute("data-action")).toBe("forgot-password");
    await input.click(screen.getByRole("button", { name: "Solve the captcha" }));
    await input.click(screen.getByRole("button", { name: "Send the reset link" }));
    expect(await screen.findByText("We have sent you an e-mail with a link to reset your password.")).toBeTruthy();
    expect(api.callsTo("POST /api/users/forgot-password")[0]?.body).toEqual({
      email: "parent@example.com",
      captchaValue: DUMMY_TOKEN,
    });
  });

  it.each([
    [404, "CAPTCHA verification failed", "Please complete the captcha"],
    [404, "Email doesn't exist.", "Email doesn't exist."],
    [429, "Too many requests", "Too many requests. Please wait 3 minutes and try again."],
    [500, "Internal server error", "Failed to send the reset e-mail."],
    [503, "The e-mail could not be sent, please try again in a few minutes", "The reset e-mail could not be sent just now. Please try again in a few minutes."],
  ])("maps %i %s", async (status, message, text) => {
    mockApi({ "POST /api/users/forgot-password": { status, body: { message } } });
    renderRoutes(<AppRoutes />, "/forgot-password", signedOut);
    const input = userEvent.setup();
    await input.type(await screen.findByLabelText("E-mail"), "parent@example.com");
    await input.click(screen.getByRole("button", { name: "Solve the captcha" }));
    await input.click(screen.getByRole("button", { name: "Send the reset link" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text));
  });
});

describe("reset password", () => {
  async function fill(newPassword: string, confirmPassword: string) {
    const input = userEvent.setup();
    await input.type(await screen.findByLabelText("New password"), newPassword);
    await input.type(screen.getByLabelText("Confirm the new password"), confirmPassword);
    return input;
  }

  it("refuses passwords that differ or break the rule, without calling the server", async () => {
    const api = mockApi({});
    renderRoutes(<AppRoutes />, "/reset-password?token=reset-token", signedOut);
    const input = await fill("secret1", "secret2");
    await input.click(screen.getByRole("button", { name: "Change my password" }));
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");

    await input.clear(screen.getByLabelText("New password"));
    await input.clear(screen.getByLabelText("Confirm the new password"));
    await fill("secret", "secret");
    await input.click(screen.getByRole("button", { name: "Change my password" }));
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 6 characters with a letter and a digit");
    expect(api.callsTo("POST /api/users/reset-password")).toHaveLength(0);
  });

  it("shows success, then goes to /login after 3 seconds", async () => {
    const api = mockApi({ "POST /api/users/reset-password": { status: 200, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/reset-password?token=reset-token", signedOut);
    await fill("secret1", "secret1");

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(screen.getByRole("button", { name: "Change my password" }));
    for (let i = 0; i < 10 && !screen.queryByRole("status"); i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    expect(screen.getByRole("status").textContent).toBe("Your password has been changed. Taking you to the log-in page…");
    expect(api.callsTo("POST /api/users/reset-password")[0]?.body).toEqual({ token: "reset-token", newPassword: "secret1" });

    // The move to /login is asked for at 3 s; it is made once the /login screen's code has loaded.
    const destination = vi.spyOn(window.history, "replaceState");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(window.location.pathname).toBe("/reset-password");
    expect(destination).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(destination).toHaveBeenCalledOnce();
    destination.mockRestore();
  });

  it("says the link expired when the server refuses it", async () => {
    mockApi({ "POST /api/users/reset-password": { status: 400, body: { message: "Invalid or missing token" } } });
    renderRoutes(<AppRoutes />, "/reset-password?token=old-token", signedOut);
    const input = await fill("secret1", "secret1");
    await input.click(screen.getByRole("button", { name: "Change my password" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The link has expired or is invalid."));
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("says the link is invalid when it has no token", async () => {
    mockApi({});
    renderRoutes(<AppRoutes />, "/reset-password", signedOut);
    expect((await screen.findByRole("alert")).textContent).toBe("The link has expired or is invalid.");
  });
});
