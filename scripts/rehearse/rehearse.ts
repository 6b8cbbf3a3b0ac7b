/**
 * `npm run rehearse`: the production Worker (wrangler.toml's [env.production], the production alias
 * that leaves the offline engine out, AI_PROVIDER=workers-ai) in `wrangler dev`, with the `AI`
 * binding served by the Workers AI stand-in (scripts/rehearse/ai-stand-in). It creates an English
 * and a French story through the API, prints every model call (model, outcome, time), and exits 1
 * unless both end `CompletelyGenerated` with every chapter narrated or read by the device.
 *
 * What differs from production, and why: ENVIRONMENT=development so the Turnstile test keys pass
 * without network (it does not touch generation); MAILER is the send_email stand-in (mail.ts), from
 * whose parsed messages the accounts are confirmed; local D1/R2/Queues/Durable Objects in a fresh
 * state directory; APP_URL is the local origin.
 *
 * Environment: REHEARSE_FAIL (capacity, json, picture, slow; comma-separated), REHEARSE_SLOW_MS,
 * REHEARSE_PORT (default 8797), REHEARSE_TIMEOUT_S (per story, default 240), SKIP_BUILD.
 * `-- --chaos <seed> --stories <n>`: the chaos run instead (chaos-run.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync, createWriteStream } from "node:fs";
import path from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { PRODUCTION_ALIAS } from "../deploy/checks";
import { CHAPTERS } from "../../shared/enums";
import type { StoryJson } from "../../shared/story-json";
import { FAILURE_OUTCOMES, LOG_PREFIX, type FailureMode } from "./failures";
import { MailInbox, mailStandIn } from "./mail";
import { chaosOptions, chaosVars, noBudgetCapSql, runChaos } from "./chaos-run";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.REHEARSE_PORT ?? 8797);
// Per port, so two rehearsals (or a rehearsal beside `npm start`) never share state.
const dir = path.join(root, `.wrangler/rehearse-${port}`);
const origin = `http://127.0.0.1:${port}`;
const timeoutSeconds = Number(process.env.REHEARSE_TIMEOUT_S ?? 240);
const failures = (process.env.REHEARSE_FAIL ?? "").split(",").map((mode) => mode.trim()).filter(Boolean) as FailureMode[];
const STAND_IN = "fabulo-ai-stand-in";
/** Experimental in workerd: allowed locally, and only the rehearsal's generated configuration sets them. */
const RPC_SIGNAL_FLAGS = ["experimental", "enable_abortsignal_rpc"];
const TURNSTILE_TEST_SECRET = "1x0000000000000000000000000000000AA";
const DUMMY_CAPTCHA = "XXXX.DUMMY.TOKEN.XXXX";
const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };
const chaos = chaosOptions(process.argv.slice(2), process.env);

for (const mode of failures) {
  if (!(mode in FAILURE_OUTCOMES)) {
    console.error(`Unknown REHEARSE_FAIL mode "${mode}" (known: ${Object.keys(FAILURE_OUTCOMES).join(", ")})`);
    process.exit(2);
  }
}

const abs = (file: string) => path.resolve(root, file);

