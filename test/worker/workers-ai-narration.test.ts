import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import type { NarrativeItem } from "../../shared/narrative";
import { narrationWords } from "../../shared/read-along";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { invalidateConfigCache } from "../../worker/config/store";
import { db } from "../../worker/db/client";
import { configs } from "../../worker/db/schema";
import { audioDurationSeconds, mp3DurationSeconds } from "../../worker/generation/audio-duration";
import { encodeMp3 } from "../../dev/offline-engine/mp3";
import type { NarrateRequest, Narration } from "../../worker/generation/providers/provider";
import { alignTimings, estimateTimings, type HeardWord } from "../../worker/generation/word-timings";
import { CAPACITY_CALLS, WorkersAiError, type AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import { narrateWithWorkersAi as narrateOrDevice, speakerFor, timeNarration } from "../../worker/generation/providers/workers-ai/narrator";
import { CHAPTER_EN, CHAPTER_FR, checkTimings } from "./narration-chapters";
import { durationSeconds, parseMp3 } from "./media-formats";
import { env } from "./helpers";

interface Call {
  model: string;
  inputs: Record<string, unknown>;
}

const WHISPER = "@cf/openai/whisper-large-v3-turbo";
const AURA = "@cf/deepgram/aura-2-en";
const MELO = "@cf/myshell-ai/melotts";

/** A real MP3 (22.05 kHz, 48 kbit/s) of a tone lasting `seconds`: decodable, with a known length. */
async function toneMp3(seconds: number): Promise<Uint8Array> {
  const samples = new Int16Array(Math.round(seconds * 22050));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin(i / 8) * 8000);
  return encodeMp3(samples, 22050);
}

/** The binding's error for a refused input, as Workers AI raises it (`InferenceUpstreamError`: "8002: Invalid input"). */
function invalidInput(): Error {
  return Object.assign(new Error("8002: Invalid input"), { name: "InferenceUpstreamError" });
}

/** What a TTS model says: about 0.35 s a word, so the audio's length follows the text. */
const speechSeconds = (text: string) => 0.3 + text.split(/\s+/).length * 0.35;

/**
 * A stand-in for the Workers AI binding (no local mode): documented shapes — Aura-2 and MeloTTS
 * answer binary MP3 (MeloTTS may also answer `{ audio: base64 }`), Whisper answers
 * `{ text, word_count, segments: [{ start, end, text, words: [{ word, start, end }] }], transcription_info, vtt }`
 * — and, on cue, their failures.
 */
function standIn(options: { refuse?: (call: Call) => boolean; whisper?: (call: Call) => unknown } = {}) {
  const calls: Call[] = [];
  const runner: AiRunner = {
    async run(model, inputs) {
      const call = { model: String(model), inputs: inputs as unknown as Record<string, unknown> };
      calls.push(call);
      if (options.refuse?.(call)) throw invalidInput();
      if (model === WHISPER) {
        if (options.whisper) return options.whisper(call);
        throw new Error("whisper stand-in: no answer configured");
      }
      const text = String(call.inputs.text ?? call.inputs.prompt);
      const bytes = await toneMp3(speechSeconds(text));
      return model === MELO ? { audio: Buffer.from(bytes).toString("base64") } : new Blob([bytes]).stream();
    },
  };
  return { runner, calls };
}

async function setConfig(key: string, value: unknown) {
  await db(env).insert(configs).values({ key, value, updatedAt: new Date() }).onConflictDoUpdate({ target: configs.key, set: { value } });
  invalidateConfigCache();
}

/** A narration with stored audio (the test fails if the chapter went to the reader's device). */
async function narrateWithWorkersAi(...args: Parameters<typeof narrateOrDevice>): Promise<Narration> {
  const narration = await narrateOrDevice(...args);
  if ("readByDevice" in narration) throw new Error("the chapter went to the reader's device");
  return narration;
}

function request(overrides: Partial<NarrateRequest> = {}): NarrateRequest {
  return { language: "en-US", seed: 42, chapter: "opening", items: CHAPTER_EN, ...overrides };
}

