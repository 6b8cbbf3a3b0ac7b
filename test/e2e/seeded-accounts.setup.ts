import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { createAccount, localD1 } from "./helpers";
import { seededAccountsFile, seeds, type SeededAccount } from "./seeded-accounts";

const sqlList = (emails: string[]) => emails.map((email) => `'${email.toLowerCase().replaceAll("'", "''")}'`).join(", ");

// A second process writing the e2e server's local D1 while a test makes the server write fails that
// write (500, SQLITE_BUSY): the admins and established readers are made here, before any test, in one.
setup("the admins and established readers the tests sign in as", async ({ request }) => {
  const { project } = setup.info();
  const wanted = Object.entries(seeds(project.retries));
  // Through the API, as createAccount makes any account (each from its own address).
  const made = await Promise.all(
    wanted.map(async ([key, seed]) => {
      const account = await createAccount(request, { tag: key, name: seed.name, language: seed.language });
      return [key, { ...account, language: seed.language }] as const;
    }),
  );
  const accounts: Record<string, SeededAccount> = Object.fromEntries(made);
  const emails = (as: "admin" | "established") => wanted.filter(([, seed]) => seed.as === as).map(([key]) => accounts[key]!.email);

  // `npm start` writes the demo content as the server comes up: not while the command below runs.
  await expect
    .poll(async () => ((await (await request.get("/api/dev/seed")).json()) as { seeded: boolean }).seeded, { timeout: 60_000 })
    .toBe(true);
  const admins = sqlList(emails("admin"));
  const established = sqlList(emails("established"));
  const monthAgo = Date.now() - 30 * 24 * 3_600_000;
  // As scripts/admin-grant.mjs grants the role; established as worker/stories/reports.ts weighs a reader.
  const [granted, aged] = localD1(
    [
      `UPDATE users SET role = 'admin' WHERE email IN (${admins}) RETURNING email;`,
      `UPDATE users SET created_at = ${monthAgo} WHERE email IN (${established}) RETURNING email;`,
      `INSERT OR IGNORE INTO story_creations (story_id, user_id, created_at) SELECT users.id || '-made-' || n, users.id, ${monthAgo}
        FROM users, (SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3) WHERE email IN (${established});`,
    ].join(" "),
  );
  expect(granted?.results).toHaveLength(emails("admin").length);
  expect(aged?.results).toHaveLength(emails("established").length);

  mkdirSync(project.outputDir, { recursive: true });
  writeFileSync(seededAccountsFile(project.outputDir), JSON.stringify(accounts, null, 2));
});
