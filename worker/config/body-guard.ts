import { createMiddleware } from "hono/factory";
import { CONFIG_MAX_DEPTH, CONFIG_VALUE_MAX_BYTES } from "../../shared/configs";
import { ApiError } from "../http/errors";

/** A value at its limit, its key and the JSON around them. */
const CONFIG_BODY_MAX_BYTES = CONFIG_VALUE_MAX_BYTES + 1024;

/** Whether brackets and braces outside strings open more than `limit` levels: one pass, nothing built. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > limit) return true;
    } else if (char === "]" || char === "}") depth--;
  }
  return false;
}

/**
 * Config bodies are measured and their nesting counted on the text, before anything parses them:
 * a value nested thousands deep would otherwise reach the parser and the schema's recursion.
 */
export const configBodyGuard = createMiddleware(async (c, next) => {
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > CONFIG_BODY_MAX_BYTES) throw new ApiError("bodyTooLarge");
  if (nestedDeeperThan(text, CONFIG_MAX_DEPTH)) throw new ApiError("configTooDeep");
  await next();
});
