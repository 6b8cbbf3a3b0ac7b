import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import type { Session } from "../../src/features/session/session";
import type { FeedbackJson, StoryJson } from "../../shared/story-json";
import type { StoryWordTimings } from "../../shared/read-along";
import { user } from "./fixtures";
import { renderRoutes } from "./render";

/** The player's test story, its server stub and handles on what it shows (story-player and read-along tests). */
export const STORY_ID = "bbbbbbbbbbbbbbbbbbbbbbbb";
export const OWNER_ID = "aaaaaaaaaaaaaaaaaaaaaaaa";
export const SLUG = "the-brave-little-fox";
import { CHAPTERS } from "../../shared/enums";

export { CHAPTERS };

export const media = (kind: string) =>
  Object.fromEntries(CHAPTERS.map((chapter) => [chapter, `/media/stories/${STORY_ID}/${chapter}.${kind}`])) as Record<
    (typeof CHAPTERS)[number],
    string
  >;

/** A story whose chapters have no word timings yet (as before narration timed them). */
const NO_TIMINGS: StoryWordTimings = { opening: null, buildUp: null, dilemma: null, resolution: null, closing: null };

export function makeStory(
  overrides: Omit<Partial<StoryJson>, "wordTimings"> & { wordTimings?: Partial<StoryWordTimings> } = {},
): StoryJson {
  const { wordTimings, ...rest } = overrides;
  return {
    _id: STORY_ID,
    slug: SLUG,
    title: "The brave little fox",
    description: "A fox learns to share her berries.",
    coverImage: `/media/stories/${STORY_ID}/cover.png`,
    date: "2025-04-01T10:00:00.000Z",
    isPublic: true,
    generatingStatus: "CompletelyGenerated",
    likes: 0,
    dislikes: 0,
    feedbackCount: 0,
    language: "en-US",
    user: OWNER_ID,
    userReaction: null,
    userFeedbackText: null,
    images: media("png"),
    audio: media("mp3"),
    narrative: {
      opening: "Once upon a time, a fox lived in the woods.\n\nShe loved berries more than anything.",
      buildUp: [
        { type: "title", text: "The storm" },
        { type: "plain", text: "Dark clouds rolled over the hill." },
        { type: "dialogue", speaker: "Fox", text: "We must hurry home!" },
      ],
      dilemma: "The fox found one last basket of berries.",
      resolution: "She shared them with the hungry hedgehog.",
      closing: "And they became the best of friends.",
    },
    ...rest,
    wordTimings: { ...NO_TIMINGS, ...wordTimings },
  };
}

interface Reply {
  status?: number;
  body?: unknown;
}
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs the server boundary: "METHOD /path" → reply; anything else is a 404. */
export function mockServer(replies: Record<string, (body: unknown) => Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = String(input);
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler = replies[`${method} ${path}`];
      const reply = handler ? handler(body) : { status: 404, body: { message: "Story not found" } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

export function serveStory(story: StoryJson = makeStory(), userFeedback: FeedbackJson | null = null): Call[] {
  return mockServer({ [`GET /api/stories/slug/${story.slug}`]: () => ({ body: { story, userFeedback } }) });
}

export const visitor: Session = { status: "signedOut", user: null };
export const reader: Session = { status: "signedIn", user };
export const owner: Session = { status: "signedIn", user: { ...user, _id: OWNER_ID } };

export async function openPlayer(session: Session = visitor, path = `/story/${SLUG}`) {
  const rendered = renderRoutes(<AppRoutes />, path, session);
  // The player's chunk loads lazily: on a busy 2-core machine the first render takes more than findBy's 1 s.
  await screen.findByRole("heading", { level: 1, name: "The brave little fox" });
  // The narration's <audio> joins once the player has been painted; the story arrived outside act():
  // let the player's effects (media listeners) run before the test acts.
  await waitFor(() => audio());
  await act(async () => {});
  return rendered;
}

/** The chapter's own heading (an open dialog has an h2 too). */
export const chapterHeading = () => document.querySelector("main .chapter-heading")?.textContent;
export const audio = () => {
  const element = document.querySelector("audio");
  if (!element) throw new Error("no <audio> on the page");
  return element;
};
export const illustration = () => screen.getByRole("button", { name: /^Show the illustration of chapter/ }).querySelector("img");
export const control = (name: string) => screen.getByRole("button", { name });

const SETTINGS = /^(Settings|Réglages)$/;
const SETTINGS_SHEET = /^(Player settings|Réglages de lecture)$/;

/** The player's settings sheet, opened with its one button as a reader does (its options live there). */
export function openSettings(): HTMLElement {
  fireEvent.click(screen.getByRole("button", { name: SETTINGS }));
  return screen.getByRole("dialog", { name: SETTINGS_SHEET });
}

/** Closes the settings sheet with its Close button, back to the player. */
export function closeSettings() {
  fireEvent.click(within(screen.getByRole("dialog", { name: SETTINGS_SHEET })).getByRole("button", { name: /^(Close|Fermer)$/ }));
  expect(screen.queryByRole("dialog", { name: SETTINGS_SHEET })).toBeNull();
}

/** Opens the settings sheet, does `change` in it, and closes it again. */
export function inSettings(change: (sheet: HTMLElement) => void) {
  change(openSettings());
  closeSettings();
}
/** A line of the chapter's text by its whole text (each word is its own element, for the read-along). */
export const line = (text: string) =>
  [...document.querySelectorAll("main .chapter-text > *")].find((element) => element.textContent === text) ?? null;


/** Moves the narration to `seconds` (of `duration`, when given) as the browser reports progress. */
export function playAt(seconds: number, duration?: number) {
  if (duration !== undefined) Object.defineProperty(audio(), "duration", { configurable: true, value: duration });
  act(() => {
    audio().currentTime = seconds;
    fireEvent(audio(), new Event("timeupdate"));
  });
}

/** window.matchMedia answering true for the given media queries only (happy-dom matches none). */
export function stubMediaQueries(...matching: string[]) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Each player test starts from real timers, no spies and no stubbed globals. */
export function resetAfterEachPlayerTest() {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
