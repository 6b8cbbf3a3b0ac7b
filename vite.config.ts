import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pwa } from "./pwa.config";
import { staticHeadersFile } from "./worker/http/security-headers";

/** Writes `_headers` so static pages get the same security headers the Worker sets. */
function securityHeadersFile(): Plugin {
  return {
    name: "fabulo-security-headers",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile() });
    },
  };
}

/**
 * Inlines the entry stylesheet (a few KB) into index.html: the first paint then
 * waits for no request. CSP allows inline styles (style-src 'unsafe-inline').
 * Route chunks keep their own stylesheets.
 */
function inlineEntryCss(): Plugin {
  return {
    name: "fabulo-inline-entry-css",
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      const page = bundle["index.html"];
      if (page?.type !== "asset") return;
      page.source = String(page.source).replace(
        /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g,
        (tag, fileName: string) => {
          const css = bundle[fileName];
          if (css?.type !== "asset") return tag;
          delete bundle[fileName];
          const source = typeof css.source === "string" ? css.source : new TextDecoder().decode(css.source);
          return `<style>${source}</style>`;
        },
      );
    },
  };
}

const workerPort = Number(process.env.WORKER_PORT ?? 8787);

export default defineConfig({
  plugins: [
    lingui({ macroTransform: true, failOnCompileError: true }),
    react(),
    securityHeadersFile(),
    inlineEntryCss(),
    // Installable app and service worker (shell offline, saved stories).
    pwa(),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // Route-level chunks; the first screen only pulls what it renders.
    modulePreload: { polyfill: false },
  },
  server: {
    // `npm run dev`: Vite serves the SPA with hot reload, the Worker (wrangler dev) the rest.
    proxy: Object.fromEntries(
      ["/api", "/media", "/story"].map((path) => [path, { target: `http://localhost:${workerPort}`, ws: true }]),
    ),
  },
});
