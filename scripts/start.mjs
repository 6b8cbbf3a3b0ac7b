// `npm start`: build (client and Worker, `vite build`), migrate local D1 (the app's and the sandbox's), serve the production build
// with `vite preview` (the Worker in workerd) beside the offline engine's own Worker (a second
// workerd process), then seed demo content once. No account, key or network needed.
import { spawn } from "node:child_process";
import { appEnv, ensureDevVars, migrateLocal, previewVars, run, startOfflineEngine, stateDir, waitFor } from "./local-env.mjs";

const port = process.env.PORT ?? "8787";
const origin = `http://localhost:${port}`;

ensureDevVars();
if (!process.env.SKIP_BUILD) await run("npx", ["vite", "build", "--logLevel", "warn"]);
previewVars({ APP_URL: origin });
// The engine keeps its own state: it starts while the databases migrate, which the app must find done.
const starting = startOfflineEngine(stateDir);
await migrateLocal(stateDir).catch(async (error) => {
  (await starting.catch(() => undefined))?.kill("SIGINT");
  throw error;
});
const engine = await starting;
const worker = spawn("npx", ["vite", "preview", "--port", port, "--strictPort", "--host", "127.0.0.1"], { stdio: "inherit", env: appEnv(stateDir) });
const children = [engine, worker];
const stop = () => children.forEach((child) => child.kill("SIGINT"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// Either one gone leaves no working app: stop the other and exit.
for (const child of children) child.on("exit", (code) => (stop(), process.exit(code ?? 0)));

await waitFor(`${origin}/api/health`, 120_000);
const seed = await fetch(`${origin}/api/dev/seed`, { method: "POST" });
const { seeded } = await seed.json();
console.log(`\nFabulo is running at ${origin}${seeded ? " (demo content seeded)" : ""}\n`);
