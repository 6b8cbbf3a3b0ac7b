import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../src/i18n/locale";
import type { Reader } from "../../shared/recordings";
import { makeStory, mockServer, openPlayer, owner, reader, resetAfterEachPlayerTest, SLUG, STORY_ID } from "./player-helpers";

/**
 * Stand-ins for the browser's microphone (happy-dom has none): getUserMedia, MediaRecorder and the
 * Web Audio analyser, with their documented shapes. The real ones are exercised in family-voice.spec.ts.
 */
class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type === "audio/webm;codecs=opus";
  state: RecordingState = "inactive";
  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    super();
  }
  get mimeType() {
    return this.options?.mimeType ?? "";
  }
  start() {
    this.state = "recording";
  }
  pause() {
    this.state = "paused";
  }
  resume() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    const data = new Event("dataavailable") as Event & { data: Blob };
    Object.assign(data, { data: new Blob(["take"], { type: this.mimeType }) });
    this.dispatchEvent(data);
    this.dispatchEvent(new Event("stop"));
  }
}

class FakeAudioContext {
  createAnalyser() {
    // A steady tone at RMS 0.5.
    return { fftSize: 0, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.5) };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  close() {
    return Promise.resolve();
  }
}

function stubMicrophone(answer: () => Promise<MediaStream>) {
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  vi.stubGlobal("AudioContext", FakeAudioContext);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: vi.fn(answer) } });
}
const stream = () => Promise.resolve({ getTracks: () => [] } as unknown as MediaStream);

const grandma: Reader = { _id: "cccccccccccccccccccccccc", name: "Grandma", shared: false, chapters: [] };

function serve(readers: Reader[] = []) {
  const story = makeStory({ readers, isPublic: false });
  return mockServer({
    [`GET /api/stories/slug/${SLUG}`]: () => ({ body: { story, userFeedback: null } }),
    [`POST /api/stories/${STORY_ID}/readers`]: (body) => ({ status: 201, body: { ...grandma, name: (body as { name: string }).name } }),
    [`PATCH /api/stories/${STORY_ID}/readers/${grandma._id}`]: (body) => ({ body: { ...grandma, ...(body as object) } }),
    [`DELETE /api/stories/${STORY_ID}/readers/${grandma._id}`]: () => ({ status: 204 }),
  });
}

const dialog = () => screen.getByRole("dialog");

resetAfterEachPlayerTest();
beforeEach(() => localStorage.clear());

describe("family voices", () => {
  it("are offered to the story's owner only", async () => {
    serve();
    await openPlayer(reader);
    expect(screen.queryByRole("button", { name: "Record my voice" })).toBeNull();
  });

  it("says plainly when the microphone is refused, and when there is none", async () => {
    serve([grandma]);
    await openPlayer(owner);
    stubMicrophone(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    fireEvent.click(screen.getByRole("button", { name: "Record as Grandma" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Record" }));
    expect(await within(dialog()).findByText(/may not use the microphone/)).toBeTruthy();

    stubMicrophone(() => Promise.reject(new DOMException("none", "NotFoundError")));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Try again" }));
    expect(await within(dialog()).findByText(/No microphone was found/)).toBeTruthy();
  });

  it("names a new reader, counts 3-2-1, records with a level meter, pauses, and plays the take back", async () => {
    const calls = serve();
    await openPlayer(owner);
    stubMicrophone(stream);
    fireEvent.click(screen.getByRole("button", { name: "Record my voice" }));
    fireEvent.change(within(dialog()).getByLabelText("Who is reading?"), { target: { value: "Grandma" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Start recording" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ name: "Grandma" });
    // The chapter's text, large, to read aloud.
    expect(within(dialog()).getByText("Once upon a time, a fox lived in the woods.")).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Record" }));
    await act(async () => {});
    expect(within(dialog()).getByRole("status").textContent).toBe("3");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(within(dialog()).getByRole("status").textContent).toBe("2");
    await act(async () => vi.advanceTimersByTime(2000));
    expect(within(dialog()).getByRole("status").textContent).toBe("Recording…");
    await act(async () => vi.advanceTimersByTime(1000));
    // The meter follows the analyser.
    expect(within(dialog()).getByRole<HTMLMeterElement>("meter", { name: "Microphone level" }).value).toBe(0.5);

    fireEvent.click(within(dialog()).getByRole("button", { name: "Pause" }));
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Resume" }));
    await act(async () => vi.advanceTimersByTime(500));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Stop" }));
    vi.useRealTimers();

    const take = await within(dialog()).findByLabelText("Listen back");
    expect(take.getAttribute("src")).toMatch(/^blob:/);
    expect(within(dialog()).getByRole("button", { name: "Keep" })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Redo" }));
    expect(within(dialog()).getByRole("button", { name: "Record" })).toBeTruthy();
  });

  it("shares a reader in the link and deletes one only after confirming", async () => {
    const calls = serve([grandma]);
    await openPlayer(owner);
    fireEvent.click(screen.getByRole("checkbox", { name: "Include in the shared link" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ shared: true }));

    fireEvent.click(screen.getByRole("button", { name: "Delete Grandma" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });

  it("speaks French", async () => {
    await activateLocale("fr-FR");
    serve([grandma]);
    await openPlayer(owner);
    expect(screen.getByRole("heading", { name: "Voix de la famille" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Inclure dans le lien partagé" })).toBeTruthy();
  });
});
