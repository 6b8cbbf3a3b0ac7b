import { onlineManager, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, isRetryable } from "../../src/app/query-client";
import { sessionAtom } from "../../src/features/session/session";
import { FavouriteStories } from "../../src/features/stories/FavouriteStories";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { useFeedbackSent, useReactionSaved } from "../../src/features/stories/stories-queries";
import { ApiRequestError } from "../../src/shared/api/client";
import { queryKeys } from "../../src/shared/api/query-keys";
import { renderWith, signedIn, signedOut, storyCard, stubServer } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

const failure = (status: number) => new ApiRequestError(status, { message: "Failed" });

describe("the query client", () => {
  it("retries loads that found no server or a failing one, never a refusal", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(failure(500))).toBe(true);
    expect(isRetryable(failure(503))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 429]) expect(isRetryable(failure(status))).toBe(false);
  });

  it("retries at most twice, and mutations not at all", () => {
    const defaults = createQueryClient().getDefaultOptions();
    const retry = defaults.queries?.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, failure(502))).toBe(true);
    expect(retry(1, failure(502))).toBe(true);
    expect(retry(2, failure(502))).toBe(false);
    expect(retry(0, failure(404))).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("sends a mutation offline too, so its failure shows instead of a pending that never ends", async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const send = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    const { result } = renderHook(() => useMutation({ mutationFn: send }), { wrapper });
    onlineManager.setOnline(false);
    try {
      act(() => result.current.mutate());
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(send).toHaveBeenCalledOnce();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe("cached server data", () => {
  it("is asked again when the account changes (a reader's reactions are theirs)", async () => {
    const server = stubServer((sent) =>
      sent.path === "/api/stories/public" ? { body: { success: true, stories: [storyCard(1)] } } : { status: 404, body: { message: "Not found" } },
    );
    const { store } = renderWith(<PublicStories />, signedIn());
    await screen.findByRole("heading", { name: "Story 1" });
    const lists = () => server.sent.filter((sent) => sent.path === "/api/stories/public");
    expect(lists()).toHaveLength(1);
    act(() => store.set(sessionAtom, signedOut));
    await waitFor(() => expect(lists()).toHaveLength(2));
    await screen.findByRole("heading", { name: "Story 1" });
  });

  it("keeps a story's counts the same in every list that shows it", async () => {
    const shared = storyCard(7, { userReaction: "like", likes: 3 });
    stubServer((sent) => {
      if (sent.path === "/api/stories/public") return { body: { success: true, stories: [shared] } };
      if (sent.path === "/api/stories/liked-stories") return { body: { stories: [shared], totalPages: 1 } };
      if (sent.path.endsWith("/react")) return { body: { likes: 2, dislikes: 0, userReaction: null } };
      return { status: 404, body: { message: "Not found" } };
    });
    renderWith(
      <>
        <section aria-label="Public">
          <PublicStories />
        </section>
        <section aria-label="Favourites">
          <FavouriteStories />
        </section>
      </>,
      signedIn(),
    );
    const publicList = screen.getByRole("region", { name: "Public" });
    const favourites = screen.getByRole("region", { name: "Favourites" });
    await within(favourites).findByRole("button", { name: "Like: 3" });
    await userEvent.click(await within(publicList).findByRole("button", { name: "Like: 3" }));
    // Unliked in the public list: the favourites card shows it too, and stays (an unlike can be undone there).
    await within(favourites).findByRole("button", { name: "Like: 2" });
    expect(within(favourites).getByRole("button", { name: "Like: 2" }).getAttribute("aria-pressed")).toBe("false");
  });
});

describe("the player's copy of a story", () => {
  function hooks() {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ reactionSaved: useReactionSaved(), feedbackSent: useFeedbackSent() }), { wrapper });
    queryClient.setQueryData(queryKeys.storyView("the-owl"), { kind: "redirect", slug: "x" });
    const stale = () => queryClient.getQueryState(queryKeys.storyView("the-owl"))?.isInvalidated;
    return { result, stale };
  }

  it("is asked again at the next visit after the reader reacts", () => {
    const { result, stale } = hooks();
    expect(stale()).toBe(false);
    act(() => result.current.reactionSaved("aaaaaaaaaaaaaaaaaaaaaaaa"));
    expect(stale()).toBe(true);
  });

  it("is asked again at the next visit after the reader sends feedback", () => {
    const { result, stale } = hooks();
    act(() => result.current.feedbackSent("aaaaaaaaaaaaaaaaaaaaaaaa"));
    expect(stale()).toBe(true);
  });
});