/** Whisper's answer for a list of heard words, spaced as a reader would say them. */
function whisperAnswer(words: string[], wordSeconds = 0.35) {
  const timed = words.map((word, index) => ({ word: ` ${word}`, start: 0.2 + index * wordSeconds, end: 0.2 + index * wordSeconds + wordSeconds * 0.8 }));
  return {
    text: words.join(" "),
    word_count: words.length,
    segments: [{ start: 0.2, end: timed.at(-1)?.end ?? 0.2, text: words.join(" "), temperature: 0, avg_logprob: -0.2, compression_ratio: 1.3, no_speech_prob: 0.01, words: timed }],
    transcription_info: { language: "en", language_probability: 0.99, duration: (timed.at(-1)?.end ?? 0) + 0.3, duration_after_vad: 0 },
    vtt: "WEBVTT\n",
  };
}

const KNOWN: NarrativeItem[] = [{ type: "plain", text: "Pip the little dragon flew over the quiet sea tonight." }];
const knownWords = () => narrationWords(KNOWN).map((word, i) => ({ i, text: word.text }));

describe("word timings by alignment to a recogniser's words", () => {
  it("maps every known word despite a dropped, an inserted and a misheard word", () => {
    // Known: Pip the little dragon flew over the quiet sea tonight.
    // Heard: "little" dropped, "um" inserted, "sea" misheard as "see", "Pip" as "pep".
    const heard: HeardWord[] = whisperAnswer(["Pep", "the", "dragon", "um", "flew", "over", "the", "quiet", "see", "tonight."]).segments[0]!.words;
    const timings = alignTimings(knownWords(), heard, 5)!;
    expect(timings.map((timing) => timing.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const at = (word: string) => heard.find((h) => h.word.trim() === word)!;
    // Paired words keep the recogniser's times (to the millisecond), the misheard ones included.
    const keeps = (index: number, word: string) => {
      expect(timings[index]!.start).toBeCloseTo(at(word).start, 3);
      expect(timings[index]!.end).toBeCloseTo(at(word).end, 3);
    };
    keeps(0, "Pep");
    keeps(3, "dragon");
    keeps(4, "flew");
    keeps(8, "see");
    keeps(9, "tonight.");
    // The dropped word sits between its neighbours; nothing overlaps the inserted "um" wrongly.
    expect(timings[2]!.start).toBeGreaterThanOrEqual(at("the").end);
    expect(timings[2]!.end).toBeLessThanOrEqual(at("dragon").start);
    expect(checkTimings(timings, KNOWN, 5)).toBe(1);
  });

  it("refuses to align an answer that heard something else entirely", () => {
    const heard = whisperAnswer(["completely", "different", "words", "spoken", "here"]).segments[0]!.words;
    expect(alignTimings(knownWords(), heard, 5)).toBeNull();
  });

  it("matches accents and punctuation loosely: « Écoute, » is ecoute", () => {
    const known = [
      { i: 0, text: "«\u00a0Écoute," },
      { i: 1, text: "Léo\u00a0!" },
    ];
    const timings = alignTimings(known, [{ word: " ecoute", start: 0.1, end: 0.5 }, { word: " Léo!", start: 0.6, end: 0.9 }], 1)!;
    expect(timings).toEqual([
      { i: 0, start: 0.1, end: 0.5 },
      { i: 1, start: 0.6, end: 0.9 },
    ]);
  });
});

describe("word timings by estimate", () => {
  it("covers every word within the audio's duration, longer words taking longer, pauses after sentences", () => {
    const words = narrationWords(CHAPTER_EN).map((word, i) => ({ i, text: word.text }));
    const timings = estimateTimings([{ words, start: 0, end: 50 }]);
    expect(checkTimings(timings, CHAPTER_EN, 50)).toBe(1);
    const length = (i: number) => timings[i]!.end - timings[i]!.start;
    const index = (text: string) => words.findIndex((word) => word.text === text);
    expect(length(index("stories,"))).toBeGreaterThan(length(index("Pip.")));
    // After "Pip." (a sentence end) the next word waits longer than after an ordinary word.
    const gap = (i: number) => timings[i + 1]!.start - timings[i]!.end;
    expect(gap(index("Pip."))).toBeGreaterThan(gap(index("village")) + 0.1);
  });
});

describe("audio length from the bytes", () => {
  it("adds up MP3 frames past an ID3 tag and junk between joined files, and reads WAV headers", async () => {
    const mp3 = await toneMp3(2);
    const frames = durationSeconds(parseMp3(mp3));
    expect(mp3DurationSeconds(mp3)).toBeCloseTo(frames, 5);
    // An ID3v2 tag (10-byte header, 20 bytes of frames, syncsafe size) in front, and a tag-like
    // stretch of junk between two joined files.
    const tag = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 20, ...new Uint8Array(20).fill(0x55)]);
    const joined = new Uint8Array([...tag, ...mp3, ...new TextEncoder().encode("TAG junk"), ...mp3]);
    expect(mp3DurationSeconds(joined)).toBeCloseTo(frames * 2, 5);
    expect(audioDurationSeconds(joined, "audio/mpeg")).toBeCloseTo(frames * 2, 5);
  });
});

