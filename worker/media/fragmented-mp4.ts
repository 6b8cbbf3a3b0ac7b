import { boxes } from "./audio-container";

/**
 * WebKitGTK 2.50's MediaRecorder ends a take by writing its last fragment's `moof` twice, the first
 * with no `mdat` of its own. Chromium and WebKit play such a file; Firefox reads the second header as
 * the first one's samples and refuses the whole recording ("FFmpeg audio error"). Dropping every
 * top-level `moof` not followed by its `mdat` leaves a file all three engines play, with the same
 * samples and duration. Takes bytes parseAudioContainer accepted as MP4; others come back as they are.
 */
export function withoutOrphanFragments(bytes: Uint8Array): Uint8Array {
  const top = boxes(bytes, 0, bytes.length);
  // Top-level boxes are contiguous from the file's start: each begins where the one before ends.
  const spans = top.map((box, i) => ({ ...box, start: i === 0 ? 0 : top[i - 1]!.end }));
  const kept = spans.filter((box, i) => box.type !== "moof" || spans[i + 1]?.type === "mdat");
  if (kept.length === spans.length) return bytes;
  const repaired = new Uint8Array(kept.reduce((size, box) => size + box.end - box.start, 0));
  let offset = 0;
  for (const box of kept) {
    repaired.set(bytes.subarray(box.start, box.end), offset);
    offset += box.end - box.start;
  }
  return repaired;
}
