import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SLEEP_FADE_MS } from "../../src/features/player/sleep-timer";
import { activateLocale } from "../../src/i18n/locale";
import {
  audio,
  chapterHeading,
  inSettings,
  openPlayer,
  openSettings,
  playAt,
  resetAfterEachPlayerTest,
  serveStory,
  stubMediaQueries,
} from "./player-helpers";

/** The sleep timer's select, in the settings sheet (opened first). */
const sleepTimer = () => within(openSettings()).getByRole("combobox", { name: "Sleep timer" }) as HTMLSelectElement;
/** Chooses in the settings sheet, then closes it, back to the story. */
const chooseSleepTimer = (value: string) =>
  inSettings((sheet) => fireEvent.change(within(sheet).getByRole("combobox", { name: "Sleep timer" }), { target: { value } }));
const nightLook = () => within(openSettings()).getByRole("button", { name: "Night look" });
const GOOD_NIGHT = "The sleep timer stopped the story. Good night!";

/** Starts the narration as the Play button does. */
function play() {
  fireEvent.click(screen.getByRole("button", { name: "Play" }));
  expect(audio().paused).toBe(false);
}

function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

resetAfterEachPlayerTest();

describe("sleep timer", () => {
  it("offers the end of this chapter, the end of this story, 10 or 20 minutes", async () => {
    serveStory();
    await openPlayer();
    const select = sleepTimer();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Off",
      "End of this chapter",
      "End of this story",
      "In 10 minutes",
      "In 20 minutes",
    ]);
    expect(select.value).toBe("off");
  });

  it("after 10 minutes fades the voice out, then stops it and says good night", async () => {
    serveStory();
    await openPlayer();
    vi.useFakeTimers();
    chooseSleepTimer("10");
    play();

    advance(10 * 60_000 - 1);
    expect(audio().volume).toBe(1);
    advance(1 + SLEEP_FADE_MS / 2);
    // Half way through the fade: quieter, still playing.
    expect(audio().volume).toBeGreaterThan(0.2);
    expect(audio().volume).toBeLessThan(0.8);
    expect(audio().paused).toBe(false);

    advance(SLEEP_FADE_MS / 2);
    expect(audio().paused).toBe(true);
    // The volume is back for the next time someone presses play.
    expect(audio().volume).toBe(1);
    // Said beside the story (the settings sheet is closed), and the timer is off again.
    expect(screen.getByText(GOOD_NIGHT).getAttribute("role")).toBe("status");
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    expect(sleepTimer().value).toBe("off");
  });

  it("at the end of this chapter fades with the last words and does not go on", async () => {
    serveStory();
    await openPlayer();
    vi.useFakeTimers();
    chooseSleepTimer("chapter");
    play();
    playAt(30, 60);
    advance(SLEEP_FADE_MS);
    expect(audio().paused).toBe(false);

    playAt(60 - SLEEP_FADE_MS / 1000 + 0.5, 60);
    advance(SLEEP_FADE_MS / 2);
    expect(audio().volume).toBeLessThan(1);
    advance(SLEEP_FADE_MS / 2);
    expect(audio().paused).toBe(true);
    expect(screen.getByText(GOOD_NIGHT)).toBeTruthy();
    fireEvent(audio(), new Event("ended"));
    expect(chapterHeading()).toBe("Chapter 1 of 5");
  });

  it("for the end of the story, goes on from chapter to chapter by itself", async () => {
    serveStory();
    await openPlayer();
    chooseSleepTimer("story");
    fireEvent(audio(), new Event("ended"));
    expect(chapterHeading()).toBe("Chapter 2 of 5");
    // Without a timer a chapter's end waits for the reader (docs/product.md: children read at their own pace).
    chooseSleepTimer("off");
    fireEvent(audio(), new Event("ended"));
    expect(chapterHeading()).toBe("Chapter 2 of 5");
  });

  it("gives the reader back control: pausing during the fade cancels it", async () => {
    serveStory();
    await openPlayer();
    vi.useFakeTimers();
    chooseSleepTimer("20");
    play();
    advance(20 * 60_000 + SLEEP_FADE_MS / 2);
    expect(audio().volume).toBeLessThan(1);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(audio().volume).toBe(1);
    advance(SLEEP_FADE_MS);
    expect(screen.queryByText(GOOD_NIGHT)).toBeNull();
  });
});

describe("night look", () => {
  const main = () => document.querySelector("main.story-player");

  it("toggles the player's night look and remembers it on this device", async () => {
    serveStory();
    const kbd = userEvent.setup();
    const { unmount } = await openPlayer();
    const toggle = nightLook();
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(main()?.classList.contains("night")).toBe(false);

    await kbd.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(main()?.classList.contains("night")).toBe(true);
    unmount();
    expect(localStorage.getItem("fabulo.player.nightLook")).toBe("true");

    serveStory();
    await openPlayer();
    await waitFor(() => expect(main()?.classList.contains("night")).toBe(true));
    await kbd.click(nightLook());
    expect(main()?.classList.contains("night")).toBe(false);
    expect(localStorage.getItem("fabulo.player.nightLook")).toBe("false");
  });

  it("follows the system's dark preference until the reader chooses", async () => {
    stubMediaQueries("(prefers-color-scheme: dark)");
    serveStory();
    await openPlayer();
    expect(main()?.classList.contains("night")).toBe(true);
    expect(nightLook().getAttribute("aria-pressed")).toBe("true");
  });

  it("names the bedtime controls in French", async () => {
    await activateLocale("fr-FR");
    serveStory();
    await openPlayer();
    const sheet = openSettings();
    expect(within(sheet).getByRole("button", { name: "Mode nuit" })).toBeTruthy();
    const timer = within(sheet).getByRole("combobox", { name: "Arrêt automatique" }) as HTMLSelectElement;
    expect([...timer.options].map((option) => option.textContent)).toContain("À la fin de l’histoire");
  });
});
