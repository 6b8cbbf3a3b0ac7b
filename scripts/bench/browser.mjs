// `npm run bench:browser`: what a visitor's browser pays. Builds the SPA, starts the app as `npm start`
// serves it (compressed as Cloudflare compresses) on fresh state with the demo stories, then measures the first screen's JavaScript and CSS (gzipped, as the
// budget in test/e2e/bundle-size.spec.ts counts them) and runs Lighthouse with its default
// mobile settings on `/` and on a finished story's `/story/<slug>`. The browser is the system
// Chromium (CHROME_PATH to override); nothing is downloaded.
import { mkdirSync, statfsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { run } from "../local-env.mjs";
import { client, startApp } from "./harness.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * `--disable-dev-shm-usage` moves Chromium's shared memory (what its processes hand each other:
 * network bodies, decoded pictures, frames) from /dev/shm to files in /tmp. It exists for
 * containers whose /dev/shm is Docker's 64 MB; given a roomy tmpfs it only adds page-cache and
 * disk work on a machine whose two CPUs the page already shares with the browser. Over 16
 * alternating Lighthouse runs of the story page here (24 GB /dev/shm), the median performance
 * was 97.5 without it and 96 with it: a small gain, within this machine's run-to-run spread.
 */
function sharedMemoryIsSmall() {
  try {
    const fs = statfsSync("/dev/shm");
    return fs.blocks * fs.bsize < 512 * 1024 * 1024;
  } catch {
    return true;
  }
}
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", ...(sharedMemoryIsSmall() ? ["--disable-dev-shm-usage"] : [])];
const PORT = Number(process.env.BENCH_PORT ?? 8821);
// Lighthouse's performance score moves with the machine's load; the median of several runs is steadier.
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
// A directory to keep each run's full Lighthouse report (JSON) in, for digging into an audit.
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const SHORT = { performance: "perf", accessibility: "a11y", "best-practices": "best-pr" };
// Audits that only inform (no pass or fail) are not blockers.
const GRADED = new Set(["binary", "numeric", "metricSavings"]);
// About the server rather than the app: locally that is `npm start` (`vite preview`) on plain HTTP/1.1, on a
// shared machine; Cloudflare serves the same Worker over HTTPS and HTTP/2 or 3.
const ENVIRONMENT = new Set([
  "is-on-https",
  "redirects-http",
  "uses-http2",
  "modern-http-insight",
  "server-response-time",
  "document-latency-insight",
]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Seeds the demo stories and waits until every one has finished generating (the offline engine
 * runs in the Worker's isolate: a story still being drawn and narrated would load the machine
 * during the audits). Returns a finished English story.
 */
async function finishedDemoStory(origin) {
  const anon = client(origin);
  const seeded = await anon.post("/api/dev/seed");
  if (!seeded.ok) throw new Error(`seed: ${seeded.status} ${await seeded.text()}`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    const progress = await (await anon.get("/api/dev/seed")).json();
    if (progress.seeded && progress.generating === 0) break;
    if (Date.now() > deadline) throw new Error(`demo stories still generating after 5 minutes: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { stories } = await (await anon.get("/api/stories/public?lang=en-US")).json();
  const english = stories.find((s) => s.generatingStatus === "CompletelyGenerated");
  if (!english) throw new Error("no English demo story finished generating");
  return english;
}

async function firstScreenBytes(origin) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if ((type === "script" || type === "stylesheet") && response.ok()) {
        bodies.push(response.body().then((body) => ({ type, url: response.url(), body })));
      }
    });
    await page.goto(origin + "/", { waitUntil: "networkidle" });
    // Stylesheets inlined into index.html count as CSS too.
    const inline = await page.$$eval("style", (styles) => styles.map((style) => style.textContent ?? ""));
    for (const text of inline) bodies.push({ type: "stylesheet", url: "inline", body: Buffer.from(text) });
    const files = await Promise.all(bodies);
    const sum = (type) => {
      const own = files.filter((f) => f.type === type);
      return {
        count: own.length,
        inline: own.filter((f) => f.url === "inline").length,
        raw: own.reduce((n, f) => n + f.body.length, 0),
        gzip: own.reduce((n, f) => n + gzipSync(f.body, { level: 9 }).length, 0),
      };
    };
    const perFile = files
      .map((f) => ({ type: f.type, name: f.url === "inline" ? "(inline in index.html)" : new URL(f.url).pathname, gzip: gzipSync(f.body, { level: 9 }).length, raw: f.body.length }))
      .sort((a, b) => b.gzip - a.gzip);
    return { js: sum("script"), css: sum("stylesheet"), perFile };
  } finally {
    await browser.close();
  }
}

/**
 * Total Blocking Time counted on the page's own work: Lighthouse's is simulated from each task's
 * wall time, and on this shared 2-vCPU machine a main-thread task waits for the CPU most of its
 * length (the browser's and the compositor's threads, the local Worker and Lighthouse itself run
 * beside it): traced on the story page, a 57 ms layout task had 20 ms of thread time. This sums
 * the same thing (each main-thread task after the first paint, as many times longer as Lighthouse
 * slows the CPU, less 50 ms) from the tasks' thread time, up to WINDOW_MS after navigation: a figure of what the page
 * asks of the CPU, which the machine's load moves much less.
 */
const WINDOW_MS = 5_000;
function threadTimeBlocking(trace, slowdown) {
  const events = trace.traceEvents;
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) return NaN;
  const onMain = (e) => e.pid === paint.pid && e.tid === paint.tid;
  const start = events.find((e) => e.name === "navigationStart" && onMain(e))?.ts ?? paint.ts;
  const tasks = events.filter((e) => e.ph === "X" && e.name === "RunTask" && onMain(e)).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the previous task
    end = task.ts + task.dur;
    if (task.ts < paint.ts || task.ts > start + WINDOW_MS * 1000) continue;
    blocking += Math.max(0, (slowdown * (task.tdur ?? task.dur)) / 1000 - 50);
  }
  return blocking;
}

/** One Lighthouse run in a fresh Chromium: scores (0–100) and the graded audits that did not pass. */
async function audit(url) {
  const chrome = await launchChrome({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_") || "_";
      writeFileSync(path.join(REPORTS, `${name}-${Date.now()}.json`), result.report);
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {};
    const failing = {};
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      scores[id] = category.score === null ? NaN : Math.round(category.score * 100);
      failing[id] = category.auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(({ audit }) => audit && GRADED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
        .map(({ ref, audit }) => ({
          weight: ref.weight,
          text:
            `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} [${audit.id}]` +
            (ENVIRONMENT.has(audit.id) ? " (environment: local server)" : ""),
          detail: ref.weight > 0 ? ` · weight ${ref.weight}, score ${audit.score.toFixed(2)}` : "",
        }));
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const metrics = {
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      si: metric("speed-index"),
      threadTbt: threadTimeBlocking(result.artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    };
    return { scores, failing, metrics, version: lhr.lighthouseVersion };
  } finally {
    chrome.kill();
  }
}

/** Median run by performance score (the other two categories barely move between runs), and every run for the spread. */
async function medianAudit(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...runs[Math.floor(runs.length / 2)], runs };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
/** min–max over the runs, so a reader sees how much the shared machine moved the figures. */
function spread(runs, pick, format) {
  const values = runs.map(pick);
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
}

// BENCH_ORIGIN: audit an app already running (`npm start`, its demo stories made) instead of building and starting one.
const given = process.env.BENCH_ORIGIN;
if (!given) {
  console.log("Building the SPA (vite build)…");
  await run("npx", ["vite", "build", "--logLevel", "error"]);
}
const worker = given ? { origin: given.replace(/\/$/, ""), stop: async () => {} } : await startApp({ port: PORT });
try {
  const story = await finishedDemoStory(worker.origin);

  const bytes = await firstScreenBytes(worker.origin);
  console.log("\nFirst screen (/), gzipped at level 9:");
  console.log(`  JavaScript  ${String(bytes.js.count).padStart(2)} files  ${kb(bytes.js.gzip).padStart(9)}  (raw ${kb(bytes.js.raw)})`);
  const inlined = bytes.css.inline ? `, ${bytes.css.inline} inline in the page` : "";
  console.log(`  CSS         ${String(bytes.css.count).padStart(2)} files  ${kb(bytes.css.gzip).padStart(9)}  (raw ${kb(bytes.css.raw)}${inlined})`);
  // What each file of the first screen costs, largest first (Vite names chunks after their entry module).
  console.log("  by file (gzipped):");
  for (const file of bytes.perFile) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.type === "script" ? "js " : "css"}  ${file.name}`);

  const pages = ["/", `/story/${encodeURIComponent(story.slug)}`];
  // One request first, so that no audit pays for the runtime's first response on a path.
  for (const page of pages) await (await fetch(worker.origin + page)).arrayBuffer();
  const results = [];
  for (const page of pages) results.push({ page, ...(await medianAudit(worker.origin + page)) });

  const width = Math.max(...pages.map((p) => p.length)) + 2;
  const runs = RUNS === 1 ? "1 run" : `median of ${RUNS} runs`;
  console.log(`\nLighthouse ${results[0].version} (mobile, ${runs}), Chromium at ${CHROME_PATH}:`);
  console.log("page".padEnd(width) + CATEGORIES.map((c) => SHORT[c].padStart(9)).join(""));
  for (const { page, scores } of results) {
    console.log(page.padEnd(width) + CATEGORIES.map((c) => String(scores[c]).padStart(9)).join(""));
  }
  console.log(`\nMetrics of the median run (spread over the ${RUNS} runs in brackets):`);
  for (const { page, metrics, runs, scores } of results) {
    console.log(
      `${page}\n  perf ${scores.performance} [${spread(runs, (r) => r.scores.performance, String)}]` +
        `  LCP ${seconds(metrics.lcp)} [${spread(runs, (r) => r.metrics.lcp, seconds)}]` +
        `  TBT ${millis(metrics.tbt)} [${spread(runs, (r) => r.metrics.tbt, millis)}]` +
        ` (by thread time ${millis(metrics.threadTbt)} [${spread(runs, (r) => r.metrics.threadTbt, millis)}])` +
        `  CLS ${metrics.cls.toFixed(3)} [${spread(runs, (r) => r.metrics.cls, (v) => v.toFixed(3))}]` +
        `  FCP ${seconds(metrics.fcp)}  SI ${seconds(metrics.si)}`,
    );
  }
  for (const { page, scores, failing } of results) {
    for (const id of CATEGORIES) {
      if (scores[id] >= 100) continue;
      console.log(`\n${page} · ${id} ${scores[id]}: what stands in the way`);
      for (const item of failing[id].filter((f) => f.weight > 0)) console.log(`  - ${item.text}${item.detail}`);
      // Weightless audits (insights, diagnostics) do not change the score but name the causes.
      const hints = failing[id].filter((f) => f.weight === 0);
      if (hints.length > 0) console.log(`  not scored, flagged: ${hints.map((f) => f.text).join("; ")}`);
    }
  }
} finally {
  await worker.stop();
}
