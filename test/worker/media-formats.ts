/** Readers for the media formats the generator writes, so tests check real files, not labels. */

// MPEG-2 Layer III tables (ISO/IEC 13818-3): the narrator writes 22.05 kHz mono at 48 kbit/s.
const MPEG2_L3_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG2_SAMPLE_RATES = [22050, 24000, 16000];
const SAMPLES_PER_FRAME = 576;

export interface Mp3Frame {
  offset: number;
  length: number;
  bitrateKbps: number;
  sampleRate: number;
  mono: boolean;
}

/** Walks the file frame by frame; throws at the first byte that is not a valid MPEG-2 Layer III header. */
export function parseMp3(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(offset, offset + 4);
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
    if (((b1 >> 3) & 0b11) !== 0b10) throw new Error(`frame at ${offset} is not MPEG-2`);
    if (((b1 >> 1) & 0b11) !== 0b01) throw new Error(`frame at ${offset} is not Layer III`);
    const bitrateKbps = MPEG2_L3_BITRATES[b2 >> 4];
    const sampleRate = MPEG2_SAMPLE_RATES[(b2 >> 2) & 0b11];
    if (!bitrateKbps || !sampleRate) throw new Error(`bad bitrate or sample rate at byte ${offset}`);
    const padding = (b2 >> 1) & 1;
    const length = Math.floor((72 * bitrateKbps * 1000) / sampleRate) + padding;
    if (offset + length > bytes.length) throw new Error(`truncated frame at byte ${offset}`);
    frames.push({ offset, length, bitrateKbps, sampleRate, mono: b3 >> 6 === 0b11 });
    offset += length;
  }
  return frames;
}

export function durationSeconds(frames: Mp3Frame[]): number {
  return frames.reduce((total, frame) => total + SAMPLES_PER_FRAME / frame.sampleRate, 0);
}

/** Width and height from a PNG's IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) throw new Error("not a PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") throw new Error("PNG without IHDR first");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Width and height from a WebP's first chunk (lossy VP8, lossless VP8L or extended VP8X); throws if not a WebP. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) !== "RIFF" || text(8, 12) !== "WEBP") throw new Error("not a WebP (no RIFF/WEBP header)");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(4, true) + 8 !== bytes.length) throw new Error("RIFF size does not match the file");
  const chunk = text(12, 16);
  if (chunk === "VP8 ") {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) throw new Error("VP8 frame without start code");
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}
