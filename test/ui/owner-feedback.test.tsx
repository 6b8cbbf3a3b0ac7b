import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FeedbackJson } from "../../shared/story-json";
import { MyStoriesSection } from "../../src/features/my-stories/MyStoriesSection";
import { activateLocale, loadScreenMessages } from "../../src/i18n/locale";
import { makeStory, renderSection } from "./my-stories-helpers";
import { mockServer, type Answer, type Handler, type Sent } from "./server-stub";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;

/** `n` feedbacks, newest first, one hour apart; every third without a reaction. */
function feedbacks(n: number): FeedbackJson[] {
  return Array.from({ length: n }, (_, i) => ({
    _id: `f${i}`.padEnd(24, "0"),
    userId: { _id: `u${i}`.padEnd(24, "0"), name: `Reader ${i + 1}` },
    reaction: i % 3 === 2 ? null : i % 2 === 0 ? "like" : "dislike",
    feedbackText: `Message ${i + 1}`,
    createdAt: new Date(Date.now() - (i + 1) * HOUR).toISOString(),
  }));
}

/** GET /feedbacks served from a list, 5 a page, pages counted from 1 (as the Worker does). */
const feedbackPages = (all: FeedbackJson[]) => (call: Sent): Answer => {
  const page = Number(call.query.get("page"));
  const limit = Number(call.query.get("limit"));
  return { body: { feedbacks: all.slice((page - 1) * limit, page * limit), totalFeedbacks: all.length } };
};

function setup(feedbackHandler: Handler, story = makeStory({ title: "The moon cat", isPublic: true, likes: 1, feedbackCount: 1 })) {
  const server = mockServer({
    "GET /api/stories/my-stories": { body: { stories: [story, makeStory({ title: "A secret", isPublic: false })], totalPages: 1 } },
    [`GET /api/stories/${story._id}/summary`]: { body: { likes: 4, dislikes: 2, feedbackCount: 12 } },
    [`GET /api/stories/${story._id}/feedbacks`]: feedbackHandler,
  });
  renderSection(<MyStoriesSection />);
  return { ...server, story };
}

const items = (dialog: HTMLElement) => within(dialog).queryAllByRole("listitem").map((item) => item.textContent);

describe("feedback on the owner's public stories", () => {
  it("shows a public story's counts from /summary, and nothing on a private one", async () => {
    const { callsTo, story } = setup(feedbackPages([]));
    const card = await screen.findByRole("article", { name: "The moon cat" });
    await within(card).findByText("4 likes");
    expect(within(card).getByText("2 dislikes")).toBeTruthy();
    expect(within(card).getByText("12 feedback messages")).toBeTruthy();
    expect(callsTo(`GET /api/stories/${story._id}/summary`)).toHaveLength(1);
    const secret = screen.getByRole("article", { name: "A secret" });
    expect(within(secret).queryByText(/likes?$/)).toBeNull();
    expect(within(secret).queryByRole("button", { name: /feedback/i })).toBeNull();
    // Icons are drawings, hidden from screen readers: the words above are what is read.
    for (const svg of card.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });

  it("opens a dialog paging the feedback by 5, newest first, with name, reaction, text and age", async () => {
    const all = feedbacks(12);
    const { callsTo, story } = setup(feedbackPages(all));
    const events = userEvent.setup();
    const card = await screen.findByRole("article", { name: "The moon cat" });
    await events.click(within(card).getByRole("button", { name: "Readers’ feedback on “The moon cat”" }));
    const dialog = await screen.findByRole("dialog", { name: "Readers’ feedback on “The moon cat”" });
    await waitFor(() => expect(items(dialog)).toHaveLength(5));
    expect(items(dialog)[0]).toBe("Reader 1Liked it1 hour agoMessage 1");
    expect(items(dialog)[1]).toBe("Reader 2Did not like it2 hours agoMessage 2");
    expect(items(dialog)[2]).toBe("Reader 33 hours agoMessage 3");
    expect(within(dialog).getByText("Page 1 of 3")).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Newer" }) as HTMLButtonElement).disabled).toBe(true);

    await events.click(within(dialog).getByRole("button", { name: "Older" }));
    await waitFor(() => expect(items(dialog)[0]).toContain("Message 6"));
    await events.click(within(dialog).getByRole("button", { name: "Older" }));
    await waitFor(() => expect(items(dialog)).toEqual([expect.stringContaining("Message 11"), expect.stringContaining("Message 12")]));
    expect((within(dialog).getByRole("button", { name: "Older" }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      callsTo(`GET /api/stories/${story._id}/feedbacks`).map((call) => [call.query.get("page"), call.query.get("limit")]),
    ).toEqual([
      ["1", "5"],
      ["2", "5"],
      ["3", "5"],
    ]);

    await events.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says when there is no feedback yet", async () => {
    setup(feedbackPages([]));
    const events = userEvent.setup();
    const card = await screen.findByRole("article", { name: "The moon cat" });
    await events.click(within(card).getByRole("button", { name: /Readers’ feedback/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No feedback yet. Readers can leave a message after playing your story.")).toBeTruthy();
    expect(within(dialog).queryByRole("navigation")).toBeNull();
  });

  it("shows an error with a retry when the feedback cannot be loaded", async () => {
    let fail = true;
    const all = feedbacks(2);
    setup((call) => (fail ? { status: 500, body: { message: "Internal error" } } : feedbackPages(all)(call)));
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: /Readers’ feedback/ }));
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The feedback could not be loaded.");
    fail = false;
    await events.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(items(dialog)).toHaveLength(2));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("speaks French", async () => {
    await activateLocale("fr-FR");
    await loadScreenMessages();
    setup(feedbackPages(feedbacks(1)));
    const events = userEvent.setup();
    const card = await screen.findByRole("article", { name: "The moon cat" });
    expect(await within(card).findByText("4 j’aime")).toBeTruthy();
    await events.click(within(card).getByRole("button", { name: "Avis des lecteurs sur « The moon cat »" }));
    const dialog = await screen.findByRole("dialog", { name: "Avis des lecteurs sur « The moon cat »" });
    await waitFor(() => expect(items(dialog)).toEqual(["Reader 1A aiméil y a 1 heureMessage 1"]));
  });
});
