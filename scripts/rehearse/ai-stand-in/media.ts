/**
 * Real media for the AI stand-in: a JPEG picture (mozjpeg) and an MP3 "voice" (LAME, the offline
 * engine's encoder; the stand-in is never part of the production bundle). The MP3 starts with an
 * ID3v2 tag holding the text it stands for, so the speech-recogniser stand-in can "hear" the words
 * of each part of a narration, as Whisper would, and time them within that part.
 */
import mozjpegEncoder from "@jsquash/jpeg/codec/enc/mozjpeg_enc.js";
import jpegWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import { defaultOptions as jpegDefaults } from "@jsquash/jpeg/meta.js";
import { mp3DurationSeconds } from "../../../worker/generation/audio-duration";
import { encodeMp3 } from "../../../dev/offline-engine/mp3";

const PICTURE_SIZE = 256;
const SAMPLE_RATE = 24_000;
/** Seconds per word and between words: about the pace of a narrator reading to a child. */
const WORD_SECONDS = 0.28;
const GAP_SECONDS = 0.12;

let jpeg: ReturnType<typeof mozjpegEncoder> | undefined;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A gradient with a sun whose colours and place come from the prompt: a real JPEG, different per prompt. */
export async function pictureJpeg(prompt: string): Promise<Uint8Array> {
  jpeg ??= mozjpegEncoder({
    noInitialRun: true,
    // workerd refuses to compile wasm at run time: the module is imported precompiled.
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(jpegWasm, imports);
      done(instance);
      return instance.exports;
    },
  });
  const encoder = await jpeg;
  const seed = hashOf(prompt);
  const [r, g, b] = [seed & 0xff, (seed >> 8) & 0xff, (seed >> 16) & 0xff];
  const sun = { x: 40 + (seed % 176), y: 40 + ((seed >> 4) % 120) };
  const pixels = new Uint8ClampedArray(PICTURE_SIZE * PICTURE_SIZE * 4);
  for (let y = 0; y < PICTURE_SIZE; y++) {
    for (let x = 0; x < PICTURE_SIZE; x++) {
      const at = (y * PICTURE_SIZE + x) * 4;
      const inSun = (x - sun.x) ** 2 + (y - sun.y) ** 2 < 900;
      const t = y / PICTURE_SIZE;
      pixels[at] = inSun ? 255 : r * (1 - t) + 90 * t;
      pixels[at + 1] = inSun ? 220 : g * (1 - t) + 160 * t;
      pixels[at + 2] = inSun ? 80 : b * (1 - t) + 90 * t;
      pixels[at + 3] = 255;
    }
  }
  return encoder.encode(pixels, PICTURE_SIZE, PICTURE_SIZE, { ...jpegDefaults, quality: 70 }).slice();
}

const TEXT_FRAME = "TXXX";
const TEXT_DESCRIPTION = "fabulo-text";

function syncsafe(size: number): number[] {
  return [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
}

/** An ID3v2.4 tag with one user text frame (UTF-8) holding what the audio says. */
function textTag(text: string): Uint8Array {
  const body = new TextEncoder().encode(`\u0003${TEXT_DESCRIPTION}\u0000${text}`);
  const frame = [...new TextEncoder().encode(TEXT_FRAME), ...syncsafe(body.length), 0, 0, ...body];
  return new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafe(frame.length), ...frame]);
}

/** A tone per word (pitch from the word), silence between: an MP3 as long as the text takes to read. */
export async function speechMp3(text: string): Promise<Uint8Array> {
  const words = text.split(/\s+/).filter(Boolean);
  const wordSamples = Math.round(WORD_SECONDS * SAMPLE_RATE);
  const gapSamples = Math.round(GAP_SECONDS * SAMPLE_RATE);
  const pcm = new Int16Array(Math.max(1, words.length) * (wordSamples + gapSamples));
  words.forEach((word, index) => {
    const frequency = 180 + (hashOf(word) % 220);
    const start = index * (wordSamples + gapSamples);
    for (let i = 0; i < wordSamples; i++) {
      const envelope = Math.sin((Math.PI * i) / wordSamples);
      pcm[start + i] = Math.round(8000 * envelope * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE));
    }
  });
  const tag = textTag(text);
  const mp3 = await encodeMp3(pcm, SAMPLE_RATE);
  const file = new Uint8Array(tag.length + mp3.length);
  file.set(tag);
  file.set(mp3, tag.length);
  return file;
}

export interface HeardPart {
  text: string;
  /** Where the part starts in the whole audio, and how long it plays (seconds). */
  start: number;
  duration: number;
}

/** The parts of a (possibly concatenated) stand-in narration: each tag's text and its audio's place and length. */
export function heardParts(audio: Uint8Array): HeardPart[] {
  const marker = new TextEncoder().encode(`${TEXT_DESCRIPTION}\u0000`);
  const tags: { at: number; end: number; text: string }[] = [];
  for (let at = 0; at + 10 <= audio.length; at++) {
    if (audio[at] !== 0x49 || audio[at + 1] !== 0x44 || audio[at + 2] !== 0x33) continue;
    const size = ((audio[at + 6]! & 0x7f) << 21) | ((audio[at + 7]! & 0x7f) << 14) | ((audio[at + 8]! & 0x7f) << 7) | (audio[at + 9]! & 0x7f);
    const tag = audio.subarray(at + 10, at + 10 + size);
    const textStart = tag.findIndex((_, i) => marker.every((byte, j) => tag[i + j] === byte));
    if (textStart < 0) continue;
    tags.push({ at, end: at + 10 + size, text: new TextDecoder().decode(tag.subarray(textStart + marker.length)) });
    at += 9 + size;
  }
  let start = 0;
  return tags.map((tag, index) => {
    const duration = mp3DurationSeconds(audio.subarray(tag.end, tags[index + 1]?.at ?? audio.length));
    const part = { text: tag.text, start, duration };
    start += duration;
    return part;
  });
}
