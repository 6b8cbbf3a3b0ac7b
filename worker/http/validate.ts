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
      throw new ApiError(400, ApiMessage.missingFields, { missingFields });
    }
    const errors = issues.map((issue) => ({
      field: issue.path.join(".") || target,
      message: issue.message,
    }));
    const specMessage = errors.find((e) => SPEC_MESSAGES.has(e.message))?.message;
    throw new ApiError(400, specMessage ?? ApiMessage.invalidData, { errors });
  });
}
