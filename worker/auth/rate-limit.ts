import type { Context } from "hono";
import { ApiError } from "../http/errors";

/** The caller's address as Cloudflare reports it; local runs have none. */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/** Throws 429 (Retry-After: 180) when `key` has used up its budget on `limiter`. */
export async function enforceRateLimit(limiter: RateLimit, key: string): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw new ApiError("tooManyRequests");
}
