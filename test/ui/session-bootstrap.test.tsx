import { act, renderHook, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionAtom, useSessionBootstrap } from "../../src/features/session/session";
import { user } from "./fixtures";
import { stubServer, type Answer } from "./server-stub";
import { storeToken } from "./stored-token";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function bootstrap(store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  renderHook(() => useSessionBootstrap(), { wrapper });
  return store;
}

/** A device whose session check gets `login` (a thrown error is no answer at all) and whose refresh gets `refresh`. */
function device(login: () => Answer, refresh: () => Answer = () => ({ status: 401, body: { message: "Unauthorized" } })) {
  const token = storeToken();
  const server = stubServer(({ path }) => {
    if (path === "/api/users/login") return login();
    if (path === "/api/users/refresh-token") return refresh();
    return { status: 404, body: { message: "Not found" } };
  });
  const store = createStore();
  store.set(sessionAtom, { status: "checking", user: null });
  bootstrap(store);
  return { token, server, store };
}

const checks = (server: ReturnType<typeof stubServer>) => server.sent.filter(({ path }) => path === "/api/users/login").length;
/** Lets the check's answer (or its failure) run through the client and the bootstrap. */
const settle = () => act(async () => {});

/** After a check with no verdict: session and token kept as they were; once the network is back, the check signs in. */
async function keptUntilOnline({ store, token }: ReturnType<typeof device>, network: { online: boolean }) {
  await settle();
  expect(store.get(sessionAtom)).toEqual({ status: "checking", user: null });
  expect(localStorage.getItem("fabulo.token")).toBe(token);
  network.online = true;
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
  await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: "signedIn", user }));
}

describe("the session at start", () => {
  // Every card of the first screen reads the session: a new "signed out" object would draw them all again.
  it("leaves a visitor's signed-out session as it is: the same object, no request", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const store = createStore();
    const visitor = { status: "signedOut", user: null } as const;
    store.set(sessionAtom, visitor);
    bootstrap(store);
    expect(store.get(sessionAtom)).toBe(visitor);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs out a stored token that cannot be read", () => {
    localStorage.setItem("fabulo.token", "not-a-token");
    const store = createStore();
    store.set(sessionAtom, { status: "checking", user: null });
    bootstrap(store);
    expect(store.get(sessionAtom)).toEqual({ status: "signedOut", user: null });
  });

  it("signs in with the user the server confirms", async () => {
    const { store } = device(() => ({ body: { user } }));
    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: "signedIn", user }));
  });

  it("signs out on a 401 the refresh cannot mend, and removes the token", async () => {
    const { store, server } = device(() => ({ status: 401, body: { message: "Unauthorized" } }));
    await waitFor(() => expect(store.get(sessionAtom)).toEqual({ status: "signedOut", user: null }));
    expect(server.sent.map(({ path }) => path)).toContain("/api/users/refresh-token");
    expect(localStorage.getItem("fabulo.token")).toBeNull();
  });

  // A parent at bedtime with no network: the device must not act as if they had signed out.
  it.each([
    ["no answer at all", (): Answer => { throw new TypeError("Failed to fetch"); }],
    ["a 503 from the server", (): Answer => ({ status: 503, body: { message: "Service unavailable" } })],
    ["a 502 from a gateway", (): Answer => ({ status: 502 })],
  ])("keeps the session and its token when the check gets %s, and checks again when the network is back", async (_, failure) => {
    const network = { online: false };
    const started = device(() => (network.online ? { body: { user } } : failure()));
    await waitFor(() => expect(checks(started.server)).toBe(1));
    await keptUntilOnline(started, network);
    expect(checks(started.server)).toBe(2);
  });

  // An expired token sent offline: the 401 is the server's, but the refresh that would mend it gets no answer.
  it.each([
    ["no answer at all", (): Answer => { throw new TypeError("Failed to fetch"); }],
    ["a 503 from the server", (): Answer => ({ status: 503, body: { message: "Service unavailable" } })],
  ])("keeps the session and its token when the token has expired and the refresh gets %s", async (_, failure) => {
    const network = { online: false };
    const started = device(
      () => (network.online ? { body: { user } } : { status: 401, body: { message: "Unauthorized" } }),
      () => (network.online ? { body: { accessToken: "fresh" } } : failure()),
    );
    await waitFor(() => expect(started.server.sent.map(({ path }) => path)).toContain("/api/users/refresh-token"));
    await keptUntilOnline(started, network);
  });
});
