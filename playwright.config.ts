import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);

/** Desktop files that touch nothing shared (their own accounts and stories only): see "desktop apart". */
const APART = /\/(screens|stories)\.spec\.ts$/;

// Browser tests drive the built app, served by wrangler (workerd) as `npm start`
// serves it, in the system's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  // Two lanes on two cores: most of a browser test waits on the app (a story being made, a take recorded
  // in real time), so a second worker fills that wait. Each project takes one worker at a time (below).
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "demo content", testMatch: /demo-content\.setup\.ts/, timeout: 300_000 },
    // One worker per project. "desktop" keeps its files in order: the admin files edit the server's
    // configuration and put it back, the browsing file counts the public list, publish-review and reports
    // share the review queue. "desktop apart" holds files that use only their own accounts and stories, so
    // they may run beside any other project; the phone tests and the other engines' journeys likewise.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/, testIgnore: APART, dependencies: ["demo content"], workers: 1 },
    { name: "desktop apart", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/, testMatch: APART, dependencies: ["demo content"], workers: 1 },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/, dependencies: ["demo content"], workers: 1 },
    // The family's journeys in Debian's Firefox ESR and WebKitGTK, one browser session each (test/browsers/engines.ts).
    // One retry each: headless ESR now and then misses a sheet's first click on two busy cores, and the
    // device voice's first word came late once in CI; WebKit's French recorder journey lost a kept
    // take's "recorded" mark once at load 3. A retry is reported as flaky.
    { name: "firefox", testDir: "test/browsers", dependencies: ["demo content"], retries: 1, workers: 1 },
    { name: "webkit", testDir: "test/browsers", dependencies: ["demo content"], retries: 1, workers: 1 },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), SKIP_BUILD: "1", FABULO_STATE_DIR: ".wrangler/e2e-state" },
  },
});
