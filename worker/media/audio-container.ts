/**
 * What an uploaded recording really is, read from its bytes (never its name or Content-Type): a
 * WebM (EBML), Ogg or MP4/M4A container with an audio track, and how long it plays. The duration
 * is the longest the container can claim: a declared duration, or the last frame's timestamp when
 * larger (MediaRecorder's WebM has no Duration element; an understated one must not pass a limit).
 */

export type RecordingMimeType = "audio/webm" | "audio/ogg" | "audio/mp4";

export interface AudioContainer {
  mimeType: RecordingMimeType;
  durationMs: number;
}

class NotAudio extends Error {}

function fail(reason: string): never {
  throw new NotAudio(reason);
}

/** The container and duration, or null when the bytes are not a recording with an audio track. */
export function parseAudioContainer(bytes: Uint8Array): AudioContainer | null {
  try {
    if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { mimeType: "audio/webm", durationMs: webmDurationMs(bytes) };
    if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return { mimeType: "audio/ogg", durationMs: oggDurationMs(bytes) };
    if (ascii(bytes, 4, 4) === "ftyp") return { mimeType: "audio/mp4", durationMs: mp4DurationMs(bytes) };
    return null;
  } catch (error) {
    if (error instanceof NotAudio || error instanceof RangeError) return null;
    throw error;
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (offset + length > bytes.length) return "";
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// ---- WebM / Matroska (EBML) ----

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const BLOCK_DURATION = 0x9b;
const AUDIO_TRACK_TYPE = 2;

/**
 * Masters read child by child, their own size ignored: MediaRecorder writes Segment and Cluster with
 * an unknown size, so a cluster ends where the next one starts.
 */
const WEBM_MASTERS = new Set([EBML, SEGMENT, INFO, TRACKS, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length integer at `offset`: its value (all ones: unknown size, as -1) and length. */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[offset];
  if (first === undefined || first === 0) fail("bad EBML variable-length integer");
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) fail("truncated EBML element");
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

function unsigned(bytes: Uint8Array, offset: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[offset + i]!;
  return value;
}

interface EbmlElement {
  id: number;
  /** -1: unknown size. */
  size: number;
  body: number;
}

function ebmlElement(bytes: Uint8Array, offset: number): EbmlElement {
  const id = vint(bytes, offset, true);
  const size = vint(bytes, offset + id.length, false);
  return { id: id.value, size: size.value, body: offset + id.length + size.length };
}

function leafEnd(bytes: Uint8Array, element: EbmlElement): number {
  if (element.size < 0) fail("unknown size on a leaf element");
  const end = element.body + element.size;
  if (end > bytes.length) fail("element runs past the end");
  return end;
}

/** A TrackEntry's number when it is an audio track, else null. */
function audioTrackNumber(bytes: Uint8Array, entry: EbmlElement): number | null {
  const end = leafEnd(bytes, entry);
  let number = 0;
  let type = 0;
  for (let offset = entry.body; offset < end; ) {
    const element = ebmlElement(bytes, offset);
    const next = leafEnd(bytes, element);
    if (next > end) fail("track field runs past its entry");
    if (element.id === TRACK_NUMBER) number = unsigned(bytes, element.body, element.size);
    if (element.id === TRACK_TYPE) type = unsigned(bytes, element.body, element.size);
    offset = next;
  }
  return type === AUDIO_TRACK_TYPE && number > 0 ? number : null;
}

function webmDurationMs(bytes: Uint8Array): number {
  const data = view(bytes);
  let docType = "";
  let timecodeScale = 1_000_000;
  let declared = 0;
  const audioTracks = new Set<number>();
  let clusterTime = 0;
  // The last frame of any track (a file must not play longer than it claims): where it starts and ends.
  let lastStart = -1;
  let lastEnd = 0;
  let step = 0;
  const frame = (start: number) => {
    // Without a BlockDuration a frame lasts as long as the shortest gap between frames (MediaRecorder's Opus frames are of one size).
    if (lastStart >= 0 && start > lastStart) step = step === 0 ? start - lastStart : Math.min(step, start - lastStart);
    lastStart = Math.max(lastStart, start);
    lastEnd = Math.max(lastEnd, lastStart + step);
  };

  for (let offset = 0; offset < bytes.length; ) {
    const element = ebmlElement(bytes, offset);
    if (WEBM_MASTERS.has(element.id)) {
      offset = element.body;
      continue;
    }
    const end = leafEnd(bytes, element);
    const { body, size } = element;
    switch (element.id) {
      case DOC_TYPE:
        docType = ascii(bytes, body, size);
        break;
      case TIMECODE_SCALE:
        timecodeScale = unsigned(bytes, body, size);
        break;
      case DURATION:
        declared = size === 4 ? data.getFloat32(body) : size === 8 ? data.getFloat64(body) : fail("bad Duration");
        break;
      case TRACK_ENTRY: {
        const number = audioTrackNumber(bytes, element);
        if (number !== null) audioTracks.add(number);
        break;
      }
      case CLUSTER_TIMECODE:
        clusterTime = unsigned(bytes, body, size);
        break;
      case SIMPLE_BLOCK:
      case BLOCK: {
        const track = vint(bytes, body, false);
        if (body + track.length + 2 > end) fail("truncated block");
        frame(clusterTime + data.getInt16(body + track.length));
        break;
      }
      case BLOCK_DURATION:
        // It follows its Block in the group, so it times the frame just seen.
        if (lastStart >= 0) lastEnd = Math.max(lastEnd, lastStart + unsigned(bytes, body, size));
        break;
    }
    offset = end;
  }
  if (docType !== "webm" && docType !== "matroska") fail("not a WebM document");
  if (audioTracks.size === 0) fail("no audio track");
  if (!Number.isFinite(declared) || declared < 0 || timecodeScale <= 0) fail("bad timing");
  return Math.round((Math.max(declared, lastEnd) * timecodeScale) / 1_000_000);
}

// ---- Ogg (Opus or Vorbis) ----

function oggDurationMs(bytes: Uint8Array): number {
  const data = view(bytes);
  let offset = 0;
  let serial: number | null = null;
  let rate = 0;
  let preSkip = 0;
  let lastGranule = -1;
  while (offset < bytes.length) {
    if (ascii(bytes, offset, 4) !== "OggS") fail("not an Ogg page");
    const segments = bytes[offset + 26];
    if (segments === undefined) fail("truncated Ogg page");
    let length = 0;
    for (let i = 0; i < segments; i++) length += bytes[offset + 27 + i] ?? fail("truncated Ogg page");
    const body = offset + 27 + segments;
    if (body + length > bytes.length) fail("truncated Ogg page");
    const pageSerial = data.getUint32(offset + 14, true);
    if (serial === null) {
      serial = pageSerial;
      if (ascii(bytes, body, 8) === "OpusHead") {
        rate = 48_000;
        preSkip = data.getUint16(body + 10, true);
      } else if (ascii(bytes, body, 7) === "\x01vorbis") {
        rate = data.getUint32(body + 12, true);
      } else {
        fail("no Opus or Vorbis stream");
      }
    }
    // A granule of -1 marks a page where no packet ends; no other is negative.
    const granule = Number(data.getBigInt64(offset + 6, true));
    if (granule < -1) fail("negative granule position");
    if (pageSerial === serial) lastGranule = Math.max(lastGranule, granule);
    offset = body + length;
  }
  if (rate <= 0) fail("no audio stream");
  // A stream that never says where its packets end cannot be timed: it could play for hours.
  const samples = lastGranule - preSkip;
  if (samples <= 0) fail("no timed audio");
  return Math.round((samples * 1000) / rate);
}

// ---- MP4 / M4A (ISO base media) ----

export interface Box {
  type: string;
  body: number;
  end: number;
}

export function boxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const data = view(bytes);
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    let header = 8;
    if (size === 1) {
      size = Number(data.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) fail("bad MP4 box size");
    found.push({ type, body: offset + header, end: offset + size });
    offset += size;
  }
  if (offset !== end) fail("trailing bytes in an MP4 box");
  return found;
}

const child = (bytes: Uint8Array, parent: Box, type: string) => boxes(bytes, parent.body, parent.end).find((box) => box.type === type);
const children = (bytes: Uint8Array, parent: Box, type: string) => boxes(bytes, parent.body, parent.end).filter((box) => box.type === type);

/** `mvhd` and `mdhd` share a layout: version, then times, then timescale and duration. */
function headerTiming(bytes: Uint8Array, box: Box): { timescale: number; duration: number } {
  const data = view(bytes);
  const version = bytes[box.body];
  if (version === 1) return { timescale: data.getUint32(box.body + 20), duration: Number(data.getBigUint64(box.body + 24)) };
  return { timescale: data.getUint32(box.body + 12), duration: data.getUint32(box.body + 16) };
}

function mp4DurationMs(bytes: Uint8Array): number {
  const data = view(bytes);
  const top = boxes(bytes, 0, bytes.length);
  const moov = top.find((box) => box.type === "moov") ?? fail("no moov box");
  const audio = children(bytes, moov, "trak").flatMap((trak) => {
    const mdia = child(bytes, trak, "mdia");
    const hdlr = mdia && child(bytes, mdia, "hdlr");
    const mdhd = mdia && child(bytes, mdia, "mdhd");
    const tkhd = child(bytes, trak, "tkhd");
    if (!hdlr || !mdhd || !tkhd || ascii(bytes, hdlr.body + 8, 4) !== "soun") return [];
    const trackId = data.getUint32(tkhd.body + (bytes[tkhd.body] === 1 ? 20 : 12));
    return [{ trackId, ...headerTiming(bytes, mdhd) }];
  })[0];
  if (!audio || audio.timescale <= 0) fail("no audio track");
  const mvhd = child(bytes, moov, "mvhd");
  const movie = mvhd ? headerTiming(bytes, mvhd) : { timescale: 1, duration: 0 };
  let seconds = Math.max(audio.duration / audio.timescale, movie.timescale > 0 ? movie.duration / movie.timescale : 0);
  // Fragmented MP4 (Safari's MediaRecorder): the audio runs as long as its last fragment's samples.
  const mvex = child(bytes, moov, "mvex");
  const trex = mvex && children(bytes, mvex, "trex").find((box) => data.getUint32(box.body + 4) === audio.trackId);
  const trexDuration = trex ? data.getUint32(trex.body + 12) : 0;
  for (const moof of top.filter((box) => box.type === "moof")) {
    for (const traf of children(bytes, moof, "traf")) {
      const tfhd = child(bytes, traf, "tfhd");
      if (!tfhd || data.getUint32(tfhd.body + 4) !== audio.trackId) continue;
      const tfhdFlags = data.getUint32(tfhd.body) & 0xffffff;
      let at = tfhd.body + 8 + (tfhdFlags & 0x1 ? 8 : 0) + (tfhdFlags & 0x2 ? 4 : 0);
      const defaultDuration = tfhdFlags & 0x8 ? data.getUint32(at) : trexDuration;
      const tfdt = child(bytes, traf, "tfdt");
      let time = tfdt ? (bytes[tfdt.body] === 1 ? Number(data.getBigUint64(tfdt.body + 4)) : data.getUint32(tfdt.body + 4)) : 0;
      for (const trun of children(bytes, traf, "trun")) {
        const flags = data.getUint32(trun.body) & 0xffffff;
        const count = data.getUint32(trun.body + 4);
        at = trun.body + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
        const fieldSize = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length * 4;
        if (at + count * fieldSize > trun.end) fail("truncated trun box");
        for (let i = 0; i < count; i++) {
          time += flags & 0x100 ? data.getUint32(at + i * fieldSize) : defaultDuration;
        }
      }
      seconds = Math.max(seconds, time / audio.timescale);
    }
  }
  return Math.round(seconds * 1000);
}
