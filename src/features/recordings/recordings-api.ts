import type { ApiErrorBody } from "../../../shared/messages";
import {
  RECORDING_AUDIO_FIELD,
  RECORDING_LEVELS_FIELD,
  type Reader,
  type ReaderPatchInput,
  type RecordedChapter,
  type RecordedChapterNumber,
} from "../../../shared/recordings";
import { ApiRequestError, client, json } from "../../shared/api/client";
import { getToken } from "../../shared/api/token";

const readers = client.api.stories[":storyId"].readers;
const storyParam = (storyId: string) => ({ storyId: encodeURIComponent(storyId) });
const readerParam = (storyId: string, readerId: string) => ({ ...storyParam(storyId), readerId: encodeURIComponent(readerId) });

/** POST /api/stories/{storyId}/readers — a new family voice ("Grandma"). */
export async function createReader(storyId: string, name: string): Promise<Reader> {
  return json(readers.$post({ param: storyParam(storyId), json: { name } }));
}

/** PATCH /api/stories/{storyId}/readers/{readerId} — rename, or include in the shared link. */
export async function updateReader(storyId: string, readerId: string, patch: ReaderPatchInput): Promise<Reader> {
  return json(readers[":readerId"].$patch({ param: readerParam(storyId, readerId), json: patch }));
}

/** DELETE /api/stories/{storyId}/readers/{readerId} — the reader and every recording of theirs. */
export async function deleteReader(storyId: string, readerId: string): Promise<void> {
  await json(readers[":readerId"].$delete({ param: readerParam(storyId, readerId) }));
}

export interface TakeUpload {
  storyId: string;
  readerId: string;
  chapter: RecordedChapterNumber;
  audio: Blob;
  /** The microphone's RMS level every LEVELS_INTERVAL_MS while recording. */
  levels: number[];
  /** Share of the upload sent, 0..1. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

function errorBody(text: string, status: number): ApiErrorBody {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === "object" && "message" in body) return body as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's page): the status speaks.
  }
  return { message: `HTTP ${status}` };
}

/**
 * PUT …/readers/{readerId}/chapters/{chapter} as multipart (audio, levels). XMLHttpRequest, not the
 * typed client: fetch reports no upload progress, and a take can be megabytes on a slow line.
 */
export function uploadTake({ storyId, readerId, chapter, audio, levels, onProgress, signal }: TakeUpload): Promise<RecordedChapter> {
  const form = new FormData();
  form.append(RECORDING_AUDIO_FIELD, audio);
  form.append(RECORDING_LEVELS_FIELD, JSON.stringify(levels));
  const { storyId: story, readerId: reader } = readerParam(storyId, readerId);
  const url = `${import.meta.env.VITE_API_BASE ?? ""}/api/stories/${story}/readers/${reader}/chapters/${chapter}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as RecordedChapter);
      else reject(new ApiRequestError(request.status, errorBody(request.responseText, request.status)));
    });
    request.addEventListener("error", () => reject(new TypeError("Network error")));
    request.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}
