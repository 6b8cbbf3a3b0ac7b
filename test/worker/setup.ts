import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeEach } from "vitest";
import { invalidateConfigCache } from "../../worker/config/store";

// Every test starts from empty storage with the same migration files wrangler
// applies locally and in production, so no test depends on another's data.
beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  invalidateConfigCache();
});
