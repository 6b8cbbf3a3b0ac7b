import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionAtom } from "../../src/features/session/session";
import { planAction } from "../../src/features/subscription/plan-choice";
import { activateLocale } from "../../src/i18n/locale";
import {
  END_DATE,
  END_TEXT,
  LIMITS,
  makeUser,
  mockServer,
  openPlans,
  pick,
  renderProfile,
  sent,
  subscriptionOf,
  useFakeClock,
  type Handler,
  type Reply,
} from "./subscription-helpers";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the plan-choice matrix (docs/product.md §4)", () => {
  it.each([
    ["free", null, "basic", "subscribe"],
    ["free", null, "premium", "subscribe"],
    ["free", null, "free", "none"],
    ["basic", null, "basic", "none"],
    ["basic", END_DATE, "basic", "reactivate"],
    ["premium", null, "free", "cancel"],
    ["premium", END_DATE, "free", "reactivate"],
    ["basic", null, "premium", "update"],
    ["premium", END_DATE, "basic", "update"],
  ] as const)("%s (end date %s) choosing %s → %s", (level, endDate, chosen, action) => {
    expect(planAction({ level, endDate }, chosen)).toBe(action);
  });
});

describe("the subscription modal", () => {
  it("shows each plan with its price and marks the current one", async () => {
    mockServer(makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 }));
    renderProfile(makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 }));
    const dialog = await openPlans();
    const basic = within(dialog).getByRole("radio", { name: /Basic/ }) as HTMLInputElement;
    expect(basic.checked).toBe(true);
    const card = basic.closest("label")!;
    expect(card.textContent).toContain("€7.99 per month");
    expect(card.textContent).toContain("Current plan");
    expect(within(dialog).getByRole("radio", { name: /Premium/ }).closest("label")!.textContent).toContain("€12.99 per month");
    expect(within(dialog).getByRole("radio", { name: /Free/ }).closest("label")!.textContent).toContain("€0.00 per month");
  });

  it("speaks French: plan names, prices in euros and the current plan", async () => {
    await activateLocale("fr-FR");
    const user = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });
    mockServer(user);
    renderProfile(user, "fr-FR");
    await screen.findByRole("heading", { level: 1, name: "Profil" });
    await userEvent.click(await screen.findByRole("button", { name: "Modifier l'abonnement" }));
    const dialog = screen.getByRole("dialog", { name: "Choisissez votre formule" });
    const basic = within(dialog).getByRole("radio", { name: /Basique/ }).closest("label")!;
    expect(basic.textContent).toMatch(/7,99\s€ par mois/);
    expect(basic.textContent).toContain("Formule actuelle");
    expect(within(dialog).getByRole("radio", { name: /Gratuit/ })).toBeTruthy();
  });

  it("free → paid: subscribes, pays with the sandbox card, shows pending, polls every 3 s, then 'payment successful'", async () => {
    const events = useFakeClock();
    const user = makeUser();
    let paid = false;
    const calls = mockServer(user, {
      "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_sandbox_1_secret_2" } }),
      "POST /api/subscription/sandbox/confirm": () => {
        paid = true;
        return { body: { status: "succeeded" } };
      },
      "GET /api/subscription/user-subscription": () => ({
        body: paid && sent(calls, "GET", "/api/subscription/user-subscription").length >= 2
          ? subscriptionOf(makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: LIMITS.basic }))
          : subscriptionOf(makeUser({ subscriptionStatus: "pending" })),
      }),
    });
    const { store } = renderProfile(user);
    const dialog = await openPlans(events);
    await pick(events, dialog, /Basic/);

    const payment = await screen.findByRole("dialog", { name: "Payment" });
    expect(sent(calls, "POST", "/api/subscription/create-subscription").map((c) => c.body)).toEqual([
      { userId: user._id, subscriptionLevel: "basic" },
    ]);
    expect(within(payment).getByText(/Pay with the card 4242 4242 4242 4242/)).toBeTruthy();
    await events.type(within(payment).getByLabelText("Card number"), "4242 4242 4242 4242");
    await events.type(within(payment).getByLabelText("Expiry date (MM/YY)"), "12/34");
    await events.type(within(payment).getByLabelText("CVC"), "123");
    await events.click(within(payment).getByRole("button", { name: "Pay" }));

    expect(sent(calls, "POST", "/api/subscription/sandbox/confirm").map((c) => c.body)).toEqual([
      { clientSecret: "pi_sandbox_1_secret_2", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
    ]);
    const waiting = await screen.findByRole("dialog", { name: "Payment" });
    expect(within(waiting).getByText("Payment pending: waiting for confirmation…")).toBeTruthy();
    expect(store.get(sessionAtom).user?.subscriptionStatus).toBe("pending");

    const polls = () => sent(calls, "GET", "/api/subscription/user-subscription").length;
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(polls()).toBe(1);
    expect(screen.getByRole("dialog", { name: "Payment" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(polls()).toBe(2);

    const done = await screen.findByRole("dialog", { name: "Payment successful" });
    expect(within(done).getByText(/Your Basic plan is active: you can create up to 5 stories a week/)).toBeTruthy();
    expect(store.get(sessionAtom).user).toMatchObject({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });
    // Settled: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls()).toBe(2);
    await events.click(within(done).getByRole("button", { name: "OK" }));
    expect(screen.getByText("0 of 5 stories this week")).toBeTruthy();
  });

  it("shows 'payment failed' for a declined card and lets the user try again", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_sandbox_1_secret_2" } }),
      "POST /api/subscription/sandbox/confirm": () => ({ status: 402, body: { message: "Invalid payment" } }),
    });
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Premium/);
    const payment = await screen.findByRole("dialog", { name: "Payment" });
    await events.type(within(payment).getByLabelText("Card number"), "4000 0000 0000 0002");
    await events.type(within(payment).getByLabelText("Expiry date (MM/YY)"), "12/34");
    await events.type(within(payment).getByLabelText("CVC"), "123");
    await events.click(within(payment).getByRole("button", { name: "Pay" }));

    const failed = await screen.findByRole("dialog", { name: "Payment failed" });
    expect(within(failed).getByRole("alert").textContent).toBe("Invalid payment. Please check your card details or try another card.");
    await events.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(within(screen.getByRole("dialog", { name: "Payment" })).getByLabelText("Card number")).toBeTruthy();
    expect(sent(calls, "POST", "/api/subscription/create-subscription")).toHaveLength(1);
  });

  it("asks for the card details before sending anything", async () => {
    const user = makeUser();
    const calls = mockServer(user, {
      "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_sandbox_1_secret_2" } }),
    });
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Basic/);
    const payment = await screen.findByRole("dialog", { name: "Payment" });
    await events.click(within(payment).getByRole("button", { name: "Pay" }));
    expect(within(payment).getByRole("alert").textContent).toBe("Please enter the card number, the expiry date and the CVC.");
    expect(sent(calls, "POST", "/api/subscription/sandbox/confirm")).toHaveLength(0);
  });

  it.each([
    ["free", null, /Free/],
    ["basic", null, /Basic/],
  ] as const)("%s choosing its own plan without an end date changes nothing", async (level, endDate, plan) => {
    const user = makeUser({ subscriptionLevel: level, subscriptionEndDate: endDate, subscriptionStatus: level === "free" ? null : "active" });
    const calls = mockServer(user);
    renderProfile(user);
    const events = userEvent.setup();
    const dialog = await openPlans(events);
    await pick(events, dialog, plan);
    expect(within(dialog).getByRole("status").textContent).toBe("This is already your plan: there is nothing to change.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it.each([
    ["its own plan", /Basic/],
    ["the free plan", /Free/],
  ])("with an end date, choosing %s offers reactivation", async (_, plan) => {
    const user = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", subscriptionEndDate: END_DATE, weeklyLimit: 5 });
    const calls = mockServer(user, { "POST /api/subscription/reactivate-subscription": () => ({ body: { success: true } }) });
    const { store } = renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), plan);
    const confirm = screen.getByRole("dialog", { name: "Reactivate your subscription?" });
    expect(confirm.textContent).toContain(`Your Basic plan was due to end on ${END_TEXT}.`);
    await events.click(within(confirm).getByRole("button", { name: "Reactivate" }));
    const notice = await screen.findByRole("dialog", { name: "Saved" });
    expect(within(notice).getByText("Your subscription has been reactivated.")).toBeTruthy();
    expect(sent(calls, "POST", "/api/subscription/reactivate-subscription")).toHaveLength(1);
    expect(sent(calls, "POST", "/api/subscription/cancel-subscription")).toHaveLength(0);
    expect(store.get(sessionAtom).user?.subscriptionEndDate).toBeNull();
    expect(screen.queryByText(/Your subscription ends on/)).toBeNull();
  });

  it("paid → free cancels after confirmation, then shows the end date with a reactivate link", async () => {
    const user = makeUser({ subscriptionLevel: "premium", subscriptionStatus: "active", weeklyLimit: 10 });
    const calls = mockServer(user, {
      "POST /api/subscription/cancel-subscription": () => ({ body: { subscriptionEndDate: END_DATE } }),
      "POST /api/subscription/reactivate-subscription": () => ({ body: { success: true } }),
    });
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Free/);
    const confirm = screen.getByRole("dialog", { name: "Cancel your subscription?" });
    expect(sent(calls, "POST", "/api/subscription/cancel-subscription")).toHaveLength(0);
    await events.click(within(confirm).getByRole("button", { name: "Cancel my subscription" }));

    const notice = await screen.findByRole("dialog", { name: "Saved" });
    expect(within(notice).getByText(`Your subscription is cancelled. You keep your plan until ${END_TEXT}.`)).toBeTruthy();
    await events.click(within(notice).getByRole("button", { name: "OK" }));
    expect(screen.getByText(`Your subscription ends on ${END_TEXT}`)).toBeTruthy();

    await events.click(screen.getByRole("button", { name: "Reactivate" }));
    await waitFor(() => expect(screen.queryByText(/Your subscription ends on/)).toBeNull());
    expect(sent(calls, "POST", "/api/subscription/reactivate-subscription")).toHaveLength(1);
  });

  it("backing out of a confirmation sends nothing", async () => {
    const user = makeUser({ subscriptionLevel: "premium", subscriptionStatus: "active" });
    const calls = mockServer(user);
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Free/);
    await events.click(within(screen.getByRole("dialog", { name: "Cancel your subscription?" })).getByRole("button", { name: "Back" }));
    expect(screen.getByRole("dialog", { name: "Choose your plan" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("paid → paid updates after confirmation and waits for the new plan", async () => {
    const events = useFakeClock();
    const user = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });
    const calls = mockServer(user, {
      "POST /api/subscription/update-subscription": () => ({ body: { subscriptionLevel: "premium", subscriptionStatus: "pending" } }),
      "GET /api/subscription/user-subscription": () => ({
        body: subscriptionOf(makeUser({ subscriptionLevel: "premium", subscriptionStatus: "active", weeklyLimit: 10 })),
      }),
    });
    renderProfile(user);
    await pick(events, await openPlans(events), /Premium/);
    const confirm = screen.getByRole("dialog", { name: "Change your plan?" });
    expect(confirm.textContent).toContain("Your plan changes from Basic to Premium (€12.99 per month).");
    await events.click(within(confirm).getByRole("button", { name: "Change my plan" }));
    expect(sent(calls, "POST", "/api/subscription/update-subscription").map((c) => c.body)).toEqual([{ subscriptionLevel: "premium" }]);
    expect(await screen.findByText("Payment pending: waiting for confirmation…", { selector: ".modal p" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const done = await screen.findByRole("dialog", { name: "Payment successful" });
    expect(done.textContent).toContain("Your Premium plan is active: you can create up to 10 stories a week.");
  });

  it("a failed update shows its error and puts the selection back on the current plan", async () => {
    const user = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });
    mockServer(user, {
      "POST /api/subscription/update-subscription": () => ({ status: 502, body: { message: "The payment provider could not complete the request" } }),
    });
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Premium/);
    await events.click(within(screen.getByRole("dialog", { name: "Change your plan?" })).getByRole("button", { name: "Change my plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose your plan" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Your plan could not be changed. Please try again.");
    expect((within(dialog).getByRole("radio", { name: /Basic/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("radio", { name: /Premium/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the create, cancel and reactivate errors", async () => {
    const events = userEvent.setup();
    mockServer(makeUser(), {
      "POST /api/subscription/create-subscription": () => ({ status: 500, body: { message: "Internal server error" } }),
    });
    renderProfile(makeUser());
    let dialog = await openPlans(events);
    await pick(events, dialog, /Basic/);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Your subscription could not be started. Please try again.");
    cleanup();
    vi.unstubAllGlobals();

    const paid = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active" });
    mockServer(paid, {
      "POST /api/subscription/cancel-subscription": () => ({ status: 502, body: { message: "x" } }),
    });
    renderProfile(paid);
    await pick(events, await openPlans(events), /Free/);
    let confirm = screen.getByRole("dialog", { name: "Cancel your subscription?" });
    await events.click(within(confirm).getByRole("button", { name: "Cancel my subscription" }));
    expect((await within(confirm).findByRole("alert")).textContent).toBe("Your subscription could not be cancelled. Please try again.");
    cleanup();
    vi.unstubAllGlobals();

    const ending = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", subscriptionEndDate: END_DATE });
    mockServer(ending, {
      "POST /api/subscription/reactivate-subscription": () => ({ status: 502, body: { message: "x" } }),
    });
    renderProfile(ending);
    dialog = await openPlans(events);
    await pick(events, dialog, /Basic/);
    confirm = screen.getByRole("dialog", { name: "Reactivate your subscription?" });
    await events.click(within(confirm).getByRole("button", { name: "Reactivate" }));
    expect((await within(confirm).findByRole("alert")).textContent).toBe("Your subscription could not be reactivated. Please try again.");
  });

  it("says payments are unavailable when the server names no billing provider (503)", async () => {
    mockServer(makeUser(), {
      "POST /api/subscription/create-subscription": () => ({ status: 503, body: { message: "Billing is not available" } }),
    });
    renderProfile(makeUser());
    const events = userEvent.setup();
    const dialog = await openPlans(events);
    await pick(events, dialog, /Premium/);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Payments are not available right now.");
  });
});

describe("a pending subscription on the profile", () => {
  /**
   * The profile loads with real timers (the lazy screen needs them); its fresh
   * details, saying "pending", arrive once the clock is fake, so every poll is counted.
   */
  async function loadPending(handlers: Record<string, Handler> = {}) {
    const pending = makeUser({ subscriptionStatus: "pending" });
    let release: (reply: Reply) => void = () => {};
    const details = new Promise<Reply>((resolve) => (release = resolve));
    const calls = mockServer(pending, { "GET /api/users/user-details": () => details, ...handlers });
    renderProfile(makeUser());
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    await act(async () => release({ body: { user: pending } }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const polls = () => sent(calls, "GET", "/api/subscription/user-subscription").length;
    return { polls };
  }

  it("is polled every 3 s for at most 5 minutes, then says it is taking longer", async () => {
    const { polls } = await loadPending();
    expect(screen.getByText("Payment pending: waiting for confirmation…")).toBeTruthy();
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls()).toBe(1);
    // One act() per poll, as each poll is its own task in a browser. A single act() spanning all 99
    // would hold React's default-priority work (the session update each answer makes) until it ends,
    // while each answer's store update commits at once; React counts those commits as nested updates
    // and throws "Maximum update depth exceeded" after 50 — an artefact of act(), not of the page.
    for (let poll = 2; poll <= 100; poll += 1) await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(polls()).toBe(100);
    expect(screen.getByText("Your payment is taking longer than usual to be confirmed. Come back later to see your plan.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls()).toBe(100);
  });

  it("stops polling once the plan is active", async () => {
    let answers = 0;
    const { polls } = await loadPending({
      "GET /api/subscription/user-subscription": () => ({
        body: subscriptionOf(
          ++answers < 3
            ? makeUser({ subscriptionStatus: "pending" })
            : makeUser({ subscriptionLevel: "premium", subscriptionStatus: "active", weeklyLimit: 10 }),
        ),
      }),
    });
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls()).toBe(3);
    expect(screen.queryByText("Payment pending: waiting for confirmation…")).toBeNull();
    expect(screen.getByText("0 of 10 stories this week")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls()).toBe(3);
  });

  it("never loads Stripe.js in the sandbox", async () => {
    mockServer(makeUser());
    renderProfile(makeUser());
    const events = userEvent.setup();
    await openPlans(events);
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
  });
});
