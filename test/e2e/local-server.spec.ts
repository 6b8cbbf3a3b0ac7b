import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * `npm start` answers as Cloudflare would in front of the Worker: the entry script compressed as the
 * request asks (issue 40 part 5), and an over-limit body refused with the Worker's own 413 JSON, not
 * the preview server's error page with its stack trace (issue 44 part 5).
 */
async function entryScript(request: APIRequestContext): Promise<string> {
  const page = await (await request.get("/")).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/index-[\w-]+\.js)"/.exec(page)?.[1];
  expect(entry, "the page's entry script").toBeTruthy();
  return entry!;
}

test("the entry script answers gzip or Brotli as asked, the same bytes as the build's file", async ({ request }) => {
  const entry = await entryScript(request);
  const built = readFileSync(path.join("dist/client", entry));
  for (const [asked, encoding] of [["gzip", "gzip"], ["gzip, deflate, br, zstd", "br"], ["identity", undefined]] as const) {
    const response = await request.get(entry, { headers: { "Accept-Encoding": asked } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"], asked).toBe(encoding);
    // Playwright decodes the body: what the browser runs is the built file.
    expect((await response.body()).equals(built), asked).toBe(true);
  }
});

test("over-limit bodies get the Worker's 413 JSON through the local server, every time", async ({ request }) => {
  // The preview server lost the Worker's early answer to a connection reset about two times in three.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const json = await request.post("/api/users/login", { headers: { "Content-Type": "application/json" }, data: `"${"a".repeat(2_000_000)}"` });
    expect(json.status(), `API body, attempt ${attempt}`).toBe(413);
    expect(await json.json()).toEqual({ message: "Request body too large" });

    const recording = await request.put("/api/stories/0123456789abcdef01234567/readers/reader/chapters/1", {
      multipart: { audio: { name: "take.webm", mimeType: "audio/webm", buffer: Buffer.alloc(21 * 1024 * 1024) } },
    });
    expect(recording.status(), `recording, attempt ${attempt}`).toBe(413);
    expect(await recording.json()).toEqual({ message: "A recording must be at most 20 MB" });
  }
});
