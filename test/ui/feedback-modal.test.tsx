import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reaction } from "../../shared/enums";
import { FeedbackForm } from "../../src/features/stories/FeedbackForm";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { renderWith, signedIn, signedOut, storyCard, stubServer, type Answer } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

const STORY = storyCard(9, { likes: 3, dislikes: 1, feedbackCount: 2 });
const FEEDBACK_PATH = `/api/stories/${STORY._id}/feedbacks`;
const REACT_PATH = `/api/stories/${STORY._id}/react`;

function feedbackServer(feedbackAnswer: Answer = { status: 201, body: { feedback: {} } }) {
  const state = { likes: STORY.likes, dislikes: STORY.dislikes, userReaction: null as Reaction | null };
  const server = stubServer((sent) => {
    if (sent.path === "/api/stories/public") return { body: { success: true, stories: [STORY] } };
    if (sent.path === FEEDBACK_PATH && sent.method === "POST") return feedbackAnswer;
    if (sent.path === REACT_PATH && sent.method === "POST") {
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
  return { server, state };
}

async function openFeedback() {
  await userEvent.click(await screen.findByRole("button", { name: "Give feedback: 2" }));
  return screen.findByRole("dialog", { name: "Feedback on “Story 9”" });
}

const sentTo = (sent: { path: string }[], path: string) => sent.filter((request) => request.path === path);

describe("feedback from a story card", () => {
  it("refuses a blank message and one over 500 characters without sending anything", async () => {
    const { server } = feedbackServer();
    renderWith(<PublicStories />, signedIn());
    const dialog = await openFeedback();
    const message = within(dialog).getByLabelText("Your message");

    await userEvent.type(message, "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please write a message.");

    fireEvent.change(message, { target: { value: "a".repeat(501) } });
    expect(within(dialog).getByText("501 / 500 characters")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Your message can be at most 500 characters.");
    expect(sentTo(server.sent, FEEDBACK_PATH)).toHaveLength(0);
    expect(sentTo(server.sent, REACT_PATH)).toHaveLength(0);

    fireEvent.change(message, { target: { value: "a".repeat(500) } });
    expect(within(dialog).getByText("500 / 500 characters")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sentTo(server.sent, FEEDBACK_PATH)).toHaveLength(1));
  });

  it("sends the reaction chosen, then the trimmed message, and updates the card", async () => {
    const { server } = feedbackServer();
    renderWith(<PublicStories />, signedIn());
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole("button", { name: "I liked it" }));
    await userEvent.type(within(dialog).getByLabelText("Your message"), "  Lovely dragon!  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    expect((await screen.findByRole("status")).textContent).toBe("Thank you for your feedback!");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent.filter((sent) => sent.method === "POST").map((sent) => [sent.path, sent.body])).toEqual([
      [REACT_PATH, { reaction: "like" }],
      [FEEDBACK_PATH, { feedbackText: "Lovely dragon!" }],
    ]);
    expect(screen.getByRole("button", { name: "Give feedback: 3" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like: 4" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the feedback error when sending fails, and keeps the message", async () => {
    feedbackServer({ status: 500, body: { message: "Internal server error" } });
    renderWith(<PublicStories />, signedIn());
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByLabelText("Your message"), "Great story");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Your feedback could not be sent. Please try again.",
    );
    expect((within(dialog).getByLabelText("Your message") as HTMLTextAreaElement).value).toBe("Great story");
    expect(screen.getByRole("button", { name: "Give feedback: 2" })).toBeTruthy();
  });

  it("says when feedback was already left on the story", async () => {
    feedbackServer({ status: 409, body: { message: "You have already left feedback on this story" } });
    renderWith(<PublicStories />, signedIn());
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByLabelText("Your message"), "Again");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "You have already left feedback on this story.",
    );
  });

  it("asks visitors to log in instead of opening the form", async () => {
    const { server } = feedbackServer();
    renderWith(<PublicStories />, signedOut);
    await userEvent.click(await screen.findByRole("button", { name: "Give feedback: 2" }));
    expect(await screen.findByRole("dialog", { name: "Sign in required" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: /Feedback on/ })).toBeNull();
    expect(server.sent.some((sent) => sent.method === "POST")).toBe(false);
  });

  it("is not offered on the user's own story", async () => {
    feedbackServer();
    renderWith(<PublicStories />, signedIn({ _id: STORY.user }));
    await screen.findByRole("heading", { name: "Story 9" });
    expect(screen.queryByRole("button", { name: /Give feedback/ })).toBeNull();
  });
});

describe("FeedbackForm on its own (as the player uses it)", () => {
  it("sets a reaction it did not know about without undoing it", async () => {
    const { server, state } = feedbackServer();
    state.userReaction = "dislike";
    state.dislikes = 2;
    const onSent = vi.fn();
    renderWith(<FeedbackForm storyId={STORY._id} onSent={onSent} />, signedIn());
    await userEvent.click(screen.getByRole("button", { name: "I didn't like it" }));
    await userEvent.type(screen.getByLabelText("Your message"), "Too scary");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    // The first toggle removed the existing dislike; the form set it again before sending.
    expect(state.userReaction).toBe("dislike");
    expect(sentTo(server.sent, REACT_PATH)).toHaveLength(2);
    expect(sentTo(server.sent, FEEDBACK_PATH)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
