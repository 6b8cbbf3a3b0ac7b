// `npm run bench:likes`: a like storm on one story of a local app (wrangler dev, loopback only, every
// loop bounded). BENCH_LIKES readers (seeded straight into the local D1, signed in with access tokens
// minted from .dev.vars) each like the same story, BENCH_CLIENTS at a time, while a reader keeps
// asking for other things (another story's JSON signed in, the story's summary, the health check).
// Prints likes sent, answered and counted (the story's row once its tallies are folded, and the
// reaction rows), the storm's rate and latency, and the other requests' p50/p95 idle and meanwhile.
import { mkdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { signAccessToken } from "../../worker/auth/access-token.ts";
import { percentile, startWorker } from "./harness.mjs";
import { bulkStories, d1Query, describeMachine, httpClient, ms, printTable } from "./load.mjs";

const LIKES = Math.min(Number(process.env.BENCH_LIKES ?? 1000), 5000);
const CLIENTS = Math.min(Number(process.env.BENCH_CLIENTS ?? 32), 128);
const PORT = Number(process.env.BENCH_PORT ?? 8840);
const IDLE_PROBES = 60;
const PROBE_PAUSE_MS = 20;
// Waiting for the last fold: the story's tallies are asked for at most this many times, a second apart.
const FOLD_CHECKS = 30;

// wrangler dev wants the assets directory to exist; this bench asks the API only, so no build is needed.
mkdirSync("dist/client", { recursive: true });
console.log(describeMachine());
const worker = await startWorker({ port: PORT });
// startWorker writes .dev.vars when it is missing; the Worker reads its secret from there.
const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1];
if (!secret) throw new Error(".dev.vars has no JWT_SECRET");
const client = httpClient(worker.origin, CLIENTS + 8);
const sqlRows = (sql) => d1Query(worker.stateDir, sql);
try {
  await bulkStories(client, 24, 4);
  const [target, other] = await sqlRows("SELECT id, slug FROM stories ORDER BY id LIMIT 2");

  // Readers straight into D1: registering a thousand through the API would measure password hashing.
  await sqlRows(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LIKES})
     INSERT INTO users (id, email, name, password_hash, email_confirmed_at)
     SELECT printf('bee0%020x', i), printf('liker-%d@example.test', i), 'Liker', 'unused', 0 FROM n`,
  );
  const tokens = await Promise.all(
    Array.from({ length: LIKES }, (_, i) =>
      signAccessToken({ JWT_SECRET: secret }, { id: `bee0${(i + 1).toString(16).padStart(20, "0")}`, role: "user", plan: "free", language: "en-US" }),
    ),
  );
  const probeToken = tokens[0];

  const probes = [
    ["GET /api/stories/slug/<other> (signed in)", () => client.request("GET", `/api/stories/slug/${other.slug}`, { headers: { Authorization: `Bearer ${probeToken}` } })],
    ["GET /api/stories/<target>/summary", () => client.request("GET", `/api/stories/${target.id}/summary`)],
    ["GET /api/health", () => client.request("GET", "/api/health")],
  ];

  /** Each probe in turn until `until()` says stop (or `count` rounds): latencies per probe. */
  async function probeWhile(until, count = Infinity) {
    const latencies = probes.map(() => []);
    for (let round = 0; round < count && !until(); round++) {
      for (const [i, [, send]] of probes.entries()) {
        const start = performance.now();
        const { status } = await send();
        if (status !== 200) throw new Error(`${probes[i][0]} answered ${status}`);
        latencies[i].push(performance.now() - start);
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
    return latencies.map((values) => values.sort((a, b) => a - b));
  }

  const idle = await probeWhile(() => false, IDLE_PROBES);
  const countsNow = async () =>
    (
      await sqlRows(
        `SELECT likes, (SELECT count(*) FROM reactions WHERE story_id = '${target.id}' AND reaction = 'like') AS likeRows FROM stories WHERE id = '${target.id}'`,
      )
    )[0];
  // The bulk seed gives stories likes of their own: the storm's are what the row gains.
  const before = await countsNow();

  // The storm: every reader likes the target once, CLIENTS requests in flight.
  let next = 0;
  let done = false;
  const likeLatencies = [];
  const statuses = new Map();
  const stormStarted = performance.now();
  const storm = Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < LIKES) {
        const token = tokens[next++];
        const start = performance.now();
        const { status } = await client.request("POST", `/api/stories/${target.id}/react`, {
          headers: { Authorization: `Bearer ${token}` },
          body: { reaction: "like" },
        });
        likeLatencies.push(performance.now() - start);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  ).then(() => {
    done = true;
  });
  const during = await probeWhile(() => done);
  await storm;
  const stormSeconds = (performance.now() - stormStarted) / 1000;

  // The last fold runs a second after the last like: wait for the tallies to be gone (state, not a timer).
  let pending = Infinity;
  for (let check = 0; check < FOLD_CHECKS && pending > 0; check++) {
    [{ pending }] = await sqlRows(`SELECT count(*) AS pending FROM reaction_tallies WHERE story_id = '${target.id}'`);
    if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const after = await countsNow();
  const counted = { likes: after.likes - before.likes, likeRows: after.likeRows - before.likeRows };

  likeLatencies.sort((a, b) => a - b);
  const answered = statuses.get(200) ?? 0;
  console.log(`\nLike storm on one story: ${LIKES} readers, ${CLIENTS} at a time\n`);
  printTable(
    ["likes sent", "answered 200", "other statuses", "likes counted (row gain)", "new reaction rows", "tallies left", "likes/s", "like p50", "like p95"],
    [
      [
        LIKES,
        answered,
        [...statuses].filter(([status]) => status !== 200).map(([status, n]) => `${n} × ${status}`).join(", ") || "-",
        counted.likes,
        counted.likeRows,
        pending,
        (LIKES / stormSeconds).toFixed(0),
        ms(percentile(likeLatencies, 50)),
        ms(percentile(likeLatencies, 95)),
      ],
    ],
  );
  console.log("\nOther requests, one reader, idle and during the storm (ms)\n");
  printTable(
    ["request", "idle p50", "idle p95", "storm p50", "storm p95", "storm n"],
    probes.map(([name], i) => [
      name,
      ms(percentile(idle[i], 50)),
      ms(percentile(idle[i], 95)),
      ms(percentile(during[i], 50)),
      ms(percentile(during[i], 95)),
      during[i].length,
    ]),
  );
  if (counted.likes !== answered || counted.likeRows !== answered) {
    throw new Error(`lost likes: ${answered} answered, ${counted.likes} counted, ${counted.likeRows} rows`);
  }
} finally {
  await worker.stop();
}
