import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { StoryCardJson } from "../../shared/story-json";
import type { Session, User } from "../../src/features/session/session";
import { user } from "./fixtures";
import { atRoot, renderRoutes } from "./render";

export { stubServer, type Answer, type Sent } from "./server-stub";

export const signedOut: Session = { status: "signedOut", user: null };
export const signedIn = (overrides: Partial<User> = {}): Session => ({
  status: "signedIn",
  user: { ...user, ...overrides },
});

/** Renders an element at / with the real English catalog and a session. */
export function renderWith(element: ReactNode, session: Session = signedIn(), queryClient?: QueryClient) {
  return renderRoutes(
    atRoot(element, { "/login": "Login page", "/story/:slug": "Story player" }),
    "/",
    session,
    queryClient,
  );
}

/** A public story card as the API lists it; ids are 24 hex digits like the server's. */
export function storyCard(n: number, overrides: Partial<StoryCardJson> = {}): StoryCardJson {
  return {
    _id: n.toString(16).padStart(24, "0"),
    slug: `story-${n}`,
    title: `Story ${n}`,
    description: `About story ${n}`,
    coverImage: `/media/covers/${n}.webp`,
    date: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    isPublic: true,
    generatingStatus: "CompletelyGenerated",
    likes: 0,
    dislikes: 0,
    feedbackCount: 0,
    language: "en-US",
    user: "aaaaaaaaaaaaaaaaaaaaaaaa",
    userReaction: null,
    ...overrides,
  };
}

/** `count` cards numbered from `first`. */
export const storyCards = (first: number, count: number, overrides: Partial<StoryCardJson> = {}) =>
  Array.from({ length: count }, (_, index) => storyCard(first + index, overrides));
