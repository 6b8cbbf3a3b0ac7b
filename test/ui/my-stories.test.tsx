import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORY_POLL_MS } from "../../shared/constants";
import { ApiMessage } from "../../shared/messages";
import type { GeneratingStatusName, StoryCardJson } from "../../shared/story-json";
import { CreateStorySection } from "../../src/features/create-story/CreateStorySection";
import { MyStoriesSection } from "../../src/features/my-stories/MyStoriesSection";
import { activateLocale } from "../../src/i18n/locale";
import { makeStory, renderSection } from "./my-stories-helpers";
import { mockServer, type Answer, type Sent } from "./server-stub";

const listing = (pages: StoryCardJson[][]) => (call: Sent): Answer => {
  const page = Number(call.query.get("page") ?? 0);
  return { body: { stories: pages[page] ?? [], totalPages: pages.length } };
};

const card = (title: string) => screen.getByRole("article", { name: title });
const titles = () => screen.queryAllByRole("article").map((article) => within(article).getByRole("heading").textContent);

/**
 * Fake clocks for polling. Testing Library's find/waitFor wait on a (faked)
 * setTimeout, so these tests flush with `advance(0)` and then query directly.
 */
function fakeClock() {
  // Polls are TanStack Query's refetchInterval: setInterval is faked too.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("my stories list", () => {
  it("shows each story with its cover, title, age, public badge and actions", async () => {
    const shy = makeStory({ title: "The shy dragon", slug: "the-shy-dragon" });
    const known = makeStory({ title: "The moon cat", slug: "the-moon-cat", isPublic: true });
    const { callsTo } = mockServer({ "GET /api/stories/my-stories": listing([[shy, known]]) });
    renderSection(<MyStoriesSection />);

    await screen.findByRole("article", { name: "The shy dragon" });
    expect(titles()).toEqual(["The shy dragon", "The moon cat"]);
    expect(callsTo("GET /api/stories/my-stories").map((call) => call.query.get("page"))).toEqual(["0"]);

    const first = card("The shy dragon");
    expect(first.querySelector("img")?.getAttribute("src")).toBe(shy.coverImage);
    expect(within(first).getByText("3 days ago")).toBeTruthy();
    expect(within(first).queryByText("Public")).toBeNull();
    const actions = within(first).getByRole("group", { name: "Actions for The shy dragon" });
    expect(within(actions).getByRole("link", { name: "Play" }).getAttribute("href")).toBe("/story/the-shy-dragon");
    for (const name of ["Make public", "Share", "Download PDF", "Delete"]) {
      expect(within(actions).getByRole("button", { name })).toBeTruthy();
    }

    const second = card("The moon cat");
    expect(within(second).getByText("Public")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Make public" })).toBeNull();
    // No spinner on finished stories: nothing is polled.
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("pages through the stories", async () => {
    const pageOne = Array.from({ length: 12 }, (_, n) => makeStory({ title: `First ${n + 1}` }));
    const pageTwo = [makeStory({ title: "Last one" })];
    const { callsTo } = mockServer({ "GET /api/stories/my-stories": listing([pageOne, pageTwo]) });
    renderSection(<MyStoriesSection />);
    const events = userEvent.setup();

    await screen.findByRole("article", { name: "First 1" });
    const pager = screen.getByRole("navigation", { name: "My stories pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);

    await events.click(within(pager).getByRole("button", { name: "Next" }));
    await screen.findByRole("article", { name: "Last one" });
    expect(titles()).toEqual(["Last one"]);
    expect(within(pager).getByText("Page 2 of 2")).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);

    await events.click(within(pager).getByRole("button", { name: "Previous" }));
    await screen.findByRole("article", { name: "First 1" });
    expect(callsTo("GET /api/stories/my-stories").map((call) => call.query.get("page"))).toEqual(["0", "1", "0"]);
  });

  it("says when there are no stories yet, and when they cannot be loaded", async () => {
    let fail = true;
    mockServer({
      "GET /api/stories/my-stories": () =>
        fail ? { status: 500, body: { message: ApiMessage.internal } } : { body: { stories: [], totalPages: 0 } },
    });
    renderSection(<MyStoriesSection />);
    expect(await screen.findByText("We could not load your stories.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have not created any stories yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create your first story" }).getAttribute("href")).toBe("#create-story");
  });

  it("shows a story just created at the top at once, then asks for the list again (invalidation)", async () => {
    const old = makeStory({ title: "Older story" });
    const created = { _id: "bbbbbbbbbbbbbbbbbbbbbbbb", title: "", coverImage: null, generatingStatus: "Initialized" as const, isPublic: false, date: new Date().toISOString() };
    let afterCreation = false;
    let releaseReload: () => void = () => {};
    const reloaded = new Promise<void>((resolve) => (releaseReload = resolve));
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": () => ({
        body: { stories: afterCreation ? [{ ...makeStory({ title: "" }), ...created }, old] : [old], totalPages: 1 },
      }),
      "GET /api/stories/suggestion": { body: { success: true, suggestion: { suggestions: [] } } },
      "GET /api/users/profiles": { body: { profiles: [] } },
      "POST /api/stories/generate-story": () => {
        afterCreation = true;
        return { status: 201, body: { success: true, story: created } };
      },
    });
    renderSection(
      <>
        <CreateStorySection />
        <MyStoriesSection />
      </>,
    );
    await screen.findByRole("article", { name: "Older story" });
    // The list's reload after the creation waits, to see the card shown before it.
    let reloads = 0;
    const stub = vi.mocked(fetch);
    const answer = stub.getMockImplementation()!;
    stub.mockImplementation(async (input, init) => {
      if (String(input).includes("/api/stories/my-stories")) {
        reloads += 1;
        await reloaded;
      }
      return answer(input, init);
    });

    const events = userEvent.setup();
    await events.type(screen.getByLabelText("Your ideas"), "a dragon{Enter}");
    await events.click(screen.getByRole("button", { name: "Start creating" }));
    await waitFor(() => expect(titles()).toEqual(["Your new story", "Older story"]));
    expect(within(card("Your new story")).getByRole("status").textContent).toBe("Getting ready…");
    await waitFor(() => expect(reloads).toBe(1));
    releaseReload();
    await waitFor(() => expect(callsTo("GET /api/stories/my-stories")).toHaveLength(2));
    await waitFor(() => expect(titles()).toEqual(["Your new story", "Older story"]));
  });
});

