// `npm run bench:cost`: what the most frequent requests cost on Cloudflare's meters — D1 queries, and
// rows read and written as D1's own result metadata counts them, R2 operations by class, Durable Object
// calls, queue messages — measured at the binding boundary of a development Worker (COST_METER=on,
// worker/http/cost-meter.ts) on a library of BENCH_STORIES public stories. Each request runs RUNS times
// and the median is shown beside its budget in docs/capacity.md (the table after `<!-- cost budgets -->`);
// a request over any budget, or without one, fails the bench.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { run } from "../local-env.mjs";
import { adminAccount, startWorker } from "./harness.mjs";
import { DUMMY_CAPTCHA, bulkStories, d1Query, describeMachine, fakeClientIp, httpClient, outboxLink, printTable, thousands } from "./load.mjs";

const STORIES = Number(process.env.BENCH_STORIES ?? 2_000);
const RUNS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8850);
const PASSWORD = "bench1234";
const FINAL = new Set(["CompletelyGenerated", "PartiallyGenerated"]);
const COUNTERS = ["d1Queries", "rowsRead", "rowsWritten", "r2ClassA", "r2ClassB", "durableObjectCalls", "queueMessages"];
const HEADERS = ["D1 queries", "rows read", "rows written", "R2 class A", "R2 class B", "DO calls", "queue messages"];

