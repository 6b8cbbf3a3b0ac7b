import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import {
  DEFAULT_STEP_TIMEOUT_MS,
  MAX_ATTEMPTS,
  MEDIA_CALLS_SHARE,
  StepTimeoutError,
  defaultDependencies,
  stepTimeoutMs,
  storySeed,
  useConsumerDependencies,
  withTimeLimit,
  type MediaStore,
} from "../../worker/generation/pipeline";
import { ALL_STEPS, MEDIA_STEPS, assetOf, type StepKey } from "../../worker/generation/steps";
import { generatedMediaKey, storyMediaPrefix } from "../../worker/stories/media-keys";
import { slugify } from "../../worker/stories/slug";
import type { Chapter } from "../../worker/db/schema";
import { body, createUser, type TestUser } from "./fixtures";
import { createViaApi, fakeProvider, statusOf, waitForStatus, type FakeProviderOptions, type ProviderLog } from "./generation-helpers";
import { call, env } from "./helpers";

/**
 * Faults injected into the generation pipeline, which runs for real: the
 * queue (miniflare's broker, with wrangler.toml's retries and dead-letter
 * queue), the consumer, the story's Durable Object, D1 and R2. Only the
 * consumer's dependencies are swapped (useConsumerDependencies): a fast fake
 * provider, an R2 bucket and a D1 database that fail on cue, and a short step
 * time limit. D1 refusing the Durable Object's writes is a real D1 error,
 * raised by triggers installed in the test database.
 */

/**
 * The step time limit (GENERATION_STEP_TIMEOUT_MS) in tests that hang a step:
 * hung steps end quickly, while a fake step takes under 200 ms even on this
 * busy two-core machine (measured at a load of 4). Other tests keep a limit no
 * step comes near.
 */
const HUNG_STEP_LIMIT_MS = 750;
const RELAXED_STEP_LIMIT_MS = 10_000;
const FINAL = ["CompletelyGenerated", "PartiallyGenerated"];

interface Faults {
  /** True kills the consumer before it handles the batch: the queue redelivers every message in it. */
  killBatch?: () => boolean;
  /** R2: "refuse" fails the write; "die-after-write" stores the object, then fails as a dying consumer would. */
  mediaPut?: (key: string) => "ok" | "refuse" | "die-after-write";
  /** The consumer's story read: true answers it the way an overloaded D1 does. */
  refuseRead?: () => boolean;
}

const provider: { log: ProviderLog; options: FakeProviderOptions } = { log: { calls: [] }, options: {} };
let faults: Faults = {};
let stepLimitMs = RELAXED_STEP_LIMIT_MS;
const seen = { batches: 0, killed: 0, refusedReads: 0, puts: [] as string[], refusedPuts: [] as string[] };

const overloaded = (): Promise<never> => Promise.reject(new Error("D1_ERROR: D1 DB is overloaded. Too many requests queued."));
const refusedStatement: D1PreparedStatement = {
  bind: () => refusedStatement,
  first: overloaded,
  run: overloaded,
  all: overloaded,
  raw: overloaded,
};

/** The consumer's D1 binding, answering "overloaded" to the statements `faults.refuseRead` picks. */
function faultyDatabase(database: D1Database): D1Database {
  return {
    prepare(query: string) {
      if (faults.refuseRead?.()) {
        seen.refusedReads++;
        return refusedStatement;
      }
      return database.prepare(query);
    },
    batch: (statements) => database.batch(statements),
    exec: (query) => database.exec(query),
    withSession: (constraint) => database.withSession(constraint),
    dump: () => database.dump(),
  };
}

function faultyMedia(bucket: MediaStore): MediaStore {
  return {
    async put(key, value, options) {
      const fault = faults.mediaPut?.(key) ?? "ok";
      if (fault === "refuse") {
        seen.refusedPuts.push(key);
        throw new Error(`R2 put ${key}: 503 Service Unavailable`);
      }
      const stored = await bucket.put(key, value, options);
      seen.puts.push(key);
      if (fault === "die-after-write") throw new Error("the consumer died after writing");
      return stored;
    },
  };
}

