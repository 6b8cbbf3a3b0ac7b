/**
 * Every change to configuration, each written together with its audit row in one D1 batch (a
 * transaction), so the log can neither miss a change nor record one that did not happen. Rows hold the
 * stored JSON text before and after; NULL means nothing was stored (the default applies).
 */
import { desc } from "drizzle-orm";
import type { ConfigChange, ConfigChangeAction, ConfigConfirmation } from "../../shared/configs";
import { ApiMessage } from "../../shared/messages";
import { db } from "../db/client";
import { configChanges, configs } from "../db/schema";
import { ApiError } from "../http/errors";
import { DEFAULT_CONFIG } from "./defaults";
import { checkModerationLists } from "./moderation-coverage";
import { CONFIG_SCHEMAS } from "./schemas";
import { invalidateConfigCache } from "./store";

export const AUDIT_PAGE_SIZE = 50;

/** The actor's name as it is now, kept in the row: the log shows who made the change under the name they had. */
const ACTOR_NAME = "(SELECT name FROM users WHERE id = ?2)";

/** The audit row of a change to `key`, its `before` read from the stored row inside the same batch. */
const auditRow = (env: Env, action: ConfigChangeAction, actorId: string, key: string, after: string | null, at: number, confirmation: string | null) =>
  env.DB.prepare(
    `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at, confirmation) VALUES (?1, ?3, ?2, ${ACTOR_NAME}, (SELECT value FROM configs WHERE key = ?1), ?4, ?5, ?6)`,
  ).bind(key, actorId, action, after, at, confirmation);

/** What an admin confirms with a change: how many ideas the defaults refuse that new moderation lists let through. */
export interface ChangeConfirmation {
  confirmLetThrough?: number;
}

/**
 * Moderation lists must catch as much of the labelled corpus as the defaults and refuse no more safe
 * ideas (./moderation-coverage.ts): a change that would is refused with the figures. Lists that let
 * through ideas the defaults refuse (a safe word, a term or category taken out) are stored only when
 * the admin confirmed as many as the check finds now; answers what to keep in the audit row.
 */
function assertSafeToStore(key: string, value: unknown, { confirmLetThrough }: ChangeConfirmation): string | null {
  if (key !== "moderationLists" || value === null) return null;
  const check = checkModerationLists(CONFIG_SCHEMAS.moderationLists.parse(value));
  if (!check.acceptable) {
    throw new ApiError("moderationCoverage", {
      figures: check.figures,
      defaults: check.defaults,
      errors: check.shortfalls.map(({ language, message }) => ({ field: `value.${language}`, message })),
    });
  }
  const { letThrough } = check;
  if (letThrough.count === 0) return null;
  if (confirmLetThrough !== letThrough.count) {
    throw new ApiError("moderationLetThrough", {
      letThrough,
      errors: [{ field: "confirmLetThrough", message: ApiMessage.moderationLetThrough }],
    });
  }
  return JSON.stringify({ letThrough } satisfies ConfigConfirmation);
}

/** PUT: stores the value, creating the key when missing. */
export async function writeConfig(env: Env, actorId: string, key: string, value: unknown, confirmation: ChangeConfirmation = {}): Promise<void> {
  const confirmed = assertSafeToStore(key, value, confirmation);
  const json = JSON.stringify(value);
  const at = Date.now();
  await env.DB.batch([
    auditRow(env, "write", actorId, key, json, at, confirmed),
    env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = ?2, updated_at = ?3").bind(
      key,
      json,
      at,
    ),
  ]);
  invalidateConfigCache();
}

/** POST: adds a key that does not exist yet (409 otherwise); one batch decides, so two adds cannot both win. */
export async function addConfig(env: Env, actorId: string, key: string, value: unknown, confirmation: ChangeConfirmation = {}): Promise<void> {
  const confirmed = assertSafeToStore(key, value, confirmation);
  const json = JSON.stringify(value);
  const at = Date.now();
  const [, inserted] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at, confirmation) SELECT ?1, 'add', ?2, ${ACTOR_NAME}, NULL, ?3, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM configs WHERE key = ?1)`,
    ).bind(key, actorId, json, at, confirmed),
    env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING key").bind(key, json, at),
  ]);
  if (inserted!.results.length === 0) throw new ApiError("keyExists");
  invalidateConfigCache();
}

/** Writes the defaults of the keys not stored yet (an admin's edit always wins); answers the keys created. */
export async function initConfigs(env: Env, actorId: string): Promise<string[]> {
  const at = Date.now();
  const statements = Object.entries(DEFAULT_CONFIG).flatMap(([key, value]) => {
    const json = JSON.stringify(value);
    return [
      env.DB.prepare(
        `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at) SELECT ?1, 'init', ?2, ${ACTOR_NAME}, NULL, ?3, ?4 WHERE NOT EXISTS (SELECT 1 FROM configs WHERE key = ?1)`,
      ).bind(key, actorId, json, at),
      env.DB.prepare("INSERT INTO configs (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING key").bind(key, json, at),
    ];
  });
  const results = await env.DB.batch<{ key: string }>(statements);
  invalidateConfigCache();
  return results.flatMap((result) => result.results.map((row) => row.key)).sort();
}

/**
 * Removes a stored value, so its default applies again. A known key with nothing stored is already at
 * its default; a key that is neither known nor stored is not found.
 */
export async function resetConfig(env: Env, actorId: string, key: string): Promise<void> {
  const at = Date.now();
  const [, deleted] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO config_changes (key, action, actor_id, actor_name, before, after, at) SELECT key, 'reset', ?2, ${ACTOR_NAME}, value, NULL, ?3 FROM configs WHERE key = ?1`,
    ).bind(key, actorId, at),
    env.DB.prepare("DELETE FROM configs WHERE key = ? RETURNING key").bind(key),
  ]);
  if (deleted!.results.length === 0 && !Object.hasOwn(DEFAULT_CONFIG, key)) throw new ApiError("notFound");
  invalidateConfigCache();
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** A page of the audit log, newest first, with the name the admin had when making each change. */
export async function listConfigChanges(env: Env, page: number): Promise<{ changes: ConfigChange[]; hasMore: boolean }> {
  const rows = await db(env)
    .select({
      id: configChanges.id,
      key: configChanges.key,
      action: configChanges.action,
      actorId: configChanges.actorId,
      actorName: configChanges.actorName,
      before: configChanges.before,
      after: configChanges.after,
      at: configChanges.at,
      confirmation: configChanges.confirmation,
    })
    .from(configChanges)
    .orderBy(desc(configChanges.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(page * AUDIT_PAGE_SIZE);
  return {
    changes: rows
      .slice(0, AUDIT_PAGE_SIZE)
      .map((row) => ({ ...row, before: parsed(row.before), after: parsed(row.after), at: row.at.getTime() })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** Every stored entry, by key. */
export const listConfigs = (env: Env) => db(env).select({ key: configs.key, value: configs.value }).from(configs).orderBy(configs.key);
