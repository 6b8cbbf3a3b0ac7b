/**
 * PCM → MP3 with LAME compiled to WebAssembly (wasm-media-encoders, MIT). workerd refuses to
 * compile wasm at run time, so the .wasm is imported as a module: the bundler hands over a
 * precompiled WebAssembly.Module, which the library instantiates.
 */
import { createEncoder, type WasmMediaEncoder } from "wasm-media-encoders";
// By path, not through the package's export map: its "./wasm/mp3.wasm" entry names a file that does
// not exist ("./wasm.mp3.wasm"), which Vite (the Vitest pool) follows, and "./wasm/mp3" has no .wasm
// extension for the bundlers' module rule. A direct dependency, so npm installs it at the root.
import mp3Wasm from "../../node_modules/wasm-media-encoders/wasm/mp3.wasm";

/** Constant bit rate in kbit/s: speech at 22.05 kHz mono stays clear, about 6 kB per second. */
export const MP3_BITRATE_KBPS = 48;

let encoder: Promise<WasmMediaEncoder<"audio/mpeg">> | undefined;

function mp3Encoder(): Promise<WasmMediaEncoder<"audio/mpeg">> {
  encoder ??= createEncoder("audio/mpeg", mp3Wasm).catch((error: unknown) => {
    // A failed start must not poison the isolate: the next call tries again.
    encoder = undefined;
    throw error;
  });
  return encoder;
}

/**
 * Samples of silence a decoder plays before the first encoded sample: LAME's encoder delay (576)
 * plus the MP3 decoder's delay (529). The files carry no LAME/Xing tag, so nothing tells a player to
 * skip them (measured: a click at sample 11 025 decodes at 12 130 in Chromium). Word timings add it.
 */
export const MP3_START_DELAY_SAMPLES = 576 + 529;

/** MPEG-2 Layer III rates: the ones speech synthesisers produce, kept as they are (no resampling). */
const MPEG2_SAMPLE_RATES = [16_000, 22_050, 24_000] as const;
type Mpeg2SampleRate = (typeof MPEG2_SAMPLE_RATES)[number];

function isMpeg2SampleRate(rate: number): rate is Mpeg2SampleRate {
  return (MPEG2_SAMPLE_RATES as readonly number[]).includes(rate);
}

/** Samples per encode() call: bounds the PCM buffer the encoder allocates in its own memory. */
const CHUNK = 16_384;

/**
 * Encodes 16-bit mono PCM as a CBR MP3 at the same sample rate (MPEG-2 Layer III for 16–24 kHz).
 * Synchronous once the encoder exists, so calls never interleave on the shared encoder.
 */
export async function encodeMp3(samples: Int16Array, sampleRate: number): Promise<Uint8Array> {
  if (!isMpeg2SampleRate(sampleRate)) throw new Error(`MP3 encoding expects 16, 22.05 or 24 kHz PCM, got ${sampleRate} Hz`);
  const lame = await mp3Encoder();
  lame.configure({ channels: 1, sampleRate, outputSampleRate: sampleRate, bitrate: MP3_BITRATE_KBPS });
  const parts: Uint8Array[] = [];
  const pcm = new Float32Array(CHUNK);
  for (let start = 0; start < samples.length; start += CHUNK) {
    const count = Math.min(CHUNK, samples.length - start);
    for (let i = 0; i < count; i++) pcm[i] = (samples[start + i] ?? 0) / 32768;
    // The returned view belongs to the encoder and is overwritten by its next call: copy it.
    parts.push(lame.encode([pcm.subarray(0, count)]).slice());
  }
  parts.push(lame.finalize().slice());
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
