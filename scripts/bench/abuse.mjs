// `npm run bench:abuse`: issue 33's attack on a local app, loopback only, every loop bounded. One
// person registers accounts from one address (in rounds, one per rate-limit minute), confirms them,
// and has each report every public story; then the same from ten addresses. Prints what was
// refused, with which statuses, how many public stories are still listed, and what the admin's review
// list holds (every report is read: one row per story, heaviest first).
import { existsSync } from "node:fs";
import { run } from "../local-env.mjs";
import { adminAccount, startWorker } from "./harness.mjs";
import { DUMMY_CAPTCHA, describeMachine, httpClient, login, outboxLink, printTable } from "./load.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8822);
// Registration rounds from the one address, each in its own minute (REGISTER_LIMITER's window).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ATTEMPTS_PER_ROUND = 8;
const SPREAD_ADDRESSES = 10;
const ACCOUNTS_PER_SPREAD_ADDRESS = 2;
const LIBRARY = { "en-US": 12, "fr-FR": 7 };
const MAX_PAGES = 20;

const histogram = (answers) => {
  const counts = new Map();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(", ");
};

const retryAfters = (answers) => {
  const values = [...new Set(answers.map((answer) => answer.retryAfter).filter((value) => value !== undefined))];
  return values.length === 0 ? "-" : `${Math.min(...values)}–${Math.max(...values)} s`;
};

/** Every story of the public list in `lang`, page after page, as a visitor's browsing fetches them. */
async function publicIds(client, lang) {
  const seen = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const exclude = seen.length > 0 ? `&exclude=${seen.join(",")}` : "";
    const response = await client.request("GET", `/api/stories/public?lang=${lang}${exclude}`, { read: true });
    const fresh = JSON.parse(response.text).stories.map((story) => story._id).filter((id) => !seen.includes(id));
    if (fresh.length === 0) break;
    seen.push(...fresh);
  }
  return seen;
}

const listedCount = async (client) => (await Promise.all(Object.keys(LIBRARY).map((lang) => publicIds(client, lang)))).flat();

async function register(client, address, email) {
  const response = await client.request("POST", "/api/users/register", {
    headers: { "CF-Connecting-IP": address },
    body: { email, password: "bench1234", name: "Reporter", captchaValue: DUMMY_CAPTCHA },
    read: true,
  });
  const retryAfter = response.status === 429 ? JSON.parse(response.text).retryAfter : undefined;
  return { status: response.status, email, retryAfter };
}

async function reportAll(client, accounts, storyIds) {
  const answers = [];
  for (const { token, address } of accounts) {
    for (const id of storyIds) {
      const response = await client.request("POST", `/api/stories/${id}/report`, {
        headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": address },
        body: { reason: "violence" },
        read: true,
      });
      answers.push({ status: response.status, retryAfter: response.status === 429 ? JSON.parse(response.text).retryAfter : undefined });
    }
  }
  return answers;
}

/** Registered accounts confirmed by their mailed link and signed in, as the attacker would. */
async function signIn(client, registered, address) {
  const accounts = [];
  for (const { email } of registered.filter((answer) => answer.status === 201)) {
    const token = await outboxLink(client, email, "/confirm-email");
    const confirmed = await client.request("POST", "/api/users/confirm-email", { body: { token }, read: true });
    if (confirmed.status !== 200) throw new Error(`confirm ${email}: ${confirmed.status}`);
    accounts.push({ token: await login(client, email, "bench1234"), address });
  }
  return accounts;
}

/** The admin's review list, as the Review tab reads it: its rows, what they hold, its size and time. */
async function reviewList(admin, headers) {
  const started = performance.now();
  const response = await admin.request("GET", "/api/admin/review", { headers, read: true });
  const ms = Math.round(performance.now() - started);
  if (response.status !== 200) throw new Error(`review list: ${response.status}`);
  const { stories } = JSON.parse(response.text);
  const sum = (pick) => stories.reduce((total, story) => total + pick(story), 0);
  const weights = stories.map((story) => story.weight);
  return {
    rows: stories.length,
    stories: new Set(stories.map((story) => story._id)).size,
    reports: sum((story) => story.reports),
    newAccounts: sum((story) => story.reporters.new),
    established: sum((story) => story.reporters.established),
    weights: weights.length === 0 ? "-" : `${Math.min(...weights)}–${Math.max(...weights)}`,
    kilobytes: (Buffer.byteLength(response.text) / 1024).toFixed(1),
    ms,
    rank: (id) => {
      const index = stories.findIndex((story) => story._id === id);
      return index === -1 ? "nowhere" : `${index + 1}${["st", "nd", "rd"][index] ?? "th"}`;
    },
  };
}

