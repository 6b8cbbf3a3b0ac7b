import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_PAGE_SIZE, type StoryCardJson } from "../../shared/story-json";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { activateLocale } from "../../src/i18n/locale";
import { renderWith, signedIn, signedOut, storyCards, stubServer, type Sent } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

const english = storyCards(1, 200);
const french = storyCards(1001, 5, { language: "fr-FR" });

/** Like the real endpoint: newest first, leaving out the excluded ids, one page at a time. */
function publicServer(pools: Record<string, StoryCardJson[]> = { "en-US": english, "fr-FR": french }) {
  return stubServer((sent) => {
    if (sent.path !== "/api/stories/public") return { status: 404, body: { message: "Not found" } };
    const exclude = new Set((sent.query.get("exclude") ?? "").split(",").filter(Boolean));
    const pool = pools[sent.query.get("lang") ?? "en-US"] ?? [];
    return { body: { success: true, stories: pool.filter((story) => !exclude.has(story._id)).slice(0, PUBLIC_PAGE_SIZE) } };
  });
}

const listRequests = (sent: Sent[]) => sent.filter((request) => request.path === "/api/stories/public");
const excluded = (request: Sent | undefined) => (request?.query.get("exclude") ?? "").split(",").filter(Boolean);
const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const range = (first: number, count: number) => Array.from({ length: count }, (_, index) => `Story ${first + index}`);

async function press(name: "Next stories" | "Previous stories") {
  const button = screen.getByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(button);
}

