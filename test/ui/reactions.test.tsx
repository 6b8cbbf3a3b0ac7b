import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reaction } from "../../shared/enums";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { renderWith, signedIn, signedOut, storyCard, stubServer, type Answer } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

const STORY = storyCard(7, { likes: 4, dislikes: 2 });
const REACT_PATH = `/api/stories/${STORY._id}/react`;

/**
 * The list endpoint plus a react endpoint that toggles like the server does.
 * Reaction answers wait for `release` so the optimistic counts can be seen.
 */
function reactionServer(options: { fail?: Answer; failFrom?: number } = {}) {
  let calls = 0;
  const state = { likes: STORY.likes, dislikes: STORY.dislikes, userReaction: null as Reaction | null };
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise((resolve) => (release = resolve));
  };
  const server = stubServer(async (sent) => {
    if (sent.path === "/api/stories/public") return { body: { success: true, stories: [STORY] } };
    if (sent.path === REACT_PATH && sent.method === "POST") {
      await gate;
      calls += 1;
      // The fail answer from the failFrom-th reaction on (the first by default).
      if (options.fail && calls >= (options.failFrom ?? 1)) return options.fail;
      const { reaction } = sent.body as { reaction: Reaction };
      if (state.userReaction === "like") state.likes -= 1;
      if (state.userReaction === "dislike") state.dislikes -= 1;
      state.userReaction = state.userReaction === reaction ? null : reaction;
      if (state.userReaction === "like") state.likes += 1;
      if (state.userReaction === "dislike") state.dislikes += 1;
      return { body: { ...state } };
    }
    return { status: 404, body: { message: "Not found" } };
  });
  return { server, hold, release: () => release() };
}

const likeButton = () => screen.getByRole("button", { name: /^Like: / });
const dislikeButton = () => screen.getByRole("button", { name: /^Dislike: / });
const pressed = (button: HTMLElement) => button.getAttribute("aria-pressed");
const idle = () => waitFor(() => expect(likeButton().getAttribute("aria-busy")).toBeNull());

describe("like and dislike", () => {
  it("count at once, then keep the server's counts", async () => {
    const { server, hold, release } = reactionServer();
    renderWith(<PublicStories />, signedIn());
    await screen.findByRole("button", { name: "Like: 4" });
    hold();
    await userEvent.click(likeButton());
    // Before the server has answered.
    expect(likeButton().getAttribute("aria-label")).toBe("Like: 5");
    expect(pressed(likeButton())).toBe("true");
    release();
    await idle();
    expect(likeButton().getAttribute("aria-label")).toBe("Like: 5");
    expect(server.sent.filter((sent) => sent.path === REACT_PATH).map((sent) => sent.body)).toEqual([
      { reaction: "like" },
    ]);
  });

  it("switching reaction takes the previous one off, and the same one again removes it", async () => {
    const { server } = reactionServer();
    renderWith(<PublicStories />, signedIn());
    await screen.findByRole("button", { name: "Like: 4" });

    await userEvent.click(likeButton());
    await idle();
    expect([likeButton().getAttribute("aria-label"), dislikeButton().getAttribute("aria-label")]).toEqual([
      "Like: 5",
      "Dislike: 2",
    ]);

    await userEvent.click(dislikeButton());
    expect([likeButton().getAttribute("aria-label"), dislikeButton().getAttribute("aria-label")]).toEqual([
      "Like: 4",
      "Dislike: 3",
    ]);
    expect([pressed(likeButton()), pressed(dislikeButton())]).toEqual(["false", "true"]);
    await idle();

    await userEvent.click(dislikeButton());
    expect(dislikeButton().getAttribute("aria-label")).toBe("Dislike: 2");
    expect([pressed(likeButton()), pressed(dislikeButton())]).toEqual(["false", "false"]);
    await idle();
    expect(likeButton().getAttribute("aria-label")).toBe("Like: 4");
    expect(server.sent.filter((sent) => sent.path === REACT_PATH).map((sent) => sent.body)).toEqual([
      { reaction: "like" },
      { reaction: "dislike" },
      { reaction: "dislike" },
    ]);
  });

  it("keeps quick presses in order instead of dropping them", async () => {
    const { server, hold, release } = reactionServer();
    renderWith(<PublicStories />, signedIn());
    await screen.findByRole("button", { name: "Like: 4" });
    hold();
    await userEvent.click(likeButton());
    // Pressed again before the first answer: shown at once, sent after it.
    await userEvent.click(dislikeButton());
    expect([likeButton().getAttribute("aria-label"), dislikeButton().getAttribute("aria-label")]).toEqual([
      "Like: 4",
      "Dislike: 3",
    ]);
    expect(server.sent.filter((sent) => sent.path === REACT_PATH)).toHaveLength(1);
    release();
    await idle();
    expect(server.sent.filter((sent) => sent.path === REACT_PATH).map((sent) => sent.body)).toEqual([
      { reaction: "like" },
      { reaction: "dislike" },
    ]);
    expect([pressed(likeButton()), pressed(dislikeButton())]).toEqual(["false", "true"]);
    expect(dislikeButton().getAttribute("aria-label")).toBe("Dislike: 3");
  });

  it("put the counts back and say so when the reaction cannot be saved", async () => {
    const { hold, release } = reactionServer({ fail: { status: 500, body: { message: "Internal server error" } } });
    renderWith(<PublicStories />, signedIn());
    await screen.findByRole("button", { name: "Like: 4" });
    hold();
    await userEvent.click(likeButton());
    expect(likeButton().getAttribute("aria-label")).toBe("Like: 5");
    release();
    expect((await screen.findByRole("alert")).textContent).toBe("Your reaction could not be saved. Please try again.");
    expect(likeButton().getAttribute("aria-label")).toBe("Like: 4");
    expect(pressed(likeButton())).toBe("false");
  });

  it("put the counts back to the last saved press when a queued one cannot be saved", async () => {
    const { hold, release } = reactionServer({ fail: { status: 500, body: { message: "Internal server error" } }, failFrom: 2 });
    renderWith(<PublicStories />, signedIn());
    await screen.findByRole("button", { name: "Like: 4" });
    hold();
    await userEvent.click(likeButton());
    await userEvent.click(dislikeButton());
    expect([likeButton().getAttribute("aria-label"), dislikeButton().getAttribute("aria-label")]).toEqual(["Like: 4", "Dislike: 3"]);
    release();
    expect((await screen.findByRole("alert")).textContent).toBe("Your reaction could not be saved. Please try again.");
    // The like was saved; the dislike after it was not.
    expect([likeButton().getAttribute("aria-label"), dislikeButton().getAttribute("aria-label")]).toEqual(["Like: 5", "Dislike: 2"]);
    expect([pressed(likeButton()), pressed(dislikeButton())]).toEqual(["true", "false"]);
  });

  it("ask visitors to log in, without sending anything", async () => {
    const { server } = reactionServer();
    renderWith(<PublicStories />, signedOut);
    await screen.findByRole("button", { name: "Like: 4" });
    await userEvent.click(likeButton());
    const dialog = await screen.findByRole("dialog", { name: "Sign in required" });
    expect(within(dialog).getByText("You need to be logged in to perform this action")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(likeButton().getAttribute("aria-label")).toBe("Like: 4");
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(dislikeButton());
    expect(await screen.findByRole("dialog", { name: "Sign in required" })).toBeTruthy();
    expect(server.sent.some((sent) => sent.path === REACT_PATH)).toBe(false);
  });
});
