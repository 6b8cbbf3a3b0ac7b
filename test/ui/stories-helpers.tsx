import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { StoryCardJson } from "../../shared/story-json";
import { sessionAtom, type Session, type User } from "../../src/features/session/session";
import { user } from "./fixtures";

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/**
 * Stubs fetch (the server boundary): every request is recorded and answered
 * by `answer`, which may be changed between steps of a test.
 */
export function stubServer(answer: (sent: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  const server = { sent, answer };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const request: Sent = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      sent.push(request);
      const reply = await server.answer(request);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return server;
}

export const signedOut: Session = { status: "signedOut", user: null };
export const signedIn = (overrides: Partial<User> = {}): Session => ({
  status: "signedIn",
  user: { ...user, ...overrides },
});

/** Renders an element at / with the real English catalog and a session. */
export function renderWith(element: ReactNode, session: Session = signedIn()) {
  const store = createStore();
  store.set(sessionAtom, session);
  const router = createMemoryRouter(
    [
      { path: "/", element },
      { path: "/login", element: <p>Login page</p> },
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

/** A public story card as the API lists it; ids are 24 hex digits like the server's. */
export function storyCard(n: number, overrides: Partial<StoryCardJson> = {}): StoryCardJson {
  return {
    _id: n.toString(16).padStart(24, "0"),
    slug: `story-${n}`,
    title: `Story ${n}`,
    description: `About story ${n}`,
    coverImage: `/media/covers/${n}.webp`,
    date: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    isPublic: true,
    generatingStatus: "CompletelyGenerated",
    likes: 0,
    dislikes: 0,
    feedbackCount: 0,
    language: "en-US",
    user: "aaaaaaaaaaaaaaaaaaaaaaaa",
    userReaction: null,
    ...overrides,
  };
}

/** `count` cards numbered from `first`. */
export const storyCards = (first: number, count: number, overrides: Partial<StoryCardJson> = {}) =>
  Array.from({ length: count }, (_, index) => storyCard(first + index, overrides));
