import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../src/i18n/locale";
import { narrationWords, type WordTiming } from "../../shared/read-along";
import {
  audio,
  chapterHeading,
  closeSettings,
  makeStory,
  mockServer,
  openPlayer,
  openSettings,
  playAt,
  resetAfterEachPlayerTest,
  serveStory,
  SLUG,
  STORY_ID,
  stubMediaQueries,
} from "./player-helpers";

/** The opening's words: "Once upon a time, a fox lived in the woods." then "She loved berries more than anything." */
const OPENING_WORDS = narrationWords(makeStory().narrative.opening!).map((word) => word.text);

/** Word i is read from 0.2 + 0.5·i s for 0.4 s. */
const timings: WordTiming[] = OPENING_WORDS.map((_, i) => ({ i, start: 0.2 + i * 0.5, end: 0.6 + i * 0.5 }));

const word = (i: number) => document.querySelector<HTMLElement>(`main .chapter-text [data-word="${i}"]`);
const highlighted = () => [...document.querySelectorAll<HTMLElement>('main [aria-current="true"]')].filter((element) => element.dataset.word !== undefined);

resetAfterEachPlayerTest();

describe("read-along", () => {
  it("shows each narrated word as its own element, in narrationWords order", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    await openPlayer();
    const words = [...document.querySelectorAll<HTMLElement>("main .chapter-text [data-word]")];
    expect(words.map((element) => element.textContent)).toEqual(OPENING_WORDS);
    expect(words.map((element) => Number(element.dataset.word))).toEqual(OPENING_WORDS.map((_, i) => i));
  });

  it("highlights the word being read as currentTime moves, one word at a time, with nothing announced", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    await openPlayer();

    playAt(0.1);
    expect(highlighted()).toEqual([]);
    playAt(0.25);
    expect(highlighted()).toEqual([word(0)]);
    playAt(2.75); // word 5, "fox"
    expect(highlighted()).toEqual([word(5)]);
    expect(word(5)?.textContent).toBe("fox");
    // In the pause after a word, the highlight rests on it rather than blinking off.
    playAt(3.15);
    expect(highlighted()).toEqual([word(5)]);
    // Seeking back moves it back.
    playAt(1.3);
    expect(highlighted()).toEqual([word(2)]);
    // After the last word, nothing stays lit.
    playAt(60);
    expect(highlighted()).toEqual([]);
    // No live region per word: screen readers read the text, not a stream of announcements.
    expect(document.querySelectorAll("main .chapter-text [aria-live], main .chapter-text [role='status']")).toHaveLength(0);
  });

  it("touches only the words whose highlight changes, not the rest of the text", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    await openPlayer();
    const text = document.querySelector("main .chapter-text")!;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(text, { subtree: true, childList: true, characterData: true, attributes: true });
    for (const seconds of [0.25, 0.75, 1.25, 1.75, 2.25]) playAt(seconds);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    // Five moves: word 0 lit, then four times one word off and the next on.
    expect(changes.map((change) => `${change.type} ${change.attributeName} ${(change.target as HTMLElement).dataset.word}`)).toEqual([
      "attributes aria-current 0",
      ...[1, 2, 3, 4].flatMap((i) => [`attributes aria-current ${i - 1}`, `attributes aria-current ${i}`]),
    ]);
  });

  it("brings the word being read into view, without smooth scrolling when motion is reduced", async () => {
    stubMediaQueries("(prefers-reduced-motion: reduce)");
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer();
    const scrolled: { word: string | undefined; options: unknown }[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element, options?: unknown) {
      scrolled.push({ word: (this as HTMLElement).dataset.word, options });
    });
    // Word 9 ("She", the second line) sits below the window; the others are in view, above the controls.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const element = this as HTMLElement;
      const top = element.classList.contains("player-controls") ? 700 : element.dataset.word === "9" ? 5_000 : 300;
      return DOMRect.fromRect({ x: 0, y: top, width: 40, height: 24 });
    });
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    playAt(3.75); // word 7: in view, no scroll
    expect(scrolled).toEqual([]);
    playAt(4.75); // word 9
    expect(scrolled).toEqual([{ word: "9", options: { block: "center", behavior: "auto" } }]);
  });

  it("follows playback frame by frame while the audio plays", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    // No media event: the next animation frames read currentTime themselves.
    audio().currentTime = 4.3; // word 8
    await waitFor(() => expect(highlighted()).toEqual([word(8)]));
    audio().currentTime = 5.25; // word 10
    await waitFor(() => expect(highlighted()).toEqual([word(10)]));
  });

  it("loads the timings from their media URL", async () => {
    const url = `/media/stories/${STORY_ID}/opening.timings.json`;
    const story = makeStory({ wordTimings: { opening: url } });
    const calls = mockServer({
      [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story, userFeedback: null } }),
      [`GET ${url}`]: () => ({ body: timings }),
    });
    await openPlayer();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(url));
    await waitFor(() => expect(word(0)?.getAttribute("tabindex")).toBe("0"));
    playAt(0.75);
    expect(highlighted()).toEqual([word(1)]);
  });

  it("has a chapter's timings from the first render when the reader comes back to it (fetched once)", async () => {
    const url = `/media/stories/${STORY_ID}/opening.timings.json`;
    const buildUpUrl = `/media/stories/${STORY_ID}/buildUp.timings.json`;
    const story = makeStory({ wordTimings: { opening: url, buildUp: buildUpUrl } });
    const calls = mockServer({
      [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story, userFeedback: null } }),
      [`GET ${url}`]: () => ({ body: timings }),
      [`GET ${buildUpUrl}`]: () => ({ body: [{ i: 0, start: 0.1, end: 0.4 }] }),
    });
    await openPlayer();
    await waitFor(() => expect(word(0)?.getAttribute("tabindex")).toBe("0"));
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(chapterHeading()).toBe("Chapter 2 of 5"));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(buildUpUrl));
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    // The render that shows chapter 1 again already lets its words be chosen and lit.
    expect(chapterHeading()).toBe("Chapter 1 of 5");
    expect(word(0)?.getAttribute("tabindex")).toBe("0");
    playAt(0.75);
    expect(highlighted()).toEqual([word(1)]);
    expect(calls.filter((call) => call.path === url)).toHaveLength(1);
  });

  it("plays from a word that is tapped", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    const kbd = userEvent.setup();
    await openPlayer();
    await kbd.click(word(5)!);
    expect(audio().currentTime).toBeCloseTo(2.7);
    expect(play).toHaveBeenCalledTimes(1);
    expect(highlighted()).toEqual([word(5)]);
  });

  it("lets the keyboard choose a word: one Tab stop, arrows along the words, Enter to read from there", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    const kbd = userEvent.setup();
    await openPlayer();
    const focusable = document.querySelectorAll('main .chapter-text [tabindex="0"]');
    expect([...focusable]).toEqual([word(0)]);

    word(0)!.focus();
    await kbd.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(word(3));
    // On the words the arrows do not change chapter.
    expect(chapterHeading()).toBe("Chapter 1 of 5");
    await kbd.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(word(2));
    await kbd.keyboard("{Enter}");
    expect(audio().currentTime).toBeCloseTo(1.2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(word(2)?.getAttribute("tabindex")).toBe("0");
  });

  it("without timings shows the plain text: no highlight, no word to tap", async () => {
    serveStory(makeStory());
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer();
    expect(word(0)?.hasAttribute("tabindex")).toBe(false);
    fireEvent.click(word(3)!);
    expect(play).not.toHaveBeenCalled();
    playAt(1.3);
    expect(highlighted()).toEqual([]);
  });

  it("turns highlighting off with its toggle and remembers the choice on this device", async () => {
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    const kbd = userEvent.setup();
    const { unmount } = await openPlayer();
    playAt(0.25);
    expect(highlighted()).toEqual([word(0)]);

    const toggle = within(openSettings()).getByRole("button", { name: "Highlight words" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await kbd.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    closeSettings();
    expect(highlighted()).toEqual([]);
    playAt(2.75);
    expect(highlighted()).toEqual([]);
    // Tapping a word still reads from there.
    await kbd.click(word(1)!);
    expect(audio().currentTime).toBeCloseTo(0.7);

    unmount();
    expect(localStorage.getItem("fabulo.player.highlightWords")).toBe("false");
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    await openPlayer();
    await waitFor(() =>
      expect(within(openSettings()).getByRole("button", { name: "Highlight words" }).getAttribute("aria-pressed")).toBe("false"),
    );
    closeSettings();
    playAt(0.25);
    expect(highlighted()).toEqual([]);
  });

  it("names the toggle in French", async () => {
    await activateLocale("fr-FR");
    serveStory(makeStory({ wordTimings: { opening: timings } }));
    await openPlayer();
    const sheet = openSettings();
    expect(within(sheet).getByRole("button", { name: "Surligner les mots" }).getAttribute("aria-pressed")).toBe("true");
  });
});
