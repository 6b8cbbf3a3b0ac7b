import { env } from "cloudflare:test";

/** One table's fingerprint: how many rows, and a hash of all of them (order-independent). */
export interface TableSnapshot {
  rows: number;
  checksum: string;
}

export type DbSnapshot = Record<string, TableSnapshot>;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The test's databases: the app's, and sandbox billing's own (dev/sandbox-billing/schema.ts). */
const DATABASES = [env.DB, env.SANDBOX_DB!];

/** Every application table of one test D1 (SQLite's and D1's bookkeeping tables aside). */
export async function tableNames(database: D1Database = env.DB): Promise<string[]> {
  const { results } = await database.prepare(
    `SELECT name FROM sqlite_master
     WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       AND name <> 'd1_migrations'
     ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

/**
 * Row count and checksum of every table, so a test can assert that a refused
 * request wrote nothing anywhere: compare two snapshots with `toEqual`, and a
 * difference names the table. Rows are serialised and sorted before hashing,
 * so the checksum does not depend on the order SQLite happens to return them.
 */
export async function snapshotDb(): Promise<DbSnapshot> {
  const snapshot: DbSnapshot = {};
  for (const database of DATABASES) {
    const names = await tableNames(database);
    // One round trip for every table of a database, read in one transaction, so the snapshot is consistent.
    const results = await database.batch<Record<string, unknown>>(
      names.map((name) => database.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`)),
    );
    for (const [index, name] of names.entries()) {
      const rows = results[index]!.results;
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      snapshot[name] = { rows: rows.length, checksum: await sha256Hex(lines.join("\n")) };
    }
  }
  return snapshot;
}
