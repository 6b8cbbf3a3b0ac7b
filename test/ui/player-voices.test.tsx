import { cleanup, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../src/i18n/locale";
import { narrationWords, type WordTiming } from "../../shared/read-along";
import type { Reader } from "../../shared/recordings";
import {
  audio,
  closeSettings,
  control,
  makeStory,
  mockServer,
  openPlayer,
  openSettings,
  playAt,
  resetAfterEachPlayerTest,
  SLUG,
  STORY_ID,
} from "./player-helpers";

const take = (chapter: 1 | 2 | 3 | 4 | 5) => ({
  chapter,
  audio: `/media/readers/grandma/${chapter}.webm`,
  mimeType: "audio/webm",
  durationMs: 20_000,
  wordTimings: `/media/readers/grandma/${chapter}.json`,
});
const grandma: Reader = { _id: "cccccccccccccccccccccccc", name: "Grandma", shared: true, chapters: [take(1), take(2)] };
// A reader who has recorded nothing yet has nothing to offer.
const dad: Reader = { _id: "dddddddddddddddddddddddd", name: "Dad", shared: true, chapters: [] };

const OPENING_WORDS = narrationWords(makeStory().narrative.opening!);
/** Grandma reads word i from i s to i + 0.8 s. */
const grandmaTimings: WordTiming[] = OPENING_WORDS.map((_, i) => ({ i, start: i, end: i + 0.8 }));

function serveWithReaders(readers: Reader[], storyId = STORY_ID) {
  const story = makeStory({ _id: storyId, readers });
  return mockServer({
    [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story, userFeedback: null } }),
    [`GET ${take(1).wordTimings}`]: () => ({ body: grandmaTimings }),
  });
}

/** The voice picker, in the settings sheet (opened first). */
const voiceSelect = () => within(openSettings()).queryByRole<HTMLSelectElement>("combobox", { name: "Voice" });
/** Chooses a voice in the settings sheet, then closes it, back to the story. */
async function chooseVoice(name: string) {
  await userEvent.selectOptions(voiceSelect()!, name);
  closeSettings();
}
const lit = () => document.querySelector<HTMLElement>('main .chapter-text [data-word][aria-current="true"]')?.dataset.word;

resetAfterEachPlayerTest();
beforeEach(() => localStorage.clear());

describe("the story's voices", () => {
  it("offers no choice when no family voice has recorded anything", async () => {
    serveWithReaders([dad]);
    await openPlayer();
    expect(voiceSelect()).toBeNull();
    expect(audio().getAttribute("src")).toBe(`/media/stories/${STORY_ID}/opening.mp3`);
  });

  it("plays Grandma's recording with her word timings once she is chosen", async () => {
    serveWithReaders([grandma, dad]);
    await openPlayer();
    const select = voiceSelect()!;
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["Narrator", "Grandma"]);

    await userEvent.selectOptions(select, "Grandma");
    closeSettings();
    await waitFor(() => expect(audio().getAttribute("src")).toBe(take(1).audio));
    // Her timings, not the narrator's: word 3 is read from 3 s.
    await waitFor(() => {
      playAt(3.2);
      expect(lit()).toBe("3");
    });
  });

  it("falls back to the narrator for a chapter she has not recorded", async () => {
    serveWithReaders([grandma]);
    await openPlayer();
    await chooseVoice("Grandma");
    await userEvent.click(control("Next"));
    await waitFor(() => expect(audio().getAttribute("src")).toBe(take(2).audio));
    await userEvent.click(control("Next"));
    await waitFor(() => expect(audio().getAttribute("src")).toBe(`/media/stories/${STORY_ID}/dilemma.mp3`));
    expect(voiceSelect()?.value).toBe(grandma._id);
  });

  it("remembers the choice for this story on this device", async () => {
    serveWithReaders([grandma]);
    await openPlayer();
    await chooseVoice("Grandma");
    cleanup();

    serveWithReaders([grandma]);
    await openPlayer();
    expect(voiceSelect()?.value).toBe(grandma._id);
    expect(audio().getAttribute("src")).toBe(take(1).audio);
  });

  it("keeps each story's choice apart", async () => {
    serveWithReaders([grandma]);
    await openPlayer();
    await chooseVoice("Grandma");
    cleanup();

    // Another story with a reader of the same id starts with its narrator.
    serveWithReaders([grandma], "eeeeeeeeeeeeeeeeeeeeeeee");
    await openPlayer();
    expect(voiceSelect()?.value).toBe("narrator");
    expect(audio().getAttribute("src")).toContain("/opening.mp3");
  });

  it("names the voices in French", async () => {
    await activateLocale("fr-FR");
    serveWithReaders([grandma]);
    await openPlayer();
    const select = within(openSettings()).getByRole("combobox", { name: "Voix" });
    expect(select.querySelector("option")?.textContent).toBe("Narrateur");
  });
});