describe("public stories", () => {
  it("loads the first page in the interface language, then excludes every story already seen", async () => {
    const server = publicServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(titles()).toEqual(range(1, 12));
    const [first] = listRequests(server.sent);
    expect(first?.query.get("lang")).toBe("en-US");
    expect(first?.query.has("exclude")).toBe(false);

    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 13" });
    expect(titles()).toEqual(range(13, 12));
    expect(excluded(listRequests(server.sent)[1])).toEqual(english.slice(0, 12).map((story) => story._id));

    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 25" });
    expect(excluded(listRequests(server.sent)[2])).toEqual(english.slice(0, 24).map((story) => story._id));
  });

  it("goes back through pages kept in memory, and from the first page to the last one seen", async () => {
    const server = publicServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 13" });
    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 25" });
    const requestsSoFar = listRequests(server.sent).length;

    await press("Previous stories");
    expect(titles()).toEqual(range(13, 12));
    await press("Previous stories");
    expect(titles()).toEqual(range(1, 12));
    await press("Previous stories");
    expect(titles()).toEqual(range(25, 12));
    // Forward again through pages already seen: still no request.
    await press("Previous stories");
    await press("Next stories");
    expect(titles()).toEqual(range(25, 12));
    expect(listRequests(server.sent)).toHaveLength(requestsSoFar);
  });

  it("starts over from page 0 once more than 96 stories have been seen", async () => {
    const server = publicServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    // 8 more pages: 9 pages, 108 stories seen.
    for (let page = 1; page <= 8; page += 1) {
      await press("Next stories");
      await screen.findByRole("heading", { name: `Story ${page * 12 + 1}` });
      expect(excluded(listRequests(server.sent)[page])).toHaveLength(page * 12);
    }
    await press("Next stories");
    await waitFor(() => expect(listRequests(server.sent)).toHaveLength(10));
    expect(listRequests(server.sent)[9]?.query.has("exclude")).toBe(false);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(titles()).toEqual(range(1, 12));

    // The seen list starts over too: back from this first page stays on it, next excludes only it.
    await press("Previous stories");
    expect(titles()).toEqual(range(1, 12));
    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 13" });
    expect(excluded(listRequests(server.sent)[10])).toHaveLength(12);
  });

  it("goes round to the first page when no unseen story is left", async () => {
    publicServer({ "en-US": storyCards(1, 15) });
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 13" });
    expect(titles()).toEqual(range(13, 3));
    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 1" });
    expect(titles()).toEqual(range(1, 12));
  });

  it("reloads from scratch in the language picked", async () => {
    const server = publicServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    await press("Next stories");
    await screen.findByRole("heading", { name: "Story 13" });

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Stories in" }), "fr-FR");
    await screen.findByRole("heading", { name: "Story 1001" });
    expect(titles()).toEqual(range(1001, 5));
    const last = listRequests(server.sent).at(-1);
    expect(last?.query.get("lang")).toBe("fr-FR");
    expect(last?.query.has("exclude")).toBe(false);
  });

  it("picks the French stories first when the interface is in French", async () => {
    await activateLocale("fr-FR");
    const server = publicServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1001" });
    expect(listRequests(server.sent)[0]?.query.get("lang")).toBe("fr-FR");
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("fr-FR");
  });

  it("says so when there is no story", async () => {
    publicServer({ "en-US": [] });
    renderWith(<PublicStories />, signedOut);
    expect(await screen.findByText("No stories yet in this language.")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("shows a message when the list cannot be loaded, and loads it on retry", async () => {
    const server = publicServer();
    const working = server.answer;
    server.answer = () => ({ status: 500, body: { message: "Internal server error" } });
    renderWith(<PublicStories />, signedOut);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The public stories could not be loaded. Please try again.");
    server.answer = working;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Story 1" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps a card's play link, cover and age", async () => {
    publicServer();
    renderWith(<PublicStories />, signedOut);
    const card = (await screen.findByRole("heading", { name: "Story 1" })).closest("article") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Play “Story 1”" }).getAttribute("href")).toBe("/story/story-1");
    expect(within(card).getByRole("img", { name: "Story 1" }).getAttribute("src")).toBe(english[0]?.coverImage);
    expect(within(card).getByText("3 days ago")).toBeTruthy();
  });

  it("loads the first cover at once and the others after it is shown", async () => {
    publicServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    const first = screen.getByRole("img", { name: "Story 1" });
    const second = screen.getByRole("img", { name: "Story 2" });
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(second.hasAttribute("src")).toBe(false);

    fireEvent.load(first);
    await waitFor(() => expect(second.getAttribute("src")).toBe(english[1]?.coverImage));
    expect(second.getAttribute("loading")).toBe("lazy");
    expect(second.hasAttribute("fetchpriority")).toBe(false);
  });
});

describe("PDF download in the public list", () => {
  it("is not offered to visitors or to free-plan users", async () => {
    publicServer();
    const visitor = renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(screen.queryByRole("button", { name: /as PDF/ })).toBeNull();
    visitor.unmount();

    renderWith(<PublicStories />, signedIn({ subscriptionLevel: "free" }));
    await screen.findByRole("heading", { name: "Story 1" });
    expect(screen.queryByRole("button", { name: /as PDF/ })).toBeNull();
  });

  it("is offered on paid plans and opens the signed link", async () => {
    const server = publicServer();
    const listing = server.answer;
    server.answer = (sent) =>
      sent.path.endsWith("/pdf-url") ? { body: { signedUrl: "https://cdn.example/story-1.pdf?sig=1" } } : listing(sent);
    const assign = vi.fn();
    // The address's parts are the router's; only the move to the PDF is stood in for.
    const { pathname, search, hash } = window.location;
    vi.stubGlobal("location", { ...window.location, pathname, search, hash, assign });
    renderWith(<PublicStories />, signedIn({ subscriptionLevel: "basic" }));
    await userEvent.click(await screen.findByRole("button", { name: "Download “Story 1” as PDF" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://cdn.example/story-1.pdf?sig=1"));
    expect(server.sent.some((sent) => sent.path === `/api/stories/${english[0]?._id}/pdf-url`)).toBe(true);
  });

  it("tells a missing PDF from another download error", async () => {
    const server = publicServer();
    const listing = server.answer;
    let pdfAnswer = { status: 404, body: { message: "PDF not found" } };
    server.answer = (sent) => (sent.path.endsWith("/pdf-url") ? pdfAnswer : listing(sent));
    renderWith(<PublicStories />, signedIn({ subscriptionLevel: "premium" }));
    await userEvent.click(await screen.findByRole("button", { name: "Download “Story 1” as PDF" }));
    expect((await screen.findByRole("alert")).textContent).toBe("PDF not found");
    pdfAnswer = { status: 500, body: { message: "Internal server error" } };
    await userEvent.click(screen.getByRole("button", { name: "Download “Story 2” as PDF" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("The PDF could not be downloaded. Please try again."),
    );
  });
});
