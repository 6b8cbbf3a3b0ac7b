// `npm run bench:api`: the API under concurrent load on the local Workers runtime, with
// 10 000 public stories over 1 000 owners seeded. Each endpoint is shown beside
// GET /api/health (one D1 round trip) measured in the same run at the same concurrency:
// the ratios say what an endpoint costs above the runtime's own floor on this machine.
// Then the requests a family makes (a public-list read, a sign-in, a status poll), idle and while
// 1, 3 and 6 stories generate with the offline engine, which runs in its own workerd process.
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { run } from "../local-env.mjs";
import { percentile, startWorker } from "./harness.mjs";
import {
  bulkStories,
  closedLoop,
  confirmedAccount,
  d1Query,
  describeMachine,
  fakeClientIp,
  httpClient,
  ms,
  printTable,
  summarize,
  thousands,
} from "./load.mjs";

// BENCH_STORIES sets the library's size (the public list's cost is flat in it: bench:growth).
const STORIES = Number(process.env.BENCH_STORIES ?? 10_000);
const OWNERS = Math.max(1, Math.round(STORIES / 10));
const READERS = 32;
const EXCLUDED = 24;
// BENCH_CLIENTS="" skips the load rows; BENCH_GENERATING="" skips the rows while stories generate.
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? "16,64").split(",").filter(Boolean).map(Number);
const GENERATING = (process.env.BENCH_GENERATING ?? "1,3,6").split(",").filter(Boolean).map(Number);
const IDLE_SECONDS = 20;
// A reader's pace: each kind of request is sent again this long after its previous answer.
const PROBE_PAUSE_MS = 250;
const GENERATION_TIMEOUT_MS = 600_000;
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
const client = httpClient(worker.origin, Math.max(0, ...CONCURRENCY) + 8);
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
  // Readers react in the load rows only.
  for (let i = 0; i < (CONCURRENCY.length > 0 ? READERS : 0); i += 8) {
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
  for (const [name, send] of CONCURRENCY.length > 0 ? endpoints : []) {
    const code = await send(0);
    if (code < 200 || code >= 300) throw new Error(`${name} answered ${code} before the load started`);
  }
  const setupSeconds = (Date.now() - setupStarted) / 1000;

  console.log(
    `Seeded ${thousands(STORIES)} public stories over ${thousands(OWNERS)} owners; ${tokens.length} signed-in readers for reactions ` +
      `(set-up ${setupSeconds.toFixed(0)} s).`,
  );
  if (CONCURRENCY.length > 0) {
    console.log(
      `Closed loop: each client sends its next request when the previous one answers. ${DURATION_MS / 1000} s measured per row, ` +
        `in ${ROUNDS} slices taken in turn across the endpoints, each after ${WARMUP_MS / 1000} s unmeasured.`,
    );
    console.log("Ratios are against GET /api/health at the same concurrency (the runtime's floor: routing plus one D1 round trip).\n");
  }

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
  if (rows.length > 0) printTable(["endpoint", "clients", "req/s", "p50 ms", "p99 ms", "errors", "p50 vs health", "req/s vs health"], rows);
  for (const problem of problems) console.log(`\n${problem}`);
  if (GENERATING.length > 0) await whileGenerating(client, runId);
} finally {
  client.close();
  await worker.stop();
}

/**
 * One reader's requests, each kind in its own loop at a reader's pace (PROBE_PAUSE_MS after each
 * answer), until `until` resolves: a public-list read, a sign-in and a status poll. Latencies in ms.
 */
