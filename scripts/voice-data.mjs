// Derives the offline narrator's speech engine from node_modules (runs on `npm install`/`npm ci`
// as postinstall, and from vitest.config.ts when the files are missing or stale):
//   dev/offline-engine/espeak/generated/espeak-ng.mjs    the package's loader, made fit for workerd
//   dev/offline-engine/espeak/generated/espeak-en-fr.bin  its data package cut to English and French
// The package ships every language (24 MB); a Worker can't carry that, and ~1 MB is enough for en/fr.
// The output is a pure function of the installed package, so it is git-ignored and rebuilt anywhere.
// espeak-ng is GPL-3.0: it stays in the offline provider's folder so a production bundle can leave it out.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packageDir = path.join(root, "node_modules/@echogarden/espeak-ng-emscripten");
const outDir = path.join(root, "dev/offline-engine/espeak/generated");
const EXPECTED_VERSION = "0.3.5";

/** Files of the data package the en/fr voices need, by their path inside the Emscripten FS. */
const KEEP = [
  /^\/usr\/share\/espeak-ng-data\/(phondata|phonindex|phontab|intonations)$/,
  /^\/usr\/share\/espeak-ng-data\/(en|fr)_dict$/,
  /^\/usr\/share\/espeak-ng-data\/lang\/gmw\/en(-[A-Za-z-]+)?$/,
  /^\/usr\/share\/espeak-ng-data\/lang\/roa\/fr(-[A-Za-z]+)?$/,
  // Voice variants (pitch, breath, formants): a few hundred bytes each, chosen per story.
  /^\/usr\/share\/espeak-ng-data\/voices\/!v\/[^/]+$/,
];

/** Replaces `from` exactly once, or stops: a different package build must be looked at, not patched blindly. */
function replaceOnce(source, from, to, why) {
  const first = source.indexOf(from);
  if (first === -1 || source.indexOf(from, first + 1) !== -1) {
    throw new Error(`voice-data: cannot patch espeak-ng.js (${why}): expected exactly one ${JSON.stringify(from.slice(0, 60))}…`);
  }
  return source.slice(0, first) + (typeof to === "function" ? to() : to) + source.slice(first + from.length);
}

