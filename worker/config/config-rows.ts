/** The stored configuration rows as the admin API reads and writes them (SPEC §7). */
import { asc, sql } from "drizzle-orm";
import { db } from "../db/client";
import { configs } from "../db/schema";
import { ApiError } from "../http/errors";
import { DEFAULT_CONFIG } from "./defaults";
import { invalidateConfigCache } from "./store";

/**
 * The value as the column stores it: JSON text. Drizzle would write a JSON null as SQL NULL, which
 * the NOT NULL column refuses, so the text goes in as a parameter of its own.
 */
const storedJson = (value: unknown) => sql`${JSON.stringify(value)}`;

export const listConfigs = (env: Pick<Env, "DB">) =>
  db(env).select({ key: configs.key, value: configs.value }).from(configs).orderBy(asc(configs.key));

/** Writes clear this isolate's config cache; other isolates see the value within the cache TTL. */
export async function putConfig(env: Pick<Env, "DB">, key: string, value: unknown): Promise<void> {
  const now = new Date();
  await db(env)
    .insert(configs)
    .values({ key, value: storedJson(value), updatedAt: now })
    .onConflictDoUpdate({ target: configs.key, set: { value: storedJson(value), updatedAt: now } });
  invalidateConfigCache();
}

export async function addConfig(env: Pick<Env, "DB">, key: string, value: unknown): Promise<void> {
  // One statement decides existence and insertion, so two concurrent adds cannot both succeed.
  const inserted = await db(env)
    .insert(configs)
    .values({ key, value: storedJson(value), updatedAt: new Date() })
    .onConflictDoNothing()
    .returning({ key: configs.key });
  if (inserted.length === 0) throw new ApiError("keyExists");
  invalidateConfigCache();
}

/** Stores every default not stored yet: an admin's edit always wins over a default. */
export async function initConfigs(env: Pick<Env, "DB">) {
  const now = new Date();
  const rows = Object.entries(DEFAULT_CONFIG).map(([key, value]) => ({ key, value, updatedAt: now }));
  const client = db(env);
  const [created, all] = await client.batch([
    client.insert(configs).values(rows).onConflictDoNothing().returning({ key: configs.key }),
    listConfigs(env),
  ]);
  invalidateConfigCache();
  return { created: created.map((row) => row.key).sort(), configs: all };
}
