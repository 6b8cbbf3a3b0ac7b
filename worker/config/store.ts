import { inArray } from "drizzle-orm";
import { db } from "../db/client";
import { configs } from "../db/schema";
import { DEFAULT_CONFIG, type ConfigKey } from "./defaults";

/**
 * Reads configuration from D1 with the defaults as fallback. Values are kept
 * per isolate for a short time so hot paths do not query D1 on every request;
 * an edit in /admin reaches every isolate within CACHE_TTL_MS.
 */
const CACHE_TTL_MS = 10_000;
const cache = new Map<string, { value: unknown; expires: number }>();

type ConfigValues<K extends ConfigKey> = { [P in K]: (typeof DEFAULT_CONFIG)[P] };

export async function readConfig<K extends ConfigKey>(env: Pick<Env, "DB">, keys: readonly K[]): Promise<ConfigValues<K>> {
  const now = Date.now();
  const missing = keys.filter((key) => (cache.get(key)?.expires ?? 0) <= now);
  if (missing.length > 0) {
    const rows = await db(env).select().from(configs).where(inArray(configs.key, missing));
    const found = new Map(rows.map((row) => [row.key, row.value]));
    for (const key of missing) {
      cache.set(key, { value: found.has(key) ? found.get(key) : DEFAULT_CONFIG[key], expires: now + CACHE_TTL_MS });
    }
  }
  return Object.fromEntries(keys.map((key) => [key, cache.get(key)!.value])) as ConfigValues<K>;
}

/** Forget cached values (after an admin edit in this isolate, and in tests). */
export function invalidateConfigCache(): void {
  cache.clear();
}
