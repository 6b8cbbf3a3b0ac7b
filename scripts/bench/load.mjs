// Shared by the API and growth benchmarks: a closed-loop load generator on keep-alive
// connections, account set-up through the public API, read-only SQL on the Worker's local
// D1, and table printing.
import { spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { percentile } from "./harness.mjs";
import { toolEnv } from "../local-env.mjs";

export const DUMMY_CAPTCHA = "XXXX.DUMMY.TOKEN.XXXX";

/**
 * Plain node:http on one keep-alive pool: far less client CPU per request than fetch,
 * which matters when the load generator and workerd share two cores.
 */
export function httpClient(origin, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(origin);
  return {
    /** Resolves with the status, and the body when `read` is set; network failures reject. */
    request(method, path, { headers = {}, body, read = false } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers: payload === undefined ? headers : { ...headers, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
          },
          (res) => {
            if (!read) {
              res.resume();
              res.on("end", () => resolve({ status: res.statusCode }));
            } else {
              const chunks = [];
              res.on("data", (chunk) => chunks.push(chunk));
              res.on("end", () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
            }
            res.on("error", reject);
          },
        );
        req.on("error", reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * `concurrency` clients, each sending its next request as soon as the previous one answers.
 * Requests started during the warm-up are not counted; the run covers the requests started
 * in the following `durationMs`, timed until the last of them answered.
 * `send(clientIndex)` resolves with the HTTP status. Combine runs with `summarize`.
 */
export async function closedLoop({ concurrency, warmupMs, durationMs, send }) {
  const startedAt = performance.now();
  const measureFrom = startedAt + warmupMs;
  const measureUntil = measureFrom + durationMs;
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let lastAnswer = measureFrom;

  async function runClient(index) {
    for (;;) {
      const start = performance.now();
      if (start >= measureUntil) return;
      let status = 0;
      let failure = null;
      try {
        status = await send(index);
      } catch (error) {
        failure = error;
      }
      const end = performance.now();
      if (start < measureFrom) continue;
      latencies.push(end - start);
      lastAnswer = Math.max(lastAnswer, end);
      if (failure || status < 200 || status >= 300) {
        errors++;
        firstError ??= failure ? String(failure.message ?? failure) : `HTTP ${status}`;
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, (_, i) => runClient(i)));
  return { latencies, seconds: (lastAnswer - measureFrom) / 1000, errors, firstError };
}

/** Requests per second, p50, p99 and errors over one or more closed-loop runs. */
export function summarize(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    requests: latencies.length,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    firstError: runs.find((run) => run.firstError)?.firstError ?? null,
  };
}

/** Median and p99 of `count` requests sent one after another, after `warmup` unmeasured ones. */
export async function sequentialLatency({ count, warmup, send }) {
  const latencies = [];
  for (let i = 0; i < warmup + count; i++) {
    const start = performance.now();
    const status = await send(i);
    const elapsed = performance.now() - start;
    if (status < 200 || status >= 300) throw new Error(`request answered ${status}`);
    if (i >= warmup) latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const randomByte = () => Math.floor(Math.random() * 254) + 1;
/** A made-up client address, so the per-client rate limits on accounts do not refuse the set-up. */
export const fakeClientIp = () => `10.${randomByte()}.${randomByte()}.${randomByte()}`;

async function expectJson(response, what) {
  if (response.status < 200 || response.status >= 300) throw new Error(`${what}: HTTP ${response.status} ${response.text ?? ""}`);
  return response.text ? JSON.parse(response.text) : {};
}

export async function outboxLink(client, email, linkPath) {
  const response = await client.request("GET", `/api/dev/outbox?to=${encodeURIComponent(email)}`, { read: true });
  const { messages } = await expectJson(response, "outbox");
  const link = messages.flatMap((message) => message.links).find((candidate) => candidate.includes(linkPath));
  if (!link) throw new Error(`no ${linkPath} mail for ${email}`);
  return new URL(link).searchParams.get("token");
}

export async function login(client, email, password) {
  const response = await client.request("POST", "/api/users/login", {
    headers: { "CF-Connecting-IP": fakeClientIp() },
    body: { email, password },
    read: true,
  });
  return (await expectJson(response, `login ${email}`)).accessToken;
}

/** A confirmed account made the way a person makes one (register, confirm from the mail, sign in); its access token. */
export async function confirmedAccount(client, email, password = "bench1234") {
  const registered = await client.request("POST", "/api/users/register", {
    headers: { "CF-Connecting-IP": fakeClientIp() },
    body: { email, password, name: "Bench reader", captchaValue: DUMMY_CAPTCHA },
    read: true,
  });
  await expectJson(registered, `register ${email}`);
  const token = await outboxLink(client, email, "/confirm-email");
  await expectJson(await client.request("POST", "/api/users/confirm-email", { body: { token }, read: true }), "confirm");
  return login(client, email, password);
}

/**
 * Signs in as an existing account whose password nobody knows (the bulk seed's owners)
 * through the forgotten-password mail; its access token.
 */
export async function takeOverAccount(client, email, password = "bench1234") {
  const asked = await client.request("POST", "/api/users/forgot-password", {
    headers: { "CF-Connecting-IP": fakeClientIp() },
    body: { email, captchaValue: DUMMY_CAPTCHA },
    read: true,
  });
  await expectJson(asked, `forgot-password ${email}`);
  const token = await outboxLink(client, email, "/reset-password");
  await expectJson(await client.request("POST", "/api/users/reset-password", { body: { token, newPassword: password }, read: true }), "reset");
  return login(client, email, password);
}

/** Public stories seeded by the development bulk endpoint over `owners` new accounts. */
export async function bulkStories(client, count, owners) {
  const response = await client.request("POST", "/api/dev/bulk-stories", { body: { count, owners, language: "en-US" }, read: true });
  return expectJson(response, "bulk-stories");
}

/** Rows of one read-only statement on the Worker's local D1, through wrangler as an operator would. */
export function d1Query(stateDir, sql) {
  return new Promise((resolve, reject) => {
    const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql];
    const child = spawn("npx", args, { env: toolEnv, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    const errors = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    // npm's own warnings would interleave with the tables: shown only when the command fails.
    child.stderr.on("data", (chunk) => errors.push(chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute exited with ${code}: ${Buffer.concat(errors).toString("utf8")}`));
      try {
        const [result] = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        resolve(result.results);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Fixed-width text table: the first column left-aligned, the others right-aligned. */
export function printTable(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ");
  console.log(line(headers));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

export const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : "-");
export const thousands = (value) => value.toLocaleString("en-US").replace(/,/g, " ");

/** Where the figures came from, and how busy the machine already was (1-minute load average). */
export function describeMachine() {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(2)} at the start.`;
}