/** The production environment as wrangler.toml has it, with `AI` and `MAILER` bound to the stand-ins' entrypoints. */
function writeConfigs(): { app: string; standIn: string; mailStandIn: string } {
  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, "wrangler.toml") });
  const { env, ...topLevel } = rawConfig;
  const production = env?.production;
  if (!production) throw new Error("wrangler.toml has no [env.production]");
  // Not wanted locally: the remote-only AI binding, the deploy guard (a build step), the custom domain.
  const { ai: _ai, build: _build, routes: _routes, send_email: _sendEmail, ...productionLocal } = production;
  const mail = mailStandIn(production, topLevel, root);
  const app = {
    ...topLevel,
    ...productionLocal,
    name: "fabulo-rehearsal",
    main: abs(topLevel.main!),
    alias: Object.fromEntries(Object.entries(PRODUCTION_ALIAS).map(([from, to]) => [from, abs(to)])),
    assets: { ...topLevel.assets, directory: abs(topLevel.assets!.directory!) },
    d1_databases: (production.d1_databases ?? []).map((database: { migrations_dir?: string }) => ({ ...database, migrations_dir: abs(database.migrations_dir ?? "migrations") })),
    vars: { ...production.vars, ENVIRONMENT: "development", APP_URL: origin, TURNSTILE_SITE_KEY: "1x00000000000000000000AA" },
    services: [{ binding: "AI", service: STAND_IN, entrypoint: "AiStandIn" }, mail.service],
    // AI.run's options may carry an AbortSignal (AiOptions.signal); over JS RPC workerd clones one only under this flag.
    compatibility_flags: [...(topLevel.compatibility_flags ?? []), ...RPC_SIGNAL_FLAGS],
  };
  const standIn = {
    name: STAND_IN,
    main: abs("scripts/rehearse/ai-stand-in/worker.ts"),
    compatibility_date: topLevel.compatibility_date,
    compatibility_flags: [...(topLevel.compatibility_flags ?? []), ...RPC_SIGNAL_FLAGS],
    vars: { REHEARSE_FAIL: failures.join(","), REHEARSE_SLOW_MS: process.env.REHEARSE_SLOW_MS ?? "10000" },
  };
  if (chaos) {
    Object.assign(app.vars, chaosVars(chaos).app);
    Object.assign(standIn.vars, chaosVars(chaos).standIn);
  }
  const appPath = path.join(dir, "wrangler.json");
  // In its own directory: wrangler dev gives each Worker the .dev.vars beside its configuration.
  mkdirSync(path.join(dir, "ai-stand-in"), { recursive: true });
  const standInPath = path.join(dir, "ai-stand-in", "wrangler.json");
  writeFileSync(appPath, JSON.stringify(app, null, 2));
  writeFileSync(standInPath, JSON.stringify(standIn, null, 2));
  mkdirSync(path.join(dir, "mail-stand-in"), { recursive: true });
  const mailStandInPath = path.join(dir, "mail-stand-in", "wrangler.json");
  writeFileSync(mailStandInPath, JSON.stringify(mail.config, null, 2));
  // Secrets for this run only (wrangler dev reads .dev.vars beside the configuration).
  const secret = () => randomBytes(32).toString("hex");
  writeFileSync(path.join(dir, ".dev.vars"), `JWT_SECRET=${secret()}\nPASSWORD_PEPPER=${secret()}\nTURNSTILE_SECRET_KEY=${TURNSTILE_TEST_SECRET}\n`, { mode: 0o600 });
  return { app: appPath, standIn: standInPath, mailStandIn: mailStandInPath };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: toolEnv });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

interface Call {
  at: number;
  model: string;
  outcome: string;
  ms: number;
}
const calls: Call[] = [];
/** The app's own failed step attempts, as its consumer logs them ("generation: audio:opening of <id> failed (attempt 2)"). */
const failedSteps: { step: string; story: string }[] = [];
const FAILED_STEP = /generation: (\S+) of ([0-9a-f]{24}) failed \(attempt \d+\)/;
/** Others reading wrangler's output as it comes (the chaos run). */
const lineListeners: ((line: string) => void)[] = [];
/** When Whisper's answer cannot be used, the narrator logs that it estimates the word timings instead. */
const ESTIMATED_TIMINGS = /estimating the word timings/;
let estimatedTimings = 0;

const inbox = new MailInbox();

