/**
 * Recordings built byte by byte from the container specs, shaped as browsers' MediaRecorder writes
 * them: WebM (Matroska/EBML) with an unknown-size Segment and Clusters and no Duration, as Chromium
 * and Firefox do; Ogg Opus pages (Firefox's audio/ogg); MP4 with a sound track, plain or fragmented
 * (Safari). Frames carry placeholder bytes: only the containers' structure and timing are read.
 */

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const bytesOf = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

function uintBytes(value: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = size - 1; i >= 0; i--) {
    out[i] = value % 256;
    value = Math.floor(value / 256);
  }
  return out;
}

// ---- WebM ----

/** An EBML element id as its bytes (ids keep their length marker). */
function idBytes(id: number): Uint8Array {
  const size = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  return uintBytes(id, size);
}

/** An 8-byte size (or "unknown", all ones). */
function sizeBytes(size: number | "unknown"): Uint8Array {
  if (size === "unknown") return bytesOf(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
  const out = uintBytes(size, 8);
  out[0] = 0x01;
  return out;
}

function element(id: number, body: Uint8Array, size: number | "unknown" = body.length): Uint8Array {
  return concat([idBytes(id), sizeBytes(size), body]);
}

const uintElement = (id: number, value: number) => element(id, uintBytes(value, 4));

function simpleBlock(track: number, relativeMs: number): Uint8Array {
  const header = bytesOf(0x80 | track, (relativeMs >> 8) & 0xff, relativeMs & 0xff, 0x80);
  return element(0xa3, concat([header, new Uint8Array(20).fill(0xfc)]));
}

export interface WebmOptions {
  /** Frame timestamps in ms; clusters start every `clusterMs`. */
  frames: number[];
  clusterMs?: number;
  /** TrackType: 2 audio, 1 video. */
  trackType?: number;
  /** A declared Info/Duration in ms (MediaRecorder writes none). */
  declaredMs?: number;
  docType?: string;
  /** Bytes of an EBML Void element in the segment: a take as large as a real one, without more frames. */
  padding?: number;
}

/** 20 ms Opus frames from 0 up to `durationMs`, the timestamps MediaRecorder gives them. */
export function opusFrames(durationMs: number, frameMs = 20): number[] {
  return Array.from({ length: Math.floor(durationMs / frameMs) }, (_, i) => i * frameMs);
}

export function webm(options: WebmOptions): Uint8Array {
  const clusterMs = options.clusterMs ?? 10_000;
  const header = element(
    0x1a45dfa3,
    concat([uintElement(0x4286, 1), uintElement(0x42f7, 1), element(0x4282, text(options.docType ?? "webm")), uintElement(0x4287, 4)]),
  );
  const infoParts = [uintElement(0x2ad7b1, 1_000_000), element(0x4d80, text("Chrome")), element(0x5741, text("Chrome"))];
  if (options.declaredMs !== undefined) {
    const duration = new Uint8Array(8);
    new DataView(duration.buffer).setFloat64(0, options.declaredMs);
    infoParts.push(element(0x4489, duration));
  }
  const info = element(0x1549a966, concat(infoParts));
  const track = element(
    0xae,
    concat([uintElement(0xd7, 1), uintElement(0x73c5, 1234), uintElement(0x83, options.trackType ?? 2), element(0x86, text("A_OPUS"))]),
  );
  const tracks = element(0x1654ae6b, track);
  const clusters: Uint8Array[] = [];
  let current: number | null = null;
  let blocks: Uint8Array[] = [];
  const flush = () => {
    if (current === null) return;
    clusters.push(element(0x1f43b675, concat([uintElement(0xe7, current), ...blocks]), "unknown"));
    blocks = [];
  };
  for (const at of options.frames) {
    const start = Math.floor(at / clusterMs) * clusterMs;
    if (start !== current) {
      flush();
      current = start;
    }
    blocks.push(simpleBlock(1, at - start));
  }
  flush();
  const padding = options.padding ? [element(0xec, new Uint8Array(options.padding))] : [];
  const segment = element(0x18538067, concat([info, tracks, ...padding, ...clusters]), "unknown");
  return concat([header, segment]);
}

// ---- Ogg Opus ----

function oggPage(serial: number, sequence: number, granule: bigint, packet: Uint8Array, headerType: number): Uint8Array {
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = new Uint8Array(27 + segments.length);
  header.set(text("OggS"), 0);
  const data = new DataView(header.buffer);
  data.setUint8(5, headerType);
  data.setBigInt64(6, granule, true);
  data.setUint32(14, serial, true);
  data.setUint32(18, sequence, true);
  header[26] = segments.length;
  header.set(segments, 27);
  return concat([header, packet]);
}

/**
 * An Ogg Opus stream of `durationMs`, one page a second, with Opus's usual 312-sample pre-skip.
 * `granule` rewrites each audio page's granule position (its true one, the page's index from 0).
 */
export function oggOpus(durationMs: number, granule: (real: bigint, page: number) => bigint = (real) => real): Uint8Array {
  const head = new Uint8Array(19);
  head.set(text("OpusHead"), 0);
  head[8] = 1;
  head[9] = 1;
  new DataView(head.buffer).setUint16(10, 312, true);
  new DataView(head.buffer).setUint32(12, 48_000, true);
  const pages = [oggPage(7, 0, 0n, head, 2), oggPage(7, 1, 0n, concat([text("OpusTags"), new Uint8Array(8)]), 0)];
  for (let at = 1000, sequence = 2; at - 1000 < durationMs; at += 1000, sequence++) {
    const real = BigInt(312 + Math.min(at, durationMs) * 48);
    pages.push(oggPage(7, sequence, granule(real, sequence - 2), new Uint8Array(100).fill(0xfc), at >= durationMs ? 4 : 0));
  }
  return concat(pages);
}

// ---- MP4 ----

function box(type: string, ...body: Uint8Array[]): Uint8Array {
  const content = concat(body);
  return concat([uintBytes(8 + content.length, 4), text(type), content]);
}

const fullBox = (type: string, version: number, flags: number, ...body: Uint8Array[]) =>
  box(type, bytesOf(version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff), ...body);

/** mvhd/mdhd version 0: times, timescale, duration, then the rest of the box. */
const headerBox = (type: string, timescale: number, duration: number, rest: number) =>
  fullBox(type, 0, 0, new Uint8Array(8), uintBytes(timescale, 4), uintBytes(duration, 4), new Uint8Array(rest));

export interface Mp4Options {
  durationMs: number;
  handler?: "soun" | "vide";
  /** Safari-style: an empty moov (duration 0) and the samples in moof fragments of 1024-sample AAC frames. */
  fragmented?: boolean;
}

export function mp4(options: Mp4Options): Uint8Array {
  const timescale = 48_000;
  const samples = Math.round((options.durationMs / 1000) * timescale);
  const declared = options.fragmented ? 0 : samples;
  const ftyp = box("ftyp", text("iso5"), uintBytes(512, 4), text("iso5isommp41"));
  const trak = box(
    "trak",
    fullBox("tkhd", 0, 3, new Uint8Array(8), uintBytes(1, 4), new Uint8Array(4), uintBytes(declared, 4), new Uint8Array(60)),
    box(
      "mdia",
      headerBox("mdhd", timescale, declared, 4),
      fullBox("hdlr", 0, 0, new Uint8Array(4), text(options.handler ?? "soun"), new Uint8Array(12), text("SoundHandler\0")),
    ),
  );
  const mvex = box("mvex", fullBox("trex", 0, 0, uintBytes(1, 4), uintBytes(1, 4), uintBytes(1024, 4), new Uint8Array(8)));
  const moov = box("moov", headerBox("mvhd", 1000, options.fragmented ? 0 : options.durationMs, 80), trak, ...(options.fragmented ? [mvex] : []));
  if (!options.fragmented) return concat([ftyp, moov, box("mdat", new Uint8Array(64))]);
  const fragments: Uint8Array[] = [];
  const perFragment = 47; // about one second of 1024-sample frames
  const frames = Math.ceil(samples / 1024);
  for (let first = 0; first < frames; first += perFragment) {
    const count = Math.min(perFragment, frames - first);
    const traf = box(
      "traf",
      fullBox("tfhd", 0, 0x020000, uintBytes(1, 4)),
      fullBox("tfdt", 0, 0, uintBytes(first * 1024, 4)),
      fullBox("trun", 0, 0x000200, uintBytes(count, 4), ...Array.from({ length: count }, () => uintBytes(16, 4))),
    );
    fragments.push(box("moof", fullBox("mfhd", 0, 0, uintBytes(first / perFragment + 1, 4)), traf), box("mdat", new Uint8Array(count * 16)));
  }
  return concat([ftyp, moov, ...fragments]);
}
