import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseAudioContainer } from "../../worker/media/audio-container";
import { mp4, oggOpus, opusFrames, webm } from "./recording-files";

describe("parseAudioContainer: what a recording is, from its bytes", () => {
  it("times a MediaRecorder WebM (unknown sizes, no Duration) by its last frame", () => {
    expect(parseAudioContainer(webm({ frames: opusFrames(12_340) }))).toEqual({ mimeType: "audio/webm", durationMs: 12_340 });
  });

  it("does not believe a WebM's Duration that understates its frames", () => {
    const file = webm({ frames: [0, 20, 360_000], declaredMs: 4_000 });
    expect(parseAudioContainer(file)?.durationMs).toBe(360_020);
  });

  it("takes a declared WebM Duration longer than its frames", () => {
    expect(parseAudioContainer(webm({ frames: [0, 20], declaredMs: 400_000 }))?.durationMs).toBe(400_000);
  });

  it("refuses a WebM without an audio track, and a Matroska of another doctype", () => {
    expect(parseAudioContainer(webm({ frames: opusFrames(1000), trackType: 1 }))).toBeNull();
    expect(parseAudioContainer(webm({ frames: opusFrames(1000), docType: "fakedoc" }))).toBeNull();
  });

  it("refuses a truncated WebM", () => {
    const file = webm({ frames: opusFrames(2000) });
    expect(parseAudioContainer(file.subarray(0, file.length - 7))).toBeNull();
  });

  it("times an Ogg Opus stream by its last granule, minus the pre-skip", () => {
    expect(parseAudioContainer(oggOpus(7_500))).toEqual({ mimeType: "audio/ogg", durationMs: 7_500 });
  });

  it("reads a granule of -1 as a page where no packet ends, and times the stream by the others", () => {
    const file = oggOpus(5_000, (real, page) => (page % 2 === 0 && page < 4 ? -1n : real));
    expect(parseAudioContainer(file)).toEqual({ mimeType: "audio/ogg", durationMs: 5_000 });
  });

  it("refuses an Ogg whose granules are negative (other than -1), or that never says how long it plays", () => {
    // Six minutes of pages whose granules hide the duration: never stored as lasting 0 s.
    expect(parseAudioContainer(oggOpus(360_000, (real) => -real))).toBeNull();
    expect(parseAudioContainer(oggOpus(360_000, (real, page) => (page === 359 ? -2n : real)))).toBeNull();
    expect(parseAudioContainer(oggOpus(360_000, () => -1n))).toBeNull();
    expect(parseAudioContainer(oggOpus(360_000, () => -(2n ** 63n)))).toBeNull();
  });

  it("refuses Ogg pages that run past the end, or carry no Opus or Vorbis", () => {
    const file = oggOpus(3_000);
    expect(parseAudioContainer(file.subarray(0, file.length - 1))).toBeNull();
    const other = oggOpus(3_000);
    other.set(new TextEncoder().encode("NotOpus!"), 28);
    expect(parseAudioContainer(other)).toBeNull();
  });

  it("times an MP4 sound track from its headers, and a fragmented one (Safari) from its fragments", () => {
    expect(parseAudioContainer(mp4({ durationMs: 61_000 }))).toEqual({ mimeType: "audio/mp4", durationMs: 61_000 });
    const fragmented = parseAudioContainer(mp4({ durationMs: 9_000, fragmented: true }));
    expect(fragmented?.mimeType).toBe("audio/mp4");
    // Whole 1024-sample AAC frames: the last one runs a little past 9 s.
    expect(fragmented?.durationMs).toBeGreaterThanOrEqual(9_000);
    expect(fragmented?.durationMs).toBeLessThan(9_030);
  });

  it("refuses an MP4 with only a video track", () => {
    expect(parseAudioContainer(mp4({ durationMs: 1000, handler: "vide" }))).toBeNull();
  });

  it("refuses text, whatever it is called", () => {
    expect(parseAudioContainer(new TextEncoder().encode("Dear Grandma, this is not a recording."))).toBeNull();
    expect(parseAudioContainer(new Uint8Array())).toBeNull();
  });
});

/**
 * Real MediaRecorder output: Chromium 156 with its fake microphone, recorded for 3 s as
 * audio/webm;codecs=opus and for 2 s as audio/mp4;codecs=opus (fragmented MP4), 250 ms timeslices.
 */
describe("parseAudioContainer on Chromium's own recordings", () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

  it("times Chromium's WebM (no Duration element) from its clusters", () => {
    const parsed = parseAudioContainer(fixture("chromium-mediarecorder-3s.webm"));
    expect(parsed?.mimeType).toBe("audio/webm");
    expect(parsed?.durationMs).toBeGreaterThan(2800);
    expect(parsed?.durationMs).toBeLessThan(3300);
  });

  it("times Chromium's fragmented MP4 from its fragments", () => {
    const parsed = parseAudioContainer(fixture("chromium-mediarecorder-2s.mp4"));
    expect(parsed?.mimeType).toBe("audio/mp4");
    expect(parsed?.durationMs).toBeGreaterThan(1800);
    expect(parsed?.durationMs).toBeLessThan(2300);
  });
});
