// Shared by start.mjs and dev.mjs: the local environment a fresh checkout needs.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

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
