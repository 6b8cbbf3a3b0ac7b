import { DurableObject } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { CHAPTERS, stories, storyAssets, type Chapter, type GeneratingStatus, type PictureVariant } from "../db/schema";
import { purgeStoryFromEdge } from "../http/edge-cache";
import { BROWSABLE_STATUSES } from "../stories/queries";
import { uniqueSlug } from "../stories/slug";
import { deriveStatus, initialState, statusesBetween, type GenerationState } from "./progress";
import type { StoryText } from "./providers/provider";
import { MEDIA_STEPS, assetOf, type GenerationMessage, type StepKey } from "./steps";

const STATE_KEY = "state";
/** Tries at giving the text its slug when same-titled stories race for it (uniqueSlug adds a random suffix). */
const SLUG_ATTEMPTS = 3;

/** What a status push over the WebSocket looks like. */
export interface StatusPush {
  generatingStatus: GeneratingStatus;
}

/**
 * One instance per story in generation (named by the story id). It owns the
 * story's state machine: queue consumers ask it before running a step and tell
 * it the result, and it decides what comes next. Transitions run one at a time
 * (see transaction()), so the parallel media steps' reports are applied one
 * at a time, duplicates (queues deliver at least once) are recognised, and the
 * media steps are queued exactly once. D1 gets each new status for polling;
 * connected WebSockets get it pushed.
 */
export class StoryGeneration extends DurableObject<Env> {
  /** The reported status, or null for a story this object never saw. */
  async getStatus(): Promise<GeneratingStatus | null> {
    return (await this.load())?.status ?? null;
  }

  /** Starts a new story: queues its text step. Calling it again changes nothing. */
  async begin(storyId: string): Promise<void> {
    await this.transaction(async () => {
      if (await this.load()) return;
      await this.save(initialState(storyId));
      await this.enqueue(storyId, ["text"]);
    });
  }

  /**
   * A consumer asks before running a step. False means the step has already
   * produced its result (a redelivered message) and must not run again.
   */
  async claim(storyId: string, step: StepKey): Promise<boolean> {
    return this.transaction(async () => {
      const state = (await this.load()) ?? (await this.stateFromDatabase(storyId));
      if (state.steps[step] === "done" || state.steps[step] === "withheld") return false;
      if (step !== "text" && state.steps.text !== "done") return false;
      state.steps[step] = "running";
      await this.advance(state);
      return true;
    });
  }

  /**
   * The text step's result: the story gets its title, slug and chapters, then its media are queued.
   * `withheld` chapters (refused by moderation) are not stored, and their pictures and narration are
   * never made: the story ends PartiallyGenerated, and housekeeping leaves them alone.
   */
  async textWritten(storyId: string, text: StoryText, withheld: readonly Chapter[] = []): Promise<void> {
    await this.transaction(async () => {
      const state = (await this.load()) ?? (await this.stateFromDatabase(storyId));
      if (state.steps.text === "done") return;
      const client = db(this.env);
      const now = new Date();
      const narrative = Object.fromEntries(Object.entries(text.narrative).filter(([chapter]) => !withheld.includes(chapter as Chapter)));
      const mediaSteps = MEDIA_STEPS.filter((step) => !isWithheld(step, withheld));
      for (let attempt = 1; ; attempt++) {
        // A previous attempt may have written the text (and this slug) before failing.
        const slug = await uniqueSlug(client, text.title, storyId);
        try {
          await client.batch([
            client
              .update(stories)
              .set({ title: text.title, description: text.description, narrative, slug, plan: text.plan ?? null })
              .where(eq(stories.id, storyId)),
            client
              .insert(storyAssets)
              .values(mediaSteps.map((step) => ({ storyId, ...assetOf(step)!, status: "pending" as const, updatedAt: now })))
              .onConflictDoNothing(),
          ]);
          break;
        } catch (error) {
          // Another story with the same title took the slug between the check and the write
          // (stories are written in parallel): pick again rather than fail the step, whose
          // retry would ask the provider for the whole text again.
          if (attempt >= SLUG_ATTEMPTS || !String(error).includes("UNIQUE constraint failed: stories.slug")) throw error;
        }
      }
      state.steps.text = "done";
      for (const step of MEDIA_STEPS) if (isWithheld(step, withheld)) state.steps[step] = "withheld";
      await this.advance(state);
      await this.queueMedia(state);
    });
  }

