/**
 * The workers-ai provider through the real queue, Durable Object, D1 and R2, with a stand-in for the
 * AI binding (Workers AI has no local mode) that speaks the documented shapes and failures:
 * Llama 3.3 JSON (and "JSON Mode couldn't be met"), Llama Guard as text or object, FLUX base64 JPEG
 * in `{ image }`, Aura-2 binary MP3 as a stream, MeloTTS `8002: Invalid input` for French, Whisper
 * base64 input with `segments[].words`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHAPTERS } from "../../shared/enums";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { invalidateConfigCache } from "../../worker/config/store";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { defaultDependencies, StepTimeoutError, useConsumerDependencies } from "../../worker/generation/pipeline";
import type { AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import { createWorkersAiProvider } from "../../worker/generation/providers/workers-ai/provider";
import { encodeMp3 } from "../../dev/offline-engine/mp3";
import { body, createUser } from "./fixtures";
import { createViaApi, waitForStatus } from "./generation-helpers";
import { call, env } from "./helpers";

const MELO = "@cf/myshell-ai/melotts";
const AURA = "@cf/deepgram/aura-2-en";
const WHISPER = "@cf/openai/whisper-large-v3-turbo";
const GUARD = "@cf/meta/llama-guard-3-8b";
const FLUX = "@cf/black-forest-labs/flux-1-schnell";
const LLAMA = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const FINAL = ["CompletelyGenerated", "PartiallyGenerated"];
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

interface Call {
  model: string;
  inputs: Record<string, unknown>;
  signal?: AbortSignal;
}

const plan = {
  title: "Pip et le phare",
  archetype: "quest",
  setting: "a rocky island with a red-and-white lighthouse",
  characters: [{ name: "Pip", role: "hero", kind: "a small dragon", look: "a small green dragon with a yellow scarf" }],
  scenes: Object.fromEntries(CHAPTERS.map((chapter) => [chapter, { moment: `Pip by the lighthouse at ${chapter === "buildUp" ? "noon" : "dusk"}`, ideas: [0], mood: "day" }])),
};
const chapters = {
  description: "Un petit dragon apprend à aimer la nuit.",
  chapters: Object.fromEntries(
    CHAPTERS.map((chapter) => [
      chapter,
      [
        { type: "title", text: `Le chapitre ${chapter}` },
        { type: "plain", text: "Pip le petit dragon regardait le phare briller sur la mer tranquille." },
        { type: "dialogue", speaker: "Pip", text: "Quelle belle nuit !" },
      ],
    ]),
  ),
};

/** The binding's documented answers, and on cue its failures. */
function standIn(options: { chapters?: (call: number, signal?: AbortSignal) => unknown; picture?: (prompt: string, call: number, signal?: AbortSignal) => unknown } = {}) {
  const calls: Call[] = [];
  let chapterCalls = 0;
  let pictureCalls = 0;
  const runner: AiRunner = {
    async run(model, inputs, runOptions) {
      const call = { model: String(model), inputs: inputs as unknown as Record<string, unknown>, signal: runOptions?.signal };
      calls.push(call);
      if (model === GUARD) return calls.length % 2 === 0 ? { response: "safe" } : { response: { safe: true, categories: [] } };
      if (model === FLUX) {
        const painted = options.picture?.(String(call.inputs.prompt), pictureCalls++, runOptions?.signal);
        return painted ?? { image: btoa(String.fromCharCode(...JPEG)) };
      }
      if (model === MELO) throw Object.assign(new Error("8002: Invalid input"), { name: "InferenceUpstreamError" });
      if (model === AURA) {
        const samples = new Int16Array(22050).map((_, i) => Math.round(Math.sin(i / 8) * 8000));
        return new Blob([await encodeMp3(samples, 22050)]).stream();
      }
      if (model === WHISPER) throw new Error("3040: Capacity temporarily exceeded, please try again.");
      const prompt = JSON.stringify(call.inputs.messages);
      if (prompt.includes("Plan a story in")) return { response: plan };
      return options.chapters ? options.chapters(chapterCalls++, runOptions?.signal) : { response: chapters };
    },
  };
  return { runner, calls };
}

