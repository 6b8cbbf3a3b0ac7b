import { applyD1Migrations, env, listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { beforeEach } from "vitest";
import { invalidateConfigCache } from "../../worker/config/store";
import { purgeListsFromEdge, purgeStoryFromEdge } from "../../worker/http/edge-cache";
import { LANGUAGES, type Language } from "../../shared/enums";
import { tableNames } from "./db-snapshot";

// The migrations wrangler applies locally and in production run once per runtime (a file that drives the
// generation queue has its own; the others share one, and find them applied); each test then starts from
// empty tables, bucket and Durable Objects by deleting their data, a fifth of the cost of rebuilding the
// schema before every test.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.SANDBOX_DB!, env.TEST_SANDBOX_MIGRATIONS);
const TABLES = await tableNames();
const SANDBOX_TABLES = await tableNames(env.SANDBOX_DB);

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

/**
 * The shared cache outlives a test: every key the Worker can have stored is made from a story still
 * in D1 (stories deleted by the API purge their own) or from a language.
 */
async function emptyEdgeCache(): Promise<void> {
  const { results } = await env.DB.prepare("SELECT id, slug, language FROM stories").all<{ id: string; slug: string; language: Language }>();
  await Promise.all([...results.map((story) => purgeStoryFromEdge(env, story)), ...LANGUAGES.map((language) => purgeListsFromEdge(env, language))]);
}

/** Deletes every row, object and story state a test may have written, leaving the schema in place. */
async function emptyStorage(): Promise<void> {
  await emptyEdgeCache();
  await env.DB.batch([
    // Rows go in any order; the foreign keys are checked once all of them are gone.
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...TABLES.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
  const sandbox = env.SANDBOX_DB!;
  await sandbox.batch([sandbox.prepare("PRAGMA defer_foreign_keys = on"), ...SANDBOX_TABLES.map((name) => sandbox.prepare(`DELETE FROM "${name}"`))]);
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
