import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { renderRoutes } from "./render";
import { signedIn, signedOut, storyCards, stubServer } from "./stories-helpers";

const scrolled: string[] = [];
const originalScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
  vi.unstubAllGlobals();
});

/** Lists answer once `release` is called, so the page can be seen while they load. */
function browseServer() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const server = stubServer(async (sent) => {
    if (sent.path === "/api/stories/public") {
      await gate;
      return { body: { success: true, stories: storyCards(1, 3) } };
    }
    if (sent.path === "/api/stories/liked-stories") {
      await gate;
      return { body: { stories: storyCards(50, 2, { userReaction: "like" }), totalPages: 1 } };
    }
    if (sent.path === "/api/stories/my-stories") return { body: { stories: [], totalPages: 0 } };
    if (sent.path === "/api/stories/suggestion") return { body: { success: true, suggestion: { suggestions: [] } } };
    return { status: 404, body: { message: "Not found" } };
  });
  return { server, release: () => release() };
}

const sectionHeadings = () =>
  [...document.querySelectorAll("section.browse-section")].map((section) => ({
    id: section.id,
    title: section.querySelector("h2")?.textContent,
  }));

describe("browse page", () => {
  it("shows visitors only the public stories and the prompt to log in", async () => {
    const { server, release } = browseServer();
    release();
    renderRoutes(<AppRoutes />, "/", signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(sectionHeadings()).toEqual([
      { id: "public-stories", title: "Discover" },
      { id: "", title: "Make your own stories" },
    ]);
    expect(screen.getByRole("link", { name: "Log in to create stories" }).getAttribute("href")).toBe("/login");
    expect(server.sent.map((sent) => sent.path)).toEqual(["/api/stories/public"]);
  });

  it("shows signed-in users the four sections in order, each with its content", async () => {
    const { release } = browseServer();
    release();
    renderRoutes(<AppRoutes />, "/", signedIn());
    await screen.findByRole("heading", { name: "Story 1" });
    expect(sectionHeadings()).toEqual([
      { id: "public-stories", title: "Discover" },
      { id: "favorites", title: "Favourites" },
      { id: "my-stories", title: "My stories" },
      { id: "create-story", title: "Create a story" },
    ]);
    const favourites = document.getElementById("favorites") as HTMLElement;
    expect(await within(favourites).findByRole("heading", { name: "Story 50" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Log in to create stories" })).toBeNull();
  });

  it("shows the public stories' background while they are in view", async () => {
    const { release } = browseServer();
    release();
    const { container } = renderRoutes(<AppRoutes />, "/", signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(container.querySelector(".layout")?.getAttribute("data-section")).toBe("public-stories");
  });

  it("switches the background to the section at least 60% visible", async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { release } = browseServer();
    release();
    const { container } = renderRoutes(<AppRoutes />, "/", signedIn());
    await screen.findByRole("heading", { name: "Story 50" });
    const layout = container.querySelector(".layout") as HTMLElement;
    const seen = (id: string, visibleHeight: number, height = 500) => ({
      target: document.getElementById(id) as Element,
      isIntersecting: visibleHeight > 0,
      rootBounds: { height: 800 } as DOMRectReadOnly,
      boundingClientRect: { height } as DOMRectReadOnly,
      intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    });
    notify([seen("favorites", 250)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(layout.getAttribute("data-section")).toBe("public-stories");
    notify([seen("favorites", 300)]);
    await waitFor(() => expect(layout.getAttribute("data-section")).toBe("favorites"));
    // A section taller than the window counts by the part of it that can fit on screen.
    notify([seen("create-story", 500, 2000)]);
    await waitFor(() => expect(layout.getAttribute("data-section")).toBe("create-story"));
  });

  it("scrolls to the section in the hash once the sections above it have loaded, and only once", async () => {
    const { release } = browseServer();
    renderRoutes(<AppRoutes />, "/browse-stories#favorites", signedIn());
    await screen.findByRole("heading", { name: "Favourites" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrolled).toEqual([]);
    release();
    await screen.findByRole("heading", { name: "Story 1" });
    await waitFor(() => expect(scrolled).toEqual(["favorites"]));
    await screen.findByRole("heading", { name: "Story 50" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrolled).toEqual(["favorites"]);
  });

  it("does not scroll for a section a visitor cannot see", async () => {
    const { release } = browseServer();
    release();
    renderRoutes(<AppRoutes />, "/#my-stories", signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrolled).toEqual([]);
  });
});
