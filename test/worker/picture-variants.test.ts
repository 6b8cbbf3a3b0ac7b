import { describe, expect, it } from "vitest";
import mozjpegEncoder from "@jsquash/jpeg/codec/enc/mozjpeg_enc.js";
import jpegEncoderWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import { defaultOptions as jpegDefaults } from "@jsquash/jpeg/meta.js";
import { runHousekeeping } from "../../worker/housekeeping/housekeeping";
import { useProviderFactory } from "../../worker/generation/pipeline";
import { rasterise } from "../../dev/offline-engine/rasterise";
import { encodeVariants, variantKey } from "../../worker/stories/picture-variants";
import { backfillPictureVariants } from "../../worker/stories/variant-backfill";
import type { StoryCardJson, StoryJson } from "../../shared/story-json";
import { CHAPTERS } from "../../shared/enums";
import { body, createPlayableStory, createUser, mediaKey } from "./fixtures";
import { createViaApi, fakeProvider, waitForStatus } from "./generation-helpers";
import { call, env, postJson } from "./helpers";
import { pngSize, webpSize } from "./media-formats";

/** A real picture with detail in it, as the offline illustrator's resvg paints them (960 × 640). */
function scenePng(hue: number, width = 960, height = 640): Promise<Uint8Array> {
  return rasterise(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="hsl(${hue},60%,70%)"/>` +
      `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${hue + 120},70%,40%)"/>` +
      `<path d="M0 ${height} L${width / 2} ${height / 3} L${width} ${height} Z" fill="hsl(${hue + 240},50%,30%)"/></svg>`,
  );
}

/** A real baseline JPEG (a colour gradient), as Workers AI's flux answers, made here with mozjpeg. */
async function gradientJpeg(width: number, height: number): Promise<Uint8Array> {
  const encoder = await mozjpegEncoder({
    noInitialRun: true,
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(jpegEncoderWasm, imports);
      done(instance);
      return instance.exports;
    },
  });
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    const x = (i / 4) % width;
    const y = Math.floor(i / 4 / width);
    pixels.set([(x * 255) / width, (y * 255) / height, ((x ^ y) & 0xff), 255], i);
  }
  return encoder.encode(pixels, width, height, jpegDefaults).slice();
}

const isWebp = (bytes: Uint8Array) =>
  String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" && String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP";

describe("WebP copies of a picture", () => {
  it("turns a 960 × 640 PNG into real WebP files 480, 720 and 960 wide, far smaller than the PNG", async () => {
    const png = await scenePng(30);
    expect(pngSize(png)).toEqual({ width: 960, height: 640 });
    const variants = await encodeVariants("stories/abc/opening.png", png);
    expect(variants.map(({ key, width, height }) => ({ key, width, height }))).toEqual([
      { key: "stories/abc/opening-480.webp", width: 480, height: 320 },
      { key: "stories/abc/opening-720.webp", width: 720, height: 480 },
      { key: "stories/abc/opening-960.webp", width: 960, height: 640 },
    ]);
    for (const variant of variants) {
      expect(isWebp(variant.bytes)).toBe(true);
      expect(webpSize(variant.bytes)).toEqual({ width: variant.width, height: variant.height });
    }
    expect(variants[0]!.bytes.length).toBeLessThan(png.length / 2);
    // The phone size is the point of the middle copy: clearly lighter than the large one.
    expect(variants[1]!.bytes.length).toBeLessThan(variants[2]!.bytes.length * 0.9);
  });

  it("decodes a JPEG from the image model and keeps its proportions", async () => {
    const jpeg = await gradientJpeg(1024, 768);
    expect([jpeg[0], jpeg[1], jpeg[2]]).toEqual([0xff, 0xd8, 0xff]);
    const variants = await encodeVariants("stories/abc/cover.jpg", jpeg);
    expect(variants.map((v) => [v.key, webpSize(v.bytes)])).toEqual([
      ["stories/abc/cover-480.webp", { width: 480, height: 360 }],
      ["stories/abc/cover-720.webp", { width: 720, height: 540 }],
      ["stories/abc/cover-960.webp", { width: 960, height: 720 }],
    ]);
  });

  it("never enlarges a small picture: one copy at its own width", async () => {
    const variants = await encodeVariants("stories/abc/closing.png", await scenePng(90, 400, 300));
    expect(variants.map((v) => [v.key, webpSize(v.bytes)])).toEqual([["stories/abc/closing-400.webp", { width: 400, height: 300 }]]);
  });

  it("refuses bytes that are neither PNG nor JPEG", async () => {
    await expect(encodeVariants("stories/abc/x.png", new TextEncoder().encode("<html>error</html>"))).rejects.toThrow(/neither PNG nor JPEG/);
  });
});