let restore: () => void = () => {};
beforeEach(() => {
  provider.log.calls = [];
  provider.options.failing = undefined;
  provider.options.intercept = undefined;
  faults = {};
  stepLimitMs = RELAXED_STEP_LIMIT_MS;
  Object.assign(seen, { batches: 0, killed: 0, refusedReads: 0, puts: [], refusedPuts: [] });
  restore = useConsumerDependencies((workerEnv) => {
    seen.batches++;
    if (faults.killBatch?.()) {
      seen.killed++;
      throw new Error("the consumer was killed");
    }
    // The time limit comes from GENERATION_STEP_TIMEOUT_MS, as in production.
    const deps = defaultDependencies(
      { ...workerEnv, GENERATION_STEP_TIMEOUT_MS: String(stepLimitMs) },
      fakeProvider(provider.log, provider.options),
    );
    return { ...deps, media: faultyMedia(deps.media), database: faultyDatabase(deps.database) };
  });
});
afterEach(() => restore());

const callsOf = (step: StepKey) => provider.log.calls.filter((s) => s === step).length;
const never = () => new Promise<never>(() => {});
/**
 * A provider call that never answers, as a request to a stalled model does: it
 * keeps a timer pending. (workerd cancels an invocation waiting on a promise
 * that nothing can settle, which would hide a missing time limit.)
 */
const hang = () => new Promise<never>(() => setTimeout(() => {}, 60 * 60_000));

function expectedKey(storyId: string, step: StepKey): string {
  const asset = assetOf(step)!;
  return generatedMediaKey(storyId, asset.chapter as Chapter | "cover", asset.kind === "image" ? "image/png" : "audio/mpeg");
}

async function assetRows(storyId: string) {
  const { results } = await env.DB.prepare(
    "SELECT chapter, kind, status, r2_key, error, attempts FROM story_assets WHERE story_id = ? ORDER BY kind, chapter",
  )
    .bind(storyId)
    .all<{ chapter: string; kind: string; status: string; r2_key: string | null; error: string | null; attempts: number }>();
  return results;
}

async function storedKeys(storyId: string): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: storyMediaPrefix(storyId) });
  return listed.objects.map((object) => object.key).sort();
}

async function weeklyCount(user: TestUser): Promise<number> {
  const { user: json } = await body<{ user: { storiesGeneratedThisWeek: number } }>(
    await call("/api/users/user-details", { headers: user.auth }),
  );
  return json.storiesGeneratedThisWeek;
}

/**
 * The story is complete and nothing is duplicated: the user's one story row,
 * its slug from its title, one done asset row per part under its fixed key,
 * exactly those objects in R2, and the weekly quota counting that one story
 * (the free plan's only one: a second is refused).
 */
async function expectCompleteOnce(user: TestUser, storyId: string): Promise<void> {
  const { results: rows } = await env.DB.prepare(
    "SELECT id, title, slug, generating_status, narrative, cover_key FROM stories WHERE user_id = ?",
  )
    .bind(user.id)
    .all<{ id: string; title: string; slug: string; generating_status: string; narrative: string | null; cover_key: string | null }>();
  expect(rows.map((row) => row.id)).toEqual([storyId]);
  const story = rows[0]!;
  expect(story.generating_status).toBe("CompletelyGenerated");
  expect(story.title).toMatch(/^The tale of /);
  expect(story.slug).toMatch(new RegExp(`^${slugify(story.title)}-[a-z2-7]{13}$`));
  expect(story.narrative).not.toBeNull();
  expect(story.cover_key).toBe(expectedKey(storyId, "cover"));

  const assets = await assetRows(storyId);
  expect(assets).toHaveLength(MEDIA_STEPS.length);
  for (const step of MEDIA_STEPS) {
    const { chapter, kind } = assetOf(step)!;
    const matching = assets.filter((row) => row.chapter === chapter && row.kind === kind);
    expect(matching, step).toHaveLength(1);
    expect(matching[0]!.status, step).toBe("done");
    expect(matching[0]!.r2_key, step).toBe(expectedKey(storyId, step));
  }
  expect(await storedKeys(storyId)).toEqual(MEDIA_STEPS.map((step) => expectedKey(storyId, step)).sort());

  expect(await weeklyCount(user)).toBe(1);
  const second = await call("/api/stories/generate-story", {
    method: "POST",
    headers: { ...user.auth, "Content-Type": "application/json" },
    body: JSON.stringify({ storyInputs: ["one more"] }),
  });
  expect(second.status).toBe(403);
}

/** Repairs the story the way the cron job does and waits for it to complete. */
async function repairAndComplete(storyId: string, now?: Date): Promise<void> {
  const report = await runHousekeeping(env, now);
  expect(report.repaired.map((r) => r.storyId)).toContain(storyId);
  expect(await waitForStatus(storyId, ["CompletelyGenerated"])).toBe("CompletelyGenerated");
}

