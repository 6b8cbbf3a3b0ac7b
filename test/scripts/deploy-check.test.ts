import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDeploy } from "../../scripts/deploy/deploy";
import {
  BUNDLE_META,
  bundleProblems,
  configProblems,
  localSecretProblems,
  MAX_GZIPPED_BYTES,
  readConfigs,
  requiredSecrets,
  secretProblems,
} from "../../scripts/deploy/checks";
import { mailConfigProblems, mailDnsProblems, type MailDns } from "../../scripts/deploy/mail-checks";

/**
 * Issue 28 part 6: `npm run deploy:check` on the shipped wrangler.toml (placeholders, no secrets) and on a
 * filled-in copy of the checkout, with the real production bundle from wrangler's dry run.
 */
const root = path.resolve(import.meta.dirname, "../..");
const shipped = readFileSync(path.join(root, "wrangler.toml"), "utf8");
const SECRETS = {
  JWT_SECRET: "b7f3c1d2e4a5968778695a4b3c2d1e0f",
  PASSWORD_PEPPER: "4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAC3DHQhMMQ_Rxrg9J0pVAbHSNtk",
  STRIPE_SECRET_KEY: "sk_live_51Habcdefghijklmnop",
  STRIPE_PUBLISHABLE_KEY: "pk_live_51Habcdefghijklmnop",
  STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
};
/** The shipped configuration with what an operator fills in: the D1 id `wrangler d1 create` printed, the Turnstile site key. */
const filledIn = (toml: string) =>
  toml
    .replace('database_id = "replace-with-the-production-d1-id"', 'database_id = "6f1c2b7e-3d4a-4b8c-9e0f-1a2b3c4d5e6f"')
    .replace('TURNSTILE_SITE_KEY = "replace-with-the-production-site-key"', 'TURNSTILE_SITE_KEY = "0x4AAAAAAAC3DHQFLr1GavRN"');

/** DNS as onboarding `domain` to Email Sending leaves it (developers.cloudflare.com/email-service/configuration/domains/), less `missing` names. */
function onboardedDns(domain: string, missing: string[] = []): MailDns & { asked: string[] } {
  const records: Record<string, { txt?: string[]; mx?: string[] }> = {
    [`cf-bounce.${domain}`]: {
      mx: ["route1.mx.cloudflare.net", "route2.mx.cloudflare.net", "route3.mx.cloudflare.net"],
      txt: ["v=spf1 include:_spf.mx.cloudflare.net ~all"],
    },
    [`cf-bounce._domainkey.${domain}`]: { txt: ["v=DKIM1; h=sha256; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"] },
    [`_dmarc.${domain}`]: { txt: ["v=DMARC1; p=reject;"] },
  };
  const asked: string[] = [];
  const answer = (name: string, type: "txt" | "mx") => {
    asked.push(`${name} ${type}`);
    return Promise.resolve(missing.includes(name) ? [] : (records[name]?.[type] ?? []));
  };
  return { asked, txt: (name) => answer(name, "txt"), mx: (name) => answer(name, "mx") };
}

/** A copy of the checkout (every entry linked) with its own wrangler.toml and secrets file. */
let checkout: string;
const configOf = (name: string, toml: string) => {
  const file = path.join(checkout, name);
  writeFileSync(file, toml);
  return file;
};
const secretsFile = (secrets: Record<string, string>) => {
  const file = path.join(checkout, `secrets-${Object.keys(secrets).length}.env`);
  writeFileSync(file, Object.entries(secrets).map(([name, value]) => `${name}=${value}`).join("\n"));
  return file;
};

beforeAll(() => {
  checkout = mkdtempSync(path.join(tmpdir(), "fabulo-deploy-check-"));
  for (const entry of readdirSync(root)) {
    if (!["wrangler.toml", ".git", ".wrangler", "dist"].includes(entry)) symlinkSync(path.join(root, entry), path.join(checkout, entry));
  }
  // The unit tests run before `npm run build`: the SPA's assets are a one-page stand-in, the Worker is real.
  mkdirSync(path.join(checkout, "dist/client"), { recursive: true });
  writeFileSync(path.join(checkout, "dist/client/index.html"), "<!doctype html><title>Fabulo</title>");
});
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

