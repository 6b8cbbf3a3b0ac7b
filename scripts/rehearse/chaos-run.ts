/**
 * `npm run rehearse -- --chaos <seed> --stories <n>`: the rehearsal with the stand-in in chaos mode
 * (ai-stand-in/chaos.ts: overlong fields, missing speakers, fenced or chatty JSON, answers cut at
 * max_tokens, a chapter in the wrong language, refusals, FLUX moderation, capacity errors, answers
 * slower than a stage's time limit), `n` stories per language, each from its own free account as a
 * family makes it (the weekly limit is one story). Prints per language: stories completed, the
 * provider's repairs by kind (its `workers-ai repair:` log lines), failed step attempts and failures
 * by reason, model calls, and the stories' p95 time. Exits 1 when a language completes fewer than
 * 95 % of its stories (19 of 20).
 *
 * Model latencies and the app's step limit (GENERATION_STEP_TIMEOUT_MS, 120 s in production) are
 * both scaled by REHEARSE_CHAOS_TIME_SCALE (0.25 by default), so a slow answer still meets each
 * stage's limit in a run of minutes; times printed are the rehearsal's.
 */
import { stripVTControlCharacters } from "node:util";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { REPAIR_KINDS, REPAIR_LOG_PREFIX } from "../../worker/generation/providers/workers-ai/repairs";
import { hash, random } from "../../shared/seeded-random";
import { CHAPTERS } from "../../shared/enums";
import type { StoryJson } from "../../shared/story-json";

type Language = "en-US" | "fr-FR";
const LANGUAGES: Language[] = ["en-US", "fr-FR"];
const PRODUCTION_STEP_LIMIT_MS = 120_000;
/** Completed stories a language needs: 19 of 20. */
const PASS_SHARE = 0.95;
const FINAL = new Set(["CompletelyGenerated", "PartiallyGenerated"]);

export interface ChaosOptions {
  seed: number;
  stories: number;
  timeScale: number;
  /** Per story, from its creation. */
  timeoutSeconds: number;
}

/** `--chaos <seed> [--stories <n>]` from the command line; null without `--chaos`. */
export function chaosOptions(args: readonly string[], env: NodeJS.ProcessEnv): ChaosOptions | null {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at < 0 ? undefined : args[at + 1];
  };
  const seedText = value("--chaos");
  if (seedText === undefined) return null;
  const seed = Number(seedText);
  const stories = Number(value("--stories") ?? 20);
  const timeScale = Number(env.REHEARSE_CHAOS_TIME_SCALE ?? 0.25);
  if (!Number.isInteger(seed) || !Number.isInteger(stories) || stories < 1 || !(timeScale > 0 && timeScale <= 1)) {
    console.error("Usage: npm run rehearse -- --chaos <integer seed> [--stories <n ≥ 1>] (REHEARSE_CHAOS_TIME_SCALE in (0, 1])");
    process.exit(2);
  }
  return { seed, stories, timeScale, timeoutSeconds: Number(env.REHEARSE_TIMEOUT_S ?? 900) };
}

/** The variables the chaos run adds: the app's scaled step limit, and the stand-in's seed, scale and that limit. */
export function chaosVars(options: ChaosOptions): { app: Record<string, string>; standIn: Record<string, string> } {
  const stepLimit = String(Math.round(PRODUCTION_STEP_LIMIT_MS * options.timeScale));
  return {
    app: { GENERATION_STEP_TIMEOUT_MS: stepLimit },
    standIn: { REHEARSE_CHAOS_SEED: String(options.seed), REHEARSE_CHAOS_TIME_SCALE: String(options.timeScale), REHEARSE_STEP_TIMEOUT_MS: stepLimit },
  };
}

/**
 * The chaos run rehearses the models, not the daily neuron budget (the default, 100 000 neurons, is
 * about eight English stories): it lifts the cap (0 counts without capping) as an admin can in
 * /admin, writing the `configs` row before the Worker starts.
 */
export function noBudgetCapSql(now = Date.now()): string {
  return (
    `INSERT INTO configs (key, value, updated_at) VALUES ('aiDailyNeuronBudget', '0', ${now}) ` +
    "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at"
  );
}

export interface StandInCall {
  at: number;
  model: string;
  outcome: string;
  ms: number;
  chaos?: string;
}

