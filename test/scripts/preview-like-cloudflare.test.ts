import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressLikeCloudflare, isCompressible, negotiateEncoding } from "../../scripts/vite/preview-like-cloudflare";

/**
 * Issue 40 part 5: `npm start` compresses what Cloudflare compresses. The middleware runs in front of
 * a stand-in for Cloudflare's Vite plugin that answers as the plugin does (writeHead with the Worker's
 * headers, the body in chunks with backpressure, end), over a real socket.
 */
const SCRIPT = Buffer.from(Array.from({ length: 4000 }, (_, i) => `export const line${i} = "${i}";`).join("\n"));

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/** Path → what the "Worker" answers. */
const ANSWERS: Record<string, Answer> = {
  "/assets/index.js": { status: 200, headers: { "content-type": "text/javascript; charset=utf-8", "content-length": SCRIPT.length, etag: '"abc"' }, body: SCRIPT },
  "/api/missing": { status: 404, headers: { "content-type": "application/json" }, body: Buffer.from('{"message":"Not found"}') },
  "/api/too-large": { status: 413, headers: { "content-type": "application/json" }, body: Buffer.from('{"message":"Request body too large"}') },
  "/cover.png": { status: 200, headers: { "content-type": "image/png" }, body: Buffer.from("png bytes") },
  "/kept.js": { status: 200, headers: { "content-type": "text/javascript", "cache-control": "public, no-transform" }, body: SCRIPT },
  "/partial.js": { status: 206, headers: { "content-type": "text/javascript", "content-range": "bytes 0-8/100" }, body: SCRIPT.subarray(0, 9) },
};

let server: Server;
let port: number;

beforeAll(async () => {
  const compress = compressLikeCloudflare();
  server = createServer((req, res) => {
    compress(req, res, async () => {
      const answer = ANSWERS[req.url ?? ""]!;
      res.writeHead(answer.status, answer.headers);
      if (req.method !== "HEAD") {
        // In 1 KB chunks, waiting for "drain" as the plugin's sendResponse does.
        for (let offset = 0; offset < answer.body!.length; offset += 1024) {
          if (!res.write(answer.body!.subarray(offset, offset + 1024))) await new Promise((resolve) => res.once("drain", resolve));
        }
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would decode the body itself). */
function get(path: string, acceptEncoding?: string, method = "GET"): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("Accept-Encoding", () => {
  it("picks Brotli when a browser takes both, gzip when only gzip is asked, and nothing for identity or q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe("what Cloudflare compresses", () => {
  it("text types at 200, 403 and 404; not pictures, other statuses, encoded or no-transform answers", () => {
    expect(isCompressible(200, { "content-type": "text/javascript; charset=utf-8" })).toBe(true);
    expect(isCompressible(404, { "content-type": "application/json" })).toBe(true);
    expect(isCompressible(403, { "content-type": "text/html" })).toBe(true);
    expect(isCompressible(200, { "content-type": "application/manifest+json" })).toBe(true);
    expect(isCompressible(200, { "content-type": "image/png" })).toBe(false);
    expect(isCompressible(200, { "content-type": "audio/mpeg" })).toBe(false);
    expect(isCompressible(413, { "content-type": "application/json" })).toBe(false);
    expect(isCompressible(500, { "content-type": "text/html" })).toBe(false);
    expect(isCompressible(200, { "content-type": "text/css", "content-encoding": "gzip" })).toBe(false);
    expect(isCompressible(200, { "content-type": "text/css", "cache-control": "no-transform" })).toBe(false);
  });
});

describe("the middleware in front of the Worker's answers", () => {
  it("answers a script in gzip or Brotli as asked, byte for byte the same once decoded, with a weak ETag and Vary", async () => {
    const gzip = await get("/assets/index.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-length"]).toBeUndefined();
    expect(gzip.headers.vary).toBe("Accept-Encoding");
    expect(gzip.headers.etag).toBe('W/"abc"');
    expect(gunzipSync(gzip.body).equals(SCRIPT)).toBe(true);
    expect(gzip.body.length).toBeLessThan(SCRIPT.length / 3);

    const brotli = await get("/assets/index.js", "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(SCRIPT)).toBe(true);
  });

  it("leaves the answer as it is without Accept-Encoding, for HEAD, pictures, a 413, a 206 and no-transform", async () => {
    const plain = await get("/assets/index.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(SCRIPT.length));
    expect(plain.headers.etag).toBe('"abc"');
    expect(plain.body.equals(SCRIPT)).toBe(true);

    const head = await get("/assets/index.js", "gzip", "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    for (const path of ["/cover.png", "/api/too-large", "/partial.js", "/kept.js"]) {
      const answer = await get(path, "gzip, br");
      expect(answer.headers["content-encoding"], path).toBeUndefined();
      expect(answer.body.equals(ANSWERS[path]!.body!), path).toBe(true);
    }
    const tooLarge = await get("/api/too-large", "gzip, br");
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toEqual({ message: "Request body too large" });
  });

  it("compresses a 404's JSON, as Cloudflare does", async () => {
    const missing = await get("/api/missing", "gzip");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(missing.body).toString())).toEqual({ message: "Not found" });
  });
});
