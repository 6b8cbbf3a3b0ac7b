import { renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionAtom, useSessionBootstrap } from "../../src/features/session/session";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function bootstrap(store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  renderHook(() => useSessionBootstrap(), { wrapper });
  return store;
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
});
