import type { Plugin, Rollup } from "vite";

/** A build step that rewrites the built index.html, once every chunk is known. */
export function rewriteIndexHtml(name: string, rewrite: (html: string, bundle: Rollup.OutputBundle) => string): Plugin {
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