  /** A media step stored its object in R2 under `key`, with a narration's word timings or a picture's WebP copies. */
  async mediaStored(
    storyId: string,
    step: StepKey,
    key: string,
    contentType: string,
    extras: { timingsKey?: string; variants?: PictureVariant[] } = {},
  ): Promise<void> {
    await this.transaction(async () => {
      const state = (await this.load()) ?? (await this.stateFromDatabase(storyId));
      if (state.steps[step] === "done") return;
      const asset = assetOf(step);
      if (!asset) return;
      const client = db(this.env);
      const assetDone = client
        .update(storyAssets)
        .set({
          status: "done",
          r2Key: key,
          contentType,
          timingsKey: extras.timingsKey ?? null,
          variants: extras.variants ?? null,
          error: null,
          updatedAt: new Date(),
        })
        .where(and(eq(storyAssets.storyId, storyId), eq(storyAssets.chapter, asset.chapter), eq(storyAssets.kind, asset.kind)));
      if (step === "cover") {
        await client.batch([assetDone, client.update(stories).set({ coverKey: key, coverVariants: extras.variants ?? null }).where(eq(stories.id, storyId))]);
      } else {
        await assetDone;
      }
      state.steps[step] = "done";
      await this.advance(state);
    });
  }

  /**
   * A narration step ended in the reader's device voice: its asset is done with nothing stored (no
   * audio, no timings), so the story can be CompletelyGenerated and housekeeping leaves it alone.
   */
  async readByDevice(storyId: string, step: StepKey): Promise<void> {
    await this.transaction(async () => {
      const state = (await this.load()) ?? (await this.stateFromDatabase(storyId));
      const asset = assetOf(step);
      if (state.steps[step] === "done" || asset?.kind !== "audio") return;
      await db(this.env)
        .update(storyAssets)
        .set({ status: "done", r2Key: null, contentType: null, timingsKey: null, error: null, updatedAt: new Date() })
        .where(and(eq(storyAssets.storyId, storyId), eq(storyAssets.chapter, asset.chapter), eq(storyAssets.kind, asset.kind)));
      state.steps[step] = "done";
      await this.advance(state);
    });
  }

