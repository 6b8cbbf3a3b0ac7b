import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../src/app/routes";
import { SLEEP_FADE_MS } from "../../src/features/player/sleep-timer";
import { activateLocale } from "../../src/i18n/locale";
import { VOICES_GRACE_MS } from "../../src/features/player/use-device-voice";
import { AUDIO_AUTOPLAY_DELAY_MS } from "../../shared/constants";
import type { StoryJson } from "../../shared/story-json";
import { CHAPTERS, chapterHeading, control, inSettings, makeStory, resetAfterEachPlayerTest, serveStory, SLUG, visitor } from "./player-helpers";
import { renderRoutes } from "./render";
import { installSpeech, voice, type SpeechSynthesisDouble } from "./speech-synthesis-double";

const OPENING = "Il était une fois un renard. Il aimait les mûres, surtout le soir.";
const FRENCH_VOICES = [
  voice("Amélie (réseau)", "fr-FR", { local: false, isDefault: true }),
  voice("Chantal", "fr-CA"),
  voice("Thomas", "fr_FR"),
  voice("Samantha", "en-US", { isDefault: true }),
];

/** A French story whose every chapter the device reads (no stored narration). */
function frenchDeviceStory(overrides: Partial<StoryJson> = {}): StoryJson {
  const story = makeStory({
    title: "Le petit renard",
    language: "fr-FR",
    audio: { opening: null, buildUp: null, dilemma: null, resolution: null, closing: null },
    deviceNarration: [...CHAPTERS],
    ...overrides,
  });
  story.narrative = { ...story.narrative, opening: OPENING, buildUp: "La pluie tombait sur la colline." };
  return story;
}

async function openDevicePlayer(story: StoryJson) {
  serveStory(story);
  renderRoutes(<AppRoutes />, `/story/${SLUG}`, visitor);
  await screen.findByRole("heading", { level: 1, name: story.title });
  await act(async () => {});
}

const highlighted = () => Number(document.querySelector<HTMLElement>('.chapter-text [aria-current="true"]')?.dataset.word ?? -1);
const word = (index: number) => document.querySelector<HTMLElement>(`.chapter-text [data-word="${index}"]`)!;

/** Presses Play and lets the voice begin (its `start` comes from the speech engine, a moment later). */
async function play(synth: SpeechSynthesisDouble) {
  const before = synth.spoken.length;
  fireEvent.click(control("Play"));
  await act(async () => {});
  expect(synth.spoken.length).toBe(before + 1);
}

/**
 * Timers and the page's clock stand still until a test moves them: without boundary events the highlight
 * moves on by the words' estimated time, which on a busy machine would beat what a test asserts.
 */
function stopTheClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "performance", "requestAnimationFrame", "cancelAnimationFrame"] });
}

resetAfterEachPlayerTest();

