/**
 * The queue consumer: runs one generation step per message and reports the
 * result to the story's Durable Object, which decides what comes next.
 *
 * Queues deliver at least once, so every step is safe to run twice: the object
 * refuses a step that already has its result, R2 keys are fixed per story and
 * part, and the object ignores a second report of the same result.
 */
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { stories, type Chapter, type Language, type PictureVariant } from "../db/schema";
import { generatedMediaKey, wordTimingsKey } from "../stories/media-keys";
import { storeVariants } from "../stories/picture-variants";
import type { NarrativeItem } from "../../shared/narrative";
import type { WordTiming } from "../../shared/read-along";
import { PartRefusedError, type DeviceReading, type GeneratedMedia, type Narration, type PlannedStory, type StoryProvider, type WriteRequest } from "./providers/provider";
import { readStoryPlan } from "../../shared/story-plan";
import { createProvider, type ProviderEnv } from "./providers/choose-provider";
import { isGenerationMessage, parseStep, type GenerationMessage } from "./steps";
import { storyGenerationStub } from "./story-generation";
import { seedFrom } from "../../shared/seeded-random";
import { reviewStory, withholdRefused } from "./story-safety";

/** Attempts per step before it counts as failed (the first delivery and wrangler.toml's max_retries = 4). */
export const MAX_ATTEMPTS = 5;

/** Exponential backoff between attempts, in seconds: 2, 4, 8, 16 by default. */
export function retryDelaySeconds(env: Pick<Env, "GENERATION_RETRY_BASE_SECONDS">, attempts: number): number {
  const base = Number(env.GENERATION_RETRY_BASE_SECONDS ?? "2");
  return Math.min(Number.isFinite(base) ? base : 2, 60) * 2 ** Math.max(0, attempts - 1);
}

/** A step still unfinished after this long counts as a failed attempt (GENERATION_STEP_TIMEOUT_MS). */
export const DEFAULT_STEP_TIMEOUT_MS = 120_000;

export function stepTimeoutMs(env: Pick<Env, "GENERATION_STEP_TIMEOUT_MS">): number {
  const value = Number(env.GENERATION_STEP_TIMEOUT_MS ?? "");
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_STEP_TIMEOUT_MS;
}

/** The one R2 call a media step makes (the MEDIA bucket satisfies it). */
export interface MediaStore {
  put(key: string, value: Uint8Array, options: R2PutOptions): Promise<unknown>;
}

/** What the consumer works with; tests swap any of it to inject faults on the real code paths. */
export interface ConsumerDependencies {
  provider: StoryProvider;
  /** Where media steps write their objects: the MEDIA bucket. */
  media: MediaStore;
  /** Where a step reads its story: the DB binding (the Durable Object writes through its own). */
  database: D1Database;
  /** How long one step (read, provider call, R2 write, report) may take. */
  stepTimeoutMs: number;
}

/** What building the consumer's dependencies reads: the provider's bindings, the bucket, the step limit. */
export type ConsumerEnv = ProviderEnv & Pick<Env, "MEDIA" | "GENERATION_STEP_TIMEOUT_MS">;
/** What the queue consumer reads: its dependencies', the story's Durable Object and the retry backoff. */
export type PipelineEnv = ConsumerEnv & Pick<Env, "STORY_GENERATION" | "GENERATION_RETRY_BASE_SECONDS">;

export function defaultDependencies(env: ConsumerEnv, provider: StoryProvider = createProvider(env)): ConsumerDependencies {
  return { provider, media: env.MEDIA, database: env.DB, stepTimeoutMs: stepTimeoutMs(env) };
}

let dependenciesFactory: (env: ConsumerEnv) => ConsumerDependencies = (env) => defaultDependencies(env);

/** What the consumer would work with now (housekeeping times narrations with the same provider). */
export function currentDependencies(env: ConsumerEnv): ConsumerDependencies {
  return dependenciesFactory(env);
}

/**
 * Tests swap in a provider, bucket or database that fails on cue, to drive the
 * retry and repair paths through the real queue and Durable Object. Called once
 * per batch. Returns the restore function.
 */
export function useConsumerDependencies(factory: (env: ConsumerEnv) => ConsumerDependencies): () => void {
  const previous = dependenciesFactory;
  dependenciesFactory = factory;
  return () => {
    dependenciesFactory = previous;
  };
}

/** useConsumerDependencies with only the provider swapped. */
export function useProviderFactory(factory: (env: ConsumerEnv) => StoryProvider): () => void {
  return useConsumerDependencies((env) => defaultDependencies(env, factory(env)));
}

interface StoryForStep {
  id: string;
  title: string;
  description: string;
  language: Language;
  storyInputs: string[];
  narrative: Record<string, unknown> | null;
}

/** Every step of one story uses the same seed, so a retried step produces the same result. */
export function storySeed(story: Pick<StoryForStep, "id">): number {
  return seedFrom(story.id);
}

function chapterText(story: StoryForStep, chapter: Chapter): NarrativeItem[] | string {
  const value = story.narrative?.[chapter];
  if (typeof value === "string" || Array.isArray(value)) return value as NarrativeItem[] | string;
  throw new Error(`Story ${story.id} has no text for ${chapter}`);
}

