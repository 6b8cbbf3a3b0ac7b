import { Hono } from "hono";
import { notFound } from "../http/errors";
import type { AppEnv } from "../types";

/** R2 keys are ours: lowercase path segments of safe characters, no `..`. */
const MEDIA_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key) && !key.split("/").includes("..");
}

/**
 * GET /media/<key> — public story media from R2. Keys are content-addressed per
 * story and step, so they are cached for long; ETags answer revalidation.
 */
export const mediaRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ""));
  // Story PDFs are only downloadable through a signed link (routes/story-pdf.ts).
  if (!isMediaKey(key) || key.endsWith(".pdf")) throw notFound();
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
