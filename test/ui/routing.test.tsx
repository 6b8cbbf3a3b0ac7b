import { act, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { Link, Redirect, Route, Router, Switch } from "wouter";
import { ChunkLoadTimeoutError, lazyScreen, type LazyScreen } from "../../src/app/lazy-screen";
import { AppRoutes, loadBeforeNavigating, Screen } from "../../src/app/routes";
import { user } from "./fixtures";
import { renderRoutes } from "./render";

describe("protected routes", () => {
  it("show a loading overlay while the session is checked", async () => {
    renderRoutes(<AppRoutes />, "/profile", { status: "checking", user: null });
    expect(await screen.findByRole("status")).toBeTruthy();
  });

  it("send visitors to /login", async () => {
    renderRoutes(<AppRoutes />, "/profile", { status: "signedOut", user: null });
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
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
    renderRoutes(<AppRoutes />, "/profile", { status: "signedIn", user });
    expect(await screen.findByRole("heading", { name: "Profile" })).toBeTruthy();
    expect((await screen.findAllByText("Camille")).length).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });
});

describe("browse page", () => {
  it("shows visitors the public stories and a prompt to log in, not the member sections", async () => {
    renderRoutes(<AppRoutes />, "/", { status: "signedOut", user: null });
    expect(await screen.findByRole("heading", { name: "Discover" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in to create stories" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "My stories" })).toBeNull();
  });

  it("sends a visitor choosing a member section to /login", async () => {
    renderRoutes(<AppRoutes />, "/", { status: "signedOut", user: null });
    const button = await screen.findByRole("button", { name: "My stories" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    button.click();
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
  });

  it("shows members all four sections", async () => {
    renderRoutes(<AppRoutes />, "/browse-stories", { status: "signedIn", user });
    for (const name of ["Discover", "Favourites", "My stories", "Create a story"]) {
      expect(await screen.findByRole("heading", { name })).toBeTruthy();
    }
  });
});

describe("lazy screens", () => {
  it("fail with a time-out when a chunk has not loaded in 120000 ms", async () => {
    vi.useFakeTimers();
    const result = lazyScreen(() => new Promise(() => {})).load();
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    vi.useRealTimers();
  });
});

/** A screen whose code arrives when the test says so. */
function heldScreen(name: string) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const screenCode = async () => {
    await arrived;
    return { default: (() => <h1>{name}</h1>) as ComponentType };
  };
  return { screen: lazyScreen(screenCode, { firstScreen: true }), arrive };
}

/** Routes of the test's own, at the browser's address, with the app's way of navigating. */
function renderScreens(path: string, screens: Record<string, LazyScreen>, extra?: ReactNode) {
  const screenOf = (pathname: string) => screens[pathname] ?? Object.values(screens)[0]!;
  window.history.replaceState(null, "", path);
  return renderRoutes(
    <Router aroundNav={loadBeforeNavigating(screenOf)}>
      {extra}
      <Switch>
        {Object.entries(screens).map(([route, lazy]) => (
          <Route key={route} path={route}>
            <Screen screen={lazy} />
          </Route>
        ))}
      </Switch>
    </Router>,
    path,
    { status: "signedOut", user: null },
  );
}

const links = (
  <nav>
    <Link to="/later">Later</Link> <Link to="/other">Other</Link> <Link to="/">Home</Link>
  </nav>
);

describe("navigating to a lazy screen", () => {
  it("keeps the previous screen and address until the next one's code has arrived, then shows it", async () => {
    const home = lazyScreen(async () => ({ default: () => <h1>Home</h1> }), { firstScreen: true });
    const later = heldScreen("Later");
    renderScreens("/", { "/": home, "/later": later.screen }, links);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    act(() => screen.getByRole("link", { name: "Later" }).click());
    expect(window.location.pathname).toBe("/");
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    await act(async () => later.arrive());
    expect(await screen.findByRole("heading", { name: "Later" })).toBeTruthy();
    expect(window.location.pathname).toBe("/later");
    expect(screen.queryByRole("heading", { name: "Home" })).toBeNull();
  });

  it("makes only the latest of two quick navigations, whichever screen arrives first", async () => {
    const home = lazyScreen(async () => ({ default: () => <h1>Home</h1> }), { firstScreen: true });
    const later = heldScreen("Later");
    const other = heldScreen("Other");
    renderScreens("/", { "/": home, "/later": later.screen, "/other": other.screen }, links);
    await screen.findByRole("heading", { name: "Home" });
    act(() => screen.getByRole("link", { name: "Later" }).click());
    act(() => screen.getByRole("link", { name: "Other" }).click());
    await act(async () => other.arrive());
    expect(await screen.findByRole("heading", { name: "Other" })).toBeTruthy();
    await act(async () => later.arrive());
    expect(window.location.pathname).toBe("/other");
    expect(screen.getByRole("heading", { name: "Other" })).toBeTruthy();
  });
});

describe("the first screen", () => {
  it("is drawn by the first render once its code is loaded beforehand, as main.tsx does", async () => {
    const first = lazyScreen(async () => ({ default: () => <h1>First screen</h1> }), { firstScreen: true });
    await first.load();
    renderScreens("/first", { "/first": first });
    // Synchronously: no loading overlay, then no second render of the whole screen.
    expect(screen.getByRole("heading", { name: "First screen" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the error page with a retry when its code fails to load", async () => {
    const failing = lazyScreen(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    await expect(failing.load()).rejects.toBeInstanceOf(TypeError);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderScreens("/broken", { "/broken": failing });
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe("the browser's history", () => {
  it("follows a redirect made by the first render, before the router listens (a visitor at /profile)", async () => {
    window.history.replaceState(null, "", "/from");
    render(
      <Switch>
        <Route path="/from">
          <Redirect to="/to" replace />
        </Route>
        <Route path="/to">
          <h1>Arrived</h1>
        </Route>
      </Switch>,
    );
    expect(await screen.findByRole("heading", { name: "Arrived" })).toBeTruthy();
    expect(window.location.pathname).toBe("/to");
    window.history.replaceState(null, "", "/");
  });
});

describe("the route error page", () => {
  it("shows when a screen's code fails to load, offers a retry, and gives way when the reader goes elsewhere", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const home = lazyScreen(async () => ({ default: () => <h1>Home</h1> }), { firstScreen: true });
    const failing = lazyScreen(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    renderScreens("/broken", { "/": home, "/broken": failing });
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    screen.getByRole("link", { name: "Back to stories" }).click();
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(window.location.pathname).toBe("/");
    expect(screen.queryByRole("alert")).toBeNull();
    vi.restoreAllMocks();
  });
});
