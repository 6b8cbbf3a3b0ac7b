/**
 * What `npm run deploy:check` (and `npm run deploy`, before uploading) checks: the production
 * configuration as wrangler reads it, the secrets set for it, and the bundle wrangler would upload.
 * Each problem is named (`config`, `secret`, `bundle`, and `mail` from mail-checks.ts) so an operator knows what to fix.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig, type Unstable_Config } from "wrangler";

export interface Problem {
  kind: "config" | "secret" | "bundle" | "mail";
  /** What is wrong, e.g. `d1_databases.DB.database_id`. */
  name: string;
  message: string;
}

/** Cloudflare's limit for a Worker on the Free plan, compressed (the Paid plan allows 10 MB). */
export const MAX_GZIPPED_BYTES = 3 * 1024 * 1024;

/** The alias that leaves the development parts (dev/: the offline engine, GPL-3.0 narrator, and sandbox billing) out of the production bundle. */
export const PRODUCTION_ALIAS = { "@fabulo/dev-parts": "./worker/dev-parts-absent.ts" };

/** Cloudflare's documented Turnstile test keys: site keys `1x…AA`, `2x…AB`, `1x…BB`, `2x…BB`, `3x…FF`; secrets `1x…AA` and kin. */
const TURNSTILE_TEST_KEY = /^[123]x0+[A-F]{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The id wrangler.toml gives the local database; never a real one. */
const LOCAL_D1_ID = "00000000-0000-4000-8000-000000000000";
const PLACEHOLDER = /replace-with|placeholder|changeme|example\.(com|org)|\bTODO\b/i;
/** Stripe's keys name their mode: `sk_` (secret), `pk_` (publishable) or `rk_` (restricted), then `live_` or `test_`. */
const STRIPE_KEY = /^(sk|pk|rk)_(live|test)_/;
/** The files wrangler reads development's secrets from (`.env` only when there is no `.dev.vars`; both are checked). */
const LOCAL_SECRET_FILES = [".dev.vars", ".env"];

/**
 * Stripe keys in the wrong mode, by the name they are set under (any name: a key pasted under
 * another one is found too): a test-mode key in production takes no real payment, a live key
 * anywhere else takes real ones from a development machine. Only the key's prefix is ever printed.
 */
export function stripeKeyProblems(
  kind: Problem["kind"],
  values: Iterable<[string, unknown]>,
  environment: "production" | "development",
): Problem[] {
  const problems: Problem[] = [];
  for (const [name, value] of values) {
    const mode = typeof value === "string" ? STRIPE_KEY.exec(value.trim()) : null;
    if (!mode) continue;
    const prefix = `${mode[1]}_${mode[2]}_…`;
    if (environment === "production" && mode[2] === "test") {
      problems.push({ kind, name, message: `is a test-mode Stripe key (${prefix}): production needs the live key` });
    } else if (environment === "development" && mode[2] === "live") {
      problems.push({ kind, name, message: `is a live Stripe key (${prefix}): outside production use the test-mode key` });
    }
  }
  return problems;
}

export function readConfigs(configPath: string): { production: Unstable_Config; development: Unstable_Config } {
  return {
    production: unstable_readConfig({ config: configPath, env: "production" }, { hideWarnings: true }),
    development: unstable_readConfig({ config: configPath }, { hideWarnings: true }),
  };
}

/** Every string in the configuration with its path, to find placeholders wherever they are. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/** The production environment: its own resources, real ids and keys, Workers AI, and no placeholder anywhere. */
export function configProblems(production: Unstable_Config, development: Unstable_Config): Problem[] {
  const problems: Problem[] = [];
  const problem = (name: string, message: string) => problems.push({ kind: "config", name, message });
  const checked = {
    vars: production.vars,
    d1_databases: production.d1_databases,
    r2_buckets: production.r2_buckets,
    queues: production.queues,
    routes: production.routes,
    send_email: production.send_email,
  };
  for (const [at, value] of strings(checked, "")) {
    // D1 ids get their own check below.
    if (PLACEHOLDER.test(value) && !at.endsWith(".database_id")) problem(at, `still a placeholder: "${value}"`);
  }

  const vars = production.vars as Record<string, unknown>;
  const varsAt = (config: Unstable_Config) => Object.entries(config.vars as Record<string, unknown>).map(([name, value]) => [`vars.${name}`, value] as [string, unknown]);
  problems.push(...stripeKeyProblems("config", varsAt(production), "production"), ...stripeKeyProblems("config", varsAt(development), "development"));
  if (vars.ENVIRONMENT !== "production") problem("vars.ENVIRONMENT", `must be "production" (is "${String(vars.ENVIRONMENT)}")`);
  if (vars.AI_PROVIDER !== "workers-ai") problem("vars.AI_PROVIDER", `must be "workers-ai": the offline engine is not in the production bundle`);
  if (production.ai?.binding !== "AI") problem("ai", "the AI binding (Workers AI) is missing");
  if (production.d1_databases.some((database) => database.binding === "SANDBOX_DB")) {
    problem("d1_databases.SANDBOX_DB", "is sandbox billing's database, a development part: production bills with Stripe");
  }
  const siteKey = String(vars.TURNSTILE_SITE_KEY ?? "");
  if (TURNSTILE_TEST_KEY.test(siteKey)) problem("vars.TURNSTILE_SITE_KEY", "is one of Cloudflare's Turnstile test keys");
  let appUrl: URL | undefined;
  try {
    appUrl = new URL(String(vars.APP_URL));
  } catch {
    problem("vars.APP_URL", "is not a URL");
  }
  if (production.workers_dev !== false) problem("workers_dev", "must be false: on *.workers.dev Turnstile's hostname check refuses every form");
  const domains = (production.routes ?? []).flatMap((route) => (typeof route === "object" && "custom_domain" in route && route.custom_domain ? [route.pattern] : []));
  if (appUrl && (appUrl.protocol !== "https:" || /^(localhost|127\.)/.test(appUrl.hostname))) {
    problem("vars.APP_URL", `must be the public https origin (is ${appUrl.href})`);
  } else if (appUrl && domains.length > 0 && !domains.includes(appUrl.hostname)) {
    problem("vars.APP_URL", `names ${appUrl.hostname}, not the custom domain (${domains.join(", ")}): Turnstile's hostname check would refuse every form`);
  }

  for (const database of production.d1_databases) {
    const id = database.database_id ?? "";
    if (!UUID.test(id) || id === LOCAL_D1_ID) problem(`d1_databases.${database.binding}.database_id`, `is not a real D1 id ("${id}"): \`wrangler d1 create\` prints it`);
  }

  // Production never shares a database, bucket or queue with development.
  const shared = (what: string, production: (string | undefined)[], development: (string | undefined)[]) => {
    for (const name of production) if (name && development.includes(name)) problem(what, `"${name}" is also development's: give production its own`);
  };
  shared("d1_databases.database_name", production.d1_databases.map((d) => d.database_name), development.d1_databases.map((d) => d.database_name));
  shared("r2_buckets.bucket_name", production.r2_buckets.map((b) => b.bucket_name), development.r2_buckets.map((b) => b.bucket_name));
  const queueNames = (config: Unstable_Config) => [
    ...(config.queues.producers ?? []).map((q) => q.queue),
    ...(config.queues.consumers ?? []).flatMap((q) => [q.queue, q.dead_letter_queue]),
  ];
  shared("queues", [...new Set(queueNames(production))], queueNames(development));

  // A step that runs out of retries lands in the dead-letter queue, whose consumer records the failure.
  const consumed = new Set((production.queues.consumers ?? []).map((q) => q.queue));
  for (const producer of production.queues.producers ?? []) {
    const consumer = (production.queues.consumers ?? []).find((q) => q.queue === producer.queue);
    if (!consumer) problem(`queues.${producer.queue}`, "has a producer but no consumer");
    else if (!consumer.dead_letter_queue) problem(`queues.${producer.queue}`, "has no dead_letter_queue");
    else if (!consumed.has(consumer.dead_letter_queue)) problem(`queues.${consumer.dead_letter_queue}`, "(the dead-letter queue) has no consumer");
  }
  // The queue handler tells the two apart by these vars (worker/index.ts): a dead letter taken for a step runs it again.
  const generation = (production.queues.producers ?? []).find((q) => q.binding === "GENERATION")?.queue;
  const deadLetters = (production.queues.consumers ?? []).find((q) => q.queue === generation)?.dead_letter_queue;
  if (vars.GENERATION_QUEUE !== generation) problem("vars.GENERATION_QUEUE", `must name the GENERATION queue ("${generation}"), is "${String(vars.GENERATION_QUEUE)}"`);
  if (vars.GENERATION_DEAD_LETTER_QUEUE !== deadLetters) {
    problem("vars.GENERATION_DEAD_LETTER_QUEUE", `must name its dead-letter queue ("${deadLetters}"), is "${String(vars.GENERATION_DEAD_LETTER_QUEUE)}"`);
  }
  return problems;
}

/**
 * The secrets the Worker reads: the string members of `FabuloSecrets` in worker/bindings.d.ts, where
 * every secret is declared (wrangler.toml cannot list them).
 */
export function requiredSecrets(root: string): string[] {
  const source = readFileSync(path.join(root, "worker/bindings.d.ts"), "utf8");
  const body = /interface FabuloSecrets \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!body) throw new Error("worker/bindings.d.ts declares no FabuloSecrets");
  return [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\??: string;/gm)].map((match) => match[1]!);
}

