import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore, Provider } from "jotai";
import { expect, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { ServerDataProvider } from "../../src/app/ServerDataProvider";
import type { AppConfig } from "../../src/shared/api/app-config";
import { sessionAtom, type User } from "../../src/features/session/session";
import { localeAtom } from "../../src/i18n/locale-state";
import { user } from "./fixtures";
import { testQueryClient } from "./render";

/** Shared by the subscription*.test.tsx files: the profile page with a stubbed server. */

export const nextYear = new Date().getFullYear() + 1;
export const END_DATE = new Date(Date.UTC(nextYear, 2, 10, 12)).toISOString();
export const END_TEXT = `March 10, ${nextYear}`;

export function makeUser(overrides: Partial<User> = {}): User {
  return { ...user, gender: "girl", ...overrides };
}

export const LIMITS = { free: 1, basic: 5, premium: 10 } as const;
export const subscriptionOf = (user: User) => ({
  subscriptionLevel: user.subscriptionLevel,
  subscriptionStatus: user.subscriptionStatus,
  subscriptionEndDate: user.subscriptionEndDate,
  storiesGeneratedThisWeek: user.storiesGeneratedThisWeek,
  weeklyLimit: user.weeklyLimit,
});

export interface Reply {
  status?: number;
  body?: unknown;
}
export type Handler = (body: unknown) => Reply | Promise<Reply>;
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The server boundary: "METHOD /path" → handler, anything else 404. */
export function mockServer(user: User, handlers: Record<string, Handler> = {}, config: Partial<AppConfig> = {}): Call[] {
  const calls: Call[] = [];
  const all: Record<string, Handler> = {
    "GET /api/users/user-details": () => ({ body: { user } }),
    "GET /api/users/profiles": () => ({ body: { profiles: [] } }),
    "GET /api/app-config": () => ({
      body: {
        environment: "development",
        turnstileSiteKey: "x",
        stripePublishableKey: null,
        billing: "sandbox",
        planPrices: { free: 0, basic: 799, premium: 1299 },
        contactFormUrl: "",
        contactEmail: "hello@example.com",
        ...config,
      },
    }),
    "GET /api/subscription/user-subscription": () => ({ body: subscriptionOf(user) }),
    ...handlers,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = String(input);
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler = all[`${method} ${path}`];
      const reply = handler ? await handler(body) : { status: 404, body: { message: "Not found" } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

export const sent = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

export function renderProfile(user: User, locale: "en-US" | "fr-FR" = "en-US", path = "/profile") {
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", user });
  store.set(localeAtom, locale);
  window.history.replaceState(null, "", path);
  render(
    <Provider store={store}>
      <ServerDataProvider client={testQueryClient()}>
        <I18nProvider i18n={i18n}>
          <AppRoutes />
        </I18nProvider>
      </ServerDataProvider>
    </Provider>,
  );
  return { store };
}

export function useFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"], shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Opens the plan dialog once the profile has loaded. */
export async function openPlans(events = userEvent.setup()) {
  await screen.findByRole("heading", { level: 1, name: "Profile" });
  await waitFor(() => expect(screen.queryByText("Loading your profile…")).toBeNull());
  await events.click(screen.getByRole("button", { name: "Edit subscription" }));
  return screen.getByRole("dialog", { name: "Choose your plan" });
}

export async function pick(events: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, plan: RegExp) {
  await events.click(within(dialog).getByRole("radio", { name: plan }));
  await events.click(within(dialog).getByRole("button", { name: "Continue" }));
}