/** The budgets: docs/capacity.md's table after the marker, one row per request, the counters in COUNTERS' order. */
function readBudgets() {
  const readme = readFileSync("docs/capacity.md", "utf8");
  const start = readme.indexOf("<!-- cost budgets -->");
  if (start < 0) throw new Error("docs/capacity.md has no <!-- cost budgets --> table");
  const rows = readme.slice(start).split("\n").slice(1);
  const table = rows.slice(rows.findIndex((line) => line.startsWith("|")));
  const budgets = new Map();
  for (const line of table.slice(2)) {
    if (!line.startsWith("|")) break;
    const [name, ...cells] = line.split("|").slice(1, -1).map((cell) => cell.trim());
    budgets.set(name.replace(/`/g, ""), cells.map(Number));
  }
  return budgets;
}

// GET / and GET /story/<slug> answer with the built SPA shell.
if (!existsSync("dist/client/index.html")) await run("npx", ["vite", "build"], { stdio: ["ignore", "ignore", "inherit"] });

console.log(describeMachine());
const budgets = readBudgets();
const worker = await startWorker({ port: PORT, vars: { COST_METER: "on" } });
const bulk = httpClient(worker.origin, 4);

/** One request; its answer's JSON (when it has some), status, cost (when asked) and headers. */
async function send(method, path, { token, body, cookie, metered = false } = {}) {
  const headers = { "CF-Connecting-IP": fakeClientIp() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (metered) headers["x-request-cost"] = "1";
  const response = await fetch(worker.origin + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  const cost = response.headers.get("x-request-cost");
  if (metered && !cost) throw new Error(`${method} ${path}: no cost in the answer (is COST_METER on?)`);
  let json = null;
  if (response.headers.get("Content-Type")?.includes("json")) json = JSON.parse(text);
  return { status: response.status, json, cost: cost ? JSON.parse(cost) : null, headers: response.headers };
}

/** A family's account, made as a person makes one; its token and refresh cookie. */
async function family(email) {
  await send("POST", "/api/users/register", { body: { email, password: PASSWORD, name: "Bench family", captchaValue: DUMMY_CAPTCHA } });
  await send("POST", "/api/users/confirm-email", { body: { token: await outboxLink(bulk, email, "/confirm-email") } });
  const signedIn = await send("POST", "/api/users/login", { body: { email, password: PASSWORD } });
  return { email, token: signedIn.json.accessToken, cookie: refreshCookie(signedIn.headers) };
}

const refreshCookie = (headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("fabulo_refresh="))?.split(";")[0];

async function generated(token) {
  const created = await send("POST", "/api/stories/generate-story", { token, body: { storyInputs: ["a kite", "a fox"] }, metered: true });
  const id = created.json.story._id;
  for (;;) {
    const { json } = await send("GET", `/api/stories/${id}/status`, { token });
    if (FINAL.has(json.generatingStatus)) return { id, cost: created.cost };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Bytes and count of the objects the local R2 holds: its blob files under the Worker's state directory. */
function r2Objects(dir = path.join(worker.stateDir, "v3", "r2"), inBlobs = false) {
  let bytes = 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = r2Objects(file, inBlobs || entry.name === "blobs");
      bytes += inner.bytes;
      count += inner.count;
    } else if (inBlobs) {
      bytes += statSync(file).size;
      count += 1;
    }
  }
  return { bytes, count };
}

const databaseBytes = async () => (await send("GET", "/api/health", { metered: true })).cost.databaseBytes;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const setupStarted = Date.now();
  const emptyBytes = await databaseBytes();
  await bulkStories(bulk, STORIES, Math.max(1, Math.round(STORIES / 10)));
  const seededBytes = await databaseBytes();
  const admin = await adminAccount(worker);
  // Room for the bench's stories this week, and publishing without review so a family's story is public at once.
  await send("PUT", "/api/configs", { token: admin, body: { key: "weeklyLimits", value: { free: 1000, basic: 1000, premium: 1000 } } });
  const owner = await family(`bench-owner-${Date.now()}@example.test`);
  const reader = await family(`bench-reader-${Date.now()}@example.test`);

  // The owner's stories, made first: their creation is measured as they are made.
  const creations = [];
  for (let i = 0; i < RUNS; i++) creations.push(await generated(owner.token));
  const generatedBytes = await databaseBytes();
  const story = creations[0];
  await send("PUT", `/api/stories/public/${story.id}`, { token: owner.token });
  const review = await send("GET", "/api/admin/review", { token: admin });
  if (JSON.stringify(review.json).includes(story.id)) await send("POST", `/api/admin/review/${story.id}`, { token: admin, body: { decision: "approve" } });
  const { json: storyJson } = await send("GET", `/api/stories/${story.id}`);
  if (!storyJson.story.isPublic || !storyJson.story.coverImage) throw new Error("the owner's story is not public with a cover");
  await send("POST", `/api/stories/${story.id}/feedbacks`, { token: reader.token, body: { feedbackText: "We loved the fox." } });

  const { json: firstPages } = await send("GET", "/api/stories/public?lang=en-US");
  const seen = firstPages.stories.map((card) => card._id);
  seen.push(...(await send("GET", `/api/stories/public?lang=en-US&exclude=${seen.join(",")}`)).json.stories.map((card) => card._id));
  const others = (await send("GET", `/api/stories/public?lang=en-US&exclude=${seen.join(",")}`)).json.stories.map((card) => card._id);
  const slug = storyJson.story.slug;
  const cover = new URL(storyJson.story.coverImage, worker.origin);
  console.log(`Seeded ${thousands(STORIES)} public stories; set-up ${((Date.now() - setupStarted) / 1000).toFixed(0)} s.`);
  // What a story weighs: D1's own size (meta.size_after, whole 4 KB pages) before and after, the text columns
  // of the generated ones, and the local R2's objects (only generated stories have any).
  const [text] = await d1Query(
    worker.stateDir,
    "SELECT avg(length(CAST(narrative AS BLOB))) AS narrative, avg(length(CAST(plan AS BLOB))) AS plan, avg(length(CAST(story_inputs AS BLOB)) + length(CAST(title AS BLOB)) + length(CAST(description AS BLOB))) AS card FROM stories WHERE narrative IS NOT NULL",
  );
  const [assets] = await d1Query(worker.stateDir, "SELECT count(*) * 1.0 / count(DISTINCT story_id) AS rows FROM story_assets");
  const media = r2Objects();
  console.log(
    `D1: ${kb((seededBytes - emptyBytes) / STORIES)} per list-only story (the bulk seed's rows and index entries); ` +
      `${kb((generatedBytes - seededBytes) / RUNS)} per generated story (${RUNS} offline stories: narrative ${kb(text.narrative)}, plan ${kb(text.plan)}, ` +
      `title, description and ideas ${kb(text.card)}, ${assets.rows.toFixed(0)} asset rows); database ${kb(generatedBytes)} in all.`,
  );
  console.log(`R2: ${kb(media.bytes / RUNS)} in ${(media.count / RUNS).toFixed(0)} objects per generated story.\n`);

  let cookie = owner.cookie;
  // [name, who, the request (run i)]; each runs RUNS times, the median per counter is kept.
  const requests = [
    ["GET /api/stories/public", "visitor", () => send("GET", "/api/stories/public?lang=en-US", { metered: true })],
    ["GET /api/stories/public (3rd page)", "visitor", () => send("GET", `/api/stories/public?lang=en-US&exclude=${seen.join(",")}`, { metered: true })],
    ["GET / (browse page)", "visitor", () => send("GET", "/", { metered: true })],
    ["GET /story/{slug} (story page)", "visitor", () => send("GET", `/story/${slug}`, { metered: true })],
    ["GET /api/stories/slug/{slug}", "visitor", () => send("GET", `/api/stories/slug/${slug}`, { metered: true })],
    ["GET /api/stories/slug/{slug}", "reader", () => send("GET", `/api/stories/slug/${slug}`, { token: reader.token, metered: true })],
    ["GET /media/{cover}", "visitor", () => send("GET", cover.pathname + cover.search, { metered: true })],
    ["GET /api/stories/{id}/summary", "visitor", () => send("GET", `/api/stories/${story.id}/summary`, { metered: true })],
    ["POST /api/stories/{id}/react (like)", "reader", (i) => send("POST", `/api/stories/${others[i]}/react`, { token: reader.token, body: { reaction: "like" }, metered: true })],
    ["GET /api/stories/liked-stories", "reader", () => send("GET", "/api/stories/liked-stories?page=0", { token: reader.token, metered: true })],
    ["POST /api/stories/{id}/feedbacks", "reader", (i) => send("POST", `/api/stories/${others[i]}/feedbacks`, { token: reader.token, body: { feedbackText: "Again!" }, metered: true })],
    ["GET /api/stories/{id}/feedbacks", "owner", () => send("GET", `/api/stories/${story.id}/feedbacks?page=1`, { token: owner.token, metered: true })],
    ["GET /api/stories/my-stories", "owner", () => send("GET", "/api/stories/my-stories?page=0", { token: owner.token, metered: true })],
    ["GET /api/stories/{id}/status", "owner", () => send("GET", `/api/stories/${story.id}/status`, { token: owner.token, metered: true })],
    ["GET /api/users/login (who am I)", "owner", () => send("GET", "/api/users/login", { token: owner.token, metered: true })],
    ["POST /api/users/login (sign-in)", "visitor", () => send("POST", "/api/users/login", { body: { email: owner.email, password: PASSWORD }, metered: true })],
    [
      "POST /api/users/refresh-token",
      "owner",
      async () => {
        const answer = await send("POST", "/api/users/refresh-token", { cookie, metered: true });
        cookie = refreshCookie(answer.headers) ?? cookie;
        return answer;
      },
    ],
    ["PUT /api/stories/public/{id} (publish)", "owner", (i) => send("PUT", `/api/stories/public/${creations[i].id}`, { token: owner.token, metered: true })],
    ["POST /api/stories/generate-story (create)", "owner", (i) => ({ cost: creations[i].cost })],
  ];

  const rows = [];
  const failures = [];
  for (const [name, who, request] of requests) {
    const costs = [];
    // The edge cache's verdicts (X-Cache, worker/http/edge-cache.ts): a visitor's later runs should be hits.
    const cache = [];
    for (let i = 0; i < RUNS; i++) {
      const answer = await request(i);
      costs.push(answer.cost);
      cache.push(answer.headers?.get("x-cache") ?? "-");
    }
    const measured = COUNTERS.map((counter) => median(costs.map((cost) => cost[counter])));
    const key = `${name} (${who})`;
    const budget = budgets.get(key);
    if (!budget) failures.push(`${key}: no budget in docs/capacity.md`);
    else
      for (const [i, value] of measured.entries()) {
        if (value > budget[i]) failures.push(`${key}: ${HEADERS[i]} ${value} > budget ${budget[i]}`);
      }
    rows.push([key, ...measured.map((value, i) => (budget ? `${value} / ${budget[i]}` : `${value}`)), cache.join(" ")]);
  }
  console.log(`Median of ${RUNS} runs per request, measured / budget (docs/capacity.md):\n`);
  printTable(["request (caller)", ...HEADERS, "edge cache, run by run"], rows);
  if (failures.length > 0) {
    console.log(`\nOver budget:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  }
} finally {
  bulk.close();
  await worker.stop();
}