describe("workers-ai narration: models per language with a fallback chain", { timeout: 60_000 }, () => {
  it("English: Aura-2 reads the narrator's and each character's lines with their own speakers, the same in every chapter", async () => {
    const { runner, calls } = standIn({ whisper: () => whisperAnswer([]) });
    const narration = await narrateWithWorkersAi(env, runner, request());
    const speech = calls.filter((call) => call.model === AURA);
    // Title + narration, Pip, Grandma Rose, narration, Pip, narration: six runs of one voice.
    expect(speech.map((call) => call.inputs.text)).toEqual([
      `${CHAPTER_EN[0]!.text}\n${CHAPTER_EN[1]!.text}`,
      CHAPTER_EN[2]!.text,
      CHAPTER_EN[3]!.text,
      CHAPTER_EN[4]!.text,
      CHAPTER_EN[5]!.text,
      CHAPTER_EN[6]!.text,
    ]);
    const [narrator, pip, rose, narratorAgain, pipAgain] = speech.map((call) => call.inputs.speaker);
    expect(new Set([narrator, pip, rose]).size).toBe(3);
    expect(narratorAgain).toBe(narrator);
    expect(pipAgain).toBe(pip);
    // Speaker names are never read.
    expect(speech.some((call) => String(call.inputs.text).startsWith("Pip"))).toBe(false);
    // Another chapter of the same story: the same speakers.
    const entry = { ...DEFAULT_CONFIG.aiNarration.models["en-US"][0]!, model: AURA } as const;
    expect(speakerFor(entry, 42, "Grandma Rose")).toBe(rose);
    expect(speakerFor(entry, 42, null)).toBe(narrator);
    // The parts join into one MP3 that plays them all.
    expect(narration.contentType).toBe("audio/mpeg");
    const expected = speech.reduce((total, call) => total + speechSeconds(String(call.inputs.text)), 0);
    expect(Math.abs(durationSeconds(parseMp3(narration.bytes)) - expected)).toBeLessThan(0.5);
  });

  it("English: aligns the words to Whisper's timestamps (the request carries the audio and the language)", async () => {
    const words = narrationWords(CHAPTER_EN).map((word) => word.text.replace(/[^\p{L}\p{N}']/gu, ""));
    const { runner, calls } = standIn({ whisper: () => whisperAnswer(words, 0.3) });
    const narration = await narrateWithWorkersAi(env, runner, request());
    const whisper = calls.find((call) => call.model === WHISPER)!;
    expect(whisper.inputs.language).toBe("en");
    expect(atob(String(whisper.inputs.audio)).length).toBe(narration.bytes.length);
    const duration = durationSeconds(parseMp3(narration.bytes));
    expect(checkTimings(narration.wordTimings!, CHAPTER_EN, duration)).toBe(1);
    // The recogniser's times, word for word.
    expect(narration.wordTimings![10]!.i).toBe(10);
    expect(narration.wordTimings![10]!.start).toBeCloseTo(0.2 + 10 * 0.3, 3);
    expect(narration.wordTimings![10]!.end).toBeCloseTo(0.2 + 10 * 0.3 + 0.24, 3);
  });

  it.each([
    ["throws", () => Promise.reject(new Error("3010: Invalid or incomplete input for the model"))],
    ["answers without words", () => ({ text: "", segments: [] })],
    ["hears something else", () => whisperAnswer(["nothing", "like", "the", "story"])],
  ])("when Whisper %s, the timings are estimated per voice part, covering every word within the audio", async (_, whisper) => {
    const { runner } = standIn({ whisper });
    const narration = await narrateWithWorkersAi(env, runner, request());
    const duration = durationSeconds(parseMp3(narration.bytes));
    expect(checkTimings(narration.wordTimings!, CHAPTER_EN, duration)).toBe(1);
    // Each part's words stay within that part's audio: Pip's first line starts after the opening part.
    const openingSeconds = speechSeconds(`${CHAPTER_EN[0]!.text}\n${CHAPTER_EN[1]!.text}`);
    const firstOfPip = narrationWords(CHAPTER_EN).findIndex((word) => word.item === 2);
    expect(narration.wordTimings![firstOfPip]!.start).toBeGreaterThanOrEqual(openingSeconds - 0.1);
    expect(narration.wordTimings![firstOfPip - 1]!.end).toBeLessThanOrEqual(openingSeconds + 0.1);
  });

  it("French by default: no model is asked, the reader's device reads the chapter", async () => {
    const { runner, calls } = standIn();
    expect(await narrateOrDevice(env, runner, request({ language: "fr-FR", items: CHAPTER_FR }))).toEqual({ readByDevice: true });
    expect(calls).toEqual([]);
  });

  it("French with MeloTTS first: its 8002 is not retried, the chapter goes straight to the device (one call)", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "fr-FR": [{ model: MELO }, { model: "device" }] } });
    const { runner, calls } = standIn({ refuse: (call) => call.model === MELO && call.inputs.lang === "fr" });
    expect(await narrateOrDevice(env, runner, request({ language: "fr-FR", items: CHAPTER_FR }))).toEqual({ readByDevice: true });
    expect(calls.map((call) => [call.model, call.inputs.lang])).toEqual([[MELO, "fr"]]);
  });

  it("French in development: MeloTTS refuses, the embedded narrator reads it, timed by espeak", async () => {
    await setConfig("aiNarration", {
      ...DEFAULT_CONFIG.aiNarration,
      models: { ...DEFAULT_CONFIG.aiNarration.models, "fr-FR": [{ model: MELO }, { model: "embedded" }, { model: "device" }] },
    });
    const { runner, calls } = standIn({ refuse: (call) => call.model === MELO && call.inputs.lang === "fr" });
    const narration = await narrateWithWorkersAi(env, runner, request({ language: "fr-FR", items: CHAPTER_FR }));
    expect(calls.map((call) => [call.model, call.inputs.lang])).toEqual([[MELO, "fr"]]);
    const frames = parseMp3(narration.bytes);
    // espeak-ng's own file: 22.05 kHz mono, with its word timings.
    expect(frames[0]).toMatchObject({ sampleRate: 22050, mono: true });
    expect(checkTimings(narration.wordTimings!, CHAPTER_FR, durationSeconds(frames))).toBeGreaterThanOrEqual(0.95);
  });

  it("French: a configured model that works is used before the device", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "fr-FR": [{ model: MELO }, { model: "device" }] } });
    const { runner, calls } = standIn({ whisper: () => whisperAnswer(narrationWords(CHAPTER_FR).map((word) => word.text)) });
    const narration = await narrateWithWorkersAi(env, runner, request({ language: "fr-FR", items: CHAPTER_FR }));
    expect(calls.map((call) => call.model)).toEqual([MELO, WHISPER]);
    // MeloTTS has a single voice: the whole chapter in one call, speaker names not read.
    expect(calls[0]!.inputs).toEqual({ prompt: CHAPTER_FR.map((item) => item.text).join("\n"), lang: "fr" });
    expect(calls[1]!.inputs.language).toBe("fr");
    expect(checkTimings(narration.wordTimings!, CHAPTER_FR, durationSeconds(parseMp3(narration.bytes)))).toBe(1);
  });

  it("passes every voice refusing for good in order, once each, and ends with the device", async () => {
    await setConfig("aiNarration", {
      ...DEFAULT_CONFIG.aiNarration,
      models: { ...DEFAULT_CONFIG.aiNarration.models, "en-US": [{ model: AURA, speakers: ["luna", "orion"] }, { model: MELO }, { model: "device" }] },
    });
    const { runner, calls } = standIn({ refuse: () => true });
    expect(await narrateOrDevice(env, runner, request())).toEqual({ readByDevice: true });
    // Aura stopped at its first refused part; MeloTTS was tried once; Whisper never.
    expect(calls.map((call) => call.model)).toEqual([AURA, MELO]);
  });

  it("backs off on a capacity error (3040), then fails the step so the queue retries it, and passes to the device on the last attempt", async () => {
    let calls = 0;
    const busy = () => {
      const runner: AiRunner = {
        run: async () => {
          calls++;
          throw Object.assign(new Error("3040: Capacity temporarily exceeded, please try again."), { name: "InferenceUpstreamError" });
        },
      };
      return runner;
    };
    const failure = narrateOrDevice(env, busy(), request(), { backoffMs: 1 });
    await expect(failure).rejects.toBeInstanceOf(WorkersAiError);
    await expect(failure).rejects.toThrow(/aura-2-en failed for now \(3040/);
    expect(calls).toBe(CAPACITY_CALLS);
    expect(await narrateOrDevice(env, busy(), request({ finalAttempt: true }), { backoffMs: 1 })).toEqual({ readByDevice: true });
  });

  it("moves on when a model answers without audio", async () => {
    await setConfig("aiNarration", {
      ...DEFAULT_CONFIG.aiNarration,
      models: { ...DEFAULT_CONFIG.aiNarration.models, "en-US": [{ model: MELO }, { model: "embedded" }, { model: "device" }] },
    });
    const runner: AiRunner = { run: async () => ({ image: "not audio" }) };
    const narration = await narrateWithWorkersAi(env, runner, request({ items: KNOWN }));
    expect(parseMp3(narration.bytes)[0]).toMatchObject({ sampleRate: 22050 });
  });

  it("keeps a WAV answer as WAV and times it within the WAV's length", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "en-US": [{ model: MELO }, { model: "device" }] } });
    // A 16 kHz mono 16-bit WAV of 3 s: RIFF header, fmt chunk, data chunk.
    const rate = 16000;
    const data = 3 * rate * 2;
    const wav = new Uint8Array(44 + data);
    const view = new DataView(wav.buffer);
    wav.set(new TextEncoder().encode("RIFF"), 0);
    view.setUint32(4, 36 + data, true);
    wav.set(new TextEncoder().encode("WAVEfmt "), 8);
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 1, true);
    view.setUint32(24, rate, true);
    view.setUint32(28, rate * 2, true);
    view.setUint16(32, 2, true);
    view.setUint16(34, 16, true);
    wav.set(new TextEncoder().encode("data"), 36);
    view.setUint32(40, data, true);
    const runner: AiRunner = { run: async (model) => (model === MELO ? { audio: Buffer.from(wav).toString("base64") } : Promise.reject(new Error("no whisper"))) };
    const narration = await narrateWithWorkersAi(env, runner, request({ items: KNOWN }));
    expect(narration.contentType).toBe("audio/wav");
    expect(checkTimings(narration.wordTimings!, KNOWN, 3)).toBe(1);
    expect(narration.wordTimings!.at(-1)!.end).toBeGreaterThan(2.5);
  });

  it("refuses a chapter with nothing to read", async () => {
    const { runner, calls } = standIn();
    await expect(narrateOrDevice(env, runner, request({ items: " \n — " }))).rejects.toThrow(/nothing to narrate/);
    expect(calls).toEqual([]);
  });

  it("times an existing narration (housekeeping): Whisper when it answers, else the estimate over the whole audio", async () => {
    const bytes = await toneMp3(8);
    const words = narrationWords(KNOWN).map((word) => word.text);
    const aligned = await timeNarration(standIn({ whisper: () => whisperAnswer(words) }).runner, WHISPER, { bytes, contentType: "audio/mpeg" }, { items: KNOWN, language: "en-US" });
    expect(aligned.method).toBe("aligned");
    const estimated = await timeNarration(standIn().runner, WHISPER, { bytes, contentType: "audio/mpeg" }, { items: KNOWN, language: "en-US" });
    expect(estimated.method).toBe("estimated");
    expect(checkTimings(estimated.wordTimings, KNOWN, durationSeconds(parseMp3(bytes)))).toBe(1);
    expect(estimated.wordTimings.at(-1)!.end).toBeGreaterThan(7);
  });

  it("estimates the timings when recognition is cancelled (its own limit or the step's), and keeps the narration", async () => {
    const bytes = await toneMp3(8);
    let signal: AbortSignal | undefined;
    // A recogniser that answers only when cancelled, as one past its time would.
    const hanging: AiRunner = {
      run: (_model, _inputs, options) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          if (signal?.aborted) reject(signal.reason as Error);
          signal?.addEventListener("abort", () => reject(signal!.reason as Error));
        }),
    };
    const limit = new Error("the audio:opening of a story did not finish within 24000 ms");
    const timed = await timeNarration(hanging, WHISPER, { bytes, contentType: "audio/mpeg" }, { items: KNOWN, language: "en-US", signal: AbortSignal.abort(limit) });
    expect(signal?.aborted).toBe(true);
    expect(timed.method).toBe("estimated");
    expect(checkTimings(timed.wordTimings, KNOWN, durationSeconds(parseMp3(bytes)))).toBe(1);
  });
});
