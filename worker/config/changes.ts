/**
 * Every change to configuration, each written together with its audit row (./queries.ts). Rows hold the
 * stored JSON text before and after; NULL means nothing was stored (the default applies).
 */
import { desc } from "drizzle-orm";
import type { ConfigChange, ConfigConfirmation } from "../../shared/configs";
import { ApiMessage } from "../../shared/messages";
import type { Db } from "../db/client";
import { configChanges, configs } from "../db/schema";
import { ApiError } from "../http/errors";
import { DEFAULT_CONFIG } from "./defaults";
import { checkModerationLists } from "./moderation-coverage";
import { deleteConfigRow, insertConfigRow, insertMissingConfigRows, upsertConfigRow } from "./queries";
import { CONFIG_SCHEMAS } from "./schemas";
import { invalidateConfigCache } from "./store";

export const AUDIT_PAGE_SIZE = 50;

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
export async function writeConfig(d1: D1Database, actorId: string, key: string, value: unknown, confirmation: ChangeConfirmation = {}): Promise<void> {
  const confirmed = assertSafeToStore(key, value, confirmation);
  await upsertConfigRow(d1, actorId, key, JSON.stringify(value), Date.now(), confirmed);
  invalidateConfigCache();
}

/** POST: adds a key that does not exist yet (409 otherwise); one batch decides, so two adds cannot both win. */
export async function addConfig(d1: D1Database, actorId: string, key: string, value: unknown, confirmation: ChangeConfirmation = {}): Promise<void> {
  const confirmed = assertSafeToStore(key, value, confirmation);
  if (!(await insertConfigRow(d1, actorId, key, JSON.stringify(value), Date.now(), confirmed))) throw new ApiError("keyExists");
  invalidateConfigCache();
}

/** Writes the defaults of the keys not stored yet (an admin's edit always wins); answers the keys created. */
export async function initConfigs(d1: D1Database, actorId: string): Promise<string[]> {
  const entries = Object.entries(DEFAULT_CONFIG).map(([key, value]): [string, string] => [key, JSON.stringify(value)]);
  const created = await insertMissingConfigRows(d1, actorId, entries, Date.now());
  invalidateConfigCache();
  return created.sort();
}

/**
 * Removes a stored value, so its default applies again. A known key with nothing stored is already at
 * its default; a key that is neither known nor stored is not found.
 */
export async function resetConfig(d1: D1Database, actorId: string, key: string): Promise<void> {
  const deleted = await deleteConfigRow(d1, actorId, key, Date.now());
  if (!deleted && !Object.hasOwn(DEFAULT_CONFIG, key)) throw new ApiError("notFound");
  invalidateConfigCache();
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** A page of the audit log, newest first, with the name the admin had when making each change. */
export async function listConfigChanges(client: Db, page: number): Promise<{ changes: ConfigChange[]; hasMore: boolean }> {
  const rows = await client
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
export const listConfigs = (client: Db) => client.select({ key: configs.key, value: configs.value }).from(configs).orderBy(configs.key);