async function probe(client, { signIn, statusOf, token }, until) {
  let done = false;
  until.then(() => (done = true));
  const probes = {
    "GET /api/stories/public": () => client.request("GET", "/api/stories/public?lang=en-US"),
    "POST /api/users/login": () =>
      // Its own made-up address each time, as many families signing in would be: the per-client limits stay out of it.
      client.request("POST", "/api/users/login", { headers: { "CF-Connecting-IP": fakeClientIp() }, body: signIn }),
    "GET /api/stories/{id}/status": () =>
      client.request("GET", `/api/stories/${statusOf}/status`, { headers: { Authorization: `Bearer ${token}` } }),
  };
  const results = Object.fromEntries(Object.keys(probes).map((name) => [name, { latencies: [], errors: 0 }]));
  await Promise.all(
    Object.entries(probes).map(async ([name, send]) => {
      while (!done) {
        const start = performance.now();
        const { status } = await send().catch(() => ({ status: 0 }));
        results[name].latencies.push(performance.now() - start);
        if (status < 200 || status >= 300) results[name].errors++;
        await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
      }
    }),
  );
  return results;
}

/** Resolves once every story has reached a final status; rejects after GENERATION_TIMEOUT_MS. */
async function finished(client, stories) {
  const deadline = Date.now() + GENERATION_TIMEOUT_MS;
  const pending = new Set(stories);
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`${pending.size} stories still generating after ${GENERATION_TIMEOUT_MS / 1000} s`);
    for (const story of [...pending]) {
      const response = await client.request("GET", `/api/stories/${story.id}/status`, {
        headers: { Authorization: `Bearer ${story.token}` },
        read: true,
      });
      const { generatingStatus } = JSON.parse(response.text);
      if (generatingStatus === "CompletelyGenerated" || generatingStatus === "PartiallyGenerated") pending.delete(story);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The family's requests idle, then while 1, 3 and 6 stories generate offline (one new account each). */
async function whileGenerating(client, runId) {
  const password = "bench1234";
  const readerEmail = `bench-family-${runId}@example.test`;
  await confirmedAccount(client, readerEmail, password);
  const signIn = { email: readerEmail, password };
  const rows = [];
  const addRows = (condition, results, extra) => {
    for (const [name, { latencies, errors }] of Object.entries(results)) {
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push([condition, name, sorted.length, ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted.at(-1)), errors, extra]);
    }
  };

  // Idle: nothing generating; the status poll asks about a story that has finished.
  const idleStory = await createStories(client, runId, "idle", 1);
  await finished(client, idleStory);
  const idle = await probe(client, { signIn, statusOf: idleStory[0].id, token: idleStory[0].token }, new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)));
  addRows("idle", idle, "-");

  for (const count of GENERATING) {
    const started = performance.now();
    const stories = await createStories(client, runId, `n${count}`, count);
    const done = finished(client, stories);
    const results = await probe(client, { signIn, statusOf: stories[0].id, token: stories[0].token }, done.catch(() => {}));
    await done;
    const label = `while ${count} ${count === 1 ? "story generates" : "stories generate"} offline`;
    addRows(label, results, `${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(`${label}: measured`);
  }
  console.log(
    `\nA family's requests, each sent again ${PROBE_PAUSE_MS} ms after its answer: idle for ${IDLE_SECONDS} s, then while stories ` +
      "generate with the offline engine (its own workerd process), from the requests that create them until all are finished.\n",
  );
  printTable(["condition", "request", "samples", "p50 ms", "p95 ms", "max ms", "errors", "generation"], rows);
}

/** `count` stories created at once, each by a new free account (one story a week each), with their owners' tokens. */
async function createStories(client, runId, label, count) {
  const ideas = [["a dragon", "a lantern", "a rainy day"], ["a robot who bakes", "a birthday cake"], ["a lost kitten", "the seaside"]];
  const owners = await Promise.all(
    Array.from({ length: count }, (_, i) => confirmedAccount(client, `bench-maker-${runId}-${label}-${i}@example.test`)),
  );
  return Promise.all(
    owners.map(async (token, i) => {
      const response = await client.request("POST", "/api/stories/generate-story", {
        headers: { Authorization: `Bearer ${token}` },
        body: { storyInputs: ideas[i % ideas.length] },
        read: true,
      });
      if (response.status !== 200 && response.status !== 201) throw new Error(`generate-story answered ${response.status}: ${response.text}`);
      return { id: JSON.parse(response.text).story._id, token };
    }),
  );
}
