import type { Plugin } from "vite";
import { rewriteIndexHtml } from "./index-html";

/**
 * Inlines the entry stylesheet (a few KB) into index.html: the first paint then
 * waits for no request. CSP allows inline styles (style-src 'unsafe-inline').
 * The file itself stays in the build: lazy chunks that share the first-screen
 * chunk name it in their CSS preloads, and a missing file fails their import.
 */
export function inlineEntryCss(): Plugin {
  return rewriteIndexHtml("fabulo-inline-entry-css", (html, bundle) =>
    html.replace(/<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
      const css = bundle[fileName];
      if (css?.type !== "asset") return tag;
      const source = typeof css.source === "string" ? css.source : new TextDecoder().decode(css.source);
      return `<style>${source}</style>`;
    }),
  );
}
