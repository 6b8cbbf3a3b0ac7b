// Shared by start.mjs and dev.mjs: the local environment a fresh checkout needs.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Secrets for local runs, generated once; `.dev.vars` is git-ignored and never committed. */
export function ensureDevVars(file = ".dev.vars") {
  if (existsSync(file)) return;
  const secret = () => randomBytes(32).toString("hex");
  writeFileSync(
    file,
    [
      "# Generated on first start for local development only. Never commit.",
      `JWT_SECRET=${secret()}`,
      `PASSWORD_PEPPER=${secret()}`,
      "# Cloudflare's documented always-pass Turnstile test secret.",
      "TURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA",
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  console.log(`Created ${file} with fresh local secrets.`);
}

/** Wrangler and its children stay offline and quiet about telemetry. */
export const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };

/** Runs a command to completion, inheriting the terminal; rejects on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: toolEnv, ...options });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Polls a URL until it answers 200 (the Worker is up) or the time runs out. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Local state directory (D1, R2, queues, Durable Objects); tests use their own. */
export const stateDir = process.env.FABULO_STATE_DIR ?? ".wrangler/state";

/** Migrates the local databases: the app's (DB) and sandbox billing's own (SANDBOX_DB, dev/sandbox-billing/). */
export async function migrateLocal(dir = stateDir, options = {}) {
  for (const database of ["DB", "SANDBOX_DB"]) {
    await run("npx", ["wrangler", "d1", "migrations", "apply", database, "--local", "-c", "wrangler.toml", "--persist-to", dir], options);
  }
}

/**
 * The environment of one app's wrangler processes: the app and its offline engine find each other
 * through a dev registry kept in the app's state directory, so two apps on one machine (tests, other
 * checkouts) never reach each other's engine.
 */
export function appEnv(dir = stateDir) {
  const registry = path.resolve(dir, "registry");
  // wrangler reads the first, Miniflare under the Vite plugin the second.
  return { ...toolEnv, FABULO_STATE_DIR: dir, WRANGLER_REGISTRY_PATH: registry, CLOUDFLARE_DEV_REGISTRY_PATH: registry };
}

/**
 * Variables for this run of the built Worker under `vite preview`: it reads them from the `.dev.vars`
 * that `vite build` wrote beside the Worker's wrangler.json (found through .wrangler/deploy/config.json),
 * where they override wrangler.toml's [vars] (e.g. APP_URL on another port).
 */
export function previewVars(vars) {
  const redirect = path.resolve(".wrangler/deploy/config.json");
  const { configPath } = JSON.parse(readFileSync(redirect, "utf8"));
  const file = path.join(path.dirname(path.resolve(path.dirname(redirect), configPath)), ".dev.vars");
  // The build copies .dev.vars only when it exists by then; on a fresh checkout `npm test` builds before
  // the first start writes the secrets, so they are taken from the project's own file here too.
  const byName = new Map();
  for (const line of [".dev.vars", file].filter((source) => existsSync(source)).flatMap((source) => readFileSync(source, "utf8").split("\n"))) {
    if (line && !line.startsWith("#")) byName.set(line.split("=")[0], line);
  }
  for (const [name, value] of Object.entries(vars)) byName.set(name, `${name}=${JSON.stringify(value)}`);
  writeFileSync(file, [...byName.values(), ""].join("\n"), { mode: 0o600 });
}

const ENGINE_NAME = "fabulo-offline-engine";

/**
 * Starts the offline engine's own Worker (wrangler.offline-engine.toml) in its own workerd process,
 * on a free port (the app reaches it through its service binding, never by port), and resolves once
 * it has registered. One workerd process runs all its Workers on one thread: apart, the engine's
 * drawing, encoding and speech never hold the app's requests.
 */
export async function startOfflineEngine(dir = stateDir, { stdio = "inherit", detached = false, timeoutMs = 120_000 } = {}) {
  const env = appEnv(dir);
  const registered = path.join(env.WRANGLER_REGISTRY_PATH, ENGINE_NAME);
  // A file left by an engine that was killed would pass the wait below before this one is up.
  rmSync(registered, { force: true });
  const args = ["wrangler", "dev", "-c", "wrangler.offline-engine.toml", "--port", "0", "--ip", "127.0.0.1"];
  args.push("--persist-to", path.join(dir, "offline-engine"), "--show-interactive-dev-session=false", "--log-level", "error");
  // Not at a lower CPU priority: on a machine shared with other work, `nice` starved the engine (demo
  // stories still unmade after four minutes) for a small gain in the app's latency.
  const engine = spawn("npx", args, { stdio, env, detached });
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(registered)) {
    if (engine.exitCode !== null) throw new Error(`the offline engine exited with ${engine.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the offline engine did not start within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return engine;
}
