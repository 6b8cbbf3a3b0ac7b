/**
 * Generated text is moderated before it is stored (worker/generation/story-safety.ts): a refused story
 * is written again once, then what is still refused is withheld, never stored nor shown; housekeeping
 * leaves a withheld chapter alone and repairs a failing story at most `maxStoryRepairs` times.
 */
import { describe, expect, it } from "vitest";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { createOfflineProvider } from "../../dev/offline-engine/provider";
import type { StoryText, WriteRequest } from "../../worker/generation/providers/provider";
import type { StepKey } from "../../worker/generation/steps";
import { CHAPTERS } from "../../shared/enums";
import { body, createUser } from "./fixtures";
import { createViaApi, statusOf, useFakeProvider, waitForStatus } from "./generation-helpers";
import { call, env } from "./helpers";

const provider = useFakeProvider();
const FINAL = ["CompletelyGenerated", "PartiallyGenerated"];

/** What the writer was asked, to see the second writing and its reason. */
let requests: WriteRequest[] = [];

/** A writer whose text is unsafe where `unsafe` says, for each attempt. */
function writer(unsafe: (attempt: number) => { title?: boolean; chapter?: (typeof CHAPTERS)[number] }) {
  return (request: WriteRequest): StoryText => {
    requests.push(request);
    const attempt = request.attempt ?? 0;
    const bad = unsafe(attempt);
    return {
      title: bad.title ? "The Murder Mystery" : `A gentle tale, take ${attempt}`,
      description: "A tale for tests.",
      narrative: Object.fromEntries(
        CHAPTERS.map((chapter) => [
          chapter,
          chapter === bad.chapter
            ? [{ type: "plain" as const, text: "Then the pirate took out his gun." }, { type: "dialogue" as const, speaker: "Pip", text: "Shoot him!" }]
            : [{ type: "plain" as const, text: `${chapter} of take ${attempt}.` }],
        ]),
      ) as StoryText["narrative"],
    };
  };
}

/** The stand-in provider writes with `write`; its pictures and narration stay as they are. */
function useWriter(write: (request: WriteRequest) => StoryText) {
  requests = [];
  provider.options.write = write;
}

/** The story as the player gets it (GET /api/stories/{id}). */
async function storyJson(id: string, auth: Record<string, string>) {
  const answer = await body<{
    story: { title: string; narrative: Record<string, unknown>; images: Record<string, unknown>; audio: Record<string, unknown> };
  }>(await call(`/api/stories/${id}`, { headers: auth }));
  return answer.story;
}

const callsOf = (step: StepKey) => provider.log.calls.filter((s) => s === step).length;