/** Secret names (and values, when read from a file) as `wrangler secret bulk` takes them: JSON or KEY=value lines. */
export function readSecretsFile(file: string): Map<string, string> {
  const text = readFileSync(file, "utf8");
  if (text.trimStart().startsWith("{")) return new Map(Object.entries(JSON.parse(text) as Record<string, string>));
  const secrets = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && !line.trimStart().startsWith("#")) secrets.set(match[1]!, match[2]!.replace(/^(["'])(.*)\1$/, "$2"));
  }
  return secrets;
}

/** Missing secrets; with values at hand, empty ones, placeholders, the Turnstile test secret and test-mode Stripe keys too. */
export function secretProblems(required: string[], secrets: Map<string, string | undefined>): Problem[] {
  const problems: Problem[] = stripeKeyProblems("secret", secrets, "production");
  for (const name of required) {
    if (!secrets.has(name)) {
      problems.push({ kind: "secret", name, message: `is not set: \`wrangler secret put ${name} --env production\`` });
      continue;
    }
    const value = secrets.get(name);
    if (value === undefined) continue;
    if (value.trim() === "" || PLACEHOLDER.test(value)) problems.push({ kind: "secret", name, message: "is empty or a placeholder" });
    else if (name === "TURNSTILE_SECRET_KEY" && TURNSTILE_TEST_KEY.test(value)) problems.push({ kind: "secret", name, message: "is one of Cloudflare's Turnstile test secrets" });
  }
  return problems;
}

/** Development's own secrets (wrangler's local files next to the configuration): no live Stripe key there. */
export function localSecretProblems(root: string): Problem[] {
  return LOCAL_SECRET_FILES.filter((file) => existsSync(path.join(root, file))).flatMap((file) =>
    stripeKeyProblems(
      "secret",
      [...readSecretsFile(path.join(root, file))].map(([name, value]): [string, string] => [`${file} ${name}`, value]),
      "development",
    ),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Marks of the offline narrator: its voice data file, and the espeak-ng Emscripten build's own
 * identifiers (a comment naming espeak-ng is no mark: comments survive bundling).
 */
const NARRATOR_FILE = /espeak/i;
const NARRATOR_CODE = /espeak_VOICE|espeak-ng-data/;

export interface BundleFigures {
  files: number;
  bytes: number;
  gzippedBytes: number;
}

/**
 * esbuild's build metadata (`wrangler deploy --dry-run --outdir <dir> --metafile`), written beside the
 * bundle: its inputs name every source file the bundle holds, relative to the repository.
 */
export const BUNDLE_META = "bundle-meta.json";
/** The development parts' folder (dev/index.ts and what it reaches): never in production's bundle. */
const DEV_PARTS_DIR = "dev";

/** The files wrangler would upload: the bundle without its source maps and build metadata. */
const uploadedFiles = (outdir: string) => filesUnder(outdir).filter((file) => !file.endsWith(".map") && path.basename(file) !== BUNDLE_META);

/** The bundle as `wrangler deploy --dry-run --outdir` wrote it (source maps aside): its size, gzipped file by file as the upload is. */
export function bundleFigures(outdir: string): BundleFigures {
  const files = uploadedFiles(outdir);
  let bytes = 0;
  let gzippedBytes = 0;
  for (const file of files) {
    const content = readFileSync(file);
    bytes += content.length;
    gzippedBytes += gzipSync(content).length;
  }
  return { files: files.length, bytes, gzippedBytes };
}

/**
 * Source files from dev/ in the bundle, by esbuild's metadata: whatever path brought them in (a missing
 * alias, a stray import). Inputs are relative to `root`, the checkout wrangler ran in; compared by real
 * path, as esbuild may name a linked folder by its target.
 */
function devPartProblems(outdir: string, root: string): Problem[] {
  const metafile = path.join(outdir, BUNDLE_META);
  if (!existsSync(metafile)) return [{ kind: "bundle", name: BUNDLE_META, message: "is missing: the dry run must write it (--metafile) to show what the bundle holds" }];
  const { inputs } = JSON.parse(readFileSync(metafile, "utf8")) as { inputs: Record<string, unknown> };
  const devParts = realpathSync(path.join(root, DEV_PARTS_DIR)) + path.sep;
  const real = (input: string) => (existsSync(path.resolve(root, input)) ? realpathSync(path.resolve(root, input)) : path.resolve(root, input));
  return Object.keys(inputs)
    .map(real)
    .filter((input) => input.startsWith(devParts))
    .map((input): Problem => ({ kind: "bundle", name: path.relative(path.dirname(devParts), input), message: "is a development part (dev/), which production must not ship" }));
}

export function bundleProblems(outdir: string, root: string): Problem[] {
  const problems: Problem[] = devPartProblems(outdir, root);
  for (const file of uploadedFiles(outdir)) {
    const relative = path.relative(outdir, file);
    if (NARRATOR_FILE.test(relative) || NARRATOR_CODE.test(readFileSync(file, "latin1"))) {
      problems.push({ kind: "bundle", name: relative, message: "holds the offline narrator (espeak-ng, GPL-3.0), which production must not ship" });
    }
  }
  const { gzippedBytes } = bundleFigures(outdir);
  if (gzippedBytes > MAX_GZIPPED_BYTES) {
    problems.push({ kind: "bundle", name: "size", message: `${(gzippedBytes / 1024 / 1024).toFixed(2)} MB gzipped, over the 3 MB limit` });
  }
  return problems;
}

export function formatProblem(problem: Problem): string {
  return `  ✗ ${problem.kind} ${problem.name}: ${problem.message}`;
}
