import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CARD_IMAGE_SIZES, PLAYER_IMAGE_SIZES } from "../../shared/image-sources";
import type { ImageSource, StoryJson } from "../../shared/story-json";
import { AppRoutes } from "../../src/app/routes";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { renderRoutes } from "./render";
import { renderWith, signedOut, storyCard, stubServer } from "./stories-helpers";
import { CHAPTERS } from "../../shared/enums";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const sourcesOf = (base: string): ImageSource[] => [
  { url: `${base}-480.webp`, width: 480, height: 320, type: "image/webp" },
  { url: `${base}-960.webp`, width: 960, height: 640, type: "image/webp" },
];

describe("story cards' pictures", () => {
  const cards = [
    storyCard(1, { coverImage: "/media/stories/1/cover.png", coverImageSources: sourcesOf("/media/stories/1/cover") }),
    storyCard(2, { coverImage: "/media/stories/2/cover.png", coverImageSources: sourcesOf("/media/stories/2/cover") }),
    // Made before the copies existed: the PNG alone.
    storyCard(3, { coverImage: "/media/stories/3/cover.png", coverImageSources: null }),
  ];

  it("offer the WebP copies by width, the first one at once and first in line, the others lazily", async () => {
    stubServer(() => ({ body: { success: true, stories: cards } }));
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("heading", { name: "Story 1" });
    const [first, second, third] = ["Story 1", "Story 2", "Story 3"].map((name) => screen.getByRole("img", { name }));

    expect(first!.getAttribute("srcset")).toBe("/media/stories/1/cover-480.webp 480w, /media/stories/1/cover-960.webp 960w");
    expect(first!.getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
    expect(first!.getAttribute("src")).toBe("/media/stories/1/cover.png");
    expect([first!.getAttribute("width"), first!.getAttribute("height")]).toEqual(["480", "320"]);
    expect(first!.getAttribute("fetchpriority")).toBe("high");
    expect(first!.getAttribute("loading")).toBe("eager");
    // Held back until the first is shown: neither a src nor a srcset to fetch.
    expect(second!.hasAttribute("src") || second!.hasAttribute("srcset")).toBe(false);

    fireEvent.load(first!);
    await waitFor(() => expect(second!.getAttribute("srcset")).toBe("/media/stories/2/cover-480.webp 480w, /media/stories/2/cover-960.webp 960w"));
    expect(second!.getAttribute("loading")).toBe("lazy");
    expect(second!.hasAttribute("fetchpriority")).toBe(false);
    // No copies yet: the PNG, with no srcset, still sized.
    expect(third!.getAttribute("src")).toBe("/media/stories/3/cover.png");
    expect(third!.hasAttribute("srcset")).toBe(false);
    expect(third!.getAttribute("width")).toBe("400");
    expect(third!.getAttribute("loading")).toBe("lazy");
  });
});

describe("the player's pictures", () => {
  const byChapter = <T,>(pick: (chapter: (typeof CHAPTERS)[number]) => T) =>
    Object.fromEntries(CHAPTERS.map((chapter) => [chapter, pick(chapter)])) as Record<(typeof CHAPTERS)[number], T>;
  const story = (withCopies: boolean): StoryJson => ({
    ...storyCard(7, { slug: "the-fox" }),
    title: "The fox",
    userFeedbackText: null,
    images: byChapter((chapter) => `/media/stories/7/${chapter.toLowerCase()}.png`),
    imageSources: byChapter((chapter) => (withCopies && chapter !== "buildUp" ? sourcesOf(`/media/stories/7/${chapter.toLowerCase()}`) : null)),
    audio: byChapter((chapter) => `/media/stories/7/${chapter.toLowerCase()}.mp3`),
    narrative: byChapter((chapter) => `The ${chapter}.`),
    wordTimings: byChapter(() => null),
  });
  const illustration = () => screen.getByRole("button", { name: /^Show the illustration of chapter/ }).querySelector("img")!;

  it("shows each chapter's picture from its WebP copies at the player's size, the PNG where there are none", async () => {
    stubServer(() => ({ body: { story: story(true), userFeedback: null } }));
    renderRoutes(<AppRoutes />, "/story/the-fox", signedOut);
    await screen.findByRole("heading", { level: 1, name: "The fox" });
    const opening = illustration();
    expect(opening.getAttribute("srcset")).toBe("/media/stories/7/opening-480.webp 480w, /media/stories/7/opening-960.webp 960w");
    expect(opening.getAttribute("sizes")).toBe(PLAYER_IMAGE_SIZES);
    expect(opening.getAttribute("src")).toBe("/media/stories/7/opening.png");
    expect(opening.getAttribute("fetchpriority")).toBe("high");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(illustration().getAttribute("src")).toBe("/media/stories/7/buildup.png"));
    expect(illustration().hasAttribute("srcset")).toBe(false);
  });
});
