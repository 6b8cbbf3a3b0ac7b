import type { InferRequestType } from "hono/client";
import type { ConfigChange, ConfigEntry } from "../../../shared/configs";
import { client, json, withSignal } from "../../shared/api/client";

const configs = client.api.configs;

/** What an admin confirms with a save: how many ideas the defaults refuse that moderation lists let through. */
export interface SaveConfirmation {
  confirmLetThrough?: number;
}

/** The editor's values come from JSON.parse (json-text.ts), so they are the JSON the API takes. */
const asBody = (entry: ConfigEntry, confirmation: SaveConfirmation) =>
  ({ ...entry, ...confirmation }) as InferRequestType<typeof configs.$put>["json"];

const listConfigs = (signal?: AbortSignal) => json(configs.$get(undefined, withSignal(signal)));

/** The list and, with the Workers AI provider, today's neurons against the daily budget (else null). */
export type ConfigsBody = Omit<Awaited<ReturnType<typeof listConfigs>>, "configs"> & { configs: ConfigEntry[] };

/** The /api/configs calls of docs/product.md §7 (admin role required on the server). */
export function fetchConfigs(signal?: AbortSignal): Promise<ConfigsBody> {
  return listConfigs(signal);
}

/** Updates a key, creating it when missing. */
export function updateConfig(entry: ConfigEntry, confirmation: SaveConfirmation = {}): Promise<ConfigEntry> {
  return json(configs.$put({ json: asBody(entry, confirmation) })).then((body) => body.config);
}

/** Adds a new key; the server answers 409 when it exists. */
export function createConfig(entry: ConfigEntry, confirmation: SaveConfirmation = {}): Promise<ConfigEntry> {
  return json(configs.$post({ json: asBody(entry, confirmation) })).then((body) => body.config);
}

/** Writes the default entries that are not stored yet; answers which keys it created. */
export function initConfigs(): Promise<{ created: string[]; configs: ConfigEntry[] }> {
  return json(configs.init.$post());
}

/** Removes a key's stored value so its default applies again (204). */
export async function resetConfig(key: string): Promise<void> {
  await json(configs[":key"].$delete({ param: { key } }));
}

/** A page of the audit log (50 changes, newest first). */
export async function fetchConfigAudit(page: number, signal?: AbortSignal): Promise<{ changes: ConfigChange[]; hasMore: boolean }> {
  const body = await json(configs.audit.$get({ query: { page: String(page) } }, withSignal(signal)));
  return { changes: body.changes as ConfigChange[], hasMore: body.hasMore };
}

type CheckJson = InferRequestType<(typeof configs.moderationLists.check)["$post"]>["json"];

/** Moderation lists' figures on the labelled corpus beside the defaults', and what they let through, before saving them. */
export function checkModerationLists(value: unknown) {
  return json(configs.moderationLists.check.$post({ json: { value } as CheckJson }));
}

export type ModerationCheck = Awaited<ReturnType<typeof checkModerationLists>>;