  /**
   * A step ran out of retries: its part is marked failed with `error` and the story may end partially
   * generated. Recorded once: a second report of the same failure (a redelivered dead letter) changes nothing.
   */
  async stepFailed(storyId: string, step: StepKey, error: string): Promise<void> {
    await this.transaction(async () => {
      const state = (await this.load()) ?? (await this.stateFromDatabase(storyId));
      if (state.steps[step] === "done" || state.steps[step] === "failed") return;
      const asset = assetOf(step);
      if (asset) {
        await db(this.env)
          .update(storyAssets)
          .set({
            status: "failed",
            error: error.slice(0, 500),
            attempts: sql`${storyAssets.attempts} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(storyAssets.storyId, storyId), eq(storyAssets.chapter, asset.chapter), eq(storyAssets.kind, asset.kind)));
      }
      state.steps[step] = "failed";
      await this.advance(state);
    });
  }

  /**
   * Housekeeping: queue again every step that has not produced its result —
   * failed ones of a partially generated story, and pending or running ones
   * whose messages may have been lost. Returns the steps queued.
   */
  async repair(storyId: string): Promise<StepKey[]> {
    return this.transaction(async () => {
      const state = (await this.load()) ?? (await this.stateFromDatabase(storyId));
      if (state.status === "CompletelyGenerated") return [];
      const textDone = state.steps.text === "done";
      const missing = (textDone ? MEDIA_STEPS : ["text" as const]).filter(
        (step) => state.steps[step] !== "done" && state.steps[step] !== "withheld",
      );
      if (missing.length === 0) return [];
      if (state.status === "PartiallyGenerated") state.repairing = true;
      for (const step of missing) state.steps[step] = "pending";
      if (textDone) state.mediaQueued = true;
      await this.save(state);
      await this.enqueue(storyId, missing);
      return missing;
    });
  }

  /** GET /api/stories/{id}/live, already authorised by the Worker: a WebSocket of status pushes. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const storyId = new URL(request.url).searchParams.get("story") ?? "";
    const { 0: client, 1: server } = new WebSocketPair();
    // Hibernation API: the object may sleep between pushes without dropping the socket.
    this.ctx.acceptWebSocket(server);
    const status = (await this.load())?.status ?? (await this.statusFromDatabase(storyId));
    if (status) server.send(JSON.stringify({ generatingStatus: status } satisfies StatusPush));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(): Promise<void> {
    // Clients only listen; anything they send is ignored.
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Echoing 1005 ("no status") throws in workerd; answer with a normal closure.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
  }

  // ---------------------------------------------------------------------------

  /** Transitions run one at a time, in arrival order. */
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * Runs one transition after the previous ones. Not blockConcurrencyWhile: a
   * callback that throws there resets the whole object, failing every report
   * queued behind it — one refused D1 write would cost all the sibling steps an
   * attempt. Here a failure fails only its own call (its step is retried).
   */
  private transaction<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private load(): Promise<GenerationState | undefined> {
    return this.ctx.storage.get<GenerationState>(STATE_KEY);
  }

  private async save(state: GenerationState): Promise<void> {
    state.updatedAt = Date.now();
    await this.ctx.storage.put(STATE_KEY, state);
  }

  /** Recomputes the status from the steps and moves to it. */
  private advance(state: GenerationState): Promise<void> {
    return this.moveTo(state, deriveStatus(state));
  }

  /**
   * Moves the reported status forward to `next` (statusesBetween refuses to go
   * back): D1 first, then storage, then every status passed to the listeners.
   */
  private async moveTo(state: GenerationState, next: GeneratingStatus): Promise<void> {
    const passed = statusesBetween(state.status, next);
    if (next === "CompletelyGenerated") state.repairing = false;
    if (passed.length > 0) {
      const [story] = await db(this.env)
        .update(stories)
        .set({ generatingStatus: next })
        .where(eq(stories.id, state.storyId))
        .returning({ id: stories.id, slug: stories.slug, language: stories.language, isPublic: stories.isPublic });
      state.status = next;
      // A story published while it was being made joins the public list now: visitors' cached copies go
      // (this object's data centre's; elsewhere they expire within EDGE_TTL_SECONDS).
      if (story?.isPublic && passed.some((status) => BROWSABLE_STATUSES.includes(status))) await purgeStoryFromEdge(this.env, story);
    }
    await this.save(state);
    for (const status of passed) this.broadcast({ generatingStatus: status });
  }

  private async queueMedia(state: GenerationState): Promise<void> {
    if (state.mediaQueued) return;
    // PreparingForIllustration while the ten media steps and the cover are queued, IllustrationPrepared once they are.
    await this.moveTo(state, "PreparingForIllustration");
    await this.enqueue(
      state.storyId,
      MEDIA_STEPS.filter((step) => state.steps[step] !== "withheld"),
    );
    state.mediaQueued = true;
    await this.advance(state);
  }

  private async enqueue(storyId: string, steps: readonly StepKey[]): Promise<void> {
    await this.env.GENERATION.sendBatch(steps.map((step) => ({ body: { storyId, step } satisfies GenerationMessage })));
  }

  private broadcast(push: StatusPush): void {
    const message = JSON.stringify(push);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // A socket closing under us will get its close event; the others still get the push.
      }
    }
  }

  private async statusFromDatabase(storyId: string): Promise<GeneratingStatus | null> {
    const row = await db(this.env)
      .select({ status: stories.generatingStatus })
      .from(stories)
      .where(eq(stories.id, storyId))
      .get();
    return row?.status ?? null;
  }

  /**
   * Rebuilds the state of a story this object has no record of (its storage
   * was lost, or the story predates it) from D1: the text exists once the
   * narrative does, each part from its asset row.
   */
  private async stateFromDatabase(storyId: string): Promise<GenerationState> {
    const client = db(this.env);
    const state = initialState(storyId);
    const story = await client
      .select({ status: stories.generatingStatus, narrative: stories.narrative })
      .from(stories)
      .where(eq(stories.id, storyId))
      .get();
    if (!story) return state;
    state.status = story.status;
    if (story.narrative) {
      state.steps.text = "done";
      state.mediaQueued = true;
      const assets = await client.select().from(storyAssets).where(eq(storyAssets.storyId, storyId));
      // A chapter missing from the stored text was withheld: its media are never made.
      const withheld = CHAPTERS.filter((chapter) => !(chapter in story.narrative!));
      for (const step of MEDIA_STEPS) {
        if (isWithheld(step, withheld)) {
          state.steps[step] = "withheld";
          continue;
        }
        const asset = assetOf(step)!;
        const row = assets.find((a) => a.chapter === asset.chapter && a.kind === asset.kind);
        state.steps[step] = row?.status === "done" ? "done" : row?.status === "failed" ? "failed" : "pending";
      }
    }
    return state;
  }
}

/** Whether a media step belongs to a withheld chapter (the cover never does). */
function isWithheld(step: StepKey, withheld: readonly Chapter[]): boolean {
  const asset = assetOf(step);
  return asset !== null && withheld.includes(asset.chapter as Chapter);
}

/** The Durable Object of one story. (The binding is untyped in the generated Env.) */
export function storyGenerationStub(env: Pick<Env, "STORY_GENERATION">, storyId: string) {
  const namespace = env.STORY_GENERATION as unknown as DurableObjectNamespace<StoryGeneration>;
  return namespace.get(namespace.idFromName(storyId));
}
