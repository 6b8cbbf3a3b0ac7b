import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SandboxPortalJson } from "../../shared/billing-portal";
import { activateLocale } from "../../src/i18n/locale";
import { END_DATE, END_TEXT, makeUser, mockServer, renderProfile, sent, type Reply } from "./subscription-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Each test renders a lazy screen and clicks through it: on a busy shared machine that outlasts 5 s. */
const SLOW = { timeout: 30_000 };
const PORTAL = ["POST", "/api/subscription/portal-session"] as const;
const STRIPE_PORTAL = "https://billing.stripe.com/p/session/test_YWNjdF8x";

/** Stands in for the browser leaving for the portal; the router reads /profile, as renderProfile sets it. */
function stubNavigation() {
  const assign = vi.fn();
  window.history.replaceState(null, "", "/profile");
  const { pathname, search, hash } = window.location;
  vi.stubGlobal("location", { ...window.location, pathname, search, hash, assign });
  return assign;
}

/** The profile screen is a lazy chunk: the first render of a file waits for its code. */
const profileShown = (name = "Profile") => screen.findByRole("heading", { level: 1, name });

const pastDue = makeUser({ subscriptionLevel: "premium", subscriptionStatus: "past_due", weeklyLimit: 10 });

describe("a past-due plan on /profile", SLOW, () => {
  it("says the payment failed, that the plan goes on, and sends the family to the portal to fix the card", async () => {
    const calls = mockServer(pastDue, { "POST /api/subscription/portal-session": () => ({ body: { url: STRIPE_PORTAL } }) });
    const assign = stubNavigation();
    renderProfile(pastDue);
    await profileShown();
    const notice = (await screen.findByText("Your last payment did not go through.")).closest(".subscription-past-due") as HTMLElement;
    expect(notice.textContent).toContain("Your Premium plan continues while we try again. Update your card to keep it.");
    // One way to fix it, not two buttons to the same place.
    expect(screen.queryByRole("button", { name: "Manage my card and invoices" })).toBeNull();

    await userEvent.click(within(notice).getByRole("button", { name: "Update my card" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(STRIPE_PORTAL));
    expect(sent(calls, ...PORTAL)).toHaveLength(1);
    expect(within(notice).getByRole("button", { name: "Update my card" })).toHaveProperty("disabled", true);
  });

  it("says it in French", async () => {
    await activateLocale("fr-FR");
    mockServer(pastDue, { "POST /api/subscription/portal-session": () => ({ status: 502, body: { message: "x" } }) });
    renderProfile(pastDue, "fr-FR");
    await profileShown("Profil");
    const notice = (await screen.findByText("Votre dernier paiement n'est pas passé.")).closest(".subscription-past-due") as HTMLElement;
    expect(notice.textContent).toContain("Votre formule Premium continue pendant que nous réessayons. Mettez à jour votre carte pour la garder.");
    await userEvent.click(within(notice).getByRole("button", { name: "Mettre à jour ma carte" }));
    expect((await within(notice).findByRole("alert")).textContent).toBe("La page de facturation n'a pas pu s'ouvrir. Veuillez réessayer.");
  });

  it.each([
    ["an active plan", makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active" })],
    ["a free account", makeUser()],
  ])("is not said for %s", async (_name, user) => {
    mockServer(user);
    renderProfile(user);
    await profileShown();
    expect(screen.queryByText("Your last payment did not go through.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Update my card" })).toBeNull();
  });
});

describe("the way to the portal from an active plan", SLOW, () => {
  const basic = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 5 });

  it("opens the portal from the plan item, and says why when it cannot", async () => {
    let reply: Reply = { status: 503, body: { message: "Billing is not available" } };
    mockServer(basic, { "POST /api/subscription/portal-session": () => reply });
    const assign = stubNavigation();
    renderProfile(basic);
    await profileShown();
    const button = await screen.findByRole("button", { name: "Manage my card and invoices" });
    await userEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe("Payments are not available right now.");
    reply = { body: { url: "http://localhost:8787/sandbox/billing-portal/bps_sandbox_1" } };
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost:8787/sandbox/billing-portal/bps_sandbox_1"));
  });

  it("is not offered on the free plan", async () => {
    mockServer(makeUser());
    renderProfile(makeUser());
    await profileShown();
    expect(screen.queryByRole("button", { name: "Manage my card and invoices" })).toBeNull();
  });
});

