// `npm run bench:dev-start`: the dev server's cold start, from `npm run dev` to its first answers:
// the page (`/`, the SPA) and the API (`/api/health`, the Worker and D1), each run in a fresh state
// directory. BENCH_RUNS sets the number of runs (3 by default); the median is printed.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { describeMachine, printTable } from "./load.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = process.env.BENCH_PORT ?? "5899";
const STATE = `.wrangler/bench-dev-start-${PORT}`;

/** Milliseconds until `url` first answers 200, from `start`. */
async function firstAnswer(url, start, child) {
  while (child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return performance.now() - start;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`npm run dev exited (${child.exitCode}) before ${url} answered`);
}

async function oneRun() {
  rmSync(STATE, { recursive: true, force: true });
  const start = performance.now();
  const child = spawn("npm", ["run", "dev"], {
    stdio: "ignore",
    detached: true,
    env: { ...process.env, PORT, WORKER_PORT: String(Number(PORT) + 1), FABULO_STATE_DIR: STATE },
  });
  try {
    const origin = `http://localhost:${PORT}`;
    const [page, api] = await Promise.all([firstAnswer(`${origin}/`, start, child), firstAnswer(`${origin}/api/health`, start, child)]);
    return { page, api };
  } finally {
    process.kill(-child.pid, "SIGINT");
    await new Promise((resolve) => (child.exitCode === null ? child.on("exit", resolve) : resolve()));
    rmSync(STATE, { recursive: true, force: true });
  }
}

const machine = describeMachine();
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await oneRun());
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
console.log(`\nnpm run dev, cold start (fresh state directory), median of ${RUNS} runs. ${machine}`);
printTable(
  ["first answer", "median", "runs"],
  [
    ["GET / (the SPA)", seconds(median(runs.map((run) => run.page))), runs.map((run) => seconds(run.page)).join(", ")],
    ["GET /api/health (Worker, D1)", seconds(median(runs.map((run) => run.api))), runs.map((run) => seconds(run.api)).join(", ")],
  ],
);
