import { createExecutionContext, createMessageBatch, getQueueResult, type QueueResult } from "cloudflare:test";
import { afterEach, beforeEach, expect, vi } from "vitest";
import worker from "../../worker/index";
import { useProviderFactory } from "../../worker/generation/pipeline";
import type { GeneratedMedia, StoryProvider, StoryText, WriteRequest } from "../../worker/generation/providers/provider";
import type { StepKey } from "../../worker/generation/steps";
import { CHAPTERS } from "../../shared/enums";
import { chapterScript } from "../../shared/narrative";
import { body } from "./fixtures";
import { call, env } from "./helpers";

/** Which provider calls happened, by step, so tests can tell a redelivery from a rerun. */
export interface ProviderLog {
  calls: StepKey[];
}

export interface FakeProviderOptions {
  /** Steps that throw on every attempt while this returns true. */
  failing?: (step: StepKey) => boolean;
  /**
   * Runs inside every call, after it is logged and before its result: throw to
   * fail the call with any value, return a promise kept pending by a long timer
   * to hang it (workerd cancels an invocation waiting on a promise nothing can
   * settle), or change storage at that exact moment. `seed` tells stories apart
   * (storySeed of the story's id).
   */
  intercept?: (step: StepKey, seed: number) => void | Promise<void>;
  /** Writes the story instead of the stand-in's fixed text (the safety tests write unsafe chapters). */
  write?: (request: WriteRequest) => StoryText;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

/**
 * A fast stand-in provider for the pipeline tests: real shapes, instant
 * results, failures on cue. The offline provider's own output is tested in
 * the end-to-end test and in its module tests.
 */
export function fakeProvider(log: ProviderLog, options: FakeProviderOptions = {}): StoryProvider {
  const run = async <T>(step: StepKey, seed: number, result: () => T): Promise<T> => {
    log.calls.push(step);
    if (options.failing?.(step)) throw new Error(`provider failure on ${step}`);
    await options.intercept?.(step, seed);
    return result();
  };
  const media = (contentType: GeneratedMedia["contentType"], label: string): GeneratedMedia => ({
    bytes: bytesOf(label),
    contentType,
  });
  return {
    name: "fake",
    moderate: async () => ({ allowed: true }),
    writeStory: (request) =>
      options.write
        ? run("text", request.seed, () => options.write!(request))
        : run("text", request.seed, () => ({
            title: `The tale of ${request.ideas.join(" and ")}`,
            description: "A tale for tests.",
            narrative: Object.fromEntries(
              CHAPTERS.map((chapter) => [chapter, [{ type: "plain" as const, text: `${chapter}: ${request.ideas.join(", ")}` }]]),
            ) as Record<(typeof CHAPTERS)[number], { type: "plain"; text: string }[]>,
          })),
    illustrate: ({ chapter, seed }) =>
      run(chapter === "cover" ? "cover" : `image:${chapter}`, seed, () => media("image/png", `png ${chapter}`)),
    narrate: ({ chapter, items, seed }) =>
      run(`audio:${chapter}`, seed, () => media("audio/mpeg", `mp3 ${chapter} ${chapterScript(items)}`)),
  };
}

/** Installs a fake provider for each test of the calling file; returns its live log and options. */
export function useFakeProvider(): { log: ProviderLog; options: FakeProviderOptions } {
  const state = { log: { calls: [] as StepKey[] }, options: {} as FakeProviderOptions };
  let restore: () => void = () => {};
  beforeEach(() => {
    state.log.calls = [];
    state.options.failing = undefined;
    state.options.intercept = undefined;
    state.options.write = undefined;
    restore = useProviderFactory(() => fakeProvider(state.log, state.options));
  });
  afterEach(() => restore());
  return state;
}

export async function statusOf(storyId: string): Promise<string | undefined> {
  const row = await env.DB.prepare("SELECT generating_status AS s FROM stories WHERE id = ?")
    .bind(storyId)
    .first<{ s: string }>();
  return row?.s;
}

/**
 * How long a test may wait for a story's state. With the stand-in provider a story takes well under a
 * second alone, 5–7 s when two cores are shared by a dozen processes, and more on a fresh clone's
 * first run: the limit only stops a story that will never get there, it is not a time to beat.
 */
export const STORY_WAIT_MS = 90_000;

/** Waits (on the real queue and Durable Object) until the story reaches one of `statuses`. */
export async function waitForStatus(storyId: string, statuses: string[], timeout = STORY_WAIT_MS): Promise<string> {
  return vi.waitFor(
    async () => {
      const status = await statusOf(storyId);
      expect(statuses).toContain(status);
      return status!;
    },
    { timeout, interval: 100 },
  );
}

export async function createViaApi(auth: Record<string, string>, ideas: string[]): Promise<string> {
  const response = await call("/api/stories/generate-story", {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ storyInputs: ideas }),
  });
  expect(response.status).toBe(201);
  return (await body<{ story: { _id: string } }>(response)).story._id;
}

/**
 * Hands `bodies` to the Worker's queue handler as one batch of first deliveries from `queue` (the
 * generation queue by default), with `workerEnv` as the Worker's environment, and answers once the
 * handler and everything it left running are done: the acknowledgements and retries it decided, and
 * the messages' ids in order.
 */
export async function deliverToConsumer(bodies: unknown[], queue = "fabulo-generation", workerEnv: Env = env): Promise<QueueResult & { ids: string[] }> {
  const ids = bodies.map((_, index) => `delivery-${index}`);
  const batch = createMessageBatch(
    queue,
    bodies.map((body, index) => ({ id: ids[index]!, timestamp: Date.now(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  // As the runtime calls it: with a context whose waitUntil work getQueueResult waits for.
  await (worker as ExportedHandler<Env>).queue!(batch, workerEnv, ctx);
  return { ...(await getQueueResult(batch, ctx)), ids };
}
