import { applyD1Migrations, env, listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { beforeEach } from "vitest";
import { invalidateConfigCache } from "../../worker/config/store";
import { tableNames } from "./db-snapshot";

// Each test file starts with its own empty storage, so the migrations wrangler applies locally and in
// production run once per file; each test then starts from empty tables, bucket and Durable Objects by
// deleting their data, a fifth of the cost of rebuilding the schema before every test.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const TABLES = await tableNames();

const emptiedObjects = new Set<string>();

/**
 * A story's object is named by its story id, which tests draw afresh, so each object is emptied once,
 * after the test that made it (emptying all of them before every test cost ~15 ms an object).
 */
async function emptyObjects<T extends Rpc.DurableObjectBranded | undefined>(namespace: DurableObjectNamespace<T>): Promise<void> {
  for (const id of await listDurableObjectIds(namespace)) {
    if (emptiedObjects.has(id.toString())) continue;
    emptiedObjects.add(id.toString());
    await runInDurableObject(namespace.get(id), async (_instance, state) => {
      await state.storage.deleteAlarm();
      await state.storage.deleteAll();
    });
  }
}

/** Deletes every row, object and story state a test may have written, leaving the schema in place. */
async function emptyStorage(): Promise<void> {
  await env.DB.batch([
    // Rows go in any order; the foreign keys are checked once all of them are gone.
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...TABLES.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
  for (let listed = await env.MEDIA.list(); listed.objects.length > 0; listed = await env.MEDIA.list()) {
    await env.MEDIA.delete(listed.objects.map((object) => object.key));
  }
  await emptyObjects(env.STORY_GENERATION);
  await emptyObjects(env.STORY_TALLY);
}

beforeEach(async () => {
  await emptyStorage();
  invalidateConfigCache();
});
