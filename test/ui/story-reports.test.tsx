import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewStoryJson } from "../../shared/review";
import type { StoryJson } from "../../shared/story-json";
import { AppRoutes } from "../../src/app/routes";
import { StoryPlayer } from "../../src/features/player/StoryPlayer";
import { PublicStories } from "../../src/features/stories/PublicStories";
import { activateLocale } from "../../src/i18n/locale";
import { user } from "./fixtures";
import { renderRoutes } from "./render";
import { mockServer, type Handler } from "./server-stub";
import { renderWith, signedIn, signedOut, storyCard } from "./stories-helpers";

afterEach(() => vi.unstubAllGlobals());

const STORY = storyCard(7, { title: "The loud drum" });
const REPORT = `POST /api/stories/${STORY._id}/report`;
const publicList: Handler = { body: { success: true, stories: [STORY] } };

async function openDialog(name = "Report “The loud drum”", dialogName = "Report this story") {
  await userEvent.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog", { name: dialogName });
}

describe("the report button on public story cards", () => {
  it("asks a visitor to sign in, as reactions do, and sends nothing", async () => {
    const server = mockServer({ "GET /api/stories/public": publicList });
    renderWith(<PublicStories />, signedOut);
    await userEvent.click(await screen.findByRole("button", { name: "Report “The loud drum”" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign in required" });
    expect(within(dialog).getByText("You need to be logged in to perform this action")).toBeTruthy();
    expect(server.callsTo(REPORT)).toEqual([]);
  });

  it("opens while a stored sign-in is still being checked, and says so if the server wants a sign-in", async () => {
    mockServer({
      "GET /api/stories/public": publicList,
      [REPORT]: { status: 401, body: { message: "You need to be logged in to perform this action" } },
    });
    renderWith(<PublicStories />, { status: "checking", user: null });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Self-harm" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("You need to be logged in to perform this action");
  });

  it("is not offered on the reader's own story", async () => {
    mockServer({ "GET /api/stories/public": publicList });
    renderWith(<PublicStories />, signedIn({ _id: STORY.user }));
    await screen.findByRole("heading", { name: "The loud drum" });
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
  });

  it("sends the chosen reason and the trimmed text, then thanks the reader", async () => {
    const server = mockServer({ "GET /api/stories/public": publicList, [REPORT]: { status: 201, body: { success: true } } });
    renderWith(<PublicStories />, signedIn());
    const dialog = await openDialog();

    const reasons = within(dialog).getByRole("group", { name: "What is wrong with this story?" });
    expect(within(reasons).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "violence",
      "weapons",
      "sexual",
      "grooming",
      "drugs",
      "self-harm",
      "hate",
      "profanity",
      "other",
    ]);
    // No reason chosen: nothing is sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please choose what is wrong with this story.");
    expect(server.callsTo(REPORT)).toEqual([]);

    await userEvent.click(within(dialog).getByRole("radio", { name: "Hate or extremism" }));
    const text = within(dialog).getByRole("textbox", { name: "Tell us more (optional)" });
    await userEvent.type(text, "  Mean words  ");
    expect(within(dialog).getByText("10 / 500 characters")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));

    const thanks = await screen.findByRole("dialog", { name: "Report sent" });
    expect(within(thanks).getByRole("status").textContent).toBe("Thank you, an adult will look at it.");
    expect(server.callsTo(REPORT).map((sent) => sent.body)).toEqual([{ reason: "hate", text: "Mean words" }]);
    // The header's × and the action row's Close both close it.
    await userEvent.click(within(thanks).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends no text when none was written, and refuses more than 500 characters", async () => {
    const server = mockServer({ "GET /api/stories/public": publicList, [REPORT]: { status: 201, body: { success: true } } });
    renderWith(<PublicStories />, signedIn());
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Violence or gore" }));
    const text = within(dialog).getByRole("textbox", { name: "Tell us more (optional)" });
    fireEvent.change(text, { target: { value: "a".repeat(501) } });
    expect(within(dialog).getByText("501 / 500 characters").className).toContain("over");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Your message can be at most 500 characters.");
    expect(server.callsTo(REPORT)).toEqual([]);

    fireEvent.change(text, { target: { value: "   " } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await screen.findByRole("dialog", { name: "Report sent" });
    expect(server.callsTo(REPORT).map((sent) => sent.body)).toEqual([{ reason: "violence" }]);
  });

  it("says so when the reader already reported the story (409), and when sending failed", async () => {
    let answer: Handler = { status: 409, body: { message: "You have already reported this story" } };
    mockServer({ "GET /api/stories/public": publicList, [REPORT]: (sent) => (typeof answer === "function" ? answer(sent) : answer) });
    renderWith(<PublicStories />, signedIn());
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Something else" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("You have already reported this story. Thank you!");

    answer = { status: 500, body: { message: "Internal server error" } };
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("Your report could not be sent. Please try again."),
    );
    expect(screen.queryByRole("dialog", { name: "Report sent" })).toBeNull();
  });

  it("closes on Escape and on Cancel", async () => {
    mockServer({ "GET /api/stories/public": publicList });
    renderWith(<PublicStories />, signedIn());
    let dialog = await openDialog();
    // A modal <dialog> (the browser test checks that focus stays in it).
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // Browsers turn Escape on a modal <dialog> into a cancel event; happy-dom does not.
    act(() => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("speaks French", async () => {
    await activateLocale("fr-FR");
    const server = mockServer({ "GET /api/stories/public": publicList, [REPORT]: { status: 201, body: { success: true } } });
    renderWith(<PublicStories />, signedIn());
    const dialog = await openDialog("Signaler « The loud drum »", "Signaler cette histoire");
    within(dialog).getByRole("group", { name: "Qu’est-ce qui ne va pas dans cette histoire ?" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Drogue ou alcool" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Dites-nous en plus (facultatif)" }), "Bière");
    expect(within(dialog).getByText("5 / 500 caractères")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Envoyer le signalement" }));
    const thanks = await screen.findByRole("dialog", { name: "Signalement envoyé" });
    expect(within(thanks).getByRole("status").textContent).toBe("Merci, un adulte va la regarder.");
    expect(server.callsTo(REPORT).map((sent) => sent.body)).toEqual([{ reason: "drugs", text: "Bière" }]);
  });
});

describe("the report button in the player", () => {
  const story = {
    ...storyCard(9, { title: "The brave little fox" }),
    userFeedbackText: null,
    images: {},
    audio: {},
    narrative: { opening: "Once upon a time.", buildUp: null, dilemma: null, resolution: null, closing: null },
  } as unknown as StoryJson;
  const PATH = `POST /api/stories/${story._id}/report`;

  it("reports the story being played", async () => {
    const server = mockServer({ [PATH]: { status: 201, body: { success: true } } });
    renderWith(<StoryPlayer story={story} userFeedback={null} />, signedIn());
    const dialog = await openDialog("Report “The brave little fox”");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Weapons or attacks on people" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    await screen.findByRole("dialog", { name: "Report sent" });
    expect(server.callsTo(PATH).map((sent) => sent.body)).toEqual([{ reason: "weapons" }]);
  });

  it("asks a visitor to sign in, and is not shown to the owner", async () => {
    mockServer({});
    const { unmount } = renderWith(<StoryPlayer story={story} userFeedback={null} />, signedOut);
    await userEvent.click(screen.getByRole("button", { name: "Report “The brave little fox”" }));
    expect(await screen.findByRole("dialog", { name: "Sign in required" })).toBeTruthy();
    unmount();
    renderWith(<StoryPlayer story={story} userFeedback={null} />, signedIn({ _id: story.user }));
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
  });
});

const admin = { ...user, _id: "fedcba9876543210fedcba98", role: "admin" as const, name: "Alex" };

function inReview(overrides: Partial<ReviewStoryJson> = {}): ReviewStoryJson {
  return {
    _id: STORY._id,
    title: "The loud drum",
    slug: "the-loud-drum",
    language: "en-US",
    user: { _id: STORY.user, name: "Sam" },
    reason: "reported",
    reports: 3,
    weight: 2.5,
    hidden: true,
    kept: false,
    reasons: { violence: 2, other: 1 },
    reporters: { new: 1, established: 2 },
    reportList: [
      {
        _id: "c".repeat(24),
        reason: "other",
        text: "Too scary for my son",
        createdAt: "2026-11-20T10:00:00.000Z",
        user: { _id: "d".repeat(24), name: "Noé" },
        reporter: "new",
      },
      {
        _id: "e".repeat(24),
        reason: "violence",
        text: null,
        createdAt: "2026-11-19T10:00:00.000Z",
        user: { _id: "f".repeat(24), name: "Lou" },
        reporter: "established",
      },
    ],
    since: "2026-11-19T10:00:00.000Z",
    ...overrides,
  };
}

const NEW_ACCOUNT_STORY = inReview({
  _id: "a".repeat(24),
  title: "The quiet owl",
  slug: "the-quiet-owl",
  language: "fr-FR",
  reason: "new-account",
  reports: 0,
  weight: 0,
  hidden: false,
  reasons: {},
  reporters: { new: 0, established: 0 },
  reportList: [],
  since: "2026-11-21T10:00:00.000Z",
});

function adminServer() {
  let entries = [inReview(), NEW_ACCOUNT_STORY];
  const decide = (id: string) => (sent: { body: unknown }) => {
    const { decision } = sent.body as { decision: "approve" | "decline" };
    entries = entries.filter((entry) => entry._id !== id);
    return { body: { story: { _id: id, isPublic: decision === "approve", review: decision === "approve" ? "approved" : "declined" } } };
  };
  return mockServer({
    "GET /api/configs": { body: { configs: [] } },
    "GET /api/admin/review": () => ({ body: { stories: entries } }),
    [`POST /api/admin/review/${STORY._id}`]: decide(STORY._id),
    [`POST /api/admin/review/${NEW_ACCOUNT_STORY._id}`]: decide(NEW_ACCOUNT_STORY._id),
  });
}

const renderAdmin = () => renderRoutes(<AppRoutes />, "/admin", { status: "signedIn", user: admin });

describe("the Review tab on /admin", () => {
  it("is a tab beside the configuration, loading the list only when opened, by mouse or keyboard", async () => {
    const server = adminServer();
    renderAdmin();
    const tabs = await screen.findByRole("tablist", { name: "Administration" });
    const [configs, review] = within(tabs).getAllByRole("tab");
    expect([configs!.textContent, review!.textContent]).toEqual(["Configuration", "Review"]);
    expect(configs!.getAttribute("aria-selected")).toBe("true");
    await screen.findByText("No configuration is stored yet. Init writes the defaults.");
    expect(server.callsTo("GET /api/admin/review")).toEqual([]);

    configs!.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(review);
    expect(review!.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Review" });
    expect(await within(panel).findByRole("heading", { name: "Stories to review" })).toBeTruthy();
    expect(server.callsTo("GET /api/admin/review")).toHaveLength(1);
    await userEvent.keyboard("{Home}");
    expect(configs!.getAttribute("aria-selected")).toBe("true");
  });

  it("lists a reported story with owner, counts per reason and reporter, each report, and approves it after confirmation", async () => {
    const server = adminServer();
    renderAdmin();
    await userEvent.click(await screen.findByRole("tab", { name: "Review" }));
    const item = (await screen.findByRole("heading", { name: "The loud drum" })).closest("li")!;
    expect(within(item).getByText("Reported · hidden from the public list")).toBeTruthy();
    expect(within(item).getByText(/By Sam/).textContent).toMatch(
      /^By Sam · American English · waiting since .+ · 3 open reports · weighing 2\.5 established readers$/,
    );
    expect(within(within(item).getByRole("list", { name: "Reasons" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Violence or gore: 2",
      "Something else: 1",
    ]);
    expect(within(within(item).getByRole("list", { name: "Who reported" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "1 new account",
      "2 established readers",
    ]);
    const reports = within(within(item).getByRole("list", { name: "Reports, newest first" })).getAllByRole("listitem");
    expect(reports.map((li) => li.querySelector(".muted")?.textContent)).toEqual([
      expect.stringMatching(/^Noé · New account · Something else · /),
      expect.stringMatching(/^Lou · Established reader · Violence or gore · /),
    ]);
    expect(within(reports[0]!).getByText("Too scary for my son")).toBeTruthy();
    // Three open reports, two of them sent: the list says it shows the newest.
    expect(within(item).getByText("The newest 2 of 3 reports.")).toBeTruthy();
    const owl = screen.getByRole("heading", { name: "The quiet owl" }).closest("li")!;
    expect(within(owl).getByText("New account · waiting to be published")).toBeTruthy();
    expect(within(owl).queryByRole("list", { name: "Reasons" })).toBeNull();
    expect(within(owl).queryByRole("list", { name: "Who reported" })).toBeNull();

    // Cancelling the confirmation sends nothing.
    await userEvent.click(within(item).getByRole("button", { name: "Approve “The loud drum”" }));
    let confirm = await screen.findByRole("dialog", { name: "Approve “The loud drum”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.callsTo(`POST /api/admin/review/${STORY._id}`)).toEqual([]);

    await userEvent.click(within(item).getByRole("button", { name: "Approve “The loud drum”" }));
    confirm = await screen.findByRole("dialog", { name: "Approve “The loud drum”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("“The loud drum” is approved.")).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/review/${STORY._id}`).map((sent) => sent.body)).toEqual([{ decision: "approve" }]);
    expect(screen.queryByRole("heading", { name: "The loud drum" })).toBeNull();
    expect(screen.getByRole("heading", { name: "The quiet owl" })).toBeTruthy();
  });

  it("declines a new account's story after confirmation, in French", async () => {
    await activateLocale("fr-FR");
    const server = adminServer();
    renderAdmin();
    await userEvent.click(await screen.findByRole("tab", { name: "Modération" }));
    const owl = (await screen.findByRole("heading", { name: "The quiet owl" })).closest("li")!;
    expect(within(owl).getByText("Nouveau compte · en attente de publication")).toBeTruthy();
    expect(within(owl).getByText(/Par Sam/).textContent).toMatch(/^Par Sam · français \(France\) · en attente depuis le /);
    const drum = screen.getByRole("heading", { name: "The loud drum" }).closest("li")!;
    expect(within(drum).getByText("Violence ou scènes sanglantes : 2")).toBeTruthy();
    await userEvent.click(within(owl).getByRole("button", { name: "Refuser « The quiet owl »" }));
    const confirm = await screen.findByRole("dialog", { name: "Refuser « The quiet owl » ?" });
    expect(within(confirm).getByText(/son auteur ne pourra plus la publier/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Refuser" }));
    expect(await screen.findByText("« The quiet owl » est désormais privée.")).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/review/${NEW_ACCOUNT_STORY._id}`).map((sent) => sent.body)).toEqual([
      { decision: "decline" },
    ]);
    expect(screen.queryByRole("heading", { name: "The quiet owl" })).toBeNull();
  });

  it("says who reported a story new accounts flooded, and how many reports are not shown, in both languages", async () => {
    const report = inReview().reportList[0]!;
    const flooded = inReview({
      hidden: false,
      reports: 25,
      weight: 2.5,
      reasons: { violence: 25 },
      reporters: { new: 25, established: 0 },
      reportList: Array.from({ length: 20 }, (_, i) => ({ ...report, _id: String(i).padStart(24, "0"), reason: "violence" as const, text: null })),
    });
    for (const [locale, tab, who, more] of [
      ["en-US", "Review", "25 new accounts", "The newest 20 of 25 reports."],
      ["fr-FR", "Modération", "25 nouveaux comptes", "Les 20 signalements les plus récents sur 25."],
    ] as const) {
      await activateLocale(locale);
      mockServer({ "GET /api/configs": { body: { configs: [] } }, "GET /api/admin/review": { body: { stories: [flooded] } } });
      const { unmount } = renderAdmin();
      await userEvent.click(await screen.findByRole("tab", { name: tab }));
      const item = (await screen.findByRole("heading", { name: "The loud drum" })).closest("li")!;
      expect(within(item).getByText(who)).toBeTruthy();
      expect(within(item).getByText(more)).toBeTruthy();
      unmount();
    }
  });

  it("tells the admin a story they kept is reported again, still listed, in both languages", async () => {
    const kept = inReview({ hidden: false, kept: true, weight: 3.2 });
    for (const [locale, state, weight] of [
      ["en-US", "Reported again · an admin kept it before, so it stays listed", "weighing 3.2 established readers"],
      ["fr-FR", "Signalée à nouveau · un administrateur l’a déjà gardée, elle reste affichée", "pesant 3,2 lecteurs établis"],
    ] as const) {
      await activateLocale(locale);
      mockServer({ "GET /api/configs": { body: { configs: [] } }, "GET /api/admin/review": { body: { stories: [kept] } } });
      const { unmount } = renderAdmin();
      await userEvent.click(await screen.findByRole("tab", { name: locale === "en-US" ? "Review" : "Modération" }));
      const item = (await screen.findByRole("heading", { name: "The loud drum" })).closest("li")!;
      expect(within(item).getByText(state)).toBeTruthy();
      expect(within(item).getByText(new RegExp(`${weight}$`))).toBeTruthy();
      expect(within(item).queryByText(/hidden from the public list|masquée/)).toBeNull();
      unmount();
    }
  });

  it("shows the no-access page when the server refuses the list (403)", async () => {
    mockServer({
      "GET /api/configs": { body: { configs: [] } },
      "GET /api/admin/review": { status: 403, body: { message: "Forbidden" } },
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole("tab", { name: "Review" }));
    expect(await screen.findByText("You do not have access to this page")).toBeTruthy();
  });

  it("says when no story is waiting", async () => {
    mockServer({ "GET /api/configs": { body: { configs: [] } }, "GET /api/admin/review": { body: { stories: [] } } });
    renderAdmin();
    await userEvent.click(await screen.findByRole("tab", { name: "Review" }));
    expect(await screen.findByText("No story is waiting for a review.")).toBeTruthy();
  });
});
