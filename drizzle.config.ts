import { defineConfig } from "drizzle-kit";

// drizzle-kit writes plain numbered SQL files that `wrangler d1 migrations apply`
// and the Worker tests (readD1Migrations) both read.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
