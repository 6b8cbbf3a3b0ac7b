import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StripeJs } from "../../src/features/subscription/stripe-js";
import { makeUser, mockServer, openPlans, pick, renderProfile, sent } from "./subscription-helpers";

/**
 * With Stripe keys set, the payment step is Stripe's Payment Element, loaded
 * from js.stripe.com. Stripe.js itself is the browser's boundary here: a stub
 * stands in for it, as fetch stands in for the server.
 */

const STRIPE = { billing: "stripe" as const, stripePublishableKey: "pk_test_123" };

function stubStripeJs(outcome: { error?: { type: string; message: string } }) {
  const mounted: HTMLElement[] = [];
  const confirmPayment = vi.fn<StripeJs["confirmPayment"]>(async () => outcome);
  const elements = vi.fn<StripeJs["elements"]>(() => ({
    create: () => ({
      mount: (element: HTMLElement) => void mounted.push(element),
      destroy: () => undefined,
    }),
  }));
  const Stripe = vi.fn((key: string) => {
    expect(key).toBe("pk_test_123");
    return { elements, confirmPayment };
  });
  return { Stripe, elements, confirmPayment, mounted };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Stripe;
});

describe("paying with Stripe's Payment Element", () => {
  it("loads Stripe.js from js.stripe.com, mounts the element with the client secret, and waits once paid", async () => {
    const stub = stubStripeJs({});
    const user = makeUser();
    const calls = mockServer(
      user,
      { "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_123_secret_456" } }) },
      STRIPE,
    );
    // happy-dom refuses to fetch scripts: the tag is caught on its way into <head>, and "loads" here.
    const added: Node[] = [];
    const append = vi.spyOn(document.head, "append").mockImplementation((...nodes) => void added.push(...(nodes as Node[])));
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Premium/);
    const payment = await screen.findByRole("dialog", { name: "Payment" });

    const script = await waitFor(() => {
      const found = added.find((node): node is HTMLScriptElement => node instanceof HTMLScriptElement);
      expect(found?.src).toBe("https://js.stripe.com/v3/");
      return found!;
    });
    append.mockRestore();
    window.Stripe = stub.Stripe;
    act(() => void script.dispatchEvent(new Event("load")));
    await waitFor(() => expect(stub.mounted).toHaveLength(1));
    expect(stub.elements).toHaveBeenCalledWith({ clientSecret: "pi_123_secret_456", locale: "en" });
    expect(payment.contains(stub.mounted[0]!)).toBe(true);
    expect(within(payment).queryByLabelText("Card number")).toBeNull();

    await events.click(within(payment).getByRole("button", { name: "Pay" }));
    expect(stub.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: "if_required" }));
    expect(await screen.findByText("Payment pending: waiting for confirmation…", { selector: ".modal p" })).toBeTruthy();
    // The card never goes to our server: only Stripe confirms it.
    expect(sent(calls, "POST", "/api/subscription/sandbox/confirm")).toHaveLength(0);
  });

  it("shows 'payment failed' when Stripe refuses the card", async () => {
    const stub = stubStripeJs({ error: { type: "card_error", message: "Your card was declined." } });
    window.Stripe = stub.Stripe;
    const user = makeUser();
    mockServer(user, { "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_1_secret_2" } }) }, STRIPE);
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Basic/);
    const payment = await screen.findByRole("dialog", { name: "Payment" });
    await waitFor(() => expect(stub.mounted).toHaveLength(1));
    await events.click(within(payment).getByRole("button", { name: "Pay" }));
    const failed = await screen.findByRole("dialog", { name: "Payment failed" });
    expect(within(failed).getByRole("alert").textContent).toBe("Invalid payment. Please check your card details or try another card.");
  });

  it("leaves an incomplete form to the Element, without failing the payment", async () => {
    const stub = stubStripeJs({ error: { type: "validation_error", message: "Your card number is incomplete." } });
    window.Stripe = stub.Stripe;
    const user = makeUser();
    mockServer(user, { "POST /api/subscription/create-subscription": () => ({ body: { clientSecret: "pi_1_secret_2" } }) }, STRIPE);
    renderProfile(user);
    const events = userEvent.setup();
    await pick(events, await openPlans(events), /Basic/);
    const payment = await screen.findByRole("dialog", { name: "Payment" });
    await waitFor(() => expect(stub.mounted).toHaveLength(1));
    await events.click(within(payment).getByRole("button", { name: "Pay" }));
    expect((await within(payment).findByRole("alert")).textContent).toBe("Your card number is incomplete.");
    expect(screen.queryByRole("dialog", { name: "Payment failed" })).toBeNull();
  });
});
