import type { Plugin } from "vite";
import { staticHeadersFile } from "../../worker/http/security-headers";

/** Writes `_headers` so static pages get the same security headers the Worker sets. */
export function securityHeadersFile(): Plugin {
  return {
    name: "fabulo-security-headers",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile() });
    },
  };
}
