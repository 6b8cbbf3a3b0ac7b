/**
 * Bulk data for load and browsing tests (`POST /api/dev/bulk-stories`, development
 * only): many public stories spread over many owner accounts, written in large D1
 * batches. The stories are list entries, not playable ones: they have a title,
 * description and counts but no narrative or media.
 */
import { newId } from "../db/ids";
import type { Language } from "../db/schema";
import { insertBulkStories, insertBulkUsers, type BulkStoryRow } from "./queries";

export interface BulkRequest {
  count: number;
  language: Language;
  owners: number;
}

/** D1 allows 100 bound parameters per statement: 9 per story row, 11 rows per INSERT. */
const ROWS_PER_INSERT = 11;
const STATEMENTS_PER_BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedBulkStories(env: Pick<Env, "DB">, request: BulkRequest, now = Date.now()): Promise<{ stories: number; owners: number }> {
  const owners = Array.from({ length: request.owners }, () => newId());
  const userStatements = [];
  for (let i = 0; i < owners.length; i += 20) {
    const chunk = owners.slice(i, i + 20);
    userStatements.push(
      insertBulkUsers(
        env.DB,
        chunk.map((id, j): [string, string, string, number] => [id, `bulk-${id}@example.test`, `Reader ${i + j + 1}`, now]),
      ),
    );
  }
  for (let i = 0; i < userStatements.length; i += STATEMENTS_PER_BATCH) {
    await env.DB.batch(userStatements.slice(i, i + STATEMENTS_PER_BATCH));
  }

  const storyStatements = [];
  for (let i = 0; i < request.count; i += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, request.count - i) }, (_, j): BulkStoryRow => {
      const n = i + j + 1;
      const id = newId();
      // From a day back, older as n grows, one second apart: "newest first" has a stable order and
      // the stories people actually made stay at the top.
      return [id, `bulk-${id}`, owners[n % owners.length]!, `Story number ${n}`, `A story made to fill the lists (${n}).`, request.language, now - DAY_MS - n * 1000, n % 17, n % 5];
    });
    storyStatements.push(insertBulkStories(env.DB, rows));
  }
  for (let i = 0; i < storyStatements.length; i += STATEMENTS_PER_BATCH) {
    await env.DB.batch(storyStatements.slice(i, i + STATEMENTS_PER_BATCH));
  }
  return { stories: request.count, owners: owners.length };
}
