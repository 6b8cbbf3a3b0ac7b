import { describe, expect, it } from "vitest";
import { CHAPTERS } from "../../shared/enums";
import type { WordTiming } from "../../shared/read-along";
import type { StoryJson } from "../../shared/story-json";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { encodeMp3 } from "../../dev/offline-engine/mp3";
import { useProviderFactory } from "../../worker/generation/pipeline";
import { TIMINGS_PER_RUN } from "../../worker/generation/word-timings-backfill";
import { CAPACITY_CALLS, type AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import { createWorkersAiProvider } from "../../worker/generation/providers/workers-ai/provider";
import { body, createPlayableStory, createUser, mediaKey } from "./fixtures";
import { call, env } from "./helpers";
import { durationSeconds, parseMp3 } from "./media-formats";
import { checkTimings } from "./narration-chapters";

async function storyJson(id: string): Promise<StoryJson> {
  return (await body<{ story: StoryJson }>(await call(`/api/stories/${id}`))).story;
}

async function timingsOf(url: string): Promise<WordTiming[]> {
  const response = await call(url);
  expect(response.status).toBe(200);
  return body<WordTiming[]>(response);
}

async function mediaBytes(url: string): Promise<Uint8Array> {
  const response = await call(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const NARRATIVE = Object.fromEntries(
  CHAPTERS.map((chapter) => [chapter, [{ type: "plain", text: `The ${chapter} begins.` }, { type: "dialogue", speaker: "Pip", text: "Hello!" }]]),
);

describe("housekeeping gives word timings to narrations stored before they existed", { timeout: 120_000 }, () => {
  it("offline: reads each chapter again, stores the new audio under a new key with its timings, and drops the old audio", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { isPublic: true, narrative: NARRATIVE });
    const before = await storyJson(story.id);
    expect(Object.values(before.wordTimings)).toEqual([null, null, null, null, null]);

    const report = await runHousekeeping(env);
    expect(report.timed.map((timed) => timed.chapter).sort()).toEqual([...CHAPTERS].sort());
    expect(report.timed.every((timed) => timed.renarrated)).toBe(true);

    const after = await storyJson(story.id);
    for (const chapter of CHAPTERS) {
      expect(after.audio[chapter]).toBe(`/media/${mediaKey(story.id, chapter, "audio").replace(/\.mp3$/, ".timed.mp3")}`);
      expect(after.wordTimings[chapter]).toBe(after.audio[chapter]!.replace(/\.mp3$/, ".timings.json"));
      const audio = await mediaBytes(after.audio[chapter]!);
      const timings = await timingsOf(after.wordTimings[chapter] as string);
      expect(checkTimings(timings, after.narrative[chapter]!, durationSeconds(parseMp3(audio)))).toBeGreaterThanOrEqual(0.95);
      // The one-byte placeholder narration is gone.
      expect(await env.MEDIA.head(mediaKey(story.id, chapter, "audio"))).toBeNull();
    }
    // Nothing left to do.
    expect((await runHousekeeping(env)).timed).toEqual([]);
  });

  it(`times at most ${TIMINGS_PER_RUN} chapters per run, and leaves stories still in generation alone`, async () => {
    const owner = await createUser();
    const done = [
      await createPlayableStory(owner.id, { narrative: NARRATIVE }),
      await createPlayableStory(owner.id, { narrative: NARRATIVE }),
      await createPlayableStory(owner.id, { narrative: NARRATIVE }),
    ];
    const generating = await createPlayableStory(owner.id, { narrative: NARRATIVE, generatingStatus: "VoiceGenerating" });
    const first = await runHousekeeping(env);
    const second = await runHousekeeping(env);
    expect(first.timed).toHaveLength(TIMINGS_PER_RUN);
    expect(second.timed).toHaveLength(15 - TIMINGS_PER_RUN);
    const timedStories = new Set([...first.timed, ...second.timed].map((timed) => timed.storyId));
    expect([...timedStories].sort()).toEqual(done.map((story) => story.id).sort());
    expect(timedStories.has(generating.id)).toBe(false);
  });

  it("Workers AI: keeps the stored audio and estimates the timings over it when recognition fails", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { narrative: NARRATIVE });
    // Real MP3s of 2.5 s as the stored narrations.
    const samples = new Int16Array(Math.round(2.5 * 22050)).map((_, i) => Math.round(Math.sin(i / 9) * 6000));
    const mp3 = await encodeMp3(samples, 22050);
    for (const chapter of CHAPTERS) await env.MEDIA.put(mediaKey(story.id, chapter, "audio"), mp3);
    const calls: string[] = [];
    const ai: AiRunner = {
      async run(model) {
        calls.push(model);
        throw Object.assign(new Error("3040: Capacity temporarily exceeded"), { name: "InferenceUpstreamError" });
      },
    };
    const restore = useProviderFactory((workerEnv) => createWorkersAiProvider(workerEnv, ai, { capacityBackoffMs: 1 }));
    try {
      const report = await runHousekeeping(env);
      expect(report.timed).toHaveLength(5);
      expect(report.timed.some((timed) => timed.renarrated)).toBe(false);
    } finally {
      restore();
    }
    // Each chapter's recognition backs off on 3040 and calls again, three calls in all.
    expect(calls).toEqual(Array(5 * CAPACITY_CALLS).fill("@cf/openai/whisper-large-v3-turbo"));
    const after = await storyJson(story.id);
    for (const chapter of CHAPTERS) {
      expect(after.audio[chapter]).toBe(`/media/${mediaKey(story.id, chapter, "audio")}`);
      const timings = await timingsOf(after.wordTimings[chapter] as string);
      expect(checkTimings(timings, after.narrative[chapter]!, durationSeconds(parseMp3(mp3)))).toBe(1);
    }
  });
});
