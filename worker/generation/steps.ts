/**
 * The generation steps of one story and the queue message that carries one.
 * Text first; then the five illustrations, the cover and the five narrations,
 * which do not depend on each other and so run in parallel.
 */
import { CHAPTERS, type Chapter } from "../db/schema";
import { isId } from "../db/ids";

export type Step =
  | { kind: "text" }
  | { kind: "image"; chapter: Chapter }
  | { kind: "cover" }
  | { kind: "audio"; chapter: Chapter };

/** A step as a stable string: "text", "image:opening", "cover", "audio:closing". */
export type StepKey = "text" | "cover" | `image:${Chapter}` | `audio:${Chapter}`;

export interface GenerationMessage {
  storyId: string;
  step: StepKey;
}

export const MEDIA_STEPS: readonly StepKey[] = [
  ...CHAPTERS.map((chapter) => `image:${chapter}` as const),
  "cover",
  ...CHAPTERS.map((chapter) => `audio:${chapter}` as const),
];

export const ALL_STEPS: readonly StepKey[] = ["text", ...MEDIA_STEPS];

/** The steps whose results are pictures (reported as ImageGenerating/ImageGenerated). */
export function isImageStep(step: StepKey): boolean {
  return step === "cover" || step.startsWith("image:");
}

export function isAudioStep(step: StepKey): boolean {
  return step.startsWith("audio:");
}

export function parseStep(key: string): Step | null {
  if (key === "text") return { kind: "text" };
  if (key === "cover") return { kind: "cover" };
  const [kind, chapter] = key.split(":");
  if ((kind === "image" || kind === "audio") && (CHAPTERS as readonly string[]).includes(chapter ?? "")) {
    return { kind, chapter: chapter as Chapter };
  }
  return null;
}

/** Queue bodies come from our own producer, but a malformed one must be dropped, not crash the batch. */
export function isGenerationMessage(body: unknown): body is GenerationMessage {
  if (typeof body !== "object" || body === null) return false;
  const { storyId, step } = body as Record<string, unknown>;
  return typeof storyId === "string" && isId(storyId) && typeof step === "string" && parseStep(step) !== null;
}

/** The story_assets row a media step fills: chapter name (or "cover") and kind. */
export function assetOf(step: StepKey): { chapter: string; kind: "image" | "audio" } | null {
  const parsed = parseStep(step);
  if (!parsed || parsed.kind === "text") return null;
  if (parsed.kind === "cover") return { chapter: "cover", kind: "image" };
  return { chapter: parsed.chapter, kind: parsed.kind };
}
