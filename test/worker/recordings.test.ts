/**
 * Family recordings (issue 32) through the Worker with real D1 and R2: readers, uploads judged by
 * their bytes, privacy of the recordings, the story JSON's readers, deletion and export, and the
 * Whisper alignment with a stand-in for the AI binding speaking its documented shape.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import type { AiRunner } from "../../worker/generation/providers/workers-ai/binding";
import worker from "../../worker/index";
import { alignRecording } from "../../worker/recordings/alignment";
import { deleteAccount } from "../../worker/users/account-deletion";
import type { WordTiming } from "../../shared/read-along";
import type { Reader, RecordedChapter } from "../../shared/recordings";
import type { StoryViewJson } from "../../shared/story-json";
import { mp4, oggOpus, opusFrames, webm } from "../node/recording-files";
import { body, createPlayableStory, createUser, type TestUser } from "./fixtures";
import { call, env, itInOneRateWindow, postJson } from "./helpers";

const readersPath = (storyId: string) => `/api/stories/${storyId}/readers`;
const chapterPath = (storyId: string, readerId: string, chapter: number | string) => `${readersPath(storyId)}/${readerId}/chapters/${chapter}`;

async function addReader(storyId: string, user: TestUser, name = "Grandma"): Promise<Reader> {
  const response = await postJson(readersPath(storyId), { name }, user.auth);
  expect(response.status).toBe(201);
  return body<Reader>(response);
}

/** A level envelope: `speech` seconds at 0.5 between pauses of `pause` seconds at 0.01. */
function levelsFor(runs: number, speech = 1, pause = 0.5): number[] {
  const levels: number[] = [];
  for (let run = 0; run < runs; run++) {
    levels.push(...new Array<number>(Math.round(speech * 50)).fill(0.5));
    levels.push(...new Array<number>(Math.round(pause * 50)).fill(0.01));
  }
  return levels;
}

function upload(path: string, user: TestUser, audio: Blob, levels: unknown = levelsFor(2)) {
  const form = new FormData();
  form.set("audio", audio, "take.webm");
  form.set("levels", typeof levels === "string" ? levels : JSON.stringify(levels));
  return call(path, { method: "PUT", headers: user.auth, body: form });
}

const webmBlob = (durationMs: number) => new Blob([webm({ frames: opusFrames(durationMs) })], { type: "audio/webm;codecs=opus" });

async function uploadChapter(storyId: string, readerId: string, user: TestUser, chapter = 1, durationMs = 3000): Promise<RecordedChapter> {
  const response = await upload(chapterPath(storyId, readerId, chapter), user, webmBlob(durationMs));
  expect(response.status).toBe(200);
  return body<RecordedChapter>(response);
}

/** The R2 key of a media address (the owner's are signed: media-addresses.ts). */
const keyOf = (url: string) => url.replace(/^\/media\//, "").replace(/\?.*$/, "");

async function storyAs(slug: string, user?: TestUser): Promise<StoryViewJson["story"]> {
  const response = await call(`/api/stories/slug/${slug}`, { headers: user?.auth ?? {} });
  expect(response.status).toBe(200);
  return (await body<StoryViewJson>(response)).story;
}

describe("readers of a story", () => {
  it("creates, renames, shares, lists and deletes a reader, and deleting it removes its recordings", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner, "  Grandma ");
    expect(reader).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: "Grandma", shared: false, chapters: [] });

    const patched = await call(`${readersPath(story.id)}/${reader._id}`, {
      method: "PATCH",
      headers: { ...owner.auth, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Mamie", shared: true }),
    });
    expect(await body(patched)).toMatchObject({ name: "Mamie", shared: true });

    const take = await uploadChapter(story.id, reader._id, owner, 2);
    const listed = await body<{ readers: Reader[] }>(await call(readersPath(story.id), { headers: owner.auth }));
    expect(listed.readers).toEqual([{ _id: reader._id, name: "Mamie", shared: true, chapters: [take] }]);

    const deleted = await call(`${readersPath(story.id)}/${reader._id}`, { method: "DELETE", headers: owner.auth });
    expect(deleted.status).toBe(204);
    expect(await env.MEDIA.head(keyOf(take.audio))).toBeNull();
    expect(await env.MEDIA.head(keyOf(take.wordTimings!))).toBeNull();
    expect((await body<{ readers: Reader[] }>(await call(readersPath(story.id), { headers: owner.auth }))).readers).toEqual([]);
  });

  it("allows six readers to a story, not seven", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    for (let i = 0; i < 6; i++) await addReader(story.id, owner, `Reader ${i}`);
    const seventh = await postJson(readersPath(story.id), { name: "One more" }, owner.auth);
    expect(seventh.status).toBe(400);
    expect(await body(seventh)).toMatchObject({ message: "A story can have at most 6 readers" });
  });

  it("takes names in any script, with emoji joined into one picture", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    for (const name of ["Бабуся", "نانا", "Mamie 👩\u200D👧", "Papi 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "मा\u200Dँ"]) {
      expect((await addReader(story.id, owner, name)).name).toBe(name);
    }
  });

  it("refuses a name a child should not read, kindly and without echoing it", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const response = await postJson(readersPath(story.id), { name: "Fuck" }, owner.auth);
    expect(response.status).toBe(400);
    const answer = await body<{ message: string }>(response);
    expect(answer.message).toBe("This name is not suitable for a children's story");
    expect(JSON.stringify(answer).toLowerCase()).not.toContain("fuck");
  });
});

