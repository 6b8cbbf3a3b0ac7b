import { Hono } from "hono";
import { authenticate } from "../auth/middleware";
import { evaluatePreconditions, hasPreconditions, requestedRange } from "../http/conditional-get";
import { ApiError } from "../http/errors";
import { noStore } from "../http/middleware";
import { grantMedia } from "../stories/access";
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

/** The headers every answer about a stored file carries; who may cache it is the grant's to say. */
function fileHeaders(object: R2Object, cacheControl: string): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", cacheControl);
  headers.set("Accept-Ranges", "bytes");
  return headers;
}

/**
 * GET /media/<key> — a story's files from R2, to whoever may read the story (the caller's session or a
 * signed address: stories/access.ts); anyone else, and any other key, gets 404 as for a file
 * that does not exist. ETags answer revalidation and ranges serve the narration's seeking
 * (http/conditional-get.ts). Refusals are never cached (noStore).
 */
export const mediaRoutes = new Hono<AppEnv>().use(noStore, authenticate).get("/*", async (c) => {
  const key = keyOf(c.req.path);
  // Story PDFs are only downloadable through a signed link (routes/story-pdf.ts).
  if (key === null || !isMediaKey(key) || key.endsWith(".pdf")) throw new ApiError("notFound");
  const { expires, signature } = c.req.query();
  const { cacheControl } = await grantMedia(c.env, c.var.db, key, c.get("user"), { expires, signature });
  const request = c.req.raw.headers;
  if (!request.has("Range") && !hasPreconditions(request)) {
    const object = await c.env.MEDIA.get(key);
    if (!object) throw new ApiError("notFound");
    return new Response(object.body, { headers: fileHeaders(object, cacheControl) });
  }
  // The file's validators and size decide the answer before its bytes are asked for.
  const head = await c.env.MEDIA.head(key);
  if (!head) throw new ApiError("notFound");
  const file = { etag: head.httpEtag, lastModified: head.uploaded, size: head.size };
  const precondition = evaluatePreconditions(request, file);
  if (precondition === "failed") throw new ApiError("preconditionFailed");
  if (precondition === "notModified") return new Response(null, { status: 304, headers: fileHeaders(head, cacheControl) });
  const range = requestedRange(request, file);
  if (range.kind === "unsatisfiable") {
    throw new ApiError("rangeNotSatisfiable", {}, { headers: { "Content-Range": `bytes */${file.size}` } });
  }
  const part = range.kind === "part" ? { offset: range.offset, length: range.length } : undefined;
  const object = await c.env.MEDIA.get(key, part ? { range: part } : {});
  if (!object) throw new ApiError("notFound");
  const headers = fileHeaders(object, cacheControl);
  if (!part) return new Response(object.body, { headers });
  headers.set("Content-Range", `bytes ${part.offset}-${part.offset + part.length - 1}/${object.size}`);
  return new Response(object.body, { status: 206, headers });
});
