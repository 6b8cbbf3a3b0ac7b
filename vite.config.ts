import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";
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
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (importers.some((importer) => !ofStory.has(importer))) reach(id, storySharedModules);
      }
    },
  };
}

/**
 * Reachable from the first screen only through a package's index, which re-exports
 * everything, but run by later screens alone: TanStack Query's mutations (the first screen
 * only reads). Captured, they would ride in the first download.
 */
const LATER_SCREENS_ONLY = /[\\/]@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\.js$/;

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

const workerPort = Number(process.env.WORKER_PORT ?? 8787);

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/app/use-sync-external-store.ts", import.meta.url)),
      },
    ],
  },
  plugins: [
    lingui({ macroTransform: true, failOnCompileError: true }),
    react(),
    securityHeadersFile(),
    inlineEntryCss(),
    // Installable app and service worker (shell offline, saved stories).
    pwa(),
    preloadFirstScreenChunks(),
    collectFirstScreenModules(),
    compileHints(),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
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
              test: (id) => firstScreenModules.has(id) && !LATER_SCREENS_ONLY.test(id),
            },
            { name: "story-shared", test: (id) => storySharedModules.has(id) },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the SPA with hot reload, the Worker (wrangler dev) the rest.
    proxy: Object.fromEntries(
      ["/api", "/media", "/story"].map((path) => [path, { target: `http://localhost:${workerPort}`, ws: true }]),
    ),
  },
});