describe("publishing and deleting", () => {
  it("makes a story public after confirmation", async () => {
    const story = makeStory({ title: "The shy dragon" });
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`PUT /api/stories/public/${story._id}`]: { body: { story: { ...story, isPublic: true } } },
    });
    renderSection(<MyStoriesSection />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Make public" }));

    const dialog = screen.getByRole("dialog", { name: "Make this story public?" });
    expect(within(dialog).getByText(/Everyone will be able to find and read “The shy dragon”/)).toBeTruthy();
    expect(callsTo(`PUT /api/stories/public/${story._id}`)).toHaveLength(0);
    await events.click(within(dialog).getByRole("button", { name: "Make public" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(`PUT /api/stories/public/${story._id}`)).toHaveLength(1);
    expect(within(card("The shy dragon")).getByText("Public")).toBeTruthy();
    expect(within(card("The shy dragon")).queryByRole("button", { name: "Make public" })).toBeNull();
  });

  it("offers Make public for a partially generated story; a new account's story then says it is in review", async () => {
    const story = makeStory({ title: "Half a story", generatingStatus: "PartiallyGenerated" });
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`PUT /api/stories/public/${story._id}`]: {
        body: { story: { ...story, isPublic: true, review: "waiting", reviewReason: "new-account" } },
      },
    });
    renderSection(<MyStoriesSection />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Make public" }));
    await events.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Make public" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(`PUT /api/stories/public/${story._id}`)).toHaveLength(1);
    const half = card("Half a story");
    expect(within(half).getByText("In review")).toBeTruthy();
    expect(within(half).getByText("A new account’s stories are checked first")).toBeTruthy();
    expect(within(half).queryByText("Public")).toBeNull();
    expect(within(half).queryByRole("button", { name: "Make public" })).toBeNull();
  });

  it("says a declined story is not published and why, without offering to publish it again, in both languages", async () => {
    const declined = makeStory({ title: "The loud drum", isPublic: false, review: "declined", reviewReason: "reported" });
    const waiting = makeStory({ title: "The quiet owl", isPublic: true, review: "waiting", reviewReason: "reported" });
    mockServer({ "GET /api/stories/my-stories": listing([[declined, waiting]]) });
    const { unmount } = renderSection(<MyStoriesSection />);
    const drum = await screen.findByRole("article", { name: "The loud drum" });
    expect(within(drum).getByText("Not published")).toBeTruthy();
    expect(within(drum).getByText("Reported by readers")).toBeTruthy();
    expect(within(drum).queryByRole("button", { name: "Make public" })).toBeNull();
    expect(within(card("The quiet owl")).getByText("In review")).toBeTruthy();
    unmount();

    await activateLocale("fr-FR");
    renderSection(<MyStoriesSection />);
    const tambour = await screen.findByRole("article", { name: "The loud drum" });
    expect(within(tambour).getByText("Non publiée")).toBeTruthy();
    expect(within(tambour).getByText("Signalée par des lecteurs")).toBeTruthy();
    expect(within(card("The quiet owl")).getByText("En vérification")).toBeTruthy();
  });

  it("cancelling the confirmation publishes nothing", async () => {
    const story = makeStory({ title: "The shy dragon" });
    const { callsTo } = mockServer({ "GET /api/stories/my-stories": listing([[story]]) });
    renderSection(<MyStoriesSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Make public" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(`PUT /api/stories/public/${story._id}`)).toHaveLength(0);
  });

  it("deletes a story after an irreversible-deletion confirmation and removes its card", async () => {
    const keep = makeStory({ title: "Keep me" });
    const drop = makeStory({ title: "Drop me" });
    let deleted = false;
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": () => ({ body: { stories: deleted ? [keep] : [keep, drop], totalPages: 1 } }),
      [`DELETE /api/stories/${drop._id}`]: () => {
        deleted = true;
        return { body: { success: true } };
      },
    });
    renderSection(<MyStoriesSection />);
    const events = userEvent.setup();
    await screen.findByRole("article", { name: "Drop me" });
    await events.click(within(card("Drop me")).getByRole("button", { name: "Delete" }));

    const dialog = screen.getByRole("dialog", { name: "Delete this story?" });
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeTruthy();
    await events.click(within(dialog).getByRole("button", { name: "Delete for good" }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "Drop me" })).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(`DELETE /api/stories/${drop._id}`)).toHaveLength(1);
    expect(titles()).toEqual(["Keep me"]);
    expect(screen.getByText("The story has been deleted.")).toBeTruthy();
  });

  it("keeps the card and says so when deleting fails", async () => {
    const story = makeStory({ title: "Stubborn story" });
    mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`DELETE /api/stories/${story._id}`]: { status: 500, body: { message: ApiMessage.internal } },
    });
    renderSection(<MyStoriesSection />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this story?" });
    await events.click(within(dialog).getByRole("button", { name: "Delete for good" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe("The story could not be deleted. Please try again.");
    expect(card("Stubborn story")).toBeTruthy();
  });

  it("shows 'PDF not found' when the PDF does not exist", async () => {
    const story = makeStory({ title: "No PDF yet" });
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`GET /api/stories/${story._id}/pdf-url`]: { status: 404, body: { message: ApiMessage.pdfNotFound } },
    });
    renderSection(<MyStoriesSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    expect((await screen.findByRole("alert")).textContent).toBe("PDF not found");
    expect(callsTo(`GET /api/stories/${story._id}/pdf-url`)).toHaveLength(1);
  });

  it("opens the share dialog with the story's link", async () => {
    const story = makeStory({ title: "Shared story", slug: "shared-story" });
    mockServer({ "GET /api/stories/my-stories": listing([[story]]) });
    renderSection(<MyStoriesSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    const dialog = screen.getByRole("dialog", { name: "Share this story" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Story link").value).toBe(`${location.origin}/story/shared-story`);
  });
});

describe("stories being created", () => {
  const inProgress = (overrides: Partial<StoryCardJson> = {}) =>
    makeStory({ title: "", slug: "", coverImage: null, generatingStatus: "TextGenerating", date: new Date().toISOString(), ...overrides });

  it("shows a spinner and the status, polls every 5 s until final, then loads the cover", async () => {
    fakeClock();
    const story = inProgress();
    const statuses: GeneratingStatusName[] = ["ImageGenerating", "VoiceGenerating", "CompletelyGenerated"];
    const finished = { ...story, title: "The brave cat", slug: "the-brave-cat", coverImage: "/media/cover.png", generatingStatus: "CompletelyGenerated" as const };
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`GET /api/stories/${story._id}/status`]: () => ({ body: { generatingStatus: statuses.shift() } }),
      [`GET /api/stories/cover/${story._id}`]: { body: { story: finished } },
    });
    renderSection(<MyStoriesSection />);
    await advance(0);
    const progress = screen.getByRole("status");
    expect(progress.textContent).toBe("Writing the story…");
    expect(progress.querySelector(".spinner")).toBeTruthy();
    expect(within(card("Your new story")).queryByRole("link", { name: "Play" })).toBeNull();
    // No text glyph drawn behind it (an emoji needs a font the device may lack), and Delete lies
    // outside the picture's frame the progress fills (the browser test measures that nothing overlaps).
    expect(card("Your new story").textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(progress.parentElement?.contains(within(card("Your new story")).getByRole("button", { name: "Delete" }))).toBe(false);

    await advance(STORY_POLL_MS - 1);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(0);
    await advance(1);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("Painting the pictures…");

    await advance(STORY_POLL_MS);
    expect(screen.getByRole("status").textContent).toBe("Recording the voices…");
    expect(callsTo(`GET /api/stories/cover/${story._id}`)).toHaveLength(0);

    await advance(STORY_POLL_MS);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(3);
    expect(callsTo(`GET /api/stories/cover/${story._id}`)).toHaveLength(1);
    const done = card("The brave cat");
    expect(within(done).getByRole("link", { name: "Play" }).getAttribute("href")).toBe("/story/the-brave-cat");
    expect(done.querySelector("img")?.getAttribute("src")).toBe("/media/cover.png");
    expect(screen.queryByRole("status")).toBeNull();

    await advance(STORY_POLL_MS * 4);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(3);
  });

  it("shows 'error creating story' and removes the card when the story is gone (404)", async () => {
    fakeClock();
    const story = inProgress();
    const other = makeStory({ title: "Still here" });
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story, other]]),
      [`GET /api/stories/${story._id}/status`]: { status: 404, body: { message: ApiMessage.storyNotFound } },
    });
    renderSection(<MyStoriesSection />);
    await advance(0);
    expect(card("Your new story")).toBeTruthy();

    await advance(STORY_POLL_MS);
    expect(screen.getByRole("alert").textContent).toContain("There was an error creating your story. Please try again.");
    expect(titles()).toEqual(["Still here"]);
    await advance(STORY_POLL_MS * 3);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(1);
  });

  it("does not poll a story older than a day", async () => {
    fakeClock();
    const story = inProgress({ date: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    const { callsTo } = mockServer({ "GET /api/stories/my-stories": listing([[story]]) });
    renderSection(<MyStoriesSection />);
    await advance(0);
    expect(screen.getByRole("status").textContent).toBe("Writing the story…");
    await advance(STORY_POLL_MS * 4);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(0);
  });

  it("keeps polling through a passing server error", async () => {
    fakeClock();
    const story = inProgress();
    const answers: Answer[] = [{ status: 503, body: { message: "Unavailable" } }, { body: { generatingStatus: "VoiceGenerating" } }];
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`GET /api/stories/${story._id}/status`]: () => answers.shift() ?? { body: { generatingStatus: "VoiceGenerating" } },
    });
    renderSection(<MyStoriesSection />);
    await advance(0);
    expect(screen.getByRole("status")).toBeTruthy();
    await advance(STORY_POLL_MS * 2);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toBe("Recording the voices…");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stops polling when the section unmounts", async () => {
    fakeClock();
    const story = inProgress();
    const { callsTo } = mockServer({
      "GET /api/stories/my-stories": listing([[story]]),
      [`GET /api/stories/${story._id}/status`]: { body: { generatingStatus: "TextGenerated" } },
    });
    const { unmount } = renderSection(<MyStoriesSection />);
    await advance(0);
    expect(screen.getByRole("status")).toBeTruthy();
    await advance(STORY_POLL_MS);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(1);
    unmount();
    await advance(STORY_POLL_MS * 3);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(1);
  });

  it("tags a partially generated story as being fixed and does not poll it", async () => {
    fakeClock();
    const story = makeStory({ title: "Half a story", generatingStatus: "PartiallyGenerated", date: new Date().toISOString() });
    const { callsTo } = mockServer({ "GET /api/stories/my-stories": listing([[story]]) });
    renderSection(<MyStoriesSection />);
    await advance(0);
    const partial = card("Half a story");
    expect(within(partial).getByText("Partially generated")).toBeTruthy();
    expect(within(partial).getByText("Being fixed")).toBeTruthy();
    await advance(STORY_POLL_MS * 2);
    expect(callsTo(`GET /api/stories/${story._id}/status`)).toHaveLength(0);
  });

  it("speaks French: progress label, partial tag and actions", async () => {
    await activateLocale("fr-FR");
    fakeClock();
    const writing = makeStory({ title: "", slug: "", coverImage: null, generatingStatus: "TextGenerating", date: new Date().toISOString() });
    const partial = makeStory({ title: "Une demi-histoire", generatingStatus: "PartiallyGenerated", date: new Date().toISOString() });
    mockServer({
      "GET /api/stories/my-stories": listing([[writing, partial]]),
      [`GET /api/stories/${writing._id}/status`]: { body: { generatingStatus: "TextGenerating" } },
    });
    renderSection(<MyStoriesSection />);
    await advance(0);
    expect(screen.getByText("Écriture de l'histoire…")).toBeTruthy();
    const half = card("Une demi-histoire");
    expect(within(half).getByText("Partiellement générée")).toBeTruthy();
    expect(within(half).getByText("En cours de réparation")).toBeTruthy();
    expect(within(half).getByRole("group", { name: "Actions pour Une demi-histoire" })).toBeTruthy();
  });
});
