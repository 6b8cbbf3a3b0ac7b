// `npm run bench:abuse`: issue 33's attack on a local app, loopback only, every loop bounded. One
// person registers accounts from one address (in rounds, one per rate-limit minute), confirms them,
// and has each report every public story; then the same from ten addresses. Prints what was
// refused, with which statuses, and how many public stories are still listed.
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
  const review = await admin.request("GET", "/api/admin/review", { headers: { Authorization: `Bearer ${adminToken}` }, read: true });
  const inReview = JSON.parse(review.text).stories.length;
  admin.close();

  console.log();
  printTable(["requests", "sent", "answers", "Retry-After"], rows);
  console.log();
  console.log(`Public stories listed: ${before.length} before the attack, ${after.length} after (${after.length} of ${before.length} survive).`);
  console.log(`Stories in the admin's review list after the attack: ${inReview}.`);
} finally {
  client.close();
  await worker.stop();
}
