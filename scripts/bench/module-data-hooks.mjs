// Node import hooks for benches that run Worker code outside workerd: `.bin` files load as an
// ArrayBuffer and `.wasm` files as a compiled WebAssembly.Module, as wrangler's Data and
// CompiledWasm rules hand them to the Worker.

import { register } from "node:module";

if (!globalThis.__fabuloDataHooks) {
  globalThis.__fabuloDataHooks = true;
  register(import.meta.url);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith(".bin")) {
    return { format: "module", shortCircuit: true, source: `import { readFileSync } from "node:fs"; const b = readFileSync(new URL(${JSON.stringify(url)})); export default b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);` };
  }
  if (url.endsWith(".wasm")) {
    return { format: "module", shortCircuit: true, source: `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(new URL(${JSON.stringify(url)})));` };
  }
  return nextLoad(url, context);
}

