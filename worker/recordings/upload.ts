/**
 * Reads one uploaded take (PUT …/readers/{readerId}/chapters/{chapter}): the `audio` part, judged by
 * its bytes (worker/media/audio-container.ts), and the recorder's `levels`.
 */
import { z } from "zod";
import { ApiError } from "../http/errors";
import { parseAudioContainer } from "../media/audio-container";
import { withoutOrphanFragments } from "../media/fragmented-mp4";
import {
  LEVELS_INTERVAL_MS,
  MAX_RECORDING_BYTES,
  MAX_RECORDING_MS,
  RECORDING_AUDIO_FIELD,
  RECORDING_LEVELS_FIELD,
} from "../../shared/recordings";
import type { Take } from "./readers";

/** One level per 20 ms of the longest recording, with room for a recorder that sampled a little late. */
const MAX_LEVELS = Math.ceil((MAX_RECORDING_MS / LEVELS_INTERVAL_MS) * 1.1);

const levelsSchema = z.array(z.number().min(0).max(1)).max(MAX_LEVELS);

const notAudio = () => new ApiError("notAudio");

function parseLevels(value: string | File | null): number[] {
  if (typeof value !== "string") throw new ApiError("invalidLevels");
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ApiError("invalidLevels");
  }
  const parsed = levelsSchema.safeParse(json);
  if (!parsed.success) throw new ApiError("invalidLevels");
  return parsed.data;
}

export async function readTake(request: Request): Promise<Take> {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw notAudio();
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    // The body limit's own error passes through; anything else is a body that is not a form.
    if (error instanceof ApiError) throw error;
    throw new ApiError("invalidData");
  }
  const audio = form.get(RECORDING_AUDIO_FIELD);
  if (audio === null || typeof audio === "string") throw notAudio();
  if (audio.size > MAX_RECORDING_BYTES) throw new ApiError("recordingTooLarge");
  const levels = parseLevels(form.get(RECORDING_LEVELS_FIELD));
  const bytes = new Uint8Array(await audio.arrayBuffer());
  const container = parseAudioContainer(bytes);
  if (!container) throw notAudio();
  if (container.durationMs > MAX_RECORDING_MS) throw new ApiError("recordingTooLong");
  // Stored so that every engine plays it (WebKit's takes as they come do not play in Firefox).
  return { bytes: container.mimeType === "audio/mp4" ? withoutOrphanFragments(bytes) : bytes, container, levels };
}
