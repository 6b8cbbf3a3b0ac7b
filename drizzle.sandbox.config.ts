import { defineConfig } from "drizzle-kit";

// Sandbox billing's own database (SANDBOX_DB, development only): `npm run db:generate` writes its
// migrations beside it, as drizzle.config.ts does the app's.
export default defineConfig({
  dialect: "sqlite",
  schema: "./dev/sandbox-billing/schema.ts",
  out: "./dev/sandbox-billing/migrations",
});
