/**
 * What the Workers AI provider needs of the AI binding and how it reads the binding's media answers,
 * shared by the text/picture side (provider.ts) and the narration side (narrator.ts).
 */
import type { GeneratedMedia } from "../provider";
import type { ModelId, ModelInput } from "../../../ai/models";
import { logRepair, type RepairSink } from "./repairs";

/**
 * What the provider needs of the AI binding; `env.AI` satisfies it. Inputs are typed per model; the
 * answer is `unknown` because the binding does not always answer its declared shape (Aura-2 is
 * declared a string and answers a stream), so every parser checks what it gets.
 */
export interface AiRunner {
  run<M extends ModelId>(model: M, inputs: ModelInput<M>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export class WorkersAiError extends Error {
  override name = "WorkersAiError";
}

/**
 * Errors the same input always gets again (8002 Invalid input, as MeloTTS answers French; 3010 and
 * 5006, input refused by the model's schema): retrying costs calls and time for nothing, so the
 * caller moves on (next voice, or fails the step). Capacity (3040) and network errors are transient.
 */
export function isPermanentModelError(error: unknown): boolean {
  if (error instanceof WorkersAiError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /^\s*(8002|3010|5006)\b|invalid input|unsupported language/i.test(message);
}

/**
 * 3040 "Out of capacity" (HTTP 429, developers.cloudflare.com/workers-ai/platform/errors: "No more data
 * centers to forward the request to"; the binding has also been seen to say "Capacity temporarily
 * exceeded"): the same call may well succeed a second later.
 */
export function isCapacityError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /^\s*3040\b|capacity temporarily exceeded|no more data centers/i.test(message);
}

/** Calls made for one model call when it meets capacity errors, and the first wait between them (doubling, jittered). */
export const CAPACITY_CALLS = 3;
export const CAPACITY_BACKOFF_MS = 1000;

export interface ModelCall {
  signal?: AbortSignal;
  /** Where a capacity backoff is told (a log line by default). */
  repairs?: RepairSink;
  /** The first wait after a capacity error (tests shorten it). */
  backoffMs?: number;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener("abort", aborted, { once: true });
  });
}

/**
 * `ai.run` with the call's abort signal, backing off on capacity errors: up to CAPACITY_CALLS calls,
 * waiting about 1 s then 2 s, within the stage's time limit (the signal ends a wait too). Any other
 * error, or capacity still out after the last call, is the caller's.
 */
export async function runModel<M extends ModelId>(ai: AiRunner, model: M, inputs: ModelInput<M>, call: ModelCall = {}): Promise<unknown> {
  const options = call.signal ? { signal: call.signal } : undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await ai.run(model, inputs, options);
    } catch (error) {
      // Cancelled at the stage's limit: the limit is the reason, not the binding's "3008: Request was aborted".
      if (call.signal?.aborted && call.signal.reason instanceof Error) throw call.signal.reason;
      if (attempt >= CAPACITY_CALLS || !isCapacityError(error)) throw error;
      (call.repairs ?? logRepair)("capacity-backoff", `${model}, call ${attempt + 1} of ${CAPACITY_CALLS}`);
      await pause((call.backoffMs ?? CAPACITY_BACKOFF_MS) * 2 ** (attempt - 1) * (1 + Math.random() / 2), call.signal);
    }
  }
}

function decodeBase64(text: string): Uint8Array {
  const data = text.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  const invalid = new WorkersAiError("Workers AI: the media is not valid base64");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw invalid;
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    throw invalid;
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * The bytes of a media answer: `{ [field]: base64 }` as documented, or the
 * binary forms the binding may return instead (bytes, a buffer, a stream).
 */
export async function mediaBytes(answer: unknown, field: "image" | "audio"): Promise<Uint8Array> {
  let bytes: Uint8Array | undefined;
  if (typeof answer === "string") bytes = decodeBase64(answer);
  else if (answer instanceof Uint8Array) bytes = answer;
  else if (answer instanceof ArrayBuffer) bytes = new Uint8Array(answer);
  else if (ArrayBuffer.isView(answer)) bytes = new Uint8Array(answer.buffer, answer.byteOffset, answer.byteLength);
  else if (answer instanceof ReadableStream || answer instanceof Response) {
    bytes = new Uint8Array(await new Response(answer instanceof Response ? answer.body : answer).arrayBuffer());
  } else if (answer !== null && typeof answer === "object" && field in answer) {
    return mediaBytes((answer as Record<string, unknown>)[field], field);
  }
  if (!bytes) throw new WorkersAiError(`Workers AI: the answer has no ${field}`);
  if (bytes.byteLength === 0) throw new WorkersAiError(`Workers AI: the ${field} is empty`);
  return bytes;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export function imageType(bytes: Uint8Array): GeneratedMedia["contentType"] {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  throw new WorkersAiError("Workers AI: the image is neither JPEG nor PNG");
}

/** WAV ("RIFF"…"WAVE") when it says so; otherwise the documented MP3. */
export function audioType(bytes: Uint8Array): GeneratedMedia["contentType"] {
  const wav = startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x41, 0x56, 0x45], 8);
  return wav ? "audio/wav" : "audio/mpeg";
}

/** A text model's `response` (the binding may also answer bare text). */
export function responseOf(answer: unknown): unknown {
  if (typeof answer === "string") return answer;
  return answer !== null && typeof answer === "object" && "response" in answer ? answer.response : undefined;
}
