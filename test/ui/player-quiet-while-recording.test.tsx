import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { AUDIO_AUTOPLAY_DELAY_MS } from "../../shared/constants";
import { audio, CHAPTERS, control, makeStory, openPlayer, owner, resetAfterEachPlayerTest, serveStory, SLUG } from "./player-helpers";
import { renderRoutes } from "./render";
import { installSpeech, voice } from "./speech-synthesis-double";

/**
 * Grandma records over a silent player: opening "Record my voice" pauses whatever reads the story
 * (the narrator's <audio> or the device's voice), and nothing starts it again — Play, its keys, a
 * tapped word or the autoplay timer — until the recorder closes. Then Play works, and only Play.
 */
const recorder = () => screen.getByRole("dialog", { name: "Record my voice" });

function openRecorder() {
  fireEvent.click(screen.getByRole("button", { name: "Record my voice" }));
  return recorder();
}

function closeRecorder() {
  fireEvent.click(within(recorder()).getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog", { name: "Record my voice" })).toBeNull();
}

resetAfterEachPlayerTest();

describe("the player while the family recorder is open", () => {
  it("pauses the narrator when the recorder opens and stays paused until it closes", async () => {
    serveStory(makeStory({ readers: [] }));
    const kbd = userEvent.setup();
    await openPlayer(owner);
    fireEvent.click(control("Play"));
    expect(audio().paused).toBe(false);

    openRecorder();
    expect(audio().paused).toBe(true);
    // Keyboard play changes nothing; nor do Play and Replay themselves (as anything else that would start it).
    await kbd.keyboard(" k");
    fireEvent.click(control("Play"));
    fireEvent.click(control("Replay"));
    expect(audio().paused).toBe(true);

    // Closed, it does not start by itself; Play starts it.
    closeRecorder();
    expect(audio().paused).toBe(true);
    fireEvent.click(control("Play"));
    expect(audio().paused).toBe(false);
  });

  it("drops a pending autoplay: the chapter does not start while the recorder is open", async () => {
    serveStory(makeStory({ readers: [] }));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play");
    await openPlayer(owner);
    vi.useFakeTimers();
    fireEvent(audio(), new Event("canplaythrough"));

    openRecorder();
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS * 2));
    // Buffering again while it is open arms nothing either.
    fireEvent(audio(), new Event("canplaythrough"));
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS * 2));
    expect(play).not.toHaveBeenCalled();
    expect(audio().paused).toBe(true);
  });

  it("stops the device's voice when the recorder opens and says nothing until it closes", async () => {
    const synth = installSpeech([voice("Samantha", "en-US", { isDefault: true })]);
    const none = Object.fromEntries(CHAPTERS.map((chapter) => [chapter, null])) as Record<(typeof CHAPTERS)[number], null>;
    serveStory(makeStory({ readers: [], audio: none, deviceNarration: [...CHAPTERS] }));
    const kbd = userEvent.setup();
    renderRoutes(<AppRoutes />, `/story/${SLUG}`, owner);
    await screen.findByRole("heading", { level: 1, name: "The brave little fox" });
    await act(async () => {});
    fireEvent.click(control("Play"));
    await act(async () => {});
    expect(synth.speaking).toBe(true);
    const said = synth.spoken.length;

    openRecorder();
    expect(synth.speaking).toBe(false);
    await kbd.keyboard(" k");
    fireEvent.click(control("Play"));
    await act(async () => {});
    expect(synth.speaking).toBe(false);
    expect(synth.spoken).toHaveLength(said);

    closeRecorder();
    expect(synth.speaking).toBe(false);
    fireEvent.click(control("Play"));
    await act(async () => {});
    expect(synth.speaking).toBe(true);
  });
});
