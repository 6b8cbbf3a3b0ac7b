import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { AUDIO_AUTOPLAY_DELAY_MS } from "../../shared/constants";
import { PROBE_LIMIT_MS } from "../../src/features/player/autoplay-policy";
import { user } from "./fixtures";
import {
  audio,
  chapterHeading,
  control,
  illustration,
  line,
  makeStory,
  media,
  mockServer,
  openPlayer,
  owner,
  reader,
  serveStory,
  SLUG,
  STORY_ID,
  visitor,
} from "./player-helpers";
import { renderRoutes } from "./render";

async function goToLastChapter() {
  for (let step = 0; step < 4; step++) fireEvent.click(control("Next"));
  await waitFor(() => expect(chapterHeading()).toBe("Chapter 5 of 5"));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The pictures the player asks the browser for (each src set on an image), in order. */
function recordImageFetches(): string[] {
  const fetched: string[] = [];
  vi.spyOn(HTMLImageElement.prototype, "src", "set").mockImplementation(function (this: HTMLImageElement, src) {
    fetched.push(src);
    this.setAttribute("src", src);
  });
  return fetched;
}

describe("story player: chapters", () => {
  it("plays the five chapters in order with their illustration, audio and each kind of text", async () => {
    const calls = serveStory();
    await openPlayer();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /api/stories/slug/${SLUG}`]);

    expect(chapterHeading()).toBe("Chapter 1 of 5");
    // A string narrative: one paragraph per non-empty line.
    const opening = line("Once upon a time, a fox lived in the woods.");
    expect(opening?.tagName).toBe("P");
    expect(line("She loved berries more than anything.")?.tagName).toBe("P");
    expect(opening?.parentElement?.querySelectorAll("p")).toHaveLength(2);
    expect(illustration()?.getAttribute("src")).toBe(`/media/stories/${STORY_ID}/opening.png`);
    expect(audio().getAttribute("src")).toBe(`/media/stories/${STORY_ID}/opening.mp3`);
    expect(control("Previous").getAttribute("aria-disabled")).toBe("true");

    fireEvent.click(control("Next"));
    expect(chapterHeading()).toBe("Chapter 2 of 5");
    // Items: a title is a heading, dialogue names its speaker in bold, plain text is a paragraph.
    expect(screen.getByRole("heading", { level: 3, name: "The storm" })).toBeTruthy();
    expect(line("Dark clouds rolled over the hill.")?.tagName).toBe("P");
    const speaker = screen.getByText("Fox");
    expect(speaker.tagName).toBe("STRONG");
    expect(speaker.parentElement?.tagName).toBe("P");
    expect(speaker.parentElement?.textContent).toBe("Fox: We must hurry home!");
    expect(line("Once upon a time, a fox lived in the woods.")).toBeNull();
    expect(illustration()?.getAttribute("src")).toBe(`/media/stories/${STORY_ID}/buildUp.png`);
    expect(audio().getAttribute("src")).toBe(`/media/stories/${STORY_ID}/buildUp.mp3`);

    const texts = ["The fox found one last basket of berries.", "She shared them with the hungry hedgehog."];
    for (const [offset, text] of texts.entries()) {
      fireEvent.click(control("Next"));
      expect(chapterHeading()).toBe(`Chapter ${offset + 3} of 5`);
      expect(line(text)).toBeTruthy();
    }
    fireEvent.click(control("Next"));
    expect(chapterHeading()).toBe("Chapter 5 of 5");
    expect(line("And they became the best of friends.")).toBeTruthy();
    expect(audio().getAttribute("src")).toBe(`/media/stories/${STORY_ID}/closing.mp3`);
    // The last chapter's Next is the way to the end dialog.
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getByRole("button", { name: "Go to chapter 5" }).getAttribute("aria-current")).toBe("step");

    fireEvent.click(control("Previous"));
    expect(chapterHeading()).toBe("Chapter 4 of 5");
    fireEvent.click(control("Restart"));
    expect(chapterHeading()).toBe("Chapter 1 of 5");
    fireEvent.click(screen.getByRole("button", { name: "Go to chapter 3" }));
    expect(chapterHeading()).toBe("Chapter 3 of 5");
  });

  it("keeps the illustration's place and loads the narration and the next picture once it is shown", async () => {
    serveStory();
    const fetched = recordImageFetches();
    await openPlayer();
    const picture = illustration() as HTMLImageElement;
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["960", "640"]);
    expect(audio().getAttribute("preload")).toBe("none");
    expect(fetched).not.toContain(`/media/stories/${STORY_ID}/buildUp.png`);

    fireEvent.load(picture);
    await waitFor(() => expect(audio().getAttribute("preload")).toBe("auto"));
    // The next picture is fetched by an effect, which may run after the render that set preload.
    await waitFor(() => expect(fetched).toContain(`/media/stories/${STORY_ID}/buildUp.png`));

    fireEvent.click(control("Next"));
    expect(audio().getAttribute("preload")).toBe("none");
    fireEvent.load(picture);
    await waitFor(() => expect(audio().getAttribute("preload")).toBe("auto"));
  });

  it("downloads no narration the browser would not autoplay: opened from a link, one large Play starts it", async () => {
    serveStory();
    const fetched = recordImageFetches();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    // No tap yet on this page (a shared link), and the browser says sound may not start by itself.
    const activation = { hasBeenActive: false, isActive: false };
    Object.defineProperty(navigator, "userActivation", { configurable: true, value: activation });
    Object.defineProperty(navigator, "getAutoplayPolicy", { configurable: true, value: () => "allowed-muted" });
    try {
      await openPlayer();
      fireEvent.load(illustration() as HTMLImageElement);
      // Shown: the next picture is fetched, the narration is not.
      await waitFor(() => expect(fetched).toContain(`/media/stories/${STORY_ID}/buildUp.png`));
      expect(audio().getAttribute("preload")).toBe("none");
      fireEvent.click(screen.getByRole("button", { name: "Play the story" }));
      expect(play).toHaveBeenCalledTimes(1);
      fireEvent(audio(), new Event("play"));
      // One tap is enough: the large Play goes, the bar's Play is the one that stays.
      expect(screen.queryByRole("button", { name: "Play the story" })).toBeNull();

      // That tap counts: the next chapter's narration loads once its picture is shown, ready to start.
      activation.hasBeenActive = true;
      fireEvent.click(control("Next"));
      fireEvent.load(illustration() as HTMLImageElement);
      await waitFor(() => expect(audio().getAttribute("preload")).toBe("auto"));
    } finally {
      Reflect.deleteProperty(navigator, "userActivation");
      Reflect.deleteProperty(navigator, "getAutoplayPolicy");
    }
  });

  it.each([
    ["allows it: the chapter loads and starts by itself", true],
    ["refuses it: nothing loads and one large Play shows", false],
  ])("asks a browser without getAutoplayPolicy with a silent play attempt; it %s", async (_, allowed) => {
    serveStory();
    const playedFrom: string[] = [];
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      playedFrom.push(this.src);
      return allowed ? Promise.resolve() : Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
    });
    Object.defineProperty(navigator, "userActivation", { configurable: true, value: { hasBeenActive: false, isActive: false } });
    try {
      await openPlayer();
      fireEvent.load(illustration() as HTMLImageElement);
      // The attempt plays silence from the page itself: no narration is fetched for it.
      await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
      expect(playedFrom[0]).toMatch(/^blob:/);
      // Its load is stopped before the blob is revoked (else the browser logs a failed request).
      await waitFor(() => expect((play.mock.contexts[0] as HTMLMediaElement).hasAttribute("src")).toBe(false));
      if (allowed) {
        await waitFor(() => expect(audio().getAttribute("preload")).toBe("auto"));
        vi.useFakeTimers();
        fireEvent(audio(), new Event("canplaythrough"));
        act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS));
        expect(play.mock.contexts[1]).toBe(audio());
        expect(screen.queryByRole("button", { name: "Play the story" })).toBeNull();
      } else {
        expect(await screen.findByRole("button", { name: "Play the story" })).toBeTruthy();
        expect(audio().getAttribute("preload")).toBe("none");
      }
    } finally {
      Reflect.deleteProperty(navigator, "userActivation");
    }
  });

  it("counts a silent play attempt that never answers as a refusal: one large Play shows", async () => {
    serveStory();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockReturnValue(new Promise<void>(() => {}));
    Object.defineProperty(navigator, "userActivation", { configurable: true, value: { hasBeenActive: false, isActive: false } });
    try {
      await openPlayer();
      await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole("button", { name: "Play the story" })).toBeNull();
      expect(await screen.findByRole("button", { name: "Play the story" }, { timeout: PROBE_LIMIT_MS * 5 })).toBeTruthy();
      expect(audio().getAttribute("preload")).toBe("none");
    } finally {
      Reflect.deleteProperty(navigator, "userActivation");
    }
  });

  it("links to my stories", async () => {
    serveStory();
    await openPlayer(reader);
    expect(screen.getByRole("link", { name: "My stories" }).getAttribute("href")).toBe("/browse-stories#my-stories");
  });

  it("sets the title, description, cover image and canonical link while it is shown", async () => {
    serveStory();
    const previousTitle = document.title;
    const { unmount } = await openPlayer();
    expect(document.title).toBe("The brave little fox — Fabulo");
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "A fox learns to share her berries.",
    );
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      new URL(`/media/stories/${STORY_ID}/cover.png`, window.location.origin).href,
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      new URL(`/story/${SLUG}`, window.location.origin).href,
    );

    unmount();
    expect(document.title).toBe(previousTitle);
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});

describe("story player: controls and keyboard", () => {
  it("plays, pauses and replays the chapter's audio", async () => {
    serveStory();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer();

    fireEvent.click(control("Play"));
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Pause" })).toBeTruthy();
    fireEvent.click(control("Pause"));
    expect(audio().paused).toBe(true);
    expect(await screen.findByRole("button", { name: "Play" })).toBeTruthy();

    audio().currentTime = 42;
    fireEvent.click(control("Replay"));
    expect(audio().currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("answers Space and K (play/pause), arrows (chapters), R (replay) and Home (restart)", async () => {
    serveStory();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    const kbd = userEvent.setup();
    await openPlayer();
    expect(screen.getByText(/Keyboard: Space or K to play or pause/)).toBeTruthy();

    await kbd.keyboard("{ArrowRight}");
    expect(chapterHeading()).toBe("Chapter 2 of 5");
    await kbd.keyboard("{ArrowRight}{ArrowRight}");
    expect(chapterHeading()).toBe("Chapter 4 of 5");
    await kbd.keyboard("{ArrowLeft}");
    expect(chapterHeading()).toBe("Chapter 3 of 5");
    await kbd.keyboard("{Home}");
    expect(chapterHeading()).toBe("Chapter 1 of 5");

    await kbd.keyboard(" ");
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Pause" })).toBeTruthy();
    await kbd.keyboard("k");
    expect(audio().paused).toBe(true);
    expect(await screen.findByRole("button", { name: "Play" })).toBeTruthy();

    audio().currentTime = 12;
    await kbd.keyboard("r");
    expect(audio().currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("leaves keys typed into a text field alone", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer();
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    await kbd.keyboard("{ArrowRight}r k");
    expect(chapterHeading()).toBe("Chapter 1 of 5");
    expect(field.value).toBe("r k");
    field.remove();
  });

  it("opens the illustration full screen and closes it with Escape", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer();
    await kbd.click(screen.getByRole("button", { name: "Show the illustration of chapter 1 full screen" }));
    const viewer = await screen.findByRole("dialog", { name: "Chapter 1 of 5" });
    expect(within(viewer).getByRole("img", { name: "Illustration of chapter 1" }).getAttribute("src")).toBe(
      `/media/stories/${STORY_ID}/opening.png`,
    );
    // While it is open, the player's shortcuts stay off.
    await kbd.keyboard("{ArrowRight}");
    expect(chapterHeading()).toBe("Chapter 1 of 5");

    // Browsers turn Escape on a modal <dialog> into a cancel event; happy-dom does not.
    act(() => {
      fireEvent(viewer, new Event("cancel", { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((viewer as HTMLDialogElement).open).toBe(false);
  });

  it("opens the illustration with Enter", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer();
    screen.getByRole("button", { name: "Show the illustration of chapter 1 full screen" }).focus();
    await kbd.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Chapter 1 of 5" })).toBeTruthy();
  });
});

describe("story player: autoplay", () => {
  it("starts the audio one second after it can play through, once per chapter", async () => {
    serveStory();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer();
    vi.useFakeTimers();

    fireEvent(audio(), new Event("canplaythrough"));
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS - 1));
    expect(play).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();

    // Buffering again later does not restart it.
    fireEvent(audio(), new Event("canplaythrough"));
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS));
    expect(play).toHaveBeenCalledTimes(1);

    // The next chapter starts on its own too.
    fireEvent.click(control("Pause"));
    fireEvent.click(control("Next"));
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    fireEvent(audio(), new Event("canplaythrough"));
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS));
    expect(play).toHaveBeenCalledTimes(2);
    expect(audio().getAttribute("src")).toBe(`/media/stories/${STORY_ID}/buildUp.mp3`);
  });

  it("shows the Play button, without an error, when the browser refuses to autoplay", async () => {
    serveStory();
    const play = vi
      .spyOn(HTMLMediaElement.prototype, "play")
      .mockRejectedValue(new DOMException("play() needs a user gesture", "NotAllowedError"));
    await openPlayer();
    vi.useFakeTimers();
    fireEvent(audio(), new Event("canplaythrough"));
    await act(async () => void (await vi.advanceTimersByTimeAsync(AUDIO_AUTOPLAY_DELAY_MS)));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    // The browser said one thing and did another (a probe's answer, a policy that changed): the large Play says how to start.
    expect(screen.getByRole("button", { name: "Play the story" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not autoplay when the reader pressed play or pause first", async () => {
    serveStory();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer();
    vi.useFakeTimers();
    fireEvent(audio(), new Event("canplaythrough"));
    fireEvent.click(control("Play"));
    fireEvent.click(control("Pause"));
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS * 2));
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio().paused).toBe(true);
  });
});

describe("story player: end of the story", () => {
  it("does not move on by itself when a chapter's audio ends", async () => {
    serveStory();
    await openPlayer();
    fireEvent(audio(), new Event("ended"));
    expect(chapterHeading()).toBe("Chapter 1 of 5");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks a signed-in reader who is not the owner for feedback, then thanks them", async () => {
    const calls = mockServer({
      [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story: makeStory(), userFeedback: null } }),
      [`POST /api/stories/${STORY_ID}/react`]: () => ({ body: { likes: 1, dislikes: 0, userReaction: "like" } }),
      [`POST /api/stories/${STORY_ID}/feedbacks`]: () => ({ status: 201, body: { feedback: {} } }),
    });
    const kbd = userEvent.setup();
    await openPlayer(reader);
    await goToLastChapter();
    fireEvent(audio(), new Event("ended"));

    const dialog = await screen.findByRole("dialog", { name: "The end! What did you think?" });
    expect(within(dialog).getByRole("link", { name: "Write your own story" }).getAttribute("href")).toBe(
      "/#create-story",
    );
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    await kbd.click(within(dialog).getByRole("button", { name: /I liked it/ }));
    await kbd.type(within(dialog).getByRole("textbox"), "I loved the hedgehog!");
    await kbd.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await screen.findByRole("dialog", { name: "We hope you liked this story!" })).toBeTruthy();
    expect(screen.getByText("Thank you for your feedback!")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST" && call.path.endsWith("/feedbacks"))?.body).toEqual({
      feedbackText: "I loved the hedgehog!",
    });
    // Signed in: no sign-in offer.
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("sends the end of the story to 'write your own'", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer(reader);
    await goToLastChapter();
    fireEvent.click(control("The end"));
    const dialog = await screen.findByRole("dialog", { name: "The end! What did you think?" });
    await kbd.click(within(dialog).getByRole("link", { name: "Write your own story" }));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(window.location.hash).toBe("#create-story");
  });

  it("shows 'hope you liked it' to a reader who already left feedback", async () => {
    serveStory(makeStory({ userFeedbackText: "Lovely!" }), {
      _id: "cccccccccccccccccccccccc",
      userId: { _id: user._id, name: user.name },
      reaction: "like",
      feedbackText: "Lovely!",
      createdAt: "2025-04-02T10:00:00.000Z",
    });
    await openPlayer(reader);
    await goToLastChapter();
    fireEvent(audio(), new Event("ended"));
    const dialog = await screen.findByRole("dialog", { name: "We hope you liked this story!" });
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("shows the owner 'hope you liked it', whose replay starts again at chapter 1", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer(owner);
    await goToLastChapter();
    fireEvent(audio(), new Event("ended"));
    const dialog = await screen.findByRole("dialog", { name: "We hope you liked this story!" });
    expect(within(dialog).queryByRole("link", { name: "Log in" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    await kbd.click(within(dialog).getByRole("button", { name: "Read it again" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(chapterHeading()).toBe("Chapter 1 of 5");
  });

  it("offers a visitor to log in, coming back to the story", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer(visitor);
    await goToLastChapter();
    fireEvent(audio(), new Event("ended"));
    const dialog = await screen.findByRole("dialog", { name: "We hope you liked this story!" });
    expect(within(dialog).getByRole("button", { name: "Read it again" })).toBeTruthy();
    await kbd.click(within(dialog).getByRole("link", { name: "Log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(window.history.state).toEqual({ from: `/story/${SLUG}` });
  });

  it("closes the end dialog with its close button", async () => {
    serveStory();
    const kbd = userEvent.setup();
    await openPlayer(owner);
    await goToLastChapter();
    fireEvent(audio(), new Event("ended"));
    const dialog = await screen.findByRole("dialog", { name: "We hope you liked this story!" });
    await kbd.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(chapterHeading()).toBe("Chapter 5 of 5");
  });
});

describe("story player: loading", () => {
  it("shows 'no story found' with a way home for an unknown slug", async () => {
    mockServer({});
    renderRoutes(<AppRoutes />, "/story/no-such-story", visitor);
    expect(screen.getByRole("status")).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "No story found" });
    expect(within(dialog).getByRole("link", { name: "Back to stories" }).getAttribute("href")).toBe("/");
  });

  it("shows 'story unreadable' when a chapter of a story still being made lacks its audio", async () => {
    // A finished story's chapter without audio is read by the device (player-device-voice.test.tsx).
    serveStory(makeStory({ generatingStatus: "VoiceGenerating", audio: { ...media("mp3"), dilemma: null } }));
    renderRoutes(<AppRoutes />, `/story/${SLUG}`, visitor);
    expect(await screen.findByRole("dialog", { name: "This story cannot be read" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it.each([
    ["an illustration", { images: { ...media("png"), closing: null } }],
    ["its text", { narrative: { ...makeStory().narrative, opening: null } }],
  ] as const)("shows 'story unreadable' when a chapter lacks %s", async (_, overrides) => {
    serveStory(makeStory(overrides));
    renderRoutes(<AppRoutes />, `/story/${SLUG}`, visitor);
    expect(await screen.findByRole("dialog", { name: "This story cannot be read" })).toBeTruthy();
  });

  it("moves a story id to the story's slug", async () => {
    const story = makeStory();
    const calls = mockServer({
      [`GET /api/stories/${STORY_ID}`]: () => ({ body: { story } }),
      [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story, userFeedback: null } }),
    });
    const entries = window.history.length;
    await openPlayer(visitor, `/story/${STORY_ID}`);
    expect(window.location.pathname).toBe(`/story/${SLUG}`);
    expect(calls.map((call) => call.path)).toEqual([`/api/stories/${STORY_ID}`, `/api/stories/slug/${SLUG}`]);
    // Replaced, not pushed: Back does not return to the id URL.
    expect(window.history.length).toBe(entries);
  });

  it("offers to try again when the server cannot answer", async () => {
    let failures = 1;
    mockServer({
      [`GET /api/stories/slug/${SLUG}`]: () =>
        failures-- > 0 ? { status: 503, body: { message: "Unavailable" } } : { body: { story: makeStory(), userFeedback: null } },
    });
    const kbd = userEvent.setup();
    renderRoutes(<AppRoutes />, `/story/${SLUG}`, visitor);
    const dialog = await screen.findByRole("dialog", { name: "The story could not be loaded" });
    await kbd.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "The brave little fox" })).toBeTruthy();
  });
});
