import { Hono } from "hono";
import { z } from "zod";
import { ApiMessage } from "../../shared/messages";
import { CONFIG_KEY_MAX_LENGTH, CONFIG_KEY_PATTERN, configValueBytes, CONFIG_VALUE_MAX_BYTES } from "../../shared/configs";
import { requireAdmin } from "../auth/middleware";
import { configBodyGuard } from "../config/body-guard";
import { addConfig, initConfigs, listConfigChanges, listConfigs, resetConfig, writeConfig } from "../config/changes";
import type { ConfigKey } from "../config/defaults";
import { checkModerationLists } from "../config/moderation-coverage";
import { CONFIG_SCHEMAS } from "../config/schemas";
import { aiSpendToday } from "../generation/providers/workers-ai/budget";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";

/**
 * A `{ key, value }` body. A missing or blank key answers `Key is required`
 * (docs/product.md §5), so that check is attached to the object, not to the `key` field:
 * the shared validator turns a blank *field* into "Missing required fields".
 * The value is any JSON, null included (docs/product.md §3: "string, object, array or other"); only a
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
    /** The count of ideas the defaults refuse that new moderation lists let through, as the admin confirmed it. */
    confirmLetThrough: z.number().int().min(0).optional(),
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
  .transform(({ key, value, confirmLetThrough }) => ({ key: key as string, value, confirmLetThrough }));

const auditQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });
const keyParam = z.object({
  key: z.string().max(CONFIG_KEY_MAX_LENGTH, ApiMessage.invalidConfigKey).regex(CONFIG_KEY_PATTERN, ApiMessage.invalidConfigKey),
});
const checkBody = z.object({ value: CONFIG_SCHEMAS.moderationLists });

/**
 * /api/configs — runtime configuration (docs/product.md §7), admin role only (401 for visitors, 403 for other
 * users). Writes go through worker/config/changes.ts, which keeps the audit log and clears this
 * isolate's config cache; other isolates see a change within the cache TTL (10 s, worker/config/store.ts).
 */
export const configRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  // With Workers AI, today's neurons against the daily budget and a default story's estimate.
  .get("/", async (c) => c.json({ configs: await listConfigs(c.var.db), aiSpend: c.env.AI_PROVIDER === "workers-ai" ? await aiSpendToday(c.env) : null }))
  .put("/", configBodyGuard, validate("json", configBody), async (c) => {
    const { key, value, confirmLetThrough } = c.req.valid("json");
    await writeConfig(c.env.DB, c.get("user")!.id, key, value, { confirmLetThrough });
    return c.json({ config: { key, value } });
  })
  .post("/", configBodyGuard, validate("json", configBody), async (c) => {
    const { key, value, confirmLetThrough } = c.req.valid("json");
    await addConfig(c.env.DB, c.get("user")!.id, key, value, { confirmLetThrough });
    return c.json({ config: { key, value } }, 201);
  })
  .post("/init", async (c) => {
    const created = await initConfigs(c.env.DB, c.get("user")!.id);
    return c.json({ created, configs: await listConfigs(c.var.db) });
  })
  .get("/audit", validate("query", auditQuery), async (c) => c.json(await listConfigChanges(c.var.db, c.req.valid("query").page)))
  // The figures a moderation-lists edit would have beside the defaults', and what it lets through, before it is saved.
  .post("/moderationLists/check", configBodyGuard, validate("json", checkBody), (c) => {
    const { figures, defaults, acceptable, letThrough } = checkModerationLists(c.req.valid("json").value);
    return c.json({ figures, defaults, acceptable, letThrough });
  })
  .delete("/:key", validate("param", keyParam), async (c) => {
    await resetConfig(c.env.DB, c.get("user")!.id, c.req.valid("param").key);
    return c.body(null, 204);
  });
