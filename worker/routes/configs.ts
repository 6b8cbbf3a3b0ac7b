import { asc, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { ApiMessage } from "../../shared/messages";
import { CONFIG_KEY_MAX_LENGTH, CONFIG_KEY_PATTERN, configValueBytes, CONFIG_VALUE_MAX_BYTES } from "../../shared/configs";
import { requireAdmin } from "../auth/middleware";
import { DEFAULT_CONFIG, type ConfigKey } from "../config/defaults";
import { CONFIG_SCHEMAS } from "../config/schemas";
import { aiSpendToday } from "../generation/providers/workers-ai/budget";
import { invalidateConfigCache } from "../config/store";
import { db } from "../db/client";
import { configs } from "../db/schema";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";

/**
 * A `{ key, value }` body. A missing or blank key answers `Key is required`
 * (SPEC §5), so that check is attached to the object, not to the `key` field:
 * the shared validator turns a blank *field* into "Missing required fields".
 * The value is any JSON, null included (SPEC §3: "string, object, array or other"); only a
 * missing value is a missing field. On a known key, null stands for its default
 * (worker/config/store.ts); any other value must fit the key's schema.
 */
const configBody = z
  .object({
    key: z.preprocess(
      (key) => (typeof key === "string" && key.trim() === "" ? undefined : key),
      z
        .string()
        .trim()
        .max(CONFIG_KEY_MAX_LENGTH, ApiMessage.invalidConfigKey)
        .regex(CONFIG_KEY_PATTERN, ApiMessage.invalidConfigKey)
        .optional(),
    ),
    value: z
      .json()
      .refine((value) => configValueBytes(value) <= CONFIG_VALUE_MAX_BYTES, ApiMessage.configValueTooLarge),
  })
  .refine((body) => body.key !== undefined, ApiMessage.keyRequired)
  // A known key's value must fit its schema (a model id from its role's allow-list…): refused here,
  // naming the field, rather than stored and then ignored in favour of the default.
  .superRefine((body, context) => {
    if (body.key === undefined || body.value === null || !Object.hasOwn(CONFIG_SCHEMAS, body.key)) return;
    for (const issue of CONFIG_SCHEMAS[body.key as ConfigKey].safeParse(body.value).error?.issues ?? []) {
      context.addIssue({ code: "custom", path: ["value", ...issue.path.map(String)], message: issue.message });
    }
  })
  // The refinement above guarantees the key.
  .transform(({ key, value }) => ({ key: key as string, value }));

/**
 * The value as the column stores it: JSON text. Drizzle would write a JSON null as SQL NULL, which
 * the NOT NULL column refuses, so the text goes in as a parameter of its own.
 */
const storedJson = (value: unknown) => sql`${JSON.stringify(value)}`;

const listConfigs = (env: Env) =>
  db(env).select({ key: configs.key, value: configs.value }).from(configs).orderBy(asc(configs.key));

/**
 * /api/configs — runtime configuration (SPEC §7), admin role only (401 for
 * visitors, 403 for other users). Writes clear this isolate's config cache so
 * its next request reads the new value; other isolates see it within the
 * cache TTL (10 s, worker/config/store.ts).
 */
export const configRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  // With Workers AI, today's neurons against the daily budget and a default story's estimate.
  .get("/", async (c) => c.json({ configs: await listConfigs(c.env), aiSpend: c.env.AI_PROVIDER === "workers-ai" ? await aiSpendToday(c.env) : null }))
  .put("/", validate("json", configBody), async (c) => {
    const { key, value } = c.req.valid("json");
    const now = new Date();
    await db(c.env)
      .insert(configs)
      .values({ key, value: storedJson(value), updatedAt: now })
      .onConflictDoUpdate({ target: configs.key, set: { value: storedJson(value), updatedAt: now } });
    invalidateConfigCache();
    return c.json({ config: { key, value } });
  })
  .post("/", validate("json", configBody), async (c) => {
    const { key, value } = c.req.valid("json");
    // One statement decides existence and insertion, so two concurrent adds cannot both succeed.
    const inserted = await db(c.env)
      .insert(configs)
      .values({ key, value: storedJson(value), updatedAt: new Date() })
      .onConflictDoNothing()
      .returning({ key: configs.key });
    if (inserted.length === 0) throw new ApiError("keyExists");
    invalidateConfigCache();
    return c.json({ config: { key, value } }, 201);
  })
  .post("/init", async (c) => {
    const now = new Date();
    const rows = Object.entries(DEFAULT_CONFIG).map(([key, value]) => ({ key, value, updatedAt: now }));
    // Existing keys are left untouched: an admin's edit always wins over a default.
    const [created, all] = await db(c.env).batch([
      db(c.env).insert(configs).values(rows).onConflictDoNothing().returning({ key: configs.key }),
      listConfigs(c.env),
    ]);
    invalidateConfigCache();
    return c.json({ created: created.map((row) => row.key).sort(), configs: all });
  });
