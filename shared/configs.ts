/**
 * Rules for admin-edited configuration entries (docs/product.md §5 Admin), shared so the
 * /admin screen refuses what the Worker would refuse before sending it.
 */
import type { SafetyCategory } from "./safety";
export const CONFIG_KEY_MAX_LENGTH = 100;
/** Keys are identifiers: letters, digits, dots, dashes and underscores. */
export const CONFIG_KEY_PATTERN = /^[A-Za-z0-9._-]+$/;
/**
 * A value's JSON text may use at most 60 KB (UTF-8 bytes), under the API's 64 KB body limit: room for the
 * default moderation lists (50 KB) and an admin's additions (test/worker/configs-guard-rails.test.ts keeps 8 KB).
 */
export const CONFIG_VALUE_MAX_BYTES = 60 * 1024;

export function isValidConfigKey(key: string): boolean {
  return key.length >= 1 && key.length <= CONFIG_KEY_MAX_LENGTH && CONFIG_KEY_PATTERN.test(key);
}

/** Size of a value as stored (its JSON text in UTF-8). */
export function configValueBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? "").length;
}

/** A config entry as the API sends it. */
export interface ConfigEntry {
  key: string;
  value: unknown;
}

/** What an admin did to a key: wrote it (PUT), added it (POST), had init write its default, or reset it. */
export const CONFIG_CHANGE_ACTIONS = ["write", "add", "init", "reset"] as const;
export type ConfigChangeAction = (typeof CONFIG_CHANGE_ACTIONS)[number];

/** An idea the default moderation lists refuse, in the category and language they refuse it in. */
export interface LetThroughIdea {
  idea: string;
  category: SafetyCategory;
  language: "en" | "fr";
}

/**
 * The ideas the defaults refuse that a `moderationLists` value lets through (POST
 * /api/configs/moderationLists/check): their exact count, and the first 100 named. Saving such lists
 * needs `confirmLetThrough` set to this count.
 */
export interface ModerationLetThrough {
  count: number;
  ideas: LetThroughIdea[];
}

/** What the admin confirmed with a change, kept in its audit row. */
export interface ConfigConfirmation {
  letThrough: ModerationLetThrough;
}

/** One row of the audit log (`GET /api/configs/audit`); before/after are null when nothing was stored. */
export interface ConfigChange {
  id: number;
  key: string;
  action: ConfigChangeAction;
  actorId: string;
  /** The admin's name when they made the change. */
  actorName: string | null;
  before: unknown;
  after: unknown;
  at: number;
  /** What the admin confirmed to make it (moderation lists letting ideas through), else null. */
  confirmation: ConfigConfirmation | null;
}

/** Nesting deeper than this is refused before the body is parsed; no config needs more than a few levels. */
export const CONFIG_MAX_DEPTH = 32;
