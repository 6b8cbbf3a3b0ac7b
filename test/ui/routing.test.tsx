import { act, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { createBrowserRouter, loadScreenAt, Navigate, RouterProvider } from "../../src/app/router";
import { routes } from "../../src/app/routes";
import { ChunkLoadTimeoutError, lazyScreen } from "../../src/app/lazy-screen";
import { RouteError } from "../../src/app/RouteError";
import { user } from "./fixtures";
import { renderRoutes } from "./render";

describe("protected routes", () => {
  it("show a loading overlay while the session is checked", async () => {
    renderRoutes(routes, "/profile", { status: "checking", user: null });
    expect(await screen.findByRole("status")).toBeTruthy();
  });

  it("send visitors to /login", async () => {
    const { router } = renderRoutes(routes, "/profile", { status: "signedOut", user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
  });

  it("let signed-in users through", async () => {
    // The profile screen loads the fresh user and the extra profiles from the API.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        Response.json(String(url).includes("/profiles") ? { profiles: [] } : { user }),
      ),
    );
    renderRoutes(routes, "/profile", { status: "signedIn", user });
    expect(await screen.findByRole("heading", { name: "Profile" })).toBeTruthy();
    expect((await screen.findAllByText("Camille")).length).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });
});

describe("browse page", () => {
  it("shows visitors the public stories and a prompt to log in, not the member sections", async () => {
    renderRoutes(routes, "/", { status: "signedOut", user: null });
    expect(await screen.findByRole("heading", { name: "Discover" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in to create stories" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "My stories" })).toBeNull();
  });

  it("sends a visitor choosing a member section to /login", async () => {
    const { router } = renderRoutes(routes, "/", { status: "signedOut", user: null });
    const button = await screen.findByRole("button", { name: "My stories" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    button.click();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows members all four sections", async () => {
    renderRoutes(routes, "/browse-stories", { status: "signedIn", user });
    for (const name of ["Discover", "Favourites", "My stories", "Create a story"]) {
      expect(await screen.findByRole("heading", { name })).toBeTruthy();
    }
  });
});

describe("lazy screens", () => {
  it("fail with a time-out when a chunk has not loaded in 120000 ms", async () => {
    vi.useFakeTimers();
    const load = lazyScreen(() => new Promise(() => {}));
    const result = load();
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    vi.useRealTimers();
  });
});

describe("navigating to a lazy screen", () => {
  it("keeps the previous screen until the next one's code has arrived, then shows it", async () => {
    let arrive: (module: { Component: ComponentType }) => void = () => {};
    const later = () => new Promise<{ Component: ComponentType }>((resolve) => (arrive = resolve));
    const testRoutes = [
      { path: "/", element: <h1>Home</h1> },
      { path: "/later", lazy: later },
    ];
    const { router } = renderRoutes(testRoutes, "/", { status: "signedOut", user: null });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    act(() => router.source.navigate("/later"));
    expect(router.state.location.pathname).toBe("/later");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    await act(async () => arrive({ Component: () => <h1>Later</h1> }));
    expect(await screen.findByRole("heading", { name: "Later" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Home" })).toBeNull();
  });
});

describe("the first screen", () => {
  it("is drawn by the first render once its code is loaded beforehand, as main.tsx does", async () => {
    const first = async () => ({ Component: () => <h1>First screen</h1> });
    const testRoutes = [{ path: "/first", lazy: first, hydrateFallbackElement: <p>Fallback</p> }];
    await loadScreenAt(testRoutes, "/first");
    renderRoutes(testRoutes, "/first", { status: "signedOut", user: null });
    // Synchronously: no fallback, then no second render of the whole screen.
    expect(screen.getByRole("heading", { name: "First screen" })).toBeTruthy();
    expect(screen.queryByText("Fallback")).toBeNull();
  });

  it("is left to the router when its code fails to load: the error page shows, with a retry", async () => {
    const failing = lazyScreen(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const testRoutes = [{ errorElement: <RouteError />, children: [{ path: "/broken", lazy: failing }] }];
    await expect(loadScreenAt(testRoutes, "/broken")).resolves.toBeUndefined();
    renderRoutes(testRoutes, "/broken", { status: "signedOut", user: null });
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
  });
});

describe("the browser's history", () => {
  it("follows a redirect made by the first render, before the router listens (a visitor at /profile)", async () => {
    window.history.replaceState(null, "", "/from");
    const router = createBrowserRouter([
      { path: "/from", element: <Navigate to="/to" replace /> },
      { path: "/to", element: <h1>Arrived</h1> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Arrived" })).toBeTruthy();
    expect(window.location.pathname).toBe("/to");
    window.history.replaceState(null, "", "/");
  });
});

describe("the route error page", () => {
  it("shows when a screen's code fails to load, offers a retry, and gives way when the reader goes elsewhere", async () => {
    const failing = lazyScreen(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const testRoutes = [
      {
        errorElement: <RouteError />,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/broken", lazy: failing },
        ],
      },
    ];
    const { router } = renderRoutes(testRoutes, "/broken", { status: "signedOut", user: null });
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    screen.getByRole("link", { name: "Back to stories" }).click();
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
