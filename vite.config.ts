import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type PluginOption, type Rollup } from "vite";
import { pwa } from "./pwa.config";
import { previewLikeCloudflare } from "./scripts/preview-like-cloudflare";
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

/** A build step that rewrites the built index.html, once every chunk is known. */
function rewriteIndexHtml(name: string, rewrite: (html: string, bundle: Rollup.OutputBundle) => string): Plugin {
  return {
    name,
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      const page = bundle["index.html"];
      if (page?.type === "asset") page.source = rewrite(String(page.source), bundle);
    },
  };
}

/**
 * Inlines the entry stylesheet (a few KB) into index.html: the first paint then
 * waits for no request. CSP allows inline styles (style-src 'unsafe-inline').
 * The file itself stays in the build: lazy chunks that share the first-screen
 * chunk name it in their CSS preloads, and a missing file fails their import.
 */
function inlineEntryCss(): Plugin {
  return rewriteIndexHtml("fabulo-inline-entry-css", (html, bundle) =>
    html.replace(/<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
      const css = bundle[fileName];
      if (css?.type !== "asset") return tag;
      const source = typeof css.source === "string" ? css.source : new TextDecoder().decode(css.source);
      return `<style>${source}</style>`;
    }),
  );
}

/**
 * The chunks the first screens load lazily, by screen (and a catalog's language): listed in
 * index.html as inert links (`data-rel`, no `rel`) marked `data-first-screen`. The Worker turns
 * on the current page's (worker/http/first-data.ts), so they download with the entry instead of
 * one round trip after it has run; a page served as a plain static file preloads nothing extra.
 */
const FIRST_SCREEN_CHUNKS: Record<string, RegExp> = {
  browse: /\/src\/screens\/browse\/BrowsePage\.tsx$/,
  story: /\/src\/screens\/story\/StoryPlayerPage\.tsx$/,
  catalog: /\/locales\/([a-zA-Z-]+)\/messages\.po$/,
  "screens-catalog": /\/locales\/([a-zA-Z-]+)\/screens\.po$/,
};

function preloadFirstScreenChunks(): Plugin {
  return rewriteIndexHtml("fabulo-preload-first-screen-chunks", (html, bundle) => {
    const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // What the entry imports statically is preloaded by Vite already.
    const inEntry = new Set<string>();
    const walk = (file: string, into: Set<string>) => {
      if (into.has(file) || inEntry.has(file)) return;
      into.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
    };
    for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry.fileName, inEntry);
    const links: string[] = [];
    for (const [screen, pattern] of Object.entries(FIRST_SCREEN_CHUNKS)) {
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId ? pattern.exec(chunk.facadeModuleId) : null;
        if (!match) continue;
        const marks = `data-first-screen="${screen}"${match[1] ? ` data-locale="${match[1]}"` : ""}`;
        const files = new Set<string>();
        walk(chunk.fileName, files);
        for (const file of files) {
          links.push(`<link data-rel="modulepreload" crossorigin href="/${file}" ${marks}>`);
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) {
            links.push(`<link data-rel="preload" as="style" crossorigin href="/${css}" ${marks}>`);
          }
        }
      }
    }
    return html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
  });
}

/**
 * The modules the first screen (the browse page) runs: everything the entry and the browse
 * screen import statically, once the module graph is known. Dialogs, forms and sections
 * they load lazily stay out, as does any module only other screens use, even from the same
 * folders (a folder-based rule pulled in the captcha, the feedback form, account forms…).
 */
const firstScreenModules = new Set<string>();
/**
 * The code the story screen runs besides its own module and the first screen's: shared parts
 * (the dialog, the feedback form, saved stories…) that would otherwise each be a small chunk
 * of their own, one request apiece on a page that people open from a shared link.
 */
const storySharedModules = new Set<string>();

