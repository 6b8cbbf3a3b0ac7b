import { afterEach, describe, expect, it, vi } from "vitest";
import { narrate, narrationScript, speechText, synthesise, voiceFor } from "../../dev/offline-engine/narrator";
import type { NarrateRequest } from "../../worker/generation/providers/provider";
import { durationSeconds, parseMp3, type Mp3Frame } from "./media-formats";

/** Shannon entropy (bits per byte) of the frames after their 4-byte header: low for silence. */
function payloadEntropy(bytes: Uint8Array, frames: Mp3Frame[]): number {
  const counts = new Uint32Array(256);
  let total = 0;
  for (const frame of frames) {
    for (let i = frame.offset + 4; i < frame.offset + frame.length; i++) {
      const value = bytes[i] ?? 0;
      counts[value] = (counts[value] ?? 0) + 1;
      total++;
    }
  }
  let entropy = 0;
  for (const count of counts) if (count) entropy -= (count / total) * Math.log2(count / total);
  return entropy;
}

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** Compared by digest: a failed byte-for-byte comparison would print two 30 kB arrays. */
async function digest(media: { bytes: Uint8Array }): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", media.bytes);
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function request(overrides: Partial<NarrateRequest>): NarrateRequest {
  return { language: "en-US", seed: 42, chapter: "opening", items: "Once upon a time, a little fox found a shiny red balloon.", ...overrides };
}

// Variants with breath mix in espeak's pseudo-random noise: the ones where determinism is at stake.
const BREATHY_SEED = Array.from({ length: 100 }, (_, seed) => seed).find((seed) => /\+f[23]$/.test(voiceFor("en-US", seed).voice)) ?? -1;

const SENTENCE_EN = "Once upon a time, a little fox found a shiny red balloon in the forest.";
const SENTENCE_FR = "Il était une fois un petit renard qui trouva un ballon rouge dans la forêt.";