describe("WebP copies in generation and in the story JSON", () => {
  it("stores copies beside every picture a provider returns and names them in the player's and cards' JSON", async () => {
    const pictures = new Map<string, Uint8Array>();
    const log = { calls: [] };
    const restore = useProviderFactory(() => {
      const base = fakeProvider(log);
      return {
        ...base,
        // The stand-in provider answers with a real PNG, as both real providers answer with real pictures.
        illustrate: async (request) => {
          const bytes = await scenePng(request.chapter.length * 40);
          pictures.set(request.chapter, bytes);
          return { bytes, contentType: "image/png" as const };
        },
      };
    });
    try {
      const user = await createUser({ plan: "basic" });
      const id = await createViaApi(user.auth, ["a kite", "a windy hill"]);
      expect(await waitForStatus(id, ["CompletelyGenerated", "PartiallyGenerated"], 60_000)).toBe("CompletelyGenerated");
      await call(`/api/stories/public/${id}`, { method: "PUT", headers: user.auth });
      // A new account's public story is listed once an admin approves it (publish-review.test.ts).
      const admin = await createUser({ role: "admin" });
      expect((await postJson(`/api/admin/review/${id}`, { decision: "approve" }, admin.auth)).status).toBe(200);

      const { slug } = (await env.DB.prepare("SELECT slug FROM stories WHERE id = ?").bind(id).first<{ slug: string }>())!;
      const { story } = await body<{ story: StoryJson }>(await call(`/api/stories/slug/${slug}`));
      for (const chapter of CHAPTERS) {
        const sources = story.imageSources?.[chapter];
        expect(sources, chapter).toEqual([
          { url: `/media/${variantKey(mediaKey(id, chapter, "image"), 480)}`, width: 480, height: 320, type: "image/webp" },
          { url: `/media/${variantKey(mediaKey(id, chapter, "image"), 720)}`, width: 720, height: 480, type: "image/webp" },
          { url: `/media/${variantKey(mediaKey(id, chapter, "image"), 960)}`, width: 960, height: 640, type: "image/webp" },
        ]);
        // The PNG stays (PDF, previews) and the copies are served as WebP.
        expect(story.images[chapter]).toBe(`/media/${mediaKey(id, chapter, "image")}`);
        for (const source of sources!) {
          const response = await call(source.url);
          expect(response.headers.get("Content-Type")).toBe("image/webp");
          expect(webpSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: source.width, height: source.height });
        }
      }
      const { stories } = await body<{ stories: StoryCardJson[] }>(await call("/api/stories/public?lang=en-US"));
      const card = stories.find((s) => s._id === id)!;
      expect(card.coverImage).toBe(`/media/stories/${id}/cover.png`);
      expect(card.coverImageSources?.map((s) => s.url)).toEqual([
        `/media/stories/${id}/cover-480.webp`,
        `/media/stories/${id}/cover-720.webp`,
        `/media/stories/${id}/cover-960.webp`,
      ]);
    } finally {
      restore();
    }
  }, 90_000);

  it("keeps the step's picture when its copies cannot be made, and the JSON falls back to it", async () => {
    const log = { calls: [] };
    // The pipeline tests' stand-in answers with labels, not pictures: no copies can be made.
    const restore = useProviderFactory(() => fakeProvider(log));
    try {
      const user = await createUser({ plan: "basic" });
      const id = await createViaApi(user.auth, ["a boat"]);
      expect(await waitForStatus(id, ["CompletelyGenerated", "PartiallyGenerated"], 60_000)).toBe("CompletelyGenerated");
      const { slug } = (await env.DB.prepare("SELECT slug FROM stories WHERE id = ?").bind(id).first<{ slug: string }>())!;
      const { story } = await body<{ story: StoryJson }>(await call(`/api/stories/slug/${slug}`, { headers: user.auth }));
      expect(story.imageSources).toEqual(Object.fromEntries(CHAPTERS.map((c) => [c, null])));
      expect(story.coverImageSources).toBeNull();
      expect(story.images.opening).toBe(`/media/${mediaKey(id, "opening", "image")}`);
    } finally {
      restore();
    }
  }, 90_000);
});