/** What the rehearsal gives the chaos run: its API client, its way of making accounts and stories, the logs. */
export interface RehearsalKit {
  origin: string;
  api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T>;
  account(language: Language): Promise<string>;
  create(ideas: string[], token: string): Promise<{ _id: string }>;
  /** The stand-in's calls so far (grows as they come). */
  calls: readonly StandInCall[];
  /** Every line wrangler prints, from now on. */
  onLine(listener: (line: string) => void): void;
}

/** Two different ideas per story from the app's own suggestions, in a seeded order: every story has its own. */
function ideaPairs(language: Language, count: number, seed: number): string[][] {
  const list = DEFAULT_CONFIG.storySuggestions[language];
  const pairs = list.flatMap((first, i) => list.slice(i + 1).map((second) => [first, second]));
  const order = random(hash(seed, language)).shuffle(pairs);
  return Array.from({ length: count }, (_, index) => order[index % order.length]!);
}

/** A failed step attempt as the consumer logs it: step, story, attempt, error. */
const FAILED_STEP = /generation: (\S+) of ([0-9a-f]{24}) failed \(attempt (\d+)\) (.*)$/;
const REPAIR = new RegExp(`${REPAIR_LOG_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\S+)`);
// Wrangler colours some lines.
const plain = (line: string) => stripVTControlCharacters(line);

/** A short name for why a step attempt failed. */
export function reasonOf(error: string): string {
  const rules: [RegExp, string][] = [
    [/did not finish within|3008|aborted/i, "stage time limit"],
    [/picture was refused twice|illustration prompt was refused/i, "picture refused"],
    [/model refused twice/i, "model refused twice"],
    [/still in \w+ after a rewrite/i, "wrong language after a rewrite"],
    [/still unusable/i, "unusable answer"],
    [/3040|capacity/i, "capacity"],
    [/failed for now/i, "voice failed for now"],
  ];
  return rules.find(([pattern]) => pattern.test(error))?.[1] ?? error.slice(0, 80);
}

