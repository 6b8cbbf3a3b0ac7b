import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { boxes, parseAudioContainer } from "../../worker/media/audio-container";
import { withoutOrphanFragments } from "../../worker/media/fragmented-mp4";

/**
 * Real MediaRecorder output, 2.5 s of each engine's fake microphone in one blob at stop (the app's
 * recorder takes no timeslice): Firefox ESR 153 (media.navigator.streams.fake) as
 * audio/webm;codecs=opus and audio/ogg;codecs=opus, WebKitGTK 2.50.6 (MiniBrowser's mock capture
 * device) as audio/mp4, its only type. The browser journeys keep each live take beside their results.
 */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const topLevel = (bytes: Uint8Array) => boxes(bytes, 0, bytes.length).map((box) => box.type);

describe("every engine's own recordings", () => {
  it.each([
    ["firefox-mediarecorder-2.5s.webm", "audio/webm"],
    ["firefox-mediarecorder-2.5s.ogg", "audio/ogg"],
    ["webkit-mediarecorder-2.5s.m4a", "audio/mp4"],
  ] as const)("recognises %s as %s and times it at about 2.5 s", (name, mimeType) => {
    const parsed = parseAudioContainer(fixture(name));
    expect(parsed?.mimeType).toBe(mimeType);
    expect(parsed?.durationMs).toBeGreaterThan(2300);
    expect(parsed?.durationMs).toBeLessThan(2700);
  });
});

describe("withoutOrphanFragments: WebKit's take, as Firefox can play it", () => {
  it("drops the last fragment's header that WebKit writes twice, the first without its samples", () => {
    const recorded = fixture("webkit-mediarecorder-2.5s.m4a");
    expect(topLevel(recorded)).toEqual(["ftyp", "ftyp", "moov", "moof", "mdat", "moof", "mdat", "moof", "moof", "mdat"]);
    const repaired = withoutOrphanFragments(recorded);
    expect(topLevel(repaired)).toEqual(["ftyp", "ftyp", "moov", "moof", "mdat", "moof", "mdat", "moof", "mdat"]);
    // Only the orphan's bytes went; the samples and the duration are the recording's.
    expect(recorded.length - repaired.length).toBe(312);
    expect(Buffer.from(repaired.subarray(-3523)).equals(Buffer.from(recorded.subarray(-3523)))).toBe(true);
    expect(parseAudioContainer(repaired)).toEqual(parseAudioContainer(recorded));
  });

  it("leaves a file whose every fragment has its samples as it is", () => {
    const chromium = fixture("chromium-mediarecorder-2s.mp4");
    expect(withoutOrphanFragments(chromium)).toBe(chromium);
  });
});
