// `npm run dev`: one Vite dev server, the SPA with hot reload and the Worker in workerd beside it
// (@cloudflare/vite-plugin, vite.config.ts), and the offline engine's own Worker in a second workerd
// process, which the app reaches through its service binding (the dev registry).
import { spawn } from "node:child_process";
import { appEnv, ensureDevVars, migrateLocal, startOfflineEngine, stateDir } from "./local-env.mjs";

const port = process.env.PORT ?? "5173";
ensureDevVars();
// The app needs the engine only once a story is created: it is not waited for, and registers when ready.
const starting = startOfflineEngine(stateDir);
// Migrations run while Vite starts (D1 is a SQLite file both may open); the Worker reads it at the first request.
const migrating = migrateLocal(stateDir);
const vite = spawn("npx", ["vite", "--port", port, "--strictPort"], {
  stdio: "inherit",
  env: { ...appEnv(stateDir), APP_URL: `http://localhost:${port}` },
});
const children = [vite];
const stop = () => children.forEach((child) => child.kill("SIGINT"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// Either one gone leaves no working app: stop the other and exit.
const exitWith = (child) => child.on("exit", (code) => (stop(), process.exit(code ?? 0)));
exitWith(vite);
await migrating;
const engine = await starting;
children.push(engine);
exitWith(engine);
