import { describe, expect, it } from "vitest";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { MEDIA_STEPS, type StepKey } from "../../worker/generation/steps";
import { storyGenerationStub } from "../../worker/generation/story-generation";
import { GENERATING_STATUSES } from "../../shared/story-json";
import { body, createUser } from "./fixtures";
import { createViaApi, deliverToConsumer, statusOf, STORY_WAIT_MS, useFakeProvider, waitForStatus } from "./generation-helpers";
import { call, env } from "./helpers";

const provider = useFakeProvider();
const FINAL = ["CompletelyGenerated", "PartiallyGenerated"];

async function assets(storyId: string) {
  const { results } = await env.DB.prepare(
    "SELECT chapter, kind, status, r2_key, content_type FROM story_assets WHERE story_id = ? ORDER BY kind, chapter",
  )
    .bind(storyId)
    .all<{ chapter: string; kind: string; status: string; r2_key: string | null; content_type: string | null }>();
  return results;
}

async function storyRow(storyId: string) {
  return env.DB.prepare("SELECT title, slug, description, narrative, cover_key, generating_status FROM stories WHERE id = ?")
    .bind(storyId)
    .first<{ title: string; slug: string; description: string; narrative: string | null; cover_key: string | null; generating_status: string }>();
}

const callsOf = (step: StepKey) => provider.log.calls.filter((s) => s === step).length;

