import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../src/i18n/locale";
import { makeUser, mockServer, openPlans, renderProfile } from "./subscription-helpers";

/**
 * Issue 31, item 4: an admin's edit of `planPrices` or `weeklyLimits` shows on the plan cards and the
 * profile's price line. The values differ from every default, so a card reading a constant fails.
 * (/api/app-config is loaded once per page: every test of this file serves the same configuration.)
 */
const CONFIGURED = {
  planPrices: { free: 0, basic: 450, premium: 1575 },
  weeklyLimits: { free: 2, basic: 7, premium: 21 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cardOf = (dialog: HTMLElement, plan: RegExp) => within(dialog).getByRole("radio", { name: plan }).closest("label")!;

describe("plans as configured", () => {
  it("shows the configured prices and weekly limits on the plan cards and the profile's price line", async () => {
    const user = makeUser({ subscriptionLevel: "basic", subscriptionStatus: "active", weeklyLimit: 7 });
    mockServer(user, {}, CONFIGURED);
    renderProfile(user);
    await waitFor(() => expect(screen.getByText("(€4.50 per month)")).toBeTruthy());
    const dialog = await openPlans();
    expect(cardOf(dialog, /Free/).textContent).toContain("2 stories a week");
    expect(cardOf(dialog, /Basic/).textContent).toContain("€4.50 per month");
    expect(cardOf(dialog, /Basic/).textContent).toContain("Up to 7 stories a week, PDF downloads");
    expect(cardOf(dialog, /Premium/).textContent).toContain("€15.75 per month");
    expect(cardOf(dialog, /Premium/).textContent).toContain("Up to 21 stories a week, PDF downloads");
  });

  it("says the same in French", async () => {
    await activateLocale("fr-FR");
    const user = makeUser({ subscriptionLevel: "premium", subscriptionStatus: "active", weeklyLimit: 21 });
    mockServer(user, {}, CONFIGURED);
    renderProfile(user, "fr-FR");
    await waitFor(() => expect(screen.getByText(/15,75\s€ par mois/)).toBeTruthy());
    await screen.findByRole("heading", { level: 1, name: "Profil" });
    within(document.body)
      .getByRole("button", { name: "Modifier l'abonnement" })
      .click();
    const dialog = await screen.findByRole("dialog", { name: "Choisissez votre formule" });
    expect(cardOf(dialog, /Gratuit/).textContent).toContain("2 histoires par semaine");
    expect(cardOf(dialog, /Basique/).textContent).toMatch(/4,50\s€ par mois/);
  });
});
