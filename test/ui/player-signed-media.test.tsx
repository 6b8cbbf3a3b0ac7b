import { act, fireEvent, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { refreshDelay } from "../../src/features/player/signed-media";
import { queryKeys } from "../../src/shared/api/query-keys";
import type { Reader } from "../../shared/recordings";
import type { StoryJson } from "../../shared/story-json";
import { audio, closeSettings, makeStory, mockServer, openPlayer, openSettings, resetAfterEachPlayerTest, SLUG } from "./player-helpers";

/**
 * Issue 39: a family's recordings reach the player as signed addresses that expire within minutes
 * (worker/stories/media-addresses.ts). The player asks for the story again before they do, and a voice
 * that is playing is not cut by the fresh signature; one whose address has expired carries on from
 * where it was with the fresh one.
 */

const NOW = Date.UTC(2026, 5, 1, 20, 0, 0);
const signed = (path: string, expiresMs: number, signature: string) => `${path}?expires=${expiresMs / 1000}&signature=${signature}`;
const TAKE = "/media/stories/bbbbbbbbbbbbbbbbbbbbbbbb/readers/cccccccccccccccccccccccc/1-0123456789abcdef01234567.webm";

function grandma(address: string): Reader {
  return {
    _id: "cccccccccccccccccccccccc",
    name: "Grandma",
    shared: true,
    chapters: [{ chapter: 1, audio: address, mimeType: "audio/webm", durationMs: 60_000, wordTimings: null }],
  };
}

/** The server's answer changes as the test goes: each lookup gets the current story. */
function serveChanging(initial: StoryJson) {
  let story = initial;
  const calls = mockServer({ [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story, userFeedback: null } }) });
  return {
    calls,
    lookups: () => calls.filter((call) => call.path === `/api/stories/slug/${SLUG}`).length,
    answerWith: (next: StoryJson) => {
      story = next;
    },
  };
}

resetAfterEachPlayerTest();
beforeEach(() => localStorage.clear());

describe("when the story is asked for again", () => {
  it("two minutes before its first signed address expires; never for a story with none", () => {
    const expires = NOW + 12 * 60_000;
    expect(refreshDelay(makeStory({ readers: [grandma(signed(TAKE, expires, "a"))] }), NOW)).toBe(10 * 60_000);
    expect(refreshDelay(makeStory({ images: { ...makeStory().images, closing: signed("/media/x.png", NOW + 5 * 60_000, "b") } }), NOW)).toBe(3 * 60_000);
    expect(refreshDelay(makeStory(), NOW)).toBe(false);
    // Already expired (a copy saved for offline, a clock far off): soon, but not in a loop.
    expect(refreshDelay(makeStory({ readers: [grandma(signed(TAKE, NOW - 60_000, "c"))] }), NOW)).toBe(30_000);
  });

  it("the player's lookup schedules it from the story it got", async () => {
    // Whole seconds, as the server signs; the player reads the clock a little later, so at most 10 minutes.
    const expires = Math.floor(Date.now() / 1000) * 1000 + 12 * 60_000;
    serveChanging(makeStory({ readers: [grandma(signed(TAKE, expires, "a"))] }));
    const { queryClient } = await openPlayer();
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.storyView(SLUG) })!;
    const interval = query.observers[0]!.options.refetchInterval as (q: typeof query) => number | false;
    const delay = interval(query) as number;
    expect(delay).toBeGreaterThan(9 * 60_000);
    expect(delay).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe("Grandma's voice across a fresh signature", () => {
  async function playGrandma() {
    const server = serveChanging(makeStory({ readers: [grandma(signed(TAKE, NOW + 10 * 60_000, "first"))] }));
    const rendered = await openPlayer();
    await userEvent.selectOptions(within(openSettings()).getByRole("combobox", { name: "Voice" }), "Grandma");
    closeSettings();
    await waitFor(() => expect(audio().getAttribute("src")).toBe(signed(TAKE, NOW + 10 * 60_000, "first")));
    return { ...server, ...rendered };
  }

  async function askAgain(queryClient: Awaited<ReturnType<typeof openPlayer>>["queryClient"]) {
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.storyView(SLUG) }));
  }

  it("keeps playing the address it started with while it is the same file", async () => {
    const { answerWith, queryClient, lookups } = await playGrandma();
    const before = lookups();
    answerWith(makeStory({ readers: [grandma(signed(TAKE, NOW + 15 * 60_000, "second"))] }));
    await askAgain(queryClient);
    expect(lookups()).toBe(before + 1);
    expect(audio().getAttribute("src")).toBe(signed(TAKE, NOW + 10 * 60_000, "first"));
  });

  it("when its address has expired, takes the fresh one from where it was, still playing", async () => {
    const { answerWith, queryClient } = await playGrandma();
    answerWith(makeStory({ readers: [grandma(signed(TAKE, NOW + 15 * 60_000, "second"))] }));
    await askAgain(queryClient);
    const play = vi.spyOn(audio(), "play").mockResolvedValue(undefined);
    Object.defineProperty(audio(), "paused", { configurable: true, value: false });
    act(() => {
      audio().currentTime = 42;
      fireEvent(audio(), new Event("error"));
    });
    expect(audio().getAttribute("src")).toBe(signed(TAKE, NOW + 15 * 60_000, "second"));
    act(() => {
      audio().currentTime = 0;
      fireEvent(audio(), new Event("loadedmetadata"));
    });
    expect(audio().currentTime).toBe(42);
    expect(play).toHaveBeenCalled();
  });

  it("when it failed before a fresh one came, takes the fresh one as soon as it comes", async () => {
    const { answerWith, queryClient } = await playGrandma();
    act(() => {
      audio().currentTime = 12;
      fireEvent(audio(), new Event("error"));
    });
    expect(audio().getAttribute("src")).toBe(signed(TAKE, NOW + 10 * 60_000, "first"));
    answerWith(makeStory({ readers: [grandma(signed(TAKE, NOW + 15 * 60_000, "second"))] }));
    await askAgain(queryClient);
    expect(audio().getAttribute("src")).toBe(signed(TAKE, NOW + 15 * 60_000, "second"));
    act(() => {
      fireEvent(audio(), new Event("loadedmetadata"));
    });
    expect(audio().currentTime).toBe(12);
  });

  it("takes a new take at once: another file is not a fresher signature", async () => {
    const { answerWith, queryClient } = await playGrandma();
    const newTake = TAKE.replace("0123456789abcdef01234567", "fedcba9876543210fedcba98");
    answerWith(makeStory({ readers: [grandma(signed(newTake, NOW + 15 * 60_000, "third"))] }));
    await askAgain(queryClient);
    expect(audio().getAttribute("src")).toBe(signed(newTake, NOW + 15 * 60_000, "third"));
  });
});