function collectFirstScreenModules(): Plugin {
  return {
    name: "fabulo-first-screen-modules",
    apply: "build",
    buildEnd() {
      firstScreenModules.clear();
      const roots = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || FIRST_SCREEN_CHUNKS.browse!.test(id),
      );
      const visit = (id: string) => {
        if (firstScreenModules.has(id)) return;
        firstScreenModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      roots.forEach(visit);
      // The story screen's own code (what it alone imports) stays in its chunk; what it shares
      // with other screens, and what that shared code imports, goes in one chunk.
      storySharedModules.clear();
      const story = [...this.getModuleIds()].find((id) => FIRST_SCREEN_CHUNKS.story!.test(id));
      if (!story) return;
      const ofStory = new Set<string>([story]);
      const reach = (id: string, into: Set<string>) => {
        if (into.has(id) || firstScreenModules.has(id) || /\.(css|po)$/.test(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) reach(imported, into);
      };
      for (const imported of this.getModuleInfo(story)?.importedIds ?? []) reach(imported, ofStory);
      for (const id of ofStory) {
        if (id === story) continue;
        // A module another screen imports lazily (first-data's offline lookup) is shared too, not a chunk of its own.
        const info = this.getModuleInfo(id);
        const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        if (importers.some((importer) => !ofStory.has(importer))) reach(id, storySharedModules);
      }
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+) on the code every first screen runs: the entry (which
 * holds the browse screen) and the story screen. V8 otherwise compiles a function only when it is
 * first called, on the main thread, and React DOM is one 10 000-line function called at start:
 * with the hint, that work is done on a background thread while the file downloads. Measured on
 * the story page (Lighthouse trace): the entry's evaluation fell from 35–65 ms to 10–21 ms of main
 * thread. Other chunks, where most code is never called on a visit, stay lazy. The comment must
 * open the file, so it is added last, after minification and Vite's own first line.
 */
function compileHints(): Plugin {
  const HINT = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "fabulo-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const story = chunk.facadeModuleId !== null && FIRST_SCREEN_CHUNKS.story!.test(chunk.facadeModuleId);
          if (chunk.isEntry || story) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}

/**
 * Non-JavaScript modules as wrangler.toml's [[rules]] make them for wrangler: fonts (`*.ttf`) as Data,
 * the moderation corpus (`*.tsv`) as Text. The Cloudflare plugin knows only its own extensions (`.bin`
 * Data, `.txt` Text), so such an import resolves to a copy under node_modules/.cache with that extension.
 */
const MODULE_COPIES: Record<string, string> = { ".ttf": ".bin", ".tsv": ".txt" };

function modulesAsPluginTypes(): Plugin {
  const cache = path.join(import.meta.dirname, "node_modules/.cache/fabulo-data-modules");
  return {
    name: "fabulo-modules-as-plugin-types",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name !== "client",
    resolveId: {
      filter: { id: /\.(ttf|tsv)$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved) return null;
        const copy = path.join(cache, `${path.basename(resolved.id)}${MODULE_COPIES[path.extname(resolved.id)]}`);
        mkdirSync(cache, { recursive: true });
        copyFileSync(resolved.id, copy);
        return this.resolve(copy, importer, { ...options, skipSelf: true });
      },
    },
  };
}

const toArray = (value: boolean | string[] | undefined) => (Array.isArray(value) ? value : []);

/** Plugins for the SPA's build alone (the Worker is built in its own Vite environment). */
function clientOnly(plugins: PluginOption[]): Plugin[] {
  return (plugins.flat(Infinity as 1) as Plugin[]).filter(Boolean).map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === "client" }));
}

/** Local state (D1, R2, queues, Durable Objects), shared with the migrations and seed (scripts/local-env.mjs). */
const stateDir = process.env.FABULO_STATE_DIR ?? ".wrangler/state";

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

/**
 * `vite dev` only. What Vite serves itself (its client, the SPA's modules and catalogs, dependencies)
 * skips the Worker, which answers every other path first (wrangler.toml run_worker_first). And pages lose
 * their Content-Security-Policy, which would block the inline scripts Vite and React Fast Refresh add;
 * `vite preview` and production keep the Worker's.
 */
const VITE_DEV_PATHS = ["!/@*", "!/src/*", "!/shared/*", "!/locales/*", "!/node_modules/*"];

function devPagesWithoutCsp(): Plugin {
  return {
    name: "fabulo-dev-pages-without-csp",
    apply: "serve",
    // Before the Cloudflare plugin's middleware, which answers pages from the Worker.
    enforce: "pre",
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        const writeHead = response.writeHead.bind(response) as (status: number, headers?: Record<string, unknown>) => typeof response;
        response.writeHead = ((status: number, headers?: Record<string, unknown>) => {
          if (headers) delete headers["content-security-policy"];
          response.removeHeader("content-security-policy");
          return writeHead(status, headers);
        }) as typeof response.writeHead;
        next();
      });
    },
  };
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
    // The Worker (wrangler.toml) in workerd: beside the SPA in `vite dev` and `vite preview`, built with it
    // by `vite build` (dist/client, dist/fabulo_dev). The offline engine runs in its own workerd process
    // (scripts/local-env.mjs startOfflineEngine), reached through the dev registry, so its CPU never holds the app's requests.
    cloudflare({
      persistState: { path: stateDir },
      inspectorPort: false,
      config: (worker) => {
        if (command === "serve" && worker.assets) worker.assets.run_worker_first = [...toArray(worker.assets.run_worker_first), ...VITE_DEV_PATHS];
        // `npm run dev` sets the dev server's own origin (mail links, story pages' canonical URLs).
        if (command === "serve" && process.env.APP_URL) worker.vars = { ...worker.vars, APP_URL: process.env.APP_URL };
      },
    }),
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
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What the first screen (the browse page) runs, as one file rather than ~20 small
                  // ones: on a phone each request costs a round trip, and HTTP/1.1 has 6 connections.
                  name: "first-screen",
                  test: (id) => firstScreenModules.has(id),
                },
                { name: "story-shared", test: (id) => storySharedModules.has(id) },
              ],
            },
          },
        },
      },
    },
  },
}));