/** A step that did not settle within its time limit (a provider or storage call that never answers). */
export class StepTimeoutError extends Error {
  override name = "StepTimeoutError";
}

/**
 * Settles with `work`, or rejects once `ms` have passed. Without this a call
 * that never answers holds the batch until the runtime kills the invocation,
 * and every message of the batch waits with it.
 */
export async function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeoutError(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * withTimeLimit for a call that takes a signal, aborted at the deadline: the running call (`AI.run`) is
 * cancelled rather than left to finish and be paid for.
 */
async function cancelledAtLimit<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, what: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new StepTimeoutError(`${what} did not finish within ${ms} ms`)), ms);
  try {
    return await withTimeLimit(work(controller.signal), ms, what);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The text step's two writing stages, as shares of the step time limit: each has its own limit and
 * cancels its call at it. The text step as a whole gets TEXT_STEP_SHARE of the limit (the stages,
 * the review, perhaps a rewrite); a plan that finished is stored, so a retry starts at the chapters.
 */
const PLAN_SHARE = 0.5;
const CHAPTERS_SHARE = 1;
export const TEXT_STEP_SHARE = 2;
/** A media step's model calls get this share of the step's limit; storing the result (R2, WebP copies) the rest. */
export const MEDIA_CALLS_SHARE = 0.8;

/**
 * Pictures, from either provider, also get resized WebP copies for the browser. The picture itself is
 * what the step must deliver: a failure here leaves the copies missing (the browser falls back to the
 * PNG/JPEG) and housekeeping tries again later, rather than failing the step and asking the provider
 * for the picture again.
 */
async function pictureVariants(
  media: MediaStore,
  provider: StoryProvider,
  key: string,
  bytes: Uint8Array,
): Promise<PictureVariant[] | undefined> {
  try {
    return await storeVariants(media, key, bytes, provider.encodeVariants?.bind(provider));
  } catch (error) {
    console.error(`generation: no WebP copies of ${key}`, describe(error));
    return undefined;
  }
}

/**
 * Writing's first stage, when the provider has it on its own: the stored plan when a previous attempt
 * made one (no second plan call), else a new one, stored at once with its title.
 */
async function plannedStory(
  deps: ConsumerDependencies,
  provider: StoryProvider,
  story: { id: string; title: string; plan: unknown },
  request: WriteRequest,
): Promise<PlannedStory | undefined> {
  if (!provider.planStory) return undefined;
  const stored = readStoryPlan(story.plan);
  if (stored) return { title: story.title, plan: stored };
  const planned = await cancelledAtLimit((signal) => provider.planStory!({ ...request, signal }), deps.stepTimeoutMs * PLAN_SHARE, `the plan of ${story.id}`);
  await db({ DB: deps.database }).update(stories).set({ title: planned.title, plan: planned.plan }).where(eq(stories.id, story.id));
  return planned;
}

/** Runs one step and reports its result. Throws when the provider or storage fails. `finalAttempt`: the queue will not retry it. */
export async function runStep(env: Pick<Env, "DB" | "STORY_GENERATION">, message: GenerationMessage, deps: ConsumerDependencies, finalAttempt = false): Promise<void> {
  const step = parseStep(message.step);
  if (!step) return;
  const { provider } = deps;
  const story = await db({ DB: deps.database })
    .select({
      id: stories.id,
      title: stories.title,
      description: stories.description,
      language: stories.language,
      storyInputs: stories.storyInputs,
      narrative: stories.narrative,
      ageBand: stories.ageBand,
      heroName: stories.heroName,
      heroGender: stories.heroGender,
      plan: stories.plan,
    })
    .from(stories)
    .where(eq(stories.id, message.storyId))
    .get();
  // Deleted while in generation: nothing left to do.
  if (!story) return;
  const generation = storyGenerationStub(env, story.id);
  if (!(await generation.claim(story.id, message.step))) return;

  const seed = storySeed(story);
  if (step.kind === "text") {
    const request = {
      ideas: story.storyInputs,
      language: story.language,
      seed,
      ageBand: story.ageBand,
      child: story.heroName ? { name: story.heroName, gender: story.heroGender ?? undefined } : undefined,
    };
    // Stage limits for a provider that writes in stages; another one has the step's limit alone.
    const write = (more: Partial<WriteRequest>, share: number) =>
      provider.planStory
        ? cancelledAtLimit((signal) => provider.writeStory({ ...request, ...more, signal }), deps.stepTimeoutMs * share, `the text of ${story.id}`)
        : provider.writeStory({ ...request, ...more });
    let text = await write({ planned: await plannedStory(deps, provider, story, request) }, CHAPTERS_SHARE);
    let review = await reviewStory(env, provider, text, story.storyInputs);
    if (!review.safe) {
      // Written once more, told why; what is still refused then is withheld, never stored.
      console.warn(`generation: the text of ${story.id} was refused (${review.category ?? "unsafe"}); writing it again`);
      text = await write({ attempt: 1, ...(review.category ? { refusal: review.category } : {}) }, PLAN_SHARE + CHAPTERS_SHARE);
      review = await reviewStory(env, provider, text, story.storyInputs);
    }
    if (review.safe) {
      await generation.textWritten(story.id, text);
      return;
    }
    console.warn(`generation: withholding refused parts of ${story.id}: ${[...review.chapters].join(", ") || "title or description"}`);
    const kept = withholdRefused(text, review, story.storyInputs);
    await generation.textWritten(story.id, kept.text, kept.withheld);
    return;
  }
  // The calls' limit cancels the running model call too, rather than leaving it to finish and be paid for.
  const media = await cancelledAtLimit<Narration | DeviceReading>(
    (signal) =>
      step.kind === "audio"
        ? provider.narrate({
            language: story.language,
            seed,
            chapter: step.chapter,
            items: chapterText(story, step.chapter),
            ageBand: story.ageBand,
            finalAttempt,
            signal,
          })
        : provider.illustrate({
            ideas: story.storyInputs,
            language: story.language,
            seed,
            title: story.title,
            chapter: step.kind === "cover" ? "cover" : step.chapter,
            scene: step.kind === "cover" ? story.description : chapterText(story, step.chapter),
            plan: story.plan ?? undefined,
            ageBand: story.ageBand,
            signal,
          }),
    deps.stepTimeoutMs * MEDIA_CALLS_SHARE,
    `the ${message.step} of ${story.id}`,
  );
  if (!isStoredMedia(media)) {
    await generation.readByDevice(story.id, message.step);
    return;
  }
  const key = generatedMediaKey(story.id, step.kind === "cover" ? "cover" : step.chapter, media.contentType);
  await deps.media.put(key, media.bytes, {
    httpMetadata: { contentType: media.contentType, cacheControl: "public, max-age=31536000, immutable" },
  });
  const timingsKey = media.wordTimings ? await storeWordTimings(deps.media, key, media.wordTimings) : undefined;
  const variants = step.kind === "audio" ? undefined : await pictureVariants(deps.media, provider, key, media.bytes);
  await generation.mediaStored(story.id, message.step, key, media.contentType, { timingsKey, variants });
}

function isStoredMedia(media: Narration | DeviceReading): media is GeneratedMedia & Narration {
  return !("readByDevice" in media);
}

/** A narration's word timings as a JSON array beside its audio (wordTimingsKey); returns the key. */
export async function storeWordTimings(media: MediaStore, audioKey: string, timings: readonly WordTiming[]): Promise<string> {
  const key = wordTimingsKey(audioKey);
  await media.put(key, new TextEncoder().encode(JSON.stringify(timings)), {
    httpMetadata: { contentType: "application/json", cacheControl: "public, max-age=31536000, immutable" },
  });
  return key;
}

/** Never throws: a value that cannot be turned into text must not crash the whole batch from a catch block. */
function describe(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return "an error that cannot be described";
  }
}