describe("the sandbox's portal page", SLOW, () => {
  const SESSION = "bps_sandbox_0123456789abcdef01234567";
  const BASE = `/api/subscription/sandbox/portal/${SESSION}`;
  const state = (overrides: Partial<SandboxPortalJson> = {}): SandboxPortalJson => ({
    returnUrl: "http://localhost:8787/profile",
    subscription: { plan: "basic", priceCents: 799, status: "past_due", currentPeriodEnd: END_DATE, cancelAtPeriodEnd: false },
    card: { last4: "0341", expiry: "12/40" },
    invoices: [
      { id: "in_2", createdAt: END_DATE, amountCents: 799, status: "open" },
      { id: "in_1", createdAt: END_DATE, amountCents: 799, status: "paid" },
    ],
    ...overrides,
  });
  const renderPortal = (handlers: Record<string, (body: unknown) => Reply>) => {
    const user = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "past_due" });
    const calls = mockServer(user, handlers);
    renderProfile(user, "en-US", `/sandbox/billing-portal/${SESSION}`);
    return calls;
  };

  it("shows the plan, the card and the invoices, takes a new card and says it paid", async () => {
    const paid = state({
      subscription: { ...state().subscription!, status: "active" },
      card: { last4: "4242", expiry: "08/41" },
      invoices: state().invoices.map((invoice) => ({ ...invoice, status: "paid" as const })),
    });
    let cardReply: Reply = { status: 402, body: { message: "Invalid payment" } };
    const calls = renderPortal({ [`GET ${BASE}`]: () => ({ body: state() }), [`POST ${BASE}/card`]: () => cardReply });
    await screen.findByRole("heading", { level: 1, name: "Billing" });
    expect(await screen.findByText("Basic plan, €7.99 per month")).toBeTruthy();
    expect(screen.getByText("Your last payment failed. Update your card: the amount due is charged to it at once.")).toBeTruthy();
    expect(screen.getByText(`Your plan renews on ${END_TEXT}.`)).toBeTruthy();
    expect(screen.getByText("Card ending in 0341, expires 12/40")).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`${END_TEXT}€7.99Payment due`, `${END_TEXT}€7.99Paid`]);
    expect(screen.getByRole("link", { name: "Return to Fabulo" }).getAttribute("href")).toBe("http://localhost:8787/profile");

    const events = userEvent.setup();
    const fill = async (dialog: HTMLElement, number: string) => {
      const field = within(dialog).getByLabelText("Card number");
      await events.clear(field);
      await events.type(field, number);
      await events.clear(within(dialog).getByLabelText("Expiry date (MM/YY)"));
      await events.type(within(dialog).getByLabelText("Expiry date (MM/YY)"), "08/41");
      await events.clear(within(dialog).getByLabelText("CVC"));
      await events.type(within(dialog).getByLabelText("CVC"), "321");
      await events.click(within(dialog).getByRole("button", { name: "Save card" }));
    };
    await events.click(screen.getByRole("button", { name: "Update card" }));
    const dialog = screen.getByRole("dialog", { name: "Update your card" });
    await fill(dialog, "4000 0000 0000 0002");
    expect(await within(dialog).findByText("This card was declined. Please try another card.")).toBeTruthy();

    cardReply = { body: paid };
    await fill(dialog, "4242 4242 4242 4242");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Update your card" })).toBeNull());
    expect(await screen.findByText("Your card has been updated.")).toBeTruthy();
    expect(screen.getByText("Card ending in 4242, expires 08/41")).toBeTruthy();
    expect(screen.queryByText(/Your last payment failed/)).toBeNull();
    expect(sent(calls, "POST", `${BASE}/card`).map((call) => call.body)).toEqual([
      { cardNumber: "4000 0000 0000 0002", expiry: "08/41", cvc: "321" },
      { cardNumber: "4242 4242 4242 4242", expiry: "08/41", cvc: "321" },
    ]);
  });

  it("cancels at the end of the period once confirmed, then renews", async () => {
    const active = state({ subscription: { ...state().subscription!, status: "active" } });
    const ending = state({ subscription: { ...active.subscription!, cancelAtPeriodEnd: true } });
    const calls = renderPortal({
      [`GET ${BASE}`]: () => ({ body: active }),
      [`POST ${BASE}/cancel`]: () => ({ body: ending }),
      [`POST ${BASE}/renew`]: () => ({ body: active }),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Cancel plan" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your plan?" });
    expect(dialog.textContent).toContain(`Your Basic plan stays until ${END_TEXT}. Then your account moves to the free plan.`);
    await events.click(within(dialog).getByRole("button", { name: "Cancel my plan" }));
    expect(await screen.findByText(`Your plan ends on ${END_TEXT}.`)).toBeTruthy();
    expect(screen.getByText("Your plan has been cancelled.")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Renew plan" }));
    expect(await screen.findByText(`Your plan renews on ${END_TEXT}.`)).toBeTruthy();
    expect(sent(calls, "POST", `${BASE}/cancel`)).toHaveLength(1);
    expect(sent(calls, "POST", `${BASE}/renew`)).toHaveLength(1);
  });

  it("says an expired or foreign session plainly, with the way back", async () => {
    renderPortal({ [`GET ${BASE}`]: () => ({ status: 404, body: { message: "Not found" } }) });
    expect((await screen.findByRole("alert")).textContent).toContain("This billing page has expired. Open it again from your profile.");
    expect(screen.getByRole("link", { name: "Back to my profile" }).getAttribute("href")).toBe("/profile");
  });
});