const count = <T extends string>(items: readonly T[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};
const listed = (counts: Map<string, number>, order?: readonly string[]) => {
  const keys = order ? [...order.filter((key) => counts.has(key)), ...[...counts.keys()].filter((key) => !order.includes(key))] : [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  return keys.length === 0 ? "none" : keys.map((key) => `${key} ${counts.get(key)}`).join(", ");
};
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

interface StoryRun {
  id: string;
  ideas: string[];
  started: number;
  status: string;
  seconds?: number;
  problems: string[];
}

interface LanguageReport {
  language: Language;
  stories: StoryRun[];
  calls: StandInCall[];
  repairs: string[];
  failedAttempts: { step: string; story: string; attempt: number; reason: string; error: string }[];
}

/** Whether a finished story has every picture and every chapter narrated or read by the device. */
async function problemsOf(kit: RehearsalKit, story: StoryRun, token: string): Promise<string[]> {
  if (story.status !== "CompletelyGenerated") return [story.status];
  const { story: full } = await kit.api<{ story: StoryJson }>("GET", `/api/stories/${story.id}`, undefined, token);
  const device = new Set(full.deviceNarration ?? []);
  return CHAPTERS.flatMap((chapter) => [
    ...(full.images[chapter] ? [] : [`${chapter}: no picture`]),
    ...(full.audio[chapter] || device.has(chapter) ? [] : [`${chapter}: no narration`]),
  ]);
}

async function rehearseLanguage(kit: RehearsalKit, options: ChaosOptions, language: Language, lines: string[]): Promise<LanguageReport> {
  const firstLine = lines.length;
  const firstCall = kit.calls.length;
  console.log(`\n▶ ${language}: ${options.stories} accounts, one story each`);
  const tokens: string[] = [];
  for (let index = 0; index < options.stories; index++) tokens.push(await kit.account(language));
  const stories: StoryRun[] = [];
  for (const [index, ideas] of ideaPairs(language, options.stories, options.seed).entries()) {
    const started = Date.now();
    try {
      const { _id } = await kit.create(ideas, tokens[index]!);
      stories.push({ id: _id, ideas, started, status: "Initialized", problems: [] });
    } catch (error) {
      stories.push({ id: "-", ideas, started, status: "not created", seconds: 0, problems: [String(error).slice(0, 200)] });
    }
  }
  console.log(`  ${stories.filter((story) => story.id !== "-").length} stories created; waiting for them (each at most ${options.timeoutSeconds} s)`);
  const waiting = () => stories.filter((story) => story.id !== "-" && story.seconds === undefined);
  let lastProgress = Date.now();
  while (waiting().length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const story of waiting()) {
      const index = stories.indexOf(story);
      ({ generatingStatus: story.status } = await kit.api<{ generatingStatus: string }>("GET", `/api/stories/${story.id}/status`, undefined, tokens[index]));
      const elapsed = (Date.now() - story.started) / 1000;
      if (FINAL.has(story.status)) story.seconds = elapsed;
      else if (elapsed > options.timeoutSeconds) {
        story.seconds = elapsed;
        story.status = `still ${story.status} after ${options.timeoutSeconds} s`;
      }
    }
    if (Date.now() - lastProgress > 30_000) {
      lastProgress = Date.now();
      const done = stories.length - waiting().length;
      console.log(`  … ${done}/${stories.length} finished, ${kit.calls.length - firstCall} model calls so far`);
    }
  }
  for (const [index, story] of stories.entries()) {
    if (story.id !== "-") story.problems = await problemsOf(kit, story, tokens[index]!);
  }
  const languageLines = lines.slice(firstLine).map(plain);
  return {
    language,
    stories,
    calls: kit.calls.slice(firstCall),
    repairs: languageLines.flatMap((line) => REPAIR.exec(line)?.[1] ?? []),
    failedAttempts: languageLines.flatMap((line) => {
      const failed = FAILED_STEP.exec(line);
      return failed ? [{ step: failed[1]!, story: failed[2]!, attempt: Number(failed[3]), reason: reasonOf(failed[4]!), error: failed[4]! }] : [];
    }),
  };
}

function printReport(report: LanguageReport, options: ChaosOptions): boolean {
  const needed = Math.ceil(options.stories * PASS_SHARE);
  const completed = report.stories.filter((story) => story.problems.length === 0);
  const times = report.stories.flatMap((story) => (FINAL.has(story.status) ? [story.seconds!] : []));
  const passed = completed.length >= needed;
  console.log(`\n${passed ? "✓" : "✗"} ${report.language}: ${completed.length} of ${report.stories.length} stories completed (needed ${needed})`);
  console.log(`  time per story: p95 ${percentile(times, 0.95).toFixed(1)} s, median ${percentile(times, 0.5).toFixed(1)} s`);
  console.log(`  model calls: ${report.calls.length} (${listed(count(report.calls.map((call) => call.model.replace(/^@cf\/[^/]+\//, ""))))})`);
  console.log(`  chaos met: ${listed(count(report.calls.flatMap((call) => (call.chaos && call.chaos !== "clean" ? [call.chaos] : []))))}`);
  console.log(`  repairs by kind: ${listed(count(report.repairs), REPAIR_KINDS)}`);
  console.log(`  failed step attempts by reason: ${listed(count(report.failedAttempts.map((attempt) => attempt.reason)))}`);
  const failures = report.stories.filter((story) => story.problems.length > 0);
  if (failures.length === 0) console.log("  failures: none");
  for (const story of failures) {
    const last = new Map<string, string>();
    for (const attempt of report.failedAttempts.filter((failed) => failed.story === story.id)) last.set(attempt.step, attempt.error);
    const why = [...last].map(([step, error]) => `${step}: ${reasonOf(error)} (${error.slice(0, 160)})`);
    console.log(`  failure: ${story.id} (${story.ideas.join(", ")}) — ${story.problems.join("; ")}${why.length ? ` — ${why.join("; ")}` : ""}`);
  }
  return passed;
}

/** The chaos run, once the Workers are up; the exit code. */
export async function runChaos(options: ChaosOptions, kit: RehearsalKit): Promise<number> {
  const lines: string[] = [];
  kit.onLine((line) => lines.push(line));
  console.log(
    `Chaos seed ${options.seed}: ${options.stories} stories per language; model latencies and the step limit at ${options.timeScale}× production ` +
      `(step limit ${Math.round(PRODUCTION_STEP_LIMIT_MS * options.timeScale / 1000)} s)`,
  );
  const started = Date.now();
  const reports: LanguageReport[] = [];
  for (const language of LANGUAGES) reports.push(await rehearseLanguage(kit, options, language, lines));
  console.log(`\nChaos report (seed ${options.seed}, ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  const passed = reports.map((report) => printReport(report, options));
  return passed.every(Boolean) ? 0 : 1;
}
