/**
 * How long a narration plays, read from its bytes: the MP3 or WAV a text-to-speech model answered.
 * The word-timing estimate spreads a chapter's words over this, and timings are kept within it.
 */

// Bit rates (kbit/s) by header index: MPEG-1 Layer III, and MPEG-2/2.5 Layer III.
const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
// Sample rates by version bits (0 = 2.5, 2 = MPEG-2, 3 = MPEG-1) and header index.
const SAMPLE_RATES: Record<number, readonly number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

/** Skips an ID3v2 tag ("ID3", version, flags, then a 28-bit syncsafe size). */
function id3Length(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33 || bytes.length < 10) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Seconds of MPEG Layer III audio: the frames' samples added up (CBR or VBR alike). */
export function mp3DurationSeconds(bytes: Uint8Array): number {
  let offset = id3Length(bytes);
  let seconds = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    const version = (b1 >> 3) & 0b11;
    const layer = (b1 >> 1) & 0b11;
    const rates = SAMPLE_RATES[version];
    const kbps = (version === 3 ? MPEG1_L3_KBPS : MPEG2_L3_KBPS)[b2 >> 4];
    const sampleRate = rates?.[(b2 >> 2) & 0b11];
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || layer !== 0b01 || !kbps || !sampleRate) {
      // Not a frame here (a trailing tag, junk between concatenated files): look for the next sync.
      offset++;
      continue;
    }
    const samples = version === 3 ? 1152 : 576;
    const padding = (b2 >> 1) & 1;
    seconds += samples / sampleRate;
    offset += Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  }
  return seconds;
}

/** Seconds of a RIFF/WAVE file: its data chunk's size over the byte rate in its fmt chunk. */
export function wavDurationSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === "fmt " && offset + 16 <= bytes.length) byteRate = view.getUint32(offset + 16, true);
    // Streamed WAV may say 0 or 0xFFFFFFFF for the data size: the rest of the file is data.
    if (id === "data") return byteRate ? Math.min(size, bytes.length - offset - 8) / byteRate : 0;
    offset += 8 + size + (size % 2);
  }
  return 0;
}

export function audioDurationSeconds(bytes: Uint8Array, contentType: string): number {
  return contentType === "audio/wav" ? wavDurationSeconds(bytes) : mp3DurationSeconds(bytes);
}
