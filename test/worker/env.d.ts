import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The migrations in migrations/, read by vitest.config.ts and applied in setup.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** Sandbox billing's own (dev/sandbox-billing/migrations), applied to SANDBOX_DB in setup.ts. */
      TEST_SANDBOX_MIGRATIONS: D1Migration[];
    }
  }
}
