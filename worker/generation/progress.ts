/**
 * A story's generation state as its Durable Object keeps it, and the status
 * reported to users. Steps run in parallel, but the reported status moves
 * forward only, in docs/product.md §4's order, so a polling client never sees it go back.
 */
import { GENERATING_STATUSES, type GeneratingStatus } from "../db/schema";
import { ALL_STEPS, MEDIA_STEPS, isAudioStep, isImageStep, type StepKey } from "./steps";

/** "withheld": a media step of a chapter the moderation engine refused twice; it never runs. */
export type StepState = "pending" | "running" | "done" | "failed" | "withheld";

export interface GenerationState {
  storyId: string;
  status: GeneratingStatus;
  steps: Record<StepKey, StepState>;
  /** The media steps were sent to the queue (once, after the text). */
  mediaQueued: boolean;
  /** A partially generated story whose missing parts are being retried. */
  repairing: boolean;
  updatedAt: number;
}

export function initialState(storyId: string, now = Date.now()): GenerationState {
  return {
    storyId,
    status: "Initialized",
    steps: Object.fromEntries(ALL_STEPS.map((step) => [step, "pending"])) as Record<StepKey, StepState>,
    mediaQueued: false,
    repairing: false,
    updatedAt: now,
  };
}

const rank = (status: GeneratingStatus) => GENERATING_STATUSES.indexOf(status);

/** What the state amounts to, before the forward-only rule is applied. */
export function deriveStatus(state: GenerationState): GeneratingStatus {
  if (ALL_STEPS.every((step) => state.steps[step] === "done")) return "CompletelyGenerated";
  // Until the text exists no media step has been queued, so only the text can be in progress.
  const queued = state.steps.text === "done" ? ALL_STEPS : (["text"] as const);
  const unsettled = queued.some((step) => state.steps[step] === "pending" || state.steps[step] === "running");
  if (!unsettled || state.repairing) return "PartiallyGenerated";

  const text = state.steps.text;
  if (text !== "done") return text === "running" ? "TextGenerating" : "Initialized";
  if (!state.mediaQueued) return "TextGenerated";
  const media = MEDIA_STEPS.map((step) => state.steps[step]).filter((s) => s !== "withheld");
  if (media.every((s) => s === "pending")) return "IllustrationPrepared";
  const imagesDone = MEDIA_STEPS.filter(isImageStep).every((step) => state.steps[step] === "done");
  if (!imagesDone) return "ImageGenerating";
  const voicesDone = MEDIA_STEPS.filter(isAudioStep).every((step) => state.steps[step] === "done");
  return voicesDone ? "VoiceGenerated" : "VoiceGenerating";
}

/**
 * The statuses passed on the way from `from` to `to`, in order (empty when
 * nothing changes). A final status is reached directly; otherwise the status
 * never moves backwards.
 */
export function statusesBetween(from: GeneratingStatus, to: GeneratingStatus): GeneratingStatus[] {
  if (from === to) return [];
  if (to === "PartiallyGenerated") return [to];
  if (from === "PartiallyGenerated") return to === "CompletelyGenerated" ? [to] : [];
  if (rank(to) <= rank(from)) return [];
  return GENERATING_STATUSES.slice(rank(from) + 1, rank(to) + 1).filter((s) => s !== "PartiallyGenerated");
}
