import { inArray } from "drizzle-orm";
import { db } from "../db/client";
import { configs } from "../db/schema";
import { DEFAULT_CONFIG, type ConfigKey } from "./defaults";
import { CONFIG_SCHEMAS, type ConfigValues } from "./schemas";

/**
 * Reads configuration from D1 with the defaults as fallback: a key missing from D1, or a stored value
 * its schema (worker/config/schemas.ts) refuses, gives the default. Values are kept
 * per isolate for a short time so hot paths do not query D1 on every request;
 * an edit in /admin reaches every isolate within CACHE_TTL_MS.
 */
const CACHE_TTL_MS = 10_000;
const cache = new Map<string, { value: unknown; expires: number }>();

/** The stored value when it fits its key's schema, else the default (logged: an admin's edit is being ignored). */
function checked(key: ConfigKey, stored: unknown): unknown {
  const parsed = CONFIG_SCHEMAS[key].safeParse(stored);
  if (parsed.success) return parsed.data;
  console.warn(`config ${key}: the stored value does not fit (${parsed.error.issues[0]?.message ?? "invalid"}); the default applies`);
  return CONFIG_SCHEMAS[key].parse(DEFAULT_CONFIG[key]);
}

export async function readConfig<K extends ConfigKey>(env: Pick<Env, "DB">, keys: readonly K[]): Promise<Pick<ConfigValues, K>> {
  const now = Date.now();
  const missing = keys.filter((key) => (cache.get(key)?.expires ?? 0) <= now);
  if (missing.length > 0) {
    const rows = await db(env).select().from(configs).where(inArray(configs.key, missing));
    const found = new Map(rows.map((row) => [row.key, row.value]));
    for (const key of missing) {
      const value = found.has(key) ? checked(key, found.get(key)) : CONFIG_SCHEMAS[key].parse(DEFAULT_CONFIG[key]);
      cache.set(key, { value, expires: now + CACHE_TTL_MS });
    }
  }
  return Object.fromEntries(keys.map((key) => [key, cache.get(key)!.value])) as Pick<ConfigValues, K>;
}

/** Forget cached values (after an admin edit in this isolate, and in tests). */
export function invalidateConfigCache(): void {
  cache.clear();
}
