// Shared by the benchmarks: a Worker on the local Workers runtime (workerd via wrangler dev)
// with its own fresh state, and a signed-in admin account on it. Nothing is faked:
// the figures come from the same runtime, D1, R2, Queues and Durable Objects as `npm start`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { appEnv, ensureDevVars, migrateLocal, run, startOfflineEngine, toolEnv, waitFor } from "../local-env.mjs";

const DUMMY_CAPTCHA = "XXXX.DUMMY.TOKEN.XXXX";

/**
 * Starts `wrangler dev` on a throw-away state directory, beside its offline engine as `npm start`
 * runs them; `vars` override wrangler.toml's.
 */
export async function startWorker({ port = 8799, vars = {} } = {}) {
  ensureDevVars();
  const stateDir = mkdtempSync(path.join(tmpdir(), "fabulo-bench-"));
  await migrateLocal(stateDir, { stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  // wrangler.toml by name: after `vite build`, wrangler would otherwise run the built Worker (.wrangler/deploy/config.json).
  const args = ["wrangler", "dev", "-c", "wrangler.toml", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir];
  args.push("--var", `APP_URL:${origin}`, "--show-interactive-dev-session=false", "--log-level", "error");
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const engine = await startOfflineEngine(stateDir, { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const child = spawn("npx", args, { env: appEnv(stateDir), stdio: ["ignore", "ignore", "inherit"], detached: true });
  await waitFor(`${origin}/api/health`, 120_000);
  return {
    origin,
    stateDir,
    async stop() {
      for (const running of [child, engine]) {
        try {
          process.kill(-running.pid, "SIGINT");
        } catch {
          // Already gone.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the app as `npm start` serves it (scripts/start.mjs: the built Worker under `vite preview`,
 * compressed as Cloudflare compresses, beside its offline engine) on a throw-away state directory.
 * The build must exist (`vite build`).
 */
export async function startApp({ port = 8799 } = {}) {
  const stateDir = mkdtempSync(path.join(tmpdir(), "fabulo-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...toolEnv, PORT: String(port), SKIP_BUILD: "1", FABULO_STATE_DIR: stateDir };
  // Its own process group, so stopping it stops the engine and the preview server with it.
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  await waitFor(`${origin}/api/health`, 180_000);
  return {
    origin,
    stateDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGINT");
      } catch {
        // Already gone.
      }
      await exited;
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text}`);
  return text ? JSON.parse(text) : {};
}

export function client(origin, token) {
  const headers = { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  return {
    get: (p) => fetch(origin + p, { headers }),
    post: (p, body) => fetch(origin + p, { method: "POST", headers, body: JSON.stringify(body ?? {}) }),
    put: (p, body) => fetch(origin + p, { method: "PUT", headers, body: JSON.stringify(body ?? {}) }),
  };
}

/**
 * Registers, confirms (through the dev outbox) and signs in an account, made
 * admin with the same script an operator uses. Returns its access token.
 */
export async function adminAccount(worker, email = `bench-${Date.now()}@example.test`) {
  const password = "bench1234";
  const anon = client(worker.origin);
  await json(await anon.post("/api/users/register", { email, password, name: "Bench", captchaValue: DUMMY_CAPTCHA }));
  const { messages } = await json(await anon.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`));
  const link = messages[0].links.find((l) => l.includes("/confirm-email"));
  await json(await anon.post("/api/users/confirm-email", { token: new URL(link).searchParams.get("token") }));
  await run("node", ["scripts/admin-grant.mjs", email], {
    env: { ...toolEnv, FABULO_STATE_DIR: worker.stateDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const { accessToken } = await json(await anon.post("/api/users/login", { email, password }));
  return accessToken;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
