import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiMessage } from "../../shared/messages";
import { ApiError } from "./errors";

/** Messages a schema may attach to a field that the spec names as the answer itself. */
const SPEC_MESSAGES = new Set<string>(Object.values(ApiMessage));

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Request validation for every route: a zod schema per target. Failures become
 * one ApiError: `400 { message: "Missing required fields", missingFields }` when
 * required fields are absent or blank, otherwise `400 { message, errors }` where
 * `message` is the first field's spec message (e.g. "Invalid language code") or
 * "Data provided is invalid", and `errors` lists `{ field, message }`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const input = (result.data ?? {}) as Record<string, unknown>;
    const issues = result.error.issues;
    const missingFields = [
      ...new Set(
        issues
          .filter((issue) => issue.path.length === 1 && isBlank(input[String(issue.path[0])]))
          .map((issue) => String(issue.path[0])),
      ),
    ];
    if (missingFields.length > 0) {
      throw new ApiError("missingFields", { missingFields });
    }
    const errors = issues.map((issue) => ({
      field: issue.path.join(".") || target,
      message: issue.message,
    }));
    const specMessage = errors.find((e) => SPEC_MESSAGES.has(e.message))?.message;
    throw new ApiError("invalidData", { errors }, { message: specMessage });
  });
}

/** C0 and C1 control characters, DEL included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, but tab, line feed and carriage return (multi-line text). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidi embeddings, overrides and isolates: they make text display as something else (spoofed names). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Half a surrogate pair: not text, and D1 would silently store U+FFFD in its place. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text people type and others read (names, story ideas, feedback): letters,
 * emoji and any script are fine; control characters, bidi overrides and lone
 * surrogates are refused. Use it as a zod refinement.
 */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  const control = options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return !control.test(value) && !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Characters that show nothing: format characters (zero-width space, word joiner, byte order mark,
 * soft hyphen, direction marks, tags...), the combining grapheme joiner, and letters or symbols that
 * render blank (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]/u;
/** What joiners and tags legitimately do: join two letters (Indic, Arabic scripts) or two emoji into one picture, spell a flag. */
const JOINED = /(?<=[\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D](?=[\p{L}\p{M}\p{Extended_Pictographic}])|\u{1F3F4}[\u{E0061}-\u{E007A}]+\u{E007F}/gu;

/**
 * A name others see (a family reader's): plain text, and every character shows — none that makes
 * it look like another name, or like no name.
 */
export function isPlainName(value: string): boolean {
  return isPlainText(value) && !INVISIBLE.test(value.replace(JOINED, (sequence) => sequence.replace(/[^\u{1F3F4}]/gu, "")));
}