async function setConfig(key: string, value: unknown) {
  await env.DB.prepare("INSERT OR REPLACE INTO configs (key, value, updated_at) VALUES (?, ?, 0)").bind(key, JSON.stringify(value)).run();
  invalidateConfigCache();
}

async function frenchUser() {
  const user = await createUser();
  await env.DB.prepare("UPDATE users SET preferred_language = 'fr-FR' WHERE id = ?").bind(user.id).run();
  return user;
}

const isPlanCall = (c: Call) => c.model === LLAMA && JSON.stringify(c.inputs.messages).includes("Plan a story in");
const isChaptersCall = (c: Call) => c.model === LLAMA && !isPlanCall(c);

describe("workers-ai through the queue and the Durable Object", { timeout: 60_000 }, () => {
  let ai = standIn();
  let restore = () => {};
  /** The provider with this test's stand-in, and the step time limit the test needs. */
  const use = (stand: ReturnType<typeof standIn>, stepTimeoutMs?: number) => {
    restore();
    ai = stand;
    restore = useConsumerDependencies((workerEnv) => {
      const deps = defaultDependencies(workerEnv, createWorkersAiProvider(workerEnv, stand.runner, { capacityBackoffMs: 1 }));
      return stepTimeoutMs ? { ...deps, stepTimeoutMs } : deps;
    });
  };
  beforeEach(() => use(standIn()));
  afterEach(() => restore());

  it("ends a French story CompletelyGenerated, every chapter read by the device, MeloTTS asked once per chapter (no retried 8002)", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { ...DEFAULT_CONFIG.aiNarration.models, "fr-FR": [{ model: MELO }, { model: "device" }] } });
    const user = await frenchUser();
    const id = await createViaApi(user.auth, ["un dragon", "un phare"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");

    const melo = ai.calls.filter((c) => c.model === MELO);
    expect(melo.map((c) => c.inputs)).toHaveLength(CHAPTERS.length);
    expect(melo.every((c) => c.inputs.lang === "fr" && typeof c.inputs.prompt === "string")).toBe(true);
    expect(ai.calls.some((c) => c.model === WHISPER)).toBe(false);

    const { results } = await env.DB.prepare("SELECT status, r2_key, timings_key FROM story_assets WHERE story_id = ? AND kind = 'audio'").bind(id).all();
    expect(results).toEqual(CHAPTERS.map(() => ({ status: "done", r2_key: null, timings_key: null })));
    const slug = (await env.DB.prepare("SELECT slug FROM stories WHERE id = ?").bind(id).first<{ slug: string }>())!.slug;
    const { story } = await body<{ story: { deviceNarration: string[]; audio: Record<string, string | null>; wordTimings: Record<string, string | null> } }>(
      await call(`/api/stories/slug/${slug}`),
    );
    expect(story.deviceNarration).toEqual([...CHAPTERS]);
    expect(Object.values(story.audio)).toEqual(CHAPTERS.map(() => null));
    expect(Object.values(story.wordTimings)).toEqual(CHAPTERS.map(() => null));

    // Housekeeping neither repairs nor times a chapter the device reads.
    const before = ai.calls.length;
    const report = await runHousekeeping(env, new Date(Date.now() + 60 * 60 * 1000));
    expect(report.repaired.filter((r) => r.storyId === id)).toEqual([]);
    expect(report.timed.filter((t) => t.storyId === id)).toEqual([]);
    expect(ai.calls.length).toBe(before);
  });

  it("narrates an English story with Aura-2 and pictures it with FLUX from the plan's English, positive prompts", async () => {
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a dragon", "a lighthouse"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    const { results } = await env.DB.prepare("SELECT chapter, r2_key, timings_key FROM story_assets WHERE story_id = ? AND kind = 'audio'").bind(id).all<{ r2_key: string | null; timings_key: string | null }>();
    expect(results.every((row) => row.r2_key?.endsWith(".mp3") && row.timings_key)).toBe(true);
    const prompts = ai.calls.filter((c) => c.model === FLUX).map((c) => String(c.inputs.prompt));
    expect(prompts).toHaveLength(CHAPTERS.length + 1);
    expect(prompts.some((prompt) => prompt.includes("Pip by the lighthouse at noon"))).toBe(true);
    expect(prompts.join(" ")).not.toMatch(/buildUp|No text|"/);
    // Llama Guard judged the ideas' story as its answer, at temperature 0, once for the whole story.
    const storyReview = ai.calls.filter((c) => c.model === GUARD && (c.inputs.messages as unknown[]).length === 2);
    expect(storyReview).toHaveLength(1);
    expect(storyReview[0]!.inputs.temperature).toBe(0);
  });

  it("retries the text step from the stored plan: one plan call, the chapters asked again", async () => {
    // The chapters fail on the first delivery (the answer and its repair: "JSON Mode couldn't be met"), then work.
    use(standIn({ chapters: (n) => (n < 2 ? Promise.reject(new Error("JSON Mode couldn't be met")) : { response: chapters }) }));
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a dragon", "a lighthouse"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    expect(ai.calls.filter(isPlanCall)).toHaveLength(1);
    expect(ai.calls.filter(isChaptersCall)).toHaveLength(3);
    const row = await env.DB.prepare("SELECT title, plan FROM stories WHERE id = ?").bind(id).first<{ title: string; plan: string }>();
    expect(row!.title).toBe(plan.title);
    expect(JSON.parse(row!.plan).setting).toBe(plan.setting);
  });

  it("cancels the chapters' call at their time limit (AbortSignal to AI.run) and retries from the stored plan", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { "en-US": [{ model: "device" }], "fr-FR": [{ model: "device" }] } });
    // The first chapters call answers only when cancelled, as a call past its time would.
    const hanging = (n: number, signal?: AbortSignal) =>
      n === 0 ? new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason as Error))) : { response: chapters };
    use(standIn({ chapters: hanging }), 3_000);
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a dragon", "a lighthouse"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    const [first, second] = ai.calls.filter(isChaptersCall);
    expect(first!.signal?.aborted).toBe(true);
    expect(first!.signal?.reason).toBeInstanceOf(StepTimeoutError);
    expect(second!.signal?.aborted).toBe(false);
    expect(ai.calls.filter(isPlanCall)).toHaveLength(1);
  });

  it("records a picture whose prompt FLUX's moderation refuses twice as failed at once, with the reason: the story ends PartiallyGenerated", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { "en-US": [{ model: "device" }], "fr-FR": [{ model: "device" }] } });
    // The buildUp picture's prompt (its moment is the only one at noon) and the calm fallback only it asks for.
    let refusedCalls = 0;
    use(
      standIn({
        picture: (prompt) => {
          if (!prompt.includes("at noon") && !prompt.includes("smiling, in")) return undefined;
          refusedCalls++;
          return Promise.reject(new Error("Request Moderated: the prompt was flagged by the content moderation system"));
        },
      }),
    );
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a dragon", "a lighthouse"]);
    expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
    const row = await env.DB.prepare("SELECT status, attempts, error FROM story_assets WHERE story_id = ? AND chapter = 'buildUp' AND kind = 'image'").bind(id).first<{ status: string; attempts: number; error: string }>();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.error).toMatch(/PartRefusedError: Workers AI image: the buildUp picture was refused twice \(Request Moderated/);
    // Its prompt and the calm one, once each: no retries of what would be refused again.
    expect(refusedCalls).toBe(2);
  });

  it("cancels a picture's call at the step's time limit (AbortSignal to AI.run) and retries it", async () => {
    await setConfig("aiNarration", { ...DEFAULT_CONFIG.aiNarration, models: { "en-US": [{ model: "device" }], "fr-FR": [{ model: "device" }] } });
    // The buildUp picture's first call answers only when cancelled, as a call past its time would.
    let noonCalls = 0;
    const hanging = (prompt: string, _: number, signal?: AbortSignal) =>
      prompt.includes("at noon") && noonCalls++ === 0 ? new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason as Error))) : undefined;
    use(standIn({ picture: hanging }), 3_000);
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a dragon", "a lighthouse"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    const [first, second] = ai.calls.filter((c) => c.model === FLUX && String(c.inputs.prompt).includes("at noon"));
    expect(first!.signal?.aborted).toBe(true);
    expect(first!.signal?.reason).toBeInstanceOf(StepTimeoutError);
    expect(second!.signal?.aborted).toBe(false);
  });
});
