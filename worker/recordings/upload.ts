/**
 * Reads one uploaded take (PUT …/readers/{readerId}/chapters/{chapter}): the `audio` part, judged by
 * its bytes (worker/media/audio-container.ts), and the recorder's `levels`.
 */
import { z } from "zod";
import { ApiError, badRequest } from "../http/errors";
import { parseAudioContainer } from "../media/audio-container";
import { ApiMessage } from "../../shared/messages";
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

const notAudio = () => new ApiError(415, ApiMessage.notAudio);

function parseLevels(value: string | File | null): number[] {
  if (typeof value !== "string") throw badRequest(ApiMessage.invalidLevels);
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw badRequest(ApiMessage.invalidLevels);
  }
  const parsed = levelsSchema.safeParse(json);
  if (!parsed.success) throw badRequest(ApiMessage.invalidLevels);
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
    throw badRequest(ApiMessage.invalidData);
  }
  const audio = form.get(RECORDING_AUDIO_FIELD);
  if (audio === null || typeof audio === "string") throw notAudio();
  if (audio.size > MAX_RECORDING_BYTES) throw new ApiError(413, ApiMessage.recordingTooLarge);
  const levels = parseLevels(form.get(RECORDING_LEVELS_FIELD));
  const bytes = new Uint8Array(await audio.arrayBuffer());
  const container = parseAudioContainer(bytes);
  if (!container) throw notAudio();
  if (container.durationMs > MAX_RECORDING_MS) throw badRequest(ApiMessage.recordingTooLong);
  return { bytes, container, levels };
}