/** The main queue's steps: each message is one step; failures retry with backoff, then count as failed. */
export async function consumeGeneration(messages: readonly Message<unknown>[], env: PipelineEnv): Promise<void> {
  const deps = dependenciesFactory(env);
  await Promise.all(
    messages.map(async (message) => {
      if (!isGenerationMessage(message.body)) {
        console.error("generation: dropping a malformed message", JSON.stringify(message.body));
        message.ack();
        return;
      }
      const body = message.body;
      try {
        const limit = deps.stepTimeoutMs * (body.step === "text" ? TEXT_STEP_SHARE : 1);
        await withTimeLimit(runStep(env, body, deps, message.attempts >= MAX_ATTEMPTS), limit, `${body.step} of ${body.storyId}`);
        message.ack();
      } catch (error) {
        console.error(`generation: ${body.step} of ${body.storyId} failed (attempt ${message.attempts})`, describe(error));
        // A refused part would be refused again: it fails now rather than after four more attempts.
        if (message.attempts < MAX_ATTEMPTS && !(error instanceof PartRefusedError)) {
          message.retry({ delaySeconds: retryDelaySeconds(env, message.attempts) });
          return;
        }
        try {
          await withTimeLimit(
            storyGenerationStub(env, body.storyId).stepFailed(body.storyId, body.step, describe(error)),
            deps.stepTimeoutMs,
            `recording ${body.step} of ${body.storyId} as failed`,
          );
          message.ack();
        } catch (reportError) {
          // The object could not record it; let the queue's dead-letter path try again.
          console.error("generation: could not record a failed step", describe(reportError));
          message.retry({ delaySeconds: retryDelaySeconds(env, message.attempts) });
        }
      }
    }),
  );
}

/**
 * The dead-letter queue: steps whose every delivery crashed the consumer (not
 * a caught provider error). They are recorded as failed so the story ends
 * partially generated, and housekeeping retries them later. Nothing here runs
 * a step: a dead letter never calls a model.
 */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Pick<Env, "STORY_GENERATION">): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      if (isGenerationMessage(message.body)) {
        const { storyId, step } = message.body;
        await storyGenerationStub(env, storyId).stepFailed(storyId, step, "The step failed on every delivery");
      }
      message.ack();
    }),
  );
}
