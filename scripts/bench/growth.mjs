// `npm run bench:growth`: the public list and my-stories as the database grows from 1 000 to
// 10 000 to 100 000 to 1 000 000 stories on one Worker. Each step's stories belong to new owners, 100 000
// at most each (the bulk seed's largest request), so one reader keeps 1 000 stories while the total grows
// and the newest owner holds up to 100 000 (the worst case for my-stories, whose page count counts the
// owner's stories). Sequential requests: latency, not throughput; and D1's rows read per request (its
// own result metadata, through the cost meter), which says whether a request stays flat whatever the
// machine's load. At the end, SQLite's plans for the same statements.
import { startWorker } from "./harness.mjs";
import { bulkStories, d1Query, describeMachine, httpClient, ms, printTable, sequentialLatency, takeOverAccount, thousands } from "./load.mjs";

const STEPS = (process.env.BENCH_STEPS ?? "1000,10000,100000,1000000").split(",").map(Number);
// POST /api/dev/bulk-stories seeds at most this many in one request.
const SEED_CHUNK = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const EXCLUDED = 24;
const PORT = Number(process.env.BENCH_PORT ?? 8812);
// STORIES_PAGE_SIZE in shared/story-json.ts: checks that every seeded story landed.
const PAGE_SIZE = 12;

console.log(describeMachine());
const worker = await startWorker({ port: PORT, vars: { COST_METER: "on" } });
const client = httpClient(worker.origin, 4);

async function getJson(path, token) {
  const response = await client.request("GET", path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, read: true });
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${response.text}`);
  return JSON.parse(response.text);
}

/** D1 rows one request reads, as D1's result metadata counts them (worker/http/cost-meter.ts). */
async function rowsRead(path, token) {
  const headers = { "x-request-cost": "1", ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(worker.origin + path, { headers });
  await response.arrayBuffer();
  return JSON.parse(response.headers.get("x-request-cost")).rowsRead;
}

const latency = (path, token) =>
  sequentialLatency({
    count: REQUESTS,
    warmup: WARMUP,
    send: () => client.request("GET", path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then((r) => r.status),
  });

try {
  const rows = [];
  const owners = [];
  let total = 0;
  let excludeQuery = "";
  const started = Date.now();
  for (const target of STEPS) {
    const added = target - total;
    const seedStarted = Date.now();
    let newest = 0;
    for (let seeded = 0; seeded < added; seeded += newest) {
      newest = Math.min(SEED_CHUNK, added - seeded);
      await bulkStories(client, newest, 1);
    }
    total = target;
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    // Each step's stories are newer than the earlier steps': the newest public story names its owner.
    const [newestStory] = (await getJson("/api/stories/public?lang=en-US")).stories;
    const owner = { stories: newest, token: await takeOverAccount(client, `bulk-${newestStory.user}@example.test`) };
    const { totalPages } = await getJson("/api/stories/my-stories?page=0", owner.token);
    if (totalPages !== Math.ceil(newest / PAGE_SIZE)) throw new Error(`the new owner has ${totalPages} pages, expected ${Math.ceil(newest / PAGE_SIZE)}`);
    owners.push(owner);
    console.log(`${thousands(total)} stories (${thousands(added)} added in ${seedSeconds.toFixed(1)} s)`);

    // A visitor on the third page: the newest 24 stories were on the first two.
    const seen = (await getJson("/api/stories/public?lang=en-US")).stories.map((story) => story._id);
    seen.push(...(await getJson(`/api/stories/public?lang=en-US&exclude=${seen.join(",")}`)).stories.map((story) => story._id));
    excludeQuery = seen.slice(0, EXCLUDED).join(",");

    const measured = [
      ["GET /api/stories/public", "-", "/api/stories/public?lang=en-US"],
      [`GET /api/stories/public (exclude ${EXCLUDED})`, "-", `/api/stories/public?lang=en-US&exclude=${excludeQuery}`],
      ["GET /api/stories/my-stories", owners[0].stories, "/api/stories/my-stories?page=0", owners[0].token],
    ];
    if (owners.length > 1) {
      const largest = owners.at(-1);
      measured.push(["GET /api/stories/my-stories", largest.stories, "/api/stories/my-stories?page=0", largest.token]);
    }
    for (const [name, owned, path, token] of measured) {
      const result = await latency(path, token);
      const read = await rowsRead(path, token);
      rows.push([thousands(total), name, typeof owned === "number" ? thousands(owned) : owned, thousands(read), ms(result.p50), ms(result.p99)]);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${REQUESTS} sequential requests per row after ${WARMUP} unmeasured (${seconds} s in all).\n`);
  printTable(["stories", "request", "caller's stories", "D1 rows read", "median ms", "p99 ms"], rows);

  // The statements the two endpoints run (worker/stories/queries.ts), planned on the largest step's rows.
  const cardColumns =
    "s.id, s.slug, s.title, s.description, s.cover_key, s.created_at, s.is_public, s.generating_status, s.likes, s.dislikes, s.feedback_count, s.language, s.user_id, r.reaction";
  const reader = "000000000000000000000000";
  const excludeJson = JSON.stringify(excludeQuery.split(","));
  const statements = [
    [
      "public list (with exclude)",
      `SELECT ${cardColumns} FROM stories s LEFT JOIN reactions r ON r.story_id = s.id AND r.user_id = '${reader}' ` +
        `WHERE s.is_public = 1 AND s.review = 'approved' AND s.hidden_at IS NULL AND s.language = 'en-US' AND s.generating_status IN ('CompletelyGenerated', 'PartiallyGenerated') ` +
        `AND s.id NOT IN (SELECT value FROM json_each('${excludeJson}')) ORDER BY s.created_at DESC LIMIT 12`,
    ],
    [
      "my-stories page",
      `SELECT ${cardColumns} FROM stories s LEFT JOIN reactions r ON r.story_id = s.id AND r.user_id = '${reader}' ` +
        `WHERE s.user_id = '${reader}' ORDER BY s.created_at DESC LIMIT 12 OFFSET 0`,
    ],
    ["my-stories page count", `SELECT count(*) FROM stories s WHERE s.user_id = '${reader}'`],
  ];
  console.log("\nEXPLAIN QUERY PLAN");
  for (const [name, sql] of statements) {
    const plan = await d1Query(worker.stateDir, `EXPLAIN QUERY PLAN ${sql}`);
    console.log(`  ${name}:`);
    for (const step of plan) console.log(`    ${step.detail}`);
  }
} finally {
  client.close();
  await worker.stop();
}
