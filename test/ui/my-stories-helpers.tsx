import type { ReactNode } from "react";
import type { StoryCardJson } from "../../shared/story-json";
import { user } from "./fixtures";
import { atRoot, renderRoutes } from "./render";

/** Renders an element at / (with /profile and /story/:slug beside it) for a signed-in user. */
export function renderSection(element: ReactNode) {
  return renderRoutes(
    atRoot(element, { "/profile": "Profile page", "/story/:slug": "Story player" }),
    "/",
    { status: "signedIn", user },
  );
}

let counter = 0;

/** A finished story card as the API lists it. */
export function makeStory(overrides: Partial<StoryCardJson> = {}): StoryCardJson {
  counter += 1;
  const id = (0xa00000 + counter).toString(16).padStart(24, "0");
  return {
    _id: id,
    slug: `story-${counter}`,
    title: `Story ${counter}`,
    description: "A story",
    coverImage: `/media/covers/${id}.png`,
    date: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    isPublic: false,
    generatingStatus: "CompletelyGenerated",
    likes: 0,
    dislikes: 0,
    feedbackCount: 0,
    language: "en-US",
    user: user._id,
    userReaction: null,
    ...overrides,
  };
}
