import { describe, expect, it } from "vitest";
import type { IllustrateRequest, NarrateRequest, StoryText, WriteRequest } from "../../worker/generation/providers/provider";
import { engineInThisIsolate, OFFLINE_WEBP_EFFORT } from "../../dev/offline-engine/engine";
import { createOfflineProvider } from "../../dev/offline-engine/provider";
import { encodeVariants } from "../../worker/stories/picture-variants";
import { env } from "./helpers";

const write: WriteRequest = { ideas: ["a dragon", "a lantern", "a rainy day"], language: "fr-FR", seed: 4242 };

/** A picture and a narration of the story's dilemma. */
function requestsFor(story: StoryText) {
  const illustrate: IllustrateRequest = {
    ideas: write.ideas,
    language: write.language,
    seed: write.seed,
    title: story.title,
    chapter: "dilemma",
    scene: story.narrative.dilemma,
    plan: story.plan,
  };
  const narrate: NarrateRequest = { language: write.language, seed: write.seed, chapter: "dilemma", items: story.narrative.dilemma };
  return { illustrate, narrate };
}

// The engine runs in its own Worker (wrangler.offline-engine.toml), which vitest.config.ts starts beside
// the Worker under test as `npm start` starts it beside the app: the same bundle, the same binding.
describe("the offline engine's own Worker", () => {
  it("answers every call over its service binding exactly as the engine in this isolate does", async () => {
    const engine = env.OFFLINE_ENGINE!;
    const story = await engine.writeStory(write);
    expect(story).toEqual(await engineInThisIsolate.writeStory(write));

    const { illustrate, narrate } = requestsFor(story);
    const picture = await engine.illustrate(illustrate);
    expect(picture.contentType).toBe("image/png");
    expect(picture.bytes).toEqual((await engineInThisIsolate.illustrate(illustrate)).bytes);

    const narration = await engine.narrate(narrate);
    const here = await engineInThisIsolate.narrate(narrate);
    expect(narration.contentType).toBe("audio/mpeg");
    expect(narration.bytes).toEqual(here.bytes);
    expect(narration.wordTimings!.length).toBeGreaterThan(20);
    expect(narration.wordTimings).toEqual(here.wordTimings);

    const copies = await engine.encodeVariants("stories/abc/dilemma.png", picture.bytes);
    expect(copies.map(({ key, width, height }) => ({ key, width, height }))).toEqual([
      { key: "stories/abc/dilemma-480.webp", width: 480, height: 320 },
      { key: "stories/abc/dilemma-720.webp", width: 720, height: 480 },
      { key: "stories/abc/dilemma-960.webp", width: 960, height: 640 },
    ]);
    expect(copies).toEqual(await encodeVariants("stories/abc/dilemma.png", picture.bytes, OFFLINE_WEBP_EFFORT));
    // At its own effort, not production's: the same picture's production copies are other bytes.
    expect(copies.map(({ bytes }) => bytes)).not.toEqual((await encodeVariants("stories/abc/dilemma.png", picture.bytes)).map(({ bytes }) => bytes));
  }, 120_000);

  it("does all the offline provider's work, WebP copies included, when the app has the binding", async () => {
    const engine = env.OFFLINE_ENGINE!;
    const calls: string[] = [];
    // The real binding, with each call written down on its way through.
    const watched = {
      writeStory: (request: WriteRequest) => (calls.push("writeStory"), engine.writeStory(request)),
      illustrate: (request: IllustrateRequest) => (calls.push("illustrate"), engine.illustrate(request)),
      narrate: (request: NarrateRequest) => (calls.push("narrate"), engine.narrate(request)),
      encodeVariants: (key: string, bytes: Uint8Array) => (calls.push("encodeVariants"), engine.encodeVariants(key, bytes)),
    } as unknown as Env["OFFLINE_ENGINE"];
    const provider = createOfflineProvider({ ...env, OFFLINE_ENGINE: watched });

    const story = await provider.writeStory(write);
    const { illustrate, narrate } = requestsFor(story);
    const picture = await provider.illustrate(illustrate);
    await provider.narrate(narrate);
    expect(await provider.encodeVariants!("stories/abc/dilemma.png", picture.bytes)).toHaveLength(3);
    const { wordTimings } = await provider.timeNarration!(narrate, picture);
    expect(wordTimings.length).toBeGreaterThan(20);
    expect(calls).toEqual(["writeStory", "illustrate", "narrate", "encodeVariants", "narrate"]);

    // Without the binding the engine runs in this isolate, and the app's pipeline encodes the copies.
    expect(createOfflineProvider({ ...env, OFFLINE_ENGINE: undefined }).encodeVariants).toBeUndefined();
  }, 120_000);
});
