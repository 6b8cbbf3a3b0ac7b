// Node import hooks for scripts that run Worker code outside workerd: `.bin` files load as an
// ArrayBuffer, `.wasm` files as a compiled WebAssembly.Module and `.tsv` files as a string, as
// wrangler's Data, CompiledWasm and Text rules hand them to the Worker.

import { register } from "node:module";

if (!globalThis.__fabuloDataHooks) {
  globalThis.__fabuloDataHooks = true;
  register(import.meta.url);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith(".bin")) {
    return { format: "module", shortCircuit: true, source: `import { readFileSync } from "node:fs"; const b = readFileSync(new URL(${JSON.stringify(url)})); export default b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);` };
  }
  if (url.endsWith(".tsv")) {
    return { format: "module", shortCircuit: true, source: `import { readFileSync } from "node:fs"; export default readFileSync(new URL(${JSON.stringify(url)}), "utf8");` };
  }
  if (url.endsWith(".wasm")) {
    return { format: "module", shortCircuit: true, source: `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(new URL(${JSON.stringify(url)})));` };
  }
  return nextLoad(url, context);
}

