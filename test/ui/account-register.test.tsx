import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { activateLocale } from "../../src/i18n/locale";
import { mockApi, type MockAnswer } from "./account-helpers";
import { DUMMY_TOKEN, resetWidget } from "./account-turnstile-mock";
import { renderRoutes } from "./render";

vi.mock("@marsidev/react-turnstile", () => import("./account-turnstile-mock"));

const signedOut = { status: "signedOut", user: null } as const;

async function fillForm(password = "secret1") {
  const input = userEvent.setup();
  await input.type(await screen.findByLabelText("E-mail"), "parent@example.com");
  await input.type(screen.getByLabelText("Password"), password);
  await input.type(screen.getByLabelText("Name"), "Camille");
  return input;
}

async function solveAndSubmit(input: ReturnType<typeof userEvent.setup>) {
  const widget = await screen.findByRole("button", { name: "Solve the captcha" });
  // The Worker accepts only a token solved on this form.
  expect(widget.getAttribute("data-action")).toBe("register");
  await input.click(widget);
  await input.click(screen.getByRole("button", { name: "Create my account" }));
}

beforeEach(() => resetWidget.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("register", () => {
  it("does not send the form until the captcha is completed", async () => {
    const api = mockApi({ "POST /api/users/register": { status: 201, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const input = await fillForm();
    await input.click(screen.getByRole("button", { name: "Create my account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please complete the captcha");
    expect(api.callsTo("POST /api/users/register")).toHaveLength(0);
  });

  it("shows the password rule yet still sends the request, with the defaults", async () => {
    const api = mockApi({ "POST /api/users/register": { status: 201, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const input = await fillForm("short");
    await solveAndSubmit(input);

    expect(await screen.findByText("Password must be at least 6 characters with a letter and a digit")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("POST /api/users/register")).toHaveLength(1));
    expect(api.callsTo("POST /api/users/register")[0]?.body).toEqual({
      email: "parent@example.com",
      password: "short",
      name: "Camille",
      dateOfBirth: null,
      preferredLanguage: "en-US",
      gender: "not communicated",
      captchaValue: DUMMY_TOKEN,
    });
  });

  it("sends the chosen date of birth, gender and language", async () => {
    const api = mockApi({ "POST /api/users/register": { status: 201, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const input = await fillForm();
    await input.type(screen.getByLabelText("Date of birth (optional)"), "2015-04-02");
    await input.selectOptions(screen.getByLabelText("Gender"), "girl");
    await input.selectOptions(screen.getByLabelText("Preferred language"), "fr-FR");
    await solveAndSubmit(input);
    await waitFor(() => expect(api.callsTo("POST /api/users/register")).toHaveLength(1));
    expect(api.callsTo("POST /api/users/register")[0]?.body).toMatchObject({
      dateOfBirth: "2015-04-02",
      gender: "girl",
      preferredLanguage: "fr-FR",
    });
  });

  it("defaults the preferred language to the interface language", async () => {
    await activateLocale("fr-FR");
    mockApi({});
    renderRoutes(<AppRoutes />, "/register", signedOut);
    await screen.findByRole("button", { name: "Solve the captcha" });
    const select = document.querySelector<HTMLSelectElement>('select[name="preferredLanguage"]');
    expect(select?.value).toBe("fr-FR");
  });

  it("thanks the user in a modal that leads to /login", async () => {
    mockApi({ "POST /api/users/register": { status: 201, body: { success: true } } });
    renderRoutes(<AppRoutes />, "/register", signedOut);
    await solveAndSubmit(await fillForm());

    const dialog = await screen.findByRole("dialog", { name: "Thank you for signing up!" });
    expect(within(dialog).getByText(/Please check your inbox/)).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Go to log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
  });

  const cases: [string, MockAnswer, string][] = [
    [
      "missing fields, named in the user's language",
      { status: 400, body: { message: "Missing required fields", missingFields: ["name", "dateOfBirth"] } },
      "Please provide: Name, Date of birth",
    ],
    ["an existing account", { status: 400, body: { message: "User already exists" } }, "Email already exists"],
    ["too many requests", { status: 429, body: { message: "Too many requests" } }, "Too many requests. Please wait 3 minutes and try again."],
    [
      "a refused password",
      { status: 400, body: { message: "password is not valid" } },
      "Password must be at least 6 characters with a letter and a digit",
    ],
    ["a refused captcha", { status: 400, body: { message: "CAPTCHA verification failed" } }, "Please complete the captcha"],
    [
      "a list of field errors",
      { status: 400, body: { message: "Data provided is invalid", errors: [{ field: "email", message: "Invalid email" }] } },
      "E-mail: Invalid email",
    ],
    [
      "a confirmation mail that could not be sent (no account kept)",
      { status: 503, body: { message: "The e-mail could not be sent, please try again in a few minutes" } },
      "Your account was not created: the confirmation e-mail could not be sent. Please try again in a few minutes.",
    ],
    ["anything else", { status: 500, body: { message: "Internal server error" } }, "Registration error"],
  ];

  it.each(cases)("explains %s and resets the captcha", async (_name, answer, text) => {
    const api = mockApi({ "POST /api/users/register": answer });
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const input = await fillForm();
    await solveAndSubmit(input);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text));
    expect(resetWidget).toHaveBeenCalled();

    // The spent token is gone: another attempt needs the captcha again.
    await input.click(screen.getByRole("button", { name: "Create my account" }));
    expect(screen.getByRole("alert").textContent).toBe("Please complete the captcha");
    expect(api.callsTo("POST /api/users/register")).toHaveLength(1);
  });

  it("says in French that the account was not created when its mail could not be sent", async () => {
    await activateLocale("fr-FR");
    mockApi({ "POST /api/users/register": { status: 503, body: { message: "The e-mail could not be sent, please try again in a few minutes" } } });
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const input = userEvent.setup();
    await input.type(await screen.findByLabelText("E-mail"), "parent@example.com");
    await input.type(screen.getByLabelText("Mot de passe"), "secret1");
    await input.type(screen.getByLabelText("Prénom"), "Camille");
    await input.click(await screen.findByRole("button", { name: "Solve the captcha" }));
    await input.click(screen.getByRole("button", { name: "Créer mon compte" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Votre compte n’a pas été créé : l’e-mail de confirmation n’a pas pu être envoyé. Veuillez réessayer dans quelques minutes.",
      ),
    );
  });

  it("gives the time to try again when the server says how long its refusal lasts", async () => {
    mockApi({ "POST /api/users/register": { status: 429, body: { message: "Too many requests", retryAfter: 2400 } } });
    const at = () => `Too many requests. Please try again after ${new Date(Date.now() + 2400_000).toLocaleTimeString("en-US", { timeStyle: "short" })}.`;
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const before = at();
    await solveAndSubmit(await fillForm());
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toMatch(/^Too many requests\. Please try again after /));
    // The minute may turn while the form is sent.
    expect([before, at()]).toContain(alert.textContent);
  });

  it("labels every control and disables the button while sending", async () => {
    let release: (answer: MockAnswer) => void = () => {};
    const pending = new Promise<MockAnswer>((resolve) => (release = resolve));
    // A register call that only answers when the test says so.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith("/api/users/register")) {
          const answer = await pending;
          return new Response(JSON.stringify(answer.body), { status: answer.status });
        }
        return new Response(JSON.stringify({ turnstileSiteKey: "key" }), { status: 200 });
      }),
    );
    renderRoutes(<AppRoutes />, "/register", signedOut);
    const input = await fillForm();
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password");
    expect(screen.getByLabelText("E-mail").getAttribute("autocomplete")).toBe("email");
    await solveAndSubmit(input);
    const button = await screen.findByRole("button", { name: "Creating your account…" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release({ status: 201, body: { success: true } });
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});