describe("PUT a recorded chapter", () => {
  it("stores the take as recorded, with its type and duration from the container and estimated timings", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const take = await uploadChapter(story.id, reader._id, owner, 1, 4200);
    expect(take).toMatchObject({ chapter: 1, mimeType: "audio/webm", durationMs: 4200 });
    const stored = await env.MEDIA.get(keyOf(take.audio));
    expect(stored?.httpMetadata?.contentType).toBe("audio/webm");
    const served = await call(take.audio);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("audio/webm");
    // "The opening line.\nAnother line." — five words over two runs of speech; the levels' 3 s are
    // stretched to the container's 4.2 s, so the second run starts at 2.1 s.
    const timings = (await (await call(take.wordTimings!)).json()) as WordTiming[];
    expect(timings.map((t) => t.i)).toEqual([0, 1, 2, 3, 4]);
    expect(timings[0]!.start).toBeLessThan(0.2);
    expect(timings.at(-1)!.start).toBeGreaterThanOrEqual(2.1);
    expect(timings.at(-1)!.end).toBeLessThanOrEqual(3.5);
  });

  it("accepts Ogg Opus (Firefox) and MP4 (Safari) takes, each served with its own type", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const ogg = await body<RecordedChapter>(await upload(chapterPath(story.id, reader._id, 3), owner, new Blob([oggOpus(2500)])));
    expect(ogg).toMatchObject({ mimeType: "audio/ogg", durationMs: 2500 });
    const m4a = await body<RecordedChapter>(await upload(chapterPath(story.id, reader._id, 4), owner, new Blob([mp4({ durationMs: 9000, fragmented: true })])));
    expect(m4a.mimeType).toBe("audio/mp4");
    expect((await call(m4a.audio)).headers.get("Content-Type")).toBe("audio/mp4");
  });

  it("accepts a take of several megabytes, far above the API's JSON body limit", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const large = new Blob([webm({ frames: opusFrames(60_000), padding: 5 * 1024 * 1024 })], { type: "audio/webm" });
    const response = await upload(chapterPath(story.id, reader._id, 2), owner, large, levelsFor(30));
    expect(response.status).toBe(200);
    const take = await body<RecordedChapter>(response);
    expect(take.durationMs).toBe(60_000);
    expect((await env.MEDIA.head(keyOf(take.audio)))?.size).toBe(large.size);
  });

  it("refuses a take over 20 MB while it streams in, when no Content-Length announced it", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 30) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await call(chapterPath(story.id, reader._id, 1), {
      method: "PUT",
      headers: { ...owner.auth, "Content-Type": "multipart/form-data; boundary=x" },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect((await body(response)).message).toBe("A recording must be at most 20 MB");
    // Refused before the whole body was read.
    expect(sent).toBeLessThan(30);
  });

  itInOneRateWindow("limits an account to 10 stored takes a minute", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    for (let i = 0; i < 10; i++) await uploadChapter(story.id, reader._id, owner, (i % 5) + 1, 1000);
    const refused = await upload(chapterPath(story.id, reader._id, 1), owner, webmBlob(1000));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("180");
  });

  it("replaces a previous take and removes its objects", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const first = await uploadChapter(story.id, reader._id, owner, 5, 2000);
    const second = await uploadChapter(story.id, reader._id, owner, 5, 3000);
    expect(second.audio).not.toBe(first.audio);
    expect(await env.MEDIA.head(keyOf(first.audio))).toBeNull();
    expect(await env.MEDIA.head(keyOf(first.wordTimings!))).toBeNull();
    const listed = await body<{ readers: Reader[] }>(await call(readersPath(story.id), { headers: owner.auth }));
    // Each answer signs afresh (an expiry step apart, the signatures would differ): compared by file.
    const byFile = (take: RecordedChapter) => ({ ...take, audio: keyOf(take.audio), wordTimings: take.wordTimings && keyOf(take.wordTimings) });
    expect(listed.readers[0]!.chapters.map(byFile)).toEqual([byFile(second)]);
  });
});