describe("generation pipeline (queue consumer and Durable Object)", () => {
  it("takes a story from its ideas to CompletelyGenerated: text, five pictures, cover, five narrations", async () => {
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a kite", "a fox"]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");

    const story = await storyRow(id);
    expect(story?.title).toBe("The tale of a kite and a fox");
    expect(story?.slug).toMatch(/^the-tale-of-a-kite-and-a-fox-[a-z2-7]{13}$/);
    expect(Object.keys(JSON.parse(story!.narrative!))).toEqual(["opening", "buildUp", "dilemma", "resolution", "closing"]);
    expect(story?.cover_key).toBe(`stories/${id}/cover.png`);

    const rows = await assets(id);
    expect(rows).toHaveLength(11);
    expect(rows.every((row) => row.status === "done")).toBe(true);
    for (const row of rows) {
      const object = await env.MEDIA.get(row.r2_key!);
      expect(object, row.r2_key!).not.toBeNull();
      expect(object!.httpMetadata?.contentType).toBe(row.content_type);
      await object!.arrayBuffer();
    }
    // Every step ran once.
    expect([...provider.log.calls].sort()).toEqual(["text", ...MEDIA_STEPS].sort());

    // The player's view of it has every picture and narration.
    const { story: json } = await body<{ story: { images: Record<string, string>; audio: Record<string, string> } }>(
      await call(`/api/stories/slug/${story!.slug}`),
    );
    expect(Object.values(json.images).every((url) => url?.startsWith(`/media/stories/${id}/`))).toBe(true);
    expect(Object.values(json.audio).every((url) => url?.endsWith(".mp3"))).toBe(true);
  });

  it("pushes each status over the WebSocket in the spec's order", async () => {
    const user = await createUser();
    // Hold the text step back until the socket is open, so no status is missed: it waits on that state
    // (a few retries of a failing step could all pass before a busy machine opens the socket).
    let socketOpen = false;
    provider.options.intercept = async (step) => {
      while (step === "text" && !socketOpen) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const id = await createViaApi(user.auth, ["a lighthouse"]);
    // As the SPA would: a single-use ticket traded for the bearer token (no token in the URL).
    const issued = await call(`/api/stories/${id}/live-ticket`, { method: "POST", headers: user.auth });
    const { ticket } = await body<{ ticket: string }>(issued);
    const response = await call(`/api/stories/${id}/live?ticket=${encodeURIComponent(ticket)}`, { headers: { Upgrade: "websocket" } });
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    const seen: string[] = [];
    socket.addEventListener("message", (event) => seen.push(JSON.parse(String(event.data)).generatingStatus));
    socket.accept();
    socketOpen = true;
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    // The object writes D1 first, then pushes: the last push follows the status's arrival in D1.
    await expect.poll(() => seen.at(-1), { timeout: STORY_WAIT_MS }).toBe("CompletelyGenerated");
    socket.close(1000);
    // Forward only, in order, ending complete; the parallel media steps still report images before voices.
    const ranks = seen.map((s) => GENERATING_STATUSES.indexOf(s as (typeof GENERATING_STATUSES)[number]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(seen).toEqual(expect.arrayContaining(["TextGenerated", "IllustrationPrepared", "ImageGenerated", "VoiceGenerated"]));
  });

  it("refuses the live socket to visitors and other users", async () => {
    const owner = await createUser();
    const id = await createViaApi(owner.auth, ["a boat"]);
    const upgrade = { headers: { Upgrade: "websocket" } };
    expect((await call(`/api/stories/${id}/live`, upgrade)).status).toBe(401);
    const other = await createUser();
    expect((await call(`/api/stories/${id}/live-ticket`, { method: "POST", headers: other.auth })).status).toBe(404);
    expect((await call(`/api/stories/${id}/live`, { headers: { ...upgrade.headers, ...other.auth } })).status).toBe(404);
    expect((await call(`/api/stories/${id}/live?ticket=forged`, upgrade)).status).toBe(401);
  });

  it.each(["text", "image:dilemma", "cover", "audio:closing"] as const)(
    "ends PartiallyGenerated when %s keeps failing, then completes when housekeeping retries it",
    async (failingStep) => {
      const user = await createUser();
      provider.options.failing = (step) => step === failingStep;
      const id = await createViaApi(user.auth, ["a snail", "a rocket"]);
      expect(await waitForStatus(id, FINAL)).toBe("PartiallyGenerated");
      // Every delivery was attempted: the first and four retries.
      expect(callsOf(failingStep)).toBe(5);
      if (failingStep === "text") {
        expect((await storyRow(id))?.narrative).toBeNull();
      } else {
        const failed = (await assets(id)).filter((row) => row.status !== "done");
        expect(failed).toHaveLength(1);
        expect(failed[0]!.status).toBe("failed");
      }

      provider.options.failing = undefined;
      const report = await runHousekeeping(env);
      expect(report.repaired.map((r) => r.storyId)).toContain(id);
      // While being fixed it still reads as partially generated, then completes.
      expect(await statusOf(id)).toBe("PartiallyGenerated");
      expect(await waitForStatus(id, ["CompletelyGenerated"])).toBe("CompletelyGenerated");
      expect((await assets(id)).every((row) => row.status === "done")).toBe(true);
    },
    // Two waits for the story, one after the other.
    2 * STORY_WAIT_MS + 30_000,
  );

  it("gives stories written at once with the same title distinct slugs, without rewriting any text", async () => {
    const owners = [await createUser(), await createUser(), await createUser(), await createUser()];
    const ids = await Promise.all(owners.map((owner) => createViaApi(owner.auth, ["a kite"])));
    for (const id of ids) expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    const slugs = await Promise.all(ids.map(async (id) => (await storyRow(id))!.slug));
    expect(new Set(slugs).size).toBe(ids.length);
    for (const slug of slugs) expect(slug).toMatch(/^the-tale-of-a-kite-[a-z2-7]{13}$/);
    // No text step was redone for its slug's sake.
    expect(callsOf("text")).toBe(ids.length);
  });

  it("ignores redelivered messages: no step runs twice, nothing changes", async () => {
    const user = await createUser();
    const id = await createViaApi(user.auth, ["a comet"]);
    // A duplicate of the text step arrives while the first is still in flight.
    await env.GENERATION.send({ storyId: id, step: "text" });
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
    // Complete means every step has reported its result, so every provider call has been made.
    expect(provider.log.calls.length).toBeGreaterThanOrEqual(12);
    const before = { row: await storyRow(id), assets: await assets(id) };
    // Media were queued once, whatever happened to the duplicate text message.
    for (const step of MEDIA_STEPS) expect(callsOf(step), step).toBe(1);

    const callsBefore = provider.log.calls.length;
    const redelivered = await deliverToConsumer([
      { storyId: id, step: "text" },
      { storyId: id, step: "image:opening" },
      { storyId: id, step: "audio:closing" },
      { storyId: id, step: "cover" },
    ]);
    // Each was acknowledged (not retried, not sent on to the dead letters), having done nothing.
    expect([...redelivered.explicitAcks].sort()).toEqual(redelivered.ids);
    expect(redelivered.retryMessages).toEqual([]);
    expect(provider.log.calls.length).toBe(callsBefore);
    expect(await storyRow(id)).toEqual(before.row);
    expect(await assets(id)).toEqual(before.assets);

    // Reports repeated to the object directly are ignored too.
    const stub = storyGenerationStub(env, id);
    await stub.stepFailed(id, "image:opening", "late failure");
    expect(await statusOf(id)).toBe("CompletelyGenerated");
    expect(await stub.claim(id, "cover")).toBe(false);
  });

  it("drops malformed messages and steps of deleted stories", async () => {
    const result = await deliverToConsumer([{ storyId: "nope", step: "text" }, { storyId: "0123456789abcdef01234567", step: "text" }, "garbage"]);
    expect([...result.explicitAcks].sort()).toEqual(result.ids);
    expect(result.retryMessages).toEqual([]);
    expect(result.retryBatch.retry).toBe(false);
    expect(provider.log.calls).toEqual([]);
  });

  it("housekeeping restarts a story whose queue message was lost", async () => {
    const user = await createUser();
    // A story inserted 20 minutes ago that never reached its Durable Object.
    const id = "00000000000000000000abcd";
    await env.DB.prepare(
      "INSERT INTO stories (id, slug, user_id, title, language, story_inputs, created_at) VALUES (?, ?, ?, 'Lost', 'en-US', ?, ?)",
    )
      .bind(id, id, user.id, JSON.stringify(["a lost sock"]), Date.now() - 20 * 60 * 1000)
      .run();
    const report = await runHousekeeping(env);
    expect(report.repaired).toEqual([{ storyId: id, steps: ["text"] }]);
    expect(await waitForStatus(id, FINAL)).toBe("CompletelyGenerated");
  });
});
