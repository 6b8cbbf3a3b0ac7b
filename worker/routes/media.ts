import { Hono } from "hono";
import { notFound } from "../http/errors";
import type { AppEnv } from "../types";

/** R2 keys are ours: lowercase path segments of safe characters, no `..`. */
const MEDIA_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;
/** R2 refuses longer keys with an error; ours are far shorter. The pattern is ASCII, so characters are bytes. */
const MAX_MEDIA_KEY_LENGTH = 1024;

export function isMediaKey(key: string): boolean {
  return key.length <= MAX_MEDIA_KEY_LENGTH && MEDIA_KEY.test(key) && !key.split("/").includes("..");
}

/** The key a /media path names, or null when its percent-encoding is broken (`%`, `%E0%A4%A`, a lone surrogate). */
function keyOf(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^\/media\//, ""));
  } catch {
    return null;
  }
}

/**
 * GET /media/<key> — public story media from R2. Keys are content-addressed per
 * story and step, so they are cached for long; ETags answer revalidation.
 */
export const mediaRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = keyOf(c.req.path);
  // Story PDFs are only downloadable through a signed link (routes/story-pdf.ts).
  if (key === null || !isMediaKey(key) || key.endsWith(".pdf")) throw notFound();
  const wantsRange = c.req.raw.headers.has("Range");
  const object = await c.env.MEDIA.get(key, {
    onlyIf: c.req.raw.headers,
    ...(wantsRange ? { range: c.req.raw.headers } : {}),
  });
  if (!object) throw notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("Accept-Ranges", "bytes");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  if (wantsRange && object.range && "offset" in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
    return new Response(object.body, { status: 206, headers });
  }
  return new Response(object.body, { headers });
});
