/**
 * The SPA and the Worker, built together by Cloudflare's Vite plugin. Each of our own build steps
 * is a module of scripts/vite/, named for what it does; this file only composes them.
 */
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientOnly } from "./scripts/vite/client-only";
import { compileHints } from "./scripts/vite/compile-hints";
import { devPagesWithoutCsp } from "./scripts/vite/dev-pages-without-csp";
import { collectFirstScreenModules, firstScreenChunkGroups } from "./scripts/vite/first-screen-modules";
import { inlineEntryCss } from "./scripts/vite/inline-entry-css";
import { modulesAsPluginTypes } from "./scripts/vite/modules-as-plugin-types";
import { preloadFirstScreenChunks } from "./scripts/vite/preload-first-screen-chunks";
import { previewLikeCloudflare } from "./scripts/vite/preview-like-cloudflare";
import { pwa } from "./scripts/vite/pwa";
import { securityHeadersFile } from "./scripts/vite/security-headers-file";
import { workerInWorkerd } from "./scripts/vite/worker-in-workerd";

/**
 * The development parts (dev/index.ts), which `npm run deploy` replaces for production (scripts/deploy/checks.ts
 * PRODUCTION_ALIAS); wrangler.toml's [alias] says the same for wrangler and the Worker tests.
 */
const DEV_PARTS = fileURLToPath(new URL("./dev/index.ts", import.meta.url));

// `npm run deploy` bundles the production Worker with wrangler and the production alias; a Vite build of
// [env.production] would carry the offline engine (GPL-3.0 narrator), as scripts/deploy/guard.mjs says for wrangler.
if (process.env.CLOUDFLARE_ENV === "production") {
  throw new Error("Refused: deploy production with `npm run deploy`, which leaves the offline narrator out.");
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/app/use-sync-external-store.ts", import.meta.url)),
      },
      { find: "@fabulo/dev-parts", replacement: DEV_PARTS },
    ],
  },
  plugins: [
    devPagesWithoutCsp(),
    // `vite preview` (npm start): text answers compressed as Cloudflare's edge compresses them.
    previewLikeCloudflare(),
    lingui({ macroTransform: true, failOnCompileError: true }),
    react(),
    workerInWorkerd(command),
    modulesAsPluginTypes(),
    ...clientOnly([
      securityHeadersFile(),
      inlineEntryCss(),
      // Installable app and service worker (shell offline, saved stories).
      pwa(),
      preloadFirstScreenChunks(),
      collectFirstScreenModules(),
      compileHints(),
    ]),
  ],
  environments: {
    client: {
      build: {
        // Route-level chunks; the first screen only pulls what it renders.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: firstScreenChunkGroups } } },
      },
    },
  },
}));