describe("offline narrator", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes a valid MP3: MPEG-2 Layer III frames, mono, 22.05 kHz, 48 kbit/s, end to end", async () => {
    const media = await narrate(request({ items: SENTENCE_EN }));
    expect(media.contentType).toBe("audio/mpeg");
    const frames = parseMp3(media.bytes);
    expect(frames.length).toBeGreaterThan(20);
    for (const frame of frames) {
      expect(frame).toMatchObject({ bitrateKbps: 48, sampleRate: 22050, mono: true });
    }
    // A 14-word sentence read gently takes a few seconds.
    const seconds = durationSeconds(frames);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(15);
    // CBR: 48 kbit/s is 6000 bytes per second of audio.
    expect(media.bytes.length / seconds).toBeGreaterThan(5800);
    expect(media.bytes.length / seconds).toBeLessThan(6200);
  });

  it("synthesises audible speech, as long as the MP3 says", async () => {
    const speech = await synthesise(request({ items: SENTENCE_EN }));
    expect(speech.sampleRate).toBe(22050);
    const seconds = speech.samples.length / speech.sampleRate;
    expect(seconds).toBeGreaterThan(2);
    // Speech, not silence: espeak's output sits around an RMS of a few thousand.
    expect(rms(speech.samples)).toBeGreaterThan(1000);
    expect(Math.max(...speech.samples.subarray(0, 22050 * 2))).toBeGreaterThan(5000);

    const frames = parseMp3((await narrate(request({ items: SENTENCE_EN }))).bytes);
    // The encoder adds at most a few frames of delay and padding.
    expect(Math.abs(durationSeconds(frames) - seconds)).toBeLessThan(0.25);
  });

  it("encodes the speech itself: frames carry data, unlike silence", async () => {
    const spoken = await narrate(request({ items: SENTENCE_EN }));
    const silent = await narrate(request({ items: "   \n " }));
    const silentFrames = parseMp3(silent.bytes);
    // Nothing to say still gives a playable half second.
    expect(durationSeconds(silentFrames)).toBeGreaterThan(0.4);
    expect(durationSeconds(silentFrames)).toBeLessThan(1);
    expect(payloadEntropy(spoken.bytes, parseMp3(spoken.bytes))).toBeGreaterThan(6);
    expect(payloadEntropy(silent.bytes, silentFrames)).toBeLessThan(3);
  });

  it("lasts longer for longer text, at a plausible reading pace", async () => {
    const short = durationSeconds(parseMp3((await narrate(request({ items: SENTENCE_EN }))).bytes));
    const threeSentences = [SENTENCE_EN, "The fox held the string and floated over the river.", "Everyone in the village waved hello!"].join(" ");
    const long = durationSeconds(parseMp3((await narrate(request({ items: threeSentences }))).bytes));
    expect(long).toBeGreaterThan(short * 2);
    // 31 words at a gentle 130–150 words a minute, pauses included.
    expect(long).toBeGreaterThan(9);
    expect(long).toBeLessThan(20);
  });

  it("speaks French with a French voice", async () => {
    const french = await synthesise(request({ language: "fr-FR", items: SENTENCE_FR }));
    expect(rms(french.samples)).toBeGreaterThan(1000);
    const seconds = french.samples.length / french.sampleRate;
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(15);

    // The same words read by the English and the French voice sound different.
    const text = "Bonjour Camille, le château est dans la forêt.";
    const asEnglish = await narrate(request({ language: "en-US", items: text }));
    const asFrench = await narrate(request({ language: "fr-FR", items: text }));
    expect(parseMp3(asFrench.bytes).length).toBeGreaterThan(10);
    expect(await digest(asFrench)).not.toBe(await digest(asEnglish));
    // And comparable sentences in each language give different files.
    const en = await narrate(request({ language: "en-US", items: SENTENCE_EN }));
    const fr = await narrate(request({ language: "fr-FR", items: SENTENCE_FR }));
    expect(await digest(fr)).not.toBe(await digest(en));
  });

  it("gives the same bytes for the same request, whatever was narrated before", async () => {
    expect(BREATHY_SEED).toBeGreaterThanOrEqual(0);
    const first = await narrate(request({ items: SENTENCE_EN, seed: BREATHY_SEED }));
    await narrate(request({ language: "fr-FR", items: SENTENCE_FR, seed: 99 }));
    const again = await narrate(request({ items: SENTENCE_EN, seed: BREATHY_SEED }));
    expect(await digest(again)).toBe(await digest(first));
    // Concurrent narrations (a queue batch) neither interfere nor differ.
    const [a, b] = await Promise.all([narrate(request({ items: SENTENCE_EN, seed: BREATHY_SEED })), narrate(request({ items: SENTENCE_FR, language: "fr-FR" }))]);
    expect(await digest(a)).toBe(await digest(first));
    expect(await digest(b)).not.toBe(await digest(first));
  });

  it("does not depend on the time of day (espeak seeds its noise from the clock)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T08:00:00Z"));
    const morning = await narrate(request({ items: SENTENCE_EN, seed: BREATHY_SEED }));
    vi.setSystemTime(new Date("2026-06-30T21:17:43Z"));
    const evening = await narrate(request({ items: SENTENCE_EN, seed: BREATHY_SEED }));
    expect(await digest(evening)).toBe(await digest(morning));
  });

  it("gives different bytes for different text", async () => {
    const one = await narrate(request({ items: "The little fox found a red balloon." }));
    const other = await narrate(request({ items: "The little fox found a blue balloon." }));
    expect(await digest(other)).not.toBe(await digest(one));
  });

  it("gives each story its own narrator, the same for all its chapters", async () => {
    const voices = new Set(Array.from({ length: 40 }, (_, seed) => voiceFor("en-US", seed).voice));
    expect(voices.size).toBeGreaterThan(3);
    for (let seed = 0; seed < 40; seed++) {
      const voice = voiceFor("fr-FR", seed);
      expect(voice.voice).toMatch(/^fr\+[fm]\d$/);
      // Gentler than espeak's default of 175 words a minute.
      expect(voice.rate).toBeGreaterThanOrEqual(115);
      expect(voice.rate).toBeLessThanOrEqual(140);
      expect(voice).toEqual(voiceFor("fr-FR", seed));
    }
    const seeds = Array.from({ length: 40 }, (_, seed) => seed);
    const femaleSeed = seeds.find((seed) => voiceFor("en-US", seed).voice.includes("+f")) ?? -1;
    const maleSeed = seeds.find((seed) => voiceFor("en-US", seed).voice.includes("+m")) ?? -1;
    const female = await narrate(request({ items: SENTENCE_EN, seed: femaleSeed }));
    const male = await narrate(request({ items: SENTENCE_EN, seed: maleSeed }));
    expect(await digest(male)).not.toBe(await digest(female));
    // The chapter does not change the voice: same seed and text, another chapter, same audio.
    const closing = await narrate(request({ items: SENTENCE_EN, seed: femaleSeed, chapter: "closing" }));
    expect(await digest(closing)).toBe(await digest(female));
  });

  it("reads each sentence of each line, closing unpunctuated lines, without reading speaker names", () => {
    expect(speechText("Look at the moon")).toBe("Look at the moon.");
    expect(speechText("The moon\tsmiled. ")).toBe("The moon smiled. ");
    const script = narrationScript(
      request({
        items: [
          { type: "title", text: "The moon" },
          { type: "dialogue", speaker: "Lily", text: "Look at the moon! It is round" },
          { type: "plain", text: "The moon smiled." },
        ],
      }),
    );
    expect(script.map((piece) => [piece.item, piece.offset, piece.text])).toEqual([
      [0, 0, "The moon."],
      [1, 0, "Look at the moon! "],
      [1, 18, "It is round."],
      [2, 0, "The moon smiled."],
    ]);
    expect(script.some((piece) => piece.text.includes("Lily"))).toBe(false);
  });
});
