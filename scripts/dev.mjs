// `npm run dev`: the Worker in workerd (wrangler dev, reloads on change) beside the offline
// engine's own Worker, and Vite with hot reload for the SPA, proxying /api, /media and /story
// to the Worker.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { appEnv, ensureDevVars, run, startOfflineEngine, stateDir, toolEnv } from "./local-env.mjs";

const workerPort = process.env.WORKER_PORT ?? "8787";
ensureDevVars();
// wrangler serves static assets from dist/client; Vite serves the live ones in dev.
if (!existsSync("dist/client")) mkdirSync("dist/client", { recursive: true });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);

const children = [
  await startOfflineEngine(stateDir),
  spawn("npx", ["wrangler", "dev", "--port", workerPort, "--persist-to", stateDir, "--show-interactive-dev-session=false"], {
    stdio: "inherit",
    env: appEnv(stateDir),
  }),
  spawn("npx", ["vite", "--port", process.env.PORT ?? "5173"], { stdio: "inherit", env: { ...toolEnv, WORKER_PORT: workerPort } }),
];
const stop = () => children.forEach((child) => child.kill("SIGINT"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => (stop(), process.exit(code ?? 0)));
