import { describe, expect, it } from "vitest";
import { newId } from "../../worker/db/ids";
import { MEDIA_URL_MAX_LIFETIME_S, MEDIA_URL_TTL_S, signedMediaUrl } from "../../worker/stories/media-addresses";
import { addRecording, body, createPlayableStory, createUser, type StoryInsert, type TestUser } from "./fixtures";
import { call, env } from "./helpers";

/**
 * Issue 44 (unlisted means unreachable) and issue 39 (a family's voice stays in the family): every file
 * under a story answers by the story's own rule, through the addresses a browser really uses — the
 * story JSON's, fetched with no token as <img> and <audio> fetch them.
 */

type Caller = "visitor" | "other" | "owner" | "admin";
const CALLERS: Caller[] = ["visitor", "other", "owner", "admin"];

const STATES: { name: string; values: Partial<StoryInsert>; readers: Caller[] }[] = [
  { name: "listed", values: { isPublic: true }, readers: CALLERS },
  { name: "waiting for review", values: { isPublic: true, review: "waiting", reviewReason: "new-account" }, readers: CALLERS },
  { name: "declined", values: { isPublic: false, review: "declined", reviewReason: "reported" }, readers: ["owner", "admin"] },
  {
    name: "hidden by reports",
    values: { isPublic: true, review: "waiting", reviewReason: "reported", hiddenAt: new Date(Date.UTC(2026, 0, 2)) },
    readers: ["owner", "admin"],
  },
  { name: "private", values: {}, readers: CALLERS },
];

interface World {
  callers: Record<Caller, TestUser | undefined>;
  owner: TestUser;
}

async function world(): Promise<World> {
  const owner = await createUser({ name: "Owner" });
  const callers = { visitor: undefined, other: await createUser({ name: "Other" }), owner, admin: await createUser({ role: "admin" }) };
  return { callers, owner };
}

/** A playable story with a WebP copy of its cover, word timings and a family reader shared with its link. */
async function storyWithEveryFile(owner: TestUser, values: Partial<StoryInsert>) {
  const id = newId();
  const story = await createPlayableStory(owner.id, {
    id,
    coverVariants: [{ key: `stories/${id}/cover-480.webp`, width: 480, height: 320 }],
    ...values,
  });
  await env.MEDIA.put(`stories/${id}/cover-480.webp`, new Uint8Array([4]));
  await env.MEDIA.put(`stories/${id}/opening.timings.json`, "[]");
  await env.DB.prepare("UPDATE story_assets SET timings_key = ? WHERE story_id = ? AND chapter = 'opening' AND kind = 'audio'")
    .bind(`stories/${id}/opening.timings.json`, id)
    .run();
  const { take } = await addRecording(id, { shared: true });
  const keys = (await env.MEDIA.list({ prefix: `stories/${id}/` })).objects.map((object) => object.key);
  return { ...story, keys, take };
}

/** Every /media address in a JSON answer. */
function mediaAddresses(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/media/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaAddresses);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(mediaAddresses);
  return [];
}

/** Each test makes dozens of requests; a busy 2-core machine needs more than the default 5 s. */
const SLOW = 60_000;

const headersOf = (user: TestUser | undefined): Record<string, string> => user?.auth ?? {};

/** What a file that does not exist answers: every refusal must look the same. */
async function unknownFile(): Promise<{ status: number; body: unknown }> {
  const response = await call(`/media/stories/${newId()}/cover.png`);
  return { status: response.status, body: await response.json() };
}

