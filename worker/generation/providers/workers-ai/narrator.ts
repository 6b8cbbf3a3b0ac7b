/**
 * The Workers AI provider's narrator. Configuration (`aiNarration`) lists per language the voices to
 * try in order; the last is always the reader's device. A voice that refuses for good (MeloTTS
 * answers `8002: Invalid input` to `lang: "fr"`, cloudflare/ai#221) passes the chapter to the next
 * at once; one that fails for now (capacity, network) fails the step, which the queue retries, and
 * on the step's last attempt passes it on too. Reaching "device" stores no audio: the player reads
 * the chapter with the Web Speech API and times its words from the browser. `"embedded"` is the
 * offline espeak-ng narrator, present in development and absent from the production bundle.
 *
 * Models with speakers (Deepgram Aura-2) read each voice's run of lines as its own call: the
 * narrator and each speaking character get a speaker derived from the story's seed (and the
 * character's name), the same in every chapter. The parts are MPEG frames of one encoder, so they
 * join into one MP3.
 *
 * Word timings: the known words aligned to `@cf/openai/whisper-large-v3-turbo`'s word timestamps
 * (word-timings.ts); when recognition fails, a syllable-weighted estimate over each part's length.
 */
import { Buffer } from "node:buffer";
import { z } from "zod";
import { narrateEmbedded } from "@fabulo/dev-parts";
import type { ConfigValues, narrationChainEntrySchema } from "../../../config/schemas";
import { readConfig } from "../../../config/store";
import type { Language } from "../../../db/schema";
import { chapterItems, narrationWords, type WordTiming } from "../../../../shared/read-along";
import type { NarrativeItem } from "../../../../shared/narrative";
import { audioDurationSeconds } from "../../audio-duration";
import type { DeviceReading, GeneratedMedia, NarrateRequest, Narration, Retiming } from "../provider";
import { hash, speakerSeed } from "../../../../shared/seeded-random";
import { alignTimings, estimateTimings, type AudioStretch, type HeardWord } from "../../word-timings";
import { audioType, isPermanentModelError, mediaBytes, runModel, WorkersAiError, type AiRunner, type ModelCall } from "./binding";
import { DEVICE_VOICE, EMBEDDED_NARRATOR, isSpeechModel, SPEECH_MODELS, TIMING_MODELS, type SpeechModel, type TimingModel } from "../../../ai/models";

const LANGS: Record<Language, "en" | "fr"> = { "en-US": "en", "fr-FR": "fr" };
/**
 * Word timings are a nicety: a recogniser slower than this costs the estimate, never the narration
 * (Whisper turbo hears a chapter in a second or two).
 */
export const RECOGNITION_TIME_LIMIT_MS = 20_000;

export type NarrationConfig = ConfigValues["aiNarration"];
type ChainEntry = z.infer<typeof narrationChainEntrySchema>;

async function narrationSettings(env: Pick<Env, "DB">): Promise<NarrationConfig> {
  return (await readConfig(env, ["aiNarration"])).aiNarration;
}

/** The narrator's and each character's speaker of a model: from the seed and the name, never the narrator's. */
export function speakerFor(entry: ChainEntry, seed: number, speaker: string | null): string | undefined {
  const speakers = entry.speakers ?? [];
  if (speakers.length === 0) return undefined;
  const narrators = Math.min(entry.narrators ?? speakers.length, speakers.length);
  const narrator = speakers[hash(seed, "narrator") % narrators]!;
  if (speaker === null) return narrator;
  const others = speakers.filter((name) => name !== narrator);
  return others[speakerSeed(seed, speaker) % others.length] ?? narrator;
}

/** Consecutive lines of one voice, read in one call. */
interface VoicePart {
  speaker: string | null;
  items: { index: number; item: NarrativeItem }[];
}

/** The narrator (null) or one character, however its name is spaced or capitalised. */
function sameVoice(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : a.trim().toLowerCase() === b.trim().toLowerCase();
}

function voiceParts(items: NarrativeItem[], withCharacters: boolean): VoicePart[] {
  const parts: VoicePart[] = [];
  items.forEach((item, index) => {
    const speaker = withCharacters && item.type === "dialogue" ? item.speaker : null;
    const last = parts.at(-1);
    if (last && sameVoice(last.speaker, speaker)) last.items.push({ index, item });
    else parts.push({ speaker, items: [{ index, item }] });
  });
  return parts;
}

/** What a model reads: the lines' text, one per line; speakers' names are not read. */
const partText = (part: VoicePart) => part.items.map(({ item }) => item.text.trim()).join("\n");

/** One model's narration of the chapter (several calls when it has speakers), or a thrown error. */
async function narrateWith(ai: AiRunner, entry: ChainEntry & { model: SpeechModel }, request: NarrateRequest, items: NarrativeItem[], calls: ModelCall) {
  const parts = voiceParts(items, (entry.speakers ?? []).length > 1);
  const audio: { bytes: Uint8Array; contentType: GeneratedMedia["contentType"]; part: VoicePart }[] = [];
  for (const part of parts) {
    const speaker = speakerFor(entry, request.seed, part.speaker);
    const inputs = SPEECH_MODELS[entry.model]({ text: partText(part), lang: LANGS[request.language], speaker });
    const bytes = await mediaBytes(await runModel(ai, entry.model, inputs, { ...calls, signal: request.signal }), "audio");
    audio.push({ bytes, contentType: audioType(bytes), part });
  }
  const contentType = audio[0]!.contentType;
  if (audio.length > 1 && audio.some((piece) => piece.contentType !== "audio/mpeg")) {
    // WAV files do not join by concatenation; the whole chapter in the narrator's voice instead.
    return narrateWith(ai, { model: entry.model }, request, items, calls);
  }
  const bytes = new Uint8Array(audio.reduce((total, piece) => total + piece.bytes.length, 0));
  const stretches: AudioStretch[] = [];
  const words = narrationWords(items).map((word, i) => ({ ...word, i }));
  let offset = 0;
  let at = 0;
  for (const piece of audio) {
    bytes.set(piece.bytes, offset);
    offset += piece.bytes.length;
    const length = audioDurationSeconds(piece.bytes, piece.contentType);
    const indexes = new Set(piece.part.items.map(({ index }) => index));
    stretches.push({ words: words.filter((word) => indexes.has(word.item)), start: at, end: at + length });
    at += length;
  }
  return { bytes, contentType, stretches };
}

