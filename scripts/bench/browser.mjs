// `npm run bench:browser`: what a visitor's browser pays. Builds the SPA, starts a fresh Worker
// with the demo stories, then measures the first screen's JavaScript and CSS (gzipped, as the
// budget in test/e2e/bundle-size.spec.ts counts them) and runs Lighthouse with its default
// mobile settings on `/` and on a finished story's `/story/<slug>`. The browser is the system
// Chromium (CHROME_PATH to override); nothing is downloaded.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { run } from "../local-env.mjs";
import { client, startWorker } from "./harness.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const PORT = Number(process.env.BENCH_PORT ?? 8821);
// Lighthouse's performance score moves with the machine's load; the median of several runs is steadier.
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
// A directory to keep each run's full Lighthouse report (JSON) in, for digging into an audit.
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const SHORT = { performance: "perf", accessibility: "a11y", "best-practices": "best-pr" };
// Audits that only inform (no pass or fail) are not blockers.
const GRADED = new Set(["binary", "numeric", "metricSavings"]);
// About the server rather than the app: locally that is `wrangler dev` on plain HTTP/1.1, on a
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
 * Seeds the demo stories and waits until every one has finished generating (in both
 * languages: a story still being generated would load the machine during the audits),
 * or, when time is up, at least one English story has. Returns a finished English story.
 */
async function finishedDemoStory(origin) {
  const anon = client(origin);
  const seeded = await anon.post("/api/dev/seed");
  if (!seeded.ok) throw new Error(`seed: ${seeded.status} ${await seeded.text()}`);
  const { stories: total } = await seeded.json();
  const deadline = Date.now() + 300_000;
  for (;;) {
    const lists = await Promise.all(
      ["en-US", "fr-FR"].map(async (lang) => (await (await anon.get(`/api/stories/public?lang=${lang}`)).json()).stories),
    );
    const finished = lists.flat().length;
    const english = lists[0].filter((s) => s.generatingStatus === "CompletelyGenerated");
    if (english.length > 0 && (finished >= total || Date.now() > deadline)) return english[0];
    if (Date.now() > deadline) throw new Error("no demo story finished generating in time");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
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
    return { js: sum("script"), css: sum("stylesheet") };
  } finally {
    await browser.close();
  }
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
    return { scores, failing, version: lhr.lighthouseVersion };
  } finally {
    chrome.kill();
  }
}

/** Median run by performance score (the other two categories barely move between runs). */
async function medianAudit(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)];
}

console.log("Building the SPA (vite build)…");
await run("npx", ["vite", "build", "--logLevel", "error"]);
const worker = await startWorker({ port: PORT });
try {
  const story = await finishedDemoStory(worker.origin);

  const bytes = await firstScreenBytes(worker.origin);
  console.log("\nFirst screen (/), gzipped at level 9:");
  console.log(`  JavaScript  ${String(bytes.js.count).padStart(2)} files  ${kb(bytes.js.gzip).padStart(9)}  (raw ${kb(bytes.js.raw)})`);
  const inlined = bytes.css.inline ? `, ${bytes.css.inline} inline in the page` : "";
  console.log(`  CSS         ${String(bytes.css.count).padStart(2)} files  ${kb(bytes.css.gzip).padStart(9)}  (raw ${kb(bytes.css.raw)}${inlined})`);

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