describe("a story's files answer by the story's own rule", () => {
  it.each(STATES)("$name: the story JSON's addresses play for its readers; every file is unknown to anyone else", async ({ values, readers }) => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, values);
    const unknown = await unknownFile();
    for (const caller of CALLERS) {
      const user = w.callers[caller];
      const json = await call(`/api/stories/${story.id}`, { headers: headersOf(user) });
      if (readers.includes(caller)) {
        expect(json.status, caller).toBe(200);
        const addresses = mediaAddresses(await json.json());
        // Cover, its WebP copy, five pictures, five narrations, timings; the family voice as readersHeardBy says.
        expect(addresses.length, caller).toBeGreaterThanOrEqual(13);
        for (const address of addresses) {
          // As the browser asks: no bearer token.
          const file = await call(address);
          expect(file.status, `${caller} ${address}`).toBe(200);
          await file.arrayBuffer();
        }
      } else {
        expect(json.status, caller).toBe(404);
        await json.arrayBuffer();
        for (const key of story.keys) {
          const file = await call(`/media/${key}`, { headers: headersOf(user) });
          expect({ status: file.status, body: await file.json() }, `${caller} ${key}`).toEqual(unknown);
        }
      }
    }
  }, SLOW);

  it("deleted: every file left behind answers to no one, as an unknown one", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, { isPublic: true });
    await env.DB.prepare("DELETE FROM stories WHERE id = ?").bind(story.id).run();
    const unknown = await unknownFile();
    for (const caller of CALLERS) {
      for (const key of story.keys) {
        const file = await call(`/media/${key}`, { headers: headersOf(w.callers[caller]) });
        expect({ status: file.status, body: await file.json() }, `${caller} ${key}`).toEqual(unknown);
      }
    }
  }, SLOW);

  it("declined after a visitor saw it listed: the addresses they kept stop answering", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, { isPublic: true });
    const seen = mediaAddresses(await body(await call(`/api/stories/${story.id}`)));
    expect((await call(seen[0]!)).status).toBe(200);
    const declined = await call(`/api/admin/review/${story.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...w.callers.admin!.auth },
      body: JSON.stringify({ decision: "decline" }),
    });
    expect(declined.status).toBe(200);
    for (const address of seen) expect((await call(address)).status, address).toBe(404);
    // Its owner's player still plays it, by the signed addresses its JSON now hands out.
    const own = mediaAddresses(await body(await call(`/api/stories/${story.id}`, { headers: w.owner.auth })));
    expect(own.every((address) => address.includes("signature="))).toBe(true);
    for (const address of own) expect((await call(address)).status, address).toBe(200);
  }, SLOW);

  it("signs only what a bare address would not open: a listed story's own files stay plain for everyone", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, { isPublic: true });
    for (const caller of CALLERS) {
      const addresses = mediaAddresses(await body(await call(`/api/stories/${story.id}`, { headers: headersOf(w.callers[caller]) })));
      const own = addresses.filter((address) => !address.includes("/readers/"));
      expect(own.some((address) => address.includes("?")), caller).toBe(false);
    }
  }, SLOW);
});

describe("family recordings (issue 39)", () => {
  it("a public story carries no one's voice but to its owner, who gets signed addresses", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, { isPublic: true });
    for (const caller of ["visitor", "other", "admin"] as const) {
      const json = await body<{ story: { readers: unknown[] } }>(await call(`/api/stories/${story.id}`, { headers: headersOf(w.callers[caller]) }));
      expect(json.story.readers, caller).toEqual([]);
    }
    const own = mediaAddresses(await body(await call(`/api/stories/${story.id}`, { headers: w.owner.auth })));
    const voices = own.filter((address) => address.includes("/readers/"));
    expect(voices).toHaveLength(2);
    expect(voices.every((address) => address.includes("signature="))).toBe(true);
  }, SLOW);

  it("a shared voice reaches a private link's visitor by a signed address only; the bare one answers no one but the family", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, {});
    const visitor = mediaAddresses(await body(await call(`/api/stories/slug/${story.slug}`)));
    const voice = visitor.find((address) => address.startsWith(`/media/${story.take}?`));
    expect(voice).toBeDefined();
    expect((await call(voice!)).status).toBe(200);
    const unknown = await unknownFile();
    for (const caller of ["visitor", "other"] as const) {
      const bare = await call(`/media/${story.take}`, { headers: headersOf(w.callers[caller]) });
      expect({ status: bare.status, body: await bare.json() }, caller).toEqual(unknown);
    }
    for (const caller of ["owner", "admin"] as const) {
      const bare = await call(`/media/${story.take}`, { headers: headersOf(w.callers[caller]) });
      expect(bare.status, caller).toBe(200);
      await bare.arrayBuffer();
    }
  }, SLOW);

  it("a signed address expires within minutes: one signed on a clock moved back answers as an unknown file", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, {});
    const now = Date.now();
    const fresh = await signedMediaUrl(env, story.take, { now });
    const expires = Number(new URL(fresh, "http://x").searchParams.get("expires"));
    // At least the TTL, at most TTL plus the rounding step: minutes, not days.
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(MEDIA_URL_TTL_S * 1000 - 1000);
    expect(expires * 1000 - now).toBeLessThanOrEqual(MEDIA_URL_MAX_LIFETIME_S * 1000);
    expect(MEDIA_URL_MAX_LIFETIME_S).toBeLessThanOrEqual(15 * 60);
    expect((await call(fresh)).status).toBe(200);

    // Signed one lifetime and a second ago: its expiry has passed.
    const stale = await signedMediaUrl(env, story.take, { now: now - MEDIA_URL_MAX_LIFETIME_S * 1000 - 1000 });
    const answer = await call(stale);
    expect({ status: answer.status, body: await answer.json() }).toEqual(await unknownFile());
  }, SLOW);

  it("a signature opens only the file it was made for, and only until the expiry it names", async () => {
    const w = await world();
    const story = await storyWithEveryFile(w.owner, {});
    const signed = new URL(await signedMediaUrl(env, story.take), "http://x");
    const otherFile = `stories/${story.id}/readers/${newId()}/1-${newId()}.webm`;
    await env.MEDIA.put(otherFile, new Uint8Array([1]));
    expect((await call(`/media/${otherFile}${signed.search}`)).status).toBe(404);
    const later = new URLSearchParams(signed.search);
    later.set("expires", String(Number(later.get("expires")) + 3600));
    expect((await call(`${signed.pathname}?${later}`)).status).toBe(404);
  }, SLOW);
});

describe("who may keep a copy", () => {
  it("a listed story's files are public; anything else is private to the browser, and refusals are never stored", async () => {
    const w = await world();
    const listed = await storyWithEveryFile(w.owner, { isPublic: true });
    const privately = await storyWithEveryFile(w.owner, {});
    const cover = (id: string) => `/media/stories/${id}/cover.png`;

    expect((await call(cover(listed.id))).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Its family voice, even to its owner's session, and a private story's picture by its link.
    expect((await call(`/media/${listed.take}`, { headers: w.owner.auth })).headers.get("Cache-Control")).toBe("private, no-cache");
    expect((await call(cover(privately.id))).headers.get("Cache-Control")).toBe("private, no-cache");
    const signed = await call(await signedMediaUrl(env, privately.take));
    expect(signed.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
    expect(Number(signed.headers.get("Cache-Control")!.split("=")[1])).toBeLessThanOrEqual(MEDIA_URL_MAX_LIFETIME_S);
    // A revalidation is answered by the same rule.
    const etag = (await call(cover(privately.id))).headers.get("ETag")!;
    const revalidated = await call(cover(privately.id), { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Cache-Control")).toBe("private, no-cache");

    const refused = await call(`/media/${listed.take}`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  }, SLOW);
});
