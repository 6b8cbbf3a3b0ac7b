import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers";

describe("GET /media/<key>", () => {
  it("serves an R2 object with its type, a long cache and an ETag", async () => {
    await env.MEDIA.put("stories/abc/opening.png", new Uint8Array([1, 2, 3, 4]), {
      httpMetadata: { contentType: "image/png" },
    });
    const response = await call("/media/stories/abc/opening.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));

    const etag = response.headers.get("ETag")!;
    const revalidated = await call("/media/stories/abc/opening.png", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("answers a byte range (audio seeking) with 206", async () => {
    await env.MEDIA.put("stories/abc/opening.mp3", new Uint8Array([10, 11, 12, 13, 14]), {
      httpMetadata: { contentType: "audio/mpeg" },
    });
    const response = await call("/media/stories/abc/opening.mp3", { headers: { Range: "bytes=1-2" } });
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
