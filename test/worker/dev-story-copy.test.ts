import { describe, expect, it } from "vitest";
import { CHAPTERS } from "../../shared/enums";
import { addRecording, body, createPlayableStory, createUser, mediaKey } from "./fixtures";
import { call, env } from "./helpers";

/**
 * POST /api/dev/stories/:id/copy (development only; the route matrix has who may call it): the browser
 * tests' finished story of their own, copied from a listed one rather than made again by the offline engine.
 */

async function copy(storyId: string, auth: Record<string, string>, query = "") {
  return call(`/api/dev/stories/${storyId}/copy${query}`, { method: "POST", headers: auth });
}

async function bytes(key: string): Promise<number[] | null> {
  const object = await env.MEDIA.get(key);
  return object ? [...new Uint8Array(await object.arrayBuffer())] : null;
}

describe("POST /api/dev/stories/:id/copy", () => {
  it("gives the caller a private copy with the same text, and every picture and narration under its own keys", async () => {
    const author = await createUser();
    const reader = await createUser();
    const source = await createPlayableStory(author.id, { isPublic: true, title: "The Brave Hedgehog" });
    await env.MEDIA.put(mediaKey(source.id, "opening", "audio").replace(/\.mp3$/, ".timings.json"), "[]");
    await env.DB.prepare("UPDATE story_assets SET timings_key = ? WHERE story_id = ? AND chapter = 'opening' AND kind = 'audio'")
      .bind(mediaKey(source.id, "opening", "audio").replace(/\.mp3$/, ".timings.json"), source.id)
      .run();
    await addRecording(source.id, { shared: true });

    const response = await copy(source.id, reader.auth);
    expect(response.status).toBe(201);
    const { story } = await body<{ story: { _id: string; slug: string; title: string } }>(response);
    expect(story._id).not.toBe(source.id);
    expect(story.title).toBe("The Brave Hedgehog");
    expect(story.slug).toMatch(/^the-brave-hedgehog-/);

    const row = await env.DB.prepare("SELECT user_id, is_public, review, generating_status, narrative, cover_key FROM stories WHERE id = ?")
      .bind(story._id)
      .first<{ user_id: string; is_public: number; review: string | null; generating_status: string; narrative: string; cover_key: string }>();
    expect(row).toMatchObject({ user_id: reader.id, is_public: 0, review: null, generating_status: "CompletelyGenerated" });
    expect(JSON.parse(row!.narrative)).toEqual(source.narrative);
    expect(row!.cover_key).toBe(`stories/${story._id}/cover.png`);
    expect(await bytes(row!.cover_key)).toEqual([2]);

    const assets = await env.DB.prepare("SELECT chapter, kind, status, r2_key, timings_key FROM story_assets WHERE story_id = ? ORDER BY chapter, kind")
      .bind(story._id)
      .all<{ chapter: string; kind: "image" | "audio"; status: string; r2_key: string; timings_key: string | null }>();
    expect(assets.results).toHaveLength(CHAPTERS.length * 2);
    for (const asset of assets.results) {
      expect(asset.status).toBe("done");
      expect(asset.r2_key).toBe(mediaKey(story._id, asset.chapter as (typeof CHAPTERS)[number], asset.kind));
      expect(await bytes(asset.r2_key), asset.r2_key).toEqual([1]);
    }
    const timed = assets.results.find((asset) => asset.timings_key !== null);
    expect(timed?.timings_key).toBe(`stories/${story._id}/opening.timings.json`);
    // The family's recordings are the source's readers' own.
    expect((await env.MEDIA.list({ prefix: `stories/${story._id}/readers/` })).objects).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM story_readers WHERE story_id = ?").bind(story._id).first()).toEqual({ n: 0 });

    // The copy is its owner's to play, and nobody else's.
    expect((await call(`/api/stories/${story._id}`, { headers: reader.auth })).status).toBe(200);
    expect((await call(`/api/stories/${story._id}/status`, { headers: author.auth })).status).toBe(404);
  });

  it("with narration=device, copies a story the reader's device reads aloud: no narration or timings stored", async () => {
    const author = await createUser();
    const reader = await createUser();
    const source = await createPlayableStory(author.id, { isPublic: true });
    const timings = mediaKey(source.id, "opening", "audio").replace(/\.mp3$/, ".timings.json");
    await env.MEDIA.put(timings, "[]");
    await env.DB.prepare("UPDATE story_assets SET timings_key = ? WHERE story_id = ? AND chapter = 'opening' AND kind = 'audio'").bind(timings, source.id).run();
    const response = await copy(source.id, reader.auth, "?narration=device");
    expect(response.status).toBe(201);
    const { story } = await body<{ story: { _id: string } }>(response);

    const assets = await env.DB.prepare("SELECT kind, status, r2_key, timings_key FROM story_assets WHERE story_id = ? ORDER BY chapter, kind")
      .bind(story._id)
      .all<{ kind: "image" | "audio"; status: string; r2_key: string | null; timings_key: string | null }>();
    expect(assets.results.filter((asset) => asset.kind === "audio")).toEqual(CHAPTERS.map(() => ({ kind: "audio", status: "done", r2_key: null, timings_key: null })));
    expect(assets.results.filter((asset) => asset.kind === "image" && asset.r2_key !== null)).toHaveLength(CHAPTERS.length);
    // Nothing of the source's narration is copied to be left unread.
    const copied = (await env.MEDIA.list({ prefix: `stories/${story._id}/` })).objects.map((object) => object.key);
    expect(copied.filter((key) => key.endsWith(".mp3") || key.endsWith(".timings.json"))).toEqual([]);
    expect(copied).toContain(mediaKey(story._id, "opening", "image"));

    const { story: json } = await body<{ story: { audio: Record<string, string | null>; deviceNarration: string[] } }>(
      await call(`/api/stories/${story._id}`, { headers: reader.auth }),
    );
    expect(Object.values(json.audio)).toEqual(CHAPTERS.map(() => null));
    expect(json.deviceNarration).toEqual([...CHAPTERS]);
    // The source keeps its own.
    expect(await bytes(mediaKey(source.id, "opening", "audio"))).toEqual([1]);
  });

  it("deleting the copy leaves the source's media in place", async () => {
    const author = await createUser();
    const reader = await createUser();
    const source = await createPlayableStory(author.id, { isPublic: true });
    const { story } = await body<{ story: { _id: string } }>(await copy(source.id, reader.auth));
    expect((await call(`/api/stories/${story._id}`, { method: "DELETE", headers: reader.auth })).status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `stories/${story._id}/` })).objects).toEqual([]);
    expect(await bytes(mediaKey(source.id, "opening", "audio"))).toEqual([1]);
  });

  it("copies only a listed, finished story: a private, unfinished or unknown one is not found, and nothing is written", async () => {
    const author = await createUser();
    const reader = await createUser();
    const hidden = await createPlayableStory(author.id);
    const making = await createPlayableStory(author.id, { isPublic: true, generatingStatus: "PartiallyGenerated" });
    const before = await env.DB.prepare("SELECT count(*) AS n FROM stories").first<{ n: number }>();
    const objects = (await env.MEDIA.list()).objects.length;
    for (const id of [hidden.id, making.id, "0123456789abcdef01234567"]) {
      const response = await copy(id, reader.auth);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: "Story not found" });
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM stories").first<{ n: number }>()).toEqual(before);
    expect((await env.MEDIA.list()).objects).toHaveLength(objects);
  });
});
