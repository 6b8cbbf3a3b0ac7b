import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The offline narrator's voice data is derived from node_modules (postinstall); rebuilt here if it is
// missing or stale, e.g. after `npm ci --ignore-scripts`. Writes nothing when it is current.
execFileSync(process.execPath, [path.join(import.meta.dirname, "scripts/voice-data.mjs")], { stdio: "inherit" });

const DEV_PARTS = path.join(import.meta.dirname, "dev/index.ts");
// The offline engine's own Worker (wrangler.offline-engine.toml), bundled by wrangler as it is for
// `npm start`, runs beside the Worker under test: generation goes through the real service binding.
const OFFLINE_ENGINE_BUNDLE = path.join(import.meta.dirname, ".wrangler/offline-engine-test");
execFileSync(
  process.execPath,
  ["node_modules/wrangler/bin/wrangler.js", "deploy", "--dry-run", "--outdir", OFFLINE_ENGINE_BUNDLE, "-c", "wrangler.offline-engine.toml"],
  { cwd: import.meta.dirname, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "error" } },
);

/** Secrets the Worker needs; tests use fixed, obviously fake values. */
const TEST_SECRETS = {
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcdef",
  PASSWORD_PEPPER: "test-pepper-0123456789abcdef",
  // Cloudflare's documented always-pass Turnstile test secret.
  TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
};

/** The bundle's entry first, then the WebAssembly and data files wrangler wrote beside it. */
type EngineModule = { type: "ESModule" | "CompiledWasm" | "Data"; path: string };

function offlineEngineModules(): EngineModule[] {
  const file = (name: string) => path.join(OFFLINE_ENGINE_BUNDLE, name);
  const typeOf = (name: string): EngineModule["type"] | undefined => (name.endsWith(".wasm") ? "CompiledWasm" : /\.(bin|ttf)$/.test(name) ? "Data" : undefined);
  const others = readdirSync(OFFLINE_ENGINE_BUNDLE).flatMap((name) => {
    const type = typeOf(name);
    return type ? [{ type, path: file(name) }] : [];
  });
  return [{ type: "ESModule", path: file("engine-worker.js") }, ...others];
}

/**
 * Worker tests run inside workerd with the real D1, R2, Queue, DO and rate-limit bindings. Most files
 * share one workerd per Vitest worker (isolate: false): no runtime start and module graph per file, and
 * setup.ts empties the storage before every test anyway. Measured on 16 files: 218 s → 46 s.
 */
function workerProject(name: string, include: string[], isolate: boolean) {
  return {
    plugins: [
      cloudflareTest(async () => ({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          workers: [
            {
              name: "fabulo-offline-engine",
              modulesRoot: OFFLINE_ENGINE_BUNDLE,
              modules: offlineEngineModules(),
              compatibilityDate: "2026-10-20",
              compatibilityFlags: ["nodejs_compat"],
            },
          ],
          bindings: {
            ...TEST_SECRETS,
            // Failed generation steps retry at once in tests (2 s, doubling, in wrangler.toml).
            GENERATION_RETRY_BASE_SECONDS: "0",
            TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
            // Sandbox billing's own database (SANDBOX_DB, wrangler.toml), migrated in setup.ts too.
            TEST_SANDBOX_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "dev/sandbox-billing/migrations")),
          },
          // The real queues, delivering as soon as a message is sent rather than collecting a batch for
          // a second (wrangler.toml's max_batch_timeout), which a test would only wait through.
          queueConsumers: {
            "fabulo-generation": { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 4, deadLetterQueue: "fabulo-generation-dlq" },
            "fabulo-generation-dlq": { maxBatchSize: 10, maxBatchTimeout: 0 },
          },
        },
      })),
    ],
    // wrangler.toml's [alias], which Vite does not read.
    resolve: {
      alias: { "@fabulo/dev-parts": DEV_PARTS },
    },
    test: {
      name,
      isolate,
      // Tests wait on state (waitForStatus, vi.waitFor), never on the clock; this only stops one that
      // hangs, after the longest wait (STORY_WAIT_MS in test/worker/generation-helpers.ts) and some.
      testTimeout: 120_000,
      // Emptying the storage before each test took over 10 s (the default) at load 9 on two cores.
      hookTimeout: 60_000,
      include,
      setupFiles: ["./test/worker/setup.ts"],
    },
  };
}

/**
 * A file that drives the generation queue gets a runtime of its own: a story its last test left
 * generating would otherwise hold the shared queue while the next file waited on its own stories.
 */
const WORKER_TESTS = readdirSync(path.join(import.meta.dirname, "test/worker")).filter((name) => name.endsWith(".test.ts"));
const DRIVES_QUEUE = /generation-helpers|generate-story|STORY_GENERATION|fabulo-generation|runHousekeeping/;
const queueTests = WORKER_TESTS.filter((name) => DRIVES_QUEUE.test(readFileSync(path.join(import.meta.dirname, "test/worker", name), "utf8")));
const sharedTests = WORKER_TESTS.filter((name) => !queueTests.includes(name));
const inWorkerFolder = (names: string[]) => names.map((name) => `test/worker/${name}`);

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which on the project's 2-vCPU CI machine means one
    // test file at a time; its own process is mostly idle here (workerd and happy-dom do the work).
    // Measured there: the worker project 750 s → 452 s, the UI project 94 s → 55 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      workerProject("worker", inWorkerFolder(sharedTests), false),
      workerProject("worker-queue", inWorkerFolder(queueTests), true),
      {
        // Binding-free modules (the engine's text, /shared…) and the command-line scripts, run as people run
        // them (real processes, real standard input): plain Node, no workerd to start, no storage to reset.
        // A script's process compiles the moderation lists (~0.4 s alone, several seconds on a busy machine):
        // the time limit only stops a hung process, as in the worker project.
        test: { name: "node", environment: "node", include: ["test/node/**/*.test.ts", "test/scripts/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        // UI tests render components in happy-dom with the real Lingui catalogs.
        plugins: [lingui({ macroTransform: true }), react()],
        test: {
          name: "ui",
          environment: "happy-dom",
          // As in the worker project: only a hung test is stopped (a screen's first render with its
          // catalogs takes seconds on a busy 2-core machine, more than the 5 s default allows).
          testTimeout: 30_000,
          include: ["test/ui/**/*.test.{ts,tsx}"],
          setupFiles: ["./test/ui/setup.ts"],
        },
      },
    ],
  },
});
