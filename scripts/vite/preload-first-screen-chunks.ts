import type { Plugin } from "vite";
import { FIRST_SCREEN_CHUNKS } from "./first-screen-chunks";
import { rewriteIndexHtml } from "./index-html";

/**
 * Lists the first screens' lazy chunks (FIRST_SCREEN_CHUNKS) in index.html as inert links
 * (`data-rel`, no `rel`) marked `data-first-screen`. The Worker turns on the current page's
 * (worker/http/first-data.ts), so they download with the entry instead of one round trip after
 * it has run; a page served as a plain static file preloads nothing extra.
 */
export function preloadFirstScreenChunks(): Plugin {
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