const named = (problems: { kind: string; name: string }[]) => problems.map((problem) => `${problem.kind} ${problem.name}`).sort();

describe("npm run deploy:check", () => {
  it("passes on a filled-in configuration: no problem, and the production bundle is under 3 MB gzipped", { timeout: 180_000 }, async () => {
    const { problems, figures } = await checkDeploy(configOf("wrangler.toml", filledIn(shipped)), secretsFile(SECRETS), onboardedDns("fabulo.app"));
    expect(problems).toEqual([]);
    expect(figures!.gzippedBytes).toBeGreaterThan(0);
    expect(figures!.gzippedBytes).toBeLessThan(MAX_GZIPPED_BYTES);
  });

  it("fails on the shipped placeholders and a missing secret, naming each", () => {
    const { production, development } = readConfigs(path.join(root, "wrangler.toml"));
    expect(named(configProblems(production, development))).toEqual(["config d1_databases.DB.database_id", "config vars.TURNSTILE_SITE_KEY"]);
    const { STRIPE_PUBLISHABLE_KEY: _missing, ...withoutOne } = SECRETS;
    expect(named(secretProblems(requiredSecrets(root), new Map(Object.entries(withoutOne))))).toEqual(["secret STRIPE_PUBLISHABLE_KEY"]);
  });

  it("requires every secret the Worker declares, Stripe's publishable key included", () => {
    expect(requiredSecrets(root).sort()).toEqual(Object.keys(SECRETS).sort());
    expect(named(secretProblems(requiredSecrets(root), new Map()))).toEqual(Object.keys(SECRETS).map((name) => `secret ${name}`).sort());
  });

  it("refuses test keys, a local APP_URL, and names shared with development", () => {
    const risky = filledIn(shipped)
      .replace('TURNSTILE_SITE_KEY = "0x4AAAAAAAC3DHQFLr1GavRN"', 'TURNSTILE_SITE_KEY = "1x00000000000000000000AA"')
      .replace('APP_URL = "https://fabulo.app"', 'APP_URL = "http://localhost:8787"')
      .replace('bucket_name = "fabulo-media-production"', 'bucket_name = "fabulo-media"')
      .replace(/fabulo-generation-production-dlq/g, "fabulo-generation-dlq");
    const { production, development } = readConfigs(configOf("risky.toml", risky));
    expect(named(configProblems(production, development))).toEqual(["config queues", "config r2_buckets.bucket_name", "config vars.APP_URL", "config vars.TURNSTILE_SITE_KEY"]);
    const testSecret = secretProblems(["TURNSTILE_SECRET_KEY"], new Map([["TURNSTILE_SECRET_KEY", "1x0000000000000000000000000000000AA"]]));
    expect(testSecret).toEqual([{ kind: "secret", name: "TURNSTILE_SECRET_KEY", message: "is one of Cloudflare's Turnstile test secrets" }]);
  });

  it("refuses test-mode Stripe keys in production and live ones in development, naming each key", () => {
    const testMode = new Map(Object.entries({
      ...SECRETS,
      STRIPE_SECRET_KEY: "sk_test_51Habcdefghijklmnop",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51Habcdefghijklmnop",
    }));
    expect(secretProblems(requiredSecrets(root), testMode)).toEqual([
      { kind: "secret", name: "STRIPE_SECRET_KEY", message: "is a test-mode Stripe key (sk_test_…): production needs the live key" },
      { kind: "secret", name: "STRIPE_PUBLISHABLE_KEY", message: "is a test-mode Stripe key (pk_test_…): production needs the live key" },
    ]);
    // A restricted key in place of the secret one is judged the same way; the shipped pair passes.
    const restricted = secretProblems(requiredSecrets(root), new Map(Object.entries({ ...SECRETS, STRIPE_SECRET_KEY: "rk_test_51Habc" })));
    expect(named(restricted)).toEqual(["secret STRIPE_SECRET_KEY"]);
    expect(secretProblems(requiredSecrets(root), new Map(Object.entries({ ...SECRETS, STRIPE_SECRET_KEY: "rk_live_51Habc" })))).toEqual([]);

    // In the configuration: a test key among production's vars, a live one among development's.
    const keyed = filledIn(shipped)
      .replace('ENVIRONMENT = "development"', 'ENVIRONMENT = "development"\nSTRIPE_PUBLISHABLE_KEY = "pk_live_51Habcdefghijklmnop"')
      .replace('ENVIRONMENT = "production"', 'ENVIRONMENT = "production"\nSTRIPE_PUBLISHABLE_KEY = "pk_test_51Habcdefghijklmnop"');
    const { production, development } = readConfigs(configOf("keyed.toml", keyed));
    expect(configProblems(production, development).filter((problem) => problem.name === "vars.STRIPE_PUBLISHABLE_KEY")).toEqual([
      { kind: "config", name: "vars.STRIPE_PUBLISHABLE_KEY", message: "is a test-mode Stripe key (pk_test_…): production needs the live key" },
      { kind: "config", name: "vars.STRIPE_PUBLISHABLE_KEY", message: "is a live Stripe key (pk_live_…): outside production use the test-mode key" },
    ]);

    // Development's own secrets file: test keys are what it should hold, a live one is refused.
    const local = mkdtempSync(path.join(checkout, "local-secrets-"));
    writeFileSync(path.join(local, ".dev.vars"), "STRIPE_SECRET_KEY=sk_test_51Habc\nSTRIPE_PUBLISHABLE_KEY=pk_test_51Habc\n");
    expect(localSecretProblems(local)).toEqual([]);
    writeFileSync(path.join(local, ".dev.vars"), "STRIPE_SECRET_KEY=sk_live_51Habc\nSTRIPE_PUBLISHABLE_KEY=pk_test_51Habc\n");
    expect(localSecretProblems(local)).toEqual([
      { kind: "secret", name: ".dev.vars STRIPE_SECRET_KEY", message: "is a live Stripe key (sk_live_…): outside production use the test-mode key" },
    ]);
  });

  it("refuses a production that also answers on *.workers.dev", () => {
    const { production, development } = readConfigs(configOf("workers-dev.toml", filledIn(shipped).replace("workers_dev = false", "workers_dev = true")));
    expect(configProblems(production, development)).toEqual([
      { kind: "config", name: "workers_dev", message: "must be false: on *.workers.dev Turnstile's hostname check refuses every form" },
    ]);
    const { production: unset } = readConfigs(configOf("workers-dev-unset.toml", filledIn(shipped).replace("workers_dev = false\n", "")));
    expect(named(configProblems(unset, development))).toEqual(["config workers_dev"]);
  });

  it("refuses sandbox billing's database in production, a development part", () => {
    const sandboxDb = '\n[[env.production.d1_databases]]\nbinding = "SANDBOX_DB"\ndatabase_name = "fabulo-production-sandbox"\ndatabase_id = "3c1f6a52-4d1e-4c7a-9a51-0d2b7f5e8c11"\n';
    const { production, development } = readConfigs(configOf("sandbox-db.toml", filledIn(shipped) + sandboxDb));
    expect(configProblems(production, development)).toEqual([
      { kind: "config", name: "d1_databases.SANDBOX_DB", message: "is sandbox billing's database, a development part: production bills with Stripe" },
    ]);
  });

  it("refuses queue names in the vars that are not production's queues, which would run dead letters as steps", () => {
    const stale = filledIn(shipped)
      .replace('GENERATION_QUEUE = "fabulo-generation-production"', 'GENERATION_QUEUE = "fabulo-generation"')
      .replace('GENERATION_DEAD_LETTER_QUEUE = "fabulo-generation-production-dlq"', 'GENERATION_DEAD_LETTER_QUEUE = "fabulo-generation-dlq"');
    const { production, development } = readConfigs(configOf("stale-queues.toml", stale));
    expect(configProblems(production, development)).toEqual([
      { kind: "config", name: "vars.GENERATION_QUEUE", message: 'must name the GENERATION queue ("fabulo-generation-production"), is "fabulo-generation"' },
      {
        kind: "config",
        name: "vars.GENERATION_DEAD_LETTER_QUEUE",
        message: 'must name its dead-letter queue ("fabulo-generation-production-dlq"), is "fabulo-generation-dlq"',
      },
    ]);
  });

  it("passes the mail steps of the shipped configuration once fabulo.app is onboarded to Email Sending, looking up each record", async () => {
    const { production } = readConfigs(path.join(root, "wrangler.toml"));
    expect(mailConfigProblems(production)).toEqual([]);
    const dns = onboardedDns("fabulo.app");
    expect(await mailDnsProblems(production, dns)).toEqual([]);
    expect(dns.asked.sort()).toEqual([
      "_dmarc.fabulo.app txt",
      "cf-bounce._domainkey.fabulo.app txt",
      "cf-bounce.fabulo.app mx",
      "cf-bounce.fabulo.app txt",
    ]);
  });

  it("names each missing mail step: a domain not onboarded, a sender off any domain, a missing or restricted binding", async () => {
    const { production } = readConfigs(path.join(root, "wrangler.toml"));
    const notOnboarded = await mailDnsProblems(production, onboardedDns("fabulo.app", ["cf-bounce.fabulo.app", "cf-bounce._domainkey.fabulo.app", "_dmarc.fabulo.app"]));
    expect(named(notOnboarded)).toEqual([
      "mail dns _dmarc.fabulo.app TXT (DMARC)",
      "mail dns cf-bounce._domainkey.fabulo.app TXT (DKIM)",
      "mail dns cf-bounce.fabulo.app MX",
      "mail dns cf-bounce.fabulo.app TXT (SPF)",
    ]);
    expect(notOnboarded[0]!.message).toBe("is missing: onboard the domain to Email Sending (Dashboard → Email Service → Email Sending), which adds it");
    // Offline: said so, not taken for a missing record.
    const offline: MailDns = { txt: () => Promise.reject(new Error("queryTxt ECONNREFUSED")), mx: () => Promise.reject(new Error("queryMx ECONNREFUSED")) };
    expect((await mailDnsProblems(production, offline)).map((problem) => problem.message)).toEqual(
      Array(4).fill(expect.stringMatching(/^could not be looked up \(Error: query(Txt|Mx) ECONNREFUSED\): run the check online$/)),
    );

    const local = readConfigs(configOf("mail-local.toml", shipped.replace('MAIL_FROM = "stories@fabulo.app"', 'MAIL_FROM = "stories@fabulo.local"'))).production;
    expect(named(mailConfigProblems(local))).toEqual(["mail vars.MAIL_FROM"]);
    expect(await mailDnsProblems(local, onboardedDns("fabulo.local"))).toEqual([]);
    const withoutBinding = readConfigs(configOf("mail-unbound.toml", shipped.replace('[[env.production.send_email]]\nname = "MAILER"\n', ""))).production;
    expect(mailConfigProblems(withoutBinding)).toEqual([{ kind: "mail", name: "send_email.MAILER", message: "the binding is missing: the Worker sends every mail through it" }]);
    const restricted = readConfigs(
      configOf(
        "mail-restricted.toml",
        shipped.replace('[[env.production.send_email]]\nname = "MAILER"\n', '[[env.production.send_email]]\nname = "MAILER"\nallowed_destination_addresses = ["ops@fabulo.app"]\nallowed_sender_addresses = ["noreply@fabulo.app"]\n'),
      ),
    ).production;
    expect(mailConfigProblems(restricted).map((problem) => problem.message)).toEqual([
      "restricts its destinations (destination_address, allowed_destination_addresses): families' addresses would be refused",
      'allowed_sender_addresses does not list MAIL_FROM ("stories@fabulo.app")',
    ]);
  });

  it("finds the development parts and the GPL narrator in a bundle made without the production alias", { timeout: 180_000 }, async () => {
    const outdir = path.join(checkout, "bundle-without-alias");
    // The production environment with dev/ aliased in: what a forgotten alias ships.
    const config = configOf("wrangler.toml", filledIn(shipped));
    const withDevParts = ["--alias", "@fabulo/dev-parts:./dev/index.ts", "--metafile", path.join(outdir, BUNDLE_META)];
    await promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--config", config, "--outdir", outdir, ...withDevParts], {
      cwd: checkout,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", FABULO_DEPLOY_SCRIPT: "1" },
    });
    const problems = bundleProblems(outdir, checkout);
    expect(problems.map((problem) => problem.message)).toContain("holds the offline narrator (espeak-ng, GPL-3.0), which production must not ship");
    expect(problems.some((problem) => problem.name.endsWith("espeak-en-fr.bin"))).toBe(true);
    expect(problems.some((problem) => problem.name === "index.js")).toBe(true);
    // Every dev/ module the alias reached is named, the sandbox's as well as the engine's.
    const devParts = problems.filter((problem) => problem.message === "is a development part (dev/), which production must not ship").map((problem) => problem.name);
    expect(devParts).toEqual(expect.arrayContaining(["dev/index.ts", "dev/offline-engine/narrator.ts", "dev/sandbox-billing/sandbox-provider.ts"]));
  });

  it("finds a dev/ module in the bundle whatever import brought it in, and refuses a bundle without its metadata", () => {
    const outdir = mkdtempSync(path.join(checkout, "stray-import-"));
    writeFileSync(path.join(outdir, "index.js"), "export default {};");
    expect(bundleProblems(outdir, checkout)).toEqual([
      { kind: "bundle", name: BUNDLE_META, message: "is missing: the dry run must write it (--metafile) to show what the bundle holds" },
    ]);
    // esbuild's metadata for a Worker that imported the sandbox by a relative path, past the alias.
    const inputs = { "worker/index.ts": {}, "dev/sandbox-billing/sandbox-cards.ts": {}, "node_modules/hono/dist/index.js": {} };
    writeFileSync(path.join(outdir, BUNDLE_META), JSON.stringify({ inputs, outputs: {} }));
    expect(bundleProblems(outdir, checkout)).toEqual([
      { kind: "bundle", name: "dev/sandbox-billing/sandbox-cards.ts", message: "is a development part (dev/), which production must not ship" },
    ]);
  });

  it("fails a bundle over 3 MB gzipped", () => {
    const outdir = mkdtempSync(path.join(checkout, "big-bundle-"));
    // Random bytes do not compress: 3.1 MB stays 3.1 MB gzipped.
    const noise = new Uint8Array(3.1 * 1024 * 1024);
    for (let offset = 0; offset < noise.length; offset += 65_536) crypto.getRandomValues(noise.subarray(offset, offset + 65_536));
    writeFileSync(path.join(outdir, "index.js"), noise);
    writeFileSync(path.join(outdir, BUNDLE_META), JSON.stringify({ inputs: { "worker/index.ts": {} }, outputs: {} }));
    expect(bundleProblems(outdir, checkout)).toEqual([{ kind: "bundle", name: "size", message: "3.10 MB gzipped, over the 3 MB limit" }]);
  });

  it("refuses a plain `wrangler deploy --env production`, which would skip the alias and the checks", { timeout: 60_000 }, async () => {
    const config = configOf("wrangler.toml", filledIn(shipped));
    const plain = promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--config", config, "--outdir", path.join(checkout, "plain")], {
      cwd: checkout,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", FABULO_DEPLOY_SCRIPT: "" },
    });
    const refused = await plain.then(
      () => null,
      (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
    );
    expect(refused).toContain("Refused: deploy production with `npm run deploy`");
  });
});
