import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FavouriteStories } from "../../src/features/stories/FavouriteStories";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { renderWith, signedIn, storyCard, storyCards, stubServer } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

const pages = [storyCards(1, 12, { userReaction: "like" }), storyCards(13, 12, { userReaction: "like" }), storyCards(25, 1, { userReaction: "like" })];

function likedServer() {
  return stubServer((sent) => {
    if (sent.path !== "/api/stories/liked-stories") return { status: 404, body: { message: "Not found" } };
    const page = Number(sent.query.get("page"));
    return { body: { stories: pages[page] ?? [], totalPages: pages.length } };
  });
}

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("favourite stories", () => {
  it("pages through the liked stories with page x of y", async () => {
    const server = likedServer();
    renderWith(<FavouriteStories />, signedIn());
    await screen.findByRole("heading", { name: "Story 1" });
    const pager = screen.getByRole("navigation", { name: "Favourite stories pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeTruthy();
    expect((within(pager).getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Story 13" });
    expect(within(pager).getByText("Page 2 of 3")).toBeTruthy();
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Story 25" });
    expect(titles()).toEqual(["Story 25"]);
    await waitFor(() =>
      expect((within(pager).getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(server.sent.map((sent) => sent.query.get("page"))).toEqual(["0", "1", "2"]);
  });

  it("says when there is no favourite yet and hides the pager", async () => {
    stubServer(() => ({ body: { stories: [], totalPages: 0 } }));
    renderWith(<FavouriteStories />, signedIn());
    expect(await screen.findByText("No favourite stories yet: like a story to find it here.")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows a message when the list cannot be loaded", async () => {
    stubServer(() => ({ status: 500, body: { message: "Internal server error" } }));
    renderWith(<FavouriteStories />, signedIn());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Your favourite stories could not be loaded. Please try again.",
    );
  });

  it("offers the PDF only on paid plans", async () => {
    likedServer();
    const free = renderWith(<FavouriteStories />, signedIn({ subscriptionLevel: "free" }));
    await screen.findByRole("heading", { name: "Story 1" });
    expect(screen.queryByRole("button", { name: /as PDF/ })).toBeNull();
    free.unmount();
    renderWith(<FavouriteStories />, signedIn({ subscriptionLevel: "premium" }));
    expect(await screen.findByRole("button", { name: "Download “Story 1” as PDF" })).toBeTruthy();
  });

  it("reloads when a story is liked in the public list, not when one of its own cards changes", async () => {
    const publicStory = storyCard(99);
    const server = stubServer((sent) => {
      if (sent.path === "/api/stories/public") return { body: { success: true, stories: [publicStory] } };
      if (sent.path === "/api/stories/liked-stories") return { body: { stories: pages[0], totalPages: 1 } };
      if (sent.path.endsWith("/react")) return { body: { likes: 1, dislikes: 0, userReaction: "like" } };
      return { status: 404, body: { message: "Not found" } };
    });
    renderWith(
      <>
        <PublicStories />
        <FavouriteStories />
      </>,
      signedIn(),
    );
    await screen.findByRole("heading", { name: "Story 99" });
    await screen.findByRole("heading", { name: "Story 1" });
    const likedLoads = () => server.sent.filter((sent) => sent.path === "/api/stories/liked-stories").length;
    expect(likedLoads()).toBe(1);

    const publicCard = screen.getByRole("heading", { name: "Story 99" }).closest("article") as HTMLElement;
    await userEvent.click(within(publicCard).getByRole("button", { name: "Like: 0" }));
    await waitFor(() => expect(likedLoads()).toBe(2));

    const favouriteCard = screen.getByRole("heading", { name: "Story 2" }).closest("article") as HTMLElement;
    await userEvent.click(within(favouriteCard).getByRole("button", { name: /^Like/ }));
    await waitFor(() => expect(server.sent.filter((sent) => sent.path.endsWith("/react"))).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(likedLoads()).toBe(2);
  });
});