describe("the step time limit", () => {
  it("comes from GENERATION_STEP_TIMEOUT_MS, 120 000 ms when unset or not a positive number", () => {
    expect(stepTimeoutMs({ GENERATION_STEP_TIMEOUT_MS: "250" })).toBe(250);
    expect(DEFAULT_STEP_TIMEOUT_MS).toBe(120_000);
    for (const value of ["", "0", "-5", "soon"]) expect(stepTimeoutMs({ GENERATION_STEP_TIMEOUT_MS: value })).toBe(120_000);
    expect(stepTimeoutMs(env)).toBe(120_000);
  });

  it("rejects a call that never settles, and lets a prompt one through", async () => {
    await expect(withTimeLimit(never(), 50, "the cover")).rejects.toBeInstanceOf(StepTimeoutError);
    await expect(withTimeLimit(never(), 50, "the cover")).rejects.toThrow("the cover did not finish within 50 ms");
    expect(await withTimeLimit(Promise.resolve("done"), 50, "the text")).toBe("done");
  });
});

describe("generation under faults", () => {
  it("survives a killed consumer: a step killed on every delivery goes to the dead-letter queue, a batch killed once is redelivered", async () => {
    const user = await createUser();
    let killing = true;
    let mediaKills = 0;
    faults.killBatch = () => {
      if (killing) return true;
      // After the repair: kill the first batch that starts once the text is written, i.e. media steps.
      if (mediaKills > 0 || callsOf("text") === 0) return false;
      mediaKills++;
      return true;
    };
    const id = await createViaApi(user.auth, ["a lighthouse"]);
    expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
    // The first delivery and wrangler.toml's four retries died; the dead-letter consumer recorded the step.
    expect(seen.killed).toBe(MAX_ATTEMPTS);
    expect(provider.log.calls).toEqual([]);
    expect(await weeklyCount(user)).toBe(1);

    killing = false;
    await repairAndComplete(id);
    expect(mediaKills).toBe(1);
    expect(seen.killed).toBe(MAX_ATTEMPTS + 1);
    // Every redelivered message ran its step once and recorded it once.
    for (const step of ALL_STEPS) expect(callsOf(step), step).toBe(1);
    await expectCompleteOnce(user, id);
  }, 60_000);

  it("reruns a step whose consumer died between writing to R2 and reporting: same key, one object, one row", async () => {
    const user = await createUser();
    faults.mediaPut = (key) => (seen.puts.includes(key) ? "ok" : "die-after-write");
    const id = await createViaApi(user.auth, ["a snail"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    expect(callsOf("text")).toBe(1);
    for (const step of MEDIA_STEPS) {
      expect(callsOf(step), step).toBe(2);
      expect(seen.puts.filter((key) => key === expectedKey(id, step)), step).toHaveLength(2);
    }
    await expectCompleteOnce(user, id);
  }, 60_000);

  it("times out a provider that never answers, at every step on its first attempt, and completes without housekeeping", async () => {
    stepLimitMs = HUNG_STEP_LIMIT_MS;
    const user = await createUser();
    provider.options.intercept = (step) => (callsOf(step) === 1 ? hang() : undefined);
    const id = await createViaApi(user.auth, ["a comet"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    for (const step of ALL_STEPS) expect(callsOf(step), step).toBe(2);
    await expectCompleteOnce(user, id);
  }, 60_000);

  it(
    "ends partial when a step never answers (text, a picture, the cover, a narration) or throws something unprintable; housekeeping completes each",
    async () => {
      stepLimitMs = HUNG_STEP_LIMIT_MS;
      const hungSteps: StepKey[] = ["text", "image:buildUp", "cover", "audio:closing"];
      const unprintableStep: StepKey = "image:opening";
      const users = await Promise.all([...hungSteps, unprintableStep].map(() => createUser()));
      const faultAt = new Map<number, StepKey>();
      const calls = new Map<string, number>();
      let created: () => void = () => {};
      const allCreated = new Promise<void>((resolve) => (created = resolve));
      let faulty = true;
      provider.options.intercept = async (step, seed) => {
        // Decide once every story's seed is known, so none slips through.
        await allCreated;
        calls.set(`${seed} ${step}`, (calls.get(`${seed} ${step}`) ?? 0) + 1);
        if (!faulty || faultAt.get(seed) !== step) return;
        // A null-prototype object cannot even be turned into a string.
        if (step === unprintableStep) throw Object.create(null);
        await hang();
      };
      const ids = await Promise.all(users.map((user, i) => createViaApi(user.auth, [`a faulty story ${i}`])));
      ids.forEach((id, i) => faultAt.set(storySeed({ id }), i < hungSteps.length ? hungSteps[i]! : unprintableStep));
      created();

      for (const id of ids) expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
      for (const id of ids) {
        const step = faultAt.get(storySeed({ id }))!;
        expect(calls.get(`${storySeed({ id })} ${step}`), step).toBe(MAX_ATTEMPTS);
        if (step === "text") {
          expect(await assetRows(id)).toEqual([]);
          continue;
        }
        const unfinished = (await assetRows(id)).filter((row) => row.status !== "done");
        // Recorded by the consumer after its last attempt, not by the dead-letter queue after crashed batches.
        // The step's limit or its calls' share of it, whichever fires first on a busy machine.
        const error =
          step === unprintableStep
            ? "an error that cannot be described"
            : new RegExp(`^StepTimeoutError: (the ${step} of ${id} did not finish within ${HUNG_STEP_LIMIT_MS * MEDIA_CALLS_SHARE}|${step} of ${id} did not finish within ${HUNG_STEP_LIMIT_MS}) ms$`);
        expect(unfinished.map((row) => [row.status, row.error]), step).toEqual([["failed", expect.stringMatching(error)]]);
      }

      faulty = false;
      const report = await runHousekeeping(env);
      expect(report.repaired.map((r) => r.storyId).sort()).toEqual([...ids].sort());
      for (const [i, id] of ids.entries()) {
        expect(await waitForStatus(id, ["CompletelyGenerated"])).toBe("CompletelyGenerated");
        await expectCompleteOnce(users[i]!, id);
      }
    },
    60_000,
  );

  it("retries R2 writes refused twice for every part and completes without housekeeping", async () => {
    const user = await createUser();
    faults.mediaPut = (key) => (seen.refusedPuts.filter((k) => k === key).length < 2 ? "refuse" : "ok");
    const id = await createViaApi(user.auth, ["a rainy day"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    for (const step of MEDIA_STEPS) {
      expect(callsOf(step), step).toBe(3);
      expect(seen.puts.filter((key) => key === expectedKey(id, step)), step).toHaveLength(1);
    }
    await expectCompleteOnce(user, id);
  }, 60_000);

  it("completes a story stuck in progress, its parts failed by R2 and its failure unrecordable in D1, once housekeeping finds it", async () => {
    const user = await createUser();
    let r2Down = true;
    faults.mediaPut = () => (r2Down ? "refuse" : "ok");
    // D1 also refuses to record the story as partially generated, from the consumer and from the dead-letter queue.
    await env.DB.prepare(
      `CREATE TRIGGER fault_partial_busy BEFORE UPDATE OF generating_status ON stories
         WHEN NEW.generating_status = 'PartiallyGenerated'
         BEGIN SELECT RAISE(ABORT, 'D1 is busy'); END`,
    ).run();
    const id = await createViaApi(user.auth, ["a dragon"]);

    // Every part failed after its five attempts; the last one's report was refused, and again from the dead-letter queue.
    await expect
      .poll(async () => (await assetRows(id)).map((row) => `${row.status} ${Math.min(row.attempts, 2)}`).sort(), { timeout: 30_000 })
      .toEqual([...Array(MEDIA_STEPS.length - 1).fill("failed 1"), "failed 2"]);
    expect(seen.refusedPuts).toHaveLength(MEDIA_STEPS.length * MAX_ATTEMPTS);
    expect(await storedKeys(id)).toEqual([]);
    for (const row of await assetRows(id)) {
      // The dead-letter consumer's report reached the row before D1 refused the status.
      expect(row.error).toMatch(row.attempts === 1 ? /503 Service Unavailable/ : /^The step failed on every delivery$/);
      expect(row.r2_key).toBeNull();
    }
    expect(await statusOf(id)).toBe("ImageGenerating");
    // The story counts against the week, once.
    expect(await weeklyCount(user)).toBe(1);

    r2Down = false;
    // Too recent to count as stuck; a cron run 20 minutes later repairs it.
    expect((await runHousekeeping(env)).repaired).toEqual([]);
    expect(await statusOf(id)).toBe("ImageGenerating");
    await repairAndComplete(id, new Date(Date.now() + 20 * 60_000));
    await expectCompleteOnce(user, id);
  }, 60_000);

  it("retries when D1 refuses the Durable Object's writes (text, its status, a part, the final status) and completes without housekeeping", async () => {
    const user = await createUser();
    // Each write below is refused by a trigger while its row is in fault_d1_busy; the provider
    // call of a later attempt deletes the row, so the refusals happen exactly as planned.
    await env.DB.prepare("CREATE TABLE fault_d1_busy (write TEXT PRIMARY KEY)").run();
    await env.DB.prepare(
      "INSERT INTO fault_d1_busy (write) VALUES ('narrative'), ('TextGenerated'), ('cover'), ('CompletelyGenerated')",
    ).run();
    for (const trigger of [
      // The text's batch (title, slug, chapters, asset rows): rolled back whole.
      `CREATE TRIGGER fault_narrative_busy BEFORE UPDATE OF narrative ON stories
         WHEN EXISTS (SELECT 1 FROM fault_d1_busy WHERE write = 'narrative')
         BEGIN SELECT RAISE(ABORT, 'D1 is busy'); END`,
      // Status writes, after the text's batch was committed or when the last part is recorded.
      `CREATE TRIGGER fault_status_busy BEFORE UPDATE OF generating_status ON stories
         WHEN EXISTS (SELECT 1 FROM fault_d1_busy WHERE write = NEW.generating_status)
         BEGIN SELECT RAISE(ABORT, 'D1 is busy'); END`,
      // The cover's asset row.
      `CREATE TRIGGER fault_cover_busy BEFORE UPDATE OF status ON story_assets
         WHEN NEW.status = 'done' AND NEW.chapter = 'cover' AND EXISTS (SELECT 1 FROM fault_d1_busy WHERE write = 'cover')
         BEGIN SELECT RAISE(ABORT, 'D1 is busy'); END`,
    ]) {
      await env.DB.prepare(trigger).run();
    }
    const recover = (write: string) => env.DB.prepare("DELETE FROM fault_d1_busy WHERE write = ?").bind(write).run();
    provider.options.intercept = async (step) => {
      if (step === "text") {
        // Attempt 1: the batch is refused; 2: the batch passes, TextGenerated is refused; 3: all pass.
        if (callsOf("text") === 2) await recover("narrative");
        if (callsOf("text") === 3) await recover("TextGenerated");
        return;
      }
      if (step === "cover" && callsOf("cover") === 3) await recover("cover");
      // A part rerun although its row is done: the last part, whose final status write was refused.
      const part = assetOf(step)!;
      const row = await env.DB.prepare(
        "SELECT a.status FROM story_assets a JOIN stories s ON s.id = a.story_id WHERE a.chapter = ? AND a.kind = ? AND s.user_id = ?",
      )
        .bind(part.chapter, part.kind, user.id)
        .first<{ status: string }>();
      if (row?.status === "done") await recover("CompletelyGenerated");
    };
    const id = await createViaApi(user.auth, ["a robot"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    // Every planned refusal happened and was recovered from.
    expect(await env.DB.prepare("SELECT write FROM fault_d1_busy").all().then((r) => r.results)).toEqual([]);
    expect(callsOf("text")).toBe(3);
    expect(callsOf("cover")).toBeGreaterThanOrEqual(3);
    // A refused write fails only its own report: apart from the cover and the one part whose final
    // status write was refused, every media step ran once.
    const rerun = MEDIA_STEPS.filter((step) => step !== "cover" && callsOf(step) > 1);
    expect(rerun.length, rerun.join(", ")).toBeLessThanOrEqual(1);
    for (const step of MEDIA_STEPS) expect(callsOf(step), step).toBeLessThan(MAX_ATTEMPTS);
    await expectCompleteOnce(user, id);
  }, 60_000);

  it("retries when D1 refuses the consumer's story reads, without calling the provider again", async () => {
    const user = await createUser();
    // The text's first read, then one read for each of the eleven media steps.
    let refusals = 1;
    faults.refuseRead = () => refusals-- > 0;
    provider.options.intercept = (step) => {
      if (step === "text") refusals = MEDIA_STEPS.length;
    };
    const id = await createViaApi(user.auth, ["a birthday cake"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    expect(seen.refusedReads).toBe(1 + MEDIA_STEPS.length);
    for (const step of ALL_STEPS) expect(callsOf(step), step).toBe(1);
    await expectCompleteOnce(user, id);
  }, 60_000);

  it("completes without housekeeping when the provider fails every other call of every step", async () => {
    const user = await createUser();
    provider.options.failing = (step) => callsOf(step) % 2 === 1;
    const id = await createViaApi(user.auth, ["a paper boat"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    for (const step of ALL_STEPS) expect(callsOf(step), step).toBe(2);
    await expectCompleteOnce(user, id);
  }, 60_000);
});