describe("privacy: another account cannot list, hear or learn of the recordings", () => {
  it("answers another user as if the story had no readers endpoint, and keeps the media out of its JSON", async () => {
    const owner = await createUser();
    const other = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const take = await uploadChapter(story.id, reader._id, owner);

    const list = await call(readersPath(story.id), { headers: other.auth });
    expect(list.status).toBe(404);
    expect(await body(list)).toEqual(expect.objectContaining({ message: "Story not found" }));
    // The same answer as for a story that does not exist.
    const missing = await call(readersPath("0123456789abcdef01234567"), { headers: other.auth });
    expect(missing.status).toBe(404);
    expect((await body(missing)).message).toBe("Story not found");

    const put = await upload(chapterPath(story.id, reader._id, 1), other, webmBlob(1000));
    expect(put.status).toBe(404);
    const rename = await call(`${readersPath(story.id)}/${reader._id}`, {
      method: "PATCH",
      headers: { ...other.auth, "Content-Type": "application/json" },
      body: JSON.stringify({ shared: true }),
    });
    expect(rename.status).toBe(404);

    // The private link plays the story for the other user, without the unshared voice.
    const seen = await storyAs(story.slug, other);
    expect(seen.readers).toEqual([]);
    const text = JSON.stringify(await (await call(`/api/stories/slug/${story.slug}`, { headers: other.auth })).json());
    expect(text).not.toContain(reader._id);
    expect(text).not.toContain(keyOf(take.audio));
    // The owner's take is still there: the refusals changed nothing.
    expect(await env.MEDIA.head(keyOf(take.audio))).not.toBeNull();
  });

  it("gives the story JSON all readers for the owner, shared ones through a private link, none once public", async () => {
    const owner = await createUser();
    const other = await createUser();
    const story = await createPlayableStory(owner.id);
    const grandma = await addReader(story.id, owner, "Grandma");
    const dad = await addReader(story.id, owner, "Dad");
    await call(`${readersPath(story.id)}/${grandma._id}`, {
      method: "PATCH",
      headers: { ...owner.auth, "Content-Type": "application/json" },
      body: JSON.stringify({ shared: true }),
    });
    await uploadChapter(story.id, grandma._id, owner);

    expect((await storyAs(story.slug, owner)).readers?.map((r) => r.name)).toEqual(["Grandma", "Dad"]);
    expect((await storyAs(story.slug, other)).readers?.map((r) => r._id)).toEqual([grandma._id]);
    expect((await storyAs(story.slug)).readers?.map((r) => r._id)).toEqual([grandma._id]);
    expect(dad._id).not.toBe(grandma._id);

    await env.DB.prepare("UPDATE stories SET is_public = 1, review = 'approved' WHERE id = ?").bind(story.id).run();
    expect((await storyAs(story.slug, other)).readers).toEqual([]);
    expect((await storyAs(story.slug)).readers).toEqual([]);
    expect((await storyAs(story.slug, owner)).readers).toHaveLength(2);
    // Lists never carry readers.
    const mine = await body<{ stories: Record<string, unknown>[] }>(await call("/api/stories/my-stories?page=0", { headers: owner.auth }));
    expect(mine.stories.find((s) => s._id === story.id)).not.toHaveProperty("readers");
  });
});

