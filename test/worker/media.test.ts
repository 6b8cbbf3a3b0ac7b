import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createStory, createUser } from "./fixtures";
import { call } from "./helpers";

/** The files below belong to a listed story, whose files answer everyone (story-media-access.test.ts says who else). */
async function listedStory(): Promise<string> {
  return (await createStory((await createUser()).id, { isPublic: true })).id;
}

describe("GET /media/<key>", () => {
  it("serves an R2 object with its type, a long cache and an ETag", async () => {
    const storyId = await listedStory();
    await env.MEDIA.put(`stories/${storyId}/opening.png`, new Uint8Array([1, 2, 3, 4]), {
      httpMetadata: { contentType: "image/png" },
    });
    const response = await call(`/media/stories/${storyId}/opening.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));

    const etag = response.headers.get("ETag")!;
    const revalidated = await call(`/media/stories/${storyId}/opening.png`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("answers a byte range (audio seeking) with 206", async () => {
    const storyId = await listedStory();
    await env.MEDIA.put(`stories/${storyId}/opening.mp3`, new Uint8Array([10, 11, 12, 13, 14]), {
      httpMetadata: { contentType: "audio/mpeg" },
    });
    const response = await call(`/media/stories/${storyId}/opening.mp3`, { headers: { Range: "bytes=1-2" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe("bytes 1-2/5");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([11, 12]));
  });

  it.each(["stories/missing.png", "..%2F..%2Fetc/passwd", "stories/%2e%2e/x.png", "Stories/UPPER.png"])(
    "answers %s with a JSON 404",
    async (key) => {
      const response = await call(`/media/${key}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    },
  );
});

/**
 * Issue 33, part 4: conditional and range headers as RFC 9110 says. R2 handed
 * a malformed If-None-Match to its own parser (500), served a range it could
 * not satisfy as a 206 of the whole file, and answered a failed If-Match with 304.
 */
describe("GET /media/<key> with conditional and range headers", () => {
  const BYTES = new Uint8Array([20, 21, 22, 23, 24, 25]);
  let key = "";
  const put = async () => {
    key = `stories/${await listedStory()}/opening.mp3`;
    return env.MEDIA.put(key, BYTES, { httpMetadata: { contentType: "audio/mpeg" } });
  };

  it.each(['"unterminated', "no-quotes-at-all", 'W/"a", garbage', ","])(
    "ignores the malformed If-None-Match %j and serves the file",
    async (value) => {
      await put();
      const response = await call(`/media/${key}`, { headers: { "If-None-Match": value } });
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    },
  );

  it.each(["bytes=abc", "bytes=", "pages=0-1", "bytes=3-1", "bytes=-"])(
    "ignores the unreadable Range %j and serves the whole file with 200",
    async (value) => {
      await put();
      const response = await call(`/media/${key}`, { headers: { Range: value } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Range")).toBeNull();
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    },
  );

  it.each(["bytes=6-", "bytes=100-200"])("answers the range %j past the end with 416 and bytes */size", async (value) => {
    await put();
    const response = await call(`/media/${key}`, { headers: { Range: value } });
    expect(response.status).toBe(416);
    expect(response.headers.get("Content-Range")).toBe(`bytes */${BYTES.length}`);
  });

  it("serves a suffix range and a range running past the end from what there is", async () => {
    await put();
    const suffix = await call(`/media/${key}`, { headers: { Range: "bytes=-2" } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("Content-Range")).toBe("bytes 4-5/6");
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(new Uint8Array([24, 25]));
    const tail = await call(`/media/${key}`, { headers: { Range: "bytes=4-99" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe("bytes 4-5/6");
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(new Uint8Array([24, 25]));
  });

  it("answers a failed If-Match or If-Unmodified-Since with 412, and a matching one with the file", async () => {
    const object = await put();
    const failedMatch = await call(`/media/${key}`, { headers: { "If-Match": '"not-the-etag"' } });
    expect(failedMatch.status).toBe(412);
    expect(await failedMatch.json()).toEqual({ message: "Precondition failed" });
    const past = new Date(object.uploaded.getTime() - 60_000).toUTCString();
    const failedDate = await call(`/media/${key}`, { headers: { "If-Unmodified-Since": past } });
    expect(failedDate.status).toBe(412);

    const matching = await call(`/media/${key}`, { headers: { "If-Match": object.httpEtag } });
    expect(matching.status).toBe(200);
    expect(new Uint8Array(await matching.arrayBuffer())).toEqual(BYTES);
  });

  it("answers If-None-Match with the current ETag by 304, and a stale one with the file", async () => {
    const object = await put();
    const fresh = await call(`/media/${key}`, { headers: { "If-None-Match": `"stale", ${object.httpEtag}` } });
    expect(fresh.status).toBe(304);
    const stale = await call(`/media/${key}`, { headers: { "If-None-Match": '"stale"' } });
    expect(stale.status).toBe(200);
  });
});
