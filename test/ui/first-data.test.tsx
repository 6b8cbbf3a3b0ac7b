import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoryJson } from "../../shared/story-json";
import { prefetchFirstData } from "../../src/app/first-data";
import { AppRoutes } from "../../src/app/routes";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { activateLocale } from "../../src/i18n/locale";
import { renderRoutes, testQueryClient } from "./render";
import { renderWith, signedOut, storyCards, stubServer, type Sent } from "./stories-helpers";
import { CHAPTERS } from "../../shared/enums";
import { queryKeys } from "../../src/shared/api/query-keys";

// The app's one cache, as main.tsx hands it to prefetchFirstData and then to the screens.
let queryClient = testQueryClient();
beforeEach(() => {
  queryClient = testQueryClient();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const STORY_ID = "cccccccccccccccccccccccc";
const media = (kind: string) =>
  Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `/media/stories/${STORY_ID}/${chapter}.${kind}`])) as StoryJson["images"];

function story(slug: string): StoryJson {
  return {
    _id: STORY_ID,
    slug,
    title: "The owl's lantern",
    description: "An owl lights the way home.",
    coverImage: `/media/stories/${STORY_ID}/cover.png`,
    date: "2025-04-01T10:00:00.000Z",
    isPublic: true,
    generatingStatus: "CompletelyGenerated",
    likes: 0,
    dislikes: 0,
    feedbackCount: 0,
    language: "en-US",
    user: "aaaaaaaaaaaaaaaaaaaaaaaa",
    userReaction: null,
    userFeedbackText: null,
    images: media("png"),
    audio: media("mp3"),
    wordTimings: { opening: null, buildUp: null, dilemma: null, resolution: null, closing: null },
    narrative: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `The ${chapter}.`])) as StoryJson["narrative"],
  };
}

/** Public lists per language, and one story by slug; anything else is a 404. */
function server(slug = "") {
  const lists = { "en-US": storyCards(1, 3), "fr-FR": storyCards(101, 2, { language: "fr-FR" }) };
  return stubServer((sent) => {
    if (sent.path === "/api/stories/public") {
      return { body: { success: true, stories: lists[sent.query.get("lang") as keyof typeof lists] ?? [] } };
    }
    if (sent.path === `/api/stories/slug/${encodeURIComponent(slug)}`) return { body: { story: story(slug), userFeedback: null } };
    return { status: 404, body: { message: "Not found" } };
  });
}

const lists = (sent: Sent[]) => sent.filter((request) => request.path === "/api/stories/public");

describe("the first screen's data, requested before the screen renders", () => {
  it("is the public list's first request, in English: the list asks only once", async () => {
    const { sent } = server();
    prefetchFirstData("/", "en-US", queryClient);
    expect(lists(sent)).toHaveLength(1);
    renderWith(<PublicStories />, signedOut, queryClient);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(lists(sent)).toHaveLength(1);
    expect(lists(sent)[0]?.query.get("lang")).toBe("en-US");
  });

  it("is the list in French for a French interface", async () => {
    await activateLocale("fr-FR");
    const { sent } = server();
    prefetchFirstData("/browse-stories", "fr-FR", queryClient);
    renderWith(<PublicStories />, signedOut, queryClient);
    await screen.findByRole("heading", { name: "Story 101" });
    expect(lists(sent).map((request) => request.query.get("lang"))).toEqual(["fr-FR"]);
  });

  it("is the story the player asks for, its slug encoded the same way", async () => {
    const slug = "la-chouette-et-l-été";
    const { sent } = server(slug);
    prefetchFirstData(`/story/${encodeURIComponent(slug)}`, "en-US", queryClient);
    renderRoutes(<AppRoutes />, `/story/${encodeURIComponent(slug)}`, signedOut, queryClient);
    await screen.findByRole("heading", { level: 1, name: "The owl's lantern" });
    expect(sent.map((request) => request.path)).toEqual([`/api/stories/slug/${encodeURIComponent(slug)}`]);
  });

  it("is asked again by a screen that comes once it is stale (the player's 10 s)", async () => {
    const slug = "the-owl";
    const { sent } = server(slug);
    const start = Date.now();
    prefetchFirstData(`/story/${slug}`, "en-US", queryClient);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.storyView(slug))).toBeTruthy());
    vi.spyOn(Date, "now").mockReturnValue(start + 11_000);
    renderRoutes(<AppRoutes />, `/story/${slug}`, signedOut, queryClient);
    await screen.findByRole("heading", { level: 1, name: "The owl's lantern" });
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it("asks for nothing on other screens or for a story id", () => {
    const { sent } = server();
    prefetchFirstData("/login", "en-US", queryClient);
    prefetchFirstData(`/story/${STORY_ID}`, "en-US", queryClient);
    expect(sent).toEqual([]);
  });
});

describe("the first screen's data carried by the page (put there by the Worker)", () => {
  function carry(path: string, body: unknown) {
    const element = document.createElement("script");
    element.type = "application/json";
    element.id = "first-data";
    // As the Worker writes it: "<" escaped, which JSON.parse reads back.
    element.textContent = JSON.stringify({ path, body }).replace(/</g, "\\u003c");
    document.body.append(element);
  }
  afterEach(() => {
    document.getElementById("first-data")?.remove();
    localStorage.clear();
  });

  it("is the public list's first page: the list shows it without asking the server", async () => {
    const { sent } = server();
    carry("/api/stories/public?lang=en-US", { success: true, stories: storyCards(201, 2, { title: "<b>Carried</b>" }) });
    prefetchFirstData("/", "en-US", queryClient);
    renderWith(<PublicStories />, signedOut, queryClient);
    // Drawn by the first render itself (the cache was filled before it), not by a later update.
    expect(screen.getAllByRole("heading", { name: "<b>Carried</b>" })).toHaveLength(2);
    expect(lists(sent)).toHaveLength(0);
    // Read once: the element is gone, so a later visit of the page's screens asks the server.
    expect(document.getElementById("first-data")).toBeNull();
  });

  it("is the player's story, for a visitor", async () => {
    const slug = "l-été";
    const { sent } = server();
    carry(`/api/stories/slug/${encodeURIComponent(slug)}`, { story: story(slug), userFeedback: null });
    prefetchFirstData(`/story/${encodeURIComponent(slug)}`, "en-US", queryClient);
    renderRoutes(<AppRoutes />, `/story/${encodeURIComponent(slug)}`, signedOut, queryClient);
    await screen.findByRole("heading", { level: 1, name: "The owl's lantern" });
    expect(sent).toEqual([]);
  });

  it("is not used for another language than the interface's, nor for a signed-in reader", async () => {
    const { sent } = server();
    carry("/api/stories/public?lang=fr-FR", { success: true, stories: storyCards(301, 1) });
    prefetchFirstData("/", "en-US", queryClient);
    renderWith(<PublicStories />, signedOut, queryClient);
    await screen.findByRole("heading", { name: "Story 1" });
    expect(lists(sent).map((request) => request.query.get("lang"))).toEqual(["en-US"]);

    // A signed-in reader's first visit: nothing cached yet.
    queryClient = testQueryClient();
    localStorage.setItem("fabulo.token", "a.b.c");
    carry("/api/stories/public?lang=en-US", { success: true, stories: storyCards(401, 1) });
    prefetchFirstData("/browse-stories", "en-US", queryClient);
    expect(lists(sent)).toHaveLength(2);
  });
});