function startWorkers(configs: { app: string; standIn: string; mailStandIn: string }): ChildProcess {
  const log = createWriteStream(path.join(dir, "wrangler.log"));
  const child = spawn(
    "npx",
    ["wrangler", "dev", "-c", configs.app, "-c", configs.standIn, "-c", configs.mailStandIn, "--port", String(port), "--ip", "127.0.0.1",
      "--persist-to", path.join(dir, "state"), "--show-interactive-dev-session=false"],
    { cwd: root, env: toolEnv, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let pending = "";
  const read = (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      inbox.read(line);
      for (const listener of lineListeners) listener(line);
      const failed = FAILED_STEP.exec(line);
      if (failed) failedSteps.push({ step: failed[1]!, story: failed[2]! });
      if (ESTIMATED_TIMINGS.test(line)) estimatedTimings++;
      const at = line.indexOf(LOG_PREFIX);
      if (at < 0) continue;
      try {
        const call = JSON.parse(line.slice(at + LOG_PREFIX.length)) as Omit<Call, "at">;
        calls.push({ ...call, at: Date.now() });
      } catch {
        // A line cut by the terminal: not a call record.
      }
    }
  };
  child.stdout!.on("data", read);
  child.stderr!.on("data", read);
  return child;
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}); see ${path.join(dir, "wrangler.log")}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not answer within 120 s`);
}

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${route}`, {
    method,
    headers: {
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      // Each account "comes" from its own address: the per-client registration limit is not rehearsed.
      "CF-Connecting-IP": `10.0.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Register, confirm from the mail the send_email stand-in parsed, sign in: an account as a family would make it. */
async function account(language: "en-US" | "fr-FR"): Promise<string> {
  const email = `rehearsal-${language.toLowerCase()}-${Date.now()}@fabulo.test`;
  const password = "bedtime42";
  await inbox.register(() =>
    api("POST", "/api/users/register", { email, password, name: language === "fr-FR" ? "Camille" : "Sam", preferredLanguage: language, captchaValue: DUMMY_CAPTCHA }),
  );
  const link = await inbox.link(email, "/confirm-email");
  await api("POST", "/api/users/confirm-email", { token: new URL(link).searchParams.get("token") });
  const { accessToken } = await api<{ accessToken: string }>("POST", "/api/users/login", { email, password });
  return accessToken;
}

const STORIES: [language: "en-US" | "fr-FR", ideas: string[]][] = [
  ["en-US", ["a red kite", "a brave hedgehog"]],
  ["fr-FR", ["un cerf-volant rouge", "un hérisson courageux"]],
];
const FINAL = new Set(["CompletelyGenerated", "PartiallyGenerated"]);

/** The first bytes of a stored medium: a real JPEG/PNG picture, a real MP3 narration. */
async function mediaKind(url: string | null): Promise<string> {
  if (!url) return "none";
  const bytes = new Uint8Array(await (await fetch(new URL(url, origin))).arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return `JPEG ${bytes.length} B`;
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return `PNG ${bytes.length} B`;
  if ((bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return `MP3 ${bytes.length} B`;
  return `unknown ${bytes.length} B`;
}

interface Result {
  language: string;
  status: string;
  seconds: number;
  problems: string[];
  calls: Call[];
}

/** Creation checks the ideas with Llama Guard inside the request; when that fails (capacity) it answers 503 and a family presses again. */
async function create(ideas: string[], token: string): Promise<{ _id: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await api<{ story: { _id: string } }>("POST", "/api/stories/generate-story", { storyInputs: ideas }, token)).story;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("→ 503")) throw error;
      console.log(`  creation answered ${String(error).split("→ ")[1]}; asking again in 2 s, as a family would`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function rehearseStory(language: "en-US" | "fr-FR", ideas: string[]): Promise<Result> {
  const token = await account(language);
  const started = Date.now();
  // From here on the stand-in's calls are this story's (the ideas' safety check runs within the request).
  const firstCall = calls.length;
  const estimatedBefore = estimatedTimings;
  const story = await create(ideas, token);
  console.log(`\n▶ ${language} story ${story._id} (ideas: ${ideas.join(", ")})`);
  let status = "Initialized";
  let printed = firstCall;
  const printCalls = () => {
    for (const call of calls.slice(printed)) {
      console.log(`  ${((call.at - started) / 1000).toFixed(1).padStart(6)} s  ${call.model.padEnd(42)} ${String(call.ms).padStart(6)} ms  ${call.outcome}`);
    }
    printed = calls.length;
  };
  while (!FINAL.has(status) && Date.now() - started < timeoutSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ({ generatingStatus: status } = await api<{ generatingStatus: string }>("GET", `/api/stories/${story._id}/status`, undefined, token));
    printCalls();
  }
  const seconds = (Date.now() - started) / 1000;
  const problems: string[] = [];
  if (status !== "CompletelyGenerated") problems.push(`ended ${FINAL.has(status) ? status : `still ${status} after ${timeoutSeconds} s`}`);
  const { story: full } = await api<{ story: StoryJson }>("GET", `/api/stories/${story._id}`, undefined, token);
  const device = new Set(full.deviceNarration ?? []);
  for (const chapter of CHAPTERS) {
    const [picture, voice] = await Promise.all([mediaKind(full.images[chapter]), mediaKind(full.audio[chapter])]);
    const reader = voice === "none" && device.has(chapter) ? "read by the device" : voice;
    console.log(`  ${chapter.padEnd(10)} picture: ${picture.padEnd(14)} narration: ${reader}`);
    if (!picture.startsWith("JPEG") && !picture.startsWith("PNG")) problems.push(`${chapter}: no picture`);
    if (!voice.startsWith("MP3") && !device.has(chapter)) problems.push(`${chapter}: neither narrated nor read by the device`);
  }
  const retried = new Map<string, number>();
  for (const { step } of failedSteps.filter((failure) => failure.story === story._id)) retried.set(step, (retried.get(step) ?? 0) + 1);
  if (retried.size > 0) console.log(`  failed step attempts: ${[...retried].map(([step, count]) => `${step} ×${count}`).join(", ")}`);
  const whisper = calls.slice(firstCall).filter((call) => call.model.includes("whisper") && call.outcome === "ok").length;
  console.log(`  word timings: ${whisper} recognised by Whisper, ${estimatedTimings - estimatedBefore} estimated instead`);
  console.log(`  → ${status} in ${seconds.toFixed(1)} s`);
  return { language, status, seconds, problems, calls: calls.slice(firstCall) };
}

async function main() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (!process.env.SKIP_BUILD) await run("npx", ["vite", "build", "--logLevel", "warn"]);
  const configs = writeConfigs();
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "-c", configs.app, "--persist-to", path.join(dir, "state")]);
  if (chaos) await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "-c", configs.app, "--persist-to", path.join(dir, "state"), "--command", noBudgetCapSql()]);
  const child = startWorkers(configs);
  // wrangler and workerd: the whole process group we started, and wait until it has let go of its ports.
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGINT");
    const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  process.on("SIGINT", () => void stop().then(() => process.exit(130)));
  const results: Result[] = [];
  let chaosExit = 0;
  try {
    await waitForHealth(child);
    console.log(`Production build in wrangler dev at ${origin}; AI → ${STAND_IN}${failures.length ? ` (REHEARSE_FAIL=${failures.join(",")})` : ""}`);
    if (chaos) chaosExit = await runChaos(chaos, { origin, api, account, create, calls, onLine: (listener) => lineListeners.push(listener) });
    // One after the other, so each story's model calls are its own.
    else for (const [language, ideas] of STORIES) {
      results.push(
        await rehearseStory(language, ideas).catch((error: unknown) => ({ language, status: "not created", seconds: 0, problems: [String(error)], calls: [] })),
      );
    }
  } finally {
    await stop();
  }
  if (chaos) process.exit(chaosExit);

  console.log("\nRehearsal report");
  for (const result of results) {
    const verdict = result.problems.length === 0 ? "✓" : "✗";
    console.log(`  ${verdict} ${result.language}: ${result.status}, ${result.seconds.toFixed(1)} s, ${result.calls.length} model calls${result.problems.length ? ` — ${result.problems.join("; ")}` : ""}`);
    const refusedFrench = result.calls.filter((call) => call.outcome.startsWith("8002")).length;
    if (result.language === "fr-FR" && refusedFrench > 0) {
      console.log(
        `    MeloTTS refused French ${refusedFrench} time(s) (8002: Invalid input).` +
          (result.problems.length
            ? " This build retries it and has no voice after it: expected until the device-voice narration chain (issue 28 part 1) lands."
            : " The chain moved on to the next voice."),
      );
    }
  }
  for (const line of inbox.report()) console.log(line);
  for (const mode of failures) console.log(`  REHEARSE_FAIL=${mode}: expected ${FAILURE_OUTCOMES[mode]}`);
  process.exit(results.length === 2 && results.every((result) => result.problems.length === 0) ? 0 : 1);
}

await main();
