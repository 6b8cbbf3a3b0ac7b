import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionAtom } from "../../src/features/session/session";
import { makeUser, mockServer, openPlans, pick, renderProfile, sent, subscriptionOf } from "./subscription-helpers";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CANCEL = ["POST", "/api/subscription/cancel-payment"] as const;

/**
 * A free user who started a payment: the server holds them pending (as it does
 * after create-subscription) until the payment is paid or cancelled.
 */
function startedPayment(cancel: () => { status?: number; body?: unknown } = () => ({ body: subscriptionOf(makeUser()) })) {
  const user = makeUser();
  const calls = mockServer(user, {
    "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_sandbox_1_secret_2" } }),
    "POST /api/subscription/sandbox/confirm": () => ({ status: 402, body: { message: "Invalid payment" } }),
    "POST /api/subscription/cancel-payment": cancel,
  });
  const { store } = renderProfile(user);
  // What the session would hold had it been told about the pending payment (e.g. after a reload).
  store.set(sessionAtom, { status: "signedIn", user: makeUser({ subscriptionStatus: "pending" }) });
  return { calls, store };
}

async function toPayment(events: ReturnType<typeof userEvent.setup>) {
  await pick(events, await openPlans(events), /Basic/);
  return screen.findByRole("dialog", { name: "Payment" });
}

describe("leaving the payment form without paying", () => {
  it("closing it cancels the unpaid subscription and shows the plan as it was, not pending", async () => {
    const { calls, store } = startedPayment();
    const events = userEvent.setup();
    const payment = await toPayment(events);
    expect(sent(calls, ...CANCEL)).toHaveLength(0);
    await events.click(within(payment).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Payment" })).toBeNull());
    expect(sent(calls, ...CANCEL)).toHaveLength(1);
    expect(store.get(sessionAtom).user).toMatchObject({ subscriptionLevel: "free", subscriptionStatus: null });
    expect(screen.queryByText("Payment pending: waiting for confirmation…")).toBeNull();
  });

  it("going back to the plans cancels it too, and a new choice starts a new payment", async () => {
    const { calls } = startedPayment();
    const events = userEvent.setup();
    const payment = await toPayment(events);
    await events.click(within(payment).getByRole("button", { name: "Back" }));
    const plans = await screen.findByRole("dialog", { name: "Choose your plan" });
    expect(sent(calls, ...CANCEL)).toHaveLength(1);
    await pick(events, plans, /Premium/);
    await screen.findByRole("dialog", { name: "Payment" });
    expect(sent(calls, "POST", "/api/subscription/create-subscription").map((c) => c.body)).toMatchObject([
      { subscriptionLevel: "basic" },
      { subscriptionLevel: "premium" },
    ]);
  });

  it("giving up after a refused card cancels it; trying again does not", async () => {
    const { calls } = startedPayment();
    const events = userEvent.setup();
    let payment = await toPayment(events);
    const pay = async () => {
      await events.type(within(payment).getByLabelText("Card number"), "4000 0000 0000 0002");
      await events.type(within(payment).getByLabelText("Expiry date (MM/YY)"), "12/34");
      await events.type(within(payment).getByLabelText("CVC"), "123");
      await events.click(within(payment).getByRole("button", { name: "Pay" }));
    };
    await pay();
    await events.click(within(await screen.findByRole("dialog", { name: "Payment failed" })).getByRole("button", { name: "Try again" }));
    expect(sent(calls, ...CANCEL)).toHaveLength(0);
    payment = screen.getByRole("dialog", { name: "Payment" });
    await pay();
    await events.click(within(await screen.findByRole("dialog", { name: "Payment failed" })).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Payment failed" })).toBeNull());
    expect(sent(calls, ...CANCEL)).toHaveLength(1);
  });

  it("stays open with an error when the server cannot cancel, and closes once it can", async () => {
    let refuse = true;
    const { calls } = startedPayment(() =>
      refuse ? { status: 502, body: { message: "The payment provider could not complete the request" } } : { body: subscriptionOf(makeUser()) },
    );
    const events = userEvent.setup();
    const payment = await toPayment(events);
    await events.click(within(payment).getByRole("button", { name: "Close" }));
    expect((await within(payment).findByRole("alert")).textContent).toBe(
      "The unfinished payment could not be cancelled. Please try again.",
    );
    expect(screen.getByRole("dialog", { name: "Payment" })).toBeTruthy();
    refuse = false;
    await events.click(within(payment).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Payment" })).toBeNull());
    expect(sent(calls, ...CANCEL)).toHaveLength(2);
  });
});