/** Whisper's words (segments[].words[]), or null when the answer has none. */
export function heardWords(answer: unknown): HeardWord[] | null {
  const parsed = z
    .object({ segments: z.array(z.object({ words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional() })) })
    .safeParse(answer);
  if (!parsed.success) return null;
  const words = parsed.data.segments.flatMap((segment) => segment.words ?? []);
  return words.length > 0 ? words : null;
}

/** How a chapter's timings were made, for the logs and the tests. */
export type TimingMethod = "aligned" | "estimated";

/**
 * Word timings for a narration the engine did not time: aligned to the recogniser's words, or
 * estimated over the stretches (the whole audio when not given) when recognition fails.
 */
export async function timeNarration(
  ai: AiRunner,
  alignmentModel: TimingModel | "",
  audio: GeneratedMedia,
  request: Pick<NarrateRequest, "items" | "language" | "signal">,
  calls: ModelCall = {},
  stretches?: AudioStretch[],
): Promise<{ wordTimings: WordTiming[]; method: TimingMethod }> {
  const items = chapterItems(request.items);
  const words = narrationWords(items).map((word, i) => ({ i, text: word.text }));
  const duration = audioDurationSeconds(audio.bytes, audio.contentType);
  if (alignmentModel !== "") {
    try {
      const limit = AbortSignal.timeout(RECOGNITION_TIME_LIMIT_MS);
      const signal = request.signal ? AbortSignal.any([request.signal, limit]) : limit;
      const inputs = TIMING_MODELS[alignmentModel]({ base64: Buffer.from(audio.bytes).toString("base64"), lang: LANGS[request.language] });
      const answer = await runModel(ai, alignmentModel, inputs, { ...calls, signal });
      const heard = heardWords(answer);
      const aligned = heard ? alignTimings(words, heard, duration) : null;
      if (aligned) return { wordTimings: aligned, method: "aligned" };
      console.warn("narration: the recogniser's answer could not be aligned; estimating the word timings");
    } catch (error) {
      console.warn("narration: speech recognition failed; estimating the word timings", error instanceof Error ? error.message : String(error));
    }
  }
  const fallback = stretches ?? [{ words, start: 0, end: duration }];
  return { wordTimings: estimateTimings(fallback), method: "estimated" };
}

/**
 * Narrates with the first voice of the chain that works, then times the words; the reader's device
 * when none of the models before it did (nothing stored, the player reads the chapter).
 */
export async function narrateWithWorkersAi(env: Pick<Env, "DB">, ai: AiRunner, request: NarrateRequest, calls: ModelCall = {}): Promise<Narration | DeviceReading> {
  const items = chapterItems(request.items);
  if (narrationWords(items).length === 0) throw new WorkersAiError("Workers AI: nothing to narrate");
  const settings = await narrationSettings(env);
  const failures: string[] = [];
  for (const entry of settings.models[request.language]) {
    if (entry.model === DEVICE_VOICE) {
      if (failures.length > 0) console.warn(`narration: the device reads ${request.chapter} (${failures.join("; ")})`);
      return { readByDevice: true };
    }
    try {
      if (entry.model === EMBEDDED_NARRATOR) return await narrateEmbedded(request);
      if (!isSpeechModel(entry.model)) throw new WorkersAiError(`no input shape known for the voice ${entry.model}`);
      const spoken = await narrateWith(ai, { ...entry, model: entry.model }, request, items, calls);
      const { wordTimings } = await timeNarration(ai, settings.alignmentModel, spoken, request, calls, spoken.stretches);
      return { bytes: spoken.bytes, contentType: spoken.contentType, wordTimings };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A voice that may answer later is retried with the step, unless this is the step's last attempt.
      const permanent = entry.model === EMBEDDED_NARRATOR || isPermanentModelError(error);
      if (!permanent && !request.finalAttempt) throw new WorkersAiError(`Workers AI: ${entry.model} failed for now (${reason})`);
      console.warn(`narration: ${entry.model} failed for ${request.language}, trying the next voice`, reason);
      failures.push(`${entry.model}: ${reason}`);
    }
  }
  throw new WorkersAiError(`Workers AI: no narration model worked (${failures.join("; ")})`);
}

/** Housekeeping: timings for a narration stored before they existed (the audio stays as it is). */
export async function retimeWithWorkersAi(env: Pick<Env, "DB">, ai: AiRunner, request: NarrateRequest, audio: GeneratedMedia, calls: ModelCall = {}): Promise<Retiming> {
  const settings = await narrationSettings(env);
  const { wordTimings } = await timeNarration(ai, settings.alignmentModel, audio, request, calls);
  return { wordTimings };
}