describe("housekeeping makes copies for stories that predate them", () => {
  async function storyWithRealPictures(): Promise<string> {
    const user = await createUser();
    const story = await createPlayableStory(user.id, { isPublic: true });
    for (const chapter of CHAPTERS) await env.MEDIA.put(mediaKey(story.id, chapter, "image"), await scenePng(chapter.length * 30));
    await env.MEDIA.put(`stories/${story.id}/cover.png`, await scenePng(300));
    await env.DB.prepare("INSERT INTO story_assets (story_id, chapter, kind, status, r2_key, updated_at) VALUES (?, 'cover', 'image', 'done', ?, ?)")
      .bind(story.id, `stories/${story.id}/cover.png`, Date.now())
      .run();
    return story.id;
  }

  it("a few pictures per run, each once, until none is left; the cards then carry them", async () => {
    const id = await storyWithRealPictures();
    const first = await backfillPictureVariants(env, 4);
    expect(first).toEqual({ made: 4, failed: 0 });
    const second = await runHousekeeping(env);
    expect(second.pictureVariants).toEqual({ made: 2, failed: 0 });
    expect(await backfillPictureVariants(env, 4)).toEqual({ made: 0, failed: 0 });

    const { results } = await env.DB.prepare("SELECT chapter, variants FROM story_assets WHERE story_id = ? AND kind = 'image'")
      .bind(id)
      .all<{ chapter: string; variants: string }>();
    expect(results).toHaveLength(6);
    for (const row of results) {
      const variants = JSON.parse(row.variants) as { key: string; width: number; height: number }[];
      expect(variants.map((v) => v.width)).toEqual([480, 720, 960]);
      for (const variant of variants) {
        const object = await env.MEDIA.get(variant.key);
        expect(object?.httpMetadata?.contentType).toBe("image/webp");
        expect(webpSize(new Uint8Array(await object!.arrayBuffer()))).toEqual({ width: variant.width, height: variant.height });
      }
    }
    const { stories } = await body<{ stories: StoryCardJson[] }>(await call("/api/stories/public?lang=en-US"));
    expect(stories.find((s) => s._id === id)?.coverImageSources?.map((s) => s.width)).toEqual([480, 720, 960]);
  }, 60_000);

  it("records a picture it cannot read as having no copies, so it is not tried on every run", async () => {
    const user = await createUser();
    // createPlayableStory's R2 objects are single bytes, not pictures.
    const story = await createPlayableStory(user.id);
    const report = await backfillPictureVariants(env, 20);
    expect(report).toEqual({ made: 0, failed: 5 });
    expect(await backfillPictureVariants(env, 20)).toEqual({ made: 0, failed: 0 });
    const { story: json } = await body<{ story: StoryJson }>(await call(`/api/stories/slug/${story.slug}`, { headers: user.auth }));
    expect(json.imageSources?.opening).toBeNull();
    expect(json.images.opening).toBe(`/media/${mediaKey(story.id, "opening", "image")}`);
  });
});