const untilNextMinute = () => new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 200));

// wrangler dev serves the built SPA's assets directory.
if (!existsSync("dist/client/index.html")) await run("npx", ["vite", "build"], { stdio: ["ignore", "ignore", "inherit"] });

console.log(describeMachine());
const worker = await startWorker({ port: PORT });
const client = httpClient(worker.origin, 8);
try {
  for (const [language, count] of Object.entries(LIBRARY)) {
    const response = await client.request("POST", "/api/dev/bulk-stories", { body: { count, owners: 3, language }, read: true });
    if (response.status !== 200) throw new Error(`bulk-stories: ${response.status} ${response.text}`);
  }
  const before = await listedCount(client);
  const rows = [];
  const runId = Date.now();

  // One address, in rounds: the per-minute limit, then the hourly cap.
  const address = "203.0.113.7";
  const registered = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (round > 1) await untilNextMinute();
    const answers = [];
    for (let i = 0; i < ATTEMPTS_PER_ROUND; i++) answers.push(await register(client, address, `attacker-${runId}-${round}-${i}@example.test`));
    registered.push(...answers);
    rows.push([`register, one address, minute ${round}`, answers.length, histogram(answers), retryAfters(answers)]);
  }
  const accounts = await signIn(client, registered, address);
  const reports = await reportAll(client, accounts, before);
  rows.push([`report: ${accounts.length} accounts × ${before.length} stories`, reports.length, histogram(reports), retryAfters(reports)]);

  // Ten addresses, two accounts each: the address limits no longer bind, the weights still do.
  const spread = [];
  for (let a = 0; a < SPREAD_ADDRESSES; a++) {
    const from = `198.51.100.${a + 1}`;
    const answers = [];
    for (let i = 0; i < ACCOUNTS_PER_SPREAD_ADDRESS; i++) answers.push(await register(client, from, `spread-${runId}-${a}-${i}@example.test`));
    spread.push({ from, answers, accounts: await signIn(client, answers, from) });
  }
  const spreadRegistered = spread.flatMap((entry) => entry.answers);
  rows.push([`register, ${SPREAD_ADDRESSES} addresses`, spreadRegistered.length, histogram(spreadRegistered), retryAfters(spreadRegistered)]);
  const spreadAccounts = spread.flatMap((entry) => entry.accounts);
  const spreadReports = await reportAll(client, spreadAccounts, before);
  rows.push([`report: ${spreadAccounts.length} accounts × ${before.length} stories`, spreadReports.length, histogram(spreadReports), retryAfters(spreadReports)]);

  const after = await listedCount(client);
  const admin = httpClient(worker.origin, 2);
  const adminToken = await adminAccount(worker);
  const asAdmin = { Authorization: `Bearer ${adminToken}` };
  const flooded = await reviewList(admin, asAdmin);
  // A heavier report than the flood's (an admin's weighs a full reader): first in the list however long it is.
  const target = before.at(-1);
  const reported = await admin.request("POST", `/api/stories/${target}/report`, {
    headers: { ...asAdmin, "CF-Connecting-IP": "192.0.2.1" },
    body: { reason: "sexual" },
    read: true,
  });
  if (reported.status !== 201) throw new Error(`admin report: ${reported.status} ${reported.text}`);
  const heavier = await reviewList(admin, asAdmin);
  admin.close();

  console.log();
  printTable(["requests", "sent", "answers", "Retry-After"], rows);
  console.log();
  console.log(`Public stories listed: ${before.length} before the attack, ${after.length} after (${after.length} of ${before.length} survive).`);
  console.log(
    `The admin's review list after the attack: ${flooded.rows} rows for ${flooded.stories} stories, ${flooded.reports} open reports ` +
      `(${flooded.newAccounts} from new accounts, ${flooded.established} from established readers), weights ${flooded.weights}; ` +
      `${flooded.kilobytes} KB, answered in ${flooded.ms} ms.`,
  );
  console.log(`A story an admin then reports comes ${heavier.rank(target)} of ${heavier.rows}.`);
} finally {
  client.close();
  await worker.stop();
}
