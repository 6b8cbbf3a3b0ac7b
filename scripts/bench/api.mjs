// `npm run bench:api`: the API under concurrent load on the local Workers runtime, with
// 10 000 public stories over 1 000 owners seeded. Each endpoint is shown beside
// GET /api/health (one D1 round trip) measured in the same run at the same concurrency:
// the ratios say what an endpoint costs above the runtime's own floor on this machine.
import { existsSync } from "node:fs";
import { run } from "../local-env.mjs";
import { startWorker } from "./harness.mjs";
import { bulkStories, closedLoop, confirmedAccount, d1Query, describeMachine, httpClient, ms, printTable, summarize, thousands } from "./load.mjs";

const STORIES = 10_000;
const OWNERS = 1_000;
const READERS = 32;
const EXCLUDED = 24;
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? "16,64").split(",").map(Number);
// Each row is measured in ROUNDS slices taken in turn with the other endpoints', so a burst of
// activity elsewhere on the machine spreads over every row instead of skewing one of them.
const ROUNDS = 3;
const WARMUP_MS = 1_000;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 12) * 1000;
// Its own port, so it can run beside `npm start` and the other benchmarks.
const PORT = Number(process.env.BENCH_PORT ?? 8811);

// GET /story/<slug> answers with the built SPA shell.
if (!existsSync("dist/client/index.html")) await run("npx", ["vite", "build"], { stdio: ["ignore", "ignore", "inherit"] });

console.log(describeMachine());
const setupStarted = Date.now();
const worker = await startWorker({ port: PORT });
const client = httpClient(worker.origin, Math.max(...CONCURRENCY) + 8);
try {
  await bulkStories(client, STORIES, OWNERS);
  const stories = await d1Query(worker.stateDir, "SELECT id, slug FROM stories");
  if (stories.length !== STORIES) throw new Error(`expected ${STORIES} stories, found ${stories.length}`);

  // A visitor on the third page: the newest 24 stories were on the first two.
  const seen = [];
  while (seen.length < EXCLUDED) {
    const query = seen.length > 0 ? `&exclude=${seen.join(",")}` : "";
    const response = await client.request("GET", `/api/stories/public?lang=en-US${query}`, { read: true });
    const { stories: page } = JSON.parse(response.text);
    if (page.length === 0) throw new Error("the public list ran out before the first two pages");
    seen.push(...page.map((story) => story._id));
  }
  const excludeQuery = seen.slice(0, EXCLUDED).join(",");

  const tokens = [];
  const runId = Date.now();
  for (let i = 0; i < READERS; i += 8) {
    const batch = Array.from({ length: Math.min(8, READERS - i) }, (_, j) => confirmedAccount(client, `bench-reader-${runId}-${i + j}@example.test`));
    tokens.push(...(await Promise.all(batch)));
  }

  const randomStory = () => stories[Math.floor(Math.random() * stories.length)];
  const status = (promise) => promise.then((response) => response.status);
  const reactionTurn = new Map();
  const endpoints = [
    ["GET /api/health", () => status(client.request("GET", "/api/health"))],
    ["GET /api/stories/public", () => status(client.request("GET", "/api/stories/public?lang=en-US"))],
    [`GET /api/stories/public (exclude ${EXCLUDED})`, () => status(client.request("GET", `/api/stories/public?lang=en-US&exclude=${excludeQuery}`))],
    ["GET /api/stories/slug/{slug}", () => status(client.request("GET", `/api/stories/slug/${randomStory().slug}`))],
    ["GET /story/{slug}", () => status(client.request("GET", `/story/${randomStory().slug}`))],
    [
      "POST /api/stories/{id}/react",
      (index) => {
        // Each client alternates like and dislike, on a random story each time.
        const turn = (reactionTurn.get(index) ?? 0) + 1;
        reactionTurn.set(index, turn);
        return status(
          client.request("POST", `/api/stories/${randomStory().id}/react`, {
            headers: { Authorization: `Bearer ${tokens[index % tokens.length]}` },
            body: { reaction: turn % 2 === 0 ? "dislike" : "like" },
          }),
        );
      },
    ],
  ];

  // One request each first: a broken endpoint stops the run instead of filling a row with errors.
  for (const [name, send] of endpoints) {
    const code = await send(0);
    if (code < 200 || code >= 300) throw new Error(`${name} answered ${code} before the load started`);
  }
  const setupSeconds = (Date.now() - setupStarted) / 1000;

  console.log(
    `Seeded ${thousands(STORIES)} public stories over ${thousands(OWNERS)} owners; ${READERS} signed-in readers for reactions ` +
      `(set-up ${setupSeconds.toFixed(0)} s).`,
  );
  console.log(
    `Closed loop: each client sends its next request when the previous one answers. ${DURATION_MS / 1000} s measured per row, ` +
      `in ${ROUNDS} slices taken in turn across the endpoints, each after ${WARMUP_MS / 1000} s unmeasured.`,
  );
  console.log("Ratios are against GET /api/health at the same concurrency (the runtime's floor: routing plus one D1 round trip).\n");

  const rows = [];
  const problems = [];
  for (const concurrency of CONCURRENCY) {
    const runs = endpoints.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, send]] of endpoints.entries()) {
        runs[i].push(await closedLoop({ concurrency, warmupMs: WARMUP_MS, durationMs: DURATION_MS / ROUNDS, send }));
      }
    }
    const results = runs.map(summarize);
    const floor = results[0];
    for (const [i, [name]] of endpoints.entries()) {
      const result = results[i];
      if (result.firstError) problems.push(`${name} at ${concurrency}: ${result.errors} errors, first: ${result.firstError}`);
      rows.push([
        name,
        concurrency,
        result.perSecond.toFixed(0),
        ms(result.p50),
        ms(result.p99),
        result.errors,
        `${(result.p50 / floor.p50).toFixed(2)}×`,
        `${(result.perSecond / floor.perSecond).toFixed(2)}×`,
      ]);
    }
  }
  printTable(["endpoint", "clients", "req/s", "p50 ms", "p99 ms", "errors", "p50 vs health", "req/s vs health"], rows);
  for (const problem of problems) console.log(`\n${problem}`);
} finally {
  client.close();
  await worker.stop();
}
