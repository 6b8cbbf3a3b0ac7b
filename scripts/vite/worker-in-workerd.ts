import { cloudflare } from "@cloudflare/vite-plugin";
import type { PluginOption } from "vite";

/** Local state (D1, R2, queues, Durable Objects), shared with the migrations and seed (scripts/local-env.mjs). */
const stateDir = process.env.FABULO_STATE_DIR ?? ".wrangler/state";

/**
 * `vite dev` only: what Vite serves itself (its client, the SPA's modules and catalogs, dependencies)
 * skips the Worker, which answers every other path first (wrangler.toml run_worker_first).
 */
const VITE_DEV_PATHS = ["!/@*", "!/src/*", "!/shared/*", "!/locales/*", "!/node_modules/*"];

const toArray = (value: boolean | string[] | undefined) => (Array.isArray(value) ? value : []);

/**
 * The Worker (wrangler.toml) in workerd: beside the SPA in `vite dev` and `vite preview`, built with it
 * by `vite build` (dist/client, dist/fabulo_dev). The offline engine runs in its own workerd process
 * (scripts/local-env.mjs startOfflineEngine), reached through the dev registry, so its CPU never holds the app's requests.
 */
export function workerInWorkerd(command: "build" | "serve"): PluginOption {
  return cloudflare({
    persistState: { path: stateDir },
    inspectorPort: false,
    config: (worker) => {
      if (command === "serve" && worker.assets) worker.assets.run_worker_first = [...toArray(worker.assets.run_worker_first), ...VITE_DEV_PATHS];
      // `npm run dev` sets the dev server's own origin (mail links, story pages' canonical URLs).
      if (command === "serve" && process.env.APP_URL) worker.vars = { ...worker.vars, APP_URL: process.env.APP_URL };
    },
  });
}
