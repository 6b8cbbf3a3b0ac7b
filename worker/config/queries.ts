/**
 * The configuration's writes, each with its audit row in one D1 batch (a transaction), so the log can
 * neither miss a change nor record one that did not happen. Values are the stored JSON text.
 */
import type { ConfigChangeAction } from "../../shared/configs";

/** The actor's name as it is now, kept in the row: the log shows who made the change under the name they had. */
const ACTOR_NAME = "(SELECT name FROM users WHERE id = ?2)";

/** The audit row of a change to `key`, its `before` read from the stored row inside the same batch. */
const auditRow = (d1: D1Database, action: ConfigChangeAction, actorId: string, key: string, after: string | null, at: number, confirmation: string | null) =>
  d1
    .prepare(
      `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at, confirmation) VALUES (?1, ?3, ?2, ${ACTOR_NAME}, (SELECT value FROM configs WHERE key = ?1), ?4, ?5, ?6)`,
    )
    .bind(key, actorId, action, after, at, confirmation);

/** Stores `json` under `key`, creating the key when missing. */
export async function upsertConfigRow(d1: D1Database, actorId: string, key: string, json: string, at: number, confirmation: string | null): Promise<void> {
  await d1.batch([
    auditRow(d1, "write", actorId, key, json, at, confirmation),
    d1.prepare("INSERT INTO configs (key, value, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = ?2, updated_at = ?3").bind(key, json, at),
  ]);
}

/** Stores `json` under a key that does not exist yet; false when it does (the batch decides, so two adds cannot both win). */
export async function insertConfigRow(d1: D1Database, actorId: string, key: string, json: string, at: number, confirmation: string | null): Promise<boolean> {
  const [, inserted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at, confirmation) SELECT ?1, 'add', ?2, ${ACTOR_NAME}, NULL, ?3, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM configs WHERE key = ?1)`,
      )
      .bind(key, actorId, json, at, confirmation),
    d1.prepare("INSERT INTO configs (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING key").bind(key, json, at),
  ]);
  return inserted!.results.length !== 0;
}

/** Stores each entry whose key is not stored yet; answers the keys created. */
export async function insertMissingConfigRows(d1: D1Database, actorId: string, entries: [key: string, json: string][], at: number): Promise<string[]> {
  const statements = entries.flatMap(([key, json]) => [
    d1
      .prepare(
        `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at) SELECT ?1, 'init', ?2, ${ACTOR_NAME}, NULL, ?3, ?4 WHERE NOT EXISTS (SELECT 1 FROM configs WHERE key = ?1)`,
      )
      .bind(key, actorId, json, at),
    d1.prepare("INSERT INTO configs (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING key").bind(key, json, at),
  ]);
  const results = await d1.batch<{ key: string }>(statements);
  return results.flatMap((result) => result.results.map((row) => row.key));
}

/** Deletes the stored value of `key`; false when nothing was stored. */
export async function deleteConfigRow(d1: D1Database, actorId: string, key: string, at: number): Promise<boolean> {
  const [, deleted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at) SELECT key, 'reset', ?2, ${ACTOR_NAME}, value, NULL, ?3 FROM configs WHERE key = ?1`,
      )
      .bind(key, actorId, at),
    d1.prepare("DELETE FROM configs WHERE key = ? RETURNING key").bind(key),
  ]);
  return deleted!.results.length !== 0;
}
