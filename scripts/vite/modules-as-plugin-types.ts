import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Non-JavaScript modules as wrangler.toml's [[rules]] make them for wrangler: fonts (`*.ttf`) as Data,
 * the moderation corpus (`*.tsv`) as Text. The Cloudflare plugin knows only its own extensions (`.bin`
 * Data, `.txt` Text), so such an import resolves to a copy under node_modules/.cache with that extension.
 */
const MODULE_COPIES: Record<string, string> = { ".ttf": ".bin", ".tsv": ".txt" };

export function modulesAsPluginTypes(): Plugin {
  const cache = fileURLToPath(new URL("../../node_modules/.cache/fabulo-data-modules", import.meta.url));
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
