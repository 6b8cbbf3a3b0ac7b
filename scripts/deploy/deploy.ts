/**
 * `npm run deploy`: builds the SPA, checks the production configuration, secrets and bundle, applies
 * D1 migrations to the production database, then deploys with the offline engine left out.
 * `npm run deploy:check`: the checks only (the bundle is built with `wrangler deploy --dry-run`).
 *
 * Options: `--config <wrangler.toml>`, `--secrets-file <file>` (the JSON or KEY=value file given to
 * `wrangler secret bulk`; without it the names come from `wrangler secret list`, which needs a login).
 * The mail checks look the sender's domain up in DNS, so the check runs online.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  BUNDLE_META,
  bundleFigures,
  bundleProblems,
  configProblems,
  formatProblem,
  localSecretProblems,
  PRODUCTION_ALIAS,
  readConfigs,
  readSecretsFile,
  requiredSecrets,
  secretProblems,
  type Problem,
} from "./checks";
import { mailConfigProblems, mailDnsProblems, systemDns, type MailDns } from "./mail-checks";

/** Set for wrangler's production build command (scripts/deploy/guard.mjs), which refuses a plain deploy. */
const GUARD = { FABULO_DEPLOY_SCRIPT: "1", WRANGLER_SEND_METRICS: "false" };
const aliasArgs = Object.entries(PRODUCTION_ALIAS).flatMap(([from, to]) => ["--alias", `${from}:${to}`]);

function run(command: string, args: string[], options: { cwd: string; capture?: boolean }): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...GUARD },
      stdio: options.capture ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The secret names set in production, from the file or from Cloudflare. */
async function setSecrets(configPath: string, root: string, secretsFile: string | undefined): Promise<Map<string, string | undefined> | Problem> {
  if (secretsFile) return readSecretsFile(secretsFile);
  const listed = await run("npx", ["wrangler", "secret", "list", "--env", "production", "--config", configPath, "--format", "json"], { cwd: root, capture: true });
  try {
    if (listed.code !== 0) throw new Error(listed.output.trim().split("\n").slice(-3).join(" "));
    const names = (JSON.parse(listed.output.slice(listed.output.indexOf("["))) as { name: string }[]).map((secret) => secret.name);
    return new Map(names.map((name) => [name, undefined]));
  } catch (error) {
    return { kind: "secret", name: "list", message: `could not list the production secrets (${String(error)}); log in or pass --secrets-file` };
  }
}

export interface CheckResult {
  problems: Problem[];
  figures?: ReturnType<typeof bundleFigures>;
}

/**
 * Every check; the bundle is written by wrangler's own dry run, as it would be uploaded. `dns` answers
 * the mail checks' lookups (the system's resolver unless a test gives its own).
 */
export async function checkDeploy(configPath: string, secretsFile?: string, dns: MailDns = systemDns): Promise<CheckResult> {
  const root = path.dirname(path.resolve(configPath));
  const { production, development } = readConfigs(configPath);
  const problems = [...configProblems(production, development), ...mailConfigProblems(production), ...(await mailDnsProblems(production, dns))];

  const secrets = await setSecrets(configPath, root, secretsFile);
  problems.push(...("kind" in secrets ? [secrets as Problem] : secretProblems(requiredSecrets(root), secrets)));
  problems.push(...localSecretProblems(root));

  const assets = production.assets?.directory;
  if (assets && !existsSync(path.resolve(root, assets))) {
    problems.push({ kind: "bundle", name: "assets", message: `${assets} is missing: run \`npm run build\` first` });
    return { problems };
  }
  const outdir = mkdtempSync(path.join(tmpdir(), "fabulo-bundle-"));
  try {
    const dryRun = await run(
      "npx",
      ["wrangler", "deploy", "--dry-run", "--env", "production", "--config", configPath, "--outdir", outdir, "--metafile", path.join(outdir, BUNDLE_META), ...aliasArgs],
      { cwd: root, capture: true },
    );
    if (dryRun.code !== 0) {
      problems.push({ kind: "bundle", name: "build", message: `wrangler's dry run failed: ${dryRun.output.trim().split("\n").slice(-5).join(" | ")}` });
      return { problems };
    }
    problems.push(...bundleProblems(outdir, root));
    return { problems, figures: bundleFigures(outdir) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: { check: { type: "boolean", default: false }, config: { type: "string", default: "wrangler.toml" }, "secrets-file": { type: "string" } },
  });
  const configPath = path.resolve(values.config);
  const root = path.dirname(configPath);
  if (!values.check && !process.env.SKIP_BUILD) {
    if ((await run("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root })).code !== 0) process.exit(1);
  }

  const { problems, figures } = await checkDeploy(configPath, values["secrets-file"]);
  if (figures) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    console.log(`Production bundle: ${figures.files} files, ${mb(figures.bytes)}, ${mb(figures.gzippedBytes)} gzipped (limit 3 MB)`);
  }
  if (problems.length > 0) {
    console.error(`Not deployable (${problems.length} problem${problems.length === 1 ? "" : "s"}):`);
    for (const problem of problems) console.error(formatProblem(problem));
    process.exit(1);
  }
  console.log("✓ configuration, secrets and bundle are ready for production");
  if (values.check) return;

  const migrate = await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", "production", "--config", configPath], { cwd: root });
  if (migrate.code !== 0) process.exit(migrate.code);
  const deployed = await run("npx", ["wrangler", "deploy", "--env", "production", "--config", configPath, ...aliasArgs], { cwd: root });
  process.exit(deployed.code);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
