/**
 * Conditional and range GETs of a stored file, as RFC 9110 §13 and §14 say. Written
 * here rather than left to R2's own handling of the raw headers, which failed with a
 * 500 on a malformed If-None-Match, served an unreadable or unsatisfiable range as a
 * 206 of the whole file, and answered a failed If-Match with 304. (range-parser, the
 * usual library, counts a malformed range as unsatisfiable: 416 where RFC 9110
 * §14.2 lets a server ignore it, as browsers expect.)
 */

/** What a file is, as far as preconditions go. */
export interface Validators {
  /** A strong entity-tag, quotes included (R2's httpEtag). */
  etag: string;
  lastModified: Date;
}

export type Precondition = "proceed" | "notModified" | "failed";

const OPAQUE_TAG = String.raw`(?:W/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const ENTITY_TAG_LIST = new RegExp(String.raw`^(?:\*|${OPAQUE_TAG}(?:[ \t]*,[ \t]*${OPAQUE_TAG})*)$`);

/** The entity-tags of an If-Match / If-None-Match value, "*" for any; null when absent or malformed (ignored). */
function entityTags(value: string | null): string[] | null {
  const trimmed = value?.trim();
  if (!trimmed || !ENTITY_TAG_LIST.test(trimmed)) return null;
  return trimmed === "*" ? ["*"] : (trimmed.match(new RegExp(OPAQUE_TAG, "g")) ?? []);
}

/** Seconds since the epoch of an HTTP-date; null when absent or unreadable (ignored). */
function httpDateSeconds(value: string | null): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

const isWeak = (tag: string) => tag.startsWith("W/");
const opaque = (tag: string) => (isWeak(tag) ? tag.slice(2) : tag);
const strongMatch = (tags: string[], etag: string) => tags.some((tag) => tag === "*" || (!isWeak(tag) && tag === etag));
const weakMatch = (tags: string[], etag: string) => tags.some((tag) => tag === "*" || opaque(tag) === opaque(etag));

/** RFC 9110 §13.2.2, for GET and HEAD: a failed If-Match or If-Unmodified-Since is 412, a fresh copy 304. */
export function evaluatePreconditions(headers: Headers, file: Validators): Precondition {
  const modified = Math.floor(file.lastModified.getTime() / 1000);
  const ifMatch = entityTags(headers.get("If-Match"));
  if (ifMatch) {
    if (!strongMatch(ifMatch, file.etag)) return "failed";
  } else {
    const unmodifiedSince = httpDateSeconds(headers.get("If-Unmodified-Since"));
    if (unmodifiedSince !== null && modified > unmodifiedSince) return "failed";
  }
  const ifNoneMatch = entityTags(headers.get("If-None-Match"));
  if (ifNoneMatch) return weakMatch(ifNoneMatch, file.etag) ? "notModified" : "proceed";
  const modifiedSince = httpDateSeconds(headers.get("If-Modified-Since"));
  if (modifiedSince !== null && modified <= modifiedSince) return "notModified";
  return "proceed";
}

/** Whether the request carries any header evaluatePreconditions reads. */
export function hasPreconditions(headers: Headers): boolean {
  return ["If-Match", "If-None-Match", "If-Modified-Since", "If-Unmodified-Since"].some((name) => headers.has(name));
}

/** The one byte range to serve: `whole` when the Range header is absent, unreadable or asks for several. */
export type RangeAnswer = { kind: "whole" } | { kind: "part"; offset: number; length: number } | { kind: "unsatisfiable" };

const SINGLE_BYTE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/** RFC 9110 §14.1.2 for one range of a file of `size` bytes; If-Range (§13.1.5) must name this very file. */
export function requestedRange(headers: Headers, file: Validators & { size: number }): RangeAnswer {
  const match = SINGLE_BYTE_RANGE.exec(headers.get("Range") ?? "");
  if (!match) return { kind: "whole" };
  const ifRange = headers.get("If-Range");
  if (ifRange !== null && ifRange.trim() !== file.etag) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "") {
    if (last === "") return { kind: "whole" };
    const suffix = Number(last);
    if (suffix === 0 || file.size === 0) return { kind: "unsatisfiable" };
    const length = Math.min(suffix, file.size);
    return { kind: "part", offset: file.size - length, length };
  }
  const offset = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < offset) return { kind: "whole" };
  if (offset >= file.size) return { kind: "unsatisfiable" };
  return { kind: "part", offset, length: Math.min(end, file.size - 1) - offset + 1 };
}
