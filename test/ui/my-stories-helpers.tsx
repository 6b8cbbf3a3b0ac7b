import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { StoryCardJson } from "../../shared/story-json";
import { sessionAtom } from "../../src/features/session/session";
import { user } from "./fixtures";

export interface Call {
  method: string;
  path: string;
  page: string | null;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

type Handler = Reply | ((call: Call) => Reply);

/**
 * Stubs fetch, the server boundary: answers "METHOD /path" (query left out)
 * from `handlers`, anything else with a 404, and records every call.
 */
export function mockServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call: Call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        page: url.searchParams.get("page"),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      const reply: Reply = !handler
        ? { status: 404, body: { message: "Not found" } }
        : typeof handler === "function"
          ? handler(call)
          : handler;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** Renders an element at / (with /profile and /story/:slug beside it) for a signed-in user. */
export function renderSection(element: ReactNode) {
  const store = createStore();
  store.set(sessionAtom, { status: "signedIn", user });
  const router = createMemoryRouter(
    [
      { path: "/", element },
      { path: "/profile", element: <p>Profile page</p> },
      { path: "/story/:slug", element: <p>Story player</p> },
    ],
    { initialEntries: ["/"] },
  );
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

let counter = 0;

/** A finished story card as the API lists it. */
export function makeStory(overrides: Partial<StoryCardJson> = {}): StoryCardJson {
  counter += 1;
  const id = (0xa00000 + counter).toString(16).padStart(24, "0");
  return {
    _id: id,
    slug: `story-${counter}`,
    title: `Story ${counter}`,
    description: "A story",
    coverImage: `/media/covers/${id}.png`,
    date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    isPublic: false,
    generatingStatus: "CompletelyGenerated",
    likes: 0,
    dislikes: 0,
    feedbackCount: 0,
    language: "en-US",
    user: user._id,
    userReaction: null,
    ...overrides,
  };
}