describe("recordings leave with their story and account, and are in the export", () => {
  it("deleting the story removes its recordings' objects", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const take = await uploadChapter(story.id, reader._id, owner);
    expect((await call(`/api/stories/${story.id}`, { method: "DELETE", headers: owner.auth })).status).toBeLessThan(300);
    expect(await env.MEDIA.head(keyOf(take.audio))).toBeNull();
    expect(await env.MEDIA.head(keyOf(take.wordTimings!))).toBeNull();
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM story_readers WHERE id = ?").bind(reader._id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("the export lists each story's readers with absolute links, and deleting the account removes the objects", async () => {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id);
    const reader = await addReader(story.id, owner);
    const take = await uploadChapter(story.id, reader._id, owner, 2);
    const exported = await body<{ stories: { _id: string; readers: Reader[] }[] }>(await call("/api/users/export", { headers: owner.auth }));
    const readers = exported.stories.find((s) => s._id === story.id)?.readers;
    const origin = env.APP_URL.replace(/\/$/, "");
    const exportedTake = readers?.[0]?.chapters[0];
    expect(readers).toEqual([{ ...reader, chapters: [{ ...take, audio: expect.any(String), wordTimings: expect.any(String) }] }]);
    // Absolute, and signed like the player's (media-addresses.ts): they open the files, for minutes.
    for (const [link, own] of [
      [exportedTake!.audio, take.audio],
      [exportedTake!.wordTimings!, take.wordTimings!],
    ] as const) {
      expect(link.startsWith(`${origin}/media/${keyOf(own)}?expires=`)).toBe(true);
      expect((await call(link.slice(origin.length))).status).toBe(200);
    }

    const row = await db(env).select().from(users).where(eq(users.id, owner.id)).get();
    await deleteAccount(env, db(env), row!, null);
    expect(await env.MEDIA.head(keyOf(take.audio))).toBeNull();
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM reader_recordings WHERE reader_id = ?").bind(reader._id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("Whisper alignment of a take (Workers AI)", () => {
  const WHISPER = "@cf/openai/whisper-large-v3-turbo";

  function whisper(answer: unknown) {
    const calls: { model: string; inputs: Record<string, unknown> }[] = [];
    const runner: AiRunner = {
      async run(model, inputs) {
        calls.push({ model: String(model), inputs: inputs as unknown as Record<string, unknown> });
        return answer;
      },
    };
    return { runner, calls };
  }

  async function recorded() {
    const owner = await createUser();
    const story = await createPlayableStory(owner.id, { language: "fr-FR" });
    const reader = await addReader(story.id, owner);
    const take = await uploadChapter(story.id, reader._id, owner, 1, 3000);
    return { story, reader, take, owner };
  }

  it("replaces the estimate with the words Whisper heard, under a new key", async () => {
    const { story, reader, take, owner } = await recorded();
    const heard = ["The", "opening", "line.", "Another", "line."].map((word, i) => ({ word, start: 0.3 + i * 0.5, end: 0.6 + i * 0.5 }));
    const { runner, calls } = whisper({ text: "", segments: [{ words: heard }] });
    const message = { kind: "align-recording" as const, storyId: story.id, readerId: reader._id, chapter: 1 as const, audioKey: keyOf(take.audio) };
    expect(await alignRecording(env, runner, message)).toBe("aligned");
    expect(calls[0]).toMatchObject({ model: WHISPER, inputs: { language: "fr" } });
    expect(typeof calls[0]!.inputs.audio).toBe("string");
    const listed = await body<{ readers: Reader[] }>(await call(readersPath(story.id), { headers: owner.auth }));
    const timingsUrl = listed.readers[0]!.chapters[0]!.wordTimings!;
    expect(timingsUrl).not.toBe(take.wordTimings);
    const timings = (await (await call(timingsUrl)).json()) as WordTiming[];
    expect(timings.slice(0, 2)).toEqual([
      { i: 0, start: 0.3, end: 0.6 },
      { i: 1, start: 0.8, end: 1.1 },
    ]);
    expect(await env.MEDIA.head(keyOf(take.wordTimings!))).toBeNull();
  });

  it("keeps the estimate when Whisper heard nothing, and skips a take that was replaced", async () => {
    const { story, reader, take, owner } = await recorded();
    const message = { kind: "align-recording" as const, storyId: story.id, readerId: reader._id, chapter: 1 as const, audioKey: keyOf(take.audio) };
    expect(await alignRecording(env, whisper({ text: "", segments: [] }).runner, message)).toBe("kept-estimate");
    await uploadChapter(story.id, reader._id, owner, 1, 2000);
    const { runner, calls } = whisper({ segments: [{ words: [{ word: "The", start: 0, end: 1 }] }] });
    expect(await alignRecording(env, runner, message)).toBe("gone");
    expect(calls).toHaveLength(0);
  });

  it("runs from the generation queue: the message is acknowledged and the take's timings replaced", async () => {
    const { story, reader, take, owner } = await recorded();
    const heard = ["The", "opening", "line.", "Another", "line."].map((word, i) => ({ word, start: 0.2 + i * 0.5, end: 0.5 + i * 0.5 }));
    const { runner } = whisper({ segments: [{ words: heard }] });
    const message = { kind: "align-recording", storyId: story.id, readerId: reader._id, chapter: 1, audioKey: keyOf(take.audio) };
    const batch = createMessageBatch("fabulo-generation", [{ id: "align-1", timestamp: Date.now(), attempts: 1, body: message }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, AI: runner as unknown as Ai });
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["align-1"]);
    expect(result.retryMessages).toEqual([]);
    const listed = await body<{ readers: Reader[] }>(await call(readersPath(story.id), { headers: owner.auth }));
    const timings = (await (await call(listed.readers[0]!.chapters[0]!.wordTimings!)).json()) as WordTiming[];
    expect(timings[0]).toEqual({ i: 0, start: 0.2, end: 0.5 });
  });
});