describe("moderation of generated text", () => {
  it("writes a refused story again, with attempt 1 and the reason, and stores only the second writing", async () => {
    useWriter(writer((attempt) => (attempt === 0 ? { chapter: "dilemma" } : {})));
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a pirate"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    expect(requests.map(({ attempt, refusal }) => ({ attempt, refusal }))).toEqual([
      { attempt: undefined, refusal: undefined },
      { attempt: 1, refusal: "weapons" },
    ]);
    const story = await storyJson(id, user.auth);
    expect(story.title).toBe("A gentle tale, take 1");
    expect(JSON.stringify(story)).not.toContain("gun");
  });

  it("withholds a chapter refused twice: never stored, never illustrated or narrated, never shown; the story ends PartiallyGenerated", async () => {
    useWriter(writer(() => ({ chapter: "dilemma" })));
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a pirate"]);
    expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
    expect(requests).toHaveLength(2);

    const row = await env.DB.prepare("SELECT narrative FROM stories WHERE id = ?").bind(id).first<{ narrative: string }>();
    expect(Object.keys(JSON.parse(row!.narrative))).toEqual(["opening", "buildUp", "resolution", "closing"]);
    expect(row!.narrative).not.toContain("gun");
    const assets = await env.DB.prepare("SELECT chapter FROM story_assets WHERE story_id = ? AND chapter = 'dilemma'").bind(id).all();
    expect(assets.results).toEqual([]);
    await expect.poll(() => callsOf("audio:closing"), { timeout: 5_000 }).toBe(1);
    expect(callsOf("image:dilemma") + callsOf("audio:dilemma")).toBe(0);

    const story = await storyJson(id, user.auth);
    expect(story.narrative.dilemma).toBeNull();
    expect(story.images.dilemma).toBeNull();
    expect(story.audio.dilemma).toBeNull();
    expect(story.narrative.opening).not.toBeNull();
    expect(JSON.stringify(story)).not.toMatch(/gun|shoot/i);

    // Housekeeping does not bring it back: nothing to repair, and the story is not tried again.
    const callsBefore = provider.log.calls.length;
    // A repair queues steps only through the story's object, which answers with the steps it queued:
    // an empty report means nothing was sent, so there is nothing to wait for.
    expect((await runHousekeeping(env)).repaired).toEqual([]);
    expect((await runHousekeeping(env)).repaired).toEqual([]);
    expect(provider.log.calls.length).toBe(callsBefore);
    const repairs = await env.DB.prepare("SELECT repair_count AS n FROM stories WHERE id = ?").bind(id).first<{ n: number }>();
    expect(repairs?.n).toBe(5);
    expect(await statusOf(id)).toBe("PartiallyGenerated");
    expect((await storyJson(id, user.auth)).narrative.dilemma).toBeNull();
  });

  it("replaces a title refused twice with the first idea", async () => {
    useWriter(writer(() => ({ title: true })));
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a lighthouse keeper"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    expect((await storyJson(id, user.auth)).title).toBe("A lighthouse keeper");
  });
});

describe("housekeeping: bounded repairs", () => {
  it("repairs a failing story at most 5 times, then leaves it PartiallyGenerated for good", async () => {
    provider.options.failing = (step) => step === "image:opening";
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a stubborn kite"]);
    expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
    for (let repair = 1; repair <= 5; repair++) {
      const report = await runHousekeeping(env);
      expect(report.repaired, `repair ${repair}`).toEqual([{ storyId: id, steps: ["image:opening"] }]);
      await waitForStatus(id, ["PartiallyGenerated"]);
      await expect.poll(() => callsOf("image:opening"), { timeout: 20_000 }).toBe(5 * (repair + 1));
    }
    expect((await runHousekeeping(env)).repaired).toEqual([]);
    const row = await env.DB.prepare("SELECT repair_count, generating_status FROM stories WHERE id = ?").bind(id).first();
    expect(row).toEqual({ repair_count: 5, generating_status: "PartiallyGenerated" });
  }, 90_000);

  it("follows maxStoryRepairs from configuration", async () => {
    await env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES ('maxStoryRepairs', '1', 0)").run();
    provider.options.failing = (step) => step === "cover";
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a stubborn cover"]);
    expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
    expect((await runHousekeeping(env)).repaired).toHaveLength(1);
    await expect.poll(() => callsOf("cover"), { timeout: 20_000 }).toBe(10);
    await waitForStatus(id, ["PartiallyGenerated"]);
    expect((await runHousekeeping(env)).repaired).toEqual([]);
  }, 60_000);
});

describe("offline provider: writing again", () => {
  it("writes a different story when the attempt changes, and the same one for the same attempt", async () => {
    const offline = createOfflineProvider(env);
    const request = { ideas: ["a dragon", "a lighthouse"], language: "en-US" as const, seed: 42 };
    const first = await offline.writeStory(request);
    expect(await offline.writeStory({ ...request, attempt: 0 })).toEqual(first);
    const again = await offline.writeStory({ ...request, attempt: 1, refusal: "violence" });
    expect(again).not.toEqual(first);
    expect(await offline.writeStory({ ...request, attempt: 1 })).toEqual(again);
  });
});