describe("the device's voice", () => {
  it("reads a device chapter with the device's own voice in the story's language, sentence by sentence", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    expect(document.querySelector("audio")).toBeNull();

    await play(synth);
    const first = synth.current;
    // A voice on the device that speaks fr-FR exactly, over the default network voice and fr-CA.
    expect(first.voice?.name).toBe("Thomas");
    expect(first.lang).toBe("fr-FR");
    expect(first.text).toBe("Il était une fois un renard.");
    expect(control("Pause")).toBeTruthy();

    // Each sentence is an utterance of its own (Chrome cuts long ones): the next follows the end of the last.
    synth.finish();
    expect(synth.current.text).toBe("Il aimait les mûres, surtout le soir.");
    expect(synth.current.voice?.name).toBe("Thomas");
  });

  it("highlights the word the browser says it has reached", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    stopTheClock();
    await play(synth);
    expect(highlighted()).toBe(0);

    synth.boundaryAt("fois");
    expect(highlighted()).toBe(3);
    expect(word(3).textContent).toBe("fois");
    synth.finish();
    await act(async () => {});
    synth.boundaryAt("mûres,");
    expect(highlighted()).toBe(9);
    expect(document.querySelectorAll('.chapter-text [aria-current="true"]')).toHaveLength(1);
  });

  it("without boundary events, moves the highlight on by the words' estimated time, not past the sentence being said", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    stopTheClock();
    await play(synth);
    expect(highlighted()).toBe(0);

    act(() => void vi.advanceTimersByTime(1_000));
    const after1s = highlighted();
    expect(after1s).toBeGreaterThan(0);
    act(() => void vi.advanceTimersByTime(60_000));
    // The voice is slower than the estimate: the highlight waits on the sentence's last word.
    expect(highlighted()).toBe(5);
    synth.finish();
    await act(async () => {});
    expect(highlighted()).toBe(6);
  });

  it("pauses, and resumes from the word it was reading; Space and K do the same", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    stopTheClock();
    await play(synth);
    synth.boundaryAt("un");

    fireEvent.click(control("Pause"));
    expect(synth.speaking).toBe(false);
    await act(async () => {});
    // The cancel's "interrupted" is not a failure: the player is simply paused.
    expect(control("Play")).toBeTruthy();
    expect(highlighted()).toBe(4);

    fireEvent.keyDown(window, { key: "k" });
    await act(async () => {});
    expect(synth.current.text).toBe("un renard.");
    expect(control("Pause")).toBeTruthy();
    fireEvent.keyDown(window, { key: " " });
    expect(synth.speaking).toBe(false);
    expect(control("Play")).toBeTruthy();
  });

  it("reads from a tapped word", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    stopTheClock();
    await play(synth);
    fireEvent.click(word(10));
    await act(async () => {});
    expect(synth.current.text).toBe("surtout le soir.");
    expect(highlighted()).toBe(10);
    // Only the new sentence is being said.
    expect(synth.pending).toBe(false);
  });

  it("fades the next sentences out with the sleep timer, then stops and says good night", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    inSettings((sheet) => fireEvent.change(within(sheet).getByRole("combobox", { name: "Sleep timer" }), { target: { value: "10" } }));
    await play(synth);
    act(() => void vi.advanceTimersByTime(10 * 60_000 + SLEEP_FADE_MS / 2));
    synth.finish();
    // Half way through the fade, the next sentence is quieter.
    expect(synth.current.volume).toBeGreaterThan(0.2);
    expect(synth.current.volume).toBeLessThan(0.8);

    act(() => void vi.advanceTimersByTime(SLEEP_FADE_MS / 2));
    expect(synth.speaking).toBe(false);
    expect(screen.getByText("The sleep timer stopped the story. Good night!")).toBeTruthy();
    expect(control("Play")).toBeTruthy();
    // Loud again the next time.
    await play(synth);
    expect(synth.current.volume).toBe(1);
  });

  it("goes on to the next chapter by itself with the sleep timer set to the story's end", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    await openDevicePlayer(frenchDeviceStory());
    inSettings((sheet) => fireEvent.change(within(sheet).getByRole("combobox", { name: "Sleep timer" }), { target: { value: "story" } }));
    await play(synth);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    synth.finish();
    synth.finish();
    expect(chapterHeading()).toBe("Chapter 2 of 5");
    expect(synth.speaking).toBe(false);
    await act(async () => void (await vi.advanceTimersByTimeAsync(AUDIO_AUTOPLAY_DELAY_MS)));
    expect(synth.current.text).toBe("La pluie tombait sur la colline.");
  });

  it("starts a chapter by itself one second after its voice is ready, once the voices are listed", async () => {
    const synth = installSpeech([]);
    await openDevicePlayer(frenchDeviceStory());
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    // Chrome lists its voices a moment later: nothing is said to be missing meanwhile.
    expect(screen.queryByRole("status", { name: /no French voice/ })).toBeNull();
    synth.setVoices(FRENCH_VOICES);
    act(() => void vi.advanceTimersByTime(AUDIO_AUTOPLAY_DELAY_MS - 1));
    expect(synth.spoken).toHaveLength(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(synth.current.text).toBe("Il était une fois un renard.");
    expect(control("Pause")).toBeTruthy();
  });

  it("says so when the device has no voice for the story's language, and keeps the text", async () => {
    installSpeech([voice("Samantha", "en-US", { isDefault: true }), voice("Afrikaans", "af")]);
    // Opened from a shared link: still no large Play, which would have nothing to start.
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { getAutoplayPolicy: () => "disallowed" }));
    await openDevicePlayer(frenchDeviceStory());
    expect(screen.getByText(/This device has no French voice to read this story aloud/).getAttribute("role")).toBe("status");
    expect(document.querySelector(".chapter-text")?.textContent).toBe(OPENING);
    expect(control("Play").getAttribute("aria-disabled")).toBe("true");
    expect(screen.queryByRole("button", { name: "Play the story" })).toBeNull();
  });

  it("says so in French when the browser has no speech at all", async () => {
    await activateLocale("fr-FR");
    await openDevicePlayer(frenchDeviceStory());
    expect(screen.getByText(/Cet appareil n’a pas de voix française pour lire cette histoire/)).toBeTruthy();
    expect(control("Lire").getAttribute("aria-disabled")).toBe("true");
  });

  it("says so once an empty voice list has had its time to fill and stayed empty", async () => {
    installSpeech([]);
    await openDevicePlayer(frenchDeviceStory());
    expect(screen.queryByText(/no French voice/)).toBeNull();
    // Waits on the notice; the player gives the list VOICES_GRACE_MS.
    await waitFor(() => expect(screen.getByText(/no French voice/)).toBeTruthy(), { timeout: VOICES_GRACE_MS * 2 });
  });

  it("reads a finished story's chapter that has no stored narration, though the story does not list it", async () => {
    const synth = installSpeech(FRENCH_VOICES);
    const story = frenchDeviceStory({ deviceNarration: [], audio: makeStory().audio });
    story.audio.opening = null;
    await openDevicePlayer(story);
    expect(document.querySelector("audio")).toBeNull();
    await play(synth);
    expect(synth.current.text).toBe("Il était une fois un renard.");
    fireEvent.click(control("Next"));
    expect(document.querySelector("audio")?.getAttribute("src")).toBe(story.audio.buildUp);
    expect(synth.speaking).toBe(false);
  });
});