export function buildVoiceData() {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  if (manifest.version !== EXPECTED_VERSION) {
    throw new Error(`voice-data: written for @echogarden/espeak-ng-emscripten ${EXPECTED_VERSION}, found ${manifest.version}; review the patches below`);
  }
  let loader = readFileSync(path.join(packageDir, "espeak-ng.js"), "utf8");
  const fullData = readFileSync(path.join(packageDir, "espeak-ng.data"));

  // 1. The data package: keep the en/fr files, in their original order, and rewrite the file table
  //    (byte ranges) that the loader carries inline.
  const tableStart = loader.indexOf("loadPackage({files:[");
  const tableEnd = loader.indexOf("})", tableStart);
  if (tableStart === -1 || tableEnd === -1) throw new Error("voice-data: espeak-ng.js has no loadPackage file table");
  const table = loader.slice(tableStart, tableEnd + 2);
  const entries = [...table.matchAll(/\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g)].map((m) => ({
    filename: m[1],
    start: Number(m[2]),
    end: Number(m[3]),
  }));
  const kept = entries.filter((entry) => KEEP.some((pattern) => pattern.test(entry.filename)));
  for (const needed of ["phondata", "phontab", "phonindex", "intonations", "en_dict", "fr_dict", "lang/gmw/en-US", "lang/roa/fr"]) {
    if (!kept.some((entry) => entry.filename.endsWith(`/espeak-ng-data/${needed}`))) throw new Error(`voice-data: ${needed} missing from the package`);
  }
  const parts = [];
  const files = [];
  let offset = 0;
  for (const entry of kept) {
    parts.push(fullData.subarray(entry.start, entry.end));
    files.push(`{filename:${JSON.stringify(entry.filename)},start:${offset},end:${offset + entry.end - entry.start}}`);
    offset += entry.end - entry.start;
  }
  const data = Buffer.concat(parts);
  loader = replaceOnce(loader, table, `loadPackage({files:[${files.join(",")}],remote_package_size:${data.length}})`, "file table");

  // 2. workerd looks like a web worker (WorkerGlobalScope) and, with nodejs_compat, like Node (process):
  //    either branch breaks there (self.location.href; import("module")/fs). Neither is needed: the data
  //    comes from getPreloadedPackage and this build is wasm2js (plain JS), so it fetches nothing.
  loader = replaceOnce(
    loader,
    'var ENVIRONMENT_IS_WEB=typeof window=="object";var ENVIRONMENT_IS_WORKER=typeof WorkerGlobalScope!="undefined";var ENVIRONMENT_IS_NODE=typeof process=="object"&&typeof process.versions=="object"&&typeof process.versions.node=="string"&&process.type!="renderer";if(ENVIRONMENT_IS_NODE){const{createRequire}=await import("module");let dirname=import.meta.url;if(dirname.startsWith("data:")){dirname="/"}var require=createRequire(dirname)}',
    'var ENVIRONMENT_IS_WEB=false;var ENVIRONMENT_IS_WORKER=false;var ENVIRONMENT_IS_NODE=false;var require=name=>{throw new Error(`espeak-ng: require(${name}) is unavailable in workerd`)};',
    "environment detection",
  );
  loader = replaceOnce(
    loader,
    'var isNode=typeof process==="object"&&typeof process.versions==="object"&&typeof process.versions.node==="string";',
    "var isNode=false;",
    "data package environment detection",
  );
  // 3. espeak-ng seeds its noise generator (breath, fricatives) from time() on its first utterance:
  //    the clock becomes the caller's (Module.dateNow), so a narration is a pure function of its request.
  loader = replaceOnce(
    loader,
    "var _emscripten_date_now=()=>Date.now();",
    'var _emscripten_date_now=()=>Module["dateNow"]?Module["dateNow"]():Date.now();',
    "clock",
  );
  // 4. The module's own URL only names files it never fetches here; a constant keeps bundlers and
  //    workerd (where import.meta.url may be absent) out of it.
  loader = loader.replaceAll("import.meta.url", JSON.stringify("file:///espeak-ng/espeak-ng.js"));
  if (!loader.includes("isWasm2js:true")) {
    throw new Error("voice-data: espeak-ng.js is no longer a wasm2js build; workerd would refuse to compile its wasm at run time");
  }

  const header = [
    `// Generated by scripts/voice-data.mjs from @echogarden/espeak-ng-emscripten ${manifest.version} (GPL-3.0,`,
    "// https://github.com/echogarden-project/espeak-ng-emscripten). Do not edit; not committed.",
    "",
  ].join("\n");
  return { loader: header + loader, data, files: kept.length, sourceBytes: fullData.length };
}

/** Writes the outputs when they differ from what is on disk; returns whether anything changed. */
export function ensureVoiceData({ quiet = false } = {}) {
  const { loader, data, files, sourceBytes } = buildVoiceData();
  mkdirSync(outDir, { recursive: true });
  const outputs = [
    [path.join(outDir, "espeak-ng.mjs"), Buffer.from(loader, "utf8")],
    [path.join(outDir, "espeak-en-fr.bin"), data],
  ];
  const digest = (bytes) => createHash("sha256").update(bytes).digest("hex");
  let changed = false;
  for (const [file, bytes] of outputs) {
    if (existsSync(file) && digest(readFileSync(file)) === digest(bytes)) continue;
    writeFileSync(file, bytes);
    changed = true;
  }
  if (changed && !quiet) {
    console.log(`voice-data: espeak-ng en/fr data ${(data.length / 1024).toFixed(0)} KiB (${files} files, from ${(sourceBytes / 1048576).toFixed(1)} MiB) → ${path.relative(root, outDir)}/`);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureVoiceData();
}
